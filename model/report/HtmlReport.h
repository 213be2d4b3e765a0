#pragma once

#include "ReportData.h"

namespace goldset::report {

// The same report as a self-contained HTML page; all project text is HTML-escaped.
// `afterAggregate` (HTML, e.g. the PDF's charts) goes between the aggregate table and the
// failing cases.
QString htmlReport(const ReportData& data, const QString& afterAggregate = {});

} // namespace goldset::report
