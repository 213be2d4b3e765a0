#include "storage/JobStore.h"

#include "core/Secrets.h"
#include "storage/Project.h"

namespace goldset::storage {

QSet<QString> JobStore::doneKeys(const QString& job) const
{
    QSet<QString> keys;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT item_key FROM job_item WHERE job = ? AND state = 'done'"));
    q.addBindValue(job);
    if (q.exec())
        while (q.next())
            keys.insert(q.value(0).toString());
    return keys;
}

QHash<QString, QString> JobStore::errors(const QString& job) const
{
    QHash<QString, QString> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT item_key, error FROM job_item WHERE job = ? AND state = 'error'"));
    q.addBindValue(job);
    if (q.exec())
        while (q.next())
            result.insert(q.value(0).toString(), q.value(1).toString());
    return result;
}

JobStore::Counts JobStore::counts(const QString& job) const
{
    Counts counts;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT state, count(*) FROM job_item WHERE job = ? GROUP BY state"));
    q.addBindValue(job);
    if (q.exec()) {
        while (q.next()) {
            if (q.value(0).toString() == QLatin1String("done"))
                counts.done = q.value(1).toLongLong();
            else
                counts.errors = q.value(1).toLongLong();
        }
    }
    return counts;
}

QStringList JobStore::jobs() const
{
    QStringList result;
    QSqlQuery q = query();
    if (q.exec(QStringLiteral("SELECT DISTINCT job FROM job_item ORDER BY job")))
        while (q.next())
            result.append(q.value(0).toString());
    return result;
}

Status JobStore::markDone(const QString& job, const QString& itemKey)
{
    return setState(job, itemKey, QStringLiteral("done"), QString());
}

Status JobStore::markError(const QString& job, const QString& itemKey, const QString& error)
{
    // The last line of defence: nothing that looks like a key is written into a project.
    return setState(job, itemKey, QStringLiteral("error"), redactSecrets(error));
}

Status JobStore::clear(const QString& job)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM job_item WHERE job = ?"));
    q.addBindValue(job);
    if (!q.exec())
        return queryError(q);
    return {};
}

Status JobStore::setState(const QString& job, const QString& itemKey, const QString& state,
                          const QString& error)
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("INSERT INTO job_item(job, item_key, state, error, updated_at) VALUES (?, ?, ?, ?, ?)"
                       " ON CONFLICT(job, item_key) DO UPDATE SET state = excluded.state,"
                       " error = excluded.error, updated_at = excluded.updated_at"));
    q.addBindValue(job);
    q.addBindValue(itemKey);
    q.addBindValue(state);
    q.addBindValue(notNull(error));
    q.addBindValue(nowText());
    if (!q.exec())
        return queryError(q);
    return {};
}

} // namespace goldset::storage
