#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <QHash>

namespace goldset::storage {

// Runs of a RAG system: retrievals, answers, the judge's claims and people's reviews of them.
class RunStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    Result<RowId> createRun(const Run& run); // refuses an existing name
    std::optional<Run> runByName(const QString& name) const;
    std::optional<Run> runById(RowId id) const;
    QList<Run> runs() const; // in time order
    Status removeRun(RowId id);

    Status addRetrieval(const Retrieval& retrieval);
    Status setAnswer(RowId runId, RowId questionId, const QString& text, std::optional<double> latencyMs);
    Result<RowId> addClaim(const Claim& claim);
    // Removes a judge's claims of one answer (with their reviews), before it judges it again.
    Status removeClaims(RowId runId, RowId questionId, const QString& judgeModel);
    Status setClaimVerdict(RowId claimId, Verdict verdict, const QString& reason, const QStringList& evidence,
                           const QString& judgeModel, const QString& promptHash);
    Status setReview(RowId claimId, RowId annotatorId, Verdict verdict, const QString& note, bool blind);
    Status removeReview(RowId claimId, RowId annotatorId);
    Status setScore(RowId runId, RowId questionId, const QString& metric, std::optional<double> value);

    QList<Retrieval> retrievals(RowId runId, RowId questionId) const;
    std::optional<QString> answer(RowId runId, RowId questionId) const;
    std::optional<double> latency(RowId runId, RowId questionId) const;
    QList<Claim> claims(RowId runId, RowId questionId) const;
    QList<Claim> claimsOfRun(RowId runId) const; // by question, then ordinal
    enum class ReviewOrder
    {
        ByAnnotator,
        OldestFirst
    };
    QList<ClaimReview> reviews(RowId claimId, ReviewOrder order = ReviewOrder::ByAnnotator) const;
    // claim id -> its reviews, oldest first: every review of a run in one query.
    QHash<RowId, QList<ClaimReview>> reviewsOfRun(RowId runId) const;
    // question ids that have an answer, retrievals or claims in the run
    QList<RowId> questionIds(RowId runId) const;
};

} // namespace goldset::storage
