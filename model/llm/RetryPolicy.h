#pragma once

#include <QByteArray>
#include <QDateTime>
#include <optional>

namespace goldset::llm {

// When to try a failed request again. Pure functions, so that they are tested without a
// network.
struct RetryPolicy
{
    int backoffMs = 1000;
    int maxBackoffMs = 60000;

    // Exponential back-off with "equal jitter": half of base * 2^(attempt-1) for sure, the
    // other half at random, so that many clients hit by one 429 do not come back in step.
    // attempt is 1 for the first retry. random01 is in [0, 1).
    int backoffDelayMs(int attempt, double random01) const;

    // HTTP statuses worth another try: 408, 429 and 5xx.
    static bool isRetryableStatus(int httpStatus);
    // Retry-After as delta-seconds ("2") or HTTP-date ("Wed, 21 Oct 2015 07:28:00 GMT"),
    // in milliseconds from now; nullopt when absent or unreadable.
    static std::optional<qint64> retryAfterMs(const QByteArray& headerValue, const QDateTime& now);
};

} // namespace goldset::llm
