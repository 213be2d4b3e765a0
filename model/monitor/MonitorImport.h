#pragma once

#include "core/Result.h"

#include <QStringList>
#include <functional>

namespace goldset::storage {
class Project;
}

namespace goldset::monitor {

enum class LogFormat
{
    Interactions, // the plain interaction log of DESIGN.md
    OpenInference,
    Langfuse,
};
std::optional<LogFormat> logFormatFromString(const QString& text);
QString toString(LogFormat format);
// The format a first line looks like, or nullopt.
std::optional<LogFormat> guessLogFormat(QByteArrayView firstLine);

struct MonitorImportSummary
{
    qint64 lines = 0;         // non-empty lines read
    qint64 interactions = 0;  // interactions read (a trace of spans is one)
    qint64 added = 0;         // new ones (the others were imported before)
    qint64 skippedTraces = 0; // traces without an LLM span: no answer, no interaction
    qint64 idkChanged = 0;    // stored interactions whose "I don't know" flag the new patterns changed
};

// A huge import of the plain log into a project file commits every this many interactions
// (monitor/ImportSteps): SQLite's write-ahead log stays the size of a step.
constexpr qint64 kInteractionsPerCommit = 1000000;

// Imports production logs into a project, incrementally: an interaction already there (same id,
// else same time + session + query) is left alone, so re-importing a grown file adds only its new
// lines. A malformed line is an error naming file:line:column and nothing is imported: the import
// is one transaction, or on a project file more than one when it is huge, those committed before
// taken out again (monitor/ImportSteps). Lines are read one by one (the plain log on a thread of
// its own, ahead of the writes) and daily aggregates are written in batches, so memory does not
// grow with the files. Without a format, each file's first line decides. When the project's "I
// don't know" patterns changed since the stored interactions were flagged, they are flagged again
// first (and their days' numbers), in the first step; with no paths, that is all an import
// does. `progress` (bytes done, bytes total of all files; while flagging again, interactions done
// and total) returns false to cancel (nothing imported).
Result<MonitorImportSummary> importInteractionLogs(storage::Project& project, const QStringList& paths,
                                                   std::optional<LogFormat> format,
                                                   const std::function<bool(qint64, qint64)>& progress = {},
                                                   qint64 interactionsPerCommit = kInteractionsPerCommit);

} // namespace goldset::monitor
