#include "ReportWriter.h"

#include "HtmlReport.h"
#include "MarkdownReport.h"
#include "ReportData.h"
#include "storage/Project.h"

#include <QCoreApplication>
#include <atomic>

namespace goldset::report {

namespace {

std::atomic<PdfReportWriter> g_pdfWriter{nullptr};

} // namespace

void registerPdfReportWriter(PdfReportWriter writer)
{
    g_pdfWriter.store(writer);
}

Result<QByteArray> writeReport(storage::Project& project, const QStringList& runNames, const QString& format,
                               metrics::QuestionScope scope)
{
    if (format != QLatin1String("md") && format != QLatin1String("html") && format != QLatin1String("pdf"))
        return Error{QCoreApplication::translate("goldset::report::ReportWriter",
                                                 "the report format must be md, html or pdf, not '%1'")
                         .arg(format)};
    const PdfReportWriter pdfWriter = g_pdfWriter.load();
    if (format == QLatin1String("pdf") && !pdfWriter)
        return Error{QCoreApplication::translate("goldset::report::ReportWriter",
                                                 "PDF reports are not available in this program")};
    auto thresholds = metrics::loadThresholds(project.settings());
    if (!thresholds)
        return thresholds.error();
    auto bands = metrics::loadQualityBands(project.settings());
    if (!bands)
        return bands.error();
    auto data = ReportData::collect(project, runNames, *thresholds, *bands, scope);
    if (!data)
        return data.error();
    if (format == QLatin1String("md"))
        return markdownReport(*data).toUtf8();
    if (format == QLatin1String("html"))
        return htmlReport(*data).toUtf8();
    return pdfWriter(*data);
}

} // namespace goldset::report
