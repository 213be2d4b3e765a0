#pragma once

#include "core/Result.h"

#include <QString>

namespace goldset::monitor {

// A rule on a daily monitoring metric, "METRIC OP VALUE":
//   p95_latency_ms > 5000             an absolute limit (OP: > >= < <=)
//   zero_result_rate > 0.05
//   idk_rate > mean30 + 50%           relative: 50% above the metric's mean over the 30 days
//   feedback_mean < mean7 - 20%       before the day checked (days without data left out)
//   p95_latency_ms > mean30           above the mean at all
struct AlertRule
{
    enum class Op
    {
        Greater,
        GreaterOrEqual,
        Less,
        LessOrEqual
    };

    QString metric;
    Op op = Op::Greater;
    double value = 0; // the limit, or the percentage (+/-) on the mean
    int meanDays = 0; // 0: an absolute limit

    // Errors name the rule and what is wrong with it.
    static Result<AlertRule> parse(const QString& text);
    QString text() const; // canonical form, as the project keeps it
    bool relative() const { return meanDays > 0; }
    // The limit for a day: the value, or the mean moved by the percentage.
    double limitFor(double mean) const;
    bool fires(double value, double limit) const;
};

} // namespace goldset::monitor
