#pragma once

#include "agreement/CohenKappa.h"
#include "domain/Entities.h"

#include <QList>
#include <array>
#include <optional>

namespace goldset::judge {

// How far a judge can be trusted, from the claims that people reviewed: Cohen's kappa between
// the judge's verdicts and the people's, the confusion matrix, and the judge's precision and
// recall at finding claims that are NOT supported (unsupported or contradicted) — the claims a
// faithfulness metric exists to catch. Claims the judge left "unknown" are not compared.
struct VerdictPair
{
    Verdict judge = Verdict::Unknown;
    Verdict human = Verdict::Unknown;
};

struct JudgeTrustReport
{
    qint64 compared = 0;
    // confusion[j][h]: judge said category j, people said h; order supported, unsupported, contradicted.
    std::array<std::array<qint64, 3>, 3> confusion{};
    agreement::KappaResult kappa; // unweighted, over the three verdicts
    std::optional<double>
        precisionNotSupported;                // of the judge's "not supported" calls, how many people agree
    std::optional<double> recallNotSupported; // of the people's "not supported", how many the judge caught
    qint64 overridden = 0;                    // reviewed claims where people disagree with the judge
};

JudgeTrustReport judgeTrust(const QList<VerdictPair>& pairs);

// Faithfulness by prediction-powered inference, as ARES does: the judge's mean over all N units,
// corrected by the mean judge-minus-human difference on the n reviewed units:
// theta = mean_N(f) - mean_n(f - y), Var = var_N(f) / N + var_n(f - y) / n (sample variances),
// 95% CI theta +- 1.96 sqrt(Var). A faithfulness lies in [0, 1]: the estimate and the interval
// are clipped to it. The unit is what the faithfulness metric averages: an answer (f, y = its
// share of supported claims by the judge, by people); the per-claim form (0/1 values) remains.
// reviewsToHalve: how many reviews in all would halve the interval's width, when reviews alone
// can (the judge's own variance term may already be more than a quarter of the total).
struct PpiEstimate
{
    qint64 claims = 0;       // N: the units of the judge's term (answers for RunReview::ppi)
    qint64 reviewed = 0;     // n: the units of the correction (reviewed claims for RunReview::ppi)
    qint64 answers = 0;      // RunReview::ppi: answers the judge decided
    qint64 claimsJudged = 0; // RunReview::ppi: their claims with a verdict
    std::optional<double> judgeMean;
    std::optional<double> estimate;
    std::optional<double> ciLow;
    std::optional<double> ciHigh;
    std::optional<qint64> reviewsToHalve;
};

// judgeSupported: 1/0 per claim, for every claim the judge decided;
// reviewed: (judge 1/0, human 1/0) for the claims people reviewed.
PpiEstimate ppiFaithfulness(const QList<int>& judgeSupported, const QList<std::pair<int, int>>& reviewed);
// judge: f per unit, for every unit the judge decided; reviewed: (f, y) for the reviewed units.
PpiEstimate ppiMean(const QList<double>& judge, const QList<std::pair<double, double>>& reviewed);

int verdictIndex(Verdict verdict); // 0 supported, 1 unsupported, 2 contradicted, -1 unknown

} // namespace goldset::judge
