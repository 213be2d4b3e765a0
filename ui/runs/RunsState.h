#pragma once

#include "runs/RunsComputation.h"
#include "shell/ProjectSession.h"

#include <QObject>
#include <QPointer>

class QTimer;

namespace goldset::ui {

class RunListModel;
class RunLoader;

// What the Runs & Charts page shows, without its widgets: the history of every run (evaluated
// in the background), the runs listed and checked, the comparison of the checked runs, and
// what is under way. One load path: every reload goes through refresh(), which the session's
// changes, the scope and the page coming into view all lead to. Out of sight nothing is
// computed; the work waits until the page is seen. The page follows the signals; tests drive
// it directly.
class RunsState : public QObject
{
    Q_OBJECT

public:
    explicit RunsState(QObject* parent = nullptr);
    ~RunsState() override;

    void setSession(ProjectSession* session);
    ProjectSession* session() const { return m_session; }
    RunListModel* runs() const { return m_runs; }
    RunsComputation* computation() const { return m_computation; }
    const RunsComputation::History& history() const { return m_data; }
    const RunsComputation::Comparison& comparison() const { return m_comparison; }
    // The metric names of the history's catalog, in its order.
    QStringList metricNames() const;
    // Nothing pending: the shown comparison is of the current runs and their checked set.
    bool isSettled() const;
    bool isBusy() const { return m_busy; }
    const QString& busyMessage() const { return m_busyMessage; }

    // Whether the page is seen; coming into view does the work that waited.
    void setInView(bool inView);
    bool isInView() const { return m_inView; }
    // Count drafts and rejected questions too (metrics::QuestionScope::All); reloads.
    void setAllQuestions(bool all);
    bool allQuestions() const { return m_allQuestions; }
    // Runs the charts show besides the checked ones (indexes of history()->runs; -1: none):
    // their per-question metrics are kept loaded.
    void setViewRuns(const QList<int>& runs);

    // Evaluates every run again (out of sight: when the page is seen).
    void refresh();

Q_SIGNALS:
    // A new history (or the same one, its questions refreshed), before the run list takes it:
    // the page fills its metric box, charts and run choices (and tells setViewRuns()).
    void historyChanged();
    // Runs were evaluated in the background: the views draw the history again.
    void historyRedrawn();
    void comparisonChanged();
    void busyChanged(bool busy, const QString& message);
    void progress(int done, int total);
    void statusMessage(const QString& message);
    void errorOccurred(const QString& message);

private:
    void onChanged(ProjectSession::Change change);
    void onHistoryLoaded(const RunsComputation::History& history);
    void onComparisonReady(const RunsComputation::Comparison& comparison);
    void onEvaluated();
    // The runs a view shows (checked, distribution, scatter): their per-question metrics are
    // loaded, every other run's dropped; runs whose aggregates are stale are evaluated again.
    void loadShownRuns();
    QSet<int> shownRuns() const;
    RunsComputation::KeepRun keepOnLoad() const;
    void recompare();
    // Labels of these questions changed: recomputes them alone (the history stays in place).
    void refreshQuestions(const QList<RowId>& questionIds);
    // `announce`: the status bar says it too (and is cleared when not busy).
    void setBusy(bool busy, const QString& message = {}, bool announce = true);

    QPointer<ProjectSession> m_session;
    RunsComputation* m_computation;
    RunLoader* m_loader;
    RunListModel* m_runs;
    QTimer* m_reloadTimer;
    RunsComputation::History m_data;
    RunsComputation::Comparison m_comparison;
    // What the comparison under way, and the one shown, were computed from.
    RunsComputation::History m_requestedHistory;
    QList<int> m_requestedRuns;
    RunsComputation::History m_comparedHistory;
    QList<int> m_comparedRuns;
    QList<int> m_viewRuns;
    bool m_inView = false;
    bool m_allQuestions = false;
    bool m_busy = false;
    QString m_busyMessage;
    bool m_refreshPending = false;
    bool m_applyingHistory = false;
    bool m_comparePending = false; // the checked runs changed while the page was out of sight
};

} // namespace goldset::ui
