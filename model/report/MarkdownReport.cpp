#include "MarkdownReport.h"

namespace goldset::report {

QString escapeMarkdown(const QString& text)
{
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '&':
            out += QLatin1String("&amp;");
            break;
        case '<':
            out += QLatin1String("&lt;");
            break;
        case '>':
            out += QLatin1String("&gt;");
            break;
        case '\n':
        case '\r':
        case '\t':
            out += QLatin1Char(' ');
            break;
        case '\\':
        case '`':
        case '*':
        case '_':
        case '{':
        case '}':
        case '[':
        case ']':
        case '(':
        case ')':
        case '#':
        case '+':
        case '-':
        case '!':
        case '|':
        case '~':
            out += QLatin1Char('\\');
            out += c;
            break;
        default:
            out += c;
        }
    }
    return out;
}

QString markdownReport(const ReportData& data)
{
    QString md;
    md += QLatin1String("## Goldset evaluation\n\n");
    md += QLatin1String("| metric | threshold |");
    for (const RunSummary& run : data.runs)
        md += QLatin1Char(' ') + escapeMarkdown(run.name) + QLatin1String(" |");
    md += QLatin1String("\n|---|---|");
    for (qsizetype i = 0; i < data.runs.size(); ++i)
        md += QLatin1String("---:|");
    md += QLatin1Char('\n');
    for (qsizetype m = 0; m < data.metrics.size(); ++m) {
        const auto& threshold = data.thresholds[m];
        md += QLatin1String("| ") + escapeMarkdown(data.metrics[m]) + QLatin1String(" | ") +
              (threshold ? escapeMarkdown(threshold->text()) : QString()) + QLatin1String(" |");
        for (const RunSummary& run : data.runs) {
            const auto value = run.values[static_cast<std::size_t>(m)];
            const QString verdict = verdictText(threshold, value);
            QString cell = valueText(data.metrics[m], value);
            if (verdict == QLatin1String("FAIL"))
                cell = QLatin1String("**") + cell + QLatin1String(" FAIL**");
            else if (!verdict.isEmpty())
                cell += QLatin1String(" PASS");
            md += QLatin1Char(' ') + cell + QLatin1String(" |");
        }
        md += QLatin1Char('\n');
    }
    if (const QString line = data.judgeLine(); !line.isEmpty())
        md += QLatin1Char('\n') + escapeMarkdown(line) + QLatin1Char('\n');
    for (const RunSummary& run : data.runs) {
        md += QLatin1String("\n### Failing cases: ") + escapeMarkdown(run.name) + QLatin1Char('\n');
        if (run.leftOut.total() > 0)
            md += QStringLiteral("\n%1 questions of the run left out (%2 draft, %3 rejected).\n")
                      .arg(run.leftOut.total())
                      .arg(run.leftOut.drafts)
                      .arg(run.leftOut.rejected);
        if (run.failingCases.isEmpty()) {
            md += QLatin1String("\nNone.\n");
            continue;
        }
        md += QStringLiteral("\n%1 of %2 questions fail a threshold")
                  .arg(run.failingCaseCount)
                  .arg(run.questions);
        if (run.failingCaseCount > run.failingCases.size())
            md += QStringLiteral(" (the first %1 shown)").arg(run.failingCases.size());
        md += QLatin1String(".\n\n| question | failed | scores | answer |\n|---|---|---|---|\n");
        for (const FailingCase& c : run.failingCases) {
            QStringList scores;
            for (const auto& [name, value] : c.scores)
                scores << escapeMarkdown(name) + QLatin1Char('=') + valueText(name, value);
            QStringList failed;
            for (const QString& f : c.failedMetrics)
                failed << escapeMarkdown(f);
            md += QLatin1String("| ") + escapeMarkdown(c.qid) + QLatin1String(": ") +
                  escapeMarkdown(excerpt(c.question)) + QLatin1String(" | ") +
                  failed.join(QLatin1String(", ")) + QLatin1String(" | ") + scores.join(QLatin1String(", ")) +
                  QLatin1String(" | ") + escapeMarkdown(excerpt(c.answer)) + QLatin1String(" |\n");
        }
    }
    // Last, so that bots reading the table and the failing cases from the top are not affected.
    if (data.runs.size() >= 2 && data.comparison && !data.comparison->pairs().empty()) {
        const metrics::RunComparison& comparison = *data.comparison;
        md +=
            QStringLiteral("\n### Significance\n\nPaired randomization test on the questions both runs "
                           "define, p adjusted with Holm over all %1 comparisons; a difference is real below "
                           "p = %2.\n\n| metric | A | B | mean A − B | A wins / ties / losses | p (Holm) | "
                           "verdict |\n|---|---|---|---:|---:|---:|---|\n")
                .arg(comparison.pairs().size())
                .arg(comparison.alpha());
        for (const metrics::RunComparison::Pair& pair : comparison.pairs()) {
            const QString& metric = comparison.metricNames()[pair.metric];
            QString verdict = escapeMarkdown(pairVerdict(comparison, pair));
            if (pair.significant)
                verdict = QLatin1String("**") + verdict + QLatin1String("**");
            md += QLatin1String("| ") + escapeMarkdown(metric) + QLatin1String(" | ") +
                  escapeMarkdown(comparison.runNames()[pair.runA]) + QLatin1String(" | ") +
                  escapeMarkdown(comparison.runNames()[pair.runB]) + QLatin1String(" | ") +
                  escapeMarkdown(differenceText(metric, pair)) +
                  QStringLiteral(" | %1 / %2 / %3 | ")
                      .arg(pair.winTieLoss.wins)
                      .arg(pair.winTieLoss.ties)
                      .arg(pair.winTieLoss.losses) +
                  escapeMarkdown(pValueText(pair.randomizationHolm)) + QLatin1String(" | ") + verdict +
                  QLatin1String(" |\n");
        }
    }
    return md;
}

} // namespace goldset::report
