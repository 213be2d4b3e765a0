#pragma once

#include "ReportData.h"

namespace goldset::report {

// The same report as a self-contained HTML page; all project text is HTML-escaped.
QString htmlReport(const ReportData& data);

} // namespace goldset::report
