// The trec_eval measures beyond the first ones (TrecMeasureSet.cpp): each case follows the
// matching m_<measure>.c of trec_eval 10.0 step by step, including the order of the
// floating-point operations, so that the printed values agree to the last digit.
#include "GlibcSort.h"
#include "TrecMeasureSet.h"

#include <algorithm>
#include <cmath>

namespace goldset::metrics {

namespace {

constexpr double kInfApEpsilon = .00001;

// gain_init.c: REL_GAIN and GAINS.
struct RelGain
{
    long relLevel = 0;
    double gain = 0.0;
    long numAtLevel = 0;
};

struct Gains
{
    std::vector<RelGain> levels; // sorted by gain, as setup_gains leaves them

    double gainOf(long relLevel) const
    {
        for (const RelGain& g : levels) {
            if (g.relLevel == relLevel)
                return g.gain;
        }
        return 0.0;
    }
};

Gains setupGains(const std::vector<std::pair<long, double>>& pairs, const JudgedRanking& r)
{
    Gains gains;
    for (const auto& [level, gain] : pairs)
        gains.levels.push_back({level, gain, 0});
    const std::size_t fromParams = gains.levels.size();
    for (long i = 0; i < r.numGradeLevels; ++i) {
        const long count = r.gradeCount[static_cast<std::size_t>(i)];
        std::size_t j = 0;
        while (j < fromParams && gains.levels[j].relLevel != i)
            ++j;
        if (j < fromParams)
            gains.levels[j].numAtLevel = count;
        else
            gains.levels.push_back({i, static_cast<double>(i), count});
    }
    // comp_rel_gain returns (int)(a.gain - b.gain): not an ordering for fractional gains.
    glibcQsort(gains.levels,
               [](const RelGain& a, const RelGain& b) { return static_cast<int>(a.gain - b.gain); });
    return gains;
}

// The ideal ranking's walk shared by the gain measures: the gain at the next position.
struct IdealWalk
{
    const Gains& gains;
    long curLevel;
    long numAtLevel = 0;
    double idealGain;

    explicit IdealWalk(const Gains& g)
        : gains(g), curLevel(static_cast<long>(g.levels.size()) - 1),
          idealGain(curLevel >= 0 ? g.levels[static_cast<std::size_t>(curLevel)].gain : 0.0)
    {
    }
    void step()
    {
        ++numAtLevel;
        while (curLevel >= 0 && numAtLevel > gains.levels[static_cast<std::size_t>(curLevel)].numAtLevel) {
            numAtLevel = 1;
            --curLevel;
            idealGain = curLevel >= 0 ? gains.levels[static_cast<std::size_t>(curLevel)].gain : 0.0;
        }
    }
};

double discount(long i)
{
    return std::log2(static_cast<double>(i + 2));
}

double ndcgWithGains(const Gains& gains, const JudgedRanking& r)
{
    double resultsDcg = 0.0;
    double idealDcg = 0.0;
    IdealWalk ideal(gains);
    long i = 0;
    for (; i < r.numRet && ideal.idealGain > 0.0; ++i) {
        const double resultsGain = gains.gainOf(r.grades[static_cast<std::size_t>(i)]);
        if (resultsGain != 0)
            resultsDcg += resultsGain / discount(i);
        ideal.step();
        if (ideal.idealGain > 0.0)
            idealDcg += ideal.idealGain / discount(i);
    }
    for (; i < r.numRet; ++i) {
        const double resultsGain = gains.gainOf(r.grades[static_cast<std::size_t>(i)]);
        if (resultsGain != 0)
            resultsDcg += resultsGain / discount(i);
    }
    for (; ideal.idealGain > 0.0; ++i) {
        ideal.step();
        if (ideal.idealGain > 0.0)
            idealDcg += ideal.idealGain / discount(i);
    }
    return idealDcg > 0.0 ? resultsDcg / idealDcg : 0.0;
}

double ndcgRel(const Gains& gains, const JudgedRanking& r)
{
    double resultsDcg = 0.0;
    double idealDcg = 0.0;
    double sum = 0.0;
    long numRelRet = 0;
    long numRel = 0;
    IdealWalk ideal(gains);
    long i = 0;
    for (; i < r.numRet && ideal.idealGain > 0.0; ++i) {
        const double resultsGain = gains.gainOf(r.grades[static_cast<std::size_t>(i)]);
        if (resultsGain != 0)
            resultsDcg += resultsGain / discount(i);
        ideal.step();
        if (ideal.idealGain > 0.0) {
            ++numRel;
            idealDcg += ideal.idealGain / discount(i);
        }
        if (resultsGain > 0) {
            sum += resultsDcg / idealDcg;
            ++numRelRet;
        }
    }
    for (; i < r.numRet; ++i) {
        const double resultsGain = gains.gainOf(r.grades[static_cast<std::size_t>(i)]);
        if (resultsGain != 0)
            resultsDcg += resultsGain / discount(i);
        if (resultsGain > 0) {
            sum += resultsDcg / idealDcg;
            ++numRelRet;
        }
    }
    for (; ideal.idealGain > 0.0; ++i) {
        ideal.step();
        if (ideal.idealGain > 0.0) {
            ++numRel;
            idealDcg += ideal.idealGain / discount(i);
        }
    }
    sum += static_cast<double>(numRel - numRelRet) * resultsDcg / idealDcg;
    return sum > 0.0 ? sum / static_cast<double>(numRel) : 0.0;
}

double rndcg(const Gains& gains, const JudgedRanking& r)
{
    double resultsDcg = 0.0;
    double idealDcg = 0.0;
    double sum = 0.0;
    long changes = 0;
    IdealWalk ideal(gains);
    double oldIdealGain = ideal.idealGain;
    long i = 0;
    for (; i < r.numRet && ideal.idealGain > 0.0; ++i) {
        const double resultsGain = gains.gainOf(r.grades[static_cast<std::size_t>(i)]);
        ideal.step();
        if (oldIdealGain != ideal.idealGain) {
            if (idealDcg > 0.0) {
                sum += resultsDcg / idealDcg;
                ++changes;
            }
            oldIdealGain = ideal.idealGain;
        }
        if (resultsGain != 0)
            resultsDcg += resultsGain / discount(i);
        if (ideal.idealGain > 0.0)
            idealDcg += ideal.idealGain / discount(i);
    }
    if (i < r.numRet) {
        for (; i < r.numRet; ++i) {
            const double resultsGain = gains.gainOf(r.grades[static_cast<std::size_t>(i)]);
            if (resultsGain != 0)
                resultsDcg += resultsGain / discount(i);
        }
        if (idealDcg > 0.0) {
            sum += resultsDcg / idealDcg;
            ++changes;
        }
    }
    for (; ideal.idealGain > 0.0; ++i) {
        ideal.step();
        if (oldIdealGain != ideal.idealGain) {
            if (idealDcg > 0.0) {
                sum += resultsDcg / idealDcg;
                ++changes;
            }
            oldIdealGain = ideal.idealGain;
        }
        if (ideal.idealGain > 0.0)
            idealDcg += ideal.idealGain / discount(i);
    }
    return sum / static_cast<double>(changes);
}

double gMeasure(const Gains& gains, const JudgedRanking& r)
{
    double resultsG = 0.0;
    double sumResults = 0.0;
    double sumIdeal = 0.0;
    double sumCost = 0.0;
    const double minCost = 1.0;
    IdealWalk ideal(gains);
    long i = 0;
    for (; i < r.numRet && ideal.idealGain > 0.0; ++i) {
        const double resultsGain = gains.gainOf(r.grades[static_cast<std::size_t>(i)]);
        sumResults += resultsGain;
        ideal.step();
        if (ideal.idealGain > 0.0)
            sumIdeal += ideal.idealGain;
        if (ideal.idealGain >= minCost)
            sumCost += ideal.idealGain;
        else
            sumCost += minCost;
        if (resultsGain != 0)
            resultsG += resultsGain / std::log2(2 + sumCost - sumResults);
    }
    for (; i < r.numRet; ++i) {
        const double resultsGain = gains.gainOf(r.grades[static_cast<std::size_t>(i)]);
        sumResults += resultsGain;
        sumCost += minCost;
        if (resultsGain != 0)
            resultsG += resultsGain / std::log2(2 + sumCost - sumResults);
    }
    for (; ideal.idealGain > 0.0; ++i) {
        ideal.step();
        if (ideal.idealGain > 0.0)
            sumIdeal += ideal.idealGain;
    }
    return sumIdeal > 0.0 ? resultsG / sumIdeal : 0.0;
}

// Interpolated precision at the given recall fractions, the way m_11pt_avg.c and
// m_iprec_at_recall.c walk the ranking backwards; `use` receives each value in turn.
template <typename Use>
void interpolatedPrecision(const JudgedRanking& r, long level, const std::vector<double>& fractions, Use use)
{
    const long n = static_cast<long>(fractions.size());
    std::vector<long> cutoffs(static_cast<std::size_t>(n));
    for (long i = 0; i < n; ++i)
        cutoffs[static_cast<std::size_t>(i)] =
            std::lround(fractions[static_cast<std::size_t>(i)] * static_cast<double>(r.numRel));
    long current = n - 1;
    while (current >= 0 && cutoffs[static_cast<std::size_t>(current)] > r.numRelRet)
        --current;
    double precis = static_cast<double>(r.numRelRet) / static_cast<double>(r.numRet);
    double intPrecis = precis;
    long relSoFar = r.numRelRet;
    for (long i = r.numRet; i > 0 && relSoFar > 0; --i) {
        precis = static_cast<double>(relSoFar) / static_cast<double>(i);
        if (intPrecis < precis)
            intPrecis = precis;
        if (r.grades[static_cast<std::size_t>(i - 1)] >= level) {
            while (current >= 0 && relSoFar == cutoffs[static_cast<std::size_t>(current)]) {
                use(current, intPrecis);
                --current;
            }
            --relSoFar;
        }
    }
    while (current >= 0) {
        use(current, intPrecis);
        --current;
    }
}

} // namespace

std::string TrecMeasureSet::relstring(const JudgedRanking& r) const
{
    for (const Selected& s : m_selected) {
        if (s.measure != TrecMeasure::Relstring)
            continue;
        long len = std::min(static_cast<long>(s.params.empty() ? 10.0 : s.params[0]), r.numRet);
        len = std::max(0L, len);
        std::string text;
        for (long i = 0; i < len; ++i) {
            const long rel = r.grades[static_cast<std::size_t>(i)];
            text += rel > 9                  ? '>'
                    : rel >= 0               ? static_cast<char>('0' + rel)
                    : rel == kNotInPool      ? '-'
                    : rel == kUnjudgedInPool ? '.'
                                             : '<';
        }
        return text;
    }
    return {};
}

void TrecMeasureSet::computeMore(const Selected& s, const JudgedRanking& r, long level, double* v) const
{
    const std::vector<long>& rels = r.grades;
    const long numRet = r.numRet;
    auto grade = [&](long i) { return rels[static_cast<std::size_t>(i)]; };
    switch (s.measure) {
    case TrecMeasure::Relstring:
        return; // text, see relstring()
    case TrecMeasure::InfAP: {
        long nonrelSoFar = 0, relSoFar = 0, poolUnjudgedSoFar = 0;
        double infAp = 0.0;
        for (long j = 0; j < numRet; ++j) {
            if (grade(j) == kNotInPool)
                continue;
            if (grade(j) == kUnjudgedInPool) {
                ++poolUnjudgedSoFar;
                continue;
            }
            if (grade(j) >= 0 && grade(j) < level) {
                ++nonrelSoFar;
            } else {
                ++relSoFar;
                if (j == 0) {
                    infAp += 1.0;
                } else {
                    const double fj = static_cast<double>(j);
                    infAp += 1.0 / (fj + 1.0) +
                             (fj / (fj + 1.0)) *
                                 (static_cast<double>(relSoFar - 1 + nonrelSoFar + poolUnjudgedSoFar) / fj) *
                                 ((static_cast<double>(relSoFar - 1) + kInfApEpsilon) /
                                  (static_cast<double>(relSoFar - 1 + nonrelSoFar) + 2 * kInfApEpsilon));
                }
            }
        }
        if (r.numRel)
            infAp /= static_cast<double>(r.numRel);
        v[0] = infAp;
        return;
    }
    case TrecMeasure::GmBpref: {
        long numNonrel = 0;
        for (long j = 0; j < level && j < static_cast<long>(r.gradeCount.size()); ++j)
            numNonrel += r.gradeCount[static_cast<std::size_t>(j)];
        long nonrelSoFar = 0;
        double bpref = 0.0;
        for (long j = 0; j < numRet; ++j) {
            const long g = grade(j);
            if (g == kNotInPool || g == kUnjudgedInPool)
                continue;
            if (g >= 0 && g < level) {
                ++nonrelSoFar;
            } else if (nonrelSoFar > 0) {
                bpref += 1.0 - (static_cast<double>(std::min(nonrelSoFar, r.numRel)) /
                                static_cast<double>(std::min(numNonrel, r.numRel)));
            } else {
                bpref += 1.0;
            }
        }
        if (r.numRel)
            bpref /= static_cast<double>(r.numRel);
        v[0] = std::log(std::max(bpref, kMinGeoMean));
        return;
    }
    case TrecMeasure::RprecMult: {
        const long n = static_cast<long>(s.recallLevels.size());
        std::vector<long> cutoffs(static_cast<std::size_t>(n));
        for (long i = 0; i < n; ++i)
            cutoffs[static_cast<std::size_t>(i)] = static_cast<long>(
                s.recallLevels[static_cast<std::size_t>(i)] * static_cast<double>(r.numRel) + 0.9);
        double precis = static_cast<double>(r.numRelRet) / static_cast<double>(numRet);
        double intPrecis = precis;
        long current = n - 1;
        while (current >= 0 && cutoffs[static_cast<std::size_t>(current)] > numRet) {
            v[current] = static_cast<double>(r.numRelRet) /
                         static_cast<double>(cutoffs[static_cast<std::size_t>(current)]);
            --current;
        }
        long relSoFar = r.numRelRet;
        for (long i = numRet; i > 0 && relSoFar > 0; --i) {
            precis = static_cast<double>(relSoFar) / static_cast<double>(i);
            if (intPrecis < precis)
                intPrecis = precis;
            while (current >= 0 && i == cutoffs[static_cast<std::size_t>(current)]) {
                v[current] = precis;
                --current;
            }
            if (grade(i - 1) >= level)
                --relSoFar;
        }
        return;
    }
    case TrecMeasure::Utility: {
        const std::vector<double>& p = s.params;
        v[0] = p[0] * static_cast<double>(r.numRelRet) + p[1] * static_cast<double>(numRet - r.numRelRet) +
               p[2] * static_cast<double>(r.numRel - r.numRelRet) +
               p[3] * static_cast<double>(m_collectionSize + r.numRelRet - numRet - r.numRel);
        return;
    }
    case TrecMeasure::ElevenPtAvg: {
        double sum = 0.0;
        interpolatedPrecision(r, level, s.params, [&](long, double value) { sum += value; });
        v[0] = sum / static_cast<double>(s.params.size());
        return;
    }
    case TrecMeasure::BinG: {
        long relSoFar = 0;
        double sum = 0.0;
        for (long i = 0; i < numRet; ++i) {
            if (grade(i) >= level) {
                ++relSoFar;
                sum += 1.0 / std::log2(static_cast<double>(3 + i - relSoFar));
            }
        }
        if (relSoFar)
            v[0] = sum / static_cast<double>(r.numRel);
        return;
    }
    case TrecMeasure::G:
        v[0] = gMeasure(setupGains(s.gains, r), r);
        return;
    case TrecMeasure::Ndcg:
        v[0] = ndcgWithGains(setupGains(s.gains, r), r);
        return;
    case TrecMeasure::NdcgRel:
        v[0] = ndcgRel(setupGains(s.gains, r), r);
        return;
    case TrecMeasure::Rndcg:
        if (r.numRel != 0)
            v[0] = rndcg(setupGains(s.gains, r), r);
        return;
    case TrecMeasure::RelativeP:
    case TrecMeasure::Unj: {
        if (s.measure == TrecMeasure::RelativeP && r.numRel == 0)
            return;
        const auto& cutoffs = s.cutoffs;
        const std::size_t count = cutoffs.size();
        std::size_t index = 0;
        long soFar = 0;
        auto valueAt = [&](long i) {
            if (s.measure == TrecMeasure::Unj)
                return static_cast<double>(soFar) / static_cast<double>(i);
            return static_cast<double>(soFar) / static_cast<double>(i > r.numRel ? r.numRel : i);
        };
        for (long i = 0; i < numRet; ++i) {
            if (i == cutoffs[index]) {
                v[index] = valueAt(i);
                if (++index == count)
                    break;
            }
            if (s.measure == TrecMeasure::Unj ? (grade(i) == kNotInPool || grade(i) == kUnjudgedInPool)
                                              : grade(i) >= level)
                ++soFar;
        }
        for (; index < count; ++index)
            v[index] = valueAt(cutoffs[index]);
        return;
    }
    case TrecMeasure::SetP:
        if (numRet)
            v[0] = static_cast<double>(r.numRelRet) / static_cast<double>(numRet);
        return;
    case TrecMeasure::SetRelativeP:
        if (numRet && r.numRel)
            v[0] = static_cast<double>(r.numRelRet) / static_cast<double>(std::min(numRet, r.numRel));
        return;
    case TrecMeasure::SetRecall:
        if (r.numRel)
            v[0] = static_cast<double>(r.numRelRet) / static_cast<double>(r.numRel);
        return;
    case TrecMeasure::SetMap:
        if (numRet && r.numRel)
            v[0] = (static_cast<double>(r.numRelRet) * static_cast<double>(r.numRelRet)) /
                   (static_cast<double>(numRet) * static_cast<double>(r.numRel));
        return;
    case TrecMeasure::SetF:
        if (r.numRelRet) {
            const double p = static_cast<double>(r.numRelRet) / static_cast<double>(numRet);
            const double rec = static_cast<double>(r.numRelRet) / static_cast<double>(r.numRel);
            const double x = s.params[0];
            v[0] = (x + 1.0) * p * rec / (x * p + rec);
        }
        return;
    case TrecMeasure::Rbp: {
        // m_rbp.c normalises the gains to [0,1] from min and max it never initialises; the
        // zeros they hold in trec_eval's builds are what its output shows (checked against it).
        Gains gains = setupGains(s.gains, r);
        double min = 0.0, max = 0.0;
        for (const RelGain& g : gains.levels) {
            min = std::min(min, g.gain);
            max = std::max(max, g.gain);
        }
        if (min < 0 || max > 1) {
            for (RelGain& g : gains.levels)
                g.gain = (g.gain - min) / (max - min);
        }
        double sum = 0.0, curP = 1.0;
        for (long i = 0; i < numRet; ++i) {
            const double gain = gains.gainOf(grade(i));
            if (gain != 0)
                sum += gain * curP;
            curP = curP * s.persistence;
        }
        v[0] = (1.0 - s.persistence) * sum;
        return;
    }
    case TrecMeasure::RbpResid: {
        long unjudgedSoFar = 0;
        double sum = 0.0, curP = 1.0;
        for (long i = 0; i < numRet; ++i) {
            if (grade(i) < 0) {
                ++unjudgedSoFar;
                sum += curP;
            }
            curP = curP * s.persistence;
        }
        if (unjudgedSoFar)
            v[0] = curP + (1 - s.persistence) * sum;
        return;
    }
    case TrecMeasure::NumNonrelJudgedRet: {
        long unjudged = 0;
        for (long i = 0; i < numRet; ++i)
            unjudged += grade(i) < 0 && (grade(i) == kNotInPool || grade(i) == kUnjudgedInPool);
        v[0] = static_cast<double>(numRet - unjudged - r.numRelRet);
        return;
    }
    default:
        return;
    }
}

} // namespace goldset::metrics
