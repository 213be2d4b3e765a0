#include "PdfReport.h"

#include "PlainPdf.h"

namespace goldset::report {

QByteArray pdfReport(const ReportData& data)
{
    PlainPdf pdf;
    pdf.addLine(QStringLiteral("Goldset evaluation"));
    pdf.addLine({});
    QString header =
        QStringLiteral("%1 %2").arg(QStringLiteral("metric"), -24).arg(QStringLiteral("threshold"), -10);
    for (const RunSummary& run : data.runs)
        header += QStringLiteral(" %1").arg(run.name.left(16), -16);
    pdf.addLine(header);
    for (qsizetype m = 0; m < data.metrics.size(); ++m) {
        const auto& threshold = data.thresholds[m];
        QString line = QStringLiteral("%1 %2")
                           .arg(data.metrics[m], -24)
                           .arg(threshold ? threshold->text() : QString(), -10);
        for (const RunSummary& run : data.runs) {
            const auto value = run.values[static_cast<std::size_t>(m)];
            line += QStringLiteral(" %1").arg(
                valueText(value) + QLatin1Char(' ') + verdictText(threshold, value), -16);
        }
        pdf.addLine(line);
    }
    for (const RunSummary& run : data.runs) {
        pdf.addLine({});
        pdf.addLine(QStringLiteral("Failing cases: %1 (%2 of %3 questions)")
                        .arg(run.name)
                        .arg(run.failingCaseCount)
                        .arg(run.questions));
        for (const FailingCase& c : run.failingCases) {
            pdf.addLine({});
            pdf.addLine(c.qid + QLatin1String(": ") + excerpt(c.question));
            QStringList scores;
            for (const auto& [name, value] : c.scores)
                scores << name + QLatin1Char('=') + valueText(value);
            pdf.addLine(QLatin1String("  failed: ") + c.failedMetrics.join(QLatin1String(", ")));
            pdf.addLine(QLatin1String("  scores: ") + scores.join(QLatin1String(", ")));
            pdf.addLine(QLatin1String("  answer: ") + excerpt(c.answer));
        }
    }
    return pdf.toPdf();
}

} // namespace goldset::report
