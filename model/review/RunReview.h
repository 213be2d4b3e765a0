#pragma once

#include "domain/Entities.h"
#include "judge/JudgeTrust.h"

#include <QHash>
#include <optional>

namespace goldset::storage {
class Project;
}

namespace goldset::review {

// One claim as the Review page shows it.
struct ClaimState
{
    Claim claim;
    QList<ClaimReview> reviews;           // oldest first
    std::optional<Verdict> adjudicated;   // the lead's final word
    std::optional<Verdict> human;         // adjudicated, else the reviews' majority (ties: the latest)
    Verdict effective = Verdict::Unknown; // human when there is one, else the judge's
    bool counted = false;                 // a current claim of the run's primary judge
    bool overridden() const { return human.has_value() && *human != claim.verdict; }
    std::optional<Verdict> reviewBy(const QString& annotator) const;
};

// One question of a run.
struct QuestionState
{
    RowId questionId = 0;
    QString externalId;
    QString text;
    QList<int> claimIndexes; // into RunReview::claims()
    int supported = 0;       // by effective verdict
    int notSupported = 0;    // unsupported or contradicted
    int decided = 0;         // claims with a verdict other than unknown
    int reviewed = 0;        // claims with a human verdict
    int disagreements = 0;   // claims where people overrode the judge
    std::optional<double> faithfulness() const
    {
        return decided > 0 ? std::optional<double>(double(supported) / decided) : std::nullopt;
    }
};

// Judges compared with people on the same claims: those (matched by question and claim text)
// that every compared judge decided and people reviewed. n = claims.
struct JudgeComparison
{
    QStringList judges;
    qint64 claims = 0;
    QList<judge::JudgeTrustReport> reports; // one per judge, in the order of `judges`
};

// Everything the Review page needs about one run, loaded in a few queries, and the numbers
// about how far its judge can be trusted. Human verdicts override the judge's everywhere.
class RunReview
{
public:
    bool load(storage::Project& project, RowId runId);
    // After a review of one claim changed: reload that claim's reviews and its question's counts.
    void refreshClaim(storage::Project& project, RowId claimId);
    // After a question's claims were edited (added, split, merged, deleted): reads its claims
    // again, with their reviews, and its counts.
    void refreshQuestion(storage::Project& project, RowId questionId);

    RowId runId() const { return m_runId; }
    const QList<QuestionState>& questions() const { return m_questions; }
    const QList<ClaimState>& claims() const { return m_claims; }
    int questionRow(RowId questionId) const { return m_questionRow.value(questionId, -1); }
    int claimIndex(RowId claimId) const { return m_claimIndex.value(claimId, -1); }
    // The ground truth and the run's answer of one question, read when it is shown: a run of
    // 100,000 questions would otherwise hold every answer.
    struct QuestionDetails
    {
        QString groundTruth;
        QString answer;
    };
    QuestionDetails details(storage::Project& project, int questionRow) const;

    int overriddenCount() const;
    // The judge whose verdicts count (RunStore::primaryJudge); the question counts and the
    // faithfulness use its current claims only, with people's verdicts overriding it.
    const QString& primaryJudge() const { return m_primary; }
    // Judge vs the people, over the claims of one judge (default: the primary judge).
    judge::JudgeTrustReport trust(const std::optional<QString>& judgeModel = std::nullopt) const;
    // Several judges against the people on the same claims (default: every judge of the run).
    JudgeComparison compareJudges(const QStringList& judges = {}) const;
    // Agreement of two people on the claims both reviewed: the ceiling a judge can be held to.
    judge::JudgeTrustReport humanHuman() const;
    judge::PpiEstimate ppi(const std::optional<QString>& judgeModel = std::nullopt) const;
    QStringList judgeModels() const;

private:
    void recount(QuestionState& question);
    void resolve(ClaimState& state) const;

    RowId m_runId = 0;
    QString m_primary;
    QList<QuestionState> m_questions;
    QList<ClaimState> m_claims;
    QHash<RowId, int> m_questionRow;
    QHash<RowId, int> m_claimIndex;
};

} // namespace goldset::review

// Every member moves as its bytes: the list of 400,000 claims grows by realloc (in place, for a
// block that large) instead of by a second copy beside the first.
Q_DECLARE_TYPEINFO(goldset::review::ClaimState, Q_RELOCATABLE_TYPE);
