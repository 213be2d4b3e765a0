#include "runs/RunsState.h"

#include "runs/RunListModel.h"
#include "runs/RunLoader.h"
#include "storage/Project.h"

#include <QTimer>

namespace goldset::ui {

RunsState::RunsState(QObject* parent)
    : QObject(parent), m_computation(new RunsComputation(this)), m_loader(new RunLoader(m_computation, this)),
      m_runs(new RunListModel(this)), m_reloadTimer(new QTimer(this))
{
    m_reloadTimer->setSingleShot(true);
    m_reloadTimer->setInterval(300);
    connect(m_reloadTimer, &QTimer::timeout, this, &RunsState::refresh);
    connect(m_computation, &RunsComputation::historyLoaded, this, &RunsState::onHistoryLoaded);
    connect(m_computation, &RunsComputation::comparisonReady, this, &RunsState::onComparisonReady);
    connect(m_computation, &RunsComputation::historyProgress, this, &RunsState::progress);
    connect(m_computation, &RunsComputation::historyFailed, this, [this](const QString& message) {
        setBusy(false);
        Q_EMIT errorOccurred(message);
    });
    connect(m_loader, &RunLoader::evaluating, this,
            [this](int runs) { setBusy(true, tr("Evaluating %n run(s)...", nullptr, runs)); });
    connect(m_loader, &RunLoader::evaluated, this, &RunsState::onEvaluated);
    connect(m_loader, &RunLoader::failed, this, [this](const QString& message) {
        setBusy(false);
        Q_EMIT errorOccurred(message);
    });
    connect(m_runs, &RunListModel::checkedRunsChanged, this, [this] {
        if (!m_applyingHistory)
            loadShownRuns();
        recompare();
    });
}

RunsState::~RunsState() = default;

void RunsState::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session)
        connect(session, &ProjectSession::changed, this, &RunsState::onChanged);
    m_reloadTimer->stop();
    m_data.reset();
    m_comparison.reset();
    refresh();
}

QStringList RunsState::metricNames() const
{
    QStringList names;
    if (m_data) {
        for (const metrics::ProjectMetric& m : m_data->catalog.metrics())
            names << m.name;
    }
    return names;
}

void RunsState::onChanged(ProjectSession::Change change)
{
    if (change == ProjectSession::Change::Batches)
        return;
    // Labels or reviews (a nugget's) of known questions: only those questions' metrics
    // change. A history under way may or may not have read them, so that one is
    // computed again.
    const QList<RowId>& questions = m_session->changedQuestions();
    const bool ofQuestions =
        change == ProjectSession::Change::Labels || change == ProjectSession::Change::Reviews;
    if (ofQuestions && !questions.isEmpty() && m_data && !m_refreshPending && !m_reloadTimer->isActive() &&
        !m_computation->isLoadingHistory()) {
        refreshQuestions(questions);
        return;
    }
    m_reloadTimer->start();
}

void RunsState::setInView(bool inView)
{
    m_inView = inView;
    if (!inView)
        return;
    if (m_refreshPending)
        refresh();
    else if (m_loader->isPending())
        loadShownRuns();
    if (m_comparePending)
        recompare();
}

void RunsState::setAllQuestions(bool all)
{
    if (all == m_allQuestions)
        return;
    m_allQuestions = all;
    refresh();
}

void RunsState::setViewRuns(const QList<int>& runs)
{
    if (runs == m_viewRuns)
        return;
    m_viewRuns = runs;
    if (!m_applyingHistory)
        loadShownRuns();
}

void RunsState::refresh()
{
    if (!m_session) {
        m_computation->cancel();
        m_refreshPending = false;
        onHistoryLoaded(nullptr);
        return;
    }
    if (!m_inView) {
        // Evaluating every run reads every retrieval of the project: not for a page out of sight.
        m_computation->cancel();
        m_refreshPending = true;
        if (!m_data)
            onHistoryLoaded(nullptr);
        return;
    }
    m_refreshPending = false;
    setBusy(true, tr("Computing the metrics of every run..."));
    m_computation->loadHistory(m_session->path(), keepOnLoad(),
                               m_allQuestions ? metrics::QuestionScope::All
                                              : metrics::QuestionScope::Accepted);
}

RunsComputation::KeepRun RunsState::keepOnLoad() const
{
    // A first load keeps the runs checked by default (the latest); a reload keeps the runs shown
    // now, and new runs among the latest, which arrive checked (RunListModel).
    QSet<QString> shown;
    QSet<QString> known;
    if (m_data) {
        for (const int run : shownRuns())
            shown.insert(m_data->runs[run].name);
        for (const Run& run : std::as_const(m_data->runs))
            known.insert(run.name);
    }
    const bool first = !m_data;
    return [shown, known, first](const QList<Run>& runs, int index) {
        const bool latest = index >= runs.size() - RunListModel::kDefaultChecked;
        if (first)
            return latest;
        const QString& name = runs[index].name;
        return shown.contains(name) || (latest && !known.contains(name));
    };
}

QSet<int> RunsState::shownRuns() const
{
    QSet<int> shown;
    if (!m_data)
        return shown;
    for (const int run : m_runs->checkedRuns())
        shown.insert(run);
    for (const int run : m_viewRuns) {
        if (run >= 0 && run < m_data->runs.size())
            shown.insert(run);
    }
    return shown;
}

void RunsState::loadShownRuns()
{
    if (!m_applyingHistory && m_session)
        m_loader->update(m_session->path(), m_data, shownRuns(), m_inView);
}

void RunsState::onEvaluated()
{
    Q_EMIT historyRedrawn();
    m_runs->refreshValues();
    // Runs evaluated for another view, or stale ones, leave the comparison as it is: its
    // statistics take minutes on a large project.
    if (m_requestedHistory != m_data || m_requestedRuns != m_runs->checkedRuns())
        recompare();
    if (!m_computation->isBusy())
        setBusy(false, tr("%n run(s) evaluated.", nullptr, static_cast<int>(m_data->runs.size())));
}

void RunsState::setBusy(bool busy, const QString& message, bool announce)
{
    m_busy = busy;
    m_busyMessage = message;
    Q_EMIT busyChanged(busy, message);
    // "Computing..." in the status bar too; the outcome stands beside the run list only (it
    // stood twice), and the status bar's "Computing..." is cleared so that it never lingers.
    if (!announce)
        return;
    if (busy && !message.isEmpty())
        Q_EMIT statusMessage(message);
    else if (!busy)
        Q_EMIT statusMessage(QString());
}

void RunsState::onHistoryLoaded(const RunsComputation::History& history)
{
    // The views and the run list take the history one after the other: which runs are shown is
    // known at the end only.
    m_applyingHistory = true;
    m_data = history;
    Q_EMIT historyChanged();
    if (!history && m_session) {
        // Out of sight: the runs are evaluated when the page is shown; nothing to tell the
        // status bar meanwhile.
        setBusy(false, tr("The runs are evaluated when this page is shown."), false);
    } else if (!history) {
        setBusy(false, tr("Open a project to see its runs."));
    } else if (history->runs.isEmpty()) {
        setBusy(false, tr("No runs yet. Import one (File → Import, format trec-run, goldset-run or ragas)."));
    } else {
        setBusy(false, tr("%n run(s) evaluated.", nullptr, static_cast<int>(history->runs.size())));
    }
    m_runs->setHistory(history); // emits checkedRunsChanged: compares
    m_applyingHistory = false;
    loadShownRuns();
}

void RunsState::refreshQuestions(const QList<RowId>& questionIds)
{
    if (const Status refreshed = m_data->refreshQuestions(m_session->project(), questionIds); !refreshed) {
        m_reloadTimer->start();
        return;
    }
    onHistoryLoaded(m_data); // redraws every view and compares the checked runs again
}

bool RunsState::isSettled() const
{
    return !m_reloadTimer->isActive() && !m_computation->isBusy() && !m_loader->isPending() &&
           !m_comparePending && m_comparedHistory == m_data && m_comparedRuns == m_runs->checkedRuns();
}

void RunsState::recompare()
{
    const QList<int> checked = m_runs->checkedRuns();
    if (!m_data || checked.isEmpty()) {
        m_requestedHistory = m_data;
        m_requestedRuns = checked;
        onComparisonReady(nullptr);
        return;
    }
    for (const int run : checked) {
        if (!m_data->metricsOf(run))
            return; // compared once evaluated (RunLoader::evaluated)
    }
    if (!m_inView) {
        m_comparePending = true; // statistics for a page out of sight: when it is shown
        return;
    }
    m_comparePending = false;
    m_requestedHistory = m_data;
    m_requestedRuns = checked;
    setBusy(true, tr("Comparing %n run(s)...", nullptr, static_cast<int>(checked.size())));
    m_computation->compare(m_data, checked, metricNames());
}

void RunsState::onComparisonReady(const RunsComputation::Comparison& comparison)
{
    m_comparison = comparison;
    m_comparedHistory = m_requestedHistory;
    m_comparedRuns = m_requestedRuns;
    Q_EMIT comparisonChanged();
    if (comparison && !comparison->hasStatistics()) {
        setBusy(true, tr("Computing confidence intervals and significance tests..."));
    } else if (comparison) {
        int real = 0;
        for (const metrics::RunComparison::Pair& pair : comparison->pairs())
            real += pair.significant ? 1 : 0;
        setBusy(false, tr("%n real difference(s) after Holm's correction.", nullptr, real));
    } else if (m_data && !m_data->runs.isEmpty()) {
        setBusy(false, tr("Check runs in the list to compare them."));
    }
}

} // namespace goldset::ui
