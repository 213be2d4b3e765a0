#pragma once

#include "domain/Entities.h"

#include <QList>
#include <QString>
#include <optional>

namespace goldset::labelling {

// One run's results for one question, in any order (the pool ranks them itself).
struct RunResults
{
    struct Result
    {
        RowId chunkId = 0;
        QString chunkExternalId;
        double score = 0;
    };
    RowId runId = 0;
    QString runName;
    QList<Result> results;
};

// A full-text search hit, in the search's order (best first).
struct SearchHitRef
{
    RowId chunkId = 0;
    QString chunkExternalId;
    double score = 0;
};

// Which run retrieved a candidate, at which rank (1-based, after ranking as trec_eval does).
struct RunRank
{
    RowId runId = 0;
    QString runName;
    int rank = 0;
    double score = 0;
};

struct PoolCandidate
{
    RowId chunkId = 0;
    QString chunkExternalId;
    QList<RunRank> runs;           // in the order the runs were given
    std::optional<int> searchRank; // 1-based position among the search hits
    double searchScore = 0;
    bool labelled = false; // someone has already graded it for this question

    // The best rank any run gave it (INT_MAX when no run did).
    int bestRank() const;
};

struct PoolInput
{
    QList<RunResults> runs;
    int depth = 20; // how many of each run's top results enter the pool
    QList<SearchHitRef> searchHits;
    QList<SearchHitRef> labelled; // chunks with labels (score unused)
};

// TREC-style pooling: the union of every run's top `depth` results, plus search hits, plus
// chunks already labelled, each once. Each run's results are ranked the way trec_eval reads a
// run: score descending, ties by chunk id descending (byte order), ignoring stored ranks, so that
// "pooled to depth k" means the chunks that P@k and nDCG@k of that run will see.
//
// Order of the result: chunks retrieved by some run first, by best rank, then by how many runs
// retrieved them (more first), then by external id; then chunks only found by search, in search
// order; then chunks only known from labels, by external id.
QList<PoolCandidate> buildPool(const PoolInput& input);

// A run's results ranked as trec_eval does (score descending, ties by external id descending).
QList<RunResults::Result> rankedAsTrecEval(QList<RunResults::Result> results);

} // namespace goldset::labelling
