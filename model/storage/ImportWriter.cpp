#include "storage/ImportWriter.h"

#include "storage/Project.h"
#include "storage/SqliteStatement.h"
#include "text/SearchText.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace goldset::storage {
namespace {

// Slots of the cached prepared statements.
enum Slot
{
    kDocumentHash,
    kUpsertDocument,
    kDocumentId,
    kInsertDocumentStub,
    kSelectChunk,
    kUpdateChunk,
    kChunkId,
    kInsertChunkStub,
    kIndexChunk,
    kUnindexChunk,
    kChunksFrom,
    kUpsertQuestion,
    kQuestionId,
    kInsertQuestionStub,
    kClearRetrievals,
    kAddRetrieval,
    kSetAnswer,
    kSetReview,
    kSetScore,
    kSlotCount
};

QVariant nullableDouble(std::optional<double> value)
{
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::Double));
}

} // namespace

ImportWriter::ImportWriter(QSqlDatabase db) : StoreBase(std::move(db))
{
    m_statements.resize(kSlotCount);
}

ImportWriter::~ImportWriter() = default;

const QString& ImportWriter::importTime()
{
    if (m_importTime.isNull()) {
        m_importTime = nowText();
        m_importTimeUtf8 = m_importTime.toUtf8();
    }
    return m_importTime;
}

const QByteArray& ImportWriter::importTimeUtf8()
{
    importTime();
    return m_importTimeUtf8;
}

QSqlQuery& ImportWriter::prepared(int slot, const char* sql)
{
    auto& statement = m_statements[static_cast<size_t>(slot)];
    if (!statement) {
        statement = std::make_unique<QSqlQuery>(connection());
        statement->setForwardOnly(true);
        statement->prepare(QString::fromLatin1(sql));
    }
    return *statement;
}

std::optional<QString> ImportWriter::documentHash(const QString& externalId)
{
    QSqlQuery& q = prepared(kDocumentHash, "SELECT content_hash FROM document WHERE external_id = ?");
    q.addBindValue(externalId);
    std::optional<QString> result;
    if (q.exec() && q.next())
        result = q.value(0).toString();
    q.finish();
    return result;
}

Result<RowId> ImportWriter::upsertDocument(const Document& d)
{
    // The common case (a new document) costs one INSERT; only a conflict updates and reads.
    auto statement = bulkStatement(
        m_insertDocument, "INSERT INTO document(external_id, title, source, content_hash, language,"
                          " created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(external_id) DO NOTHING");
    if (!statement)
        return statement.error();
    SqliteStatement& insert = **statement;
    const QByteArray externalId = d.externalId.toUtf8();
    const QByteArray title = d.title.toUtf8();
    const QByteArray source = d.source.toUtf8();
    const QByteArray contentHash = d.contentHash.toUtf8();
    const QByteArray language = d.language.toUtf8();
    insert.bind(1, externalId);
    insert.bind(2, title);
    insert.bind(3, source);
    insert.bind(4, contentHash);
    insert.bind(5, language);
    insert.bind(6, importTimeUtf8());
    if (Status s = insert.exec(); !s)
        return s.error();
    if (insert.changes() == 1) {
        const RowId id = insert.lastInsertRowId();
        m_documents.insert(d.externalId, id);
        return id;
    }
    QSqlQuery& q =
        prepared(kUpsertDocument,
                 "INSERT INTO document(external_id, title, source, content_hash, language, created_at)"
                 " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(external_id) DO UPDATE SET"
                 " title = excluded.title, source = excluded.source,"
                 " content_hash = excluded.content_hash, language = excluded.language"
                 " WHERE title IS NOT excluded.title OR source IS NOT excluded.source"
                 " OR content_hash IS NOT excluded.content_hash OR language IS NOT excluded.language");
    q.addBindValue(notNull(d.externalId));
    q.addBindValue(notNull(d.title));
    q.addBindValue(notNull(d.source));
    q.addBindValue(notNull(d.contentHash));
    q.addBindValue(notNull(d.language));
    q.addBindValue(importTime());
    if (!q.exec())
        return queryError(q);
    q.finish();
    m_documents.remove(d.externalId);
    return ensureDocument(d.externalId);
}

Result<RowId> ImportWriter::ensureDocument(const QString& externalId)
{
    if (auto it = m_documents.constFind(externalId); it != m_documents.constEnd())
        return *it;
    QSqlQuery& q = prepared(kDocumentId, "SELECT id FROM document WHERE external_id = ?");
    q.addBindValue(externalId);
    if (!q.exec())
        return queryError(q);
    RowId id = 0;
    if (q.next()) {
        id = q.value(0).toLongLong();
        q.finish();
    } else {
        q.finish();
        QSqlQuery& insert =
            prepared(kInsertDocumentStub, "INSERT INTO document(external_id, created_at) VALUES (?, ?)");
        insert.addBindValue(externalId);
        insert.addBindValue(importTime());
        if (!insert.exec())
            return queryError(insert);
        id = insert.lastInsertId().toLongLong();
    }
    m_documents.insert(externalId, id);
    return id;
}

EncodedChunk encodeChunk(const QString& externalId, const QString& text)
{
    const text::IndexTexts index = text::indexTexts(text);
    return {externalId.toUtf8(), text.toUtf8(), index.body.toUtf8(), index.cjk.toUtf8()};
}

Result<RowId> ImportWriter::upsertChunk(const Chunk& c, const EncodedChunk* encoded)
{
    // The common case (a new chunk) costs one INSERT; only a conflict reads the old row.
    auto inserted =
        encoded ? insertEncodedChunk(c, *encoded) : insertEncodedChunk(c, encodeChunk(c.externalId, c.text));
    if (!inserted)
        return inserted.error();
    RowId id = *inserted;
    if (id == 0) {
        auto existing = updateExistingChunk(c);
        if (!existing)
            return existing.error();
        id = *existing;
    }
    if (!encoded)
        m_chunks.insert(c.externalId, id);
    if (m_chunksByText)
        m_chunksByText->insert(c.text.simplified(), id);
    return id;
}

Result<RowId> ImportWriter::insertEncodedChunk(const Chunk& c, const EncodedChunk& encoded)
{
    auto statement = bulkStatement(m_insertEncoded,
                                   "INSERT INTO chunk(document_id, external_id, ordinal, text, start_offset,"
                                   " end_offset, stub) VALUES (?, ?, ?, ?, ?, ?, 0)"
                                   " ON CONFLICT(external_id) DO NOTHING");
    if (!statement)
        return statement.error();
    auto indexStatement =
        bulkStatement(m_indexEncoded, "INSERT INTO chunk_fts(rowid, body, cjk) VALUES (?, ?, ?)");
    if (!indexStatement)
        return indexStatement.error();
    SqliteStatement& insert = **statement;
    SqliteStatement& index = **indexStatement;
    insert.bind(1, c.documentId);
    insert.bind(2, encoded.externalId);
    insert.bind(3, qint64(c.ordinal));
    insert.bind(4, encoded.text);
    insert.bind(5, qint64(c.startOffset));
    insert.bind(6, qint64(c.endOffset));
    if (Status s = insert.exec(); !s)
        return s.error();
    if (insert.changes() != 1)
        return RowId(0);
    const RowId id = insert.lastInsertRowId();
    index.bind(1, id);
    index.bind(2, encoded.indexBody);
    index.bind(3, encoded.indexCjk);
    if (Status s = index.exec(); !s)
        return s.error();
    return id;
}

Result<RowId> ImportWriter::updateExistingChunk(const Chunk& c)
{
    QSqlQuery& select = prepared(kSelectChunk, "SELECT id, text, stub, document_id, ordinal, start_offset,"
                                               " end_offset FROM chunk WHERE external_id = ?");
    select.addBindValue(c.externalId);
    if (!select.exec() || !select.next())
        return queryError(select);
    const RowId id = select.value(0).toLongLong();
    const QString oldText = select.value(1).toString();
    const bool stub = select.value(2).toBool();
    const bool same = !stub && oldText == c.text && select.value(3).toLongLong() == c.documentId &&
                      select.value(4).toInt() == c.ordinal && select.value(5).toInt() == c.startOffset &&
                      select.value(6).toInt() == c.endOffset;
    select.finish();
    if (same)
        return id;
    QSqlQuery& update = prepared(kUpdateChunk, "UPDATE chunk SET document_id = ?, ordinal = ?, text = ?,"
                                               " start_offset = ?, end_offset = ?, stub = 0 WHERE id = ?");
    update.addBindValue(c.documentId);
    update.addBindValue(c.ordinal);
    update.addBindValue(notNull(c.text));
    update.addBindValue(c.startOffset);
    update.addBindValue(c.endOffset);
    update.addBindValue(id);
    if (!update.exec())
        return queryError(update);
    if (stub || oldText != c.text) {
        if (!stub)
            if (Status s = unindexChunk(id, text::indexTexts(oldText)); !s)
                return s.error();
        if (Status s = indexChunk(id, text::indexTexts(c.text)); !s)
            return s.error();
    }
    return id;
}

std::optional<RowId> ImportWriter::chunkId(const QString& externalId)
{
    if (auto it = m_chunks.constFind(externalId); it != m_chunks.constEnd())
        return *it;
    QSqlQuery& q = prepared(kChunkId, "SELECT id FROM chunk WHERE external_id = ?");
    q.addBindValue(externalId);
    std::optional<RowId> result;
    if (q.exec() && q.next())
        result = q.value(0).toLongLong();
    q.finish();
    if (result)
        m_chunks.insert(externalId, *result);
    return result;
}

Result<RowId> ImportWriter::ensureChunk(const QString& externalId)
{
    if (auto existing = chunkId(externalId))
        return *existing;
    const qsizetype hash = externalId.lastIndexOf(QLatin1Char('#'));
    auto documentId = ensureDocument(hash > 0 ? externalId.left(hash) : externalId);
    if (!documentId)
        return documentId.error();
    bool ordinalOk = false;
    const int ordinal = hash > 0 ? externalId.mid(hash + 1).toInt(&ordinalOk) : 0;
    QSqlQuery& q =
        prepared(kInsertChunkStub, "INSERT INTO chunk(document_id, external_id, ordinal, text, stub)"
                                   " VALUES (?, ?, ?, '', 1)");
    q.addBindValue(*documentId);
    q.addBindValue(externalId);
    q.addBindValue(ordinalOk ? ordinal : 0);
    if (!q.exec())
        return queryError(q);
    const RowId id = q.lastInsertId().toLongLong();
    m_chunks.insert(externalId, id);
    return id;
}

std::optional<RowId> ImportWriter::chunkIdByText(const QString& normalisedText)
{
    if (!m_chunksByText) {
        m_chunksByText.emplace();
        QSqlQuery q = query();
        q.setForwardOnly(true);
        if (q.exec(QStringLiteral("SELECT id, text FROM chunk WHERE stub = 0 ORDER BY id DESC")))
            while (q.next())
                m_chunksByText->insert(q.value(1).toString().simplified(), q.value(0).toLongLong());
    }
    if (auto it = m_chunksByText->constFind(normalisedText); it != m_chunksByText->constEnd())
        return *it;
    return std::nullopt;
}

qint64 ImportWriter::chunksFrom(RowId documentId, int from)
{
    QSqlQuery& q = prepared(kChunksFrom, "SELECT count(*) FROM chunk WHERE document_id = ? AND ordinal >= ?"
                                         " AND stub = 0");
    q.addBindValue(documentId);
    q.addBindValue(from);
    qint64 count = 0;
    if (q.exec() && q.next())
        count = q.value(0).toLongLong();
    q.finish();
    return count;
}

Status ImportWriter::indexChunk(RowId id, const text::IndexTexts& index)
{
    QSqlQuery& q = prepared(kIndexChunk, "INSERT INTO chunk_fts(rowid, body, cjk) VALUES (?, ?, ?)");
    q.addBindValue(id);
    q.addBindValue(index.body);
    q.addBindValue(index.cjk);
    if (!q.exec())
        return queryError(q);
    return {};
}

Status ImportWriter::unindexChunk(RowId id, const text::IndexTexts& index)
{
    // A contentless FTS5 table forgets a row only when given the text it was indexed with.
    QSqlQuery& q = prepared(kUnindexChunk,
                            "INSERT INTO chunk_fts(chunk_fts, rowid, body, cjk) VALUES ('delete', ?, ?, ?)");
    q.addBindValue(id);
    q.addBindValue(index.body);
    q.addBindValue(index.cjk);
    if (!q.exec())
        return queryError(q);
    return {};
}

Result<SqliteStatement*> ImportWriter::bulkStatement(std::unique_ptr<SqliteStatement>& statement,
                                                     const char* sql)
{
    if (!statement) {
        auto prepared = SqliteStatement::prepare(connection(), sql);
        if (!prepared)
            return prepared.error();
        statement = std::move(*prepared);
    }
    return statement.get();
}

EncodedQuestion encodeQuestion(const Question& question)
{
    return {question.externalId.toUtf8(), question.text.toUtf8(), question.groundTruth.toUtf8(),
            question.generatorModel.toUtf8(), question.promptHash.toUtf8()};
}

Result<RowId> ImportWriter::upsertQuestion(const Question& question, const EncodedQuestion* encoded)
{
    // The common case (a new question) costs one INSERT; only a conflict reads and updates.
    auto inserted = encoded ? insertNewQuestion(question, *encoded)
                            : insertNewQuestion(question, encodeQuestion(question));
    if (!inserted)
        return inserted.error();
    if (*inserted != 0)
        return *inserted;
    return updateExistingQuestion(question);
}

Result<RowId> ImportWriter::insertNewQuestion(const Question& question, const EncodedQuestion& encoded)
{
    auto statement = bulkStatement(
        m_insertQuestion,
        "INSERT INTO question(external_id, text, ground_truth, origin, status, source_chunk_id,"
        " generator_model, prompt_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(external_id) DO NOTHING");
    if (!statement)
        return statement.error();
    SqliteStatement& insert = **statement;
    const QByteArray origin = toString(question.origin).toLatin1();
    const QByteArray status = toString(question.status).toLatin1();
    insert.bind(1, encoded.externalId);
    insert.bind(2, encoded.text);
    insert.bind(3, encoded.groundTruth);
    insert.bind(4, origin);
    insert.bind(5, status);
    if (question.sourceChunkId)
        insert.bind(6, *question.sourceChunkId);
    else
        insert.bindNull(6);
    insert.bind(7, encoded.generatorModel);
    insert.bind(8, encoded.promptHash);
    insert.bind(9, importTimeUtf8());
    insert.bind(10, importTimeUtf8());
    if (Status s = insert.exec(); !s)
        return s.error();
    return insert.changes() == 1 ? insert.lastInsertRowId() : RowId(0);
}

Result<RowId> ImportWriter::updateExistingQuestion(const Question& question)
{
    const QString& now = importTime();
    QSqlQuery& q = prepared(
        kUpsertQuestion,
        "INSERT INTO question(external_id, text, ground_truth, origin, status, source_chunk_id,"
        " generator_model, prompt_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(external_id) DO UPDATE SET text = excluded.text, ground_truth = excluded.ground_truth,"
        " origin = excluded.origin, status = excluded.status,"
        " source_chunk_id = coalesce(excluded.source_chunk_id, question.source_chunk_id),"
        " generator_model = excluded.generator_model, updated_at = excluded.updated_at"
        " WHERE text IS NOT excluded.text OR ground_truth IS NOT excluded.ground_truth"
        " OR origin IS NOT excluded.origin OR status IS NOT excluded.status"
        " OR (excluded.source_chunk_id IS NOT NULL AND source_chunk_id IS NOT excluded.source_chunk_id)"
        " OR generator_model IS NOT excluded.generator_model");
    q.addBindValue(notNull(question.externalId));
    q.addBindValue(notNull(question.text));
    q.addBindValue(notNull(question.groundTruth));
    q.addBindValue(toString(question.origin));
    q.addBindValue(toString(question.status));
    q.addBindValue(question.sourceChunkId ? QVariant(*question.sourceChunkId)
                                          : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(notNull(question.generatorModel));
    q.addBindValue(notNull(question.promptHash));
    q.addBindValue(now);
    q.addBindValue(now);
    if (!q.exec())
        return queryError(q);
    if (auto id = questionId(question.externalId))
        return *id;
    return makeError(QStringLiteral("question %1 was not stored").arg(question.externalId));
}

std::optional<RowId> ImportWriter::questionId(const QString& externalId)
{
    if (auto it = m_questions.constFind(externalId); it != m_questions.constEnd())
        return *it;
    QSqlQuery& q = prepared(kQuestionId, "SELECT id FROM question WHERE external_id = ?");
    q.addBindValue(externalId);
    std::optional<RowId> result;
    if (q.exec() && q.next())
        result = q.value(0).toLongLong();
    q.finish();
    if (result)
        m_questions.insert(externalId, *result);
    return result;
}

Result<RowId> ImportWriter::ensureQuestion(const QString& externalId, bool* created)
{
    if (created)
        *created = false;
    if (auto existing = questionId(externalId))
        return *existing;
    const QString& now = importTime();
    QSqlQuery& q =
        prepared(kInsertQuestionStub,
                 "INSERT INTO question(external_id, text, created_at, updated_at) VALUES (?, ?, ?, ?)");
    q.addBindValue(externalId);
    q.addBindValue(externalId);
    q.addBindValue(now);
    q.addBindValue(now);
    if (!q.exec())
        return queryError(q);
    const RowId id = q.lastInsertId().toLongLong();
    m_questions.insert(externalId, id);
    if (created)
        *created = true;
    return id;
}

Result<RowId> ImportWriter::ensureAnnotator(const QString& name, AnnotatorKind kind)
{
    if (auto it = m_annotators.constFind(name); it != m_annotators.constEnd())
        return *it;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("INSERT INTO annotator(name, kind) VALUES (?, ?) ON CONFLICT(name) DO NOTHING"));
    q.addBindValue(name);
    q.addBindValue(kind == AnnotatorKind::Person ? QStringLiteral("person") : QStringLiteral("model"));
    if (!q.exec())
        return queryError(q);
    const bool created = q.numRowsAffected() == 1;
    q.prepare(QStringLiteral("SELECT id FROM annotator WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return queryError(q);
    const RowId id = q.value(0).toLongLong();
    m_annotators.insert(name, id);
    if (created)
        m_createdAnnotators.append(id);
    return id;
}

Status ImportWriter::removeUnusedNewAnnotators()
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("DELETE FROM annotator WHERE id = ?"
                       " AND NOT EXISTS (SELECT 1 FROM relevance_label WHERE annotator_id = annotator.id)"
                       " AND NOT EXISTS (SELECT 1 FROM claim_review WHERE annotator_id = annotator.id)"));
    for (const RowId id : std::as_const(m_createdAnnotators)) {
        q.addBindValue(id);
        if (!q.exec())
            return queryError(q);
    }
    m_createdAnnotators.clear();
    m_annotators.clear();
    return {};
}

Status ImportWriter::setLabel(RowId questionId, RowId chunkId, RowId annotatorId, int grade,
                              std::optional<qint64> sourceGrade)
{
    if (grade < 0 || grade > 3)
        return makeError(QStringLiteral("grade %1 is outside 0..3").arg(grade));
    auto statement = bulkStatement(
        m_setLabel,
        "INSERT INTO relevance_label(question_id, chunk_id, annotator_id, grade, created_at, updated_at,"
        " source_grade) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(question_id, chunk_id, annotator_id)"
        " DO UPDATE SET grade = excluded.grade, updated_at = excluded.updated_at,"
        " source_grade = excluded.source_grade"
        " WHERE grade IS NOT excluded.grade OR source_grade IS NOT excluded.source_grade");
    if (!statement)
        return statement.error();
    SqliteStatement& q = **statement;
    q.bind(1, questionId);
    q.bind(2, chunkId);
    q.bind(3, annotatorId);
    q.bind(4, qint64(grade));
    q.bind(5, importTimeUtf8());
    q.bind(6, importTimeUtf8());
    if (sourceGrade && *sourceGrade != grade)
        q.bind(7, *sourceGrade);
    else
        q.bindNull(7);
    return q.exec();
}

Result<RowId> ImportWriter::ensureRun(const QString& name)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT id FROM run WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec())
        return queryError(q);
    if (q.next())
        return q.value(0).toLongLong();
    q.prepare(QStringLiteral("INSERT INTO run(name, created_at) VALUES (?, ?)"));
    q.addBindValue(name);
    q.addBindValue(importTime());
    if (!q.exec())
        return queryError(q);
    return q.lastInsertId().toLongLong();
}

Status ImportWriter::clearRetrievals(RowId runId, RowId questionId)
{
    QSqlQuery& q = prepared(kClearRetrievals, "DELETE FROM retrieval WHERE run_id = ? AND question_id = ?");
    q.addBindValue(runId);
    q.addBindValue(questionId);
    if (!q.exec())
        return queryError(q);
    return {};
}

Status ImportWriter::addRetrieval(const Retrieval& r)
{
    QSqlQuery& q = prepared(kAddRetrieval, "INSERT INTO retrieval(run_id, question_id, rank, chunk_id, score)"
                                           " VALUES (?, ?, ?, ?, ?)");
    q.addBindValue(r.runId);
    q.addBindValue(r.questionId);
    q.addBindValue(r.rank);
    q.addBindValue(r.chunkId);
    q.addBindValue(r.score);
    if (!q.exec())
        return queryError(q);
    return {};
}

Status ImportWriter::setAnswer(RowId runId, RowId questionId, const QString& text,
                               std::optional<double> latencyMs)
{
    QSqlQuery& q =
        prepared(kSetAnswer, "INSERT INTO answer(run_id, question_id, text, latency_ms) VALUES (?, ?, ?, ?)"
                             " ON CONFLICT(run_id, question_id) DO UPDATE SET text = excluded.text,"
                             " latency_ms = excluded.latency_ms WHERE text IS NOT excluded.text"
                             " OR latency_ms IS NOT excluded.latency_ms");
    q.addBindValue(runId);
    q.addBindValue(questionId);
    q.addBindValue(notNull(text));
    q.addBindValue(nullableDouble(latencyMs));
    if (!q.exec())
        return queryError(q);
    return {};
}

Status ImportWriter::setReview(RowId claimId, RowId annotatorId, Verdict verdict, const QString& note,
                               bool blind)
{
    if (verdict == Verdict::Unknown)
        return makeError(QStringLiteral("a review's verdict must be supported, unsupported or contradicted"));
    const QString& now = importTime();
    QSqlQuery& q = prepared(
        kSetReview,
        "INSERT INTO claim_review(claim_id, annotator_id, verdict, note, blind, created_at, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(claim_id, annotator_id) DO UPDATE SET"
        " verdict = excluded.verdict, note = excluded.note, blind = excluded.blind,"
        " updated_at = excluded.updated_at WHERE verdict IS NOT excluded.verdict"
        " OR note IS NOT excluded.note OR blind IS NOT excluded.blind");
    q.addBindValue(claimId);
    q.addBindValue(annotatorId);
    q.addBindValue(toString(verdict));
    q.addBindValue(notNull(note));
    q.addBindValue(blind ? 1 : 0);
    q.addBindValue(now);
    q.addBindValue(now);
    if (!q.exec())
        return queryError(q);
    return {};
}

Status ImportWriter::setScore(RowId runId, RowId questionId, const QString& metric,
                              std::optional<double> value, const QString& source)
{
    QSqlQuery& q =
        prepared(kSetScore, "INSERT INTO question_score(run_id, question_id, metric, value, source)"
                            " VALUES (?, ?, ?, ?, ?) ON CONFLICT(run_id, question_id, metric)"
                            " DO UPDATE SET value = excluded.value, source = excluded.source"
                            " WHERE value IS NOT excluded.value OR source IS NOT excluded.source");
    q.addBindValue(runId);
    q.addBindValue(questionId);
    q.addBindValue(metric);
    q.addBindValue(nullableDouble(value));
    q.addBindValue(notNull(source));
    if (!q.exec())
        return queryError(q);
    return {};
}

} // namespace goldset::storage
