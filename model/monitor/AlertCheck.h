#pragma once

#include "core/Result.h"
#include "monitor/AlertRule.h"
#include "storage/AlertStore.h"

#include <QDate>

namespace goldset::storage {
class Project;
}

namespace goldset::monitor {

// Checks rules on every day with interactions from `since` to the last day with data (the
// last day alone without `since`), records what fired (once per rule and day) in one
// transaction and returns it, oldest day first. A relative rule needs its mean: on a day
// without any data in the days before, it does not fire.
Result<QList<storage::FiredAlert>> checkAlerts(storage::Project& project, const QList<AlertRule>& rules,
                                               std::optional<QDate> since);

// The project's rules (alert_rule), parsed.
Result<QList<AlertRule>> projectAlertRules(const storage::Project& project);

} // namespace goldset::monitor
