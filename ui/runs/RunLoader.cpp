#include "runs/RunLoader.h"

#include "common/WorkPool.h"
#include "core/Heap.h"

#include <QThreadPool>
#include <algorithm>

namespace goldset::ui {

RunLoader::RunLoader(RunsComputation* computation, QObject* parent)
    : QObject(parent), m_computation(computation)
{
    connect(m_computation, &RunsComputation::runsEvaluated, this, &RunLoader::onEvaluated);
}

void RunLoader::update(const QString& projectPath, const RunsComputation::History& history,
                       const QSet<int>& shown, bool visible)
{
    m_projectPath = projectPath;
    RunsComputation::History previous = std::exchange(m_history, history);
    // The last hold of a replaced history (every shown run's values: tens of MB at 100,000
    // questions) is let go on a thread: freeing it held the window 70+ ms (bench_scale).
    if (previous && previous != history && previous.use_count() == 1)
        workPool()->start([previous = std::move(previous)]() mutable {
            previous.reset();
            core::releaseFreedMemory();
        });
    m_shown = shown;
    m_pending = false;
    if (!history || m_computation->isLoadingHistory())
        return;
    QList<int> missing;
    for (int run = 0; run < history->runs.size(); ++run) {
        if (!shown.contains(run))
            history->unload(run);
        else if (!history->metricsOf(run))
            missing.append(run);
    }
    // Stale runs are never loaded: when shown, they are among the missing ones.
    QList<int> todo = missing;
    for (const int run : history->staleRuns()) {
        if (!shown.contains(run))
            todo.append(run);
    }
    std::sort(todo.begin(), todo.end());
    if (todo.isEmpty())
        return;
    if (!visible) {
        m_pending = true;
        return;
    }
    if (m_computation->isEvaluating() && m_evaluating == todo && m_evaluatingRevision == history->revision)
        return; // already under way
    m_evaluating = todo;
    m_evaluatingRevision = history->revision;
    Q_EMIT evaluating(static_cast<int>(todo.size()));
    m_computation->evaluateRuns(projectPath, history, todo, QSet<int>(missing.begin(), missing.end()));
}

void RunLoader::onEvaluated(const RunsComputation::Evaluated& evaluation)
{
    m_evaluating.clear();
    if (!m_history || evaluation->history != m_history)
        return; // a newer history replaced the one it was asked for
    if (!evaluation->error.isEmpty()) {
        Q_EMIT failed(evaluation->error);
        return;
    }
    if (evaluation->revision == m_history->revision) {
        for (RunsComputation::EvaluatedRun& run : evaluation->runs)
            m_history->setEvaluated(run.run, std::move(run.aggregate), run.questionCount,
                                    std::move(run.judge), std::move(run.metrics));
        Q_EMIT evaluated();
    }
    // Labels that changed meanwhile, or runs chosen meanwhile: evaluated now.
    update(m_projectPath, m_history, m_shown, true);
}

} // namespace goldset::ui
