#pragma once

#include "domain/Entities.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "text/SearchText.h"

#include <QHash>
#include <memory>

namespace goldset::storage {

// The write path of imports: small caches of external id -> row id in front of the stores,
// which write every row (CorpusStore, QuestionStore, AnnotatorStore, LabelStore, RunStore: one
// writer per table, the same methods an edit calls, their statements prepared once and reused),
// so that a 100,000-chunk import runs at bulk speed inside the caller's one transaction. Every
// write is an upsert that leaves an unchanged row untouched, so importing the same file twice
// changes nothing. All rows of an import get one time (StoreBase::setWriteTime).
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
    enum Slot
    {
        kDocumentHash,
        kChunksFrom,
        kSlotCount
    };
    QSqlQuery& prepared(int slot, const char* sql);

    CorpusStore m_corpus;
    QuestionStore m_questionStore;
    AnnotatorStore m_annotatorStore;
    LabelStore m_labels;
    RunStore m_runs;
    std::vector<std::unique_ptr<QSqlQuery>> m_statements;
    QHash<QString, RowId> m_documents;
    QHash<QString, RowId> m_chunks;
    QHash<QString, RowId> m_questions;
    QHash<QString, RowId> m_annotators;
    QList<RowId> m_createdAnnotators;
    std::optional<QHash<QString, RowId>> m_chunksByText;
};

} // namespace goldset::storage
