#pragma once

#include "core/Result.h"
#include "report/ReportData.h"

#include <QByteArray>

namespace goldset::reportpdf {

// The report as a PDF through Qt (QPdfWriter, QTextDocument): every section of the HTML report
// (htmlReport) in the same order, with a bar chart per thresholded or banded metric
// (MetricBarChart, vector) after the aggregate table; A4, page numbers, fonts that cover
// Chinese and Japanese embedded (ReportFonts). Needs a QGuiApplication (the CLI's is offscreen).
Result<QByteArray> pdfReport(const report::ReportData& data);

// Makes report::writeReport write "pdf": called once by each binary's main().
void registerPdfReportWriter();

} // namespace goldset::reportpdf
