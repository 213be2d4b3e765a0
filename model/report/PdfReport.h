#pragma once

#include "ReportData.h"

#include <QByteArray>

namespace goldset::report {

// The report as a text-only PDF (PlainPdf): aggregate table, then failing cases. No charts.
QByteArray pdfReport(const ReportData& data);

} // namespace goldset::report
