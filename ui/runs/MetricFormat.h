#pragma once

#include <QString>
#include <optional>

namespace goldset::ui::metricformat {

// A metric's value as the page shows it: latencies in whole milliseconds, everything else with
// four decimals, and "undefined" (translated) where no value exists.
QString value(const QString& metric, std::optional<double> value);
// A p-value: "< 0.0001" below that, else four decimals; "undefined" when missing.
QString pValue(std::optional<double> p);
bool isLatency(const QString& metric);

} // namespace goldset::ui::metricformat
