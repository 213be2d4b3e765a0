#include "RunHistory.h"

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
    for (int i = 0; i < total; ++i) {
        if (cancelled && cancelled->load())
            return Error{QStringLiteral("cancelled")};
        auto metrics = RunMetrics::compute(project, history.runs[i].name, history.catalog);
        if (!metrics)
            return metrics.error();
        metrics->dropAnswerTexts();
        history.metrics.push_back(std::move(*metrics));
        if (progress)
            progress(i + 1, total);
    }
    return history;
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
