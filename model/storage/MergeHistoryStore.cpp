#include "storage/MergeHistoryStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace goldset::storage {

Result<RowId> MergeHistoryStore::record(const Merge& merge, RowId annotatorId)
{
    QJsonObject details;
    details.insert(QStringLiteral("changed"), QJsonArray::fromStringList(merge.changedItems));
    details.insert(QStringLiteral("conflicts"), QJsonArray::fromStringList(merge.conflictItems));
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("INSERT INTO package_merge(batch_id, annotator_id, package, merged_at, new_count,"
                       " changed_count, conflict_count, unchanged_count, details)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(merge.batchId);
    q.addBindValue(annotatorId);
    q.addBindValue(notNull(merge.package));
    q.addBindValue((merge.mergedAt.isValid() ? merge.mergedAt : QDateTime::currentDateTimeUtc())
                       .toUTC()
                       .toString(Qt::ISODateWithMs));
    q.addBindValue(merge.inserted);
    q.addBindValue(merge.changed);
    q.addBindValue(merge.conflicts);
    q.addBindValue(merge.unchanged);
    q.addBindValue(QString::fromUtf8(QJsonDocument(details).toJson(QJsonDocument::Compact)));
    return execInsert(q);
}

QList<MergeHistoryStore::Merge> MergeHistoryStore::merges(RowId batchId) const
{
    QList<Merge> result;
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT m.id, m.batch_id, coalesce(a.name, ''), m.package, m.merged_at, m.new_count,"
                       " m.changed_count, m.conflict_count, m.unchanged_count, m.details"
                       " FROM package_merge m LEFT JOIN annotator a ON a.id = m.annotator_id"
                       " WHERE m.batch_id = ? ORDER BY m.merged_at, m.id"));
    q.addBindValue(batchId);
    if (!q.exec())
        return result;
    while (q.next()) {
        Merge m;
        m.id = q.value(0).toLongLong();
        m.batchId = q.value(1).toLongLong();
        m.annotator = q.value(2).toString();
        m.package = q.value(3).toString();
        m.mergedAt = QDateTime::fromString(q.value(4).toString(), Qt::ISODateWithMs);
        m.inserted = q.value(5).toInt();
        m.changed = q.value(6).toInt();
        m.conflicts = q.value(7).toInt();
        m.unchanged = q.value(8).toInt();
        const QJsonObject details = QJsonDocument::fromJson(q.value(9).toString().toUtf8()).object();
        for (const QJsonValue& v : details.value(QStringLiteral("changed")).toArray())
            m.changedItems.append(v.toString());
        for (const QJsonValue& v : details.value(QStringLiteral("conflicts")).toArray())
            m.conflictItems.append(v.toString());
        result.append(m);
    }
    return result;
}

} // namespace goldset::storage
