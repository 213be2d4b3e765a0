// RunsState without its page, on the demo project. Counted from resources/demo by hand: three
// runs imported in time order (bm25-baseline, hybrid-v2, hybrid-v3-rerank), each answering 45
// questions, all 45 of them accepted (questions.jsonl: 45 accepted, 10 drafts, 3 rejected), and
// each of the 45 with at least one relevant chunk in ana's qrels, so ndcg_cut_10 is defined on 45
// questions of every run. Out of sight nothing is evaluated; after a reload the checked runs stay.

#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "runs/RunListModel.h"
#include "runs/RunsState.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace Qt::StringLiterals;

namespace {

const QStringList kRuns = {QStringLiteral("bm25-baseline"), QStringLiteral("hybrid-v2"),
                           QStringLiteral("hybrid-v3-rerank")};
constexpr int kQuestions = 45;

} // namespace

class TestRunsState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void outOfSightWaitsUntilSeen();
    void listsAndComparesTheDemoRuns();
    void reloadKeepsTheCheckedRuns();
    void closedProjectSaysSo();

private:
    bool waitSettled();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::RunsState> m_state;
};

void TestRunsState::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto opened = test::openNewDemo(*m_dir);
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().toString()));
    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_state = std::make_unique<ui::RunsState>();
    new QAbstractItemModelTester(m_state->runs(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                 m_state.get());
}

void TestRunsState::cleanup()
{
    m_state.reset();
    m_session.reset();
    m_dir.reset();
}

bool TestRunsState::waitSettled()
{
    return QTest::qWaitFor(
        [this] {
            return m_state->history() && m_state->isSettled() &&
                   (m_state->runs()->checkedRuns().isEmpty() ||
                    (m_state->comparison() && m_state->comparison()->hasStatistics()));
        },
        60000);
}

void TestRunsState::outOfSightWaitsUntilSeen()
{
    QSignalSpy status(m_state.get(), &ui::RunsState::statusMessage);
    m_state->setSession(m_session.get());
    // Not in view: nothing evaluated, nothing said in the status bar.
    QVERIFY(!m_state->history());
    QVERIFY(!m_state->computation()->isBusy());
    QCOMPARE(m_state->busyMessage(), u"The runs are evaluated when this page is shown."_s);
    QCOMPARE(status.count(), 0);
    QCOMPARE(m_state->runs()->rowCount(), 0);

    m_state->setInView(true);
    QVERIFY(m_state->computation()->isBusy());
    QVERIFY(waitSettled());
    QCOMPARE(m_state->runs()->rowCount(), static_cast<int>(kRuns.size()));
}

void TestRunsState::listsAndComparesTheDemoRuns()
{
    m_state->setInView(true);
    m_state->setSession(m_session.get());
    QVERIFY(waitSettled());
    const ui::RunsComputation::History& history = m_state->history();
    QStringList names;
    for (const Run& run : history->runs)
        names << run.name;
    QCOMPARE(names, kRuns);
    QCOMPARE(history->questionCounts, std::vector<int>(3, kQuestions));
    for (int row = 0; row < kRuns.size(); ++row)
        QCOMPARE(m_state->runs()->index(row, ui::RunListModel::NameColumn).data().toString(), kRuns[row]);
    // Fewer runs than RunListModel::kDefaultChecked: all checked, all compared.
    QCOMPARE(m_state->runs()->checkedRuns(), (QList<int>{0, 1, 2}));
    const ui::RunsComputation::Comparison& comparison = m_state->comparison();
    QCOMPARE(comparison->runNames(), kRuns);
    const auto ndcg = static_cast<int>(comparison->metricNames().indexOf(u"ndcg_cut_10"_s));
    QVERIFY(ndcg >= 0);
    for (int run = 0; run < kRuns.size(); ++run)
        QCOMPARE(comparison->cell(ndcg, run).questions, kQuestions);
    // Three runs: three pairs per metric.
    int ndcgPairs = 0;
    for (const metrics::RunComparison::Pair& pair : comparison->pairs())
        ndcgPairs += pair.metric == ndcg ? 1 : 0;
    QCOMPARE(ndcgPairs, 3);
    QVERIFY(!m_state->isBusy());
}

void TestRunsState::reloadKeepsTheCheckedRuns()
{
    m_state->setInView(true);
    m_state->setSession(m_session.get());
    QVERIFY(waitSettled());
    m_state->runs()->setChecked(0, false);
    QVERIFY(waitSettled());
    QCOMPARE(m_state->comparison()->runNames(), kRuns.mid(1));

    const ui::RunsComputation::History before = m_state->history();
    m_state->refresh();
    QVERIFY(QTest::qWaitFor([&] { return m_state->history() != before; }, 60000));
    QVERIFY(waitSettled());
    QCOMPARE(m_state->runs()->checkedRuns(), (QList<int>{1, 2}));
    QCOMPARE(m_state->comparison()->runNames(), kRuns.mid(1));

    // The scope: drafts and rejected questions count too. No demo run answers one, so the
    // counts stay 45.
    m_state->setAllQuestions(true);
    QVERIFY(QTest::qWaitFor(
        [&] { return m_state->history() && m_state->history()->scope == metrics::QuestionScope::All; },
        60000));
    QVERIFY(waitSettled());
    QCOMPARE(m_state->history()->questionCounts, std::vector<int>(3, kQuestions));
    QCOMPARE(m_state->runs()->checkedRuns(), (QList<int>{1, 2}));
}

void TestRunsState::closedProjectSaysSo()
{
    m_state->setInView(true);
    m_state->setSession(m_session.get());
    QVERIFY(waitSettled());
    m_state->setSession(nullptr);
    QVERIFY(!m_state->history());
    QVERIFY(!m_state->comparison());
    QCOMPARE(m_state->runs()->rowCount(), 0);
    QCOMPARE(m_state->busyMessage(), u"Open a project to see its runs."_s);
}

QTEST_MAIN(TestRunsState)
#include "tst_runs_state.moc"
