#pragma once

#include "CliContext.h"

#include <QCommandLineParser>

namespace goldset::cli {

// Parses a command's arguments; on an error reports it (with the command's synopsis) and
// returns false so that the command exits with kExitUsage.
bool parseOptions(QCommandLineParser& parser, CliContext& context);

// The value of a required option, or an error message on stderr and std::nullopt.
std::optional<QString> requiredValue(const QCommandLineParser& parser, CliContext& context, const QString& name);

} // namespace goldset::cli
