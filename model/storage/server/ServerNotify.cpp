#include "storage/server/ServerNotify.h"

#include <QSqlError>
#include <QSqlQuery>

namespace goldset::storage::ServerNotify {

QString channel(const QString& project)
{
    // Project names are ASCII ([a-z_][a-z0-9_]*): characters are bytes. Two projects whose
    // names share their first 55 characters share a channel: each then refreshes once more.
    return (QStringLiteral("goldset_") + project).left(63);
}

QStringList watchedTables()
{
    return {QStringLiteral("relevance_label"), QStringLiteral("claim_review"),
            QStringLiteral("adjudication")};
}

bool installed(QSqlDatabase db, const QString& project)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT count(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid"
                             " JOIN pg_namespace n ON n.oid = c.relnamespace"
                             " WHERE n.nspname = ? AND t.tgname = 'goldset_notify'"));
    q.addBindValue(project);
    return q.exec() && q.next() && q.value(0).toInt() == watchedTables().size();
}

Status install(QSqlDatabase db, const QString& project)
{
    if (installed(db, project))
        return {};
    QSqlQuery q(db);
    // The channel is written into the function: a trigger has no other way to know it, and a
    // copied or renamed schema gets its own when it is opened.
    QString literal = channel(project);
    literal.replace(QLatin1Char('\''), QLatin1String("''"));
    QStringList statements{
        QStringLiteral("CREATE OR REPLACE FUNCTION goldset_notify() RETURNS trigger LANGUAGE plpgsql AS $$"
                       " BEGIN PERFORM pg_notify('%1', TG_TABLE_NAME); RETURN NULL; END $$")
            .arg(literal)};
    for (const QString& table : watchedTables())
        statements << QStringLiteral(
                          "CREATE OR REPLACE TRIGGER goldset_notify AFTER INSERT OR UPDATE OR DELETE"
                          " OR TRUNCATE ON %1 FOR EACH STATEMENT EXECUTE FUNCTION goldset_notify()")
                          .arg(table);
    for (const QString& statement : statements)
        if (!q.exec(statement))
            return makeError(q.lastError().text());
    return {};
}

} // namespace goldset::storage::ServerNotify
