// The widgets of the Runs & Charts page, built once by its constructor (RunsPage.cpp holds
// its behaviour).
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
#include "runs/RunsPage.h"
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

QWidget* RunsPage::createSidePanel()
{
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    auto* runsLabel = new QLabel(tr("&Runs (check the ones to compare)"));
    m_runView = makeTable(m_state->runs(), tr("Runs"));
    // Name and question count whole; the date takes what is left, cut off with a tooltip.
    m_runView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runView->horizontalHeader()->setSectionResizeMode(RunListModel::CreatedColumn, QHeaderView::Stretch);
    m_runView->horizontalHeader()->setStretchLastSection(false);
    runsLabel->setBuddy(m_runView);
    m_runEdits = new RunEdits(m_runView, m_state->runs());
    connect(m_runEdits, &RunEdits::statusMessage, this, &Page::statusMessage);
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
    connect(m_allQuestions, &QCheckBox::toggled, m_state, &RunsState::setAllQuestions);
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
    // No column wider than this: a long metric name (answer_correctness_precision) elides, its
    // tooltip says it whole, and the run columns stay in view.
    m_comparisonView->horizontalHeader()->setMaximumSectionSize(160);
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
        const RunsComputation::History& history = m_state->history();
        const RunsComputation::Comparison& comparison = m_state->comparison();
        if (!pair || !history || !comparison)
            return;
        const QString& metricName = comparison->metricNames()[pair->metric];
        const int a = history->runIndex(comparison->runNames()[pair->runA]);
        const int b = history->runIndex(comparison->runNames()[pair->runB]);
        QuestionSelection selection = QuestionSelection::ofPair(
            *history, a, b, metricName, [](double x, double y) { return std::fabs(x - y) > 1e-9; });
        selection.title = tr("Questions where %1 and %2 differ on %3")
                              .arg(history->runs[a].name, history->runs[b].name, metricName);
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
    // The pairs shown are the current metric's: its column says nothing. The verdict, what the
    // row is for, comes right after the two runs (in German it was pushed off screen).
    m_pairView->setColumnHidden(PairTableModel::MetricColumn, true);
    m_pairView->horizontalHeader()->moveSection(PairTableModel::VerdictColumn,
                                                PairTableModel::DifferenceColumn);
    // Every column whole, the verdict's too; the last takes what is left.
    m_pairView->horizontalHeader()->setStretchLastSection(true);
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
        m_distribution->setRun(run);
        viewRunsChanged();
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
        m_scatter->setRuns(m_scatterRunA->currentIndex(), m_scatterRunB->currentIndex());
        viewRunsChanged();
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

} // namespace goldset::ui
