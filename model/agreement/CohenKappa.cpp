#include "agreement/CohenKappa.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace goldset::agreement {
namespace {

// p_e this close to 1 means the two annotators (almost) always used one category: kappa is 0/0.
constexpr double kDegenerate = 1e-12;

} // namespace

QString toString(KappaWeights weights)
{
    switch (weights) {
    case KappaWeights::None:
        return QStringLiteral("none");
    case KappaWeights::Linear:
        return QStringLiteral("linear");
    case KappaWeights::Quadratic:
        return QStringLiteral("quadratic");
    }
    return {};
}

std::optional<KappaWeights> kappaWeightsFromString(const QString& text)
{
    for (KappaWeights w : {KappaWeights::None, KappaWeights::Linear, KappaWeights::Quadratic})
        if (text == toString(w))
            return w;
    return std::nullopt;
}

double agreementWeight(int i, int j, int k, KappaWeights weights)
{
    if (i == j)
        return 1.0;
    if (weights == KappaWeights::None || k < 2)
        return 0.0;
    const double distance = std::abs(i - j);
    const double maxDistance = k - 1;
    if (weights == KappaWeights::Linear)
        return 1.0 - distance / maxDistance;
    return 1.0 - (distance * distance) / (maxDistance * maxDistance);
}

KappaResult cohenKappa(const QList<QList<qint64>>& counts, KappaWeights weights)
{
    KappaResult result;
    const int k = int(counts.size());
    for (const auto& row : counts)
        for (qint64 count : row)
            result.n += count;
    if (result.n == 0)
        return result;

    const double n = double(result.n);
    QList<double> rowShare(k, 0.0);
    QList<double> columnShare(k, 0.0);
    for (int i = 0; i < k; ++i)
        for (int j = 0; j < k; ++j) {
            rowShare[i] += double(counts[i][j]) / n;
            columnShare[j] += double(counts[i][j]) / n;
        }

    double observed = 0;
    double expected = 0;
    for (int i = 0; i < k; ++i)
        for (int j = 0; j < k; ++j) {
            const double w = agreementWeight(i, j, k, weights);
            observed += w * double(counts[i][j]) / n;
            expected += w * rowShare[i] * columnShare[j];
        }
    result.observed = observed;
    result.expected = expected;
    if (result.n < 2 || 1.0 - expected < kDegenerate)
        return result;

    const double kappa = (observed - expected) / (1.0 - expected);
    result.kappa = kappa;

    double sum = 0;
    for (int i = 0; i < k; ++i) {
        double rowMean = 0; // wbar_i.
        for (int j = 0; j < k; ++j)
            rowMean += columnShare[j] * agreementWeight(i, j, k, weights);
        for (int j = 0; j < k; ++j) {
            if (counts[i][j] == 0)
                continue;
            double columnMean = 0; // wbar_.j
            for (int r = 0; r < k; ++r)
                columnMean += rowShare[r] * agreementWeight(r, j, k, weights);
            const double term = agreementWeight(i, j, k, weights) - (rowMean + columnMean) * (1.0 - kappa);
            sum += double(counts[i][j]) / n * term * term;
        }
    }
    const double correction = kappa - expected * (1.0 - kappa);
    // Rounding can push a variance of exactly 0 (perfect agreement) a hair below 0.
    const double variance =
        std::max(0.0, (sum - correction * correction) / (n * (1.0 - expected) * (1.0 - expected)));
    const double se = std::sqrt(variance);
    result.se = se;
    result.ciLow = kappa - 1.96 * se;
    result.ciHigh = kappa + 1.96 * se;
    return result;
}

} // namespace goldset::agreement
