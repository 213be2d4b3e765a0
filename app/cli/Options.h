#pragma once

#include "CliContext.h"
#include "metrics/QuestionScope.h"

#include <QCommandLineParser>

namespace goldset::cli {

// Parses a command's arguments; on an error reports it (with the command's synopsis) and
// returns false so that the command exits with kExitUsage.
bool parseOptions(QCommandLineParser& parser, CliContext& context);

// The value of a required option, or an error message on stderr and std::nullopt.
std::optional<QString> requiredValue(const QCommandLineParser& parser, CliContext& context,
                                     const QString& name);

// --questions accepted|all (default accepted), or an error message and std::nullopt.
std::optional<metrics::QuestionScope> questionScopeOption(const QCommandLineParser& parser,
                                                          CliContext& context);
std::optional<metrics::QuestionScope> questionScopeValue(const QString& value, CliContext& context);
// "goldset-cli COMMAND: N questions left out (...)" on stderr when a scope left any out.
void reportLeftOut(CliContext& context, const metrics::LeftOut& leftOut);

} // namespace goldset::cli
