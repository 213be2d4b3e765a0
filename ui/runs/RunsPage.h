#pragma once

#include "runs/RunsComputation.h"
#include "runs/RunsState.h"
#include "shell/Page.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace goldset::ui {

class ComparisonChartView;
class ComparisonTableModel;
class DistributionChartView;
class HistoryChartView;
class PairTableModel;
class QuestionListModel;
class RunChartView;
class RunListModel;
class RunsExporter;
class RunEdits;
class ScatterChartView;
class ThresholdTableModel;
struct QuestionSelection;

// Runs & Charts: every run's retrieval and generation metrics, the chosen runs compared with
// confidence intervals and significance tests, a metric's history across runs over the
// quality bands, per-question distributions and scatter plots, the release gate's thresholds,
// and the questions behind any bar, point or bin, one step from Review or Labelling.
class RunsPage : public Page
{
    Q_OBJECT

public:
    explicit RunsPage(QWidget* parent = nullptr);
    ~RunsPage() override;

    QString title() const override { return tr("Runs && Charts"); }
    QList<QAction*> pageActions() const override { return m_actions; }

    // For tests and the shell.
    RunsState* state() const { return m_state; }
    RunListModel* runModel() const { return m_state->runs(); }
    QTableView* runView() const { return m_runView; }
    RunEdits* runEdits() const { return m_runEdits; }
    ComparisonTableModel* comparisonModel() const { return m_comparisonModel; }
    PairTableModel* pairModel() const { return m_pairModel; }
    QuestionListModel* questionModel() const { return m_questions; }
    ThresholdTableModel* thresholdModel() const { return m_thresholds; }
    HistoryChartView* historyChart() const { return m_history; }
    ComparisonChartView* comparisonChart() const { return m_comparisonChart; }
    DistributionChartView* distributionChart() const { return m_distribution; }
    ScatterChartView* scatterChart() const { return m_scatter; }
    const RunsComputation::History& history() const { return m_state->history(); }
    const RunsComputation::Comparison& comparison() const { return m_state->comparison(); }
    RunsComputation* computation() const { return m_state->computation(); }
    // Nothing pending: the shown comparison is of the current runs and their checked set.
    bool isSettled() const { return m_state->isSettled(); }
    void setMetric(const QString& metric);
    QString currentMetric() const; // not metric(): QWidget::metric(PaintDeviceMetric)
    void showTab(int index);
    RunChartView* currentChart() const;
    void openSelectedQuestion(const QString& pageName);

    // The page's work, by what it does. refresh() evaluates every run again; while the page is
    // out of sight (a tab not current: hidden) it only marks that to be done when it is shown.
    void refresh() { m_state->refresh(); }
    void exportChart();
    void exportReport();

protected:
    void sessionSet(ProjectSession* session) override;
    void projectChanged(ProjectSession::Change change) override;
    bool event(QEvent* event) override;

private:
    QWidget* createSidePanel();
    QWidget* createComparisonTab();
    QWidget* createDistributionTab();
    QWidget* createScatterTab();
    QWidget* createThresholdsTab();
    QWidget* createQuestionPanel();
    void createActions();
    // The state's history and comparison, shown in the widgets.
    void showHistory();
    void showRunList();
    void showComparison();
    void redraw();
    void fillRunBoxes();
    void viewRunsChanged();
    void showQuestions(const QuestionSelection& selection);
    void setBusy(bool busy, const QString& message);

    RunsState* m_state;
    QList<QAction*> m_actions;

    QTableView* m_runView = nullptr;
    QComboBox* m_metricBox = nullptr;
    QCheckBox* m_allQuestions = nullptr; // count drafts and rejected questions too
    QLabel* m_busyLabel = nullptr;
    QLabel* m_judgeNote = nullptr; // the judge of the verdict metrics, under the comparison table
    QProgressBar* m_busyBar = nullptr;
    QTabWidget* m_tabs = nullptr;

    ComparisonTableModel* m_comparisonModel;
    QTableView* m_comparisonView = nullptr;
    ComparisonChartView* m_comparisonChart = nullptr;
    PairTableModel* m_pairModel;
    QSortFilterProxyModel* m_pairFilter;
    QTableView* m_pairView = nullptr;
    HistoryChartView* m_history = nullptr;
    DistributionChartView* m_distribution = nullptr;
    QComboBox* m_distributionRun = nullptr;
    ScatterChartView* m_scatter = nullptr;
    QComboBox* m_scatterRunA = nullptr;
    QComboBox* m_scatterRunB = nullptr;
    ThresholdTableModel* m_thresholds;

    QuestionListModel* m_questions;
    RunsExporter* m_exporter;
    RunEdits* m_runEdits = nullptr;
    QLabel* m_questionTitle = nullptr;
    QTableView* m_questionView = nullptr;
    QPushButton* m_openReview = nullptr;
    QPushButton* m_openLabelling = nullptr;
};

} // namespace goldset::ui
