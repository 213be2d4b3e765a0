#pragma once

#include "domain/Nugget.h"

#include <optional>
#include <vector>

namespace goldset::metrics {

// What one answer's nugget metrics are made of: its question's nuggets with the verdicts that
// count (people's over the judge's; none when nobody judged the nugget's current text), its
// claims with their verdicts and the nuggets each states, and its retrieved chunks' relevance.
struct AnswerNuggetFacts
{
    struct NuggetFacts
    {
        NuggetImportance importance = NuggetImportance::Okay;
        std::optional<NuggetValue> support; // support, partial_support, not_support
        std::optional<NuggetValue> context; // present, absent
    };
    struct ClaimFacts
    {
        Verdict verdict = Verdict::Unknown; // effective verdict against the contexts
        bool linked = false;                // claim_correctness said which nuggets it states
        std::vector<int> nuggets;           // indexes into `nuggets`
        bool supportedByRelevant = false;   // a relevant retrieved chunk is among its evidence
        bool supportedByIrrelevant = false; // an irrelevant retrieved chunk is among its evidence
    };
    std::vector<NuggetFacts> nuggets;
    std::vector<ClaimFacts> claims;
    bool hasGold = false;      // the question has gold grades: chunk relevance is known
    int relevantRetrieved = 0; // retrieved chunks with a gold grade >= 1
    int relevantUsed = 0;      // of those, the ones that are evidence of a supported claim
};

// The TREC 2024 RAG track's nugget scores (Pradeep et al., 2024): the mean over the nuggets (or
// the vital ones) of 1 for support, and, unless strict, 0.5 for partial_support; 0 otherwise.
// Undefined without such nuggets, or while one of them has no verdict.
std::optional<double> nuggetScore(const AnswerNuggetFacts& facts, bool vitalOnly, bool strict);
// LLM context recall (RAGAS' LLMContextRecall with nuggets as the reference's statements):
// nuggets present in the retrieved contexts / nuggets.
std::optional<double> contextRecallLlm(const AnswerNuggetFacts& facts);
// Answer correctness against the ground truth (RAGChecker's precision and recall): precision
// = claims that state a nugget / claims; recall = nuggets some claim states / nuggets; F1 their
// harmonic mean (0 when both are 0). Undefined until every claim is linked.
std::optional<double> correctnessPrecision(const AnswerNuggetFacts& facts);
std::optional<double> correctnessRecall(const AnswerNuggetFacts& facts);
std::optional<double> correctnessF1(const AnswerNuggetFacts& facts);
// Context utilization: relevant retrieved chunks that are evidence of a supported claim /
// relevant retrieved chunks (needs gold grades and a claim with a verdict).
std::optional<double> contextUtilization(const AnswerNuggetFacts& facts);
// RAGChecker's noise sensitivity (in irrelevant chunks): claims that state no nugget yet are
// supported by an irrelevant retrieved chunk and by no relevant one / claims.
std::optional<double> noiseSensitivity(const AnswerNuggetFacts& facts);
// RAGChecker's hallucination: claims that state no nugget and that no retrieved chunk supports
// (unsupported or contradicted) / claims.
std::optional<double> hallucinationGroundTruth(const AnswerNuggetFacts& facts);
// RAGChecker's noise sensitivity in relevant chunks: claims that state no nugget yet are
// supported by a relevant retrieved chunk / claims.
std::optional<double> noiseSensitivityRelevant(const AnswerNuggetFacts& facts);
// Claims the retrieved contexts support but the ground truth does not: claims that state no
// nugget with a supported verdict / claims. RAGChecker's two noise sensitivities together, and
// defined without gold grades. Undefined while such a claim's verdict is unknown.
std::optional<double> claimsOutsideGroundTruth(const AnswerNuggetFacts& facts);

// The verdict that counts for a nugget: the people's majority (a tie goes to the verdict
// reviewed last; reviews oldest first), else the judge's.
std::optional<NuggetValue> effectiveNuggetValue(std::optional<NuggetValue> judge,
                                                const QList<NuggetValue>& reviews);

} // namespace goldset::metrics
