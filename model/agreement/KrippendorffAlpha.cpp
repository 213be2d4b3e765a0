#include "agreement/KrippendorffAlpha.h"

#include <algorithm>

namespace goldset::agreement {
namespace {

double squaredDifference(int c, int k, const QList<double>& values, const QList<double>& marginals,
                         AlphaLevel level)
{
    if (c == k)
        return 0.0;
    switch (level) {
    case AlphaLevel::Nominal:
        return 1.0;
    case AlphaLevel::Ordinal: {
        const int low = std::min(c, k);
        const int high = std::max(c, k);
        double between = 0;
        for (int g = low; g <= high; ++g)
            between += marginals[g];
        const double d = between - (marginals[c] + marginals[k]) / 2.0;
        return d * d;
    }
    case AlphaLevel::Interval: {
        const double d = values[c] - values[k];
        return d * d;
    }
    case AlphaLevel::Ratio: {
        const double sum = values[c] + values[k];
        if (sum == 0.0)
            return 0.0;
        const double d = (values[c] - values[k]) / sum;
        return d * d;
    }
    }
    return 0.0;
}

} // namespace

std::optional<double> krippendorffAlpha(const QList<QList<int>>& units, const QList<double>& values,
                                        AlphaLevel level)
{
    const qsizetype k = values.size();
    QList<double> coincidence(k * k, 0.0);
    for (const QList<int>& unit : units) {
        const qsizetype m = unit.size();
        if (m < 2)
            continue;
        QList<int> perCategory(k, 0);
        for (int value : unit)
            ++perCategory[value];
        for (qsizetype c = 0; c < k; ++c)
            for (qsizetype d = 0; d < k; ++d) {
                const double pairs = c == d ? double(perCategory[c]) * (perCategory[c] - 1)
                                            : double(perCategory[c]) * perCategory[d];
                coincidence[c * k + d] += pairs / double(m - 1);
            }
    }
    QList<double> marginals(k, 0.0);
    double total = 0;
    for (qsizetype c = 0; c < k; ++c)
        for (qsizetype d = 0; d < k; ++d) {
            marginals[c] += coincidence[c * k + d];
            total += coincidence[c * k + d];
        }
    if (total < 2)
        return std::nullopt;

    double observed = 0;
    double expected = 0;
    for (int c = 0; c < k; ++c)
        for (int d = 0; d < k; ++d) {
            const double delta = squaredDifference(c, d, values, marginals, level);
            observed += coincidence[c * k + d] * delta;
            expected += marginals[c] * marginals[d] * delta;
        }
    if (expected <= 0.0)
        return std::nullopt;
    return 1.0 - (total - 1.0) * observed / expected;
}

} // namespace goldset::agreement
