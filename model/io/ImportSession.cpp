#include "io/ImportSession.h"

#include "storage/Project.h"
#include "text/Chunker.h"
#include "text/Language.h"

#include <QCoreApplication>
#include <QCryptographicHash>

namespace goldset::io {

ImportSession::ImportSession(storage::Project& project, const ImportOptions& options,
                             const ImportProgress& progress, GradeMap grades)
    : m_project(project), m_options(options), m_progress(progress), m_writer(project.connection()),
      m_grades(std::move(grades))
{
}

Status ImportSession::step(qint64 fileDone)
{
    m_done = m_doneBefore + fileDone;
    if (m_progress.cancel && m_progress.cancel->load(std::memory_order_relaxed))
        return makeError(QCoreApplication::translate("goldset::io", "import cancelled"));
    // Progress callbacks every 256 rows: often enough for a bar, cheap for 100,000 rows.
    if (m_progress.onProgress && (++m_rows & 0xff) == 0)
        m_progress.onProgress(m_done, std::max(m_total, m_done));
    return {};
}

void ImportSession::endFile(qint64 fileSize)
{
    m_done = m_doneBefore + fileSize;
    if (m_progress.onProgress)
        m_progress.onProgress(m_done, std::max(m_total, m_done));
}

Result<RowId> ImportSession::labelAnnotator(const QString& formatDefault)
{
    return m_writer.ensureAnnotator(m_options.annotator.isEmpty() ? formatDefault : m_options.annotator);
}

Result<RowId> ImportSession::run()
{
    if (m_runId)
        return *m_runId;
    if (m_options.runName.isEmpty())
        return makeError(QCoreApplication::translate("goldset::io", "--run-name is required for %1")
                             .arg(m_options.format));
    auto id = m_writer.ensureRun(m_options.runName);
    if (id)
        m_runId = *id;
    return id;
}

Result<RowId> ImportSession::contextChunk(const QString& text, const QString& documentName)
{
    const QString normalised = text.simplified();
    if (auto existing = m_writer.chunkIdByText(normalised))
        return *existing;
    auto documentId = m_writer.ensureDocument(documentName);
    if (!documentId)
        return documentId.error();
    int& ordinal = m_contextOrdinals[documentName];
    if (ordinal == 0)
        ordinal = int(m_writer.chunksFrom(*documentId, 0));
    Chunk chunk;
    chunk.documentId = *documentId;
    chunk.ordinal = ordinal++;
    chunk.externalId = documentName + QLatin1Char('#') + QString::number(chunk.ordinal);
    chunk.text = text;
    chunk.endOffset = int(text.size());
    ++m_report.chunks;
    return m_writer.upsertChunk(chunk);
}

QString ImportSession::questionIdFromText(const QString& text)
{
    const QByteArray hash =
        QCryptographicHash::hash(text.simplified().toUtf8(), QCryptographicHash::Sha1).toHex();
    return QStringLiteral("q-") + QString::fromLatin1(hash.left(12));
}

QString ImportSession::recordQuestionId(const QString& file, const QString& text)
{
    const QString id = questionIdFromText(text);
    const int seen = m_recordIds[file + QLatin1Char('\n') + id]++;
    if (seen == 0)
        return id;
    ++m_repeatedQuestions;
    return id + QLatin1Char('-') + QString::number(seen + 1);
}

Status ImportSession::importDocument(const QString& externalId, const QString& title, const QString& source,
                                     const QString& text, const QString& file)
{
    Document document;
    document.externalId = externalId;
    document.title = title;
    document.source = source;
    document.contentHash =
        QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex());
    document.language = text::guessLanguage(text);
    auto documentId = m_writer.upsertDocument(document);
    if (!documentId)
        return documentId.error();
    ++m_report.documents;
    const text::Chunker chunker(m_options.chunkSize, m_options.chunkOverlap);
    const QList<text::ChunkSpan> spans = chunker.split(text);
    if (spans.isEmpty())
        m_report.warnings.append(QStringLiteral("%1: no text to chunk").arg(file));
    int ordinal = 0;
    for (const text::ChunkSpan& span : spans) {
        Chunk chunk;
        chunk.documentId = *documentId;
        chunk.ordinal = ordinal++;
        chunk.externalId = externalId + QLatin1Char('#') + QString::number(chunk.ordinal);
        chunk.text = span.text;
        chunk.startOffset = span.start;
        chunk.endOffset = span.end;
        auto id = m_writer.upsertChunk(chunk);
        if (!id)
            return id.error();
        ++m_report.chunks;
    }
    if (const qint64 leftOver = m_writer.chunksFrom(*documentId, ordinal); leftOver > 0)
        m_report.warnings.append(
            QStringLiteral("%1: document %2 now has %3 chunks; %4 older chunks beyond them were kept")
                .arg(file, externalId)
                .arg(ordinal)
                .arg(leftOver));
    return {};
}

Result<RowId> ImportSession::verbatimDocument(const QString& name, const QString& title,
                                              const QString& source, const QString& language,
                                              const QString& text)
{
    if (m_verbatimDocuments.contains(name))
        return m_writer.ensureDocument(name);
    Document document;
    document.externalId = name;
    document.title = title;
    document.source = source;
    document.language = language.isNull() ? text::guessLanguage(text) : language;
    auto id = m_writer.upsertDocument(document);
    if (!id)
        return id;
    m_verbatimDocuments.insert(name);
    ++m_report.documents;
    return id;
}

Status ImportSession::storeVerbatimChunk(RowId documentId, const QString& chunkId, int ordinal,
                                         const QString& text, const storage::EncodedChunk* encoded)
{
    Chunk chunk;
    chunk.documentId = documentId;
    chunk.externalId = chunkId;
    chunk.ordinal = ordinal;
    chunk.text = text;
    chunk.endOffset = int(text.size());
    auto id = m_writer.upsertChunk(chunk, encoded);
    if (!id)
        return id.error();
    ++m_report.chunks;
    return {};
}

Status ImportSession::importVerbatimChunk(const QString& chunkId, const QString& title, const QString& text,
                                          const QString& source, const storage::EncodedChunk* encoded)
{
    const qsizetype hash = chunkId.lastIndexOf(QLatin1Char('#'));
    const QString documentName = hash > 0 ? chunkId.left(hash) : chunkId;
    bool ordinalOk = false;
    const int ordinal = hash > 0 ? chunkId.mid(hash + 1).toInt(&ordinalOk) : 0;
    auto documentId =
        verbatimDocument(documentName, title, source, encoded ? encoded->documentLanguage : QString(), text);
    if (!documentId)
        return documentId.error();
    return storeVerbatimChunk(*documentId, chunkId, ordinalOk ? ordinal : 0, text, encoded);
}

Status ImportSession::importReadChunk(const CorpusRecord& record, const QString& source)
{
    RowId documentId = m_previousReadDocument;
    if (!record.sameDocumentAsPrevious || documentId == 0) {
        auto id = verbatimDocument(record.documentName, record.title, source, record.encoded.documentLanguage,
                                   record.text);
        if (!id)
            return id.error();
        documentId = *id;
    }
    m_previousReadDocument = documentId;
    return storeVerbatimChunk(documentId, record.id, record.ordinal, record.text, &record.encoded);
}

Result<RowId> ImportSession::questionForId(const QString& externalId)
{
    bool created = false;
    auto id = m_writer.ensureQuestion(externalId, &created);
    if (id && created)
        ++m_questionsWithoutText;
    return id;
}

void ImportSession::noteUnimported(const QString& file, const QString& field)
{
    QStringList& fields = m_unimported[file];
    if (!fields.contains(field))
        fields.append(field);
}

Status ImportSession::finish()
{
    for (auto it = m_unimported.constBegin(); it != m_unimported.constEnd(); ++it)
        m_report.warnings.append(QStringLiteral("%1: not imported: %2 (Goldset has no place for them)")
                                     .arg(it.key(), it.value().join(QStringLiteral(", "))));
    if (m_rowsWithoutQuestion > 0)
        m_report.warnings.append(
            QStringLiteral("%1 records without a question were skipped").arg(m_rowsWithoutQuestion));
    if (m_repeatedQuestions > 0)
        m_report.warnings.append(
            QStringLiteral("%1 records repeat the question of an earlier record of the same"
                           " file; kept as separate questions (ids ending in -2, -3, ...)")
                .arg(m_repeatedQuestions));
    if (m_questionsWithoutText > 0)
        m_report.warnings.append(
            QStringLiteral("%1 questions created without text (import their text later, e.g."
                           " with --format simple)")
                .arg(m_questionsWithoutText));
    if (const QString mapped = m_grades.summary(); !mapped.isEmpty())
        m_report.warnings.append(mapped);
    m_report.gradesChanged = m_grades.changed();
    return m_writer.removeUnusedNewAnnotators();
}

} // namespace goldset::io
