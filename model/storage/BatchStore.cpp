#include "storage/BatchStore.h"

#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"
#include "storage/Transaction.h"

#include <QCoreApplication>

namespace goldset::storage {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::storage::BatchStore", text);
}

QDateTime timeFrom(const QVariant& value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

QString timeText(const QDateTime& time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

// Progress counts an item as labelled once the annotator gave it one label or review.
constexpr auto kSelectAssignment =
    "SELECT s.id, s.batch_id, s.annotator_id, an.name, s.status, s.exported_at, s.returned_at,"
    " (SELECT count(*) FROM assignment_item i WHERE i.assignment_id = s.id),"
    " (SELECT count(*) FROM assignment_item i WHERE i.assignment_id = s.id AND CASE b.kind"
    "   WHEN 'relevance' THEN EXISTS (SELECT 1 FROM relevance_label l"
    "     WHERE l.question_id = i.item_id AND l.annotator_id = s.annotator_id)"
    "   ELSE EXISTS (SELECT 1 FROM claim_review r WHERE r.claim_id = i.item_id AND r.annotator_id = "
    "s.annotator_id)"
    "   END)"
    " FROM assignment s JOIN batch b ON b.id = s.batch_id JOIN annotator an ON an.id = s.annotator_id";

BatchStore::Assignment assignmentFrom(const QSqlQuery& q)
{
    BatchStore::Assignment a;
    a.id = q.value(0).toLongLong();
    a.batchId = q.value(1).toLongLong();
    a.annotatorId = q.value(2).toLongLong();
    a.annotatorName = q.value(3).toString();
    a.status = q.value(4).toString();
    a.exportedAt = timeFrom(q.value(5));
    a.returnedAt = timeFrom(q.value(6));
    a.items = q.value(7).toLongLong();
    a.labelled = q.value(8).toLongLong();
    // Only "submitted" is a decision (the annotator's, or the package's); the rest follows the
    // work done on the assignment's items, wherever it was done.
    if (a.status != QLatin1String("submitted"))
        a.status = a.labelled > 0 ? QStringLiteral("in progress") : QStringLiteral("assigned");
    return a;
}

BatchStore::Batch batchFrom(const QSqlQuery& q)
{
    return {q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),  q.value(3).toInt(),
            q.value(4).toLongLong(), timeFrom(q.value(5)),  q.value(6).toInt() != 0};
}

constexpr auto kSelectBatch = "SELECT id, name, kind, overlap, seed, created_at, blind FROM batch";

} // namespace

Result<RowId> BatchStore::create(const Batch& batch, const QMap<RowId, QList<RowId>>& itemsByAnnotator)
{
    Transaction transaction(connection());
    if (!transaction.begin())
        return makeError(transaction.lastError());
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "INSERT INTO batch(name, kind, overlap, seed, created_at, blind) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(batch.name);
    q.addBindValue(batch.kind);
    q.addBindValue(batch.overlap);
    q.addBindValue(batch.seed);
    q.addBindValue(nowText());
    q.addBindValue(batch.blind ? 1 : 0);
    if (!q.exec())
        return byName(batch.name) ? makeError(tr("a batch named '%1' exists already").arg(batch.name))
                                  : queryError(q);
    const RowId batchId = q.lastInsertId().toLongLong();
    for (auto it = itemsByAnnotator.cbegin(); it != itemsByAnnotator.cend(); ++it) {
        QSqlQuery a = query();
        a.prepare(QStringLiteral("INSERT INTO assignment(batch_id, annotator_id) VALUES (?, ?)"));
        a.addBindValue(batchId);
        a.addBindValue(it.key());
        if (Status done = exec(a); !done)
            return done.error();
        const RowId assignmentId = a.lastInsertId().toLongLong();
        QSqlQuery i = query();
        i.prepare(QStringLiteral("INSERT INTO assignment_item(assignment_id, item_id) VALUES (?, ?)"));
        for (RowId item : it.value()) {
            i.addBindValue(assignmentId);
            i.addBindValue(item);
            if (Status done = exec(i); !done)
                return done.error();
        }
    }
    if (!transaction.commit())
        return makeError(transaction.lastError());
    return batchId;
}

Status BatchStore::remove(RowId batchId)
{
    // assignment and assignment_item go with it (ON DELETE CASCADE).
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM batch WHERE id = ?"));
    q.addBindValue(batchId);
    return exec(q);
}

std::optional<BatchStore::Batch> BatchStore::byName(const QString& name) const
{
    QSqlQuery q = query();
    q.prepare(QLatin1String(kSelectBatch) + QStringLiteral(" WHERE name = ?"));
    q.addBindValue(name);
    if (q.exec() && q.next())
        return batchFrom(q);
    return std::nullopt;
}

QList<BatchStore::Batch> BatchStore::all() const
{
    QList<Batch> result;
    QSqlQuery q = query();
    if (q.exec(QLatin1String(kSelectBatch) + QStringLiteral(" ORDER BY created_at, id")))
        while (q.next())
            result.append(batchFrom(q));
    return result;
}

QList<BatchStore::Assignment> BatchStore::assignments(RowId batchId) const
{
    QList<Assignment> result;
    QSqlQuery q = query();
    q.prepare(QLatin1String(kSelectAssignment) + QStringLiteral(" WHERE s.batch_id = ? ORDER BY an.name"));
    q.addBindValue(batchId);
    if (q.exec())
        while (q.next())
            result.append(assignmentFrom(q));
    return result;
}

std::optional<BatchStore::Assignment> BatchStore::assignment(RowId batchId, RowId annotatorId) const
{
    QSqlQuery q = query();
    q.prepare(QLatin1String(kSelectAssignment) +
              QStringLiteral(" WHERE s.batch_id = ? AND s.annotator_id = ?"));
    q.addBindValue(batchId);
    q.addBindValue(annotatorId);
    if (q.exec() && q.next())
        return assignmentFrom(q);
    return std::nullopt;
}

QList<RowId> BatchStore::items(RowId assignmentId) const
{
    QList<RowId> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT item_id FROM assignment_item WHERE assignment_id = ? ORDER BY item_id"));
    q.addBindValue(assignmentId);
    if (q.exec())
        while (q.next())
            result.append(q.value(0).toLongLong());
    return result;
}

QList<RowId> BatchStore::assignedItems(const QString& kind) const
{
    QList<RowId> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "SELECT DISTINCT i.item_id FROM assignment_item i JOIN assignment s ON s.id = i.assignment_id"
        " JOIN batch b ON b.id = s.batch_id WHERE b.kind = ? ORDER BY 1"));
    q.addBindValue(kind);
    if (q.exec())
        while (q.next())
            result.append(q.value(0).toLongLong());
    return result;
}

Status BatchStore::setStatus(RowId assignmentId, const QString& status)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE assignment SET status = ? WHERE id = ?"));
    q.addBindValue(status);
    q.addBindValue(assignmentId);
    return exec(q);
}

Status BatchStore::markExported(RowId assignmentId, const QDateTime& when)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE assignment SET exported_at = ? WHERE id = ?"));
    q.addBindValue(timeText(when));
    q.addBindValue(assignmentId);
    return exec(q);
}

Status BatchStore::markReturned(RowId assignmentId, const QDateTime& when)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("UPDATE assignment SET returned_at = ? WHERE id = ?"));
    q.addBindValue(timeText(when));
    q.addBindValue(assignmentId);
    return exec(q);
}

QList<BatchStore::LabelRecord> BatchStore::labelsOf(RowId annotatorId) const
{
    QList<LabelRecord> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT qu.external_id, c.external_id, l.grade, l.note, l.updated_at"
                             " FROM relevance_label l JOIN question qu ON qu.id = l.question_id"
                             " JOIN chunk c ON c.id = l.chunk_id WHERE l.annotator_id = ?"
                             " ORDER BY qu.external_id, c.external_id"));
    q.addBindValue(annotatorId);
    if (q.exec())
        while (q.next())
            result.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toInt(),
                           q.value(3).toString(), timeFrom(q.value(4))});
    return result;
}

QList<BatchStore::ReviewRecord> BatchStore::reviewsOf(RowId annotatorId) const
{
    QList<ReviewRecord> result;
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT ru.name, qu.external_id, c.ordinal, r.verdict, r.note, r.blind, r.updated_at,"
                       " c.judge_model, c.text FROM claim_review r JOIN claim c ON c.id = r.claim_id JOIN "
                       "run ru ON ru.id = c.run_id"
                       " JOIN question qu ON qu.id = c.question_id WHERE r.annotator_id = ?"
                       " ORDER BY ru.name, qu.external_id, c.ordinal"));
    q.addBindValue(annotatorId);
    if (q.exec())
        while (q.next())
            result.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toInt(),
                           q.value(3).toString(), q.value(4).toString(), q.value(5).toBool(),
                           timeFrom(q.value(6)), q.value(7).toString(), q.value(8).toString()});
    return result;
}

std::optional<RowId> BatchStore::claimFor(const ReviewRecord& record) const
{
    if (record.claimText.isEmpty())
        return claimId(record.runName, record.questionExternalId, record.ordinal);
    // By judge and text: ordinals move when a judge runs again, texts do not. A current claim
    // before an orphaned one of the same text.
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT c.id FROM claim c JOIN run ru ON ru.id = c.run_id"
                             " JOIN question qu ON qu.id = c.question_id"
                             " WHERE ru.name = ? AND qu.external_id = ? AND c.judge_model = ? AND c.text = ?"
                             " ORDER BY c.orphaned, c.ordinal LIMIT 1"));
    q.addBindValue(record.runName);
    q.addBindValue(record.questionExternalId);
    q.addBindValue(notNull(record.judgeModel));
    q.addBindValue(record.claimText);
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return std::nullopt;
}

std::optional<RowId> BatchStore::claimId(const QString& runName, const QString& questionExternalId,
                                         int ordinal) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT c.id FROM claim c JOIN run ru ON ru.id = c.run_id"
                             " JOIN question qu ON qu.id = c.question_id"
                             " WHERE ru.name = ? AND qu.external_id = ? AND c.ordinal = ?"));
    q.addBindValue(runName);
    q.addBindValue(questionExternalId);
    q.addBindValue(ordinal);
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return std::nullopt;
}

Result<BatchStore::Merge> BatchStore::mergeLabel(RowId annotatorId, const LabelRecord& record)
{
    QSqlQuery ids = query();
    ids.prepare(QStringLiteral("SELECT (SELECT id FROM question WHERE external_id = ?),"
                               " (SELECT id FROM chunk WHERE external_id = ?)"));
    ids.addBindValue(record.questionExternalId);
    ids.addBindValue(record.chunkExternalId);
    if (!ids.exec() || !ids.next())
        return queryError(ids);
    if (ids.value(0).isNull() || ids.value(1).isNull())
        return makeError(tr("the project has no question '%1' or chunk '%2'")
                             .arg(record.questionExternalId, record.chunkExternalId));
    const RowId questionId = ids.value(0).toLongLong();
    const RowId chunkId = ids.value(1).toLongLong();

    QSqlQuery existing = query();
    existing.prepare(QStringLiteral("SELECT grade, note, updated_at FROM relevance_label"
                                    " WHERE question_id = ? AND chunk_id = ? AND annotator_id = ?"));
    existing.addBindValue(questionId);
    existing.addBindValue(chunkId);
    existing.addBindValue(annotatorId);
    if (Status done = exec(existing); !done)
        return done.error();
    Merge merge = Merge::Inserted;
    if (existing.next()) {
        if (existing.value(0).toInt() == record.grade && existing.value(1).toString() == record.note)
            return Merge::Unchanged;
        if (!(record.updatedAt > timeFrom(existing.value(2))))
            return Merge::KeptNewer;
        merge = Merge::Updated;
    }
    // Written by the labels' one writer, with the package's time.
    LabelStore labels(connection());
    labels.setWriteTime(
        timeText(record.updatedAt.isValid() ? record.updatedAt : QDateTime::currentDateTimeUtc()));
    if (Status done = labels.setLabel(questionId, chunkId, annotatorId, record.grade, record.note); !done)
        return done.error();
    return merge;
}

Result<BatchStore::Merge> BatchStore::mergeReview(RowId annotatorId, const ReviewRecord& record)
{
    const auto claim = claimFor(record);
    if (!claim)
        return makeError(
            tr("the project has no claim \"%1\" of question '%2' in run '%3'")
                .arg(record.claimText.isEmpty() ? QString::number(record.ordinal) : record.claimText,
                     record.questionExternalId, record.runName));
    QSqlQuery existing = query();
    existing.prepare(QStringLiteral("SELECT verdict, note, updated_at FROM claim_review"
                                    " WHERE claim_id = ? AND annotator_id = ?"));
    existing.addBindValue(*claim);
    existing.addBindValue(annotatorId);
    if (Status done = exec(existing); !done)
        return done.error();
    Merge merge = Merge::Inserted;
    if (existing.next()) {
        if (existing.value(0).toString() == record.verdict && existing.value(1).toString() == record.note)
            return Merge::Unchanged;
        if (!(record.updatedAt > timeFrom(existing.value(2))))
            return Merge::KeptNewer;
        merge = Merge::Updated;
    }
    // Written by the reviews' one writer, with the package's time.
    RunStore runs(connection());
    runs.setWriteTime(
        timeText(record.updatedAt.isValid() ? record.updatedAt : QDateTime::currentDateTimeUtc()));
    const Verdict verdict = verdictFromString(record.verdict).value_or(Verdict::Unknown);
    if (Status done = runs.setReview(*claim, annotatorId, verdict, record.note, record.blind); !done)
        return done.error();
    return merge;
}

} // namespace goldset::storage
