#pragma once

#include <QList>
#include <optional>

namespace goldset::agreement {

enum class AlphaLevel
{
    Nominal,
    Ordinal,
    Interval,
    Ratio
};

// Krippendorff's alpha (Krippendorff 2011, "Computing Krippendorff's Alpha-Reliability") from
// the coincidence matrix of pairable values. units[u] holds the category positions (0..k-1) that
// unit u received, missing ratings left out; units with fewer than 2 values are not pairable and
// are ignored. values[c] is the number of category c, used by the interval and ratio levels;
// the ordinal level uses only the order of positions and the marginal frequencies.
// Undefined (nullopt) when fewer than 2 pairable values exist or the expected disagreement is 0.
std::optional<double> krippendorffAlpha(const QList<QList<int>>& units, const QList<double>& values,
                                        AlphaLevel level);

} // namespace goldset::agreement
