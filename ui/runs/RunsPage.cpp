#include "runs/RunsPage.h"

#include "common/ThemedStyleSheet.h"
#include "runs/ComparisonChartView.h"
#include "runs/ComparisonTableModel.h"
#include "runs/DistributionChartView.h"
#include "runs/HistoryChartView.h"
#include "runs/PairTableModel.h"
#include "runs/QuestionListModel.h"
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

namespace {

QTableView* makeTable(QAbstractItemModel* model, const QString& accessibleName)
{
    auto* view = new QTableView;
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setAccessibleName(accessibleName);
    return view;
}

} // namespace

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

QWidget* RunsPage::createSidePanel()
{
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    auto* runsLabel = new QLabel(tr("&Runs (check the ones to compare)"));
    m_runView = makeTable(m_runs, tr("Runs"));
    // Name and question count whole; the date takes what is left, cut off with a tooltip.
    m_runView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runView->horizontalHeader()->setSectionResizeMode(RunListModel::CreatedColumn, QHeaderView::Stretch);
    m_runView->horizontalHeader()->setStretchLastSection(false);
    runsLabel->setBuddy(m_runView);
    auto* metricLabel = new QLabel(tr("&Metric"));
    m_metricBox = new QComboBox;
    m_metricBox->setAccessibleName(tr("Metric"));
    metricLabel->setBuddy(m_metricBox);
    connect(m_metricBox, &QComboBox::currentTextChanged, this, &RunsPage::setMetric);
    // Metrics count the accepted questions, as goldset-cli does unless --questions all.
    m_allQuestions = new QCheckBox(tr("Count &drafts and rejected questions"));
    m_allQuestions->setToolTip(
        tr("Off: the metrics count only the accepted questions of each run (drafts and "
           "rejected questions are left out, as goldset-cli does without --questions all)."));
    connect(m_allQuestions, &QCheckBox::toggled, this, [this] { refresh(); });
    m_busyLabel = new QLabel;
    m_busyLabel->setWordWrap(true);
    m_busyBar = new QProgressBar;
    m_busyBar->setAccessibleName(tr("Computation progress"));
    layout->addWidget(runsLabel);
    layout->addWidget(m_runView, 1);
    layout->addWidget(metricLabel);
    layout->addWidget(m_metricBox);
    layout->addWidget(m_allQuestions);
    layout->addWidget(m_busyLabel);
    layout->addWidget(m_busyBar);
    return panel;
}

QWidget* RunsPage::createComparisonTab()
{
    m_comparisonView = makeTable(m_comparisonModel, tr("Metrics of the compared runs"));
    m_comparisonView->setWordWrap(false);
    // Every column as wide as its header and values, whenever they change (a run is checked).
    m_comparisonView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_comparisonView->horizontalHeader()->setStretchLastSection(false); // not one huge run column
    connect(m_comparisonView, &QTableView::clicked, this, [this](const QModelIndex& index) {
        setMetric(index.data(ComparisonTableModel::MetricNameRole).toString());
    });
    connect(m_comparisonView, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (index.column() >= ComparisonTableModel::FirstRunColumn)
            m_comparisonChart->pickRun(index.column() - ComparisonTableModel::FirstRunColumn);
    });
    m_comparisonChart = new ComparisonChartView;
    m_comparisonChart->setAccessibleName(tr("Comparison chart"));
    m_pairView = makeTable(m_pairFilter, tr("Significance of the differences"));
    m_pairView->setToolTip(tr("Double-click a pair to list the questions where the two runs differ."));
    connect(m_pairView, &QTableView::activated, this, [this](const QModelIndex& index) {
        const metrics::RunComparison::Pair* pair =
            m_pairModel->pairAt(m_pairFilter->mapToSource(index).row());
        if (!pair || !m_data || !m_comparison)
            return;
        const QString& metricName = m_comparison->metricNames()[pair->metric];
        const int a = m_data->runIndex(m_comparison->runNames()[pair->runA]);
        const int b = m_data->runIndex(m_comparison->runNames()[pair->runB]);
        QuestionSelection selection = QuestionSelection::ofPair(
            *m_data, a, b, metricName, [](double x, double y) { return std::fabs(x - y) > 1e-9; });
        selection.title = tr("Questions where %1 and %2 differ on %3")
                              .arg(m_data->runs[a].name, m_data->runs[b].name, metricName);
        showQuestions(selection);
    });

    // The metrics table beside the chart, both the full height, the pairs below: stacked, the
    // table showed six of its rows at 1280x800.
    auto* top = new QSplitter(Qt::Horizontal);
    top->setObjectName(QStringLiteral("runsComparisonSplitter"));
    // Under the table: which judge made the verdict metrics and how much of it people checked.
    m_judgeNote = new QLabel;
    m_judgeNote->setObjectName(QStringLiteral("runsJudgeNote"));
    m_judgeNote->setWordWrap(true);
    m_judgeNote->setTextFormat(Qt::PlainText);
    auto* tableColumn = new QWidget;
    auto* tableLayout = new QVBoxLayout(tableColumn);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_comparisonView, 1);
    tableLayout->addWidget(m_judgeNote);
    top->addWidget(tableColumn);
    top->addWidget(m_comparisonChart);
    top->setStretchFactor(0, 1);
    top->setStretchFactor(1, 1);
    // The table whole (a metric name and a column per run), the chart in the rest.
    top->setSizes({600, 340});
    // The pairs of one metric (three for three runs) and their header, whole.
    m_pairView->setMinimumHeight(m_pairView->horizontalHeader()->sizeHint().height() +
                                 3 * m_pairView->verticalHeader()->defaultSectionSize() +
                                 2 * m_pairView->frameWidth());
    m_pairView->setWordWrap(false);
    m_pairView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_pairView->horizontalHeader()->setSectionResizeMode(PairTableModel::VerdictColumn, QHeaderView::Stretch);
    // The pairs shown are the current metric's: its column says nothing. The verdict, what the
    // row is for, comes right after the two runs (in German it was pushed off screen).
    m_pairView->setColumnHidden(PairTableModel::MetricColumn, true);
    m_pairView->horizontalHeader()->moveSection(PairTableModel::VerdictColumn,
                                                PairTableModel::DifferenceColumn);
    m_pairView->horizontalHeader()->setStretchLastSection(false);
    auto* split = new QSplitter(Qt::Vertical);
    split->setObjectName(QStringLiteral("runsChartSplitter"));
    split->addWidget(top);
    split->addWidget(m_pairView);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setCollapsible(1, false);
    return split;
}

QWidget* RunsPage::createDistributionTab()
{
    auto* tab = new QWidget;
    auto* layout = new QVBoxLayout(tab);
    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("R&un:"));
    m_distributionRun = new QComboBox;
    m_distributionRun->setAccessibleName(tr("Run of the distribution"));
    label->setBuddy(m_distributionRun);
    row->addWidget(label);
    row->addWidget(m_distributionRun);
    row->addStretch();
    m_distribution = new DistributionChartView;
    m_distribution->setAccessibleName(tr("Distribution chart"));
    layout->addLayout(row);
    layout->addWidget(m_distribution, 1);
    connect(m_distributionRun, &QComboBox::currentIndexChanged, this, [this](int run) {
        if (!m_applyingHistory)
            loadShownRuns();
        m_distribution->setRun(run);
    });
    return tab;
}

QWidget* RunsPage::createScatterTab()
{
    auto* tab = new QWidget;
    auto* layout = new QVBoxLayout(tab);
    auto* row = new QHBoxLayout;
    auto* labelA = new QLabel(tr("Run &A (x):"));
    auto* labelB = new QLabel(tr("Run &B (y):"));
    m_scatterRunA = new QComboBox;
    m_scatterRunB = new QComboBox;
    m_scatterRunA->setAccessibleName(tr("First run of the scatter plot"));
    m_scatterRunB->setAccessibleName(tr("Second run of the scatter plot"));
    labelA->setBuddy(m_scatterRunA);
    labelB->setBuddy(m_scatterRunB);
    row->addWidget(labelA);
    row->addWidget(m_scatterRunA);
    row->addWidget(labelB);
    row->addWidget(m_scatterRunB);
    row->addStretch();
    m_scatter = new ScatterChartView;
    m_scatter->setAccessibleName(tr("Scatter chart"));
    layout->addLayout(row);
    layout->addWidget(m_scatter, 1);
    const auto update = [this] {
        if (!m_applyingHistory)
            loadShownRuns();
        m_scatter->setRuns(m_scatterRunA->currentIndex(), m_scatterRunB->currentIndex());
    };
    connect(m_scatterRunA, &QComboBox::currentIndexChanged, this, update);
    connect(m_scatterRunB, &QComboBox::currentIndexChanged, this, update);
    return tab;
}

QWidget* RunsPage::createThresholdsTab()
{
    auto* tab = new QWidget;
    auto* layout = new QVBoxLayout(tab);
    auto* help =
        new QLabel(tr("The release gate of <tt>goldset-cli check</tt>: a threshold per metric, and the "
                      "bands drawn behind the history chart. Double-click a cell to edit; Edit → Undo "
                      "takes an edit back."));
    help->setWordWrap(true);
    auto* view = makeTable(m_thresholds, tr("Thresholds and bands"));
    view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                          QAbstractItemView::AnyKeyPressed);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // A typing mistake is said next to the table, not in a dialog that interrupts the editing.
    auto* problem = new QLabel;
    problem->setWordWrap(true);
    ThemedStyleSheet::apply(problem, [](const ThemeColours& colours) {
        return QStringLiteral("color: %1;").arg(colours.errorText().name());
    });
    problem->setAccessibleName(tr("Threshold input problem"));
    connect(m_thresholds, &ThresholdTableModel::invalidInput, this, [this, problem](const QString& message) {
        problem->setText(message);
        Q_EMIT statusMessage(message);
    });
    connect(m_thresholds, &QAbstractItemModel::dataChanged, problem, &QLabel::clear);
    layout->addWidget(help);
    layout->addWidget(view, 1);
    layout->addWidget(problem);
    return tab;
}

QWidget* RunsPage::createQuestionPanel()
{
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    m_questionTitle = new QLabel(tr("Click a bar, point or bin to list the questions behind it."));
    m_questionTitle->setWordWrap(true);
    m_questionView = makeTable(m_questions, tr("Questions behind the selection"));
    m_questionView->setWordWrap(false);
    m_questionView->horizontalHeader()->setStretchLastSection(false);
    // Value columns as wide as their headers ("ndcg_cut_10 (bm25-baseline)"): the text takes the rest.
    m_questionView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_questionView->horizontalHeader()->setSectionResizeMode(QuestionListModel::TextColumn,
                                                             QHeaderView::Stretch);
    // Room for its header and four questions at least (it was a row and a half high).
    m_questionView->setMinimumHeight(m_questionView->horizontalHeader()->sizeHint().height() +
                                     4 * m_questionView->verticalHeader()->defaultSectionSize() +
                                     2 * m_questionView->frameWidth());
    connect(m_questionView, &QTableView::activated, this,
            [this] { openSelectedQuestion(QStringLiteral("reviewPage")); });
    m_openReview = new QPushButton(tr("Open in &Review"));
    m_openLabelling = new QPushButton(tr("Open in &Labelling"));
    connect(m_openReview, &QPushButton::clicked, this,
            [this] { openSelectedQuestion(QStringLiteral("reviewPage")); });
    connect(m_openLabelling, &QPushButton::clicked, this,
            [this] { openSelectedQuestion(QStringLiteral("labellingPage")); });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_questionTitle, 1);
    buttons->addWidget(m_openReview);
    buttons->addWidget(m_openLabelling);
    layout->addLayout(buttons);
    layout->addWidget(m_questionView, 1);
    return panel;
}

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

void RunsPage::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    for (QAction* action : std::as_const(m_actions))
        action->setEnabled(session != nullptr);
    m_thresholds->setSession(session);
    if (session) {
        connect(session, &ProjectSession::changed, this, [this](ProjectSession::Change change) {
            if (change == ProjectSession::Change::Settings)
                m_thresholds->reload();
            if (change == ProjectSession::Change::Batches)
                return;
            // Labels of known questions: only those questions' metrics change. A history under
            // way may or may not have read the new labels, so that one is computed again.
            const QList<RowId>& questions = m_session->changedQuestions();
            if (change == ProjectSession::Change::Labels && !questions.isEmpty() && m_data &&
                !m_refreshPending && !m_reloadTimer->isActive() && !m_computation->isLoadingHistory()) {
                refreshQuestions(questions);
                return;
            }
            m_reloadTimer->start();
        });
    }
    m_data.reset();
    m_comparison.reset();
    m_questions->setSelection({});
    refresh();
}

void RunsPage::refresh()
{
    if (!m_session) {
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
    m_computation->loadHistory(m_session->path(), keepOnLoad(),
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
    if (!m_applyingHistory && m_session)
        m_loader->update(m_session->path(), m_data, shownRuns(), !isHidden());
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
    if (!history && m_session) {
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
    if (const Status refreshed = m_data->refreshQuestions(m_session->project(), questionIds); !refreshed) {
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
    if (!m_session || !m_data)
        return;
    QStringList runs;
    for (const int run : m_runs->checkedRuns())
        runs << m_data->runs[run].name;
    m_exporter->exportReport(m_session->path(), runs, m_data->scope);
}

} // namespace goldset::ui
