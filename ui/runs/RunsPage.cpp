#include "runs/RunsPage.h"

#include "common/ThemedStyleSheet.h"
#include "runs/ComparisonChartView.h"
#include "runs/ComparisonTableModel.h"
#include "runs/DistributionChartView.h"
#include "runs/HistoryChartView.h"
#include "runs/PairTableModel.h"
#include "runs/QuestionListModel.h"
#include "runs/RunEdits.h"
#include "runs/RunListModel.h"
#include "runs/RunLoader.h"
#include "runs/RunsExporter.h"
#include "runs/ScatterChartView.h"
#include "runs/ThresholdTableModel.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <cmath>

namespace goldset::ui {

RunsPage::RunsPage(QWidget* parent)
    : Page(parent), m_computation(new RunsComputation(this)), m_loader(new RunLoader(m_computation, this)),
      m_reloadTimer(new QTimer(this)), m_runs(new RunListModel(this)),
      m_comparisonModel(new ComparisonTableModel(this)), m_pairModel(new PairTableModel(this)),
      m_pairFilter(new QSortFilterProxyModel(this)), m_thresholds(new ThresholdTableModel(this)),
      m_questions(new QuestionListModel(this)), m_exporter(new RunsExporter(this))
{
    m_pairFilter->setSourceModel(m_pairModel);
    m_pairFilter->setFilterKeyColumn(PairTableModel::MetricColumn);

    m_tabs = new QTabWidget;
    m_tabs->setAccessibleName(tr("Charts"));
    m_tabs->addTab(createComparisonTab(), tr("&Comparison"));
    m_history = new HistoryChartView;
    m_history->setAccessibleName(tr("History chart"));
    m_tabs->addTab(m_history, tr("&History"));
    m_tabs->addTab(createDistributionTab(), tr("&Distribution"));
    m_tabs->addTab(createScatterTab(), tr("&Scatter"));
    m_tabs->addTab(createThresholdsTab(), tr("&Thresholds"));

    auto* right = new QSplitter(Qt::Vertical);
    right->setObjectName(QStringLiteral("runsRightSplitter"));
    right->addWidget(m_tabs);
    right->addWidget(createQuestionPanel());
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 1);
    right->setCollapsible(1, false);

    auto* split = new QSplitter(Qt::Horizontal);
    split->setObjectName(QStringLiteral("runsSplitter"));
    split->addWidget(createSidePanel());
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setSizes({330, 950});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    createActions();
    m_reloadTimer->setSingleShot(true);
    m_reloadTimer->setInterval(300);
    connect(m_reloadTimer, &QTimer::timeout, this, &RunsPage::refresh);
    connect(m_computation, &RunsComputation::historyLoaded, this, &RunsPage::onHistoryLoaded);
    connect(m_computation, &RunsComputation::comparisonReady, this, &RunsPage::onComparisonReady);
    connect(m_loader, &RunLoader::evaluating, this,
            [this](int runs) { setBusy(true, tr("Evaluating %n run(s)...", nullptr, runs)); });
    connect(m_loader, &RunLoader::evaluated, this, [this] {
        redraw();
        if (!m_computation->isBusy())
            setBusy(false, tr("%n run(s) evaluated.", nullptr, static_cast<int>(m_data->runs.size())));
    });
    connect(m_loader, &RunLoader::failed, this, [this](const QString& message) {
        setBusy(false);
        QMessageBox::warning(this, tr("Runs && Charts"),
                             tr("The runs cannot be evaluated:\n%1").arg(message));
    });
    connect(m_computation, &RunsComputation::historyProgress, this, [this](int done, int total) {
        m_busyBar->setRange(0, total);
        m_busyBar->setValue(done);
    });
    connect(m_computation, &RunsComputation::historyFailed, this, [this](const QString& message) {
        setBusy(false);
        QMessageBox::warning(this, tr("Runs && Charts"),
                             tr("The runs cannot be evaluated:\n%1").arg(message));
    });
    connect(m_exporter, &RunsExporter::statusMessage, this, &Page::statusMessage);
    connect(m_exporter, &RunsExporter::reportStarted, this,
            [this](const QString& message) { setBusy(true, message); });
    connect(m_exporter, &RunsExporter::reportFinished, this, [this] { setBusy(false); });
    connect(m_runs, &RunListModel::checkedRunsChanged, this, [this] {
        if (!m_applyingHistory)
            loadShownRuns();
        recompare();
    });
    for (RunChartView* chart :
         {static_cast<RunChartView*>(m_history), static_cast<RunChartView*>(m_comparisonChart),
          static_cast<RunChartView*>(m_distribution), static_cast<RunChartView*>(m_scatter)})
        connect(chart, &RunChartView::questionsPicked, this, &RunsPage::showQuestions);
    setSession(nullptr);
}

RunsPage::~RunsPage() = default;

void RunsPage::createActions()
{
    auto add = [this](const QString& text, const QKeySequence& key, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        m_actions.append(action);
        return action;
    };
    add(tr("&Recompute Metrics"), QKeySequence::Refresh, [this] { refresh(); });
    add(tr("Export &Chart..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), [this] { exportChart(); });
    add(tr("Export &Report..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), [this] { exportReport(); });
    add(tr("Export Metric &Table (CSV)..."), QKeySequence(), [this] {
        if (m_data)
            m_exporter->exportMetricTable(*m_data, m_runs->checkedRuns());
    });
}

void RunsPage::sessionSet(ProjectSession* session)
{
    for (QAction* action : std::as_const(m_actions))
        action->setEnabled(session != nullptr);
    m_thresholds->setSession(session);
    m_runEdits->setSession(session);
    m_data.reset();
    m_comparison.reset();
    m_questions->setSelection({});
    refresh();
}

void RunsPage::projectChanged(ProjectSession::Change change)
{
    if (change == ProjectSession::Change::Settings)
        m_thresholds->reload();
    if (change == ProjectSession::Change::Batches)
        return;
    // Labels or reviews (a nugget's) of known questions: only those questions' metrics
    // change. A history under way may or may not have read them, so that one is
    // computed again.
    const QList<RowId>& questions = session()->changedQuestions();
    const bool ofQuestions =
        change == ProjectSession::Change::Labels || change == ProjectSession::Change::Reviews;
    if (ofQuestions && !questions.isEmpty() && m_data && !m_refreshPending && !m_reloadTimer->isActive() &&
        !m_computation->isLoadingHistory()) {
        refreshQuestions(questions);
        return;
    }
    m_reloadTimer->start();
}

void RunsPage::refresh()
{
    if (!session()) {
        m_computation->cancel();
        m_refreshPending = false;
        onHistoryLoaded(nullptr);
        return;
    }
    if (isHidden()) {
        // Evaluating every run reads every retrieval of the project: not for a page out of sight.
        m_computation->cancel();
        m_refreshPending = true;
        if (!m_data)
            onHistoryLoaded(nullptr);
        return;
    }
    m_refreshPending = false;
    setBusy(true, tr("Computing the metrics of every run..."));
    m_computation->loadHistory(session()->path(), keepOnLoad(),
                               m_allQuestions->isChecked() ? metrics::QuestionScope::All
                                                           : metrics::QuestionScope::Accepted);
}

RunsComputation::KeepRun RunsPage::keepOnLoad() const
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

QSet<int> RunsPage::shownRuns() const
{
    QSet<int> shown;
    if (!m_data)
        return shown;
    for (const int run : m_runs->checkedRuns())
        shown.insert(run);
    for (const QComboBox* box : {m_distributionRun, m_scatterRunA, m_scatterRunB}) {
        if (box->currentIndex() >= 0 && box->currentIndex() < m_data->runs.size())
            shown.insert(box->currentIndex());
    }
    return shown;
}

void RunsPage::loadShownRuns()
{
    if (!m_applyingHistory && session())
        m_loader->update(session()->path(), m_data, shownRuns(), !isHidden());
}

void RunsPage::redraw()
{
    for (RunChartView* chart :
         {static_cast<RunChartView*>(m_history), static_cast<RunChartView*>(m_distribution),
          static_cast<RunChartView*>(m_scatter), static_cast<RunChartView*>(m_comparisonChart)})
        chart->setHistory(m_data);
    m_runs->refreshValues();
    // Runs evaluated for another view, or stale ones, leave the comparison as it is: its
    // statistics take minutes on a large project.
    if (m_requestedHistory != m_data || m_requestedRuns != m_runs->checkedRuns())
        recompare();
}

bool RunsPage::event(QEvent* event)
{
    // ShowToParent: the page became the current tab, even in a window not shown (yet).
    const bool shown = event->type() == QEvent::ShowToParent || event->type() == QEvent::Show;
    const bool handled = Page::event(event);
    if (shown && m_refreshPending)
        refresh();
    else if (shown && m_loader->isPending())
        loadShownRuns();
    if (shown && m_comparePending)
        recompare();
    return handled;
}

void RunsPage::setBusy(bool busy, const QString& message)
{
    m_busyLabel->setText(message);
    m_busyBar->setVisible(busy);
    if (busy)
        m_busyBar->setRange(0, 0);
    // "Computing..." in the status bar too; the outcome stands beside the run list only (it
    // stood twice), and the status bar's "Computing..." is cleared so that it never lingers.
    if (busy && !message.isEmpty())
        Q_EMIT statusMessage(message);
    else if (!busy)
        Q_EMIT statusMessage(QString());
}

void RunsPage::onHistoryLoaded(const RunsComputation::History& history)
{
    // The views and the run list take the history one after the other: which runs are shown is
    // known at the end only.
    m_applyingHistory = true;
    m_data = history;
    const QString keep = metric();
    const QSignalBlocker blocker(m_metricBox);
    m_metricBox->clear();
    QStringList names;
    if (history) {
        for (const metrics::ProjectMetric& m : history->catalog.metrics())
            names << m.name;
    }
    m_metricBox->addItems(names);
    m_thresholds->setMetrics(names);
    for (RunChartView* chart :
         {static_cast<RunChartView*>(m_history), static_cast<RunChartView*>(m_distribution),
          static_cast<RunChartView*>(m_scatter)})
        chart->setHistory(history);
    m_comparisonChart->setHistory(history);
    fillRunBoxes();
    const QString chosen = names.contains(keep)                            ? keep
                           : names.contains(QStringLiteral("ndcg_cut_10")) ? QStringLiteral("ndcg_cut_10")
                                                                           : names.value(0);
    m_metricBox->setCurrentText(chosen);
    setMetric(chosen);
    if (!history && session()) {
        // Out of sight: the runs are evaluated when the page is shown; nothing to tell the
        // status bar meanwhile.
        m_busyLabel->setText(tr("The runs are evaluated when this page is shown."));
        m_busyBar->setVisible(false);
    } else if (!history) {
        setBusy(false, tr("Open a project to see its runs."));
    } else if (history->runs.isEmpty()) {
        setBusy(false, tr("No runs yet. Import one (File → Import, format trec-run, goldset-run or ragas)."));
    } else {
        setBusy(false, tr("%n run(s) evaluated.", nullptr, static_cast<int>(history->runs.size())));
    }
    m_runs->setHistory(history); // emits checkedRunsChanged: compares
    // The version column only where a run has one: it took the date's room in the side panel.
    bool anyVersion = false;
    if (history)
        for (const Run& run : history->runs)
            anyVersion = anyVersion || !run.systemVersion.isEmpty();
    m_runView->setColumnHidden(RunListModel::VersionColumn, !anyVersion);
    m_applyingHistory = false;
    loadShownRuns();
}

void RunsPage::fillRunBoxes()
{
    QStringList names;
    if (m_data) {
        for (const Run& run : m_data->runs)
            names << run.name;
    }
    for (QComboBox* box : {m_distributionRun, m_scatterRunA, m_scatterRunB}) {
        const QString keep = box->currentText();
        const QSignalBlocker blocker(box);
        box->clear();
        box->addItems(names);
        box->setCurrentIndex(names.contains(keep) ? static_cast<int>(names.indexOf(keep)) : -1);
    }
    // Defaults: the latest run's distribution, the latest two runs in the scatter plot.
    const auto last = static_cast<int>(names.size()) - 1;
    if (m_distributionRun->currentIndex() < 0)
        m_distributionRun->setCurrentIndex(last);
    if (m_scatterRunA->currentIndex() < 0 || m_scatterRunB->currentIndex() < 0) {
        m_scatterRunA->setCurrentIndex(std::max(last - 1, -1));
        m_scatterRunB->setCurrentIndex(last);
    }
    m_distribution->setRun(m_distributionRun->currentIndex());
    m_scatter->setRuns(m_scatterRunA->currentIndex(), m_scatterRunB->currentIndex());
}

void RunsPage::refreshQuestions(const QList<RowId>& questionIds)
{
    if (const Status refreshed = m_data->refreshQuestions(session()->project(), questionIds); !refreshed) {
        m_reloadTimer->start();
        return;
    }
    onHistoryLoaded(m_data); // redraws every view and compares the checked runs again
}

bool RunsPage::isSettled() const
{
    return !m_reloadTimer->isActive() && !m_computation->isBusy() && !m_loader->isPending() &&
           !m_comparePending && m_comparedHistory == m_data && m_comparedRuns == m_runs->checkedRuns();
}

void RunsPage::recompare()
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
            return; // compared once evaluated (RunLoader::evaluated redraws)
    }
    if (isHidden()) {
        m_comparePending = true; // statistics for a page out of sight: when it is shown
        return;
    }
    m_comparePending = false;
    m_requestedHistory = m_data;
    m_requestedRuns = checked;
    QStringList names;
    for (const metrics::ProjectMetric& m : m_data->catalog.metrics())
        names << m.name;
    setBusy(true, tr("Comparing %n run(s)...", nullptr, static_cast<int>(checked.size())));
    m_computation->compare(m_data, checked, names);
}

void RunsPage::onComparisonReady(const RunsComputation::Comparison& comparison)
{
    m_comparison = comparison;
    m_comparedHistory = m_requestedHistory;
    m_comparedRuns = m_requestedRuns;
    m_comparisonModel->setComparison(m_data, comparison);
    m_judgeNote->setText(m_comparisonModel->judgeNote());
    m_judgeNote->setVisible(!m_judgeNote->text().isEmpty());
    m_pairModel->setComparison(comparison);
    m_comparisonChart->setComparison(comparison);
    m_comparisonView->resizeColumnsToContents();
    m_pairView->resizeColumnsToContents();
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

QString RunsPage::metric() const
{
    return m_metricBox->currentText();
}

void RunsPage::setMetric(const QString& metric)
{
    if (metric.isEmpty())
        return;
    if (m_metricBox->currentText() != metric)
        m_metricBox->setCurrentText(metric);
    for (RunChartView* chart :
         {static_cast<RunChartView*>(m_history), static_cast<RunChartView*>(m_comparisonChart),
          static_cast<RunChartView*>(m_distribution), static_cast<RunChartView*>(m_scatter)})
        chart->setMetric(metric);
    m_pairFilter->setFilterRegularExpression(
        QRegularExpression(QStringLiteral("^%1$").arg(QRegularExpression::escape(metric))));
}

void RunsPage::showTab(int index)
{
    m_tabs->setCurrentIndex(index);
}

RunChartView* RunsPage::currentChart() const
{
    switch (m_tabs->currentIndex()) {
    case 0:
        return m_comparisonChart;
    case 1:
        return m_history;
    case 2:
        return m_distribution;
    case 3:
        return m_scatter;
    default:
        return nullptr;
    }
}

void RunsPage::showQuestions(const QuestionSelection& selection)
{
    m_questions->setSelection(selection);
    m_questionTitle->setText(tr("%1: %n question(s)", nullptr, static_cast<int>(selection.rows.size()))
                                 .arg(selection.title.toHtmlEscaped()));
    m_questionView->resizeColumnToContents(QuestionListModel::IdColumn);
    if (!selection.rows.empty())
        m_questionView->setCurrentIndex(m_questions->index(0, 0));
}

void RunsPage::openSelectedQuestion(const QString& pageName)
{
    const QModelIndex current = m_questionView->currentIndex();
    if (!current.isValid()) {
        Q_EMIT statusMessage(tr("Select a question in the list first."));
        return;
    }
    const RowId id = current.data(QuestionListModel::QuestionIdRole).toLongLong();
    const QStringList& runs = m_questions->selection().runNames;
    Q_EMIT questionRequested(pageName, id, runs.value(0));
}

void RunsPage::exportChart()
{
    m_exporter->exportChart(currentChart());
}

void RunsPage::exportReport()
{
    if (!session() || !m_data)
        return;
    QStringList runs;
    for (const int run : m_runs->checkedRuns())
        runs << m_data->runs[run].name;
    m_exporter->exportReport(session()->path(), runs, m_data->scope);
}

} // namespace goldset::ui
