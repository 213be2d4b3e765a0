#include "TestSupport.h"
#include "common/WorkPool.h"
#include "review/ClaimTableModel.h"
#include "review/PrimaryJudgeBox.h"
#include "review/ReviewPage.h"
#include "review/ReviewQuestionModel.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QThreadPool>
#include <QUndoStack>

using namespace goldset;

// A run of two questions, five claims; ben already reviewed one claim (overriding the judge).
class TestReviewPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void showsClaimsInPlaceEscaped();
    void reviewPassByKeyboardWithUndo();
    void blindModeHidesTheJudgeUntilDecided();
    void filtersAndModels();
    void blindModeHidesQuestionNumbers();
    void primaryJudgeIsPickedWithUndo();
    void runsAreReadInTheBackground();

private:
    QString reviewOf(RowId claimId, const QString& annotator);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::ReviewPage> m_page;
    QList<RowId> m_claims;
};

void TestReviewPage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto opened = storage::Project::open(m_dir->filePath(QStringLiteral("r.goldset")),
                                         storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    storage::Project& p = **opened;
    const RowId doc = *p.corpus().upsertDocument(
        Document{.externalId = QStringLiteral("warranty"), .title = QStringLiteral("Warranty")});
    const QStringList texts = {
        QStringLiteral("Frames carry a 10-year warranty against manufacturing defects."),
        QStringLiteral("Components such as brakes carry a 2-year warranty. <b>Bold</b> is text.")};
    QList<RowId> chunks;
    for (int i = 0; i < texts.size(); ++i)
        chunks << *p.corpus().upsertChunk(Chunk{.documentId = doc,
                                                .externalId = QStringLiteral("warranty#%1").arg(i),
                                                .ordinal = i,
                                                .text = texts[i]});
    const RowId q1 = *p.questions().upsert(Question{.externalId = QStringLiteral("q1"),
                                                    .text = QStringLiteral("How long is the frame warranty?"),
                                                    .groundTruth = QStringLiteral("10 years.")});
    const RowId q2 = *p.questions().upsert(Question{.externalId = QStringLiteral("q2"),
                                                    .text = QStringLiteral("And the brakes?"),
                                                    .groundTruth = QStringLiteral("2 years.")});
    const RowId run = *p.runs().createRun(Run{.name = QStringLiteral("hybrid")});
    for (RowId q : {q1, q2})
        for (int rank = 1; rank <= 2; ++rank)
            QVERIFY(p.runs().addRetrieval(Retrieval{run, q, rank, chunks[rank - 1], 3.0 - rank}).ok());
    QVERIFY(p.runs()
                .setAnswer(
                    run, q1,
                    QStringLiteral("Frames carry a 10-year warranty. Shipping is free. <script>x</script>"),
                    1200)
                .ok());
    QVERIFY(
        p.runs()
            .setAnswer(run, q2, QStringLiteral("Brakes carry a 2-year warranty. Chains carry 5 years."), 900)
            .ok());
    auto claim = [&](RowId q, int ordinal, const QString& text, Verdict verdict,
                     const QStringList& evidence) {
        m_claims << *p.runs().addClaim(Claim{.runId = run,
                                             .questionId = q,
                                             .ordinal = ordinal,
                                             .text = text,
                                             .verdict = verdict,
                                             .reason = QStringLiteral("because <i>reasons</i>"),
                                             .evidence = evidence,
                                             .judgeModel = QStringLiteral("judge-a")});
    };
    claim(q1, 0, QStringLiteral("Frames carry a 10-year warranty."), Verdict::Supported,
          {QStringLiteral("warranty#0")});
    claim(q1, 1, QStringLiteral("Shipping is free."), Verdict::Supported, {});
    claim(q1, 2, QStringLiteral("<script>x</script>"), Verdict::Unsupported, {});
    claim(q2, 0, QStringLiteral("Brakes carry a 2-year warranty."), Verdict::Supported,
          {QStringLiteral("warranty#1")});
    claim(q2, 1, QStringLiteral("Chains carry 5 years."), Verdict::Contradicted, {});
    const RowId ben = *p.annotators().ensure(QStringLiteral("ben"));
    QVERIFY(
        p.runs()
            .setReview(m_claims[1], ben, Verdict::Unsupported, QStringLiteral("not in the contexts"), false)
            .ok());

    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_session->setCurrentAnnotator(QStringLiteral("ana"));
    m_page = std::make_unique<ui::ReviewPage>();
    m_page->setSession(m_session.get());
    m_page->resize(1200, 800);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    QTRY_VERIFY(!m_page->isLoading()); // first shown: the run is read in the background
}

void TestReviewPage::cleanup()
{
    m_page.reset();
    m_session.reset();
    m_dir.reset();
    m_claims.clear();
}

QString TestReviewPage::reviewOf(RowId claimId, const QString& annotator)
{
    // Read back through a second connection: what is in the file, not in memory.
    auto reader = storage::Project::open(m_dir->filePath(QStringLiteral("r.goldset")));
    if (!reader)
        return QStringLiteral("error");
    for (const ClaimReview& review : (*reader)->runs().reviews(claimId))
        if (review.annotatorName == annotator)
            return toString(review.verdict) + (review.blind ? QStringLiteral("/blind") : QString());
    return QString();
}

void TestReviewPage::showsClaimsInPlaceEscaped()
{
    auto* summary = m_page->findChild<QLabel*>(QStringLiteral("reviewSummary"));
    QVERIFY2(summary->text().contains(QStringLiteral("5 claims, 1 reviewed; 1 judge verdicts overridden")),
             qPrintable(summary->text()));
    // The question's ground truth and the run's answer are read when the question is shown.
    auto* question = m_page->findChild<QLabel*>(QStringLiteral("reviewQuestionText"));
    QVERIFY2(question->text().contains(QStringLiteral("Ground truth: 10 years.")),
             qPrintable(question->text()));
    auto* answer = m_page->findChild<QTextBrowser*>(QStringLiteral("reviewAnswer"));
    const QString html = answer->toHtml();
    // The answer's markup is shown as text, never run as HTML.
    QVERIFY(answer->toPlainText().contains(QStringLiteral("<script>x</script>")));
    QVERIFY(!html.contains(QStringLiteral("<script>")));
    // Each claim is marked in place with its verdict letter and number.
    QVERIFY2(answer->toPlainText().contains(QStringLiteral("Frames carry a 10-year warranty.[S1]")),
             qPrintable(answer->toPlainText()));
    QVERIFY(
        answer->toPlainText().contains(QStringLiteral("Shipping is free.[U2]"))); // ben overrode the judge
    auto* contexts = m_page->findChild<QTextBrowser*>(QStringLiteral("reviewContexts"));
    QVERIFY(contexts->toPlainText().contains(QStringLiteral("judge's evidence")));
    QVERIFY(contexts->toPlainText().contains(QStringLiteral("<b>Bold</b> is text.")));
    QVERIFY(contexts->toPlainText().contains(QStringLiteral("likely")));
}

void TestReviewPage::reviewPassByKeyboardWithUndo()
{
    auto* claims = m_page->findChild<QTableView*>(QStringLiteral("reviewClaims"));
    claims->setFocus();
    QCOMPARE(claims->currentIndex().row(), 0);
    QTest::keyClick(claims, Qt::Key_S); // claim 1 supported, moves on
    QTest::keyClick(claims, Qt::Key_U); // claim 2 unsupported
    QTest::keyClick(claims, Qt::Key_C); // claim 3 contradicted, then on to q2
    QTest::keyClick(claims, Qt::Key_S); // q2 claim 1
    QCOMPARE(reviewOf(m_claims[0], QStringLiteral("ana")), QStringLiteral("supported"));
    QCOMPARE(reviewOf(m_claims[1], QStringLiteral("ana")), QStringLiteral("unsupported"));
    QCOMPARE(reviewOf(m_claims[2], QStringLiteral("ana")), QStringLiteral("contradicted"));
    QCOMPARE(reviewOf(m_claims[3], QStringLiteral("ana")), QStringLiteral("supported"));
    QCOMPARE(m_session->undoStack()->count(), 4);
    m_session->undoStack()->undo();
    m_session->undoStack()->undo();
    QCOMPARE(reviewOf(m_claims[3], QStringLiteral("ana")), QString());
    QCOMPARE(reviewOf(m_claims[2], QStringLiteral("ana")), QString());
    m_session->undoStack()->redo();
    QCOMPARE(reviewOf(m_claims[2], QStringLiteral("ana")), QStringLiteral("contradicted"));
    // ben's review is untouched; the claim's human verdict is now a tie broken by the latest.
    QCOMPARE(reviewOf(m_claims[1], QStringLiteral("ben")), QStringLiteral("unsupported"));
    const auto& state = m_page->runReview().claims().at(m_page->runReview().claimIndex(m_claims[2]));
    QVERIFY(state.effective == Verdict::Contradicted);
}

void TestReviewPage::blindModeHidesTheJudgeUntilDecided()
{
    m_page->findChild<QCheckBox*>(QStringLiteral("reviewBlind"))->setChecked(true);
    auto* claims = m_page->findChild<QTableView*>(QStringLiteral("reviewClaims"));
    const QAbstractItemModel* model = claims->model();
    QCOMPARE(model->index(0, ui::ClaimTableModel::JudgeColumn).data().toString(), QStringLiteral("hidden"));
    QCOMPARE(model->index(0, ui::ClaimTableModel::ReasonColumn).data().toString(), QString());
    auto* contexts = m_page->findChild<QTextBrowser*>(QStringLiteral("reviewContexts"));
    QVERIFY(!contexts->toPlainText().contains(QStringLiteral("judge's evidence")));
    claims->setFocus();
    QTest::keyClick(claims, Qt::Key_U);
    QCOMPARE(reviewOf(m_claims[0], QStringLiteral("ana")), QStringLiteral("unsupported/blind"));
    QVERIFY(model->index(0, ui::ClaimTableModel::JudgeColumn)
                .data()
                .toString()
                .contains(QStringLiteral("supported")));

    // Claim 2: ben's verdict (unsupported) is hidden as well as the judge's, in the table, its
    // tooltip and the answer, until ana decides.
    QCOMPARE(claims->currentIndex().row(), 1);
    QCOMPARE(model->index(1, ui::ClaimTableModel::HumanColumn).data().toString(), QStringLiteral("hidden"));
    QCOMPARE(model->index(1, ui::ClaimTableModel::ReviewersColumn).data().toString(), QString());
    QVERIFY(!model->index(1, ui::ClaimTableModel::ReviewersColumn)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("ben")));
    auto* answer = m_page->findChild<QTextBrowser*>(QStringLiteral("reviewAnswer"));
    QVERIFY2(!answer->toPlainText().contains(QStringLiteral("Shipping is free.[U2]")),
             qPrintable(answer->toPlainText()));
    QTest::keyClick(claims, Qt::Key_S);
    QCOMPARE(reviewOf(m_claims[1], QStringLiteral("ana")), QStringLiteral("supported/blind"));
    QVERIFY(model->index(1, ui::ClaimTableModel::ReviewersColumn)
                .data()
                .toString()
                .contains(QStringLiteral("ben")));
}

void TestReviewPage::filtersAndModels()
{
    auto* questions = m_page->findChild<QTableView*>(QStringLiteral("reviewQuestions"));
    QAbstractItemModelTester tester(questions->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto* claims = m_page->findChild<QTableView*>(QStringLiteral("reviewClaims"));
    QAbstractItemModelTester claimTester(claims->model(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(questions->model()->rowCount(), 2);
    // q1: effective S, U (ben), U -> 1/3; q2: S, C -> 1/2.
    QCOMPARE(questions->model()->index(0, ui::ReviewQuestionModel::FaithfulnessColumn).data().toString(),
             QStringLiteral("0.33"));
    QCOMPARE(questions->model()->index(1, ui::ReviewQuestionModel::FaithfulnessColumn).data().toString(),
             QStringLiteral("0.50"));
    const auto boxes = m_page->findChildren<QCheckBox*>();
    for (QCheckBox* box : boxes)
        if (box->text().contains(QStringLiteral("disagree")))
            box->setChecked(true);
    QCOMPARE(questions->model()->rowCount(), 1);
    QCOMPARE(questions->model()->index(0, 0).data().toString(), QStringLiteral("q1"));
}

// The question list tells the judge's and ben's verdicts through faithfulness, the unsupported
// count and the filters: blind, ana sees them for a question only once she has reviewed each
// of its claims, and her own review count.
void TestReviewPage::blindModeHidesQuestionNumbers()
{
    auto* questions = m_page->findChild<QTableView*>(QStringLiteral("reviewQuestions"));
    QAbstractItemModelTester tester(questions->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QAbstractItemModel* model = questions->model();
    auto cell = [&](int row, int column) { return model->index(row, column).data().toString(); };
    QCOMPARE(cell(0, ui::ReviewQuestionModel::ReviewedColumn), QStringLiteral("1 / 3")); // ben's
    QCheckBox* disagree = nullptr;
    for (QCheckBox* box : m_page->findChildren<QCheckBox*>())
        if (box->text().contains(QStringLiteral("disagree")))
            disagree = box;
    QVERIFY(disagree);
    disagree->setChecked(true);
    QCOMPARE(model->rowCount(), 1);

    m_page->findChild<QCheckBox*>(QStringLiteral("reviewBlind"))->setChecked(true);
    QVERIFY(!disagree->isEnabled());
    QVERIFY(!disagree->isChecked());
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(cell(0, ui::ReviewQuestionModel::FaithfulnessColumn), QStringLiteral("hidden"));
    QCOMPARE(cell(0, ui::ReviewQuestionModel::NotSupportedColumn), QStringLiteral("hidden"));
    QCOMPARE(cell(0, ui::ReviewQuestionModel::ReviewedColumn), QStringLiteral("0 / 3"));
    QCOMPARE(cell(1, ui::ReviewQuestionModel::FaithfulnessColumn), QStringLiteral("hidden"));

    // ana reviews q1's three claims by keyboard: its numbers appear, q2's stay hidden.
    auto* claims = m_page->findChild<QTableView*>(QStringLiteral("reviewClaims"));
    questions->setCurrentIndex(model->index(0, 0));
    claims->setFocus();
    QTest::keyClick(claims, Qt::Key_S);
    QCOMPARE(cell(0, ui::ReviewQuestionModel::ReviewedColumn), QStringLiteral("1 / 3"));
    QCOMPARE(cell(0, ui::ReviewQuestionModel::FaithfulnessColumn), QStringLiteral("hidden"));
    QTest::keyClick(claims, Qt::Key_S);
    QTest::keyClick(claims, Qt::Key_S);
    // Effective verdicts of q1: S (ana), S (ana and ben disagree: the majority tie-break keeps the
    // oldest, ben's U), S (ana overrides the judge's U).
    QCOMPARE(cell(0, ui::ReviewQuestionModel::ReviewedColumn), QStringLiteral("3 / 3"));
    QVERIFY(cell(0, ui::ReviewQuestionModel::FaithfulnessColumn) != QStringLiteral("hidden"));
    QCOMPARE(cell(1, ui::ReviewQuestionModel::FaithfulnessColumn), QStringLiteral("hidden"));

    m_page->findChild<QCheckBox*>(QStringLiteral("reviewBlind"))->setChecked(false);
    QVERIFY(disagree->isEnabled());
    QCOMPARE(cell(1, ui::ReviewQuestionModel::FaithfulnessColumn), QStringLiteral("0.50"));
}

// A second judge on the run: the box offers automatic (the first judge) and both models; a
// choice is stored in the project, changes the numbers, and undoes. The claims table shows one
// judge's claims at a time.
void TestReviewPage::primaryJudgeIsPickedWithUndo()
{
    auto* box = m_page->findChild<ui::PrimaryJudgeBox*>(QStringLiteral("reviewPrimaryJudge"));
    QVERIFY(box);
    QVERIFY(!box->isEnabled()); // one judge: nothing to choose
    storage::Project& p = m_session->project();
    const RowId run = p.runs().runByName(QStringLiteral("hybrid"))->id;
    const RowId q1 = p.questions().byExternalId(QStringLiteral("q1"))->id;
    for (int i = 0; i < 2; ++i)
        QVERIFY(p.runs()
                    .addClaim(Claim{.runId = run,
                                    .questionId = q1,
                                    .ordinal = 3 + i, // a question's ordinals are shared by its judges
                                    .text = i ? QStringLiteral("Shipping is free.")
                                              : QStringLiteral("Frames carry a 10-year warranty."),
                                    .verdict = Verdict::Supported,
                                    .judgeModel = QStringLiteral("judge-b")})
                    .ok());
    m_session->notifyChanged(ui::ProjectSession::Change::Runs);

    QVERIFY(box->isEnabled());
    QCOMPARE(box->count(), 3);
    // Another judge's claims arrived: compared, never substituted. The first judge still counts.
    QCOMPARE(box->itemText(0), QStringLiteral("Automatic (judge-a)"));
    QCOMPARE(box->itemText(1), QStringLiteral("judge-a"));
    QCOMPARE(box->itemText(2), QStringLiteral("judge-b"));
    auto* questions = m_page->findChild<QTableView*>(QStringLiteral("reviewQuestions"));
    auto faithfulness = [&](int row) {
        return questions->model()->index(row, ui::ReviewQuestionModel::FaithfulnessColumn).data().toString();
    };
    QCOMPARE(faithfulness(0), QStringLiteral("0.33"));
    QCOMPARE(faithfulness(1), QStringLiteral("0.50"));

    // The claims table shows one judge's claims at a time, the primary judge's first.
    auto* shown = m_page->findChild<QComboBox*>(QStringLiteral("reviewJudgeShown"));
    auto* claims = m_page->findChild<QTableView*>(QStringLiteral("reviewClaims"));
    QVERIFY(shown && claims);
    QVERIFY(m_page->showQuestion(q1));
    QCOMPARE(shown->count(), 2);
    QCOMPARE(shown->itemText(0), QStringLiteral("judge-a (primary)"));
    int judgeAClaims = 0;
    for (const review::ClaimState& state : m_page->runReview().claims())
        judgeAClaims +=
            state.claim.questionId == q1 && state.claim.judgeModel == QLatin1String("judge-a") ? 1 : 0;
    QVERIFY(judgeAClaims > 0);
    QCOMPARE(claims->model()->rowCount(), judgeAClaims); // not judge-a's and judge-b's mixed
    shown->setFocus();
    QTest::keyClick(shown, Qt::Key_Down);
    QCOMPARE(shown->currentText(), QStringLiteral("judge-b"));
    QCOMPARE(claims->model()->rowCount(), 2);
    QCOMPARE(claims->model()->index(1, ui::ClaimTableModel::ClaimColumn).data().toString(),
             QStringLiteral("Shipping is free."));

    // Picking judge-b makes its verdicts count: q1 S, S -> 1; q2 has none of judge-b's.
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Down);
    QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(box->currentText(), QStringLiteral("judge-b"));
    QCOMPARE(faithfulness(0), QStringLiteral("1.00"));
    QCOMPARE(faithfulness(1), QStringLiteral("undefined"));
    {
        auto reader = storage::Project::open(m_dir->filePath(QStringLiteral("r.goldset")));
        QVERIFY(reader.ok());
        QCOMPARE((*reader)->runs().pickedJudge(run).value_or(QString()), QStringLiteral("judge-b"));
        QCOMPARE((*reader)->runs().primaryJudge(run).value_or(QString()), QStringLiteral("judge-b"));
    }

    // Each choice was its own edit: judge-a picked, then judge-b; undo both.
    m_session->undoStack()->undo();
    QCOMPARE(box->currentText(), QStringLiteral("judge-a"));
    QCOMPARE(faithfulness(0), QStringLiteral("0.33"));
    m_session->undoStack()->undo();
    QCOMPARE(box->currentIndex(), 0);
    QCOMPARE(faithfulness(0), QStringLiteral("0.33"));
    auto reader = storage::Project::open(m_dir->filePath(QStringLiteral("r.goldset")));
    QVERIFY(reader.ok());
    QVERIFY(!(*reader)->runs().pickedJudge(run).has_value());
}

// At 100,000 questions a run takes seconds to read: the first show and a run chosen in the box
// read it on a thread (the page says so meanwhile); a run another page asks for is read at once,
// and a read under way is then dropped, never shown over it.
void TestReviewPage::runsAreReadInTheBackground()
{
    auto* questions = m_page->findChild<QTableView*>(QStringLiteral("reviewQuestions"));
    auto* summary = m_page->findChild<QLabel*>(QStringLiteral("reviewSummary"));
    auto* runBox = m_page->findChild<QComboBox*>(QStringLiteral("reviewRun"));
    QVERIFY(questions && summary && runBox);
    QCOMPARE(questions->model()->rowCount(), 2);
    const RowId q2 = m_session->project().questions().byExternalId(QStringLiteral("q2"))->id;
    QVERIFY(m_page->showQuestion(q2));

    m_page->hide();
    m_session->notifyChanged(ui::ProjectSession::Change::Reviews); // out of sight: read when shown
    QCOMPARE(questions->model()->rowCount(), 0);
    m_page->show();
    QVERIFY(m_page->isLoading());
    QCOMPARE(summary->text(), QStringLiteral("Reading run hybrid..."));
    QTRY_VERIFY(!m_page->isLoading());
    QCOMPARE(questions->model()->rowCount(), 2);
    QCOMPARE(m_page->currentQuestionId(), q2); // the question shown before
    QCOMPARE(m_page->runReview().claims().size(), 5);
    // The judge-trust page is made on the reading thread, for the run read.
    auto* trust = m_page->findChild<QTextBrowser*>(QStringLiteral("reviewTrust"));
    QVERIFY(trust && trust->toPlainText().contains(QStringLiteral("Judge (judge-a) vs people")));

    // A second run, without answers: chosen in the box, it is read in the background too.
    QVERIFY(m_session->project().runs().createRun(Run{.name = QStringLiteral("empty")}).ok());
    m_session->notifyChanged(ui::ProjectSession::Change::Runs);
    QCOMPARE(runBox->currentText(), QStringLiteral("hybrid")); // the run shown stays
    runBox->setCurrentIndex(runBox->findText(QStringLiteral("empty")));
    QVERIFY(m_page->isLoading());
    QTRY_VERIFY(!m_page->isLoading());
    QCOMPARE(m_page->runReview().runId(), m_session->project().runs().runByName(QStringLiteral("empty"))->id);
    QCOMPARE(questions->model()->rowCount(), 0);

    // Back to hybrid in the box, then another page asks for the empty run while it is read.
    runBox->setCurrentIndex(runBox->findText(QStringLiteral("hybrid")));
    QVERIFY(m_page->isLoading());
    QVERIFY(m_page->showRun(QStringLiteral("empty")));
    QVERIFY(!m_page->isLoading());
    QCOMPARE(runBox->currentText(), QStringLiteral("empty"));
    QTRY_COMPARE(ui::workPool()->activeThreadCount(), 0);
    QCoreApplication::processEvents();
    QCOMPARE(m_page->runReview().runId(), m_session->project().runs().runByName(QStringLiteral("empty"))->id);
    QCOMPARE(questions->model()->rowCount(), 0);

    // A project opened while the page is in sight: read in the background too (the newest run).
    m_page->setSession(nullptr);
    QCOMPARE(summary->text(), QStringLiteral("Open a project to review its runs."));
    m_page->setSession(m_session.get());
    QVERIFY(m_page->isLoading());
    QTRY_VERIFY(!m_page->isLoading());
    QCOMPARE(runBox->currentText(), QStringLiteral("empty"));
    QCOMPARE(m_page->runReview().runId(), m_session->project().runs().runByName(QStringLiteral("empty"))->id);
}

QTEST_MAIN(TestReviewPage)
#include "tst_review_page.moc"
