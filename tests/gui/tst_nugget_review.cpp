// The Review page's Nuggets tab by keyboard: the judge's verdicts with a stale one shown as
// such, S / P / N overrides that change nugget_all at once (RunMetrics through a second
// connection, computed by hand below), undo, blind mode and the failing filter.
#include "metrics/MetricCatalog.h"
#include "metrics/RunMetrics.h"
#include "review/NuggetReviewModel.h"
#include "review/NuggetReviewPanel.h"
#include "review/ReviewPage.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

using namespace goldset;

// One accepted question, answered in run r1 with two retrieved chunks, and three nuggets the
// judge "judge-n" judged:
//   n0 vital  support          present in warranty#0
//   n1 okay   partial_support  absent
//   n2 okay   not_support, but judged on an older text: stale, it does not count
// nugget_all is undefined until n2 has a verdict that counts; nugget_vital = 1.
class TestNuggetReview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void reviewsNuggetsByKeyboardAndRescores();
    void blindModeAndFailingFilter();

private:
    std::optional<double> metric(const QString& name) const;
    QString cell(int row, int column) const;
    void press(Qt::Key key);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::ReviewPage> m_page;
    ui::NuggetReviewPanel* m_panel = nullptr;
    RowId m_question = 0;
};

void TestNuggetReview::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("n.goldset"));
    auto opened = storage::Project::open(m_path, storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    storage::Project& p = **opened;
    const RowId doc = *p.corpus().upsertDocument(
        Document{.externalId = QStringLiteral("warranty"), .title = QStringLiteral("Warranty")});
    const QStringList texts = {QStringLiteral("Frames carry a 10-year warranty."),
                               QStringLiteral("Chains are wear parts without a warranty.")};
    QList<RowId> chunks;
    for (int i = 0; i < texts.size(); ++i)
        chunks << *p.corpus().upsertChunk(Chunk{.documentId = doc,
                                                .externalId = QStringLiteral("warranty#%1").arg(i),
                                                .ordinal = i,
                                                .text = texts[i]});
    m_question = *p.questions().upsert(Question{.externalId = QStringLiteral("q1"),
                                                .text = QStringLiteral("What does the warranty cover?"),
                                                .groundTruth = QStringLiteral("Frames 10 years, brakes 2."),
                                                .status = QuestionStatus::Accepted});
    const RowId run = *p.runs().createRun(Run{.name = QStringLiteral("r1")});
    for (int rank = 1; rank <= 2; ++rank)
        QVERIFY(p.runs().addRetrieval(Retrieval{run, m_question, rank, chunks[rank - 1], 3.0 - rank}).ok());
    QVERIFY(p.runs()
                .setAnswer(run, m_question, QStringLiteral("Frames: 10 years. <b>Brakes</b> too."), 800)
                .ok());
    struct N
    {
        const char* text;
        NuggetImportance importance;
        NuggetValue support;
        const char* judgedText;
        NuggetValue context;
        QStringList evidence;
    };
    const QList<N> nuggets = {
        {"Frames carry 10 years",
         NuggetImportance::Vital,
         NuggetValue::Support,
         "Frames carry 10 years",
         NuggetValue::Present,
         {QStringLiteral("warranty#0")}},
        {"Brakes carry 2 years",
         NuggetImportance::Okay,
         NuggetValue::PartialSupport,
         "Brakes carry 2 years",
         NuggetValue::Absent,
         {}},
        {"Chains are not covered",
         NuggetImportance::Okay,
         NuggetValue::NotSupport,
         "Chains carry no warranty",
         NuggetValue::Present,
         {QStringLiteral("warranty#1")}},
    };
    for (const N& n : nuggets) {
        Nugget nugget;
        nugget.questionId = m_question;
        nugget.text = QString::fromLatin1(n.text);
        nugget.importance = n.importance;
        const RowId id = *p.nuggets().insert(nugget);
        NuggetVerdict v;
        v.runId = run;
        v.nuggetId = id;
        v.questionId = m_question;
        v.judgeModel = QStringLiteral("judge-n");
        v.nuggetText = QString::fromLatin1(n.judgedText);
        v.kind = NuggetVerdictKind::Support;
        v.value = n.support;
        QVERIFY(p.nuggetVerdicts().setVerdict(v));
        v.kind = NuggetVerdictKind::Context;
        v.value = n.context;
        v.evidence = n.evidence;
        QVERIFY(p.nuggetVerdicts().setVerdict(v));
    }
    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_session->setCurrentAnnotator(QStringLiteral("ana"));
    m_page = std::make_unique<ui::ReviewPage>();
    m_page->setSession(m_session.get());
    m_page->resize(1200, 800);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    QTRY_VERIFY(!m_page->isLoading());
    auto* tabs = m_page->findChild<QTabWidget*>(QStringLiteral("reviewTabs"));
    m_panel = m_page->findChild<ui::NuggetReviewPanel*>(QStringLiteral("reviewNuggetTab"));
    QVERIFY(tabs && m_panel);
    tabs->setCurrentWidget(m_panel);
    m_panel->view()->setFocus();
}

void TestNuggetReview::cleanup()
{
    m_page.reset();
    m_session.reset();
    m_dir.reset();
}

std::optional<double> TestNuggetReview::metric(const QString& name) const
{
    auto project = storage::Project::open(m_path); // a second connection: what is in the file
    if (!project)
        return std::nullopt;
    const auto catalog = metrics::MetricCatalog::parse({name});
    const auto computed = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
    if (!computed || computed->questions().empty())
        return std::nullopt;
    return computed->value(0, 0);
}

QString TestNuggetReview::cell(int row, int column) const
{
    return m_panel->view()->model()->index(row, column).data().toString();
}

void TestNuggetReview::press(Qt::Key key)
{
    QTest::keyClick(m_panel->view(), key);
}

void TestNuggetReview::reviewsNuggetsByKeyboardAndRescores()
{
    QAbstractItemModelTester tester(m_panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    using C = ui::NuggetReviewModel;
    QCOMPARE(m_panel->view()->model()->rowCount(), 3);
    QCOMPARE(cell(0, C::JudgeColumn), QStringLiteral("S supported"));
    QCOMPARE(cell(0, C::ContextColumn), QStringLiteral("present: warranty#0"));
    QCOMPARE(cell(1, C::JudgeColumn), QStringLiteral("P partly supported"));
    QCOMPARE(cell(1, C::ContextColumn), QStringLiteral("absent"));
    QCOMPARE(cell(2, C::JudgeColumn), QStringLiteral("stale (edited)"));
    QCOMPARE(cell(0, C::ImportanceColumn), QStringLiteral("vital"));
    // The answer and the current nugget's evidence chunk in view.
    auto* contexts = m_panel->findChild<QTextBrowser*>(QStringLiteral("nuggetReviewContexts"));
    QVERIFY(contexts->toPlainText().contains(QStringLiteral("judge's evidence")));
    auto* answer = m_panel->findChild<QTextBrowser*>(QStringLiteral("nuggetReviewAnswer"));
    QVERIFY(answer->toPlainText().contains(QStringLiteral("<b>Brakes</b> too.")));

    QVERIFY(!metric(QStringLiteral("nugget_all"))); // n2's verdict is stale
    QCOMPARE(*metric(QStringLiteral("nugget_vital")), 1.0);

    QSignalSpy changes(m_session.get(), &ui::ProjectSession::changed);
    QList<RowId> named;
    connect(m_session.get(), &ui::ProjectSession::changed, this,
            [&named, this] { named = m_session->changedQuestions(); });
    press(Qt::Key_J);
    press(Qt::Key_J);
    QCOMPARE(m_panel->currentRow(), 2);
    press(Qt::Key_S); // ana: the answer supports n2
    QCOMPARE(changes.size(), 1);
    QVERIFY(changes.first().first().value<ui::ProjectSession::Change>() ==
            ui::ProjectSession::Change::Reviews);
    QCOMPARE(named, QList<RowId>{m_question});
    // (1 + 0.5 + 1) / 3; strict (1 + 0 + 1) / 3.
    QCOMPARE(*metric(QStringLiteral("nugget_all")), 2.5 / 3.0);
    QCOMPARE(*metric(QStringLiteral("nugget_all_strict")), 2.0 / 3.0);
    QCOMPARE(cell(2, C::HumanColumn), QStringLiteral("S supported"));
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Nugget of q1: support"));

    press(Qt::Key_K);
    QCOMPARE(m_panel->currentRow(), 1);
    press(Qt::Key_N); // n1 not supported after all: (1 + 0 + 1) / 3
    QCOMPARE(*metric(QStringLiteral("nugget_all")), 2.0 / 3.0);
    press(Qt::Key_K); // N moved on to n2: back twice to n0
    press(Qt::Key_K);
    QCOMPARE(m_panel->currentRow(), 0);
    press(Qt::Key_P); // n0 only partly: (0.5 + 0 + 1) / 3, vital 0.5
    QCOMPARE(*metric(QStringLiteral("nugget_all")), 1.5 / 3.0);
    QCOMPARE(*metric(QStringLiteral("nugget_vital")), 0.5);

    // The Judge trust tab compares the judge's current verdicts with people's: n0 (S vs P) and
    // n1 (P vs N); n2's verdict is stale. Support kappa: both disagree, observed 0.
    auto* tabs = m_page->findChild<QTabWidget*>(QStringLiteral("reviewTabs"));
    auto* trust = m_page->findChild<QTextBrowser*>(QStringLiteral("reviewTrust"));
    QVERIFY(tabs && trust);
    tabs->setCurrentWidget(trust);
    QVERIFY(
        trust->toPlainText().contains(QStringLiteral("Nuggets in the answer: judge (judge-n) vs people")));
    QVERIFY(trust->toPlainText().contains(QStringLiteral("n = 2; disagreements: 2")));
    QVERIFY(
        trust->toPlainText().contains(QStringLiteral("Nuggets in the contexts: judge (judge-n) vs people")));
    // Mean nugget score of the judge over its two current verdicts: (1 + 0.5) / 2.
    QVERIFY(trust->toPlainText().contains(QStringLiteral("judge alone: 0.750")));

    m_session->undoStack()->undo(); // shown at once, the tab being in view
    QVERIFY(trust->toPlainText().contains(QStringLiteral("n = 1; disagreements: 1")));
    tabs->setCurrentWidget(m_panel);
    QCOMPARE(*metric(QStringLiteral("nugget_all")), 2.0 / 3.0);
    QCOMPARE(cell(0, C::HumanColumn), QStringLiteral("—"));
    m_session->undoStack()->undo();
    m_session->undoStack()->undo();
    QVERIFY(!metric(QStringLiteral("nugget_all")));
    // The claim keys S / N did not reach the page: no claim review, the question stayed.
    QCOMPARE(m_page->currentQuestionId(), m_question);
}

void TestNuggetReview::blindModeAndFailingFilter()
{
    using C = ui::NuggetReviewModel;
    m_panel->failingOnly()->setChecked(true); // n1: absent from the contexts
    QCOMPARE(m_panel->view()->model()->rowCount(), 1);
    QCOMPARE(cell(0, C::NuggetColumn), QStringLiteral("Brakes carry 2 years"));
    m_panel->failingOnly()->setChecked(false);

    auto* blind = m_page->findChild<QCheckBox*>(QStringLiteral("reviewBlind"));
    blind->setChecked(true);
    QVERIFY(!m_panel->failingOnly()->isEnabled()); // it would tell the verdicts
    QCOMPARE(cell(0, C::JudgeColumn), QStringLiteral("hidden"));
    QCOMPARE(cell(0, C::ContextColumn), QStringLiteral("hidden"));
    QVERIFY(!m_panel->summaryLabel()->text().contains(QStringLiteral("nugget_all")));
    m_panel->view()->setCurrentIndex(m_panel->view()->model()->index(0, C::NuggetColumn));
    press(Qt::Key_S); // decided: the judge shows for this nugget, the others stay hidden
    QCOMPARE(cell(0, C::JudgeColumn), QStringLiteral("S supported"));
    QCOMPARE(cell(1, C::JudgeColumn), QStringLiteral("hidden"));
    auto reader = storage::Project::open(m_path);
    const auto reviews =
        (*reader)->nuggetVerdicts().reviews((*reader)->runs().runByName(QStringLiteral("r1"))->id);
    QCOMPARE(reviews.size(), 1);
    QVERIFY(reviews.first().blind);
    QCOMPARE(reviews.first().annotatorName, QStringLiteral("ana"));
}

QTEST_MAIN(TestNuggetReview)
#include "tst_nugget_review.moc"
