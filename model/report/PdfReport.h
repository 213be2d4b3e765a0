#pragma once

#include "ReportData.h"

#include <QByteArray>

namespace goldset::report {

// The report as a PDF (PlainPdf): the aggregate table with thresholds and PASS/FAIL, one bar
// chart per metric with a threshold or quality bands (MetricBarChart), with 2+ runs the
// significance of their differences (SignificancePdfTable), then each run's failing cases.
QByteArray pdfReport(const ReportData& data);

} // namespace goldset::report
