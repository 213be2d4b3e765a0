#include "review/RunReview.h"

#include "metrics/ClaimVerdicts.h"
#include "storage/AdjudicationStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QSet>

namespace goldset::review {

std::optional<Verdict> ClaimState::reviewBy(const QString& annotator) const
{
    for (const ClaimReview& review : reviews)
        if (review.annotatorName == annotator)
            return review.verdict;
    return std::nullopt;
}

void RunReview::resolve(ClaimState& state) const
{
    QList<Verdict> verdicts;
    for (const ClaimReview& review : state.reviews)
        verdicts.append(review.verdict);
    if (state.adjudicated)
        state.human = state.adjudicated;
    else if (!verdicts.isEmpty())
        state.human = metrics::effectiveVerdict(Verdict::Unknown, verdicts, std::nullopt);
    else
        state.human.reset();
    state.effective = metrics::effectiveVerdict(state.claim.verdict, verdicts, state.adjudicated);
}

bool RunReview::load(storage::Project& project, RowId runId)
{
    m_runId = runId;
    m_questions.clear();
    m_claims.clear();
    m_questionRow.clear();
    m_claimIndex.clear();
    if (!project.runs().runById(runId))
        return false;
    m_primary = project.runs().primaryJudge(runId).value_or(QString());

    const QHash<RowId, QList<ClaimReview>> reviews = project.runs().reviewsOfRun(runId);
    QHash<QString, QString> adjudicated;
    for (const auto& a : project.adjudications().all(QStringLiteral("claims")))
        adjudicated.insert(a.itemKey, a.value);

    QList<Question> questions = project.runs().runQuestions(runId);
    m_questions.reserve(questions.size());
    m_questionRow.reserve(questions.size());
    for (Question& question : questions) {
        QuestionState state;
        state.questionId = question.id;
        state.externalId = std::move(question.externalId);
        state.text = std::move(question.text);
        m_questionRow.insert(state.questionId, static_cast<int>(m_questions.size()));
        m_questions.append(std::move(state));
    }
    questions = {};
    // A run's claims repeat a few strings (judge, prompt hash, reasons, evidence ids) hundreds
    // of thousands of times: each is held once.
    QSet<QString> strings;
    auto shared = [&strings](QString& text) {
        if (const auto it = strings.constFind(text); it != strings.constEnd())
            text = *it;
        else
            strings.insert(text);
    };
    // Claims arrive one at a time and keep only what they share: at 400,000 claims the list as
    // read would double the page's peak memory.
    project.runs().forEachClaimOfRun(runId, [&](Claim&& claim) {
        const int row = m_questionRow.value(claim.questionId, -1);
        if (row < 0)
            return;
        shared(claim.judgeModel);
        shared(claim.promptHash);
        shared(claim.reason);
        for (QString& chunk : claim.evidence)
            shared(chunk);
        ClaimState state;
        state.claim = std::move(claim);
        const Claim& stored = state.claim;
        state.counted = !stored.orphaned && stored.judgeModel == m_primary;
        state.reviews = reviews.value(stored.id);
        if (const auto value = adjudicated.constFind(QString::number(stored.id));
            value != adjudicated.constEnd())
            state.adjudicated = verdictFromString(*value);
        resolve(state);
        m_claimIndex.insert(stored.id, static_cast<int>(m_claims.size()));
        m_questions[row].claimIndexes.append(static_cast<int>(m_claims.size()));
        m_claims.append(std::move(state));
    });
    for (QuestionState& question : m_questions)
        recount(question);
    return true;
}

RunReview::QuestionDetails RunReview::details(storage::Project& project, int questionRow) const
{
    if (questionRow < 0 || questionRow >= m_questions.size())
        return {};
    const RowId questionId = m_questions[questionRow].questionId;
    QuestionDetails details;
    if (const auto question = project.questions().byId(questionId))
        details.groundTruth = question->groundTruth;
    details.answer = project.runs().answer(m_runId, questionId).value_or(QString());
    return details;
}

void RunReview::refreshClaim(storage::Project& project, RowId claimId)
{
    const int index = claimIndex(claimId);
    if (index < 0)
        return;
    ClaimState& state = m_claims[index];
    // Oldest first, as load() reads them: the majority's tie-break is the latest review.
    state.reviews = project.runs().reviews(claimId, storage::RunStore::ReviewOrder::OldestFirst);
    if (const auto a = project.adjudications().get(QStringLiteral("claims"), QString::number(claimId)))
        state.adjudicated = verdictFromString(a->value);
    else
        state.adjudicated.reset();
    resolve(state);
    const int row = questionRow(state.claim.questionId);
    if (row >= 0)
        recount(m_questions[row]);
}

void RunReview::refreshQuestion(storage::Project& project, RowId questionId)
{
    const int row = questionRow(questionId);
    if (row < 0)
        return;
    // The other questions' claims keep their order; this question's come last, as stored now.
    QList<ClaimState> claims;
    claims.reserve(m_claims.size());
    for (ClaimState& state : m_claims)
        if (state.claim.questionId != questionId)
            claims.append(std::move(state));
    for (Claim& claim : project.runs().claims(m_runId, questionId)) {
        ClaimState state;
        state.claim = std::move(claim);
        state.counted = !state.claim.orphaned && state.claim.judgeModel == m_primary;
        state.reviews = project.runs().reviews(state.claim.id, storage::RunStore::ReviewOrder::OldestFirst);
        if (const auto a =
                project.adjudications().get(QStringLiteral("claims"), QString::number(state.claim.id)))
            state.adjudicated = verdictFromString(a->value);
        resolve(state);
        claims.append(std::move(state));
    }
    m_claims = std::move(claims);
    m_claimIndex.clear();
    for (QuestionState& question : m_questions)
        question.claimIndexes.clear();
    for (int i = 0; i < m_claims.size(); ++i) {
        m_claimIndex.insert(m_claims[i].claim.id, i);
        const int at = questionRow(m_claims[i].claim.questionId);
        if (at >= 0)
            m_questions[at].claimIndexes.append(i);
    }
    recount(m_questions[row]);
}

void RunReview::recount(QuestionState& question)
{
    question.supported = question.notSupported = question.decided = question.reviewed =
        question.disagreements = 0;
    for (int index : std::as_const(question.claimIndexes)) {
        const ClaimState& state = m_claims[index];
        if (!state.counted)
            continue; // another judge's claim, or one its judge no longer makes
        if (state.effective != Verdict::Unknown)
            ++question.decided;
        if (state.effective == Verdict::Supported)
            ++question.supported;
        if (state.effective == Verdict::Unsupported || state.effective == Verdict::Contradicted)
            ++question.notSupported;
        if (state.human)
            ++question.reviewed;
        if (state.overridden())
            ++question.disagreements;
    }
}

int RunReview::overriddenCount() const
{
    int count = 0;
    for (const ClaimState& state : m_claims)
        count += state.counted && state.overridden() ? 1 : 0;
    return count;
}

judge::JudgeTrustReport RunReview::trust(const std::optional<QString>& judgeModel) const
{
    const QString model = judgeModel.value_or(m_primary);
    QList<judge::VerdictPair> pairs;
    for (const ClaimState& state : m_claims)
        if (state.human && !state.claim.orphaned && state.claim.judgeModel == model)
            pairs.append({state.claim.verdict, *state.human});
    return judge::judgeTrust(pairs);
}

JudgeComparison RunReview::compareJudges(const QStringList& judges) const
{
    JudgeComparison result;
    result.judges = judges.isEmpty() ? judgeModels() : judges;
    // A claim is its question and its text: each judge's verdict on it, and the people's.
    using Key = std::pair<RowId, QString>;
    QHash<QString, QHash<Key, Verdict>> byJudge;
    QHash<Key, Verdict> human;
    QList<Key> order;
    for (const ClaimState& state : m_claims) {
        const Key key{state.claim.questionId, state.claim.text.simplified()};
        if (state.human && !human.contains(key)) {
            human.insert(key, *state.human);
            order.append(key);
        }
        if (!state.claim.orphaned && state.claim.verdict != Verdict::Unknown &&
            result.judges.contains(state.claim.judgeModel) && !byJudge[state.claim.judgeModel].contains(key))
            byJudge[state.claim.judgeModel].insert(key, state.claim.verdict);
    }
    QList<QList<judge::VerdictPair>> pairs(result.judges.size());
    for (const Key& key : std::as_const(order)) {
        bool everyJudge = true;
        for (const QString& model : std::as_const(result.judges))
            everyJudge = everyJudge && byJudge.value(model).contains(key);
        if (!everyJudge)
            continue;
        ++result.claims;
        for (qsizetype j = 0; j < result.judges.size(); ++j)
            pairs[j].append({byJudge.value(result.judges[j]).value(key), human.value(key)});
    }
    for (const auto& judgePairs : std::as_const(pairs))
        result.reports.append(judge::judgeTrust(judgePairs));
    return result;
}

judge::JudgeTrustReport RunReview::humanHuman() const
{
    // The first two reviewers of each claim reviewed twice (reviews are oldest first).
    QList<judge::VerdictPair> pairs;
    for (const ClaimState& state : m_claims)
        if (state.reviews.size() >= 2)
            pairs.append({state.reviews[0].verdict, state.reviews[1].verdict});
    return judge::judgeTrust(pairs);
}

judge::PpiEstimate RunReview::ppi(const std::optional<QString>& judgeModel) const
{
    // The faithfulness metric averages answers: theta = mean over the A answers of y_a, the
    // people's share of supported claims. The judge's term is per answer (f_a); the correction
    // is per reviewed claim, so that every review counts, not only answers reviewed whole:
    // theta = mean_A(f_a) - (1/N) sum_c g_c with g_c = (N/A)(f_c - y_c)/d_a over the N decided
    // claims (d_a: decided claims of c's answer), estimated by the mean of g over the reviewed
    // claims, as prediction-powered inference does for a uniform sample of them.
    const QString model = judgeModel.value_or(m_primary);
    QList<double> judgeShares;
    struct ReviewedClaim
    {
        double difference = 0; // f_c - y_c
        int decidedInAnswer = 0;
    };
    QList<ReviewedClaim> reviewedClaims;
    qint64 decidedClaims = 0;
    for (const QuestionState& question : m_questions) {
        int decided = 0, judgeSupported = 0;
        QList<double> differences;
        for (int index : question.claimIndexes) {
            const ClaimState& state = m_claims[index];
            if (state.claim.verdict == Verdict::Unknown || state.claim.orphaned ||
                state.claim.judgeModel != model)
                continue;
            ++decided;
            const double f = state.claim.verdict == Verdict::Supported ? 1.0 : 0.0;
            judgeSupported += static_cast<int>(f);
            if (state.human)
                differences.append(f - (*state.human == Verdict::Supported ? 1.0 : 0.0));
        }
        if (decided == 0)
            continue;
        decidedClaims += decided;
        judgeShares.append(double(judgeSupported) / decided);
        for (double difference : std::as_const(differences))
            reviewedClaims.append({difference, decided});
    }
    QList<std::pair<double, double>> rectifier;
    const double scale = judgeShares.isEmpty() ? 0.0 : double(decidedClaims) / double(judgeShares.size());
    for (const ReviewedClaim& claim : std::as_const(reviewedClaims))
        rectifier.append({scale * claim.difference / claim.decidedInAnswer, 0.0});
    judge::PpiEstimate estimate = judge::ppiMean(judgeShares, rectifier);
    estimate.answers = judgeShares.size();
    estimate.claimsJudged = decidedClaims;
    return estimate;
}

QStringList RunReview::judgeModels() const
{
    QStringList models;
    QSet<QString> seen;
    for (const ClaimState& state : m_claims)
        if (!state.claim.orphaned && !seen.contains(state.claim.judgeModel)) {
            seen.insert(state.claim.judgeModel);
            models.append(state.claim.judgeModel);
        }
    return models;
}

} // namespace goldset::review
