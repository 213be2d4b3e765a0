#pragma once

#include "QualityBands.h"
#include "RunMetrics.h"
#include "Threshold.h"
#include "domain/Entities.h"

#include <QList>
#include <atomic>
#include <functional>
#include <vector>

namespace goldset::storage {
class Project;
}

namespace goldset::metrics {

// Every run of a project evaluated with one catalog, in time order, with the project's
// thresholds and quality bands: what the Runs & Charts page and its charts draw from.
// Plain data, so that it can be computed off the GUI thread and handed over.
struct RunHistory
{
    MetricCatalog catalog;
    QList<Run> runs;                                        // in time order
    std::vector<RunMetrics> metrics;                        // one per run, compacted (RunMetrics::compact)
    std::vector<std::vector<RunMetrics::Value>> aggregates; // one per run: RunMetrics::aggregate()
    QList<Threshold> thresholds;
    QList<QualityBands> bands;
    GoldGrades gold; // the project's, shared by every run's metrics

    // After labels of these questions changed: recomputes them in every run, and the runs'
    // aggregates, instead of the whole project.
    Status refreshQuestions(storage::Project& project, const QList<RowId>& questionIds);

    // The catalog: the default metrics, then every thresholded or banded metric not among them.
    // `progress(done, total)` after each run; a set `cancelled` stops early (error "cancelled").
    static Result<RunHistory> load(storage::Project& project, const std::atomic<bool>* cancelled = nullptr,
                                   const std::function<void(int, int)>& progress = {});

    int runIndex(const QString& name) const; // -1 if absent
    std::optional<Threshold> threshold(const QString& metric) const;
    std::optional<QualityBands> bandsOf(const QString& metric) const;
};

} // namespace goldset::metrics
