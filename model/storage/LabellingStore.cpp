#include "storage/LabellingStore.h"

#include <QHash>

namespace goldset::storage {

QList<LabellingStore::RunResult> LabellingStore::runResults(RowId questionId, int depth) const
{
    QList<RunResult> result;
    if (depth <= 0)
        return result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    // CROSS JOIN keeps run as the outer loop. For each run, the subquery finds the depth-th best
    // score through the (run_id, question_id, score) index, and only results scoring at least
    // that much are read: the top `depth` and whatever ties with the last of them (the pool
    // breaks ties by external id, as trec_eval does), never a run's whole result list.
    q.prepare(QStringLiteral(
        "SELECT run.id, run.name, r.chunk_id, c.external_id, r.score FROM run CROSS JOIN retrieval r"
        " CROSS JOIN chunk c WHERE r.run_id = run.id AND r.question_id = ? AND c.id = r.chunk_id"
        " AND r.score >= coalesce((SELECT t.score FROM retrieval t WHERE t.run_id = run.id"
        "   AND t.question_id = ? ORDER BY t.score DESC LIMIT 1 OFFSET ?), -9e999)"
        " ORDER BY run.created_at, run.id"));
    q.addBindValue(questionId);
    q.addBindValue(questionId);
    q.addBindValue(depth - 1);
    if (q.exec())
        while (q.next())
            result.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toLongLong(),
                           q.value(3).toString(), q.value(4).toDouble()});
    return result;
}

QList<LabellingStore::ChunkCard> LabellingStore::chunkCards(const QList<RowId>& chunkIds) const
{
    QHash<RowId, ChunkCard> byId;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT c.id, c.document_id, c.external_id, c.ordinal, c.text, c.start_offset,"
                             " c.end_offset, c.stub, d.title, d.external_id FROM chunk c"
                             " JOIN document d ON d.id = c.document_id WHERE c.id = ?"));
    for (RowId id : chunkIds) {
        if (byId.contains(id))
            continue;
        q.addBindValue(id);
        if (!q.exec() || !q.next())
            continue;
        ChunkCard card;
        card.chunk.id = q.value(0).toLongLong();
        card.chunk.documentId = q.value(1).toLongLong();
        card.chunk.externalId = q.value(2).toString();
        card.chunk.ordinal = q.value(3).toInt();
        card.chunk.text = q.value(4).toString();
        card.chunk.startOffset = q.value(5).toInt();
        card.chunk.endOffset = q.value(6).toInt();
        card.chunk.stub = q.value(7).toBool();
        card.documentTitle = q.value(8).toString();
        card.documentExternalId = q.value(9).toString();
        byId.insert(id, card);
        q.finish();
    }
    QList<ChunkCard> result;
    for (RowId id : chunkIds)
        if (auto it = byId.constFind(id); it != byId.constEnd())
            result.append(*it);
    return result;
}

QSet<RowId> LabellingStore::questionsLabelledBy(RowId annotatorId) const
{
    QSet<RowId> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT DISTINCT question_id FROM relevance_label WHERE annotator_id = ?"));
    q.addBindValue(annotatorId);
    if (q.exec())
        while (q.next())
            result.insert(q.value(0).toLongLong());
    return result;
}

QList<RowId> LabellingStore::assignedQuestions(RowId annotatorId) const
{
    QList<RowId> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
        "SELECT DISTINCT i.item_id FROM assignment a JOIN batch b ON b.id = a.batch_id"
        " JOIN assignment_item i ON i.assignment_id = a.id JOIN question qu ON qu.id = i.item_id"
        " WHERE a.annotator_id = ? AND b.kind = 'relevance' ORDER BY i.item_id"));
    q.addBindValue(annotatorId);
    if (q.exec())
        while (q.next())
            result.append(q.value(0).toLongLong());
    return result;
}

} // namespace goldset::storage
