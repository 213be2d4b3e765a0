#pragma once

#include "domain/Entities.h"

#include <optional>

namespace goldset::metrics {

// The verdict that counts for a claim:
//   1. the lead's adjudicated verdict, when there is one;
//   2. else the people's reviews: the majority verdict; on a tie, among the tied verdicts the
//      one reviewed last (`reviews` are oldest first);
//   3. else the judge's verdict.
Verdict effectiveVerdict(Verdict judgeVerdict, const QList<Verdict>& reviews,
                         std::optional<Verdict> adjudicated);

} // namespace goldset::metrics
