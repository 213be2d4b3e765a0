#pragma once

#include "QualityBands.h"
#include "RunMetrics.h"
#include "Threshold.h"
#include "domain/Entities.h"

#include <QList>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace goldset::storage {
class Project;
}

namespace goldset::metrics {

// Every run of a project evaluated with one catalog, in time order, with the project's
// thresholds and quality bands: what the Runs & Charts page and its charts draw from.
// Plain data, so that it can be computed off the GUI thread and handed over.
//
// Every run's aggregates are always here; its per-question metrics only while something
// shows them (loaded): 50 runs of 100,000 questions held per question would take gigabytes.
struct RunHistory
{
    MetricCatalog catalog;
    QList<Run> runs;                                        // in time order
    std::vector<std::vector<RunMetrics::Value>> aggregates; // one per run: RunMetrics::aggregate()
    std::vector<int> questionCounts;                        // one per run
    // One per run: the judge whose verdicts make its verdict metrics, and how many of its
    // counted claims people reviewed (what every such number says beside itself).
    struct JudgeOfRun
    {
        QString model;
        RunMetrics::ClaimCoverage coverage;
    };
    std::vector<JudgeOfRun> judges;
    // One per run, compacted (RunMetrics::compact); shared with a comparison under way, so a
    // refresh copies a run still shared before it changes it.
    std::vector<std::shared_ptr<RunMetrics>> loaded;
    // One per run: labels changed while the run was not loaded, so its aggregates predate them
    // until it is evaluated again (setEvaluated).
    std::vector<bool> stale;
    // Counts label changes (refreshQuestions): an evaluation started before one is out of date.
    quint64 revision = 0;
    QList<Threshold> thresholds;
    QList<QualityBands> bands;
    GoldGrades gold;                               // the project's, shared by every run's metrics
    QuestionScope scope = QuestionScope::Accepted; // which questions of each run count

    // After labels of these questions changed: recomputes them in every loaded run and those
    // runs' aggregates; the other runs are marked stale.
    Status refreshQuestions(storage::Project& project, const QList<RowId>& questionIds);

    // The catalog: the default metrics, then every thresholded or banded metric not among them.
    // `keep(index)` says which runs stay loaded (all when not given). `progress(done, total)`
    // after each run; a set `cancelled` stops early (error "cancelled").
    static Result<RunHistory> load(storage::Project& project, const std::atomic<bool>* cancelled = nullptr,
                                   const std::function<void(int, int)>& progress = {},
                                   const std::function<bool(const QList<Run>&, int)>& keep = {},
                                   QuestionScope scope = QuestionScope::Accepted);

    // A run's per-question metrics, or nullptr when it is not loaded.
    const RunMetrics* metricsOf(int run) const;
    std::shared_ptr<const RunMetrics> sharedMetricsOf(int run) const;
    // Takes a run evaluated again (with this history's catalog and gold, at this revision): its
    // aggregates are current again; its per-question metrics stay loaded when given.
    void setEvaluated(int run, std::vector<RunMetrics::Value> aggregate, int questionCount, JudgeOfRun judge,
                      std::optional<RunMetrics>&& metrics);
    void unload(int run);
    QList<int> staleRuns() const;

    int runIndex(const QString& name) const; // -1 if absent
    std::optional<Threshold> threshold(const QString& metric) const;
    std::optional<QualityBands> bandsOf(const QString& metric) const;
};

} // namespace goldset::metrics
