#include "ReportData.h"

#include "storage/MetricsReadStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <algorithm>

namespace goldset::report {

QString valueText(const QString& metric, std::optional<double> value)
{
    if (!value)
        return QStringLiteral("undefined");
    if (metric.startsWith(QLatin1String("latency_")))
        return QStringLiteral("%1 ms").arg(*value, 0, 'f', 0);
    if (metric == QLatin1String("num_q") || metric == QLatin1String("num_ret") ||
        metric == QLatin1String("num_rel") || metric == QLatin1String("num_rel_ret"))
        return QString::number(*value, 'f', 0);
    return QString::number(*value, 'f', 4);
}

QString verdictText(const std::optional<metrics::Threshold>& threshold, std::optional<double> value)
{
    if (!threshold)
        return {};
    return threshold->passes(value) ? QStringLiteral("PASS") : QStringLiteral("FAIL");
}

QString excerpt(const QString& text, int length)
{
    const QString simple = text.simplified();
    if (simple.size() <= length)
        return simple;
    return simple.left(length) + QChar(0x2026);
}

QString pairVerdict(const metrics::RunComparison& comparison, const metrics::RunComparison::Pair& pair)
{
    if (!pair.randomization.p)
        return QStringLiteral("no shared questions");
    if (!pair.significant)
        return QStringLiteral("no real difference");
    const QString& metric = comparison.metricNames()[pair.metric];
    const bool lowerIsBetter = metrics::MetricCatalog::lowerIsBetter(metric);
    const bool aBetter =
        lowerIsBetter ? pair.randomization.meanDifference < 0 : pair.randomization.meanDifference > 0;
    return QStringLiteral("%1 is better").arg(comparison.runNames()[aBetter ? pair.runA : pair.runB]);
}

QString differenceText(const QString& metric, const metrics::RunComparison::Pair& pair)
{
    if (pair.randomization.n == 0)
        return QStringLiteral("undefined");
    const double d = pair.randomization.meanDifference;
    const QString sign = d > 0 ? QStringLiteral("+") : QString();
    if (metric.startsWith(QLatin1String("latency_")))
        return QStringLiteral("%1%2 ms").arg(sign).arg(d, 0, 'f', 0);
    return sign + QString::number(d, 'f', 4);
}

QString pValueText(std::optional<double> p)
{
    if (!p)
        return QStringLiteral("undefined");
    if (*p < 0.0001)
        return QStringLiteral("< 0.0001");
    return QString::number(*p, 'f', 4);
}

QStringList ReportData::chartedMetrics() const
{
    QStringList charted;
    for (qsizetype m = 0; m < metrics.size(); ++m) {
        if (thresholds[m] || bands[m])
            charted << metrics[m];
    }
    return charted;
}

QString ReportData::judgeLine() const
{
    if (verdictMetrics.isEmpty())
        return {};
    QStringList parts;
    for (const RunSummary& run : runs)
        parts << QStringLiteral("%1: %2").arg(run.name, run.judgeNote);
    return QStringLiteral("Verdict metrics (%1) — %2.")
        .arg(verdictMetrics.join(QStringLiteral(", ")), parts.join(QStringLiteral("; ")));
}

Result<ReportData> ReportData::collect(storage::Project& project, const QStringList& runNames,
                                       const QList<metrics::Threshold>& thresholds,
                                       const QList<metrics::QualityBands>& bands,
                                       metrics::QuestionScope scope)
{
    QStringList specs = metrics::MetricCatalog::projectDefaultSpecs(project);
    for (const auto& t : thresholds)
        specs << t.metric;
    auto catalog = metrics::MetricCatalog::parse(specs);
    if (!catalog)
        return catalog.error();

    ReportData data;
    for (const auto& m : catalog->metrics()) {
        data.metrics << m.name;
        if (metrics::usesVerdicts(m.kind))
            data.verdictMetrics << m.name;
        std::optional<metrics::Threshold> threshold;
        for (const auto& t : thresholds) {
            if (t.metric == m.name)
                threshold = t;
        }
        data.thresholds << threshold;
        std::optional<metrics::QualityBands> band;
        for (const auto& b : bands) {
            if (b.metric == m.name)
                band = b;
        }
        data.bands << band;
    }
    std::vector<metrics::RunMetrics> computed;
    for (const QString& name : runNames) {
        auto result = metrics::RunMetrics::compute(project, name, *catalog, nullptr, scope);
        if (!result)
            return result.error();
        RunSummary summary;
        summary.name = name;
        summary.values = result->aggregate();
        summary.questions = static_cast<int>(result->questions().size());
        summary.judgeNote = result->judgeNote();
        summary.leftOut = result->leftOut();
        for (std::size_t i = 0; i < result->questions().size(); ++i) {
            const metrics::RunMetrics::Question& q = result->questions()[i];
            FailingCase c;
            for (qsizetype m = 0; m < data.metrics.size(); ++m) {
                const auto& t = data.thresholds[m];
                if (!t)
                    continue;
                const auto value = result->value(i, static_cast<std::size_t>(m));
                c.scores.append({data.metrics[m], value});
                // Per question, only defined values can fail: a question without gold chunks
                // has no retrieval values and is not a failing case for them.
                if (value && !t->passes(value))
                    c.failedMetrics << data.metrics[m];
            }
            if (c.failedMetrics.isEmpty())
                continue;
            c.questionId = q.id;
            c.qid = q.externalId;
            c.question = q.text;
            summary.failingCases.append(c);
        }
        summary.failingCaseCount = static_cast<int>(summary.failingCases.size());
        std::stable_sort(summary.failingCases.begin(), summary.failingCases.end(),
                         [](const FailingCase& a, const FailingCase& b) {
                             return a.failedMetrics.size() > b.failedMetrics.size();
                         });
        if (summary.failingCases.size() > kMaxFailingCases)
            summary.failingCases.resize(kMaxFailingCases);
        // Read for the cases shown only: the metrics hold no answers.
        for (FailingCase& c : summary.failingCases)
            c.answer = project.runs().answer(result->runId(), c.questionId).value_or(QString());
        data.runs.append(summary);
        computed.push_back(std::move(*result));
    }
    const QStringList charted = data.chartedMetrics();
    if (!charted.isEmpty())
        data.comparison = metrics::RunComparison::compute(computed, charted);
    return data;
}

} // namespace goldset::report
