#include "io/ImportPreview.h"

#include "core/ProjectFileRegistry.h"
#include "io/FormatDetection.h"
#include "io/ImportChanges.h"
#include "io/SafeFile.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/ImportWriter.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

namespace goldset::io {
namespace {

// lupdate files these strings under the context of the functions that call tr(), the namespace,
// and without plural forms (it does not see this n): translate the one form, then fill in %n.
QString tr(const char* text, int n = -1)
{
    QString translated = QCoreApplication::translate("goldset::io", text);
    return n < 0 ? translated : translated.replace(QStringLiteral("%n"), QString::number(n));
}

// Copies the first lines of a file; for CSV only at a record boundary (an even number of
// quotes so far), so a quoted field with line breaks is never cut. Returns false on I/O errors
// (a full temporary folder would otherwise preview a truncated file).
bool copyHead(const QString& from, const QString& to, int lines, bool csv, bool& cut)
{
    if (core::ProjectFileRegistry::contains(from))
        return false;
    QFile in(from);
    SafeFile out(to);
    if (!in.open(QIODevice::ReadOnly) || !out.open())
        return false;
    qint64 quotes = 0;
    int written = 0;
    cut = false;
    while (!in.atEnd()) {
        if (written >= lines && (!csv || quotes % 2 == 0)) {
            cut = true;
            break;
        }
        const QByteArray line = in.readLine();
        if (csv)
            quotes += line.count('"');
        out.write(line);
        ++written;
    }
    return out.commit().ok();
}

// Contexts given only as text (RAGAS, DeepEval) land in "<format>-contexts" documents of the
// scratch project; the real import labels the project's chunk of the same text instead.
qint64 contextsMatchingTarget(storage::Project& sample, storage::Project& target)
{
    storage::ImportWriter targetChunks(target.connection()); // reads only
    qint64 matched = 0;
    for (const Document& document : sample.corpus().documents())
        if (document.externalId.endsWith(QLatin1String("-contexts")))
            for (const Chunk& chunk : sample.corpus().chunksOfDocument(document.id))
                if (!chunk.stub && targetChunks.chunkIdByText(chunk.text.simplified()))
                    ++matched;
    return matched;
}

// Documents of the project that the import chunks anew (another chunk size, changed text):
// their chunks keep their ids ("doc#3") but get other text, so labels given to the old
// chunks then point at text nobody judged. Adds the warnings.
void rechunkWarnings(storage::Project& sample, storage::Project& target, const ImportOptions& options,
                     bool sampled, QStringList& warnings)
{
    QSet<RowId> changed;
    qint64 documents = 0;
    for (const Document& document : sample.corpus().documents()) {
        const auto existing = target.corpus().documentByExternalId(document.externalId);
        if (!existing)
            continue;
        QHash<QString, QString> newText;
        for (const Chunk& chunk : sample.corpus().chunksOfDocument(document.id))
            if (!chunk.stub)
                newText.insert(chunk.externalId, chunk.text);
        if (newText.isEmpty())
            continue;
        bool documentChanged = false;
        for (const Chunk& old : target.corpus().chunksOfDocument(existing->id)) {
            if (old.stub)
                continue;
            const auto it = newText.constFind(old.externalId);
            // A chunk missing from a sampled file may simply be beyond the sample.
            if ((it == newText.constEnd() && !sampled) || (it != newText.constEnd() && *it != old.text)) {
                changed.insert(old.id);
                documentChanged = true;
            }
        }
        if (documentChanged)
            ++documents;
    }
    if (changed.isEmpty())
        return;
    qint64 labels = 0;
    for (const RelevanceLabel& label : target.labels().all())
        if (changed.contains(label.chunkId))
            ++labels;
    QString warning = tr("%1 chunk(s) of %2 document(s) already in the project get other text with this "
                         "import (chunk size %3 characters, overlap %4).")
                          .arg(changed.size())
                          .arg(documents)
                          .arg(options.chunkSize)
                          .arg(options.chunkOverlap);
    if (labels > 0)
        warning += QLatin1Char(' ') + tr("%n label(s) refer to the old chunks: their ids will name text "
                                         "that was not judged. Keep the chunk size the labels were made "
                                         "with, or review those labels.",
                                         static_cast<int>(labels));
    warnings.append(warning);
}

enum class Change
{
    Added,
    Updated,
    Unchanged
};

void add(ImportChanges::Count& count, Change change)
{
    switch (change) {
    case Change::Added:
        ++count.added;
        break;
    case Change::Updated:
        ++count.updated;
        break;
    case Change::Unchanged:
        ++count.unchanged;
        break;
    }
}

// The fields an import writes over an existing question (QuestionStore::upsert).
bool sameQuestion(const Question& a, const Question& b)
{
    return a.text == b.text && a.groundTruth == b.groundTruth && a.origin == b.origin &&
           a.status == b.status && a.generatorModel == b.generatorModel;
}

} // namespace

ImportChanges ImportChanges::compare(storage::Project& imported, storage::Project& target)
{
    ImportChanges changes;
    for (const Document& document : imported.corpus().documents()) {
        const auto existing = target.corpus().documentByExternalId(document.externalId);
        bool documentChanged = existing && existing->title != document.title;
        bool anyChunk = false;
        for (const Chunk& chunk : imported.corpus().chunksOfDocument(document.id)) {
            if (chunk.stub)
                continue; // known by id only (from qrels or a run): the import writes no text
            anyChunk = true;
            const auto old = target.corpus().chunkByExternalId(chunk.externalId);
            const Change change = !old || old->stub         ? Change::Added
                                  : old->text != chunk.text ? Change::Updated
                                                            : Change::Unchanged;
            add(changes.chunks, change);
            documentChanged = documentChanged || change != Change::Unchanged;
        }
        if (!anyChunk)
            continue; // a document of stub chunks only (from qrels or a run): the import writes none of it
        add(changes.documents, !existing         ? Change::Added
                               : documentChanged ? Change::Updated
                                                 : Change::Unchanged);
    }

    for (const Question& question : imported.questions().list()) {
        const auto old = target.questions().byExternalId(question.externalId);
        // Only referenced (by a label or a run), stored as a stub whose text is its id
        // (QuestionStore::insertStub): the existing question stays as it is.
        const bool stub = question.text == question.externalId && question.groundTruth.isEmpty();
        if (stub && old)
            continue;
        add(changes.questions, !old                           ? Change::Added
                               : sameQuestion(question, *old) ? Change::Unchanged
                                                              : Change::Updated);
    }

    // Labels by question, chunk and annotator, looked up in the target by their ids there.
    for (const RelevanceLabel& label : imported.labels().all()) {
        const auto question = imported.questions().byId(label.questionId);
        const auto targetQuestion =
            question ? target.questions().byExternalId(question->externalId) : std::optional<Question>();
        const auto chunk = target.corpus().chunkByExternalId(label.chunkExternalId);
        const auto annotator = target.annotators().byName(label.annotatorName);
        std::optional<RelevanceLabel> old;
        if (targetQuestion && chunk && annotator)
            old = target.labels().label(targetQuestion->id, chunk->id, annotator->id);
        add(changes.labels, !old                        ? Change::Added
                            : old->grade != label.grade ? Change::Updated
                                                        : Change::Unchanged);
    }
    return changes;
}

Result<ImportPreview> previewImport(storage::Project* target, const ImportOptions& options, int sampleLines,
                                    int shownRows)
{
    QTemporaryDir scratchDir;
    if (!scratchDir.isValid())
        return makeError(tr("cannot create a temporary folder for the preview"));

    ImportPreview preview;
    ImportOptions sampledOptions = options;
    sampledOptions.paths.clear();
    for (const QString& path : options.paths) {
        if (Status refused = core::ProjectFileRegistry::refuseIfOpenProject(path); !refused)
            return refused.error();
        if (!isLineBased(options.format, path)) {
            sampledOptions.paths.append(path);
            continue;
        }
        // Keep the file name: errors then name the file the user chose (the line numbers agree).
        const QString subdir =
            scratchDir.filePath(QStringLiteral("sample%1").arg(sampledOptions.paths.size()));
        QDir().mkpath(subdir);
        const QString copy = QDir(subdir).filePath(QFileInfo(path).fileName());
        bool cut = false;
        if (!copyHead(path, copy, sampleLines,
                      options.format == QLatin1String("csv") ||
                          QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0,
                      cut))
            return makeError(tr("cannot read %1").arg(path), path);
        preview.sampled = preview.sampled || cut;
        sampledOptions.paths.append(copy);
    }

    auto scratch = storage::Project::open(scratchDir.filePath(QStringLiteral("preview.goldset")),
                                          storage::Project::OpenMode::CreateIfMissing);
    if (!scratch)
        return scratch.error();
    auto report = importFiles(**scratch, sampledOptions);
    if (!report) {
        Error error = report.error();
        // Point at the user's file, not at the sample copy.
        for (qsizetype i = 0; i < sampledOptions.paths.size(); ++i) {
            error.message.replace(sampledOptions.paths[i], options.paths[i]);
            if (error.file == sampledOptions.paths[i])
                error.file = options.paths[i];
        }
        return error;
    }
    preview.report = *report;
    preview.warnings = report->warnings;

    storage::Project& sample = **scratch;
    preview.questions = sample.questions().list({}, 0, shownRows);
    for (const Document& document : sample.corpus().documents(0, 1000)) {
        for (const Chunk& chunk : sample.corpus().chunksOfDocument(document.id)) {
            if (preview.chunks.size() >= shownRows)
                break;
            if (chunk.stub)
                continue;
            preview.chunks.append(chunk);
            preview.chunkDocuments.append(document.title.isEmpty() ? document.externalId : document.title);
        }
    }

    if (target) {
        preview.changes = ImportChanges::compare(sample, *target);
        preview.questionsAlreadyInProject =
            preview.changes.questions.updated + preview.changes.questions.unchanged;
        preview.chunksAlreadyInProject = preview.changes.chunks.updated + preview.changes.chunks.unchanged;
        // Only what the import changes: rows found exactly as they are stay as they are.
        if (preview.changes.questions.updated > 0)
            preview.warnings.append(
                tr("%n question(s) already in the project will be updated (merged by id).",
                   static_cast<int>(preview.changes.questions.updated)));
        if (preview.changes.chunks.updated > 0)
            preview.warnings.append(
                tr("%n chunk(s) already in the project keep their id; changed text replaces "
                   "the old text.",
                   static_cast<int>(preview.changes.chunks.updated)));
        if (const qint64 matched = contextsMatchingTarget(sample, *target); matched > 0)
            preview.warnings.append(
                tr("%n context(s) given as text match chunks already in the project: the labels and "
                   "retrievals go to those chunks, no new chunk is added for them.",
                   static_cast<int>(matched)));
        rechunkWarnings(sample, *target, options, preview.sampled, preview.warnings);
    }
    if (preview.sampled)
        preview.warnings.append(
            tr("The preview shows the first %1 lines of each file; the import reads them all.")
                .arg(sampleLines));
    return preview;
}

} // namespace goldset::io
