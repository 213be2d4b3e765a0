#pragma once

#include "core/Result.h"

#include <QDate>

namespace goldset::storage {
class Project;
}

namespace goldset::monitor {

enum class MonitorReportFormat
{
    Markdown,
    Html,
};

// The weekly monitoring report: the week's numbers beside the week before and their change,
// each day's numbers with its 7- and 30-day moving averages, and the alerts that fired. The
// week is the 7 days ending on the last day with interactions; with `since`, the days from
// `since` to that last day (the previous period is as long, just before).
Result<QString> monitorReport(const storage::Project& project, MonitorReportFormat format,
                              std::optional<QDate> since);

} // namespace goldset::monitor
