#pragma once

#include <QStringList>
#include <QTextStream>

namespace goldset::cli {

// Exit statuses of the CLI contract (DESIGN.md).
enum ExitCode : int
{
    kExitOk = 0,
    kExitCheckFailed = 1,
    kExitUsage = 2
};

// What a command gets: its own arguments (without the program and command name) and the
// streams to write to. Commands return an ExitCode.
struct CliContext
{
    QString command;
    QStringList arguments;
    QTextStream& out;
    QTextStream& err;

    // Writes "goldset-cli COMMAND: message" to stderr, redacted, and returns kExitUsage.
    int fail(const QString& message) const;
    // A message without credentials (the key of GOLDSET_API_KEY, "Bearer …", "sk-…").
    static QString redacted(const QString& message);
};

} // namespace goldset::cli
