#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QStringList>

namespace goldset::storage {

// Live changes of a project on a server (LISTEN/NOTIFY): triggers on the tables people write
// while they work (labels, claim reviews, adjudications) send the table's name on the project's
// own channel after every statement that changes them, whoever ran it (the app, goldset-cli,
// psql). A statement-level trigger: an import of a hundred thousand labels is one
// notification, not one per row. ServerChangeListener receives them.
namespace ServerNotify {

// The channel of a project (a schema): "goldset_" + its name, cut to PostgreSQL's 63 bytes.
QString channel(const QString& project);
// The tables whose writes are announced.
QStringList watchedTables();
// The trigger function and the triggers of the project (the connection's search path is its
// schema), made when missing: with a new project, and when an older server project is opened by
// a role that may change its tables (its owner). `db` runs the statements as written.
Status install(QSqlDatabase db, const QString& project);
// Whether every watched table has its trigger.
bool installed(QSqlDatabase db, const QString& project);

} // namespace ServerNotify
} // namespace goldset::storage
