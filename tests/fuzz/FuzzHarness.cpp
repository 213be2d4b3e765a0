#include "FuzzHarness.h"

#include "io/ImportSession.h"
#include "io/Importers.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/Transaction.h"
#include "storage/WriterCheckedValues.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace goldset::fuzz {
namespace {

// Alive until the process ends, and never destroyed: libFuzzer ends it with exit(), when Qt's
// own global objects (the SQL connection list, the translators) may already be gone, and
// destroying the project or the application after them crashes.
QCoreApplication* application = nullptr;
QTemporaryDir* scratch = nullptr;
storage::Project* project = nullptr;
ProjectStats baselineStats;
std::string scratchFolder; // removed at exit without Qt, for the reason above

void removeScratchFolder()
{
    std::error_code ignored;
    std::filesystem::remove_all(scratchFolder, ignored);
}

[[noreturn]] void fail(const QString& message)
{
    std::fprintf(stderr, "fuzz harness: %s\n", qPrintable(message));
    std::abort();
}

bool sameStats(const ProjectStats& a, const ProjectStats& b)
{
    return a.documents == b.documents && a.chunks == b.chunks && a.questions == b.questions &&
           a.annotators == b.annotators && a.relevanceLabels == b.relevanceLabels && a.runs == b.runs &&
           a.retrievals == b.retrievals && a.answers == b.answers && a.claims == b.claims &&
           a.claimReviews == b.claimReviews;
}

} // namespace

void initialize(int* argc, char*** argv)
{
    // QCoreApplication keeps references to argc and argv: libFuzzer's live as long as main().
    application = new QCoreApplication(*argc, *argv);
    scratch = new QTemporaryDir(QDir::tempPath() + QStringLiteral("/goldset-fuzz-XXXXXX"));
    if (!scratch->isValid())
        fail(QStringLiteral("cannot make a scratch folder: %1").arg(scratch->errorString()));
    scratch->setAutoRemove(false);
    scratchFolder = QFile::encodeName(scratch->path()).toStdString();
    std::atexit(removeScratchFolder);
}

void initializeWithProject(int* argc, char*** argv)
{
    initialize(argc, argv);
    auto opened = storage::Project::open(scratchPath(QStringLiteral("fuzz.goldset")),
                                         storage::Project::OpenMode::CreateIfMissing);
    if (!opened)
        fail(opened.error().toString());
    project = opened->release();

    io::ImportOptions baseline;
    baseline.format = QStringLiteral("corpus");
    baseline.paths = {baselinePath(QStringLiteral("corpus"))};
    if (auto report = io::importFiles(*project, baseline); !report)
        fail(report.error().toString());
    baselineStats = project->stats();
}

QString baselinePath(const QString& relativePath)
{
    return QDir(QStringLiteral(GOLDSET_FUZZ_BASELINE_DIR)).filePath(relativePath);
}

QString scratchPath(const QString& relativePath)
{
    return scratch->filePath(relativePath);
}

QString writeInput(const QString& relativePath, std::string_view bytes)
{
    const QString path = scratchPath(relativePath);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(bytes.data(), static_cast<qint64>(bytes.size())) != static_cast<qint64>(bytes.size()))
        fail(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return path;
}

std::string_view bytesOf(const std::uint8_t* data, std::size_t size)
{
    return size == 0 ? std::string_view() : std::string_view(reinterpret_cast<const char*>(data), size);
}

Selected selectKind(std::string_view input, int kinds)
{
    if (input.empty())
        return {};
    return {static_cast<unsigned char>(input.front()) % kinds, input.substr(1)};
}

void importAndRollBack(Importer importer, const QString& path, io::ImportOptions options)
{
    options.paths = {path};
    const io::ImportProgress progress;
    {
        const storage::WriterCheckedValues checkedByTheWriter(project->connection());
        storage::Transaction transaction(project->connection());
        if (!transaction.begin())
            fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.lastError()));
        io::ImportSession session(*project, options, progress);
        session.setTotal(QFileInfo(path).size());
        if (importer(session, path) && session.finish())
            project->corpus().refreshTermFrequencies();
        // The session's statements are finalised before the transaction rolls back.
    }
    // A roll back that did not happen would let the project grow without bound and make one
    // input's outcome depend on the inputs before it.
    if (!sameStats(project->stats(), baselineStats))
        fail(QStringLiteral("the project changed although the import was rolled back"));
}

} // namespace goldset::fuzz
