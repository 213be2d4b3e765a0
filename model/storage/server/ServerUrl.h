#pragma once

#include "core/Result.h"

#include <QString>

namespace goldset::storage {

// Where a project lives on a PostgreSQL server: `postgresql://user[:password]@host[:port]/db
// ?project=NAME`, accepted wherever a project file is. The project is a schema of that
// database (several projects share one database); a `host` parameter or an empty host names a
// Unix socket folder, as libpq's URLs do. See docs/ARCHITECTURE.md, "Two backends".
struct ServerUrl
{
    QString user;
    QString password; // only when the URL carried one; never shown, never stored
    QString host;     // a host name, or a socket folder (starts with '/'); empty: libpq's default
    int port = -1;
    QString database;
    QString project; // the schema: [a-z_][a-z0-9_]*, at most 63 characters
    QString options; // further parameters for libpq (sslmode=..., connect_timeout=...)

    // Whether text is meant as a server URL (postgresql:// or postgres://) rather than a path.
    static bool isServerUrl(const QString& text);
    // Parses a server URL; an error says what is wrong with it (never repeating a password).
    static Result<ServerUrl> parse(const QString& text);
    // The URL without its password: what messages, titles and recent-file lists show.
    QString displayText() const;
    // The project's schema quoted for SQL.
    QString quotedSchema() const;
    // Who signs in where (user@host:port/database): the key of a password typed in this session.
    QString account() const;

    // How messages show a project's location: a file's path, a URL without its password.
    static QString shown(const QString& location);
    // A short name for titles: a file's name, or "PROJECT (database on host)".
    static QString shortName(const QString& location);
};

} // namespace goldset::storage
