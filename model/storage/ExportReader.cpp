#include "storage/ExportReader.h"

namespace goldset::storage {

Status
ExportReader::forEachChunk(const std::function<Status(const Chunk& chunk, const QString& title)>& visit) const
{
    QSqlQuery q = query();
    q.setForwardOnly(true);
    if (Status done = exec(
            q, QStringLiteral("SELECT c.id, c.document_id, c.external_id, c.ordinal, c.text, c.start_offset,"
                              " c.end_offset, d.title FROM chunk c JOIN document d ON d.id = c.document_id"
                              " WHERE c.stub = 0 ORDER BY d.external_id, c.ordinal, c.external_id"));
        !done)
        return done.error();
    while (q.next()) {
        Chunk c;
        c.id = q.value(0).toLongLong();
        c.documentId = q.value(1).toLongLong();
        c.externalId = q.value(2).toString();
        c.ordinal = q.value(3).toInt();
        c.text = q.value(4).toString();
        c.startOffset = q.value(5).toInt();
        c.endOffset = q.value(6).toInt();
        if (Status s = visit(c, q.value(7).toString()); !s)
            return s;
    }
    return {};
}

QList<QPair<QString, std::optional<double>>> ExportReader::scores(RowId runId, RowId questionId) const
{
    QList<QPair<QString, std::optional<double>>> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT metric, value FROM question_score WHERE run_id = ? AND question_id = ?"
                             " ORDER BY metric"));
    q.addBindValue(runId);
    q.addBindValue(questionId);
    if (q.exec())
        while (q.next())
            result.append({q.value(0).toString(), q.value(1).isNull()
                                                      ? std::nullopt
                                                      : std::optional<double>(q.value(1).toDouble())});
    return result;
}

} // namespace goldset::storage
