#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

namespace goldset::storage {

// Replaces one judge's claims of one answer with a new list without losing people's work.
// Claims are matched by text (whitespace-normalised, in order for repeated texts): a claim the
// judge makes again keeps its row, so its reviews and adjudication stay attached. A claim the
// judge no longer makes is deleted only when nobody reviewed or adjudicated it; otherwise it is
// kept and marked orphaned (it no longer counts as the judge's verdict). Claims of other judges
// are never touched. Run it inside the caller's transaction.
struct ClaimSyncResult
{
    QList<RowId> ids; // the row of each new claim, in the order given
    int kept = 0;     // matched an existing claim
    int added = 0;
    int removed = 0;  // unreviewed claims the judge no longer makes
    int orphaned = 0; // reviewed claims the judge no longer makes, kept
};

class ClaimSync : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // claims: text, verdict, reason, evidence, promptHash are read; run, question, judge from the
    // arguments. With updateVerdicts false a matched claim keeps its stored verdict (the LLM
    // judge extracts claims first and judges them later).
    Result<ClaimSyncResult> sync(RowId runId, RowId questionId, const QString& judgeModel,
                                 const QList<Claim>& claims, bool updateVerdicts);
};

} // namespace goldset::storage
