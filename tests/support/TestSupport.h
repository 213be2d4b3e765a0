#pragma once

#include "core/Result.h"

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>

namespace goldset::storage {
class Project;
}

namespace goldset::test {

QString samplePath(const QString& relative);  // ../shared/samples/<relative>
QString fixturePath(const QString& relative); // tests/fixtures/<relative>
// `bytes` written to `name` in `dir`: its path, or empty on failure.
QString writeTestFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes);
// The project at `path`, created when missing; null on failure.
std::unique_ptr<storage::Project> openOrCreateProject(const QString& path);

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};
// Runs the real goldset-cli binary.
CliResult runCli(const QStringList& arguments, const QString& workingDirectory = {});
// Runs any program the same way.
CliResult runProgram(const QString& program, const QStringList& arguments,
                     const QString& workingDirectory = {});
// Waits (five minutes at most) for a started process and collects its exit code and output.
CliResult collect(QProcess& process);

// The demo project written into `dir` (demo.goldset) and opened.
Result<std::unique_ptr<storage::Project>> openNewDemo(const QTemporaryDir& dir);

// A project at `path` with one document "doc" of `count` chunks "doc#0".."doc#N-1", whose text
// names the chunk ("Passage 3 says that item 3 costs 30 euros."): a loopback server can tell
// from a prompt which chunk it is about (passageOf). Empty on failure.
QString makePassageProject(const QString& path, int count);
// The passage a prompt quotes, or -1.
int passageOf(const QString& prompt);

} // namespace goldset::test
