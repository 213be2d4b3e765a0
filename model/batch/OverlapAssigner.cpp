#include "batch/OverlapAssigner.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace goldset::batch {
namespace {

// Every subset of `size` out of 0..n-1, in lexicographic order; capped so that very large teams
// fall back to building each set member by member.
constexpr qsizetype kMaxSubsets = 5000;

void subsets(int n, int size, int start, QList<int>& current, QList<QList<int>>& out)
{
    if (out.size() > kMaxSubsets)
        return;
    if (current.size() == size) {
        out.append(current);
        return;
    }
    for (int i = start; i < n; ++i) {
        current.append(i);
        subsets(n, size, i + 1, current, out);
        current.removeLast();
    }
}

} // namespace

quint64 seededIndex(quint64& state, quint64 bound)
{
    // splitmix64: a fixed, portable generator (one line of state) for reproducible plans.
    state += 0x9E3779B97F4A7C15ULL;
    quint64 z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return z % bound;
}

QList<QList<int>> assignWithOverlap(qsizetype items, int annotators, int overlap, quint64 seed)
{
    QList<QList<int>> plan;
    if (overlap < 1 || overlap > annotators)
        return plan;
    QList<int> load(annotators, 0);
    QList<int> pairs(annotators * annotators, 0);

    // Cost of giving the next item to `set`: (largest pair count, largest load, pair sum, load sum).
    auto cost = [&](const QList<int>& set) {
        int maxPair = 0, pairSum = 0, maxLoad = 0, loadSum = 0;
        for (qsizetype i = 0; i < set.size(); ++i) {
            maxLoad = std::max(maxLoad, load[set[i]]);
            loadSum += load[set[i]];
            for (qsizetype j = i + 1; j < set.size(); ++j) {
                const int count = pairs[set[i] * annotators + set[j]];
                maxPair = std::max(maxPair, count);
                pairSum += count;
            }
        }
        return std::make_tuple(maxPair, maxLoad, pairSum, loadSum);
    };

    QList<QList<int>> candidates;
    QList<int> current;
    subsets(annotators, overlap, 0, current, candidates);
    const bool enumerate = candidates.size() <= kMaxSubsets;
    seededShuffle(candidates, seed);
    QList<int> order(annotators);
    std::iota(order.begin(), order.end(), 0);
    quint64 state = seed ^ 0x5DEECE66DULL;

    for (qsizetype item = 0; item < items; ++item) {
        QList<int> chosen;
        if (enumerate) {
            chosen = candidates.first();
            auto best = cost(chosen);
            for (const QList<int>& set : std::as_const(candidates))
                if (const auto c = cost(set); c < best) {
                    best = c;
                    chosen = set;
                }
        } else {
            // Member by member: the annotator that adds the least pair count, then load.
            for (qsizetype i = order.size() - 1; i > 0; --i)
                order.swapItemsAt(i, qsizetype(seededIndex(state, quint64(i) + 1)));
            while (chosen.size() < overlap) {
                int bestAnnotator = -1;
                std::tuple<int, int> best{0, 0};
                for (int a : std::as_const(order)) {
                    if (chosen.contains(a))
                        continue;
                    int pairSum = 0;
                    for (int b : std::as_const(chosen))
                        pairSum += pairs[std::min(a, b) * annotators + std::max(a, b)];
                    const std::tuple<int, int> c{load[a], pairSum};
                    if (bestAnnotator < 0 || c < best) {
                        best = c;
                        bestAnnotator = a;
                    }
                }
                chosen.append(bestAnnotator);
            }
            std::sort(chosen.begin(), chosen.end());
        }
        for (qsizetype i = 0; i < chosen.size(); ++i) {
            ++load[chosen[i]];
            for (qsizetype j = i + 1; j < chosen.size(); ++j)
                ++pairs[chosen[i] * annotators + chosen[j]];
        }
        plan.append(chosen);
    }
    return plan;
}

} // namespace goldset::batch
