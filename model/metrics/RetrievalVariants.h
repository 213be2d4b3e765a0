#pragma once

#include "JudgedRanking.h"

#include <optional>

namespace goldset::metrics {

// Retrieval measures of other tools, with their own names so that they are never mistaken
// for trec_eval's. All take a JudgedRanking (trec order, grades; relevant = grade >= 1).
namespace variants {

// nDCG with exponential gain 2^grade - 1 (the "Burges" form used by many libraries); the
// ideal ranking comes from all judged documents of the query, both cut at k. 0 without gain.
double ndcgExpCut(const JudgedRanking& r, long k);
// 1 / rank of the first relevant document within the top k, else 0.
double mrrCut(const JudgedRanking& r, long k);
// LlamaIndex's hit rate: 1 when any relevant document is in the top k, else 0.
double hitRate(const JudgedRanking& r, long k);
// RAGAS context precision (ID based): sum over ranks k of precision@k * rel_k, divided by
// the number of relevant retrieved documents; 0 when none is retrieved.
double ragasContextPrecision(const JudgedRanking& r);
// RAGAS ID-based context recall: relevant retrieved / relevant judged; undefined without
// any relevant judged document.
std::optional<double> ragasContextRecall(const JudgedRanking& r);

} // namespace variants

// Nearest-rank percentile: the smallest value such that at least p percent of the values are
// <= it, i.e. sorted[ceil(p / 100 * n) - 1] (p in 1..100). Undefined for no values.
std::optional<double> nearestRankPercentile(std::vector<double> values, int percent);

} // namespace goldset::metrics
