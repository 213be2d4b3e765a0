#include "agreement/FleissKappa.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace goldset::agreement {

FleissResult fleissKappa(const QList<QList<int>>& counts)
{
    FleissResult result;
    result.subjects = counts.size();
    if (counts.isEmpty())
        return result;
    const qsizetype k = counts.first().size();
    result.raters = std::accumulate(counts.first().cbegin(), counts.first().cend(), 0);
    for (const auto& row : counts)
        if (row.size() != k || std::accumulate(row.cbegin(), row.cend(), 0) != result.raters)
            return result;
    if (result.subjects < 2 || result.raters < 2)
        return result;

    const double subjects = double(result.subjects);
    const double m = result.raters;
    QList<double> share(k, 0.0); // p_j
    double meanAgreement = 0;    // P-bar
    for (const auto& row : counts) {
        double squares = 0;
        for (qsizetype j = 0; j < k; ++j) {
            squares += double(row[j]) * double(row[j]);
            share[j] += double(row[j]) / (subjects * m);
        }
        meanAgreement += (squares - m) / (m * (m - 1)) / subjects;
    }
    double chance = 0; // P_e = sum p_j^2
    double spread = 0; // sum p_j q_j
    double skew = 0;   // sum p_j q_j (q_j - p_j)
    for (double p : share) {
        chance += p * p;
        spread += p * (1 - p);
        skew += p * (1 - p) * (1 - 2 * p);
    }
    if (1.0 - chance < 1e-12)
        return result;
    result.kappa = (meanAgreement - chance) / (1.0 - chance);
    const double variance = 2.0 / (spread * spread * subjects * m * (m - 1)) * (spread * spread - skew);
    result.se0 = std::sqrt(std::max(0.0, variance));
    return result;
}

} // namespace goldset::agreement
