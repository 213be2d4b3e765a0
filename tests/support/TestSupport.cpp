#include "TestSupport.h"

#include "demo/DemoProject.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"

#include <QDir>
#include <QFile>

namespace goldset::test {

Result<std::unique_ptr<storage::Project>> openNewDemo(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("demo.goldset"));
    if (Status written = demo::writeDemoProject(path); !written)
        return written.error();
    return storage::Project::open(path);
}

QString samplePath(const QString& relative)
{
    return QDir(QStringLiteral(GOLDSET_SAMPLES_DIR)).filePath(relative);
}

QString fixturePath(const QString& relative)
{
    return QDir(QStringLiteral(GOLDSET_FIXTURES_DIR)).filePath(relative);
}

QString writeTestFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

std::unique_ptr<storage::Project> openOrCreateProject(const QString& path)
{
    auto project = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    return project ? std::move(*project) : nullptr;
}

CliResult runCli(const QStringList& arguments, const QString& workingDirectory)
{
    return runProgram(QStringLiteral(GOLDSET_CLI_PATH), arguments, workingDirectory);
}

CliResult runProgram(const QString& program, const QStringList& arguments, const QString& workingDirectory)
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(program, arguments);
    return collect(process);
}

CliResult collect(QProcess& process)
{
    CliResult result;
    if (!process.waitForFinished(300000))
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QString makePassageProject(const QString& path, int count)
{
    auto project = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!project)
        return {};
    Document document;
    document.externalId = QStringLiteral("doc");
    document.title = QStringLiteral("Handbook");
    const auto documentId = (*project)->corpus().upsertDocument(document);
    if (!documentId)
        return {};
    for (int i = 0; i < count; ++i) {
        Chunk chunk;
        chunk.documentId = *documentId;
        chunk.externalId = QStringLiteral("doc#%1").arg(i);
        chunk.ordinal = i;
        chunk.text = QStringLiteral("Passage %1 says that item %1 costs %2 euros.").arg(i).arg(10 * i);
        if (!(*project)->corpus().upsertChunk(chunk))
            return {};
    }
    return path;
}

int passageOf(const QString& prompt)
{
    const qsizetype at = prompt.indexOf(QLatin1String("Passage "));
    return at < 0 ? -1 : prompt.mid(at + 8).section(QLatin1Char(' '), 0, 0).toInt();
}

} // namespace goldset::test
