#include "runs/RunsComputation.h"

#include "storage/Project.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace goldset::ui {

RunsComputation::RunsComputation(QObject* parent) : QObject(parent) {}

RunsComputation::~RunsComputation()
{
    cancel();
    m_historyWatcher.waitForFinished();
    m_comparisonWatcher.waitForFinished();
}

void RunsComputation::cancel()
{
    if (m_cancelled)
        m_cancelled->store(true);
}

bool RunsComputation::isBusy() const
{
    return m_historyWatcher.isRunning() || m_comparisonWatcher.isRunning();
}

void RunsComputation::loadHistory(const QString& projectPath)
{
    cancel();
    // The previous result, if it still arrives, belongs to an older generation: drop it.
    m_historyWatcher.disconnect(this);
    m_historyWatcher.waitForFinished();
    connect(&m_historyWatcher, &QFutureWatcher<HistoryOutcome>::finished, this, [this] {
        const HistoryOutcome outcome = m_historyWatcher.result();
        if (outcome.history)
            Q_EMIT historyLoaded(outcome.history);
        else if (outcome.error != QLatin1String("cancelled"))
            Q_EMIT historyFailed(outcome.error);
    });
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    const std::shared_ptr<std::atomic<bool>> cancelled = m_cancelled;
    const QPointer<RunsComputation> self(this);
    m_historyWatcher.setFuture(QtConcurrent::run([projectPath, cancelled, self]() {
        HistoryOutcome outcome;
        auto project = storage::Project::open(projectPath, storage::Project::OpenMode::OpenExisting);
        if (!project) {
            outcome.error = project.error().toString();
            return outcome;
        }
        auto history = metrics::RunHistory::load(**project, cancelled.get(), [self](int done, int total) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, done, total] {
                    if (self)
                        Q_EMIT self->historyProgress(done, total);
                },
                Qt::QueuedConnection);
        });
        if (history)
            outcome.history = std::make_shared<const metrics::RunHistory>(std::move(*history));
        else
            outcome.error = history.error().toString();
        return outcome;
    }));
}

void RunsComputation::compare(const History& history, const QList<int>& runIndexes,
                              const QStringList& metricNames)
{
    m_comparisonWatcher.disconnect(this);
    m_comparisonWatcher.waitForFinished();
    connect(&m_comparisonWatcher, &QFutureWatcher<Comparison>::finished, this,
            [this] { Q_EMIT comparisonReady(m_comparisonWatcher.result()); });
    m_comparisonWatcher.setFuture(QtConcurrent::run([history, runIndexes, metricNames]() -> Comparison {
        std::vector<metrics::RunMetrics> runs;
        for (const int index : runIndexes)
            runs.push_back(history->metrics[static_cast<std::size_t>(index)]);
        return std::make_shared<const metrics::RunComparison>(
            metrics::RunComparison::compute(runs, metricNames));
    }));
}

} // namespace goldset::ui
