#pragma once

#include <QtGlobal>
#include <optional>
#include <string_view>

namespace goldset::monitor {

// Milliseconds since 1970 (UTC) of an ISO 8601 time as logs write it:
// "2026-03-01T09:15:00Z", "2026-03-01T09:15:00.250+01:00", "2026-03-01 09:15:00.963000"
// (Langfuse's exports; no zone means UTC). Hand-written because QDateTime's parser was a
// fifth of the import time at 100,000 lines a second. nullopt when it is not such a time.
std::optional<qint64> parseIsoTimestampMs(std::string_view text);

// A time given as a number since 1970: seconds, milliseconds, microseconds or nanoseconds,
// told apart by magnitude (OpenTelemetry exports nanoseconds).
qint64 epochNumberToMs(double value);

} // namespace goldset::monitor
