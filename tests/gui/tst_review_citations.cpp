// The Review page's Citations tab: a reviewer goes through an answer's cited statements by
// keyboard (S the citations entail it, U they do not, 1..9 marks a citation (un)necessary,
// K back), with undo on the project's stack; the citation metrics follow at once. Blind mode
// hides the judge; the failing filter keeps what fails.
#include "TestSupport.h"
#include "metrics/RunMetrics.h"
#include "review/CitationTableModel.h"
#include "review/CitationsTab.h"
#include "review/ReviewPage.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/CitationStore.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

using namespace goldset;

class TestReviewCitations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void reviewByKeyboardRescores();
    void blindAndFailingFilter();

private:
    std::optional<double> precision();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::ReviewPage> m_page;
    QTableView* m_view = nullptr;
};

// q1 answers in three statements: s0 cites warranty#0 (the judge: entailed); s1 cites
// warranty#0 and warranty#1 (entailed, warranty#1 unnecessary); s2 cites other#0, which q1 did
// not retrieve (unsupported, never asked). Precision (1 + 1 + 0) / (1 + 2 + 1) = 1/2.
void TestReviewCitations::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto opened = storage::Project::open(m_dir->filePath(QStringLiteral("c.goldset")),
                                         storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    storage::Project& p = **opened;
    const RowId doc = *p.corpus().upsertDocument(Document{.externalId = QStringLiteral("warranty")});
    QList<RowId> chunks;
    const QStringList ids = {QStringLiteral("warranty#0"), QStringLiteral("warranty#1"),
                             QStringLiteral("other#0")};
    for (int i = 0; i < ids.size(); ++i)
        chunks << *p.corpus().upsertChunk(
            Chunk{.documentId = doc,
                  .externalId = ids[i],
                  .ordinal = i,
                  .text = QStringLiteral("Text of %1 <b>not bold</b>.").arg(ids[i])});
    const RowId q1 = *p.questions().upsert(Question{.externalId = QStringLiteral("q1"),
                                                    .text = QStringLiteral("How long is the warranty?"),
                                                    .status = QuestionStatus::Accepted});
    const RowId run = *p.runs().createRun(Run{.name = QStringLiteral("cited")});
    for (int rank = 1; rank <= 2; ++rank)
        QVERIFY(p.runs().addRetrieval(Retrieval{run, q1, rank, chunks[rank - 1], 3.0 - rank}).ok());
    QVERIFY(p.runs().setAnswer(run, q1, QStringLiteral("A. B. C."), 100).ok());
    storage::CitationStore store(p.connection());
    QVERIFY(store.replaceStatements(
        run, q1,
        {Statement{.text = QStringLiteral("Frames: 10 years."), .citations = {ids[0]}},
         Statement{.text = QStringLiteral("Brakes: 2 years."), .citations = {ids[0], ids[1]}},
         Statement{.text = QStringLiteral("Chains: 5 years."), .citations = {ids[2]}}}));
    const QList<Statement> stored = store.statements(run, q1);
    QVERIFY(store.setCheck({stored[0].id, QStringLiteral("judge-a"), {true, {}}, QString()}));
    QVERIFY(store.setCheck({stored[1].id, QStringLiteral("judge-a"), {true, {ids[1]}}, QString()}));

    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_session->setCurrentAnnotator(QStringLiteral("ana"));
    m_page = std::make_unique<ui::ReviewPage>();
    m_page->setSession(m_session.get());
    m_page->resize(1200, 800);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    QTRY_VERIFY(!m_page->isLoading());
    auto* tabs = m_page->findChild<QTabWidget*>(QStringLiteral("reviewTabs"));
    tabs->setCurrentWidget(m_page->citationsTab());
    m_view = m_page->findChild<QTableView*>(QStringLiteral("citationStatements"));
    QVERIFY(m_view);
    QCOMPARE(m_view->model()->rowCount(), 3);
    QAbstractItemModelTester tester(m_view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestReviewCitations::cleanup()
{
    m_page.reset();
    m_session.reset();
    m_dir.reset();
}

std::optional<double> TestReviewCitations::precision()
{
    auto catalog = metrics::MetricCatalog::parse({QStringLiteral("citation_precision")});
    auto m = metrics::RunMetrics::compute(m_session->project(), QStringLiteral("cited"), *catalog);
    return m ? m->aggregate().at(0) : std::nullopt;
}

void TestReviewCitations::reviewByKeyboardRescores()
{
    QCOMPARE(*precision(), 0.5);
    auto* chunks = m_page->findChild<QTextBrowser*>(QStringLiteral("citationChunks"));
    QVERIFY(chunks->toPlainText().contains(QStringLiteral("Text of warranty#0 <b>not bold</b>.")));
    m_view->setFocus();
    QCOMPARE(m_view->currentIndex().row(), 0);
    QTest::keyClick(m_view, Qt::Key_U); // s0: not entailed after all; on to s1
    QCOMPARE(m_view->currentIndex().row(), 1);
    QTest::keyClick(m_view, Qt::Key_S); // s1: entailed, warranty#1 unnecessary as the judge said
    QVERIFY(m_page->findChild<QTextBrowser*>(QStringLiteral("citationChunks"))
                ->toPlainText()
                .contains(QStringLiteral("not retrieved"))); // now on s2
    QTest::keyClick(m_view, Qt::Key_S); // s2: its chunk does entail it (a person may say so)
    QTest::keyClick(m_view, Qt::Key_K); // back to s1
    QCOMPARE(m_view->currentIndex().row(), 1);
    QTest::keyClick(m_view, Qt::Key_2); // warranty#1 is necessary after all
    QCOMPARE(m_session->undoStack()->count(), 4);
    // s0 0 of 1, s1 2 of 2, s2 1 of 1: precision 3/4.
    QCOMPARE(*precision(), 0.75);
    QVERIFY(m_page->findChild<QLabel*>(QStringLiteral("citationSummary"))
                ->text()
                .contains(QStringLiteral("0.75")));
    QCOMPARE(m_view->model()->index(1, ui::CitationTableModel::MineColumn).data().toString(),
             QStringLiteral("entailed"));
    m_session->undoStack()->undo(); // warranty#1 unnecessary again: (0 + 1 + 1) / 4
    QCOMPARE(*precision(), 0.5);
    m_session->undoStack()->undo(); // s2 back to the flag: (0 + 1 + 0) / 4
    QCOMPARE(*precision(), 0.25);
    m_session->undoStack()->redo();
    QCOMPARE(*precision(), 0.5);
}

void TestReviewCitations::blindAndFailingFilter()
{
    auto* failing = m_page->findChild<QCheckBox*>(QStringLiteral("citationFailingOnly"));
    failing->setChecked(true); // s1 (an unnecessary citation) and s2 (not retrieved) fail
    QCOMPARE(m_view->model()->rowCount(), 2);
    QCOMPARE(m_view->model()->index(0, ui::CitationTableModel::StatementColumn).data().toString(),
             QStringLiteral("Brakes: 2 years."));
    m_page->findChild<QCheckBox*>(QStringLiteral("reviewBlind"))->setChecked(true);
    QVERIFY(!failing->isEnabled()); // it would tell the verdicts
    QCOMPARE(m_view->model()->rowCount(), 3);
    QCOMPARE(m_view->model()->index(0, ui::CitationTableModel::JudgeColumn).data().toString(),
             QStringLiteral("hidden"));
    QVERIFY(!m_page->findChild<QLabel*>(QStringLiteral("citationSummary"))
                 ->text()
                 .contains(QStringLiteral("precision")));
    m_view->setFocus();
    m_view->setCurrentIndex(m_view->model()->index(0, ui::CitationTableModel::StatementColumn));
    QTest::keyClick(m_view, Qt::Key_S); // decided: the judge's verdict shows
    QCOMPARE(m_view->model()->index(0, ui::CitationTableModel::JudgeColumn).data().toString(),
             QStringLiteral("entailed"));
    QCOMPARE(m_view->model()->index(1, ui::CitationTableModel::JudgeColumn).data().toString(),
             QStringLiteral("hidden"));
    const auto review = storage::CitationStore(m_session->project().connection())
                            .reviews(m_session->project().runs().runByName(QStringLiteral("cited"))->id);
    QCOMPARE(review.size(), 1);
    QVERIFY(review.begin()->constFirst().blind);
}

QTEST_MAIN(TestReviewCitations)
#include "tst_review_citations.moc"
