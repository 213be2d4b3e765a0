#pragma once

#include "domain/Entities.h"
#include "storage/ClaimSync.h"
#include "storage/StoreBase.h"

#include <QHash>
#include <functional>

namespace goldset::storage {

// Runs of a RAG system: retrievals, answers, the judge's claims and people's reviews of them.
// The only writer of run, retrieval, answer, claim_review and question_score, for edits and
// imports alike (claims: ClaimSync and the claim methods below).
class RunStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    Result<RowId> createRun(const Run& run); // refuses an existing name
    // The run of that name, created (with the write time) when missing.
    Result<RowId> ensureRun(const QString& name);
    // The run of that name; Result::notFound() when there is none.
    Result<Run> findRun(const QString& name) const;
    std::optional<Run> runByName(const QString& name) const;
    std::optional<Run> runById(RowId id) const;
    QList<Run> runs() const; // in time order
    Status removeRun(RowId id);
    // Fails when another run has that name.
    Status renameRun(RowId id, const QString& name);

    Status addRetrieval(const Retrieval& retrieval);
    // Removes the retrievals of one question in a run (a re-import writes them again).
    Status clearRetrievals(RowId runId, RowId questionId);
    // An unchanged answer is left untouched (as every upsert here).
    Status setAnswer(RowId runId, RowId questionId, const QString& text, std::optional<double> latencyMs);
    Result<RowId> addClaim(const Claim& claim);
    // Orphaned: a reviewed claim its judge no longer makes (kept for the review, not counted).
    Status setClaimOrphaned(RowId claimId, bool orphaned);
    // Replaces a judge's claims of one answer, keeping reviewed ones (see ClaimSync).
    Result<ClaimSyncResult> syncClaims(RowId runId, RowId questionId, const QString& judgeModel,
                                       const QList<Claim>& claims, bool updateVerdicts);
    Status setClaimVerdict(RowId claimId, Verdict verdict, const QString& reason, const QStringList& evidence,
                           const QString& judgeModel, const QString& promptHash);
    Status setReview(RowId claimId, RowId annotatorId, Verdict verdict, const QString& note, bool blind);
    Status removeReview(RowId claimId, RowId annotatorId);
    // `source`: the tool whose file the score came from ("ragas"), empty for Goldset's own.
    Status setScore(RowId runId, RowId questionId, const QString& metric, std::optional<double> value,
                    const QString& source = {});

    QList<Retrieval> retrievals(RowId runId, RowId questionId) const;
    std::optional<QString> answer(RowId runId, RowId questionId) const;
    std::optional<double> latency(RowId runId, RowId questionId) const;
    QList<Claim> claims(RowId runId, RowId questionId) const;
    QList<Claim> claimsOfRun(RowId runId) const; // by question, then ordinal
    // The same claims handed over one at a time, for readers that keep less than the whole
    // list (the Review page at 400,000 claims: its peak memory).
    void forEachClaimOfRun(RowId runId, const std::function<void(Claim&&)>& visit) const;
    enum class ReviewOrder
    {
        ByAnnotator,
        OldestFirst
    };
    QList<ClaimReview> reviews(RowId claimId, ReviewOrder order = ReviewOrder::ByAnnotator) const;
    // Every claim of the project people reviewed, with its latest review's verdict and note,
    // by claim id: the worked examples of an aligned judge.
    struct ReviewedClaim
    {
        RowId claimId = 0;
        RowId questionId = 0;
        QString text;
        Verdict verdict = Verdict::Unknown;
        QString note;
    };
    QList<ReviewedClaim> reviewedClaims() const;
    // claim id -> its reviews, oldest first: every review of a run in one query.
    QHash<RowId, QList<ClaimReview>> reviewsOfRun(RowId runId) const;

    // Judges. Metrics use one judge per run, its primary judge: the one a person picked for the
    // run, else the one that judged the run first, else the judge of the run's oldest claim
    // (only judges that still have claims in the run count). Running another judge never
    // changes it. nullopt: no claims at all.
    std::optional<QString> primaryJudge(RowId runId) const;
    std::optional<QString> pickedJudge(RowId runId) const;
    // The project setting that holds the picked judge (for undoable edits of it).
    static QString pickedJudgeSettingKey(RowId runId);
    Status setPickedJudge(RowId runId, const std::optional<QString>& model); // nullopt: automatic
    Status noteJudged(RowId runId, const QString& model); // a judge ran: kept if it is the first
    QStringList judgeModels(RowId runId) const;           // of claims the judges still make, by name

    // question ids that have an answer, retrievals or claims in the run
    QList<RowId> questionIds(RowId runId) const;
    // The same questions with their id, external id and text only, in one query, in row order:
    // the Review page's list and a run's metrics (100,000 questions at scale).
    QList<Question> runQuestions(RowId runId) const;
};

} // namespace goldset::storage
