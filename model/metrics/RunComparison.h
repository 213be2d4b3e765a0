#pragma once

#include "RunMetrics.h"
#include "stats/Bootstrap.h"
#include "stats/PairedTests.h"

#include <QStringList>
#include <atomic>
#include <vector>

class QThreadPool;

namespace goldset::metrics {

// Runs side by side, metric by metric: each run's value with a 95% bootstrap interval over its
// questions, and for every pair of runs the paired tests on the questions both define (paired
// t-test, randomization test, win / tie / loss). All pairs x metrics compared at once form one
// family for Holm's correction; a difference is called real when its Holm-adjusted
// randomization p is below alpha.
class RunComparison
{
public:
    struct Options
    {
        int bootstrapResamples = 2000;
        int randomizationIterations = 10000;
        quint64 seed = 20261121;
        double alpha = 0.05;
        // Without: the cells' values and question counts only (no intervals, no pairs), which
        // take no time, while the statistics of 100,000 questions take minutes.
        bool statistics = true;
        // When set (from another thread), the metrics not yet computed are skipped: the result
        // is incomplete, for a caller that no longer wants it.
        const std::atomic<bool>* cancelled = nullptr;
        // The metrics are computed in parallel on this pool (the caller's thread takes part);
        // without one, one after the other.
        QThreadPool* pool = nullptr;
    };

    struct Cell
    {
        RunMetrics::Value value; // the run's aggregate, exactly as `eval --project` reports it
        std::optional<stats::Interval> ci95;
        int questions = 0; // questions defining the metric
    };

    struct Pair
    {
        int metric = 0; // index into metricNames()
        int runA = 0;   // indexes into runNames()
        int runB = 0;
        stats::PairedTTest tTest;
        stats::RandomizationTest randomization;
        stats::WinTieLoss winTieLoss; // from A's side: A better = win
        std::optional<double> tTestHolm;
        std::optional<double> randomizationHolm;
        bool significant = false;
    };

    // `runs` share one catalog; `metrics` are names from it (unknown names are left out). Each
    // interval and test has its own random stream, so the result does not depend on the threads.
    static RunComparison compute(const std::vector<RunMetrics>& runs, const QStringList& metrics,
                                 const Options& options);
    // The same on runs held elsewhere (the Runs page's, shared with the computation, not copied).
    static RunComparison compute(const std::vector<const RunMetrics*>& runs, const QStringList& metrics,
                                 const Options& options);
    static RunComparison compute(const std::vector<RunMetrics>& runs, const QStringList& metrics)
    {
        return compute(runs, metrics, Options{});
    }

    const QStringList& runNames() const { return m_runNames; }
    const QStringList& metricNames() const { return m_metricNames; }
    const Cell& cell(int metric, int run) const;
    const std::vector<Pair>& pairs() const { return m_pairs; }
    const Pair* pair(int metric, int runA, int runB) const; // either order of the runs
    double alpha() const { return m_alpha; }
    bool hasStatistics() const { return m_statistics; }

    // The paired values of two runs for one catalog metric: questions (by external id) both
    // runs define, in the first run's order.
    struct Paired
    {
        QStringList questionIds;
        std::vector<double> a;
        std::vector<double> b;
    };
    static Paired pairedValues(const RunMetrics& a, const RunMetrics& b, int catalogIndex);

private:
    QStringList m_runNames;
    QStringList m_metricNames;
    std::vector<std::vector<Cell>> m_cells; // [metric][run]
    std::vector<Pair> m_pairs;
    double m_alpha = 0.05;
    bool m_statistics = true;
};

} // namespace goldset::metrics
