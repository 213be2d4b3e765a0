#pragma once

#include "io/CorpusJsonlReader.h"
#include "io/GradeMap.h"
#include "io/Import.h"
#include "io/JsonInput.h"
#include "storage/ImportWriter.h"

#include <QMap>
#include <QSet>

namespace goldset::io {

// The state of one importFiles() call, shared by the format readers: the writer, the
// options, the report, progress over all files and cancellation.
class ImportSession
{
public:
    ImportSession(storage::Project& project, const ImportOptions& options, const ImportProgress& progress,
                  GradeMap grades = {});

    storage::Project& project() { return m_project; }
    storage::ImportWriter& writer() { return m_writer; }
    const ImportOptions& options() const { return m_options; }
    ImportReport& report() { return m_report; }
    // Grades of other scales onto 0..3 (--grade-map); finish() reports what it changed.
    GradeMap& grades() { return m_grades; }

    // Progress: `total` is the byte size of every input; `fileDone` bytes of the current file.
    void setTotal(qint64 total) { m_total = total; }
    void beginFile() { m_doneBefore = m_done; }
    // Reports progress and fails when the user cancelled.
    Status step(qint64 fileDone);
    void endFile(qint64 fileSize);

    // The annotator for labels: --annotator NAME, else the format's default.
    Result<RowId> labelAnnotator(const QString& formatDefault);
    // The run of --run-name (created when missing).
    Result<RowId> run();
    // A chunk for a context given only as text: an existing chunk with the same
    // whitespace-collapsed text, else a new chunk `<documentName>#n`.
    Result<RowId> contextChunk(const QString& text, const QString& documentName);
    // Question id for formats without ids: "q-" + the first 12 hex digits of sha1(text).
    static QString questionIdFromText(const QString& text);
    // The id of the next record of `file` with that question text: questionIdFromText(), then
    // "-2", "-3", ... for the later records of the file that repeat the text (DeepEval and RAGAS
    // test cases may share an input), so that they stay apart and keep their file order.
    QString recordQuestionId(const QString& file, const QString& text);

    // A corpus document: chunked (Chunker) into `<externalId>#<ordinal>` chunks.
    Status importDocument(const QString& externalId, const QString& title, const QString& source,
                          const QString& text, const QString& file);
    // A chunk given verbatim (corpus JSONL `doc#n`, BEIR, LlamaIndex); `encoded`: its strings
    // as storage::encodeChunk() gives them, when the caller made them.
    Status importVerbatimChunk(const QString& chunkId, const QString& title, const QString& text,
                               const QString& source, const storage::EncodedChunk* encoded = nullptr);
    // A verbatim chunk of a corpus JSONL file as CorpusJsonlReader made it ready.
    Status importReadChunk(const CorpusRecord& record, const QString& source);
    // A question that a run or qrels names: created with text = id when missing.
    Result<RowId> questionForId(const QString& externalId);
    // A record without a question text is left out; finish() says how many.
    void skipRowWithoutQuestion() { ++m_rowsWithoutQuestion; }
    // A field or column of `file` that holds data the import does not keep: finish() names
    // them in one warning per file.
    void noteUnimported(const QString& file, const QString& field);
    // Warnings that are counted over a whole import ("N questions created without text"),
    // and no annotator left behind that the import created but gave no label.
    Status finish();

private:
    // The document of a verbatim chunk: its first chunk names its title (and its language,
    // guessed from `text` when null); later ones share it.
    Result<RowId> verbatimDocument(const QString& name, const QString& title, const QString& source,
                                   const QString& language, const QString& text);
    Status storeVerbatimChunk(RowId documentId, const QString& chunkId, int ordinal, const QString& text,
                              const storage::EncodedChunk* encoded);

    storage::Project& m_project;
    const ImportOptions& m_options;
    const ImportProgress& m_progress;
    storage::ImportWriter m_writer;
    ImportReport m_report;
    GradeMap m_grades;
    qint64 m_total = 0;
    qint64 m_done = 0;
    qint64 m_doneBefore = 0;
    qint64 m_rows = 0;
    std::optional<RowId> m_runId;
    QHash<QString, int> m_contextOrdinals;
    QSet<QString> m_verbatimDocuments;
    RowId m_previousReadDocument = 0; // importReadChunk(): the document of the chunk before
    qint64 m_questionsWithoutText = 0;
    QHash<QString, int> m_recordIds; // file + '\n' + id -> records so far
    qint64 m_repeatedQuestions = 0;
    qint64 m_rowsWithoutQuestion = 0;
    QMap<QString, QStringList> m_unimported; // file -> fields, in the order first seen
};

} // namespace goldset::io
