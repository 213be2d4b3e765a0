#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>

namespace goldset::storage {

// One connection to a project file, or to a project on a PostgreSQL server (a postgresql://
// URL, storage/server/ServerDatabase). Opening checks that the file is a Goldset project of a
// schema this build understands *before* anything is written, then turns on WAL, foreign keys
// and a busy timeout, and migrates older files forward (each step in a transaction).
class Database
{
public:
    enum class OpenMode
    {
        OpenExisting,
        CreateIfMissing
    };

    Database();
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    Status open(const QString& path, OpenMode mode);
    void close();
    bool isOpen() const;
    // Opened without write access (a read-only file, folder or mount): every read works,
    // every write fails with readOnlyMessage().
    bool isReadOnly() const { return m_readOnly; }
    static QString readOnlyMessage(const QString& path);

    // The file's path, or the postgresql:// URL of a project on a server.
    QString path() const { return m_path; }
    // A project on a PostgreSQL server (storage/server), not a file.
    bool isServer() const { return m_server; }
    QSqlDatabase connection() const;
    int schemaVersion() const;

    // What a file is, without changing it.
    struct Probe
    {
        bool exists = false;
        bool isSqlite = false;
        bool isGoldset = false;
        bool isEmpty = false;
        int schemaVersion = 0;
    };
    static Result<Probe> probe(const QString& path);

private:
    Status openConnection(const QString& path);
    Status configure();
    Status migrate();

    QString m_connectionName;
    QString m_path;
    bool m_readOnly = false;
    bool m_server = false;
};

} // namespace goldset::storage
