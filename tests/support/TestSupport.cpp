#include "TestSupport.h"

#include <QDir>

namespace goldset::test {

QString samplePath(const QString& relative)
{
    return QDir(QStringLiteral(GOLDSET_SAMPLES_DIR)).filePath(relative);
}

QString fixturePath(const QString& relative)
{
    return QDir(QStringLiteral(GOLDSET_FIXTURES_DIR)).filePath(relative);
}

CliResult runCli(const QStringList& arguments, const QString& workingDirectory)
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(GOLDSET_CLI_PATH), arguments);
    CliResult result;
    if (!process.waitForFinished(300000))
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

} // namespace goldset::test
