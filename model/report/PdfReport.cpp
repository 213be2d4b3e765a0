#include "PdfReport.h"

#include "MetricBarChart.h"
#include "PlainPdf.h"
#include "SignificancePdfTable.h"

namespace goldset::report {

namespace {

void heading(PlainPdf& pdf, const QString& text, double size)
{
    PdfGraphic g(PlainPdf::kBodyWidth, size + 8);
    g.text(0, 6, text, pdf::Font::HelveticaBold, size, PdfGraphic::Colour{});
    pdf.addGraphic(g);
}

// Small grey text, wrapped at spaces to the page's width.
void note(PlainPdf& pdf, const QString& text)
{
    constexpr double kSize = 7.5;
    QStringList lines{QString()};
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = lines.last().isEmpty() ? word : lines.last() + QLatin1Char(' ') + word;
        if (!lines.last().isEmpty() &&
            pdf::textWidth(longer, pdf::Font::Helvetica, kSize) > PlainPdf::kBodyWidth)
            lines << word;
        else
            lines.last() = longer;
    }
    PdfGraphic g(PlainPdf::kBodyWidth, 10 * static_cast<double>(lines.size()) + 2);
    for (qsizetype i = 0; i < lines.size(); ++i)
        g.text(0, g.height() - 10 * static_cast<double>(i + 1) + 2, lines[i], pdf::Font::Helvetica, kSize,
               PdfGraphic::Colour::rgb(90, 90, 90));
    pdf.addGraphic(g);
}

void aggregateTable(PlainPdf& pdf, const ReportData& data)
{
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
                valueText(data.metrics[m], value) + QLatin1Char(' ') + verdictText(threshold, value), -16);
        }
        pdf.addLine(line);
    }
    if (const QString line = data.judgeLine(); !line.isEmpty())
        note(pdf, line);
}

void charts(PlainPdf& pdf, const ReportData& data)
{
    const QStringList charted = data.chartedMetrics();
    if (charted.isEmpty())
        return;
    pdf.addLine({});
    pdf.keepRoom(21 + 24 + 11 + MetricBarChart::kHeight); // heading, note, the first chart
    heading(pdf, QStringLiteral("Charts"), 13);
    note(pdf,
         QStringLiteral("Bars: each run's value; whiskers: 95% bootstrap interval over its questions; dashed "
                        "red line: the threshold; shading: the quality bands."));
    for (const QString& metric : charted) {
        pdf.addLine({});
        pdf.addGraphic(MetricBarChart(data, static_cast<int>(data.metrics.indexOf(metric))).draw());
    }
}

void significance(PlainPdf& pdf, const ReportData& data)
{
    if (data.runs.size() < 2 || !data.comparison)
        return;
    pdf.addLine({});
    pdf.keepRoom(21 + 24 + SignificancePdfTable::heightOf(5)); // heading, note, a few rows
    heading(pdf, QStringLiteral("Significance"), 13);
    note(pdf,
         QStringLiteral("Paired randomization test on the questions both runs define, p adjusted with Holm "
                        "over all %1 comparisons; a difference is real below p = %2. W / T / L: questions "
                        "where A is better / equal / worse.")
             .arg(data.comparison->pairs().size())
             .arg(data.comparison->alpha()));
    for (const PdfGraphic& block : SignificancePdfTable::draw(*data.comparison, pdf.roomLeft()))
        pdf.addGraphic(block);
}

void failingCases(PlainPdf& pdf, const ReportData& data)
{
    for (const RunSummary& run : data.runs) {
        pdf.addLine({});
        heading(pdf, QStringLiteral("Failing cases: %1").arg(run.name), 13);
        pdf.addLine(QStringLiteral("%1 of %2 questions fail a threshold%3.")
                        .arg(run.failingCaseCount)
                        .arg(run.questions)
                        .arg(run.failingCaseCount > run.failingCases.size()
                                 ? QStringLiteral(" (the first %1 shown)").arg(run.failingCases.size())
                                 : QString()));
        for (const FailingCase& c : run.failingCases) {
            pdf.addLine({});
            pdf.addLine(c.qid + QLatin1String(": ") + excerpt(c.question));
            QStringList scores;
            for (const auto& [name, value] : c.scores)
                scores << name + QLatin1Char('=') + valueText(name, value);
            pdf.addLine(QLatin1String("  failed: ") + c.failedMetrics.join(QLatin1String(", ")));
            pdf.addLine(QLatin1String("  scores: ") + scores.join(QLatin1String(", ")));
            pdf.addLine(QLatin1String("  answer: ") + excerpt(c.answer));
        }
    }
}

} // namespace

QByteArray pdfReport(const ReportData& data)
{
    PlainPdf pdf;
    heading(pdf, QStringLiteral("Goldset evaluation"), 16);
    QStringList names;
    for (const RunSummary& run : data.runs)
        names << run.name;
    note(pdf, QStringLiteral("Runs: ") + names.join(QLatin1String(", ")));
    pdf.addLine({});
    aggregateTable(pdf, data);
    charts(pdf, data);
    significance(pdf, data);
    failingCases(pdf, data);
    return pdf.toPdf();
}

} // namespace goldset::report
