#pragma once

#include "core/Result.h"
#include "storage/server/ServerUrl.h"

#include <QSqlDatabase>

namespace goldset::storage {

// Opening a project on a PostgreSQL server for storage::Database: the connection (a
// ServerDriver over QPSQL, its search path the project's schema), the project's schema made
// when asked to create it, and migrations forward. The schema version is meta.schema_version.
namespace ServerDatabase {

// Adds and opens `connectionName`; creates the project when `create` and it is missing.
Status open(const QString& connectionName, const ServerUrl& url, bool create);
int schemaVersion(const QSqlDatabase& db);
// The QPSQL connection under `connectionName`, to be removed after it.
QString innerConnectionName(const QString& connectionName);
// Whether the project exists in the database (the URL's connection must work).
Result<bool> projectExists(const QSqlDatabase& db, const QString& project);

} // namespace ServerDatabase
} // namespace goldset::storage
