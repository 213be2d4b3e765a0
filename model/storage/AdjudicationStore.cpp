#include "storage/AdjudicationStore.h"

#include "storage/Project.h"

#include <QCoreApplication>

namespace goldset::storage {
namespace {

constexpr auto kSelect = "SELECT j.task, j.item_key, j.value, j.reason, coalesce(a.name, ''), j.created_at,"
                         " j.row_version"
                         " FROM adjudication j LEFT JOIN annotator a ON a.id = j.annotator_id";

AdjudicationStore::Adjudication adjudicationFrom(const QSqlQuery& q)
{
    AdjudicationStore::Adjudication a;
    a.task = q.value(0).toString();
    a.itemKey = q.value(1).toString();
    a.value = q.value(2).toString();
    a.reason = q.value(3).toString();
    a.leadName = q.value(4).toString();
    a.createdAt = QDateTime::fromString(q.value(5).toString(), Qt::ISODateWithMs);
    a.rowVersion = q.value(6).toLongLong();
    return a;
}

// The values of a new decision, in the column order of its INSERTs.
void bindNewDecision(QSqlQuery& q, const QString& task, const QString& itemKey, const QString& value,
                     const QString& reason, std::optional<RowId> leadId)
{
    q.addBindValue(task);
    q.addBindValue(itemKey);
    q.addBindValue(value);
    q.addBindValue(reason.isNull() ? QStringLiteral("") : reason);
    q.addBindValue(leadId ? QVariant(*leadId) : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(nowText());
}

} // namespace

QString AdjudicationStore::relevanceKey(const QString& questionExternalId, const QString& chunkExternalId)
{
    return questionExternalId + QLatin1Char('\t') + chunkExternalId;
}

Status AdjudicationStore::set(const QString& task, const QString& itemKey, const QString& value,
                              const QString& reason, std::optional<RowId> leadId)
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("INSERT INTO adjudication(task, item_key, value, reason, annotator_id, created_at)"
                       " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(task, item_key) DO UPDATE SET"
                       " value = excluded.value, reason = excluded.reason,"
                       " annotator_id = excluded.annotator_id, created_at = excluded.created_at,"
                       " row_version = adjudication.row_version + 1"));
    bindNewDecision(q, task, itemKey, value, reason, leadId);
    return exec(q);
}

Result<qint64> AdjudicationStore::setChecked(const QString& task, const QString& itemKey,
                                             const QString& value, const QString& reason,
                                             std::optional<RowId> leadId, qint64 expectedVersion)
{
    QSqlQuery q = query();
    if (expectedVersion == 0) {
        q.prepare(
            QStringLiteral("INSERT INTO adjudication(task, item_key, value, reason, annotator_id, created_at)"
                           " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(task, item_key) DO NOTHING"));
        bindNewDecision(q, task, itemKey, value, reason, leadId);
    } else {
        q.prepare(
            QStringLiteral("UPDATE adjudication SET value = ?, reason = ?, annotator_id = ?, created_at = ?,"
                           " row_version = row_version + 1"
                           " WHERE task = ? AND item_key = ? AND row_version = ?"));
        q.addBindValue(value);
        q.addBindValue(notNull(reason));
        q.addBindValue(leadId ? QVariant(*leadId) : QVariant(QMetaType(QMetaType::LongLong)));
        q.addBindValue(nowText());
        q.addBindValue(task);
        q.addBindValue(itemKey);
        q.addBindValue(expectedVersion);
    }
    if (Status done = exec(q); !done)
        return done.error();
    if (q.numRowsAffected() != 1)
        return makeError(changedElsewhereMessage());
    return expectedVersion + 1;
}

Status AdjudicationStore::removeChecked(const QString& task, const QString& itemKey, qint64 expectedVersion)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM adjudication WHERE task = ? AND item_key = ? AND row_version = ?"));
    q.addBindValue(task);
    q.addBindValue(itemKey);
    q.addBindValue(expectedVersion);
    if (Status done = exec(q); !done)
        return done;
    if (q.numRowsAffected() != 1)
        return makeError(changedElsewhereMessage());
    return {};
}

QString AdjudicationStore::changedElsewhereMessage()
{
    return QCoreApplication::translate(
        "goldset::storage::AdjudicationStore",
        "the adjudication was changed by someone else since you opened it; it now "
        "shows their decision");
}

Status AdjudicationStore::remove(const QString& task, const QString& itemKey)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM adjudication WHERE task = ? AND item_key = ?"));
    q.addBindValue(task);
    q.addBindValue(itemKey);
    return exec(q);
}

std::optional<AdjudicationStore::Adjudication> AdjudicationStore::get(const QString& task,
                                                                      const QString& itemKey) const
{
    QSqlQuery q = query();
    q.prepare(QLatin1String(kSelect) + QStringLiteral(" WHERE j.task = ? AND j.item_key = ?"));
    q.addBindValue(task);
    q.addBindValue(itemKey);
    if (q.exec() && q.next())
        return adjudicationFrom(q);
    return std::nullopt;
}

QList<AdjudicationStore::Adjudication> AdjudicationStore::all(const QString& task) const
{
    QList<Adjudication> result;
    QSqlQuery q = query();
    q.prepare(QLatin1String(kSelect) + QStringLiteral(" WHERE j.task = ? ORDER BY j.item_key"));
    q.addBindValue(task);
    if (q.exec())
        while (q.next())
            result.append(adjudicationFrom(q));
    return result;
}

QHash<QString, AdjudicationStore::Adjudication>
AdjudicationStore::relevanceOfQuestion(const QString& questionExternalId) const
{
    QHash<QString, Adjudication> result;
    // Keys are "<question>\t<chunk>": the question's keys are the range from "<question>\t" up to
    // "<question>\n" (the next character after the tab), read through the (task, item_key) index.
    const QString prefix = relevanceKey(questionExternalId, QString());
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QLatin1String(kSelect) +
              QStringLiteral(" WHERE j.task = 'relevance' AND j.item_key >= ? AND j.item_key < ?"));
    q.addBindValue(prefix);
    q.addBindValue(questionExternalId + QLatin1Char('\n'));
    if (q.exec())
        while (q.next()) {
            Adjudication a = adjudicationFrom(q);
            result.insert(a.itemKey.mid(prefix.size()), a);
        }
    return result;
}

} // namespace goldset::storage
