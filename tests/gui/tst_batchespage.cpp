// The Batches & Agreement page: annotators and roles with undo, a batch made through the New
// Batch dialog on the demo project, its assignments, a package exported, labelled inside and
// imported twice (the second import changes nothing), a newer change taken, a foreign package
// refused; agreement and the disagreement queue on a small case whose kappas are computed by
// hand, adjudicated with the keyboard and undone; empty states; the models under
// QAbstractItemModelTester.
#include "TestSupport.h"
#include "agreement/AgreementScope.h"
#include "batch/BatchPackage.h"
#include "batch/BatchPlanner.h"
#include "batches/AgreementPanel.h"
#include "batches/AgreementScopeBar.h"
#include "batches/AnnotatorTableModel.h"
#include "batches/AssignmentTableModel.h"
#include "batches/BatchTableModel.h"
#include "batches/BatchesPage.h"
#include "batches/ConfusionMatrixModel.h"
#include "batches/DisagreementFilterProxy.h"
#include "batches/DisagreementModel.h"
#include "batches/DisagreementPanel.h"
#include "batches/NewBatchDialog.h"
#include "batches/PairwiseAgreementModel.h"
#include "demo/DemoProject.h"
#include "labelling/LabellingPage.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"
#include "storage/BatchStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>
#include <cmath>

using namespace goldset;

namespace {

constexpr int kTransferWaitMs = 120000; // a generous bound, never a measured time

void testModel(QAbstractItemModel* model, QObject* parent)
{
    new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest, parent);
}

bool near(const QVariant& value, double expected)
{
    return value.isValid() && qAbs(value.toDouble() - expected) < 1e-9;
}

} // namespace

class TestBatchesPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void emptyStatesExplainWhatToDo();
    void agreementSideLeavesTheListsTheirRoom();
    void demoBatchRoundTrip();
    void agreementAndKeyboardAdjudication();
    void doubleClickOpensTheQuestion();

private:
    static QString writeSmallProject(const QString& path);
    void openPage(const QString& path);
    bool runTransfer(const std::function<void()>& start);
    QString labelsOf(const QString& annotator);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::BatchesPage> m_page;
};

void TestBatchesPage::initTestCase()
{
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_batchespage"));
}

void TestBatchesPage::cleanup()
{
    m_page.reset();
    m_session.reset();
    m_dir.reset();
}

void TestBatchesPage::openPage(const QString& path)
{
    auto opened = storage::Project::open(path);
    QVERIFY(opened.ok());
    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_session->setCurrentAnnotator(QStringLiteral("ana"));
    m_page = std::make_unique<ui::BatchesPage>();
    testModel(m_page->annotatorModel(), m_page.get());
    testModel(m_page->batchModel(), m_page.get());
    testModel(m_page->assignmentModel(), m_page.get());
    testModel(m_page->agreementPanel()->pairwiseModel(), m_page.get());
    testModel(m_page->agreementPanel()->confusionModel(), m_page.get());
    testModel(m_page->disagreementPanel()->model(), m_page.get());
    testModel(m_page->disagreementPanel()->proxy(), m_page.get());
    m_page->setSession(m_session.get());
    m_page->resize(1300, 850);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    QTRY_VERIFY(!m_page->state()->isMeasuring()); // agreement is measured on a thread of its own
}

bool TestBatchesPage::runTransfer(const std::function<void()>& start)
{
    QSignalSpy finished(m_page.get(), &ui::BatchesPage::transferFinished);
    start();
    if (finished.isEmpty() && !finished.wait(kTransferWaitMs))
        return false;
    return finished.first().first().toBool();
}

void TestBatchesPage::emptyStatesExplainWhatToDo()
{
    m_dir = std::make_unique<QTemporaryDir>();
    const QString path = m_dir->filePath(QStringLiteral("empty.goldset"));
    QVERIFY(storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing).ok());
    openPage(path);
    QVERIFY2(m_page->hintText().contains(QStringLiteral("no annotators")), qPrintable(m_page->hintText()));
    QVERIFY(!m_page->agreementPanel()->findChild<QWidget*>(QStringLiteral("agreementEmpty"))->isHidden());

    m_page->addAnnotator(QStringLiteral("ana"), AnnotatorRole::Lead);
    QCOMPARE(m_page->annotatorModel()->rowCount(), 1);
    QCOMPARE(m_page->annotatorModel()->index(0, ui::AnnotatorTableModel::RoleColumn).data().toString(),
             QStringLiteral("lead"));
    QVERIFY2(m_page->hintText().contains(QStringLiteral("No batches yet")), qPrintable(m_page->hintText()));
    m_session->undoStack()->undo();
    QCOMPARE(m_page->annotatorModel()->rowCount(), 0);
    QVERIFY(!m_session->project().annotators().byName(QStringLiteral("ana")));
}

// In Japanese the one-line "No disagreements" sentence held the agreement side ~840 px wide (a
// hidden tab's size is not updated when its text changes), and at 1280×800 the assignments table
// was cut. The empty states' sentences wrap: the agreement side asks for at most half the window.
void TestBatchesPage::agreementSideLeavesTheListsTheirRoom()
{
    QTranslator japanese;
    QVERIFY(japanese.load(QStringLiteral(":/i18n/goldset_ja.qm")));
    QApplication::installTranslator(&japanese);
    m_dir = std::make_unique<QTemporaryDir>();
    const QString path = m_dir->filePath(QStringLiteral("empty.goldset"));
    QVERIFY(storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing).ok());
    openPage(path);
    QApplication::removeTranslator(&japanese);
    QVERIFY(
        m_page->disagreementPanel()->findChild<QLabel*>(QStringLiteral("disagreementCount"))->text().size() >
        20);
    const auto* split = m_page->findChild<QSplitter*>(QStringLiteral("batchesSplitter"));
    QVERIFY(split);
    // A look at the (empty) queue and back, as a user would.
    auto* tabs = m_page->findChild<QTabWidget*>(QStringLiteral("agreementTabs"));
    QVERIFY(tabs);
    tabs->setCurrentIndex(1);
    QTest::qWait(50);
    tabs->setCurrentIndex(0);
    QTest::qWait(50);
    const int agreementSide = split->widget(1)->minimumSizeHint().width();
    QVERIFY2(agreementSide <= 640, qPrintable(QString::number(agreementSide)));
}

void TestBatchesPage::demoBatchRoundTrip()
{
    m_dir = std::make_unique<QTemporaryDir>();
    const QString path = m_dir->filePath(QStringLiteral("demo.goldset"));
    const Status written = demo::writeDemoProject(path);
    QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error().toString()));
    openPage(path);
    storage::Project& project = m_session->project();
    QUndoStack* undo = m_session->undoStack();
    QCOMPARE(m_page->annotatorModel()->rowCount(), 2); // the demo's ana (lead) and ben

    // A third annotator, undoable; then made a lead and back.
    m_page->addAnnotator(QStringLiteral("chen"), AnnotatorRole::Annotator);
    QCOMPARE(m_page->annotatorModel()->rowCount(), 3);
    undo->undo();
    QCOMPARE(m_page->annotatorModel()->rowCount(), 2);
    undo->redo();
    QCOMPARE(m_page->annotatorModel()->rowCount(), 3);
    QVERIFY(m_page->selectAnnotator(QStringLiteral("chen")));
    m_page->toggleRole();
    QCOMPARE(project.annotators().byName(QStringLiteral("chen"))->role, AnnotatorRole::Lead);
    undo->undo();
    QCOMPARE(project.annotators().byName(QStringLiteral("chen"))->role, AnnotatorRole::Annotator);

    // New Batch through the dialog: 12 questions to ana, ben and chen, each question to two.
    ui::NewBatchDialog dialog(project, m_page.get());
    auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("batchName"));
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("week1"));
    for (const QString& who : {QStringLiteral("ana"), QStringLiteral("ben"), QStringLiteral("chen")})
        dialog.setAnnotatorChecked(who, true);
    // By default every item goes to two of them, so that agreement can be measured.
    QCOMPARE(dialog.request().overlap, 2);
    QVERIFY(dialog.plan().ok());
    {
        const batch::PlanSummary shared = batch::summarize(*dialog.plan());
        QVERIFY(shared.sharedItems[0][1] > 0);
    }
    for (const auto& [field, value] :
         {std::pair{"batchSize", "12"}, {"batchOverlap", "2"}, {"batchSeed", "42"}}) {
        auto* spin = dialog.findChild<QSpinBox*>(QString::fromLatin1(field));
        spin->selectAll();
        QTest::keyClicks(spin, QString::fromLatin1(value));
    }
    QCOMPARE(dialog.request().name, QStringLiteral("week1"));
    QCOMPARE(dialog.request().overlap, 2);
    QVERIFY2(dialog.plan().ok(), dialog.plan().ok() ? "" : qPrintable(dialog.plan().error().message));
    // By hand: 12 items x 2 = 24 places over 3 people = 8 each; each item is one of the 3 pairs',
    // spread evenly: 12 / 3 = 4 shared per pair.
    const batch::PlanSummary preview = batch::summarize(*dialog.plan());
    for (int a = 0; a < 3; ++a)
        for (int b = 0; b < 3; ++b)
            QCOMPARE(preview.sharedItems[a][b], a == b ? 8 : 4);
    QVERIFY2(dialog.previewText().contains(QStringLiteral("12 items")), qPrintable(dialog.previewText()));
    QVERIFY(m_page->createBatch(dialog));

    storage::BatchStore batches(project.connection());
    auto stored = batches.byName(QStringLiteral("week1"));
    QVERIFY(stored);
    QCOMPARE(stored->overlap, 2);
    QCOMPARE(stored->seed, 42);
    QList<storage::BatchStore::Assignment> assignments = batches.assignments(stored->id);
    QCOMPARE(assignments.size(), 3);
    QHash<QString, QSet<RowId>> itemsOf;
    QHash<RowId, int> timesGiven;
    for (const auto& a : assignments) {
        const QList<RowId> items = batches.items(a.id);
        itemsOf.insert(a.annotatorName, QSet<RowId>(items.cbegin(), items.cend()));
        for (RowId item : items)
            ++timesGiven[item];
        QCOMPARE(a.items, 8);
        // Status follows the work: an annotator who has already labelled one of the items (the
        // demo's ana and ben labelled many questions) is in progress from the start.
        bool labelledOne = false;
        for (RowId item : items)
            for (const RelevanceLabel& label : project.labels().labelsForQuestion(item))
                labelledOne = labelledOne || label.annotatorId == a.annotatorId;
        QCOMPARE(a.status, labelledOne ? QStringLiteral("in progress") : QStringLiteral("assigned"));
        if (a.annotatorName == QStringLiteral("chen"))
            QVERIFY(!labelledOne);
    }
    QCOMPARE(timesGiven.size(), 12);
    for (int times : std::as_const(timesGiven))
        QCOMPARE(times, 2);
    const QStringList names = {QStringLiteral("ana"), QStringLiteral("ben"), QStringLiteral("chen")};
    for (int a = 0; a < 3; ++a)
        for (int b = a + 1; b < 3; ++b)
            QCOMPARE(QSet<RowId>(itemsOf[names[a]]).intersect(itemsOf[names[b]]).size(), 4);
    QCOMPARE(m_page->batchModel()->rowCount(), 1);
    QCOMPARE(m_page->batchModel()->index(0, ui::BatchTableModel::ItemsColumn).data().toInt(), 12);
    QCOMPARE(m_page->assignmentModel()->rowCount(), 3);

    // Undo deletes the batch, redo stores the same plan again.
    undo->undo();
    QVERIFY(!batches.byName(QStringLiteral("week1")));
    QCOMPARE(m_page->batchModel()->rowCount(), 0);
    QCOMPARE(m_page->assignmentModel()->rowCount(), 0);
    undo->redo();
    stored = batches.byName(QStringLiteral("week1"));
    QVERIFY(stored);
    const auto chenAssignment =
        batches.assignment(stored->id, project.annotators().byName(QStringLiteral("chen"))->id);
    QVERIFY(chenAssignment);
    {
        const QList<RowId> items = batches.items(chenAssignment->id);
        QCOMPARE(QSet<RowId>(items.cbegin(), items.cend()), itemsOf[QStringLiteral("chen")]);
    }

    // Export chen's assignment; chen labels two questions inside the package.
    QVERIFY(m_page->selectBatch(QStringLiteral("week1")));
    QVERIFY(m_page->selectAssignment(QStringLiteral("chen")));
    const QString package = m_dir->filePath(QStringLiteral("week1-chen.goldset"));
    QVERIFY(runTransfer([&] { QVERIFY(m_page->exportPackageTo(package)); }));
    QVERIFY(QFileInfo::exists(package));
    QVERIFY(batches.assignment(stored->id, chenAssignment->annotatorId)->exportedAt.isValid());
    QVERIFY(m_page->lastOutcome().contains(QStringLiteral("8 items")));

    QString firstQuestion;
    QString firstChunk;
    auto labelInPackage = [&](int grade, int howMany) {
        auto opened = storage::Project::open(package);
        QVERIFY(opened.ok());
        storage::Project& p = **opened;
        const RowId chen = p.annotators().byName(QStringLiteral("chen"))->id;
        const QList<Question> questions = p.questions().list();
        QCOMPARE(questions.size(), 8);
        const Document document = p.corpus().documents().first();
        const Chunk chunk = p.corpus().chunksOfDocument(document.id).first();
        firstQuestion = questions.first().externalId;
        firstChunk = chunk.externalId;
        for (int i = 0; i < howMany; ++i)
            QVERIFY(p.labels().setLabel(questions[i].id, chunk.id, chen, grade).ok());
    };
    labelInPackage(2, 2);

    QVERIFY(runTransfer([&] { m_page->importPackageFrom(package); }));
    QVERIFY2(m_page->lastOutcome().contains(QStringLiteral("New: 2")), qPrintable(m_page->lastOutcome()));
    QCOMPARE(labelsOf(QStringLiteral("chen")).count(QLatin1Char(';')), 2);
    QVERIFY(m_page->selectAssignment(QStringLiteral("chen")));
    int chenRow = -1;
    for (int row = 0; row < m_page->assignmentModel()->rowCount(); ++row)
        if (m_page->assignmentModel()->assignmentAt(row)->annotatorName == QLatin1String("chen"))
            chenRow = row;
    QCOMPARE(m_page->assignmentModel()
                 ->index(chenRow, ui::AssignmentTableModel::ProgressColumn)
                 .data(ui::AssignmentTableModel::DoneRole)
                 .toInt(),
             2);
    QCOMPARE(
        m_page->assignmentModel()->index(chenRow, ui::AssignmentTableModel::StatusColumn).data().toString(),
        QStringLiteral("in progress"));
    const QString afterFirst = labelsOf(QStringLiteral("chen"));

    // The same package again: nothing changes.
    QVERIFY(runTransfer([&] { m_page->importPackageFrom(package); }));
    QVERIFY2(m_page->lastOutcome().contains(QStringLiteral("Nothing changed")),
             qPrintable(m_page->lastOutcome()));
    QVERIFY(m_page->lastOutcome().contains(QStringLiteral("New: 0")));
    QCOMPARE(labelsOf(QStringLiteral("chen")), afterFirst);

    // chen changes one grade later in the package: the newer change is taken and listed old -> new.
    labelInPackage(3, 1);
    QVERIFY(runTransfer([&] { m_page->importPackageFrom(package); }));
    QVERIFY2(m_page->lastOutcome().contains(QStringLiteral("%1 %2: 2 → 3").arg(firstQuestion, firstChunk)),
             qPrintable(m_page->lastOutcome()));
    QVERIFY(m_page->lastOutcome().contains(QStringLiteral("newer): 1")));

    // A package of another project is refused with a clear message, and nothing changes.
    const QString otherPath = m_dir->filePath(QStringLiteral("other.goldset"));
    QVERIFY(demo::writeDemoProject(otherPath).ok());
    const QString foreign = m_dir->filePath(QStringLiteral("foreign.goldset"));
    {
        auto other = storage::Project::open(otherPath);
        QVERIFY(other.ok());
        batch::BatchRequest request;
        request.name = QStringLiteral("week1");
        request.annotators = {QStringLiteral("chen")};
        request.size = 2;
        QVERIFY(batch::createBatch(**other, request).ok());
        QVERIFY(batch::exportPackage(**other, QStringLiteral("week1"), QStringLiteral("chen"), foreign).ok());
    }
    const QString beforeForeign = labelsOf(QStringLiteral("chen"));
    QVERIFY(!runTransfer([&] { m_page->importPackageFrom(foreign); }));
    QVERIFY2(m_page->lastOutcome().contains(QStringLiteral("another project")),
             qPrintable(m_page->lastOutcome()));
    QCOMPARE(labelsOf(QStringLiteral("chen")), beforeForeign);

    // A claims batch through the dialog: the latest run's claims, the judge's doubtful ones first.
    ui::NewBatchDialog claimsDialog(project, m_page.get());
    auto* claimsName = claimsDialog.findChild<QLineEdit*>(QStringLiteral("batchName"));
    claimsName->selectAll();
    QTest::keyClicks(claimsName, QStringLiteral("claims1"));
    auto* kind = claimsDialog.findChild<QComboBox*>(QStringLiteral("batchKind"));
    kind->setCurrentIndex(kind->findData(QStringLiteral("claims")));
    auto* strategy = claimsDialog.findChild<QComboBox*>(QStringLiteral("batchStrategy"));
    strategy->setCurrentIndex(strategy->findData(QStringLiteral("by-failing")));
    auto* run = claimsDialog.findChild<QComboBox*>(QStringLiteral("batchRun"));
    QVERIFY(run->isEnabled());
    const QString runName = run->currentText();
    claimsDialog.setAnnotatorChecked(QStringLiteral("ana"), true);
    claimsDialog.setAnnotatorChecked(QStringLiteral("ben"), true);
    auto* size = claimsDialog.findChild<QSpinBox*>(QStringLiteral("batchSize"));
    size->selectAll();
    QTest::keyClicks(size, QStringLiteral("6"));
    auto* overlap = claimsDialog.findChild<QSpinBox*>(QStringLiteral("batchOverlap"));
    overlap->selectAll();
    QTest::keyClicks(overlap, QStringLiteral("2"));
    QCOMPARE(claimsDialog.request().overlap, 2);
    QVERIFY2(claimsDialog.plan().ok(),
             claimsDialog.plan().ok() ? "" : qPrintable(claimsDialog.plan().error().message));
    QVERIFY(m_page->createBatch(claimsDialog));
    const auto claimsBatch = batches.byName(QStringLiteral("claims1"));
    QVERIFY(claimsBatch);
    QCOMPARE(claimsBatch->kind, QStringLiteral("claims"));
    QHash<RowId, Verdict> verdictOf;
    for (const Claim& claim : project.runs().claimsOfRun(project.runs().runByName(runName)->id))
        verdictOf.insert(claim.id, claim.verdict);
    const auto claimAssignments = batches.assignments(claimsBatch->id);
    QCOMPARE(claimAssignments.size(), 2);
    for (const auto& a : claimAssignments)
        QCOMPARE(a.items, 6); // every claim to both
    qsizetype doubtfulInRun = 0;
    for (Verdict v : std::as_const(verdictOf))
        doubtfulInRun += v == Verdict::Unsupported || v == Verdict::Contradicted ? 1 : 0;
    QSet<RowId> claimItems;
    for (const auto& a : claimAssignments)
        for (RowId item : batches.items(a.id))
            claimItems.insert(item);
    QCOMPARE(claimItems.size(), 6);
    qsizetype doubtfulTaken = 0;
    for (RowId item : std::as_const(claimItems)) {
        QVERIFY(verdictOf.contains(item)); // a claim of that run
        const Verdict v = verdictOf.value(item);
        doubtfulTaken += v == Verdict::Unsupported || v == Verdict::Contradicted ? 1 : 0;
    }
    // A stratified sample: the doubtful claims get their proportional share of the 6 places,
    // 6·F/T rounded to the nearer whole number (largest remainder; a tie goes to the larger stratum).
    const qsizetype total = verdictOf.size();
    QVERIFY(total > 6);
    const double share = 6.0 * double(doubtfulInRun) / double(total);
    qsizetype expected = qsizetype(std::floor(share));
    const double fraction = share - double(expected);
    if (fraction > 0.5 || (fraction == 0.5 && doubtfulInRun > total - doubtfulInRun))
        ++expected;
    QCOMPARE(doubtfulTaken, expected);
}

QString TestBatchesPage::labelsOf(const QString& annotator)
{
    // Through a second connection: what is in the file.
    auto reader = storage::Project::open(m_session->path());
    if (!reader)
        return QStringLiteral("error");
    QString text;
    for (const RelevanceLabel& label : (*reader)->labels().all())
        if (label.annotatorName == annotator)
            text +=
                QStringLiteral("%1/%2=%3;").arg(label.questionId).arg(label.chunkExternalId).arg(label.grade);
    return text;
}

QString TestBatchesPage::writeSmallProject(const QString& path)
{
    // q1 with chunks c1..c5 graded by ana (lead) and ben: 0/0, 1/1, 3/3, 0/3, 1/2.
    auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!opened)
        return {};
    storage::Project& p = **opened;
    const RowId doc = *p.corpus().upsertDocument(Document{.externalId = QStringLiteral("d")});
    const RowId q = *p.questions().upsert(
        Question{.externalId = QStringLiteral("q1"), .text = QStringLiteral("<b>Which</b> chunk?")});
    // q2 is unlabelled: the Labelling page has somewhere else to be before a double click.
    p.questions().upsert(Question{.externalId = QStringLiteral("q2"), .text = QStringLiteral("Another?")});
    const RowId ana = *p.annotators().ensure(QStringLiteral("ana"), AnnotatorRole::Lead);
    const RowId ben = *p.annotators().ensure(QStringLiteral("ben"));
    const int anaGrades[] = {0, 1, 3, 0, 1};
    const int benGrades[] = {0, 1, 3, 3, 2};
    for (int i = 0; i < 5; ++i) {
        const RowId chunk = *p.corpus().upsertChunk(Chunk{.documentId = doc,
                                                          .externalId = QStringLiteral("c%1").arg(i + 1),
                                                          .ordinal = i,
                                                          .text = QStringLiteral("text %1").arg(i + 1)});
        if (!p.labels().setLabel(q, chunk, ana, anaGrades[i]) ||
            !p.labels().setLabel(q, chunk, ben, benGrades[i]))
            return {};
    }
    return path;
}

void TestBatchesPage::agreementAndKeyboardAdjudication()
{
    // q1 with chunks c1..c5 graded by ana / ben: 0/0, 1/1, 3/3, 0/3, 1/2. By hand (categories
    // 0..3): unweighted p_o = 3/5, margins ana .4 .4 0 .2 and ben .2 .2 .2 .4, p_e = .24,
    // kappa = .36/.76 = 9/19. Linear weights w = 1 - |i-j|/3: p_o = (3 + 0 + 2/3)/5 = 11/15,
    // p_e = .4*.4 + .4*.6 + .2*.6 = 13/25, kappa = (16/75)/(36/75) = 4/9.
    // c4 adjudicated 3 (both count as 3): p_o = 4/5, ana .2 .4 0 .4, p_e = .28, kappa = 13/18.
    m_dir = std::make_unique<QTemporaryDir>();
    const QString path = writeSmallProject(m_dir->filePath(QStringLiteral("small.goldset")));
    QVERIFY(!path.isEmpty());
    openPage(path);
    ui::PairwiseAgreementModel* pairs = m_page->agreementPanel()->pairwiseModel();
    auto kappa = [pairs] {
        return pairs->index(0, ui::PairwiseAgreementModel::KappaColumn)
            .data(ui::PairwiseAgreementModel::KappaValueRole);
    };
    QCOMPARE(pairs->rowCount(), 1);
    QVERIFY(near(kappa(), 9.0 / 19.0));
    QCOMPARE(pairs->index(0, ui::PairwiseAgreementModel::ItemsColumn).data().toInt(), 5);
    QCOMPARE(pairs->index(0, ui::PairwiseAgreementModel::BandColumn).data().toString(),
             QStringLiteral("moderate"));
    QCOMPARE(m_page->agreementPanel()->confusionModel()->index(0, 3).data().toInt(), 1); // ana 0, ben 3
    QVERIFY(
        m_page->agreementPanel()->summaryText().contains(QStringLiteral("undefined"))); // Fleiss, 2 people
    m_page->scopeBar()->setWeights(agreement::KappaWeights::Linear);
    QTRY_VERIFY(!m_page->state()->isMeasuring());
    QVERIFY(near(kappa(), 4.0 / 9.0));
    m_page->scopeBar()->setWeights(agreement::KappaWeights::None);
    QTRY_VERIFY(!m_page->state()->isMeasuring());

    // The queue: c4 (distance 3) before c5 (distance 1); c1..c3 agree and are not in it.
    ui::DisagreementPanel* queue = m_page->disagreementPanel();
    m_page->findChild<QTabWidget*>(QStringLiteral("agreementTabs"))->setCurrentWidget(queue);
    QCOMPARE(queue->model()->totalCount(), 2);
    QCOMPARE(queue->current()->targetId, QStringLiteral("c4"));
    QTest::keyClicks(queue->reasonEdit(), QStringLiteral("ben read the table"));
    queue->view()->setFocus();
    QTest::keyClick(queue->view(), Qt::Key_3);
    const QString c4 = storage::AdjudicationStore::relevanceKey(QStringLiteral("q1"), QStringLiteral("c4"));
    auto adjudication = m_session->project().adjudications().get(QStringLiteral("relevance"), c4);
    QVERIFY(adjudication);
    QCOMPARE(adjudication->value, QStringLiteral("3"));
    QCOMPARE(adjudication->reason, QStringLiteral("ben read the table"));
    QCOMPARE(adjudication->leadName, QStringLiteral("ana"));
    QCOMPARE(queue->current()->targetId, QStringLiteral("c5")); // moved on
    QTRY_VERIFY(!m_page->state()->isMeasuring());
    QCOMPARE(queue->current()->targetId, QStringLiteral("c5")); // and stays there once read again
    QVERIFY(near(kappa(), 9.0 / 19.0));                         // before adjudication
    m_page->scopeBar()->setAfterAdjudication(true);
    QTRY_VERIFY(!m_page->state()->isMeasuring());
    QVERIFY(near(kappa(), 13.0 / 18.0));
    QCOMPARE(pairs->index(0, ui::PairwiseAgreementModel::BandColumn).data().toString(),
             QStringLiteral("substantial"));

    // K back, Enter forward, K back again; then undo the adjudication.
    queue->view()->setFocus();
    QTest::keyClick(queue->view(), Qt::Key_K);
    QCOMPARE(queue->current()->targetId, QStringLiteral("c4"));
    QCOMPARE(queue->model()->index(0, ui::DisagreementModel::AdjudicatedColumn).data().toString(),
             QStringLiteral("3"));
    QTest::keyClick(queue->view(), Qt::Key_Return);
    QCOMPARE(queue->current()->targetId, QStringLiteral("c5"));
    QTest::keyClick(queue->view(), Qt::Key_K);
    m_session->undoStack()->undo();
    QVERIFY(!m_session->project().adjudications().get(QStringLiteral("relevance"), c4));
    QTRY_VERIFY(!m_page->state()->isMeasuring());
    QVERIFY(near(kappa(), 9.0 / 19.0));
    QCOMPARE(queue->current()->targetId, QStringLiteral("c4"));
    QVERIFY(!queue->current()->adjudicated);
    m_session->undoStack()->redo();
    QTRY_VERIFY(!m_page->state()->isMeasuring());
    QVERIFY(near(kappa(), 13.0 / 18.0));
    QTest::keyClick(queue->view(), Qt::Key_Backspace); // clears it again, as a command of its own
    QVERIFY(!m_session->project().adjudications().get(QStringLiteral("relevance"), c4));
    QTRY_VERIFY(!m_page->state()->isMeasuring());
    QVERIFY(near(kappa(), 9.0 / 19.0));

    // Verdict keys do nothing on grades.
    QTest::keyClick(queue->view(), Qt::Key_S);
    QVERIFY(!m_session->project().adjudications().get(QStringLiteral("relevance"), c4));

    // "Open only": a settled item leaves the list and the queue stands on the next open one.
    queue->findChild<QCheckBox*>(QStringLiteral("disagreementOpenOnly"))->setChecked(true);
    QCOMPARE(queue->proxy()->rowCount(), 2);
    QCOMPARE(queue->current()->targetId, QStringLiteral("c4"));
    QTest::keyClick(queue->view(), Qt::Key_1);
    QCOMPARE(m_session->project().adjudications().get(QStringLiteral("relevance"), c4)->value,
             QStringLiteral("1"));
    QTRY_VERIFY(!m_page->state()->isMeasuring());
    QCOMPARE(queue->proxy()->rowCount(), 1);
    QCOMPARE(queue->current()->targetId, QStringLiteral("c5"));
}

void TestBatchesPage::doubleClickOpensTheQuestion()
{
    // In the main window, a double click on a disagreement opens its question on the Labelling page.
    m_dir = std::make_unique<QTemporaryDir>();
    const QString path = writeSmallProject(m_dir->filePath(QStringLiteral("small.goldset")));
    QVERIFY(!path.isEmpty());
    ui::MainWindow window;
    QVERIFY(window.openProject(path));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* labelling = qobject_cast<ui::LabellingPage*>(window.page(QStringLiteral("labellingPage")));
    QVERIFY(labelling);
    const RowId q1 = window.session()->project().questions().byExternalId(QStringLiteral("q1"))->id;
    const RowId q2 = window.session()->project().questions().byExternalId(QStringLiteral("q2"))->id;
    labelling->moveQuestion(labelling->currentQuestionId() == q1 ? 1 : 0);
    QCOMPARE(labelling->currentQuestionId(), q2); // somewhere else before the double click

    auto* page = qobject_cast<ui::BatchesPage*>(window.page(QStringLiteral("batchesPage")));
    QVERIFY(page);
    window.showPage(page);
    QTRY_VERIFY(!page->state()->isMeasuring());
    page->findChild<QTabWidget*>(QStringLiteral("agreementTabs"))
        ->setCurrentWidget(page->disagreementPanel());
    QTableView* view = page->disagreementPanel()->view();
    QCoreApplication::processEvents(); // lay the newly shown tab out before clicking into it
    QCOMPARE(view->model()->rowCount(), 2);
    const QModelIndex second = view->model()->index(1, 0);
    QCOMPARE(page->disagreementPanel()->model()->itemAt(1)->targetId, QStringLiteral("c5"));
    // The view needs the press of the first click to accept the second as a double click.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(second).center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(second).center());
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("pageTabs"))->currentWidget(), labelling);
    QCOMPARE(labelling->currentQuestionId(), q1);
    window.closeProject();
}

QTEST_MAIN(TestBatchesPage)
#include "tst_batchespage.moc"
