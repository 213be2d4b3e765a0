#pragma once

#include "domain/Nugget.h"
#include "storage/StoreBase.h"

#include <QHash>

namespace goldset::storage {

// The one writer of nugget_verdict, nugget_review and claim_nugget: what a judge said about a
// run's answers and contexts against the nuggets, what people said instead, and which nuggets
// each claim states.
class NuggetVerdictStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // A judge's verdict (replacing that judge's earlier one on the same run, nugget and kind).
    Status setVerdict(const NuggetVerdict& verdict);
    // The verdicts of one judge on a run (all judges when judge is empty), of one question or all.
    QList<NuggetVerdict> verdicts(RowId runId, const QString& judge,
                                  std::optional<RowId> questionId = std::nullopt) const;
    // The judges that made nugget verdicts on a run.
    QStringList judges(RowId runId) const;

    Status setReview(const NuggetReview& review);
    Status removeReview(RowId runId, RowId nuggetId, NuggetVerdictKind kind, RowId annotatorId);
    // Reviews of a run (of one question or all), oldest first.
    QList<NuggetReview> reviews(RowId runId, std::optional<RowId> questionId = std::nullopt) const;

    Status setClaimNuggets(const ClaimNuggets& links, const QString& promptHash);
    // The claim-to-nugget links of a run's claims (of one question or all), by claim.
    QHash<RowId, ClaimNuggets> claimNuggets(RowId runId,
                                            std::optional<RowId> questionId = std::nullopt) const;
};

} // namespace goldset::storage
