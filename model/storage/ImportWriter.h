#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"
#include "text/SearchText.h"

#include <QHash>
#include <memory>

namespace goldset::storage {

class SqliteStatement;

// A chunk's strings in UTF-8, as SQLite stores them, and its text as the FTS index sees it:
// made off the writing thread (io::CorpusJsonlReader), so that writing a chunk only binds.
struct EncodedChunk
{
    QByteArray externalId;
    QByteArray text;
    QByteArray indexBody;
    QByteArray indexCjk;
    QString documentLanguage; // guessed for a document's first chunk (null: not guessed)
};
EncodedChunk encodeChunk(const QString& externalId, const QString& text);

// A question's strings in UTF-8, made off the writing thread like EncodedChunk.
struct EncodedQuestion
{
    QByteArray externalId;
    QByteArray text;
    QByteArray groundTruth;
    QByteArray generatorModel;
    QByteArray promptHash;
};
EncodedQuestion encodeQuestion(const Question& question);

// The write path of imports: upserts with prepared statements that are reused across rows,
// and small caches of external id -> row id, so that a 100,000-chunk import runs at bulk
// speed inside the caller's one transaction. Every write is an upsert that leaves an
// unchanged row untouched, so importing the same file twice changes nothing.
class ImportWriter : public StoreBase
{
public:
    explicit ImportWriter(QSqlDatabase db);
    ~ImportWriter() override;

    // Documents ------------------------------------------------------------------------
    // The content hash stored for a document, or std::nullopt when it does not exist.
    std::optional<QString> documentHash(const QString& externalId);
    Result<RowId> upsertDocument(const Document& document);
    // The document of that external id, created empty (a stub) when missing.
    Result<RowId> ensureDocument(const QString& externalId);

    // Chunks ---------------------------------------------------------------------------
    // Inserts, or updates text/offsets/ordinal (filling a stub); keeps the FTS index in step.
    // `encoded`: the chunk's strings as encodeChunk() gives them, when the caller made them (a
    // bulk import: its chunks are not cached by id, so that memory does not grow with it);
    // made here otherwise.
    Result<RowId> upsertChunk(const Chunk& chunk, const EncodedChunk* encoded = nullptr);
    // The chunk of that external id, created as a stub (no text) under the document named
    // by the part before '#' when missing.
    Result<RowId> ensureChunk(const QString& externalId);
    std::optional<RowId> chunkId(const QString& externalId);
    // Chunk ids by whitespace-collapsed text, for formats that give contexts as text only.
    std::optional<RowId> chunkIdByText(const QString& normalisedText);
    // Number of chunks of a document with an ordinal >= `from` (left over after a shrink).
    qint64 chunksFrom(RowId documentId, int from);

    // Questions ------------------------------------------------------------------------
    // `encoded`: the question's strings as encodeQuestion() gives them, when the caller made them.
    Result<RowId> upsertQuestion(const Question& question, const EncodedQuestion* encoded = nullptr);
    // The question of that external id, created with text = id when missing.
    Result<RowId> ensureQuestion(const QString& externalId, bool* created = nullptr);
    std::optional<RowId> questionId(const QString& externalId);

    // People and labels ----------------------------------------------------------------
    Result<RowId> ensureAnnotator(const QString& name, AnnotatorKind kind = AnnotatorKind::Person);
    // Removes the annotators that ensureAnnotator() created and that got no label or review
    // (an import that wrote no labels leaves no annotator behind).
    Status removeUnusedNewAnnotators();
    // `sourceGrade`: the grade of the file when it was on another scale (kept beside `grade`).
    Status setLabel(RowId questionId, RowId chunkId, RowId annotatorId, int grade,
                    std::optional<qint64> sourceGrade = std::nullopt);

    // Runs -----------------------------------------------------------------------------
    Result<RowId> ensureRun(const QString& name);
    // Replaces the retrievals of one question in a run (a re-import gives the same rows).
    Status clearRetrievals(RowId runId, RowId questionId);
    Status addRetrieval(const Retrieval& retrieval);
    Status setAnswer(RowId runId, RowId questionId, const QString& text, std::optional<double> latencyMs);
    // Claims are written with storage::ClaimSync (by judge and text, keeping reviewed ones).
    Status setReview(RowId claimId, RowId annotatorId, Verdict verdict, const QString& note, bool blind);
    // `source`: the tool whose file the score came from ("ragas"), empty for Goldset's own format.
    Status setScore(RowId runId, RowId questionId, const QString& metric, std::optional<double> value,
                    const QString& source = {});

private:
    QSqlQuery& prepared(int slot, const char* sql);
    // One time for every row an import creates (it is one transaction), read once.
    const QString& importTime();
    const QByteArray& importTimeUtf8(); // the same, as SqliteStatement binds it
    // 0 when a chunk of that external id exists already.
    Result<RowId> insertEncodedChunk(const Chunk& chunk, const EncodedChunk& encoded);
    Result<RowId> updateExistingChunk(const Chunk& chunk);
    // The question's id when it was new and is now inserted, 0 when one of that external id exists.
    Result<RowId> insertNewQuestion(const Question& question, const EncodedQuestion& encoded);
    Result<RowId> updateExistingQuestion(const Question& question);
    // A statement of SqliteStatement's kind, prepared on first use.
    Result<SqliteStatement*> bulkStatement(std::unique_ptr<SqliteStatement>& statement, const char* sql);
    Status indexChunk(RowId id, const text::IndexTexts& index);
    Status unindexChunk(RowId id, const text::IndexTexts& index);

    std::vector<std::unique_ptr<QSqlQuery>> m_statements;
    std::unique_ptr<SqliteStatement> m_insertEncoded;
    std::unique_ptr<SqliteStatement> m_indexEncoded;
    std::unique_ptr<SqliteStatement> m_insertDocument;
    std::unique_ptr<SqliteStatement> m_insertQuestion;
    std::unique_ptr<SqliteStatement> m_setLabel;
    QHash<QString, RowId> m_documents;
    QHash<QString, RowId> m_chunks;
    QHash<QString, RowId> m_questions;
    QHash<QString, RowId> m_annotators;
    QList<RowId> m_createdAnnotators;
    std::optional<QHash<QString, RowId>> m_chunksByText;
    QString m_importTime;
    QByteArray m_importTimeUtf8;
};

} // namespace goldset::storage
