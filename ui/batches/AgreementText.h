#pragma once

#include <QDateTime>
#include <QString>
#include <optional>

namespace goldset::ui {

// How the Batches & Agreement page writes numbers: an undefined statistic says "undefined"
// (translated), never 0 and never a NaN printed as a number.
QString agreementNumber(std::optional<double> value, int decimals = 3);
QString confidenceInterval(std::optional<double> low, std::optional<double> high);
QString timeText(const QDateTime& time); // local time, or an em dash when never

} // namespace goldset::ui
