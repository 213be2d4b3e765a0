#pragma once

#include "core/Result.h"

#include <functional>

namespace goldset::storage {
class Project;
}

namespace goldset::monitor {

class IdkPatterns;

struct IdkReapplySummary
{
    qint64 checked = 0; // stored interactions read
    qint64 changed = 0; // whose flag changed
};

// Whether the stored interactions' "I don't know" flags were set with other patterns than
// these (the project's monitor/idk/* settings changed since): the setting monitor/idk_applied
// keeps the patterns the flags were last set with.
bool idkPatternsChanged(storage::Project& project, const IdkPatterns& idk);

// Records the patterns as the ones the stored flags were set with (after an import that found
// them unchanged, or the first import of a project).
Status markIdkPatternsApplied(storage::Project& project, const IdkPatterns& idk);

// Sets every stored interaction's flag again with these patterns, and the daily numbers
// (monitor_day.idk) by what changed, inside the caller's transaction; then records the
// patterns as applied. `progress` (interactions done, total) returns false to cancel (the
// caller rolls back).
Result<IdkReapplySummary> reapplyIdkPatterns(storage::Project& project, const IdkPatterns& idk,
                                             const std::function<bool(qint64, qint64)>& progress = {});

} // namespace goldset::monitor
