#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <QHash>

namespace goldset::storage {

// Whole-run reads for the Review page: every claim of a run and every review of them in two
// queries, instead of one query per question.
class ReviewStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    QList<Claim> claimsOfRun(RowId runId) const; // by question, then ordinal
    // claim id -> its reviews, oldest first
    QHash<RowId, QList<ClaimReview>> reviewsOfRun(RowId runId) const;
};

} // namespace goldset::storage
