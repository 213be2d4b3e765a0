#pragma once

#include "domain/Entities.h"

#include <optional>

namespace goldset::judge {

// Faithfulness of one answer by one judge: supported claims / judged claims. Claims without a
// verdict (unknown: not judged yet, or the judge failed on them) are left out; undefined
// (nullopt, never 0) when no claim of that judge has a verdict.
std::optional<double> faithfulness(const QList<Claim>& claims, const QString& judgeModel);

} // namespace goldset::judge
