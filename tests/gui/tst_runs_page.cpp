// The Runs & Charts page on the demo project: its numbers against `goldset-cli eval --project`
// per-question output (aggregates, histogram counts, win/tie/loss and the paired t statistic
// recomputed here from those values), the models under QAbstractItemModelTester, clicking
// through to the questions and on to Review, threshold edits with undo, chart export.
#include "TestSupport.h"
#include "commands/LabelSetCommand.h"
#include "demo/DemoProject.h"
#include "review/ReviewPage.h"
#include "runs/ChartExport.h"
#include "runs/ComparisonChartView.h"
#include "runs/ComparisonTableModel.h"
#include "runs/DistributionChartView.h"
#include "runs/HistoryChartView.h"
#include "runs/PairTableModel.h"
#include "runs/QuestionListModel.h"
#include "runs/RunListModel.h"
#include "runs/RunsPage.h"
#include "runs/ScatterChartView.h"
#include "runs/ThresholdTableModel.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <cmath>

using namespace goldset;

namespace {

// qid -> value of one metric for one run, from the CLI's per-question JSON.
QHash<QString, double> perQuestion(const QString& project, const QString& run, const QString& metric)
{
    const test::CliResult result = test::runCli({QStringLiteral("eval"), QStringLiteral("--project"), project,
                                                 QStringLiteral("--run"), run, QStringLiteral("--json")});
    QHash<QString, double> values;
    const QJsonArray rows =
        QJsonDocument::fromJson(result.out.toUtf8()).object().value(QStringLiteral("per_question")).toArray();
    for (const QJsonValue& row : rows) {
        const QJsonValue value = row.toObject().value(QStringLiteral("metrics")).toObject().value(metric);
        if (value.isDouble())
            values.insert(row.toObject().value(QStringLiteral("qid")).toString(), value.toDouble());
    }
    return values;
}

// The first chunk a run retrieved for a question that nobody labelled (0 when there is none).
RowId unlabelledRetrieved(storage::Project& project, const QString& run, RowId questionId)
{
    QSet<RowId> labelled;
    for (const RelevanceLabel& label : project.labels().labelsForQuestion(questionId))
        labelled.insert(label.chunkId);
    for (const Retrieval& r : project.runs().retrievals(project.runs().runByName(run)->id, questionId)) {
        if (!labelled.contains(r.chunkId))
            return r.chunkId;
    }
    return 0;
}

double meanOf(const QHash<QString, double>& values)
{
    double sum = 0;
    for (const double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

} // namespace

class TestRunsPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void comparesRunsAsTheCliEvaluatesThem();
    void chartsListTheQuestionsBehindThem();
    void thresholdEditsAreUndoable();
    void exportsCharts();
    void narrowChartsKeepTheirLabelsWhole();
    void opensAQuestionInReview();
    void aLabelChangeRecomputesItsQuestion();
    void aRunOutOfSightKeepsOnlyItsAggregates();
    void countsAcceptedQuestionsUnlessAsked();

private:
    void waitForComparison();

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<ui::MainWindow> m_window;
    ui::RunsPage* m_page = nullptr;
};

void TestRunsPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    m_path = m_dir.filePath(QStringLiteral("demo.goldset"));
    QVERIFY(demo::writeDemoProject(m_path).ok());
    m_window = std::make_unique<ui::MainWindow>();
    QVERIFY(m_window->openProject(m_path));
    m_page = qobject_cast<ui::RunsPage*>(m_window->page(QStringLiteral("runsPage")));
    QVERIFY(m_page);
    m_window->showPage(m_page);
    waitForComparison();
}

void TestRunsPage::waitForComparison()
{
    QTRY_VERIFY_WITH_TIMEOUT(m_page->comparison() && m_page->isSettled(), 60000);
}

void TestRunsPage::comparesRunsAsTheCliEvaluatesThem()
{
    QAbstractItemModelTester runs(m_page->runModel());
    QAbstractItemModelTester table(m_page->comparisonModel());
    QAbstractItemModelTester pairs(m_page->pairModel());
    QCOMPARE(m_page->runModel()->rowCount(), 3);
    QCOMPARE(m_page->runModel()->checkedRuns(), (QList<int>{0, 1, 2}));

    // The aggregate of each run equals the mean of the CLI's per-question values.
    const QString metric = QStringLiteral("ndcg_cut_10");
    const auto base = perQuestion(m_path, QStringLiteral("bm25-baseline"), metric);
    const auto rerank = perQuestion(m_path, QStringLiteral("hybrid-v3-rerank"), metric);
    QCOMPARE(base.size(), 45);
    double sum = 0;
    for (const double v : base)
        sum += v;
    const int row = static_cast<int>(m_page->comparison()->metricNames().indexOf(metric));
    QVERIFY(row >= 0);
    QVERIFY(std::fabs(*m_page->comparison()->cell(row, 0).value - sum / 45.0) < 1e-12);
    const QString cellText =
        m_page->comparisonModel()->index(row, ui::ComparisonTableModel::FirstRunColumn).data().toString();
    QVERIFY2(cellText.startsWith(QString::number(sum / 45.0, 'f', 4)), qPrintable(cellText));
    QVERIFY2(cellText.endsWith(QStringLiteral("✗")), qPrintable(cellText)); // 0.69 fails >=0.75

    // Win / tie / loss and the paired t statistic, recomputed from the per-question values.
    int wins = 0, ties = 0, losses = 0;
    std::vector<double> d;
    for (auto it = base.begin(); it != base.end(); ++it) {
        const double diff = it.value() - rerank.value(it.key());
        d.push_back(diff);
        (std::fabs(diff) <= 1e-9 ? ties : diff > 0 ? wins : losses) += 1;
    }
    double mean = 0;
    for (const double x : d)
        mean += x / static_cast<double>(d.size());
    double squares = 0;
    for (const double x : d)
        squares += (x - mean) * (x - mean);
    const double t =
        mean / std::sqrt(squares / static_cast<double>(d.size() - 1) / static_cast<double>(d.size()));
    const metrics::RunComparison::Pair* pair = m_page->comparison()->pair(row, 0, 2);
    QVERIFY(pair);
    QCOMPARE(pair->winTieLoss.wins, wins);
    QCOMPARE(pair->winTieLoss.ties, ties);
    QCOMPARE(pair->winTieLoss.losses, losses);
    QVERIFY(std::fabs(*pair->tTest.t - t) < 1e-9);
    QVERIFY(pair->significant); // the demo's reranker is really better than BM25
    QCOMPARE(m_page->pairModel()->verdict(*pair), QStringLiteral("hybrid-v3-rerank is better"));

    // Under the table, which judge made the verdict metrics and how much of it people
    // reviewed: what eval --project --json says of each run.
    QStringList models;
    QStringList coverage;
    for (const QString& run : m_page->comparison()->runNames()) {
        const test::CliResult eval =
            test::runCli({QStringLiteral("eval"), QStringLiteral("--project"), m_path,
                          QStringLiteral("--run"), run, QStringLiteral("--json")});
        QCOMPARE(eval.exitCode, 0);
        const QJsonObject judge =
            QJsonDocument::fromJson(eval.out.toUtf8()).object().value(QStringLiteral("judge")).toObject();
        const double claims = judge.value(QStringLiteral("claims")).toDouble();
        QVERIFY(claims > 0);
        if (!models.contains(judge.value(QStringLiteral("model")).toString()))
            models << judge.value(QStringLiteral("model")).toString();
        coverage << QStringLiteral("%1 %2% of %3")
                        .arg(run)
                        .arg(QString::number(
                            100.0 * judge.value(QStringLiteral("claims_reviewed")).toDouble() / claims, 'f',
                            0))
                        .arg(claims);
    }
    QCOMPARE(models.size(), 1); // the demo's runs share their judge
    auto* judgeNote = m_page->findChild<QLabel*>(QStringLiteral("runsJudgeNote"));
    QVERIFY(judgeNote);
    QCOMPARE(judgeNote->text(),
             QStringLiteral("faithfulness, hallucination_rate: judge %1; claims reviewed: %2")
                 .arg(models.first(), coverage.join(QStringLiteral(", "))));

    // Unchecking a run compares the other two: one pair per metric.
    m_page->runModel()->setChecked(1, false);
    waitForComparison();
    QCOMPARE(m_page->comparison()->runNames(),
             (QStringList{QStringLiteral("bm25-baseline"), QStringLiteral("hybrid-v3-rerank")}));
    QCOMPARE(m_page->comparison()->pairs().size(), std::size_t(m_page->comparison()->metricNames().size()));
    m_page->runModel()->setChecked(1, true);
    waitForComparison();
    QCOMPARE(m_page->comparison()->runNames().size(), 3);
}

void TestRunsPage::chartsListTheQuestionsBehindThem()
{
    QAbstractItemModelTester questions(m_page->questionModel());
    const QString metric = QStringLiteral("ndcg_cut_10");
    m_page->setMetric(metric);
    QVERIFY(m_page->historyChart()->summary().contains(QStringLiteral("3 run")));
    QVERIFY(m_page->comparisonChart()->chart()->series().size() >= 3);

    // A bar of the comparison: every question of the run, worst first.
    m_page->comparisonChart()->pickRun(0);
    QCOMPARE(m_page->questionModel()->rowCount(), 45);
    const auto base = perQuestion(m_path, QStringLiteral("bm25-baseline"), metric);
    double smallest = 1;
    for (const double v : base)
        smallest = std::min(smallest, v);
    QCOMPARE(m_page->questionModel()->index(0, ui::QuestionListModel::FirstValueColumn).data().toString(),
             QString::number(smallest, 'f', 4));

    // The last bin of the distribution [0.9, 1.0] of the latest run.
    const auto rerank = perQuestion(m_path, QStringLiteral("hybrid-v3-rerank"), metric);
    int topBin = 0;
    for (const double v : rerank)
        topBin += v >= 0.9 ? 1 : 0;
    m_page->distributionChart()->setRun(2);
    m_page->distributionChart()->pickBin(ui::DistributionChartView::kBins - 1);
    QCOMPARE(m_page->questionModel()->rowCount(), topBin);
    QVERIFY(topBin > 0);
    QCOMPARE(ui::DistributionChartView::binOf(1.0, 0, 0.1), 9);
    QCOMPARE(ui::DistributionChartView::binOf(0.3, 0, 0.1), 3); // 0.3 / 0.1 rounds below 3
    QCOMPARE(ui::DistributionChartView::binOf(0.0, 0, 0.1), 0);

    // A point of the scatter plot: the questions with exactly those two values.
    m_page->scatterChart()->setRuns(0, 2);
    QString qid;
    for (auto it = base.begin(); it != base.end(); ++it) {
        if (it.value() < 0.5) {
            qid = it.key();
            break;
        }
    }
    QVERIFY(!qid.isEmpty());
    m_page->scatterChart()->pickPoint(QPointF(base.value(qid) + 0.001, rerank.value(qid) - 0.001));
    int onPoint = 0;
    for (auto it = base.begin(); it != base.end(); ++it)
        onPoint += it.value() == base.value(qid) && rerank.value(it.key()) == rerank.value(qid) ? 1 : 0;
    QCOMPARE(m_page->questionModel()->rowCount(), onPoint);
    QCOMPARE(m_page->questionModel()->selection().runNames.size(), 2);
}

void TestRunsPage::thresholdEditsAreUndoable()
{
    ui::ThresholdTableModel* model = m_page->thresholdModel();
    QAbstractItemModelTester tester(model);
    int row = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, ui::ThresholdTableModel::MetricColumn).data() == QStringLiteral("ndcg_cut_10"))
            row = r;
    }
    QVERIFY(row >= 0);
    const QModelIndex threshold = model->index(row, ui::ThresholdTableModel::ThresholdColumn);
    QCOMPARE(threshold.data().toString(), QStringLiteral(">=0.75"));
    QVERIFY(model->setData(threshold, QStringLiteral("0.8")));
    storage::SettingsStore& settings = m_window->session()->project().settings();
    QCOMPARE(settings.value(QStringLiteral("threshold/ndcg_cut_10")), QStringLiteral(">=0.8"));
    QCOMPARE(threshold.data().toString(), QStringLiteral(">=0.8"));

    QSignalSpy invalid(model, &ui::ThresholdTableModel::invalidInput);
    QVERIFY(!model->setData(model->index(row, ui::ThresholdTableModel::BandsColumn),
                            QStringLiteral("0.9,0.5,0.1")));
    QCOMPARE(invalid.size(), 1);
    QCOMPARE(settings.value(QStringLiteral("bands/ndcg_cut_10")), QStringLiteral("0.6,0.75,0.9"));

    m_window->session()->undoStack()->undo();
    QCOMPARE(settings.value(QStringLiteral("threshold/ndcg_cut_10")), QStringLiteral(">=0.75"));
    QCOMPARE(threshold.data().toString(), QStringLiteral(">=0.75"));
    // Clearing removes the gate; the page re-evaluates with the new thresholds.
    QVERIFY(model->setData(model->index(row, ui::ThresholdTableModel::ThresholdColumn), QString()));
    QVERIFY(!settings.keys(QStringLiteral("threshold/")).contains(QStringLiteral("threshold/ndcg_cut_10")));
    QTRY_VERIFY_WITH_TIMEOUT(!m_page->history()->threshold(QStringLiteral("ndcg_cut_10")), 30000);
    m_window->session()->undoStack()->undo();
    QCOMPARE(settings.value(QStringLiteral("threshold/ndcg_cut_10")), QStringLiteral(">=0.75"));
    QTRY_VERIFY_WITH_TIMEOUT(m_page->history()->threshold(QStringLiteral("ndcg_cut_10")).has_value(), 30000);
    waitForComparison();
}

void TestRunsPage::exportsCharts()
{
    m_page->resize(1000, 700);
    m_page->showTab(1);
    QCOMPARE(m_page->currentChart(), static_cast<ui::RunChartView*>(m_page->historyChart()));
    const QString png = m_dir.filePath(QStringLiteral("history.png"));
    const QString svg = m_dir.filePath(QStringLiteral("history.svg"));
    QVERIFY(ui::chartexport::save(*m_page->historyChart(), png).ok());
    QVERIFY(ui::chartexport::save(*m_page->historyChart(), svg).ok());
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 1280);
    // The chart fills the picture: few rows are one colour from edge to edge (a chart drawn
    // scaled into a picture of another shape left 60% of it blank).
    int blankRows = 0;
    for (int y = 0; y < image.height(); ++y) {
        const QRgb first = image.pixel(image.width() / 2, y);
        bool blank = true;
        for (int x = image.width() / 10; x < image.width() * 9 / 10 && blank; x += 4)
            blank = image.pixel(x, y) == first;
        blankRows += blank ? 1 : 0;
    }
    QVERIFY2(blankRows < image.height() / 4,
             qPrintable(QStringLiteral("%1 of %2 rows blank").arg(blankRows).arg(image.height())));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains("hybrid-v3-rerank")); // the axis labels are in the drawing
    QVERIFY(!ui::chartexport::save(*m_page->historyChart(), m_dir.filePath(QStringLiteral("x.gif"))).ok());
}

void TestRunsPage::narrowChartsKeepTheirLabelsWhole()
{
    m_window->resize(1280, 800);
    m_window->show(); // a hidden view is resized only when shown
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_page->setMetric(QStringLiteral("ndcg_cut_10"));
    m_page->showTab(0);
    ui::ComparisonChartView* view = m_page->comparisonChart();
    QVERIFY(view->isVisible());
    // The demo's ndcg_cut_10 has three quality bands and a threshold: with the bars and the
    // intervals, six entries (one for all the whiskers).
    const QStringList entries = view->legendEntries();
    QCOMPARE(entries.size(), 6);
    QVERIFY(entries.contains(QStringLiteral("ndcg_cut_10")));
    QVERIFY(entries.contains(QStringLiteral("95% interval")));
    QVERIFY(entries.contains(QStringLiteral("production band")));
    const auto categories = view->chart()->axes(Qt::Horizontal);
    QCOMPARE(categories.size(), 1);
    auto* runs = qobject_cast<QBarCategoryAxis*>(categories.first());
    QVERIFY(runs);

    // Narrow: no legend cut to "Bereich Pr...", the entries in the tooltip, run names upright.
    view->resize(320, 360);
    QVERIFY(!view->chart()->legend()->isVisible());
    for (const QString& entry : entries)
        QVERIFY2(view->toolTip().contains(entry), qPrintable(view->toolTip()));
    QCOMPARE(runs->labelsAngle(), -90);
    // The exported picture has room for the legend and shows it; the view hides it again.
    QVERIFY(ui::chartexport::save(*view, m_dir.filePath(QStringLiteral("narrow.svg"))).ok());
    QFile svg(m_dir.filePath(QStringLiteral("narrow.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("95% interval"));
    QVERIFY(!view->chart()->legend()->isVisible());

    // Wide: the legend in one row below the plot, the names side by side, no tooltip.
    view->resize(1200, 500);
    QVERIFY(view->chart()->legend()->isVisible());
    QCOMPARE(view->chart()->legend()->alignment(), Qt::AlignBottom);
    QCOMPARE(runs->labelsAngle(), 0);
    QVERIFY(view->toolTip().isEmpty());
    m_window->hide(); // as the other tests have it
}

void TestRunsPage::opensAQuestionInReview()
{
    m_page->comparisonChart()->pickRun(0); // bm25-baseline, worst first
    const RowId questionId =
        m_page->questionModel()->index(0, 0).data(ui::QuestionListModel::QuestionIdRole).toLongLong();
    QVERIFY(questionId > 0);
    m_page->openSelectedQuestion(QStringLiteral("reviewPage"));
    auto* review = qobject_cast<ui::ReviewPage*>(m_window->page(QStringLiteral("reviewPage")));
    auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("pageTabs"));
    QCOMPARE(tabs->currentWidget(), static_cast<QWidget*>(review));
    QCOMPARE(review->currentQuestionId(), questionId);
    const auto run = m_window->session()->project().runs().runById(review->runReview().runId());
    QVERIFY(run && run->name == QStringLiteral("bm25-baseline"));
}

// A new gold chunk for one question: the page recomputes that question in every run (the
// history stays the same object, not reloaded) and shows what the CLI computes from the file;
// undo gives the first numbers back.
void TestRunsPage::aLabelChangeRecomputesItsQuestion()
{
    m_window->showPage(m_page); // out of sight, the page compares nothing
    const QString metric = QStringLiteral("ndcg_cut_10");
    const QString run = QStringLiteral("bm25-baseline");
    auto shown = [this, &metric] {
        const int row = static_cast<int>(m_page->comparison()->metricNames().indexOf(metric));
        return *m_page->comparison()->cell(row, 0).value; // bm25-baseline, the first run
    };
    m_page->runModel()->setChecked(0, true);
    waitForComparison();
    QCOMPARE(m_page->comparison()->runNames().value(0), run);
    const double before = meanOf(perQuestion(m_path, run, metric));
    QVERIFY(std::fabs(shown() - before) < 1e-12);

    // A question of the run and the first chunk it retrieved that nobody labelled.
    storage::Project& project = m_window->session()->project();
    const QHash<QString, double> values = perQuestion(m_path, run, metric);
    const auto question = project.questions().byExternalId(values.keys().value(0));
    QVERIFY(question);
    const RowId chunk = unlabelledRetrieved(project, run, question->id);
    QVERIFY(chunk > 0);
    const auto annotator = project.annotators().ensure(QStringLiteral("scale-tester"));
    QVERIFY(annotator.ok());

    const metrics::RunHistory* history = m_page->history().get();
    m_window->session()->undoStack()->push(new ui::LabelSetCommand(
        *m_window->session(), {question->id, chunk, *annotator, QStringLiteral("c")}, 3));
    waitForComparison();
    QCOMPARE(m_page->history().get(), history);
    const double after = meanOf(perQuestion(m_path, run, metric));
    QVERIFY(std::fabs(after - before) > 1e-6);
    QVERIFY(std::fabs(shown() - after) < 1e-12);

    m_window->session()->undoStack()->undo();
    waitForComparison();
    QCOMPARE(m_page->history().get(), history);
    QVERIFY(std::fabs(shown() - before) < 1e-12);
}

// A run no view shows is not held per question, only its aggregates; a label change made on
// another page makes them stale, and once the page is shown again it evaluates that run in the
// background: its aggregate is then what the CLI computes from the file. Checking the run loads
// it again, for the comparison.
void TestRunsPage::aRunOutOfSightKeepsOnlyItsAggregates()
{
    m_window->showPage(m_page);
    const QString metric = QStringLiteral("ndcg_cut_10");
    const QString run = QStringLiteral("bm25-baseline");
    const int runIndex = m_page->history()->runIndex(run);
    QCOMPARE(runIndex, 0); // the oldest: the scatter and distribution defaults show the latest
    const int slot = m_page->history()->catalog.indexOf(metric);
    QVERIFY(slot >= 0);
    auto aggregate = [this, runIndex, slot] {
        return *m_page->history()
                    ->aggregates[static_cast<std::size_t>(runIndex)][static_cast<std::size_t>(slot)];
    };

    m_page->runModel()->setChecked(runIndex, true);
    waitForComparison();
    QVERIFY(m_page->history()->metricsOf(runIndex));
    m_page->runModel()->setChecked(runIndex, false);
    waitForComparison();
    QVERIFY(!m_page->history()->metricsOf(runIndex));
    QVERIFY(m_page->history()->metricsOf(m_page->history()->runIndex(QStringLiteral("hybrid-v3-rerank"))));
    const double before = meanOf(perQuestion(m_path, run, metric));
    QVERIFY(std::fabs(aggregate() - before) < 1e-12);

    // Shown by the Distribution tab alone, the run is evaluated for it; the comparison (whose
    // statistics take minutes on a large project) is left as it was.
    QComboBox* distributionRun = nullptr;
    for (QComboBox* box : m_page->findChildren<QComboBox*>()) {
        if (box->accessibleName() == QLatin1String("Run of the distribution"))
            distributionRun = box;
    }
    QVERIFY(distributionRun);
    const int latest = distributionRun->currentIndex();
    const ui::RunsComputation::Comparison comparison = m_page->comparison();
    distributionRun->setCurrentIndex(runIndex);
    QTRY_VERIFY_WITH_TIMEOUT(m_page->history()->metricsOf(runIndex) && m_page->isSettled(), 30000);
    QCOMPARE(m_page->comparison(), comparison);
    QVERIFY(m_page->distributionChart()->summary().contains(run));
    distributionRun->setCurrentIndex(latest);
    waitForComparison();
    QVERIFY(!m_page->history()->metricsOf(runIndex));

    // A chunk the run retrieved for one of its questions, graded 3 by a new annotator.
    storage::Project& project = m_window->session()->project();
    const auto question = project.questions().byExternalId(perQuestion(m_path, run, metric).keys().value(0));
    QVERIFY(question);
    const RowId chunk = unlabelledRetrieved(project, run, question->id);
    QVERIFY(chunk > 0);
    const auto annotator = project.annotators().ensure(QStringLiteral("sight-tester"));
    QVERIFY(annotator.ok());
    const metrics::RunHistory* history = m_page->history().get();
    m_window->showPage(m_window->page(QStringLiteral("labellingPage")));
    m_window->session()->undoStack()->push(new ui::LabelSetCommand(
        *m_window->session(), {question->id, chunk, *annotator, QStringLiteral("c")}, 3));
    QTest::qWait(200);
    QCOMPARE(m_page->history()->staleRuns(), QList<int>{runIndex}); // nothing evaluated out of sight
    QVERIFY(!m_page->computation()->isBusy());
    m_window->showPage(m_page);
    waitForComparison();
    QCOMPARE(m_page->history().get(), history);
    QVERIFY(m_page->history()->staleRuns().isEmpty());
    QVERIFY(!m_page->history()->metricsOf(runIndex));
    const double after = meanOf(perQuestion(m_path, run, metric));
    QVERIFY(std::fabs(after - before) > 1e-6);
    QVERIFY(std::fabs(aggregate() - after) < 1e-12);

    m_page->runModel()->setChecked(runIndex, true);
    waitForComparison();
    QVERIFY(m_page->history()->metricsOf(runIndex));
    const int row = static_cast<int>(m_page->comparison()->metricNames().indexOf(metric));
    QCOMPARE(m_page->comparison()->runNames().value(0), run);
    QVERIFY(std::fabs(*m_page->comparison()->cell(row, 0).value - after) < 1e-12);

    m_window->session()->undoStack()->undo();
    waitForComparison();
    QVERIFY(std::fabs(aggregate() - before) < 1e-12);
}

// Rejected questions are left out of the page's metrics, as goldset-cli leaves them out; the
// option counts them again. The values are the CLI's per-question means.
void TestRunsPage::countsAcceptedQuestionsUnlessAsked()
{
    m_window->showPage(m_page);
    waitForComparison();
    const QString run = QStringLiteral("hybrid-v2");
    const QString metric = QStringLiteral("ndcg_cut_10");
    const QHash<QString, double> all = perQuestion(m_path, run, metric);
    QCOMPARE(all.size(), 45);
    QSqlQuery q(m_window->session()->project().connection());
    QVERIFY(q.exec(
        QStringLiteral("UPDATE question SET status = 'rejected' WHERE external_id IN ('q01','q02','q03')")));
    QHash<QString, double> accepted = all;
    for (const char* qid : {"q01", "q02", "q03"})
        accepted.remove(QLatin1String(qid));
    m_window->session()->notifyChanged(ui::ProjectSession::Change::Questions);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_page->history() && m_page->isSettled() &&
            m_page->history()->questionCounts[static_cast<std::size_t>(m_page->history()->runIndex(run))] ==
                42,
        60000);
    const auto aggregate = [this, &run, &metric] {
        const auto& history = *m_page->history();
        return *history.aggregates[static_cast<std::size_t>(history.runIndex(run))]
                                  [static_cast<std::size_t>(history.catalog.indexOf(metric))];
    };
    QVERIFY(std::fabs(aggregate() - meanOf(accepted)) < 1e-12);

    QCheckBox* allQuestions = nullptr;
    for (QCheckBox* box : m_page->findChildren<QCheckBox*>()) {
        if (box->text().contains(QLatin1String("rejected")))
            allQuestions = box;
    }
    QVERIFY(allQuestions);
    allQuestions->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(m_page->isSettled() && m_page->history() &&
                                 m_page->history()->scope == metrics::QuestionScope::All,
                             60000);
    QCOMPARE(m_page->history()->questionCounts[static_cast<std::size_t>(m_page->history()->runIndex(run))],
             45);
    QVERIFY(std::fabs(aggregate() - meanOf(all)) < 1e-12);
    allQuestions->setChecked(false);
    QTRY_VERIFY_WITH_TIMEOUT(m_page->isSettled() && m_page->history() &&
                                 m_page->history()->scope == metrics::QuestionScope::Accepted,
                             60000);
    QVERIFY(q.exec(
        QStringLiteral("UPDATE question SET status = 'accepted' WHERE external_id IN ('q01','q02','q03')")));
}

QTEST_MAIN(TestRunsPage)
#include "tst_runs_page.moc"
