#include "runs/RunsComputation.h"

#include "storage/Project.h"

#include <QPointer>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace goldset::ui {

RunsComputation::RunsComputation(QObject* parent) : QObject(parent)
{
    // Not Qt's global pool: the raster paint engine draws in parallel on it and waits for it, so
    // minutes of statistics there froze the window (seen at 100,000 questions).
    m_pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
}

RunsComputation::~RunsComputation()
{
    cancel();
    // Every computation still running, current or superseded (all cancelled by now).
    for (QFutureWatcherBase* watcher : findChildren<QFutureWatcherBase*>(Qt::FindDirectChildrenOnly))
        watcher->waitForFinished();
    m_pool.waitForDone();
}

void RunsComputation::cancel()
{
    if (m_cancelled)
        m_cancelled->store(true);
    if (m_evaluationCancelled)
        m_evaluationCancelled->store(true);
    if (m_comparisonCancelled)
        m_comparisonCancelled->store(true);
    // Whatever is still running now belongs to an older generation: its result is dropped.
    m_historyWatcher = nullptr;
    m_evaluationWatcher = nullptr;
    m_comparisonWatcher = nullptr;
}

bool RunsComputation::isBusy() const
{
    return m_historyWatcher || m_evaluationWatcher || m_comparisonWatcher;
}

void RunsComputation::loadHistory(const QString& projectPath, const KeepRun& keep,
                                  metrics::QuestionScope scope)
{
    cancel();
    // The previous computation, cancelled, stops after the run it is evaluating; its result
    // belongs to an older generation and is dropped.
    auto* watcher = new QFutureWatcher<HistoryOutcome>(this);
    m_historyWatcher = watcher;
    connect(watcher, &QFutureWatcher<HistoryOutcome>::finished, this, [this, watcher] {
        watcher->deleteLater();
        if (watcher != m_historyWatcher)
            return;
        m_historyWatcher = nullptr;
        const HistoryOutcome outcome = watcher->result();
        if (outcome.history)
            Q_EMIT historyLoaded(outcome.history);
        else if (outcome.error != QLatin1String("cancelled"))
            Q_EMIT historyFailed(outcome.error);
    });
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    const std::shared_ptr<std::atomic<bool>> cancelled = m_cancelled;
    const QPointer<RunsComputation> self(this);
    watcher->setFuture(QtConcurrent::run(&m_pool, [projectPath, cancelled, self, keep, scope]() {
        HistoryOutcome outcome;
        auto project = storage::Project::open(projectPath, storage::Project::OpenMode::OpenExisting);
        if (!project) {
            outcome.error = project.error().toString();
            return outcome;
        }
        auto history = metrics::RunHistory::load(
            **project, cancelled.get(),
            [self, cancelled](int done, int total) {
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, cancelled, done, total] {
                        if (self && !cancelled->load())
                            Q_EMIT self->historyProgress(done, total);
                    },
                    Qt::QueuedConnection);
            },
            keep, scope);
        if (history)
            outcome.history = std::make_shared<metrics::RunHistory>(std::move(*history));
        else
            outcome.error = history.error().toString();
        return outcome;
    }));
}

void RunsComputation::evaluateRuns(const QString& projectPath, const History& history, const QList<int>& runs,
                                   const QSet<int>& keep)
{
    if (m_evaluationCancelled)
        m_evaluationCancelled->store(true);
    auto* watcher = new QFutureWatcher<Evaluated>(this);
    m_evaluationWatcher = watcher;
    connect(watcher, &QFutureWatcher<Evaluated>::finished, this, [this, watcher] {
        watcher->deleteLater();
        if (watcher != m_evaluationWatcher)
            return;
        m_evaluationWatcher = nullptr;
        if (const Evaluated evaluation = watcher->result())
            Q_EMIT runsEvaluated(evaluation);
    });
    m_evaluationCancelled = std::make_shared<std::atomic<bool>>(false);
    // Copied here, on the GUI thread, which alone refreshes the history (its gold) meanwhile.
    struct Request
    {
        History history;
        quint64 revision;
        metrics::MetricCatalog catalog;
        metrics::GoldGrades gold;
        QList<int> runs;
        QStringList names;
        QSet<int> keep;
        metrics::QuestionScope scope;
    };
    Request request{history, history->revision, history->catalog, history->gold, runs, {},
                    keep,    history->scope};
    for (const int run : runs)
        request.names << history->runs[run].name;
    const std::shared_ptr<std::atomic<bool>> cancelled = m_evaluationCancelled;
    const QPointer<RunsComputation> self(this);
    watcher->setFuture(QtConcurrent::run(
        &m_pool, [projectPath, request = std::move(request), cancelled, self]() -> Evaluated {
            auto evaluation = std::make_shared<Evaluation>();
            evaluation->history = request.history;
            evaluation->revision = request.revision;
            auto project = storage::Project::open(projectPath, storage::Project::OpenMode::OpenExisting);
            if (!project) {
                evaluation->error = project.error().toString();
                return evaluation;
            }
            for (qsizetype i = 0; i < request.runs.size(); ++i) {
                if (cancelled->load())
                    return nullptr;
                auto metrics = metrics::RunMetrics::compute(**project, request.names[i], request.catalog,
                                                            &request.gold, request.scope);
                if (!metrics) {
                    evaluation->error = metrics.error().toString();
                    return evaluation;
                }
                EvaluatedRun run;
                run.run = request.runs[i];
                run.aggregate = metrics->aggregate();
                run.questionCount = static_cast<int>(metrics->questions().size());
                run.judge = {metrics->judgeModel(), metrics->claimCoverage()};
                if (request.keep.contains(run.run))
                    run.metrics = std::move(*metrics);
                evaluation->runs.push_back(std::move(run));
                const int done = static_cast<int>(i) + 1;
                const int total = static_cast<int>(request.runs.size());
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, cancelled, done, total] {
                        if (self && !cancelled->load())
                            Q_EMIT self->historyProgress(done, total);
                    },
                    Qt::QueuedConnection);
            }
            return evaluation;
        }));
}

void RunsComputation::compare(const History& history, const QList<int>& runIndexes,
                              const QStringList& metricNames)
{
    // A comparison still running is superseded: it stops after the metric it is at, and its
    // result is dropped.
    if (m_comparisonCancelled)
        m_comparisonCancelled->store(true);
    m_comparisonCancelled = std::make_shared<std::atomic<bool>>(false);
    const std::shared_ptr<std::atomic<bool>> cancelled = m_comparisonCancelled;
    auto* watcher = new QFutureWatcher<Comparison>(this);
    m_comparisonWatcher = watcher;
    connect(watcher, &QFutureWatcher<Comparison>::finished, this, [this, watcher] {
        watcher->deleteLater();
        if (watcher != m_comparisonWatcher)
            return;
        m_comparisonWatcher = nullptr;
        Q_EMIT comparisonReady(watcher->result());
    });
    // Shared, not copied: a label change meanwhile copies a run before it refreshes it.
    std::vector<std::shared_ptr<const metrics::RunMetrics>> runs;
    for (const int index : runIndexes) {
        if (std::shared_ptr<const metrics::RunMetrics> run = history->sharedMetricsOf(index))
            runs.push_back(std::move(run));
    }
    // The values first (no time at all), for the table and chart to show while the intervals
    // and tests of a large run take their time.
    const QPointer<RunsComputation> self(this);
    const QPointer<QFutureWatcher<Comparison>> current(watcher);
    watcher->setFuture(QtConcurrent::run(
        &m_pool,
        [runs = std::move(runs), metricNames, self, current, cancelled, pool = &m_pool]() -> Comparison {
            std::vector<const metrics::RunMetrics*> pointers;
            for (const std::shared_ptr<const metrics::RunMetrics>& run : runs)
                pointers.push_back(run.get());
            metrics::RunComparison::Options valuesOnly;
            valuesOnly.statistics = false;
            auto preview = std::make_shared<const metrics::RunComparison>(
                metrics::RunComparison::compute(pointers, metricNames, valuesOnly));
            QMetaObject::invokeMethod(
                self.data(),
                [self, current, preview] {
                    if (self && current && current == self->m_comparisonWatcher)
                        Q_EMIT self->comparisonReady(preview);
                },
                Qt::QueuedConnection);
            metrics::RunComparison::Options full;
            full.cancelled = cancelled.get(); // a newer comparison supersedes this one
            full.pool = pool;
            return std::make_shared<const metrics::RunComparison>(
                metrics::RunComparison::compute(pointers, metricNames, full));
        }));
}

} // namespace goldset::ui
