#pragma once

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
    QList<FailingCase> failingCases; // worst first, at most kMaxFailingCases
    int failingCaseCount = 0;        // before the cut
};

// What a report shows: the runs' aggregates next to the thresholds, and the failing cases.
struct ReportData
{
    static constexpr int kMaxFailingCases = 20;

    QStringList metrics;                                 // names, in table order
    QList<std::optional<metrics::Threshold>> thresholds; // per metric
    QList<RunSummary> runs;

    // Metrics: the default set plus every thresholded one. Unknown run -> error.
    static Result<ReportData> collect(storage::Project& project, const QStringList& runNames,
                                      const QList<metrics::Threshold>& thresholds);
};

// "PASS", "FAIL" or "" (no threshold); undefined values fail.
QString verdictText(const std::optional<metrics::Threshold>& threshold, std::optional<double> value);
QString valueText(std::optional<double> value); // "0.1234" or "undefined"
// The first `length` characters of `text`, whitespace collapsed, "…" when cut.
QString excerpt(const QString& text, int length = 200);

} // namespace goldset::report
