// BatchesState without its page: on the demo project (ana, the lead, and ben, who graded the same
// chunks from their qrels and reviewed some of the same claims), what is current after the project opens,
// when agreement is measured (only once the page is in view), what the edits push onto the undo stack and
// what is current after them and after undo. Expected values are counted from the stores, not from the state.

#include "TestSupport.h"
#include "agreement/DisagreementQueue.h"
#include "batch/BatchPlanner.h"
#include "batches/AnnotatorTableModel.h"
#include "batches/AssignmentTableModel.h"
#include "batches/BatchTableModel.h"
#include "batches/BatchesState.h"
#include "demo/DemoProject.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/BatchStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace goldset;

class TestBatchesState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void openedDemoShowsPeopleAndDefersAgreement();
    void agreementMatchesTheLabels();
    void batchEditsArePushedAndUndone();
    void annotatorEditsSelectAndToggle();
    void disagreementsOpenTheirPage();
    void closedProjectSaysSo();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::BatchesState> m_state;
};

void TestBatchesState::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto opened = test::openNewDemo(*m_dir);
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().toString()));
    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_state = std::make_unique<ui::BatchesState>();
    for (QAbstractItemModel* model : std::initializer_list<QAbstractItemModel*>{
             m_state->annotators(), m_state->batches(), m_state->assignments()})
        new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     m_state.get());
}

void TestBatchesState::cleanup()
{
    m_state.reset();
    m_session.reset();
    m_dir.reset();
}

void TestBatchesState::openedDemoShowsPeopleAndDefersAgreement()
{
    QSignalSpy status(m_state.get(), &ui::BatchesState::statusMessage);
    m_state->setSession(m_session.get());
    // ana and ben, no batch: nothing current but the people can be edited.
    QCOMPARE(m_state->annotators()->rowCount(), 2);
    QCOMPARE(m_state->batches()->rowCount(), 0);
    QCOMPARE(m_state->batchRow(), -1);
    QCOMPARE(m_state->assignmentRow(), -1);
    QCOMPARE(m_state->assignments()->rowCount(), 0);
    QVERIFY(m_state->canEdit());
    QVERIFY(!m_state->canToggleRole());
    QVERIFY(!m_state->canExport());
    QVERIFY(m_state->canImport());
    QVERIFY2(m_state->hint().startsWith(QStringLiteral("No batches yet.")), qPrintable(m_state->hint()));
    QCOMPARE(status.size(), 1);
    QCOMPARE(status.first().first().toString(), m_state->hint());
    // Out of sight, agreement waits for the page to be seen.
    QVERIFY(!m_state->report());
    QVERIFY(!m_state->isMeasuring());
    m_state->setInView(true);
    // Measured on a thread of its own: the page says so until the report arrives.
    QVERIFY(m_state->isMeasuring());
    QCOMPARE(m_state->agreementMessage(), QStringLiteral("Measuring agreement\u2026"));
    QTRY_VERIFY(!m_state->isMeasuring());
    QVERIFY(m_state->report());
    QSignalSpy measured(m_state.get(), &ui::BatchesState::agreementChanged);
    m_state->setInView(true); // measured already: not again
    QVERIFY(!m_state->isMeasuring());
    QTest::qWait(50);
    QCOMPARE(measured.size(), 0);

    // Another project: the demo's numbers go at once, not when the other's arrive.
    QTemporaryDir otherDir;
    auto other = test::openNewDemo(otherDir);
    QVERIFY(other.ok());
    ui::ProjectSession otherSession(std::move(*other));
    m_state->setSession(&otherSession);
    QVERIFY(!m_state->report());
    QVERIFY(m_state->disagreements().isEmpty());
    QVERIFY(m_state->isMeasuring());
    QTRY_VERIFY(!m_state->isMeasuring());
    QVERIFY(m_state->report());
    m_state->setSession(nullptr);
}

void TestBatchesState::agreementMatchesTheLabels()
{
    m_state->setInView(true);
    m_state->setSession(m_session.get());
    QTRY_VERIFY(!m_state->isMeasuring());
    // By the labels: the (question, chunk) pairs that both ana and ben graded, and how many
    // of them got the same grade.
    storage::Project& project = m_session->project();
    const RowId ana = project.annotators().byName(QStringLiteral("ana"))->id;
    const RowId ben = project.annotators().byName(QStringLiteral("ben"))->id;
    QHash<QPair<RowId, RowId>, int> gradeOfAna;
    QHash<QPair<RowId, RowId>, int> gradeOfBen;
    for (const RelevanceLabel& label : project.labels().all()) {
        if (label.annotatorId == ana)
            gradeOfAna.insert({label.questionId, label.chunkId}, label.grade);
        else if (label.annotatorId == ben)
            gradeOfBen.insert({label.questionId, label.chunkId}, label.grade);
    }
    qint64 shared = 0;
    qint64 same = 0;
    for (auto it = gradeOfAna.cbegin(); it != gradeOfAna.cend(); ++it)
        if (const auto other = gradeOfBen.constFind(it.key()); other != gradeOfBen.cend()) {
            ++shared;
            same += *other == it.value() ? 1 : 0;
        }
    QVERIFY(shared > 0);
    QVERIFY(project.annotators().all().size() == 2);

    const auto& report = m_state->report();
    QVERIFY(report);
    QCOMPARE(report->annotators, (QStringList{QStringLiteral("ana"), QStringLiteral("ben")}));
    QCOMPARE(report->pairwise.size(), 1);
    QCOMPARE(report->pairwise.first().kappa.n, shared);
    QVERIFY(report->pairwise.first().kappa.observed);
    QCOMPARE(*report->pairwise.first().kappa.observed, double(same) / double(shared));
    QVERIFY(m_state->agreementMessage().isEmpty());
    QCOMPARE(m_state->categoryNames(), (QStringList{QStringLiteral("0"), QStringLiteral("1"),
                                                    QStringLiteral("2"), QStringLiteral("3")}));

    // Claim verdicts: the claims that both ana and ben reviewed, counted through the run store.
    qint64 bothReviewed = 0;
    storage::RunStore& runs = project.runs();
    for (const Run& run : runs.runs())
        for (RowId questionId : runs.questionIds(run.id))
            for (const Claim& claim : runs.claims(run.id, questionId)) {
                QSet<RowId> people;
                for (const ClaimReview& review : runs.reviews(claim.id))
                    if (review.verdict != Verdict::Unknown)
                        people.insert(review.annotatorId);
                bothReviewed += people.contains(ana) && people.contains(ben) ? 1 : 0;
            }
    QVERIFY(bothReviewed > 0);
    agreement::AgreementScope claims;
    claims.task = agreement::AgreementTask::Claims;
    QSignalSpy measured(m_state.get(), &ui::BatchesState::agreementChanged);
    m_state->setScope(claims, agreement::KappaWeights::None);
    QVERIFY(m_state->isMeasuring());
    QTRY_VERIFY(!m_state->isMeasuring());
    QCOMPARE(measured.size(), 1); // the claims' report replaced the grades' once it was read
    QVERIFY(m_state->report());
    QCOMPARE(m_state->report()->pairwise.size(), 1);
    QCOMPARE(m_state->report()->pairwise.first().kappa.n, bothReviewed);
    QVERIFY(m_state->agreementMessage().isEmpty());
    m_state->setScope(claims, agreement::KappaWeights::None); // the same scope: not measured again
    QVERIFY(!m_state->isMeasuring());
    QCOMPARE(measured.size(), 1);
}

void TestBatchesState::batchEditsArePushedAndUndone()
{
    m_state->setSession(m_session.get());
    storage::Project& project = m_session->project();
    QUndoStack* undo = m_session->undoStack();
    batch::BatchRequest request;
    request.name = QStringLiteral("week1");
    request.annotators = {QStringLiteral("ana"), QStringLiteral("ben")};
    request.size = 6;
    request.overlap = 2;
    request.seed = 7;
    const auto plan = batch::planBatch(project, request);
    QVERIFY(plan.ok());
    QVERIFY(m_state->createBatch(request, *plan));
    QCOMPARE(undo->count(), 1);

    // The new batch is current, its first assignment too; its rows are the stored ones.
    storage::BatchStore batches(project.connection());
    const auto stored = batches.byName(QStringLiteral("week1"));
    QVERIFY(stored);
    QCOMPARE(stored->overlap, 2);
    QCOMPARE(m_state->batches()->rowCount(), 1);
    QCOMPARE(m_state->batchRow(), 0);
    QCOMPARE(m_state->currentBatchId(), stored->id);
    QCOMPARE(m_state->assignments()->rowCount(), 2); // overlap 2 of 2 people: both get all 6
    QCOMPARE(m_state->assignmentRow(), 0);
    QCOMPARE(m_state->assignments()
                 ->index(0, ui::AssignmentTableModel::ProgressColumn)
                 .data(ui::AssignmentTableModel::TotalRole)
                 .toInt(),
             6);
    QVERIFY(m_state->hint().isEmpty());
    QVERIFY(m_state->canExport());
    QVERIFY(m_state->selectAssignment(QStringLiteral("ben")));
    QCOMPARE(m_state->assignments()->assignmentAt(m_state->assignmentRow())->annotatorName,
             QStringLiteral("ben"));
    QCOMPARE(QFileInfo(m_state->suggestedPackagePath()).fileName(), QStringLiteral("week1-ben.goldset"));

    // Undo deletes it: nothing is current any more; redo brings it back, current again.
    undo->undo();
    QVERIFY(!batches.byName(QStringLiteral("week1")));
    QCOMPARE(m_state->batches()->rowCount(), 0);
    QCOMPARE(m_state->batchRow(), -1);
    QCOMPARE(m_state->assignmentRow(), -1);
    QVERIFY(!m_state->canExport());
    QVERIFY(m_state->suggestedPackagePath().isEmpty());
    undo->redo();
    QCOMPARE(m_state->batchRow(), 0);
    QCOMPARE(m_state->assignments()->rowCount(), 2);
}

void TestBatchesState::annotatorEditsSelectAndToggle()
{
    m_state->setSession(m_session.get());
    storage::Project& project = m_session->project();
    QUndoStack* undo = m_session->undoStack();
    m_state->addAnnotator(QStringLiteral("chen"), AnnotatorRole::Annotator);
    QCOMPARE(undo->count(), 1);
    QCOMPARE(m_state->annotators()->rowCount(), 3);
    QVERIFY(m_state->annotatorRow() >= 0);
    QCOMPARE(m_state->annotators()->annotators().at(m_state->annotatorRow()).name, QStringLiteral("chen"));
    QVERIFY(m_state->canToggleRole());
    m_state->toggleRole();
    QCOMPARE(undo->count(), 2);
    QCOMPARE(project.annotators().byName(QStringLiteral("chen"))->role, AnnotatorRole::Lead);
    // The row stays on chen across the reload of the people.
    QCOMPARE(m_state->annotators()->annotators().at(m_state->annotatorRow()).name, QStringLiteral("chen"));
    undo->undo();
    QCOMPARE(project.annotators().byName(QStringLiteral("chen"))->role, AnnotatorRole::Annotator);
    undo->undo();
    QCOMPARE(m_state->annotators()->rowCount(), 2);
    QCOMPARE(m_state->annotatorRow(), -1);
    QVERIFY(!m_state->canToggleRole());
    m_state->addAnnotator(QStringLiteral("   "), AnnotatorRole::Annotator); // nobody: nothing pushed
    QCOMPARE(undo->index(), 0);
}

void TestBatchesState::disagreementsOpenTheirPage()
{
    m_state->setSession(m_session.get());
    QSignalSpy requested(m_state.get(), &ui::BatchesState::questionRequested);
    agreement::Disagreement grade;
    grade.questionId = 5;
    m_state->openItem(grade);
    agreement::Disagreement none; // no question: nowhere to go
    m_state->openItem(none);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().at(0).toString(), QStringLiteral("labellingPage"));
    QCOMPARE(requested.first().at(1).value<RowId>(), RowId(5));
}

void TestBatchesState::closedProjectSaysSo()
{
    m_state->setSession(m_session.get());
    m_state->setSession(nullptr);
    QCOMPARE(m_state->annotators()->rowCount(), 0);
    QVERIFY(!m_state->canEdit());
    QVERIFY(!m_state->canImport());
    QVERIFY(m_state->hint().startsWith(QStringLiteral("Open a project")));
    QVERIFY(!m_state->report());
    QCOMPARE(m_state->agreementMessage(), QStringLiteral("Open a project to measure agreement."));
}

QTEST_MAIN(TestBatchesState)
#include "tst_batches_state.moc"
