#include "storage/server/ServerDatabase.h"

#include "storage/Migrations.h"
#include "storage/Transaction.h"
#include "storage/server/PostgresSchema.h"
#include "storage/server/ServerDriver.h"
#include "storage/server/ServerNotify.h"
#include "storage/server/ServerPasswords.h"
#include "storage/server/ServerRoles.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace goldset::storage::ServerDatabase {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::storage::ServerDatabase", text);
}

// The QPSQL connection under the ServerDriver: statements PostgreSQL's own (PL/pgSQL) go
// there as written, past SqlRewriter.
QSqlDatabase innerOf(const QSqlDatabase& db)
{
    const auto* driver = qobject_cast<const ServerDriver*>(db.driver());
    return driver ? driver->inner() : db;
}

// Row-level security of the schema and the annotators' masking view (ServerRoles), through the
// QPSQL connection underneath: PostgreSQL's own SQL, not the stores' SQLite dialect.
Status secure(const QSqlDatabase& db, const QString& shown)
{
    if (Status secured = ServerRoles::secureProject(db); !secured)
        return makeError(
            tr("cannot set the project's row-level security on %1: %2").arg(shown, secured.error().message),
            shown);
    return {};
}

// Whether the annotators' masking view exists (projects secured before it have policies only)
// and the annotators' group, if the server has one, is let into the project.
bool securedForAnnotators(const QSqlDatabase& db, const QString& project)
{
    QSqlQuery q(innerOf(db));
    q.prepare(QStringLiteral("SELECT to_regclass(quote_ident(?) || '.claim') IS NOT NULL AND (NOT EXISTS"
                             " (SELECT 1 FROM pg_roles WHERE rolname = 'goldset_annotator') OR"
                             " has_schema_privilege('goldset_annotator', ?, 'USAGE'))"));
    q.addBindValue(ServerRoles::blindSchema(project));
    q.addBindValue(project);
    return q.exec() && q.next() && q.value(0).toBool();
}

Status create(QSqlDatabase db, const ServerUrl& url)
{
    const QString shown = url.displayText();
    Transaction transaction(db);
    if (!transaction.begin())
        return makeError(tr("cannot start a transaction on %1: %2").arg(shown, transaction.lastError()),
                         shown);
    QSqlQuery q(db);
    QStringList statements{QStringLiteral("CREATE SCHEMA %1").arg(url.quotedSchema())};
    statements << PostgresSchema::get().createStatements;
    for (const QString& statement : statements) {
        if (!q.exec(statement))
            return makeError(tr("cannot create the project on %1: %2").arg(shown, q.lastError().text()),
                             shown);
    }
    if (Status secured = secure(db, shown); !secured)
        return secured;
    q.prepare(QStringLiteral("INSERT INTO meta(key, value) VALUES ('project_id', ?), ('created_by', ?),"
                             " ('schema_version', ?)"));
    q.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
    q.addBindValue(QStringLiteral("Goldset " GOLDSET_VERSION));
    q.addBindValue(QString::number(latestSchemaVersion()));
    if (!q.exec())
        return makeError(q.lastError().text(), shown);
    if (Status notifying = ServerNotify::install(innerOf(db), url.project); !notifying)
        return makeError(tr("cannot create the project on %1: %2").arg(shown, notifying.error().message),
                         shown);
    if (!transaction.commit())
        return makeError(tr("cannot create the project on %1: %2").arg(shown, transaction.lastError()),
                         shown);
    return {};
}

Status migrate(QSqlDatabase db, const ServerUrl& url)
{
    const QString shown = url.displayText();
    const int current = schemaVersion(db);
    if (current <= 0)
        return makeError(tr("%1 is not a Goldset project").arg(shown), shown);
    if (current > latestSchemaVersion())
        return makeError(tr("%1 was written by a newer Goldset (schema version %2; this Goldset reads up to "
                            "version %3). Update Goldset to open it; the project was left unchanged.")
                             .arg(shown)
                             .arg(current)
                             .arg(latestSchemaVersion()),
                         shown);
    for (const Migration& migration : migrations()) {
        if (migration.version <= current)
            continue;
        Transaction transaction(db);
        if (!transaction.begin())
            return makeError(transaction.lastError(), shown);
        QSqlQuery q(db);
        for (const QString& statement : migration.statements) {
            const bool ddl =
                statement.startsWith(QLatin1String("CREATE")) || statement.startsWith(QLatin1String("ALTER"));
            if (statement.contains(QLatin1String("VIRTUAL TABLE")) ||
                statement.contains(QLatin1String("chunk_fts")))
                continue; // the server's full-text index is its own table (PostgresSchema)
            if (!q.exec(ddl ? PostgresSchema::translateCreate(statement) : statement))
                return makeError(tr("migration to schema version %1 failed: %2")
                                     .arg(migration.version)
                                     .arg(q.lastError().text()),
                                 shown);
        }
        q.prepare(QStringLiteral("UPDATE meta SET value = ? WHERE key = 'schema_version'"));
        q.addBindValue(QString::number(migration.version));
        if (!q.exec() || !transaction.commit())
            return makeError(tr("cannot commit schema version %1").arg(migration.version), shown);
    }
    // A migration may have added tables or columns: the policies, the masking view and the
    // annotators' grants are made again. A project without the view, or without grants for a
    // group made after it, gets them from the first role that may add them (the owner); for
    // others it opens as before.
    if (current < latestSchemaVersion()) {
        Transaction transaction(db);
        if (!transaction.begin())
            return makeError(transaction.lastError(), shown);
        if (Status secured = secure(db, shown); !secured)
            return secured;
        if (!transaction.commit())
            return makeError(transaction.lastError(), shown);
    } else if (!securedForAnnotators(db, url.project)) {
        Transaction transaction(db);
        if (transaction.begin() && secure(db, shown))
            transaction.commit();
    }
    // Projects made before live progress get its triggers from the first role that may add them
    // (the owner: the lead); for others the project opens as before, without live updates.
    if (!ServerNotify::installed(innerOf(db), url.project)) {
        Transaction transaction(db);
        if (transaction.begin() && ServerNotify::install(innerOf(db), url.project))
            transaction.commit();
    }
    return {};
}

} // namespace

QString innerConnectionName(const QString& connectionName)
{
    return connectionName + QStringLiteral("-pg");
}

int schemaVersion(const QSqlDatabase& db)
{
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")) && q.next())
        return q.value(0).toInt();
    return 0;
}

Result<bool> projectExists(const QSqlDatabase& db, const QString& project)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT count(*) FROM information_schema.schemata WHERE schema_name = ?"));
    q.addBindValue(project);
    if (!q.exec() || !q.next())
        return makeError(q.lastError().text());
    return q.value(0).toLongLong() > 0;
}

Status open(const QString& connectionName, const ServerUrl& url, bool create)
{
    const QString shown = url.displayText();
    auto* driver =
        new ServerDriver(innerConnectionName(connectionName), SqlRewriter(PostgresSchema::get().rewriting),
                         {ServerRoles::searchPathStatement(url.project),
                          QStringLiteral("SET client_min_messages TO warning")});
    QSqlDatabase db = QSqlDatabase::addDatabase(driver, connectionName);
    db.setDatabaseName(url.database);
    db.setUserName(url.user);
    db.setPassword(url.password.isEmpty() ? ServerPasswords::get(url.account()) : url.password);
    db.setHostName(url.host);
    db.setPort(url.port);
    db.setConnectOptions(url.options);
    if (!db.open())
        return makeError(tr("cannot connect to %1: %2").arg(shown, db.lastError().text().trimmed()), shown);
    auto exists = projectExists(db, url.project);
    if (!exists)
        return makeError(tr("cannot read %1: %2").arg(shown, exists.error().message), shown);
    if (!*exists) {
        if (!create)
            return makeError(tr("%1 does not exist: the database has no project %2").arg(shown, url.project),
                             shown);
        if (Status made = ServerDatabase::create(db, url); !made)
            return made;
    }
    return migrate(db, url);
}

} // namespace goldset::storage::ServerDatabase
