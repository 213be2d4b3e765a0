#pragma once

#include "agreement/AgreementReport.h"

#include <QString>
#include <nlohmann/json.hpp>

namespace goldset::agreement {

// The object of `goldset-cli agreement --json` (DESIGN.md): items, annotators, categories,
// weights, pairwise [{a, b, n, observed, expected, kappa, se, ci95}], fleiss_kappa, fleiss_items,
// krippendorff_alpha {nominal, ordinal, interval}. Undefined values are null; numbers are
// written at full precision. Integer categories are JSON numbers, others strings.
nlohmann::ordered_json agreementJson(const AgreementReport& report);

// A readable table of the same numbers ("undefined" where the JSON has null).
QString agreementText(const AgreementReport& report);

} // namespace goldset::agreement
