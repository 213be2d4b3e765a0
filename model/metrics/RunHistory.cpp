#include "RunHistory.h"

#include "storage/MetricsReadStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

namespace goldset::metrics {

Result<RunHistory> RunHistory::load(storage::Project& project, const std::atomic<bool>* cancelled,
                                    const std::function<void(int, int)>& progress)
{
    RunHistory history;
    auto thresholds = loadThresholds(project.settings());
    if (!thresholds)
        return thresholds.error();
    history.thresholds = *thresholds;
    auto bands = loadQualityBands(project.settings());
    if (!bands)
        return bands.error();
    history.bands = *bands;

    QStringList specs = MetricCatalog::defaultSpecs();
    for (const Threshold& t : std::as_const(history.thresholds))
        specs << t.metric;
    for (const QualityBands& b : std::as_const(history.bands))
        specs << b.metric;
    auto catalog = MetricCatalog::parse(specs);
    if (!catalog)
        return catalog.error();
    history.catalog = *catalog;

    history.runs = project.runs().runs();
    const int total = static_cast<int>(history.runs.size());
    // Read once, shared by every run (implicitly shared until a run refreshes a question).
    storage::MetricsReadStore store(project.connection());
    history.gold = GoldGrades::build(store.relevanceLabels(), store.adjudicatedGrades());
    for (int i = 0; i < total; ++i) {
        if (cancelled && cancelled->load())
            return Error{QStringLiteral("cancelled")};
        auto metrics = RunMetrics::compute(project, history.runs[i].name, history.catalog, &history.gold);
        if (!metrics)
            return metrics.error();
        metrics->compact();
        if (!history.metrics.empty())
            metrics->shareWith(history.metrics.back());
        history.aggregates.push_back(metrics->aggregate());
        history.metrics.push_back(std::move(*metrics));
        if (progress)
            progress(i + 1, total);
    }
    return history;
}

Status RunHistory::refreshQuestions(storage::Project& project, const QList<RowId>& questionIds)
{
    storage::MetricsReadStore store(project.connection());
    for (const RowId id : questionIds)
        gold.replaceQuestion(id, store.relevanceLabels(id), store.adjudicatedGrades(id));
    for (std::size_t r = 0; r < metrics.size(); ++r) {
        for (const RowId id : questionIds) {
            if (const Status refreshed = metrics[r].refreshQuestion(project, id, gold); !refreshed)
                return refreshed;
        }
        aggregates[r] = metrics[r].aggregate();
    }
    return {};
}

int RunHistory::runIndex(const QString& name) const
{
    for (qsizetype i = 0; i < runs.size(); ++i) {
        if (runs[i].name == name)
            return static_cast<int>(i);
    }
    return -1;
}

std::optional<Threshold> RunHistory::threshold(const QString& metric) const
{
    for (const Threshold& t : thresholds) {
        if (t.metric == metric)
            return t;
    }
    return std::nullopt;
}

std::optional<QualityBands> RunHistory::bandsOf(const QString& metric) const
{
    for (const QualityBands& b : bands) {
        if (b.metric == metric)
            return b;
    }
    return std::nullopt;
}

} // namespace goldset::metrics
