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
#include <QVBoxLayout>
#include <cmath>

namespace goldset::ui {

RunsPage::RunsPage(QWidget* parent)
    : Page(parent), m_state(new RunsState(this)), m_comparisonModel(new ComparisonTableModel(this)),
      m_pairModel(new PairTableModel(this)), m_pairFilter(new QSortFilterProxyModel(this)),
      m_thresholds(new ThresholdTableModel(this)), m_questions(new QuestionListModel(this)),
      m_exporter(new RunsExporter(this))
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
    connect(m_state, &RunsState::historyChanged, this, &RunsPage::showHistory);
    connect(m_state->runs(), &QAbstractItemModel::modelReset, this, &RunsPage::showRunList);
    connect(m_state, &RunsState::historyRedrawn, this, &RunsPage::redraw);
    connect(m_state, &RunsState::comparisonChanged, this, &RunsPage::showComparison);
    connect(m_state, &RunsState::busyChanged, this, &RunsPage::setBusy);
    connect(m_state, &RunsState::statusMessage, this, &Page::statusMessage);
    connect(m_state, &RunsState::progress, this, [this](int done, int total) {
        m_busyBar->setRange(0, total);
        m_busyBar->setValue(done);
    });
    connect(m_state, &RunsState::errorOccurred, this, [this](const QString& message) {
        QMessageBox::warning(this, tr("Runs && Charts"),
                             tr("The runs cannot be evaluated:\n%1").arg(message));
    });
    connect(m_exporter, &RunsExporter::statusMessage, this, &Page::statusMessage);
    connect(m_exporter, &RunsExporter::reportStarted, this, [this](const QString& message) {
        setBusy(true, message);
        Q_EMIT statusMessage(message);
    });
    connect(m_exporter, &RunsExporter::reportFinished, this, [this] {
        setBusy(false, {});
        Q_EMIT statusMessage(QString());
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
        if (m_state->history())
            m_exporter->exportMetricTable(*m_state->history(), m_state->runs()->checkedRuns());
    });
}

void RunsPage::sessionSet(ProjectSession* session)
{
    for (QAction* action : std::as_const(m_actions))
        action->setEnabled(session != nullptr);
    m_thresholds->setSession(session);
    m_runEdits->setSession(session);
    m_questions->setSelection({});
    m_state->setSession(session);
}

void RunsPage::projectChanged(ProjectSession::Change change)
{
    // The state follows the session's changes itself; the thresholds are the page's.
    if (change == ProjectSession::Change::Settings)
        m_thresholds->reload();
}

bool RunsPage::event(QEvent* event)
{
    // ShowToParent: the page became the current tab, even in a window not shown (yet).
    const QEvent::Type type = event->type();
    const bool handled = Page::event(event);
    if (type == QEvent::ShowToParent || type == QEvent::Show || type == QEvent::HideToParent ||
        type == QEvent::Hide)
        m_state->setInView(!isHidden());
    return handled;
}

void RunsPage::setBusy(bool busy, const QString& message)
{
    m_busyLabel->setText(message);
    m_busyBar->setVisible(busy);
    if (busy)
        m_busyBar->setRange(0, 0);
}

void RunsPage::redraw()
{
    for (RunChartView* chart :
         {static_cast<RunChartView*>(m_history), static_cast<RunChartView*>(m_distribution),
          static_cast<RunChartView*>(m_scatter), static_cast<RunChartView*>(m_comparisonChart)})
        chart->setHistory(m_state->history());
}

void RunsPage::showHistory()
{
    const QString keep = currentMetric();
    const QSignalBlocker blocker(m_metricBox);
    m_metricBox->clear();
    const QStringList names = m_state->metricNames();
    m_metricBox->addItems(names);
    m_thresholds->setMetrics(names);
    redraw();
    fillRunBoxes();
    const QString chosen = names.contains(keep)                            ? keep
                           : names.contains(QStringLiteral("ndcg_cut_10")) ? QStringLiteral("ndcg_cut_10")
                                                                           : names.value(0);
    m_metricBox->setCurrentText(chosen);
    setMetric(chosen);
}

void RunsPage::showRunList()
{
    // The version column only where a run has one: it took the date's room in the side panel.
    bool anyVersion = false;
    if (const RunsComputation::History& history = m_state->history())
        for (const Run& run : history->runs)
            anyVersion = anyVersion || !run.systemVersion.isEmpty();
    m_runView->setColumnHidden(RunListModel::VersionColumn, !anyVersion);
}

void RunsPage::fillRunBoxes()
{
    QStringList names;
    if (const RunsComputation::History& history = m_state->history()) {
        for (const Run& run : history->runs)
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
    viewRunsChanged();
}

void RunsPage::viewRunsChanged()
{
    m_state->setViewRuns(
        {m_distributionRun->currentIndex(), m_scatterRunA->currentIndex(), m_scatterRunB->currentIndex()});
}

void RunsPage::showComparison()
{
    const RunsComputation::Comparison& comparison = m_state->comparison();
    m_comparisonModel->setComparison(m_state->history(), comparison);
    m_judgeNote->setText(m_comparisonModel->judgeNote());
    m_judgeNote->setVisible(!m_judgeNote->text().isEmpty());
    m_pairModel->setComparison(comparison);
    m_comparisonChart->setComparison(comparison);
    m_comparisonView->resizeColumnsToContents();
    m_pairView->resizeColumnsToContents();
}

QString RunsPage::currentMetric() const
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
    const RunsComputation::History& history = m_state->history();
    if (!session() || !history)
        return;
    QStringList runs;
    for (const int run : m_state->runs()->checkedRuns())
        runs << history->runs[run].name;
    m_exporter->exportReport(session()->path(), runs, history->scope);
}

} // namespace goldset::ui
