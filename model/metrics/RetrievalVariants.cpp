#include "RetrievalVariants.h"

#include <algorithm>
#include <cmath>

namespace goldset::metrics {

namespace variants {

namespace {

bool relevant(long grade)
{
    return grade >= 1;
}

} // namespace

double ndcgExpCut(const JudgedRanking& r, long k)
{
    double dcg = 0.0;
    const long n = std::min(r.numRet, k);
    for (long i = 0; i < n; ++i) {
        const long g = r.grades[static_cast<std::size_t>(i)];
        if (g > 0)
            dcg += (std::exp2(static_cast<double>(g)) - 1.0) / std::log2(static_cast<double>(i + 2));
    }
    double ideal = 0.0;
    long i = 0;
    for (long g = r.numGradeLevels - 1; g > 0 && i < k; --g) {
        for (long c = 0; c < r.gradeCount[static_cast<std::size_t>(g)] && i < k; ++c, ++i)
            ideal += (std::exp2(static_cast<double>(g)) - 1.0) / std::log2(static_cast<double>(i + 2));
    }
    return ideal > 0.0 ? dcg / ideal : 0.0;
}

double mrrCut(const JudgedRanking& r, long k)
{
    const long n = std::min(r.numRet, k);
    for (long i = 0; i < n; ++i) {
        if (relevant(r.grades[static_cast<std::size_t>(i)]))
            return 1.0 / static_cast<double>(i + 1);
    }
    return 0.0;
}

double hitRate(const JudgedRanking& r, long k)
{
    return mrrCut(r, k) > 0.0 ? 1.0 : 0.0;
}

double ragasContextPrecision(const JudgedRanking& r)
{
    double sum = 0.0;
    long relevantSoFar = 0;
    for (long i = 0; i < r.numRet; ++i) {
        if (relevant(r.grades[static_cast<std::size_t>(i)])) {
            ++relevantSoFar;
            sum += static_cast<double>(relevantSoFar) / static_cast<double>(i + 1);
        }
    }
    return relevantSoFar ? sum / static_cast<double>(relevantSoFar) : 0.0;
}

std::optional<double> ragasContextRecall(const JudgedRanking& r)
{
    if (r.numRel == 0)
        return std::nullopt;
    return static_cast<double>(r.numRelRet) / static_cast<double>(r.numRel);
}

} // namespace variants

std::optional<double> nearestRankPercentile(std::vector<double> values, int percent)
{
    if (values.empty() || percent < 1 || percent > 100)
        return std::nullopt;
    std::sort(values.begin(), values.end());
    // ceil(p * n / 100) in integers, so that 95 % of 20 is exactly rank 19.
    const std::size_t n = values.size();
    const std::size_t rank = (static_cast<std::size_t>(percent) * n + 99) / 100;
    return values[std::max<std::size_t>(rank, 1) - 1];
}

} // namespace goldset::metrics
