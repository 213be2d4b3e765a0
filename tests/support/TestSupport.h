#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace goldset::test {

QString samplePath(const QString& relative);  // ../shared/samples/<relative>
QString fixturePath(const QString& relative); // tests/fixtures/<relative>

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};
// Runs the real goldset-cli binary.
CliResult runCli(const QStringList& arguments, const QString& workingDirectory = {});

} // namespace goldset::test
