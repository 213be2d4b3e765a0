#include "storage/LabelStore.h"

#include "storage/Project.h"

namespace goldset::storage {
namespace {

constexpr auto kSelect =
    "SELECT l.id, l.question_id, l.chunk_id, l.annotator_id, l.grade, l.note, l.updated_at, c.external_id, a.name"
    " FROM relevance_label l JOIN chunk c ON c.id = l.chunk_id JOIN annotator a ON a.id = l.annotator_id";

RelevanceLabel labelFrom(const QSqlQuery& q)
{
    RelevanceLabel label;
    label.id = q.value(0).toLongLong();
    label.questionId = q.value(1).toLongLong();
    label.chunkId = q.value(2).toLongLong();
    label.annotatorId = q.value(3).toLongLong();
    label.grade = q.value(4).toInt();
    label.note = q.value(5).toString();
    label.updatedAt = QDateTime::fromString(q.value(6).toString(), Qt::ISODateWithMs);
    label.chunkExternalId = q.value(7).toString();
    label.annotatorName = q.value(8).toString();
    return label;
}

} // namespace

Status LabelStore::setLabel(RowId questionId, RowId chunkId, RowId annotatorId, int grade, const QString& note)
{
    if (grade < 0 || grade > 3)
        return makeError(QStringLiteral("grade %1 is outside 0..3").arg(grade));
    QSqlQuery q = query();
    const QString now = nowText();
    q.prepare(QStringLiteral(
        "INSERT INTO relevance_label(question_id, chunk_id, annotator_id, grade, note, created_at, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(question_id, chunk_id, annotator_id) DO UPDATE SET"
        " grade = excluded.grade, note = excluded.note, updated_at = excluded.updated_at"));
    q.addBindValue(questionId);
    q.addBindValue(chunkId);
    q.addBindValue(annotatorId);
    q.addBindValue(grade);
    q.addBindValue(notNull(note));
    q.addBindValue(now);
    q.addBindValue(now);
    if (!q.exec())
        return queryError(q);
    return {};
}

Status LabelStore::removeLabel(RowId questionId, RowId chunkId, RowId annotatorId)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "DELETE FROM relevance_label WHERE question_id = ? AND chunk_id = ? AND annotator_id = ?"));
    q.addBindValue(questionId);
    q.addBindValue(chunkId);
    q.addBindValue(annotatorId);
    if (!q.exec())
        return queryError(q);
    return {};
}

std::optional<RelevanceLabel> LabelStore::label(RowId questionId, RowId chunkId, RowId annotatorId) const
{
    QSqlQuery q = query();
    q.prepare(QLatin1String(kSelect) +
              QStringLiteral(" WHERE l.question_id = ? AND l.chunk_id = ? AND l.annotator_id = ?"));
    q.addBindValue(questionId);
    q.addBindValue(chunkId);
    q.addBindValue(annotatorId);
    if (q.exec() && q.next())
        return labelFrom(q);
    return std::nullopt;
}

QList<RelevanceLabel> LabelStore::labelsForQuestion(RowId questionId) const
{
    QList<RelevanceLabel> result;
    QSqlQuery q = query();
    q.prepare(QLatin1String(kSelect) + QStringLiteral(" WHERE l.question_id = ? ORDER BY c.external_id, a.name"));
    q.addBindValue(questionId);
    if (q.exec())
        while (q.next())
            result.append(labelFrom(q));
    return result;
}

QList<RelevanceLabel> LabelStore::all() const
{
    QList<RelevanceLabel> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    if (q.exec(QLatin1String(kSelect) + QStringLiteral(" ORDER BY l.question_id, c.external_id, a.name")))
        while (q.next())
            result.append(labelFrom(q));
    return result;
}

} // namespace goldset::storage
