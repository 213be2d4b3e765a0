#pragma once

#include "core/Result.h"
#include "metrics/QuestionScope.h"

#include <QByteArray>
#include <QStringList>

namespace goldset::storage {
class Project;
}

namespace goldset::report {

struct ReportData;

// The report of the named runs with the project's thresholds, as "md", "html" or "pdf" bytes:
// what `goldset-cli report` writes and the GUI's Export Report saves.
Result<QByteArray> writeReport(storage::Project& project, const QStringList& runNames, const QString& format,
                               metrics::QuestionScope scope = metrics::QuestionScope::Accepted);

// PDF needs QtGui (QPdfWriter, fonts), which goldset_model never links: each binary registers
// goldset_report_pdf's writer at start-up (reportpdf/PdfReport.h). Without one, "pdf" is
// refused with a clear error.
using PdfReportWriter = Result<QByteArray> (*)(const ReportData& data);
void registerPdfReportWriter(PdfReportWriter writer);

} // namespace goldset::report
