#include "RunHistory.h"

#include "storage/MetricsReadStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

namespace goldset::metrics {

Result<RunHistory> RunHistory::load(storage::Project& project, const std::atomic<bool>* cancelled,
                                    const std::function<void(int, int)>& progress,
                                    const std::function<bool(const QList<Run>&, int)>& keep,
                                    QuestionScope scope)
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

    // The default metrics, every score a run imported from another tool ("ragas:faithfulness"),
    // then the thresholded and banded ones.
    QStringList specs = MetricCatalog::projectDefaultSpecs(project);
    for (const Threshold& t : std::as_const(history.thresholds))
        specs << t.metric;
    for (const QualityBands& b : std::as_const(history.bands))
        specs << b.metric;
    auto catalog = MetricCatalog::parse(specs);
    if (!catalog)
        return catalog.error();
    history.catalog = *catalog;
    history.scope = scope;

    history.runs = project.runs().runs();
    const int total = static_cast<int>(history.runs.size());
    history.aggregates.resize(static_cast<std::size_t>(total));
    history.questionCounts.resize(static_cast<std::size_t>(total));
    history.judges.resize(static_cast<std::size_t>(total));
    history.loaded.resize(static_cast<std::size_t>(total));
    history.stale.assign(static_cast<std::size_t>(total), false);
    // Read once, shared by every run (implicitly shared until a run refreshes a question).
    storage::MetricsReadStore store(project.connection());
    history.gold = GoldGrades::build(store.relevanceLabels(), store.adjudicatedGrades());
    for (int i = 0; i < total; ++i) {
        if (cancelled && cancelled->load())
            return Error{QStringLiteral("cancelled")};
        auto metrics =
            RunMetrics::compute(project, history.runs[i].name, history.catalog, &history.gold, history.scope);
        if (!metrics)
            return metrics.error();
        std::vector<RunMetrics::Value> aggregate = metrics->aggregate();
        const auto questionCount = static_cast<int>(metrics->questions().size());
        JudgeOfRun judge{metrics->judgeModel(), metrics->claimCoverage()};
        std::optional<RunMetrics> kept;
        if (!keep || keep(history.runs, i))
            kept = std::move(*metrics);
        history.setEvaluated(i, std::move(aggregate), questionCount, std::move(judge), std::move(kept));
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
    ++revision;
    for (std::size_t r = 0; r < loaded.size(); ++r) {
        if (!loaded[r]) {
            stale[r] = true;
            continue;
        }
        if (loaded[r].use_count() > 1) // a comparison still reads it
            loaded[r] = std::make_shared<RunMetrics>(*loaded[r]);
        for (const RowId id : questionIds) {
            if (const Status refreshed = loaded[r]->refreshQuestion(project, id, gold); !refreshed)
                return refreshed;
        }
        aggregates[r] = loaded[r]->aggregate();
    }
    return {};
}

const RunMetrics* RunHistory::metricsOf(int run) const
{
    return sharedMetricsOf(run).get();
}

std::shared_ptr<const RunMetrics> RunHistory::sharedMetricsOf(int run) const
{
    if (run < 0 || static_cast<std::size_t>(run) >= loaded.size())
        return nullptr;
    return loaded[static_cast<std::size_t>(run)];
}

void RunHistory::setEvaluated(int run, std::vector<RunMetrics::Value> aggregate, int questionCount,
                              JudgeOfRun judge, std::optional<RunMetrics>&& metrics)
{
    const auto r = static_cast<std::size_t>(run);
    aggregates[r] = std::move(aggregate);
    questionCounts[r] = questionCount;
    if (judges.size() < aggregates.size())
        judges.resize(aggregates.size());
    judges[r] = std::move(judge);
    stale[r] = false;
    loaded[r].reset();
    if (!metrics)
        return;
    metrics->compact();
    // Questions' texts are held once for every loaded run of the same questions.
    for (const std::shared_ptr<RunMetrics>& other : loaded) {
        if (other) {
            metrics->shareWith(*other);
            break;
        }
    }
    loaded[r] = std::make_shared<RunMetrics>(std::move(*metrics));
}

void RunHistory::unload(int run)
{
    if (run >= 0 && static_cast<std::size_t>(run) < loaded.size())
        loaded[static_cast<std::size_t>(run)].reset();
}

QList<int> RunHistory::staleRuns() const
{
    QList<int> result;
    for (std::size_t r = 0; r < stale.size(); ++r) {
        if (stale[r])
            result.append(static_cast<int>(r));
    }
    return result;
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
