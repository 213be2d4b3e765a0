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

Status JobStore::markDone(const QString& job, const QString& itemKey, const ItemCost& cost,
                          const QString& note)
{
    return setState(job, itemKey, QStringLiteral("done"), QString(), cost, note);
}

Status JobStore::markError(const QString& job, const QString& itemKey, const QString& error,
                           const ItemCost& cost)
{
    // The last line of defence: nothing that looks like a key is written into a project.
    return setState(job, itemKey, QStringLiteral("error"), redactSecrets(error), cost, QString());
}

JobStore::ItemCost JobStore::cost(const QString& job) const
{
    ItemCost result;
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT total(prompt_tokens), total(completion_tokens) FROM job_item WHERE job = ?"));
    q.addBindValue(job);
    if (q.exec() && q.next()) {
        result.promptTokens = static_cast<qint64>(q.value(0).toDouble());
        result.completionTokens = static_cast<qint64>(q.value(1).toDouble());
    }
    return result;
}

JobStore::ItemCost JobStore::itemCost(const QString& job, const QString& itemKey) const
{
    ItemCost result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "SELECT prompt_tokens, completion_tokens FROM job_item WHERE job = ? AND item_key = ?"));
    q.addBindValue(job);
    q.addBindValue(itemKey);
    if (q.exec() && q.next()) {
        result.promptTokens = q.value(0).toLongLong();
        result.completionTokens = q.value(1).toLongLong();
    }
    return result;
}

QString JobStore::note(const QString& job, const QString& itemKey) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT note FROM job_item WHERE job = ? AND item_key = ?"));
    q.addBindValue(job);
    q.addBindValue(itemKey);
    if (q.exec() && q.next())
        return q.value(0).toString();
    return {};
}

Status JobStore::clear(const QString& job)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM job_item WHERE job = ?"));
    q.addBindValue(job);
    return exec(q);
}

Status JobStore::setState(const QString& job, const QString& itemKey, const QString& state,
                          const QString& error, const ItemCost& cost, const QString& note)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "INSERT INTO job_item(job, item_key, state, error, updated_at, prompt_tokens, completion_tokens, "
        "note)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(job, item_key) DO UPDATE SET state = excluded.state,"
        " error = excluded.error, updated_at = excluded.updated_at,"
        " prompt_tokens = prompt_tokens + excluded.prompt_tokens,"
        " completion_tokens = completion_tokens + excluded.completion_tokens, note = excluded.note"));
    q.addBindValue(job);
    q.addBindValue(itemKey);
    q.addBindValue(state);
    q.addBindValue(notNull(error));
    q.addBindValue(nowText());
    q.addBindValue(cost.promptTokens);
    q.addBindValue(cost.completionTokens);
    q.addBindValue(notNull(note));
    return exec(q);
}

} // namespace goldset::storage
