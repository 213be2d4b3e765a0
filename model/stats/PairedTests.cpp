#include "PairedTests.h"

#include "StudentT.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace goldset::stats {

namespace {

std::vector<double> differences(const std::vector<double>& a, const std::vector<double>& b)
{
    const std::size_t n = std::min(a.size(), b.size());
    std::vector<double> d(n);
    for (std::size_t i = 0; i < n; ++i)
        d[i] = a[i] - b[i];
    return d;
}

// Sums that differ only by rounding count as equal, so an exact tie with the observed
// statistic is never lost to floating point.
constexpr double kTolerance = 1e-12;

} // namespace

PairedTTest pairedTTest(const std::vector<double>& a, const std::vector<double>& b)
{
    const std::vector<double> d = differences(a, b);
    PairedTTest result;
    result.n = static_cast<int>(d.size());
    if (d.empty())
        return result;
    const double n = static_cast<double>(d.size());
    result.meanDifference = std::accumulate(d.begin(), d.end(), 0.0) / n;
    if (d.size() < 2)
        return result;
    double squares = 0;
    for (const double x : d)
        squares += (x - result.meanDifference) * (x - result.meanDifference);
    result.sdDifference = std::sqrt(squares / (n - 1.0));
    const double standardError = result.sdDifference / std::sqrt(n);
    if (!(standardError > 1e-15 * (1.0 + std::fabs(result.meanDifference))))
        return result;
    const double df = n - 1.0;
    result.t = result.meanDifference / standardError;
    result.p = studentTTwoSidedP(*result.t, df);
    const double margin = studentTQuantile(0.975, df) * standardError;
    result.ci95 = Interval{result.meanDifference - margin, result.meanDifference + margin};
    return result;
}

RandomizationTest pairedRandomizationTest(const std::vector<double>& a, const std::vector<double>& b,
                                          int iterations, quint64 seed)
{
    const std::vector<double> d = differences(a, b);
    RandomizationTest result;
    result.n = static_cast<int>(d.size());
    if (d.empty())
        return result;
    // The sum has the same ordering as the mean and avoids a division per pattern.
    const double observed = std::fabs(std::accumulate(d.begin(), d.end(), 0.0));
    result.meanDifference = std::accumulate(d.begin(), d.end(), 0.0) / static_cast<double>(d.size());
    const double threshold = observed - kTolerance * (1.0 + observed);

    if (result.n <= RandomizationTest::kExactLimit) {
        result.exact = true;
        const quint64 patterns = quint64(1) << d.size();
        quint64 hits = 0;
        for (quint64 signs = 0; signs < patterns; ++signs) {
            double sum = 0;
            for (std::size_t i = 0; i < d.size(); ++i)
                sum += (signs >> i) & 1U ? -d[i] : d[i];
            if (std::fabs(sum) >= threshold)
                ++hits;
        }
        result.p = static_cast<double>(hits) / static_cast<double>(patterns);
        return result;
    }

    std::mt19937_64 generator(seed);
    long hits = 0;
    for (int it = 0; it < iterations; ++it) {
        double sum = 0;
        quint64 bits = 0;
        for (std::size_t i = 0; i < d.size(); ++i) {
            if (i % 64 == 0)
                bits = generator();
            sum += bits & 1U ? -d[i] : d[i];
            bits >>= 1;
        }
        if (std::fabs(sum) >= threshold)
            ++hits;
    }
    result.p = static_cast<double>(hits + 1) / static_cast<double>(iterations + 1);
    return result;
}

WinTieLoss winTieLoss(const std::vector<double>& a, const std::vector<double>& b, bool lowerIsBetter)
{
    WinTieLoss result;
    const std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        const double difference = lowerIsBetter ? b[i] - a[i] : a[i] - b[i];
        if (std::fabs(difference) <= 1e-9)
            ++result.ties;
        else if (difference > 0)
            ++result.wins;
        else
            ++result.losses;
    }
    return result;
}

std::vector<double> holmAdjust(const std::vector<double>& p)
{
    const std::size_t m = p.size();
    std::vector<std::size_t> order(m);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&p](std::size_t x, std::size_t y) { return p[x] < p[y]; });
    std::vector<double> adjusted(m);
    double running = 0;
    for (std::size_t rank = 0; rank < m; ++rank) {
        const std::size_t i = order[rank];
        running = std::max(running, std::min(1.0, static_cast<double>(m - rank) * p[i]));
        adjusted[i] = running;
    }
    return adjusted;
}

} // namespace goldset::stats
