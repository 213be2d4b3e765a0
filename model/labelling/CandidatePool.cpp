#include "labelling/CandidatePool.h"

#include <QHash>
#include <algorithm>
#include <climits>

namespace goldset::labelling {

int PoolCandidate::bestRank() const
{
    int best = INT_MAX;
    for (const RunRank& r : runs)
        best = std::min(best, r.rank);
    return best;
}

QList<RunResults::Result> rankedAsTrecEval(QList<RunResults::Result> results)
{
    std::stable_sort(results.begin(), results.end(),
                     [](const RunResults::Result& a, const RunResults::Result& b) {
                         if (a.score != b.score)
                             return a.score > b.score;
                         // trec_eval breaks ties by docno in decreasing byte order (strcmp on UTF-8).
                         return a.chunkExternalId.toUtf8() > b.chunkExternalId.toUtf8();
                     });
    return results;
}

QList<PoolCandidate> buildPool(const PoolInput& input)
{
    QList<PoolCandidate> pooled;
    QHash<RowId, qsizetype> at; // chunk id -> index in pooled

    auto candidateFor = [&](RowId chunkId, const QString& externalId) -> PoolCandidate& {
        auto it = at.constFind(chunkId);
        if (it != at.constEnd())
            return pooled[*it];
        at.insert(chunkId, pooled.size());
        PoolCandidate c;
        c.chunkId = chunkId;
        c.chunkExternalId = externalId;
        pooled.append(c);
        return pooled.last();
    };

    for (const RunResults& run : input.runs) {
        const QList<RunResults::Result> ranked = rankedAsTrecEval(run.results);
        const qsizetype take = std::min<qsizetype>(ranked.size(), std::max(0, input.depth));
        for (qsizetype i = 0; i < take; ++i) {
            PoolCandidate& c = candidateFor(ranked[i].chunkId, ranked[i].chunkExternalId);
            // A run that names a chunk twice counts with its better rank only.
            const bool seen = std::any_of(c.runs.cbegin(), c.runs.cend(),
                                          [&](const RunRank& r) { return r.runId == run.runId; });
            if (!seen)
                c.runs.append({run.runId, run.runName, int(i + 1), ranked[i].score});
        }
    }
    for (qsizetype i = 0; i < input.searchHits.size(); ++i) {
        const SearchHitRef& hit = input.searchHits[i];
        PoolCandidate& c = candidateFor(hit.chunkId, hit.chunkExternalId);
        if (!c.searchRank) {
            c.searchRank = int(i + 1);
            c.searchScore = hit.score;
        }
    }
    for (const SearchHitRef& known : input.labelled)
        candidateFor(known.chunkId, known.chunkExternalId).labelled = true;

    auto group = [](const PoolCandidate& c) { return !c.runs.isEmpty() ? 0 : c.searchRank ? 1 : 2; };
    std::stable_sort(pooled.begin(), pooled.end(), [&](const PoolCandidate& a, const PoolCandidate& b) {
        const int ga = group(a), gb = group(b);
        if (ga != gb)
            return ga < gb;
        if (ga == 0) {
            if (a.bestRank() != b.bestRank())
                return a.bestRank() < b.bestRank();
            if (a.runs.size() != b.runs.size())
                return a.runs.size() > b.runs.size();
        } else if (ga == 1) {
            return *a.searchRank < *b.searchRank;
        }
        return a.chunkExternalId < b.chunkExternalId;
    });
    return pooled;
}

} // namespace goldset::labelling
