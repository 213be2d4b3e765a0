#pragma once

#include "core/Result.h"

#include <QList>
#include <QString>
#include <optional>

namespace goldset::storage {
class SettingsStore;
}

namespace goldset::metrics {

// A release gate on one metric: "value >= bound" or "value <= bound". Written ">=0.7",
// "<=1200" or just "0.7", which means >= except for metrics where lower is better
// (latency_p50_ms, latency_p95_ms, hallucination_rate), where it means <=.
// Stored in project settings under "threshold/<metric>".
struct Threshold
{
    enum class Direction
    {
        AtLeast,
        AtMost
    };

    QString metric;
    Direction direction = Direction::AtLeast;
    double bound = 0;

    static Result<Threshold> parse(const QString& metric, const QString& text);
    // "METRIC=VALUE" as given to `check --threshold`.
    static Result<Threshold> parseAssignment(const QString& assignment);

    QString text() const; // ">=0.7"
    // An undefined value never passes.
    bool passes(std::optional<double> value) const;

    static QString settingsKey(const QString& metric) { return QStringLiteral("threshold/") + metric; }
};

// The thresholds stored in a project (all "threshold/..." settings); a malformed one is an error.
Result<QList<Threshold>> loadThresholds(const storage::SettingsStore& settings);

// `overrides` replace same-metric entries of `base` and add the others; order: base first.
QList<Threshold> mergeThresholds(const QList<Threshold>& base, const QList<Threshold>& overrides);

} // namespace goldset::metrics
