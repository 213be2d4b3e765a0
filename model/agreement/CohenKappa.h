#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace goldset::agreement {

enum class KappaWeights
{
    None,
    Linear,
    Quadratic
};

QString toString(KappaWeights weights); // "none", "linear", "quadratic"
std::optional<KappaWeights> kappaWeightsFromString(const QString& text);

// Cohen's kappa of two annotators from their k x k confusion matrix of counts.
//
// Weighted kappa uses disagreement weights d_ij = |i-j| (linear) or (i-j)^2 (quadratic) of the
// category positions. The reported `observed` and `expected` are weighted AGREEMENTS with the
// agreement weights w_ij = 1 - d_ij / d_max (d_max = k-1 or (k-1)^2, as SAS PROC FREQ does):
//   observed = sum w_ij p_ij,  expected = sum w_ij p_i+ p_+j,
// so that kappa = (observed - expected) / (1 - expected) holds for the reported numbers and
// equals 1 - sum d_ij p_ij / sum d_ij p_i+ p_+j. Unweighted kappa is the case w = identity.
//
// The standard error is the asymptotic one of Fleiss, Cohen & Everitt (1969), with weights:
//   Var = [sum p_ij (w_ij - (wbar_i. + wbar_.j)(1 - kappa))^2 - (kappa - p_e (1 - kappa))^2]
//         / (n (1 - p_e)^2),  wbar_i. = sum_j p_+j w_ij,  wbar_.j = sum_i p_i+ w_ij.
struct KappaResult
{
    qint64 n = 0;
    std::optional<double> observed; // undefined when n == 0
    std::optional<double> expected;
    std::optional<double> kappa;  // undefined when n < 2 or expected == 1
    std::optional<double> se;     // with kappa
    std::optional<double> ciLow;  // kappa - 1.96 se
    std::optional<double> ciHigh; // kappa + 1.96 se
};

// counts[i][j]: items that the first annotator put in category i and the second in j.
KappaResult cohenKappa(const QList<QList<qint64>>& counts, KappaWeights weights);

// Agreement weight w_ij of positions i, j among k categories (1 on the diagonal).
double agreementWeight(int i, int j, int k, KappaWeights weights);

} // namespace goldset::agreement
