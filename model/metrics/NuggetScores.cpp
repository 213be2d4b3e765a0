#include "NuggetScores.h"

#include <QHash>

namespace goldset::metrics {
namespace {

bool everyClaimLinked(const AnswerNuggetFacts& facts)
{
    return !facts.claims.empty() &&
           std::all_of(facts.claims.begin(), facts.claims.end(),
                       [](const AnswerNuggetFacts::ClaimFacts& c) { return c.linked; });
}

double nuggetShare(std::size_t part, std::size_t whole)
{
    return static_cast<double>(part) / static_cast<double>(whole);
}

} // namespace

std::optional<double> nuggetScore(const AnswerNuggetFacts& facts, bool vitalOnly, bool strict)
{
    double sum = 0;
    std::size_t counted = 0;
    for (const auto& n : facts.nuggets) {
        if (vitalOnly && n.importance != NuggetImportance::Vital)
            continue;
        if (!n.support)
            return std::nullopt;
        ++counted;
        if (*n.support == NuggetValue::Support)
            sum += 1.0;
        else if (*n.support == NuggetValue::PartialSupport && !strict)
            sum += 0.5;
    }
    if (counted == 0)
        return std::nullopt;
    return sum / static_cast<double>(counted);
}

std::optional<double> contextRecallLlm(const AnswerNuggetFacts& facts)
{
    if (facts.nuggets.empty())
        return std::nullopt;
    std::size_t present = 0;
    for (const auto& n : facts.nuggets) {
        if (!n.context)
            return std::nullopt;
        present += *n.context == NuggetValue::Present;
    }
    return nuggetShare(present, facts.nuggets.size());
}

std::optional<double> correctnessPrecision(const AnswerNuggetFacts& facts)
{
    if (facts.nuggets.empty() || !everyClaimLinked(facts))
        return std::nullopt;
    const auto correct =
        std::count_if(facts.claims.begin(), facts.claims.end(),
                      [](const AnswerNuggetFacts::ClaimFacts& c) { return !c.nuggets.empty(); });
    return nuggetShare(static_cast<std::size_t>(correct), facts.claims.size());
}

std::optional<double> correctnessRecall(const AnswerNuggetFacts& facts)
{
    if (facts.nuggets.empty() || !everyClaimLinked(facts))
        return std::nullopt;
    std::vector<bool> stated(facts.nuggets.size(), false);
    for (const auto& c : facts.claims)
        for (const int i : c.nuggets)
            if (i >= 0 && static_cast<std::size_t>(i) < stated.size())
                stated[static_cast<std::size_t>(i)] = true;
    return nuggetShare(static_cast<std::size_t>(std::count(stated.begin(), stated.end(), true)),
                       stated.size());
}

std::optional<double> correctnessF1(const AnswerNuggetFacts& facts)
{
    const auto p = correctnessPrecision(facts);
    const auto r = correctnessRecall(facts);
    if (!p || !r)
        return std::nullopt;
    if (*p + *r == 0)
        return 0.0;
    return 2 * *p * *r / (*p + *r);
}

std::optional<double> contextUtilization(const AnswerNuggetFacts& facts)
{
    const bool judged =
        std::any_of(facts.claims.begin(), facts.claims.end(),
                    [](const AnswerNuggetFacts::ClaimFacts& c) { return c.verdict != Verdict::Unknown; });
    if (!facts.hasGold || facts.relevantRetrieved == 0 || !judged)
        return std::nullopt;
    return nuggetShare(static_cast<std::size_t>(facts.relevantUsed),
                       static_cast<std::size_t>(facts.relevantRetrieved));
}

std::optional<double> noiseSensitivity(const AnswerNuggetFacts& facts)
{
    if (!facts.hasGold || facts.nuggets.empty() || !everyClaimLinked(facts))
        return std::nullopt;
    const auto noisy = std::count_if(facts.claims.begin(), facts.claims.end(), [](const auto& c) {
        return c.nuggets.empty() && c.verdict == Verdict::Supported && c.supportedByIrrelevant &&
               !c.supportedByRelevant;
    });
    return nuggetShare(static_cast<std::size_t>(noisy), facts.claims.size());
}

std::optional<double> hallucinationGroundTruth(const AnswerNuggetFacts& facts)
{
    if (facts.nuggets.empty() || !everyClaimLinked(facts))
        return std::nullopt;
    std::size_t hallucinated = 0;
    for (const auto& c : facts.claims) {
        if (c.verdict == Verdict::Unknown)
            return std::nullopt; // whether a chunk supports it is not known yet
        hallucinated += c.nuggets.empty() && c.verdict != Verdict::Supported;
    }
    return nuggetShare(hallucinated, facts.claims.size());
}

std::optional<double> noiseSensitivityRelevant(const AnswerNuggetFacts& facts)
{
    if (!facts.hasGold || facts.nuggets.empty() || !everyClaimLinked(facts))
        return std::nullopt;
    const auto noisy = std::count_if(facts.claims.begin(), facts.claims.end(), [](const auto& c) {
        return c.nuggets.empty() && c.verdict == Verdict::Supported && c.supportedByRelevant;
    });
    return nuggetShare(static_cast<std::size_t>(noisy), facts.claims.size());
}

std::optional<double> claimsOutsideGroundTruth(const AnswerNuggetFacts& facts)
{
    if (facts.nuggets.empty() || !everyClaimLinked(facts))
        return std::nullopt;
    std::size_t outside = 0;
    for (const auto& c : facts.claims) {
        if (!c.nuggets.empty())
            continue;
        if (c.verdict == Verdict::Unknown)
            return std::nullopt;
        outside += c.verdict == Verdict::Supported;
    }
    return nuggetShare(outside, facts.claims.size());
}

std::optional<NuggetValue> effectiveNuggetValue(std::optional<NuggetValue> judge,
                                                const QList<NuggetValue>& reviews)
{
    if (reviews.isEmpty())
        return judge;
    QHash<int, int> votes;
    int best = 0;
    for (const NuggetValue v : reviews)
        best = std::max(best, ++votes[static_cast<int>(v)]);
    for (auto it = reviews.crbegin(); it != reviews.crend(); ++it)
        if (votes.value(static_cast<int>(*it)) == best)
            return *it;
    return judge;
}

} // namespace goldset::metrics
