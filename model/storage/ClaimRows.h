#pragma once

#include "domain/Entities.h"

class QSqlQuery;

namespace goldset::storage {

// A claim row as RunStore and ClaimSync read it: select kClaimColumns, in that order.
inline constexpr const char* kClaimColumns =
    "id, run_id, question_id, ordinal, text, verdict, reason, evidence, judge_model, prompt_hash, orphaned";
Claim claimFromRow(const QSqlQuery& q);

} // namespace goldset::storage
