#pragma once

#include <QtGlobal>
#include <functional>
#include <optional>
#include <vector>

namespace goldset::stats {

struct Interval
{
    double low = 0;
    double high = 0;
};

// What a bootstrap resample is summarised by: the mean, or a nearest-rank percentile (the
// latency metrics).
struct SampleStatistic
{
    enum class Kind
    {
        Mean,
        NearestRankPercentile
    };
    Kind kind = Kind::Mean;
    double percentile = 50; // for NearestRankPercentile

    double operator()(const std::vector<double>& values) const; // values must not be empty
};

// The percentile bootstrap: `resamples` samples of the same size drawn with replacement, the
// statistic of each, and the (1-level)/2 and (1+level)/2 quantiles of those statistics
// (linear interpolation between order statistics). The generator is std::mt19937_64 with
// `seed`, so the same inputs give the same interval on every platform. Null for no values.
std::optional<Interval> bootstrapInterval(const std::vector<double>& values, const SampleStatistic& statistic,
                                          int resamples, quint64 seed, double level = 0.95);

// The q-quantile (0..1) of sorted values with linear interpolation (R's type 7).
double interpolatedQuantile(const std::vector<double>& sorted, double q);

} // namespace goldset::stats
