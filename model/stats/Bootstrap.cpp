#include "Bootstrap.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace goldset::stats {

double SampleStatistic::operator()(const std::vector<double>& sample) const
{
    if (kind == Kind::Mean) {
        double sum = 0;
        for (const double v : sample)
            sum += v;
        return sum / static_cast<double>(sample.size());
    }
    std::vector<double> values = sample;
    std::sort(values.begin(), values.end());
    const auto n = static_cast<double>(values.size());
    auto rank = static_cast<std::size_t>(std::ceil(percentile / 100.0 * n));
    rank = std::clamp<std::size_t>(rank, 1, values.size());
    return values[rank - 1];
}

double interpolatedQuantile(const std::vector<double>& sorted, double q)
{
    const double h = (static_cast<double>(sorted.size()) - 1.0) * q;
    const auto below = static_cast<std::size_t>(std::floor(h));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (h - static_cast<double>(below)) * (sorted[above] - sorted[below]);
}

std::optional<Interval> bootstrapInterval(const std::vector<double>& values, const SampleStatistic& statistic,
                                          int resamples, quint64 seed, double level)
{
    if (values.empty() || resamples < 1)
        return std::nullopt;
    std::mt19937_64 generator(seed);
    const auto n = static_cast<quint64>(values.size());
    std::vector<double> sample(values.size());
    std::vector<double> statistics;
    statistics.reserve(static_cast<std::size_t>(resamples));
    for (int r = 0; r < resamples; ++r) {
        // A plain modulo, not std::uniform_int_distribution, whose algorithm differs between
        // standard libraries; the bias is below n / 2^64.
        for (double& v : sample)
            v = values[static_cast<std::size_t>(generator() % n)];
        statistics.push_back(statistic(sample));
    }
    std::sort(statistics.begin(), statistics.end());
    const double tail = (1.0 - level) / 2.0;
    return Interval{interpolatedQuantile(statistics, tail), interpolatedQuantile(statistics, 1.0 - tail)};
}

} // namespace goldset::stats
