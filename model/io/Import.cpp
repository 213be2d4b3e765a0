#include "io/Import.h"

#include "core/ProjectFileRegistry.h"
#include "io/FormatDetection.h"
#include "io/ImportSession.h"
#include "io/Importers.h"
#include "io/LineReader.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/Transaction.h"
#include "storage/WriteLockWait.h"
#include "storage/WriterCheckedValues.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFileInfo>

namespace goldset::io {
namespace {

using Reader = Status (*)(ImportSession&, const QString&);

Reader readerFor(const QString& format)
{
    static const QHash<QString, Reader> readers = {
        {QStringLiteral("corpus"), &importCorpus},
        {QStringLiteral("simple"), &importSimple},
        {QStringLiteral("trec-qrels"), &importTrecQrels},
        {QStringLiteral("trec-run"), &importTrecRun},
        {QStringLiteral("goldset-run"), &importGoldsetRun},
        {QStringLiteral("trec-rag"), &importTrecRag},
        {QStringLiteral("ragas"), &importRagas},
        {QStringLiteral("deepeval"), &importDeepeval},
        {QStringLiteral("llamaindex"), &importLlamaindex},
        {QStringLiteral("beir"), &importBeir},
        {QStringLiteral("csv"), &importCsv},
        {QStringLiteral("nuggetizer"), &importNuggetizer},
    };
    return readers.value(format, nullptr);
}

qint64 totalSize(const QStringList& paths)
{
    qint64 total = 0;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                it.next();
                total += it.fileInfo().size();
            }
        } else {
            total += info.size();
        }
    }
    return total;
}

} // namespace

QStringList importFormats()
{
    return {QStringLiteral("corpus"),     QStringLiteral("ragas"),       QStringLiteral("deepeval"),
            QStringLiteral("llamaindex"), QStringLiteral("beir"),        QStringLiteral("trec-qrels"),
            QStringLiteral("trec-run"),   QStringLiteral("goldset-run"), QStringLiteral("trec-rag"),
            QStringLiteral("simple"),     QStringLiteral("csv"),         QStringLiteral("nuggetizer")};
}

Result<QByteArray> readTextFile(const QString& path)
{
    auto reader = LineReader::open(path);
    if (!reader)
        return reader.error();
    QByteArray text;
    text.reserve(qsizetype((*reader)->size()));
    QByteArray line;
    bool first = true;
    while ((*reader)->next(line)) {
        if (!first)
            text.append('\n');
        text.append(line);
        first = false;
    }
    if ((*reader)->error())
        return *(*reader)->error();
    return text;
}

Result<ImportReport> importFiles(storage::Project& project, const ImportOptions& options,
                                 const ImportProgress& progress)
{
    const Reader reader = readerFor(options.format);
    if (!reader)
        return makeError(
            QCoreApplication::translate("goldset::io", "unknown format '%1', expected one of: %2")
                .arg(options.format, importFormats().join(QStringLiteral(", "))));
    if (options.paths.isEmpty())
        return makeError(QCoreApplication::translate("goldset::io", "no input file given"));
    for (const QString& path : options.paths) {
        if (!QFileInfo::exists(path))
            return makeError(QCoreApplication::translate("goldset::io", "no such file or folder"), path);
        if (Status refused = core::ProjectFileRegistry::refuseIfOpenProject(path); !refused)
            return refused.error();
    }
    if (options.chunkSize < 1 || options.chunkOverlap < 0)
        return makeError(QCoreApplication::translate(
            "goldset::io", "--chunk-size must be positive and --overlap not negative"));

    auto grades = GradeMap::parse(options.gradeMap);
    if (!grades)
        return grades.error();

    // A cancel also ends a wait for another process's write lock.
    const storage::WriteLockWait::CancelScope cancelWaits(
        [cancel = progress.cancel] { return cancel && cancel->load(); });
    // Declared before the transaction: the constraints are checked again after its end.
    const storage::WriterCheckedValues checkedByTheWriter(project.connection());
    // One transaction for the whole import: an error or a cancel leaves the project as it was.
    storage::Transaction transaction(project.connection());
    if (!transaction.begin())
        return makeError(QCoreApplication::translate("goldset::io", "cannot start a transaction: %1")
                             .arg(transaction.lastError()));
    ImportSession session(project, options, progress, std::move(*grades));
    session.setTotal(totalSize(options.paths));
    for (const QString& path : options.paths) {
        if (Status s = reader(session, path); !s) {
            // A file of another tool's format: say which, rather than what this format missed.
            Error error = s.error();
            const QString hint = otherFormatHint(path, options.format);
            if (!hint.isEmpty() && !error.message.contains(QLatin1String("import cancelled")))
                error.message = hint + QStringLiteral(" (as %1: %2)").arg(options.format, error.message);
            return error;
        }
    }
    if (Status s = session.finish(); !s)
        return s.error();
    // Searches read the common words' frequencies from a table that a big import makes stale.
    if (Status counted = project.corpus().refreshTermFrequencies(); !counted)
        return counted.error();
    if (!transaction.commit())
        return makeError(QCoreApplication::translate("goldset::io", "cannot commit the import: %1")
                             .arg(transaction.lastError()));
    return session.report();
}

} // namespace goldset::io
