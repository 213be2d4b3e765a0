#pragma once

#include <QList>
#include <optional>

namespace goldset::agreement {

// Fleiss' kappa (1971) for m raters per subject, from counts[subject][category] (each row sums
// to the same m). se0 is the standard error under kappa = 0 (Fleiss, Nee & Landis 1979), as R's
// irr::kappam.fleiss reports it: z = kappa / se0.
struct FleissResult
{
    qsizetype subjects = 0;
    int raters = 0;
    std::optional<double> kappa; // undefined below 2 subjects or 2 raters, unequal rows, or P_e = 1
    std::optional<double> se0;
};

FleissResult fleissKappa(const QList<QList<int>>& counts);

} // namespace goldset::agreement
