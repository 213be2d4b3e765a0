#pragma once

#include "TrecMeasureSet.h"

#include <QStringList>
#include <limits>
#include <string>

namespace goldset::metrics {

struct TrecEvalOptions
{
    QStringList measures;                                 // -m arguments; empty selects "official"
    bool perQuery = false;                                // -q
    bool complete = false;                                // -c
    bool summary = true;                                  // !-n
    long relevanceLevel = 1;                              // -l
    long maxRetrieved = std::numeric_limits<long>::max(); // -M: only the first N of each ranking
    bool judgedOnly = false;                              // -J: unjudged documents are dropped
    long numDocsInCollection = 0;                         // -N (used by utility only)
};

// trec_eval over a qrels file and a run file, producing trec_eval's output byte for byte.
// The run is streamed: each query is judged and evaluated when its block of lines ends, so
// memory holds one query's results at a time (a query whose lines are not contiguous is
// evaluated again from all its blocks at the end).
//
// Where Goldset departs from trec_eval 10.0 (DESIGN.md): a qrels query missing from the run
// is skipped with a warning (trec_eval 10.0 stops with "result qid not found"), a duplicate
// docno in one query is an input error naming the file and line.
class TrecTextEvaluator
{
public:
    // Appends the report to `output` and warnings (one line each) to `warnings`.
    static Status evaluate(const QString& qrelsPath, const QString& runPath, const TrecEvalOptions& options,
                           std::string& output, QStringList& warnings);
};

} // namespace goldset::metrics
