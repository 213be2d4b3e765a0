#include "io/ImportPreview.h"

#include "io/FormatDetection.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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
// quotes so far), so a quoted field with line breaks is never cut. Returns false on I/O errors.
bool copyHead(const QString& from, const QString& to, int lines, bool csv, bool& cut)
{
    QFile in(from);
    QFile out(to);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
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
    return true;
}

} // namespace

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
        for (const Question& question : sample.questions().list())
            if (target->questions().byExternalId(question.externalId))
                ++preview.questionsAlreadyInProject;
        for (const Document& document : sample.corpus().documents())
            for (const Chunk& chunk : sample.corpus().chunksOfDocument(document.id))
                if (!chunk.stub)
                    if (auto existing = target->corpus().chunkByExternalId(chunk.externalId);
                        existing && !existing->stub)
                        ++preview.chunksAlreadyInProject;
        if (preview.questionsAlreadyInProject > 0)
            preview.warnings.append(
                tr("%n question(s) already in the project will be updated (merged by id).",
                   static_cast<int>(preview.questionsAlreadyInProject)));
        if (preview.chunksAlreadyInProject > 0)
            preview.warnings.append(
                tr("%n chunk(s) already in the project keep their id; changed text replaces "
                   "the old text.",
                   static_cast<int>(preview.chunksAlreadyInProject)));
    }
    if (preview.sampled)
        preview.warnings.append(
            tr("The preview shows the first %1 lines of each file; the import reads them all.")
                .arg(sampleLines));
    return preview;
}

} // namespace goldset::io
