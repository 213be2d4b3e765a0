#pragma once

#include "TrecMeasureSet.h"

#include <vector>

namespace goldset::metrics {

// Sums the per-query values of a TrecMeasureSet and turns them into trec_eval's summary
// ("all") values: means for most measures, sums for the counts, a geometric mean for gm_map.
class TrecSummary
{
public:
    explicit TrecSummary(const TrecMeasureSet& measures);

    void add(const double* values);
    long queries() const { return m_queries; }

    // `averagedOver`: the number of queries to divide by (the qrels' query count under -c,
    // else queries()). `completeNumRel`: num_rel over the whole qrels under -c, else < 0.
    std::vector<double> finish(long averagedOver, long completeNumRel) const;

private:
    const TrecMeasureSet& m_measures;
    std::vector<double> m_sums;
    long m_queries = 0;
};

} // namespace goldset::metrics
