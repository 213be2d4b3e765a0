#include "runs/RunsComputation.h"

#include "storage/Project.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace goldset::ui {

RunsComputation::RunsComputation(QObject* parent) : QObject(parent) {}

RunsComputation::~RunsComputation()
{
    cancel();
    // Every computation still running, current or superseded (all cancelled by now).
    for (QFutureWatcherBase* watcher : findChildren<QFutureWatcherBase*>(Qt::FindDirectChildrenOnly))
        watcher->waitForFinished();
}

void RunsComputation::cancel()
{
    if (m_cancelled)
        m_cancelled->store(true);
    // Whatever is still running now belongs to an older generation: its result is dropped.
    m_historyWatcher = nullptr;
    m_comparisonWatcher = nullptr;
}

bool RunsComputation::isBusy() const
{
    return m_historyWatcher || m_comparisonWatcher;
}

void RunsComputation::loadHistory(const QString& projectPath)
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
    watcher->setFuture(QtConcurrent::run([projectPath, cancelled, self]() {
        HistoryOutcome outcome;
        auto project = storage::Project::open(projectPath, storage::Project::OpenMode::OpenExisting);
        if (!project) {
            outcome.error = project.error().toString();
            return outcome;
        }
        auto history =
            metrics::RunHistory::load(**project, cancelled.get(), [self, cancelled](int done, int total) {
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, cancelled, done, total] {
                        if (self && !cancelled->load())
                            Q_EMIT self->historyProgress(done, total);
                    },
                    Qt::QueuedConnection);
            });
        if (history)
            outcome.history = std::make_shared<metrics::RunHistory>(std::move(*history));
        else
            outcome.error = history.error().toString();
        return outcome;
    }));
}

void RunsComputation::compare(const History& history, const QList<int>& runIndexes,
                              const QStringList& metricNames)
{
    // A comparison still running is superseded: its result is dropped when it ends.
    auto* watcher = new QFutureWatcher<Comparison>(this);
    m_comparisonWatcher = watcher;
    connect(watcher, &QFutureWatcher<Comparison>::finished, this, [this, watcher] {
        watcher->deleteLater();
        if (watcher != m_comparisonWatcher)
            return;
        m_comparisonWatcher = nullptr;
        Q_EMIT comparisonReady(watcher->result());
    });
    // Copied here, on the GUI thread, which alone may refresh the history meanwhile.
    std::vector<metrics::RunMetrics> runs;
    for (const int index : runIndexes)
        runs.push_back(history->metrics[static_cast<std::size_t>(index)]);
    watcher->setFuture(QtConcurrent::run([runs = std::move(runs), metricNames]() -> Comparison {
        return std::make_shared<const metrics::RunComparison>(
            metrics::RunComparison::compute(runs, metricNames));
    }));
}

} // namespace goldset::ui
