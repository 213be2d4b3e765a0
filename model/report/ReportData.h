#pragma once

#include "metrics/QualityBands.h"
#include "metrics/RunComparison.h"
#include "metrics/RunMetrics.h"
#include "metrics/Threshold.h"

#include <QStringList>

namespace goldset::storage {
class Project;
}

namespace goldset::report {

// A question of a run that fails at least one threshold on its own values.
struct FailingCase
{
    RowId questionId = 0;
    QString qid;
    QString question;
    QString answer; // whole answer; renderers shorten it
    QStringList failedMetrics;
    QList<QPair<QString, std::optional<double>>> scores; // the thresholded metrics' values
};

struct RunSummary
{
    QString name;
    std::vector<metrics::RunMetrics::Value> values; // aggregate, one per metric
    int questions = 0;
    QString judgeNote;               // "judge M, 12% of 310 claims reviewed": who made the verdict metrics
    metrics::LeftOut leftOut;        // the run's questions the scope left out
    QList<FailingCase> failingCases; // worst first, at most kMaxFailingCases
    int failingCaseCount = 0;        // before the cut
};

// What a report shows: the runs' aggregates next to the thresholds, the failing cases, and for
// the charted metrics (those with a threshold or quality bands) the runs' comparison.
struct ReportData
{
    static constexpr int kMaxFailingCases = 20;

    QStringList metrics;                                 // names, in table order
    QList<std::optional<metrics::Threshold>> thresholds; // per metric
    QList<std::optional<metrics::QualityBands>> bands;   // per metric
    QList<RunSummary> runs;
    // Over chartedMetrics(), runs in report order: 95% bootstrap intervals and, with 2+ runs,
    // the paired tests (Holm over every pair x charted metric). Null when nothing is charted.
    std::optional<metrics::RunComparison> comparison;

    // Metrics: the default set plus every thresholded one; bands of other metrics are left
    // out. Unknown run -> error.
    static Result<ReportData> collect(storage::Project& project, const QStringList& runNames,
                                      const QList<metrics::Threshold>& thresholds,
                                      const QList<metrics::QualityBands>& bands = {},
                                      metrics::QuestionScope scope = metrics::QuestionScope::Accepted);

    // The metrics with a threshold or bands, in table order.
    QStringList chartedMetrics() const;
    // "Verdict metrics (faithfulness, hallucination_rate): run A judge M, 12% of 310 claims
    // reviewed; ..." — empty when no metric of the report is made of verdicts.
    QString judgeLine() const;
    QStringList verdictMetrics;
};

// "PASS", "FAIL" or "" (no threshold); undefined values fail.
QString verdictText(const std::optional<metrics::Threshold>& threshold, std::optional<double> value);
// A metric's value as a report shows it: "0.1234"; latencies in whole milliseconds ("1427 ms");
// counts (num_q, num_ret, num_rel, num_rel_ret) as integers; "undefined" when missing.
QString valueText(const QString& metric, std::optional<double> value);
// The first `length` characters of `text`, whitespace collapsed, "…" when cut.
QString excerpt(const QString& text, int length = 200);
// The verdict on a pair of the comparison: "A is better" (naming the better run), "no real
// difference", or "no shared questions".
QString pairVerdict(const metrics::RunComparison& comparison, const metrics::RunComparison::Pair& pair);
// A pair's mean difference A - B: "+0.1250", "-300 ms" for latencies, "undefined" without pairs.
QString differenceText(const QString& metric, const metrics::RunComparison::Pair& pair);
// A p-value: "< 0.0001" below that, four decimals otherwise, "undefined" when missing.
QString pValueText(std::optional<double> p);

} // namespace goldset::report
