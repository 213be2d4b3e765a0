#pragma once

#include "core/Result.h"

#include <QList>
#include <QString>
#include <optional>

namespace goldset::storage {
class SettingsStore;
}

namespace goldset::metrics {

// Where a metric's value stands: the bounds of the proof-of-concept, production and excellent
// bands, drawn behind the history chart. Written "0.6,0.75,0.9" (each band from its bound up);
// for metrics where lower is better the bounds fall ("4000,2500,1200": each band from its
// bound down). Stored in project settings under "bands/<metric>".
struct QualityBands
{
    enum class Band
    {
        BelowPoc,
        Poc,
        Production,
        Excellent
    };

    QString metric;
    double poc = 0;
    double production = 0;
    double excellent = 0;
    bool lowerIsBetter = false;

    static Result<QualityBands> parse(const QString& metric, const QString& text);
    QString text() const; // "0.6,0.75,0.9"
    std::optional<Band> bandOf(std::optional<double> value) const;

    static QString settingsKey(const QString& metric) { return QStringLiteral("bands/") + metric; }
};

// Every "bands/..." setting of a project; a malformed one is an error.
Result<QList<QualityBands>> loadQualityBands(const storage::SettingsStore& settings);

} // namespace goldset::metrics
