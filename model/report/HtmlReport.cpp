#include "HtmlReport.h"

namespace goldset::report {

namespace {

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

} // namespace

QString htmlReport(const ReportData& data, const QString& afterAggregate)
{
    QString h;
    h += QLatin1String(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Goldset evaluation</title>\n"
        "<style>body{font-family:sans-serif}table{border-collapse:collapse}"
        "td,th{border:1px solid #999;padding:2px 6px}td.num{text-align:right}"
        ".FAIL{color:#b00;font-weight:bold}.PASS{color:#070}</style></head><body>\n"
        "<h1>Goldset evaluation</h1>\n<table>\n<tr><th>metric</th><th>threshold</th>");
    for (const RunSummary& run : data.runs)
        h += QLatin1String("<th>") + esc(run.name) + QLatin1String("</th>");
    h += QLatin1String("</tr>\n");
    for (qsizetype m = 0; m < data.metrics.size(); ++m) {
        const auto& threshold = data.thresholds[m];
        h += QLatin1String("<tr><td>") + esc(data.metrics[m]) + QLatin1String("</td><td>") +
             (threshold ? esc(threshold->text()) : QString()) + QLatin1String("</td>");
        for (const RunSummary& run : data.runs) {
            const auto value = run.values[static_cast<std::size_t>(m)];
            const QString verdict = verdictText(threshold, value);
            h += QLatin1String("<td class=\"num\">") + valueText(data.metrics[m], value);
            if (!verdict.isEmpty())
                h += QStringLiteral(" <span class=\"%1\">%1</span>").arg(verdict);
            h += QLatin1String("</td>");
        }
        h += QLatin1String("</tr>\n");
    }
    h += QLatin1String("</table>\n");
    if (const QString line = data.judgeLine(); !line.isEmpty())
        h += QLatin1String("<p>") + esc(line) + QLatin1String("</p>\n");
    h += afterAggregate;
    for (const RunSummary& run : data.runs) {
        h += QLatin1String("<h2>Failing cases: ") + esc(run.name) + QLatin1String("</h2>\n");
        if (run.leftOut.total() > 0)
            h += QStringLiteral("<p>%1 questions of the run left out (%2 draft, %3 rejected).</p>\n")
                     .arg(run.leftOut.total())
                     .arg(run.leftOut.drafts)
                     .arg(run.leftOut.rejected);
        if (run.failingCases.isEmpty()) {
            h += QLatin1String("<p>None.</p>\n");
            continue;
        }
        h += QStringLiteral("<p>%1 of %2 questions fail a threshold.</p>\n")
                 .arg(run.failingCaseCount)
                 .arg(run.questions);
        h += QLatin1String(
            "<table>\n<tr><th>question</th><th>failed</th><th>scores</th><th>answer</th></tr>\n");
        for (const FailingCase& c : run.failingCases) {
            QStringList scores;
            for (const auto& [name, value] : c.scores)
                scores << esc(name) + QLatin1Char('=') + valueText(name, value);
            QStringList failed;
            for (const QString& f : c.failedMetrics)
                failed << esc(f);
            h += QLatin1String("<tr><td>") + esc(c.qid) + QLatin1String(": ") + esc(excerpt(c.question)) +
                 QLatin1String("</td><td>") + failed.join(QLatin1String(", ")) + QLatin1String("</td><td>") +
                 scores.join(QLatin1String(", ")) + QLatin1String("</td><td>") + esc(excerpt(c.answer)) +
                 QLatin1String("</td></tr>\n");
        }
        h += QLatin1String("</table>\n");
    }
    if (data.runs.size() >= 2 && data.comparison && !data.comparison->pairs().empty()) {
        const metrics::RunComparison& comparison = *data.comparison;
        h +=
            QStringLiteral("<h2>Significance</h2>\n<p>Paired randomization test on the questions both runs "
                           "define, p adjusted with Holm over all %1 comparisons; a difference is real below "
                           "p = %2.</p>\n<table>\n<tr><th>metric</th><th>A</th><th>B</th><th>mean A − B</th>"
                           "<th>A wins / ties / losses</th><th>p (Holm)</th><th>verdict</th></tr>\n")
                .arg(comparison.pairs().size())
                .arg(comparison.alpha());
        for (const metrics::RunComparison::Pair& pair : comparison.pairs()) {
            const QString& metric = comparison.metricNames()[pair.metric];
            h += QLatin1String("<tr><td>") + esc(metric) + QLatin1String("</td><td>") +
                 esc(comparison.runNames()[pair.runA]) + QLatin1String("</td><td>") +
                 esc(comparison.runNames()[pair.runB]) + QLatin1String("</td><td class=\"num\">") +
                 esc(differenceText(metric, pair)) +
                 QStringLiteral("</td><td class=\"num\">%1 / %2 / %3</td><td class=\"num\">")
                     .arg(pair.winTieLoss.wins)
                     .arg(pair.winTieLoss.ties)
                     .arg(pair.winTieLoss.losses) +
                 esc(pValueText(pair.randomizationHolm)) + QLatin1String("</td><td>") +
                 (pair.significant ? QLatin1String("<b>") : QLatin1String("")) +
                 esc(pairVerdict(comparison, pair)) +
                 (pair.significant ? QLatin1String("</b>") : QLatin1String("")) +
                 QLatin1String("</td></tr>\n");
        }
        h += QLatin1String("</table>\n");
    }
    h += QLatin1String("</body></html>\n");
    return h;
}

} // namespace goldset::report
