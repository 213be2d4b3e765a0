#pragma once

#include "core/Result.h"
#include "labelling/CandidatePool.h"

namespace goldset::storage {
class Project;
}

namespace goldset::labelling {

struct PoolOptions
{
    int depth = 20;              // top-k of every run
    int questionSearchHits = 10; // BM25 hits for the question's own words (0: none)
    QString searchQuery;         // the annotator's own search (every term), empty for none
    int searchHits = 20;
};

// Reads what a question's pool is made of from the project (runs' results, labels, full-text
// search) and pools it with buildPool(). A handful of indexed queries; no table scans.
Result<QList<PoolCandidate>> loadPool(storage::Project& project, RowId questionId,
                                      const PoolOptions& options);

} // namespace goldset::labelling
