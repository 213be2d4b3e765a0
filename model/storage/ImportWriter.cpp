#include "storage/ImportWriter.h"

#include "storage/Project.h"

namespace goldset::storage {

ImportWriter::ImportWriter(QSqlDatabase db)
    : StoreBase(db), m_corpus(db), m_questionStore(db), m_annotatorStore(db), m_labels(db), m_runs(db)
{
    m_statements.resize(kSlotCount);
    const QString now = nowText();
    for (StoreBase* store : std::initializer_list<StoreBase*>{this, &m_corpus, &m_questionStore,
                                                              &m_annotatorStore, &m_labels, &m_runs})
        store->setWriteTime(now);
}

ImportWriter::~ImportWriter() = default;

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
    auto id = m_corpus.upsertDocument(d);
    if (id)
        m_documents.insert(d.externalId, *id);
    return id;
}

Result<RowId> ImportWriter::ensureDocument(const QString& externalId)
{
    if (auto it = m_documents.constFind(externalId); it != m_documents.constEnd())
        return *it;
    auto id = m_corpus.ensureDocument(externalId);
    if (id)
        m_documents.insert(externalId, *id);
    return id;
}

Result<RowId> ImportWriter::upsertChunk(const Chunk& c, const EncodedChunk* encoded)
{
    auto id = m_corpus.upsertChunk(c, encoded);
    if (!id)
        return id;
    // A bulk import's chunks (encoded) are not cached by id, so that memory does not grow with it.
    if (!encoded)
        m_chunks.insert(c.externalId, *id);
    if (m_chunksByText)
        m_chunksByText->insert(c.text.simplified(), *id);
    return id;
}

std::optional<RowId> ImportWriter::chunkId(const QString& externalId)
{
    if (auto it = m_chunks.constFind(externalId); it != m_chunks.constEnd())
        return *it;
    auto id = m_corpus.chunkId(externalId);
    if (!id)
        return std::nullopt;
    m_chunks.insert(externalId, *id);
    return *id;
}

Result<RowId> ImportWriter::ensureChunk(const QString& externalId)
{
    if (auto it = m_chunks.constFind(externalId); it != m_chunks.constEnd())
        return *it;
    auto existing = m_corpus.chunkId(externalId);
    if (!existing && !existing.notFound())
        return existing.error();
    RowId id = 0;
    if (existing) {
        id = *existing;
    } else {
        const qsizetype hash = externalId.lastIndexOf(QLatin1Char('#'));
        auto documentId = ensureDocument(hash > 0 ? externalId.left(hash) : externalId);
        if (!documentId)
            return documentId.error();
        auto inserted = m_corpus.insertChunkStub(*documentId, externalId);
        if (!inserted)
            return inserted.error();
        id = *inserted;
    }
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

Result<RowId> ImportWriter::upsertQuestion(const Question& question, const EncodedQuestion* encoded)
{
    return m_questionStore.upsert(question, encoded);
}

std::optional<RowId> ImportWriter::questionId(const QString& externalId)
{
    if (auto it = m_questions.constFind(externalId); it != m_questions.constEnd())
        return *it;
    auto id = m_questionStore.idOf(externalId);
    if (!id)
        return std::nullopt;
    m_questions.insert(externalId, *id);
    return *id;
}

Result<RowId> ImportWriter::ensureQuestion(const QString& externalId, bool* created)
{
    if (created)
        *created = false;
    if (auto it = m_questions.constFind(externalId); it != m_questions.constEnd())
        return *it;
    auto existing = m_questionStore.idOf(externalId);
    if (!existing && !existing.notFound())
        return existing.error();
    if (existing) {
        m_questions.insert(externalId, *existing);
        return *existing;
    }
    auto id = m_questionStore.insertStub(externalId);
    if (!id)
        return id;
    m_questions.insert(externalId, *id);
    if (created)
        *created = true;
    return id;
}

Result<RowId> ImportWriter::ensureAnnotator(const QString& name, AnnotatorKind kind)
{
    if (auto it = m_annotators.constFind(name); it != m_annotators.constEnd())
        return *it;
    bool created = false;
    auto id = m_annotatorStore.ensure(name, AnnotatorRole::Annotator, kind, &created);
    if (!id)
        return id;
    m_annotators.insert(name, *id);
    if (created)
        m_createdAnnotators.append(*id);
    return id;
}

Status ImportWriter::removeUnusedNewAnnotators()
{
    for (const RowId id : std::as_const(m_createdAnnotators))
        if (Status s = m_annotatorStore.removeIfUnlabelled(id); !s)
            return s;
    m_createdAnnotators.clear();
    m_annotators.clear();
    return {};
}

Status ImportWriter::setLabel(RowId questionId, RowId chunkId, RowId annotatorId, int grade,
                              std::optional<qint64> sourceGrade)
{
    return m_labels.setImportedLabel(questionId, chunkId, annotatorId, grade, sourceGrade);
}

Result<RowId> ImportWriter::ensureRun(const QString& name)
{
    return m_runs.ensureRun(name);
}

Status ImportWriter::clearRetrievals(RowId runId, RowId questionId)
{
    return m_runs.clearRetrievals(runId, questionId);
}

Status ImportWriter::addRetrieval(const Retrieval& r)
{
    return m_runs.addRetrieval(r);
}

Status ImportWriter::setAnswer(RowId runId, RowId questionId, const QString& text,
                               std::optional<double> latencyMs)
{
    return m_runs.setAnswer(runId, questionId, text, latencyMs);
}

Status ImportWriter::setReview(RowId claimId, RowId annotatorId, Verdict verdict, const QString& note,
                               bool blind)
{
    if (verdict == Verdict::Unknown)
        return makeError(QStringLiteral("a review's verdict must be supported, unsupported or contradicted"));
    return m_runs.setReview(claimId, annotatorId, verdict, note, blind);
}

Status ImportWriter::setScore(RowId runId, RowId questionId, const QString& metric,
                              std::optional<double> value, const QString& source)
{
    return m_runs.setScore(runId, questionId, metric, value, source);
}

} // namespace goldset::storage
