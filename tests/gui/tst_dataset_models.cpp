// The Dataset page's item models under QAbstractItemModelTester, on a real project file built
// through the stores (DatasetFixture.h has the table the expected values come from), and the
// undo commands of draft review.
#include "DatasetFixture.h"
#include "commands/DeleteQuestionCommand.h"
#include "commands/EditQuestionCommand.h"
#include "commands/SetQuestionStatusCommand.h"
#include "common/GradeChipDelegate.h"
#include "dataset/CorpusTreeModel.h"
#include "dataset/GoldChunkModel.h"
#include "dataset/QuestionFilterProxy.h"
#include "dataset/QuestionTableModel.h"
#include "dataset/SearchHitModel.h"
#include "shell/ProjectSession.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::ui;
using Tester = QAbstractItemModelTester;

namespace {

QStringList idColumn(const QAbstractItemModel& model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.index(row, QuestionTableModel::IdColumn).data().toString();
    return ids;
}

} // namespace

class TestDatasetModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void questionTableListsInNaturalOrder();
    void questionTableShowsGoldCountsAndStatus();
    void questionProxyFiltersByStatusOriginAndText();
    void questionProxySortsThroughTheStore();
    void questionTableFetchesLazilyInPages();
    void goldChunkModelShowsGradesSideBySide();
    void goldChunkModelEscapesNothingAndLoadsNothingWithoutQuestion();
    void corpusTreeLoadsDocumentsThenChunks();
    void corpusTreePagesManyDocuments();
    void searchHitsFindCjkAndGerman();
    void statusCommandWritesAndUndoes();
    void editCommandWritesAndUndoes();
    void deleteCommandRestoresQuestionAndLabels();
    void gradeChipColoursDifferAndShowDigits();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<storage::Project> m_project;
};

void TestDatasetModels::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("dataset.goldset"));
    QVERIFY(test::DatasetFixture::build(m_path));
    auto opened = storage::Project::open(m_path);
    QVERIFY(opened.ok());
    m_project = std::move(*opened);
}

void TestDatasetModels::cleanup()
{
    m_project.reset();
    m_dir.reset();
}

void TestDatasetModels::questionTableListsInNaturalOrder()
{
    QuestionTableModel model;
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    model.setProject(m_project.get());
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(model.rowCount(), 9);
    QCOMPARE(model.columnCount(), int(QuestionTableModel::ColumnCount));
    // Natural order: q2 before q10 (byte order would put q10 and q11 after q1).
    QCOMPARE(idColumn(model),
             QStringList({QStringLiteral("q1"), QStringLiteral("q2"), QStringLiteral("q3"),
                          QStringLiteral("q4"), QStringLiteral("q5"), QStringLiteral("q6"),
                          QStringLiteral("q7"), QStringLiteral("q10"), QStringLiteral("q11")}));
    QCOMPARE(model.index(1, QuestionTableModel::QuestionColumn).data().toString(),
             QStringLiteral("Do you ship to Austria?"));
    model.setProject(nullptr);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(model.rowCount(), 0);
}

void TestDatasetModels::questionTableShowsGoldCountsAndStatus()
{
    QuestionTableModel model;
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    model.setProject(m_project.get());
    QTRY_VERIFY(!model.isReading());
    // From the fixture table: q1 2 (returns#0 median 2.5, returns#1 adjudicated 2), q2 1, q6 0
    // (median 0.5), q10 1 (median 1.5), the rest 0.
    QHash<QString, int> expected = {
        {QStringLiteral("q1"), 2}, {QStringLiteral("q2"), 1}, {QStringLiteral("q10"), 1}};
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString id = model.index(row, QuestionTableModel::IdColumn).data().toString();
        QCOMPARE(model.index(row, QuestionTableModel::GoldColumn).data().toInt(), expected.value(id, 0));
    }
    const QHash<RowId, int> counts = m_project->labels().goldChunkCounts();
    QCOMPARE(counts.value(m_project->questions().byExternalId(QStringLiteral("q1"))->id), 2);
    QCOMPARE(counts.value(m_project->questions().byExternalId(QStringLiteral("q6"))->id), 0);
    // Status: a word and a colour, never the colour alone.
    const QModelIndex status = model.index(2, QuestionTableModel::StatusColumn); // q3, draft
    QCOMPARE(status.data().toString(), QStringLiteral("draft"));
    QCOMPARE(status.data(Qt::DecorationRole).value<QColor>(),
             QuestionTableModel::statusColour(QuestionStatus::Draft));
    QVERIFY(QuestionTableModel::statusColour(QuestionStatus::Draft) !=
            QuestionTableModel::statusColour(QuestionStatus::Accepted));
    QCOMPARE(model.index(2, QuestionTableModel::OriginColumn).data().toString(), QStringLiteral("generated"));
}

void TestDatasetModels::questionProxyFiltersByStatusOriginAndText()
{
    QuestionTableModel model;
    QuestionFilterProxy proxy;
    proxy.setQuestionModel(&model);
    QTRY_VERIFY(!model.isReading());
    Tester sourceTester(&model, Tester::FailureReportingMode::Fatal);
    Tester proxyTester(&proxy, Tester::FailureReportingMode::Fatal);
    model.setProject(m_project.get());
    QTRY_VERIFY(!model.isReading());

    proxy.setStatusFilter(QuestionStatus::Draft);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(idColumn(proxy), QStringList({QStringLiteral("q3"), QStringLiteral("q4"), QStringLiteral("q5"),
                                           QStringLiteral("q7"), QStringLiteral("q11")}));
    proxy.setOriginFilter(QuestionOrigin::Manual);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(idColumn(proxy), QStringList({QStringLiteral("q7")}));
    proxy.setStatusFilter(std::nullopt);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(idColumn(proxy),
             QStringList({QStringLiteral("q6"), QStringLiteral("q7"), QStringLiteral("q10")}));
    proxy.setOriginFilter(std::nullopt);
    QTRY_VERIFY(!model.isReading());
    // Text matches question and ground truth, case-insensitively: "DAYS" is in q1's and q2's answers.
    proxy.setTextFilter(QStringLiteral("DAYS"));
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(idColumn(proxy), QStringList({QStringLiteral("q1"), QStringLiteral("q2")}));
    proxy.setTextFilter(QStringLiteral("退货"));
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(idColumn(proxy), QStringList({QStringLiteral("q10")}));
    proxy.setTextFilter(QStringLiteral("no such words"));
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setTextFilter(QString());
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(proxy.rowCount(), 9);

    // q4 and q7: Jaccard 5/6 of their word sets (see DatasetFixture.h); nothing else is close.
    QVERIFY(model.nearDuplicatesAvailable());
    proxy.setNearDuplicatesOnly(true);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(idColumn(proxy), QStringList({QStringLiteral("q4"), QStringLiteral("q7")}));
    QCOMPARE(proxy.index(0, QuestionTableModel::NearDuplicateColumn).data().toString(),
             QStringLiteral("≈ q7"));
    proxy.setStatusFilter(QuestionStatus::Accepted);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setStatusFilter(std::nullopt);
    QTRY_VERIFY(!model.isReading());
    proxy.setNearDuplicatesOnly(false);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(proxy.rowCount(), 9);
    QCOMPARE(proxy.index(1, QuestionTableModel::NearDuplicateColumn).data().toString(), QString());
}

void TestDatasetModels::questionProxySortsThroughTheStore()
{
    QuestionTableModel model;
    QuestionFilterProxy proxy;
    proxy.setQuestionModel(&model);
    QTRY_VERIFY(!model.isReading());
    Tester proxyTester(&proxy, Tester::FailureReportingMode::Fatal);
    model.setProject(m_project.get());
    QTRY_VERIFY(!model.isReading());

    proxy.sort(QuestionTableModel::IdColumn, Qt::DescendingOrder);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(idColumn(proxy).first(), QStringLiteral("q11"));
    QCOMPARE(idColumn(proxy).at(1), QStringLiteral("q10"));
    QCOMPARE(idColumn(proxy).last(), QStringLiteral("q1"));
    // Gold chunks descending: q1 (2), then q2 and q10 (1 each, ties in natural id order).
    proxy.sort(QuestionTableModel::GoldColumn, Qt::DescendingOrder);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(idColumn(proxy).mid(0, 3),
             QStringList({QStringLiteral("q1"), QStringLiteral("q2"), QStringLiteral("q10")}));
    // Status ascending: accepted (q1 q2 q10), draft (q3 q4 q5 q7 q11), rejected (q6).
    proxy.sort(QuestionTableModel::StatusColumn, Qt::AscendingOrder);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(idColumn(proxy),
             QStringList({QStringLiteral("q1"), QStringLiteral("q2"), QStringLiteral("q10"),
                          QStringLiteral("q3"), QStringLiteral("q4"), QStringLiteral("q5"),
                          QStringLiteral("q7"), QStringLiteral("q11"), QStringLiteral("q6")}));
    proxy.sort(QuestionTableModel::StatusColumn, Qt::DescendingOrder);
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(idColumn(proxy).first(), QStringLiteral("q6"));
    QCOMPARE(idColumn(proxy).last(), QStringLiteral("q10"));
}

void TestDatasetModels::questionTableFetchesLazilyInPages()
{
    // 450 more questions: more than two pages of 200.
    for (int i = 100; i < 550; ++i) {
        Question q;
        q.externalId = QStringLiteral("bulk%1").arg(i);
        q.text = QStringLiteral("Bulk question %1").arg(i);
        QVERIFY(m_project->questions().upsert(q).ok());
    }
    // Without a tester (which fetches on its own), the pages are exact.
    QuestionTableModel model;
    model.setProject(m_project.get());
    QTRY_VERIFY(!model.isReading());
    QCOMPARE(model.totalCount(), 459);
    QCOMPARE(model.rowCount(), QuestionTableModel::kPageSize);
    QVERIFY(model.canFetchMore({}));
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 400);
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 459);
    QVERIFY(!model.canFetchMore({}));
    // "bulk100" .. "bulk549" sort before "q1": natural order compares the letters first.
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("bulk100"));
    QCOMPARE(model.index(449, 0).data().toString(), QStringLiteral("bulk549"));
    QCOMPARE(model.index(457, 0).data().toString(), QStringLiteral("q10"));

    // rowOfId fetches up to the row it finds.
    QuestionTableModel second;
    second.setProject(m_project.get());
    QTRY_VERIFY(!second.isReading());
    QCOMPARE(second.rowCount(), 200);
    const int row = second.rowOfId(m_project->questions().byExternalId(QStringLiteral("q11"))->id);
    QCOMPARE(row, 458);
    QCOMPARE(second.rowCount(), 459);

    // Under the tester, through every page.
    // (The tester is attached after the first load: Qt 6.4's tester fetches more from inside
    // its own modelReset handler and then trips over the reset it still thinks is in flight.)
    QuestionTableModel tested;
    tested.setProject(m_project.get());
    QTRY_VERIFY(!tested.isReading());
    Tester tester(&tested, Tester::FailureReportingMode::Fatal);
    while (tested.canFetchMore({}))
        tested.fetchMore({});
    QCOMPARE(tested.rowCount(), 459);
    QCOMPARE(tested.index(458, 0).data().toString(), QStringLiteral("q11"));
    tested.sort(QuestionTableModel::IdColumn, Qt::DescendingOrder);
    QTRY_VERIFY(!tested.isReading());
    QCOMPARE(tested.index(0, 0).data().toString(), QStringLiteral("q11"));
}

void TestDatasetModels::goldChunkModelShowsGradesSideBySide()
{
    GoldChunkModel model;
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    model.setQuestion(m_project.get(), m_project->questions().byExternalId(QStringLiteral("q1"))->id);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.annotators(), QStringList({QStringLiteral("ana"), QStringLiteral("ben")}));
    QCOMPARE(model.columnCount(), 5); // chunk, document, ana, ben, gold
    QCOMPARE(model.goldColumn(), 4);
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("ana"));
    QCOMPARE(model.headerData(4, Qt::Horizontal).toString(), QStringLiteral("Gold"));
    QCOMPARE(model.index(0, GoldChunkModel::ChunkColumn).data().toString(), QStringLiteral("returns#0"));
    QCOMPARE(model.index(0, GoldChunkModel::DocumentColumn).data().toString(),
             QStringLiteral("Returns policy"));
    QCOMPARE(model.index(0, 2).data(GradeChipDelegate::GradeRole).toInt(), 3);
    QCOMPARE(model.index(0, 3).data(GradeChipDelegate::GradeRole).toInt(), 2);
    // returns#0: median of 3 and 2 is 2.5, spread 1.
    QCOMPARE(model.index(0, 4).data(GradeChipDelegate::GradeRole).toDouble(), 2.5);
    QCOMPARE(model.goldAt(0).spread, 1);
    QVERIFY(model.goldAt(0).relevant());
    // returns#1: grades 1 and 0, adjudicated 2 by lea.
    QCOMPARE(model.index(1, 4).data(GradeChipDelegate::GradeRole).toDouble(), 2.0);
    QCOMPARE(model.index(1, 4).data(GradeChipDelegate::NoteRole).toString(),
             QStringLiteral("adjudicated by lea"));
    // returns#2: only ana labelled it (0); ben's cell is empty, not a grade.
    QCOMPARE(model.index(2, 2).data(GradeChipDelegate::GradeRole).toInt(), 0);
    QVERIFY(!model.index(2, 3).data(GradeChipDelegate::GradeRole).isValid());
    QVERIFY(!model.goldAt(2).relevant());

    model.setQuestion(m_project.get(), m_project->questions().byExternalId(QStringLiteral("q10"))->id);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, GoldChunkModel::DocumentColumn).data().toString(), QStringLiteral("退货政策"));
    QCOMPARE(model.goldAt(0).median, 1.5);
    QVERIFY(model.goldAt(0).relevant());
}

void TestDatasetModels::goldChunkModelEscapesNothingAndLoadsNothingWithoutQuestion()
{
    GoldChunkModel model;
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    model.setQuestion(m_project.get(), m_project->questions().byExternalId(QStringLiteral("q3"))->id);
    QCOMPARE(model.rowCount(), 0);
    model.setQuestion(nullptr, std::nullopt);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 3);
}

void TestDatasetModels::corpusTreeLoadsDocumentsThenChunks()
{
    // Laziness first, without a tester (the tester fetches everything it walks).
    CorpusTreeModel lazy;
    lazy.setProject(m_project.get());
    QCOMPARE(lazy.rowCount(), 3);
    const QModelIndex unexpanded = lazy.index(0, 0);
    QVERIFY(lazy.hasChildren(unexpanded));
    QCOMPARE(lazy.rowCount(unexpanded), 0); // not loaded until expanded
    QVERIFY(lazy.canFetchMore(unexpanded));

    CorpusTreeModel model;
    model.setProject(m_project.get()); // before the tester: see questionTableFetchesLazilyInPages
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("Returns policy"));
    QCOMPARE(model.index(0, CorpusTreeModel::ChunksColumn).data().toInt(), 3);
    QCOMPARE(model.index(1, CorpusTreeModel::ChunksColumn).data().toInt(), 2);
    const QModelIndex returns = model.index(0, 0);
    if (model.canFetchMore(returns))
        model.fetchMore(returns);
    QCOMPARE(model.rowCount(returns), 3);
    QVERIFY(!model.canFetchMore(returns));
    QVERIFY(model.index(1, 0, returns)
                .data()
                .toString()
                .startsWith(QStringLiteral("returns#1  A restocking fee")));
    QCOMPARE(model.parent(model.index(2, 0, returns)), returns);

    const RowId zhChunk = m_project->corpus().chunkByExternalId(QStringLiteral("zh#0"))->id;
    const QModelIndex zh = model.indexOfChunk(zhChunk);
    QVERIFY(zh.isValid());
    QCOMPARE(zh.parent().row(), 2);
    QCOMPARE(zh.data(CorpusTreeModel::ChunkIdRole).toLongLong(), zhChunk);
    model.setProject(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestDatasetModels::corpusTreePagesManyDocuments()
{
    for (int i = 0; i < 450; ++i) {
        Document d;
        d.externalId = QStringLiteral("bulk%1").arg(i, 3, 10, QLatin1Char('0'));
        d.title = d.externalId;
        QVERIFY(m_project->corpus().upsertDocument(d).ok());
    }
    CorpusTreeModel lazy;
    lazy.setProject(m_project.get());
    QCOMPARE(lazy.rowCount(), CorpusTreeModel::kPageSize);
    CorpusTreeModel model;
    model.setProject(m_project.get());
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    while (model.canFetchMore({}))
        model.fetchMore({});
    QCOMPARE(model.rowCount(), 453);
    QVERIFY(!model.hasChildren(model.index(0, 0))); // bulk000 has no chunk
}

void TestDatasetModels::searchHitsFindCjkAndGerman()
{
    SearchHitModel model;
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    auto hits = m_project->corpus().search(QStringLiteral("退货"), 10);
    QVERIFY(hits.ok());
    model.setHits(*hits);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, SearchHitModel::ChunkColumn).data().toString(), QStringLiteral("zh#0"));
    QCOMPARE(model.index(0, SearchHitModel::DocumentColumn).data().toString(), QStringLiteral("退货政策"));
    hits = m_project->corpus().search(QStringLiteral("Österreich"), 10);
    QVERIFY(hits.ok());
    model.setHits(*hits);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, SearchHitModel::ChunkColumn).data().toString(), QStringLiteral("versand#0"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestDatasetModels::statusCommandWritesAndUndoes()
{
    ProjectSession session(std::move(m_project));
    QSignalSpy changed(&session, &ProjectSession::changed);
    const Question q3 = *session.project().questions().byExternalId(QStringLiteral("q3"));
    session.undoStack()->push(new SetQuestionStatusCommand(&session, q3, QuestionStatus::Accepted));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(session.undoStack()->undoText(), QStringLiteral("Accept q3"));
    {
        // A second connection sees it at once: the write was committed.
        auto other = storage::Project::open(m_path);
        QVERIFY(other.ok());
        QCOMPARE(goldset::toString((*other)->questions().byId(q3.id)->status), QStringLiteral("accepted"));
    }
    session.undoStack()->undo();
    QCOMPARE(goldset::toString(session.project().questions().byId(q3.id)->status), QStringLiteral("draft"));
    session.undoStack()->redo();
    QCOMPARE(goldset::toString(session.project().questions().byId(q3.id)->status),
             QStringLiteral("accepted"));
}

void TestDatasetModels::editCommandWritesAndUndoes()
{
    ProjectSession session(std::move(m_project));
    const Question q4 = *session.project().questions().byExternalId(QStringLiteral("q4"));
    session.undoStack()->push(new EditQuestionCommand(
        &session, q4, QStringLiteral("Who pays return postage?"), QStringLiteral("The customer.")));
    QCOMPARE(session.project().questions().byId(q4.id)->text, QStringLiteral("Who pays return postage?"));
    QCOMPARE(session.project().questions().byId(q4.id)->groundTruth, QStringLiteral("The customer."));
    session.undoStack()->undo();
    QCOMPARE(session.project().questions().byId(q4.id)->text,
             QStringLiteral("Who pays for return shipping?"));
    QCOMPARE(session.project().questions().byId(q4.id)->groundTruth,
             QStringLiteral("The customer, unless the item is faulty."));
}

void TestDatasetModels::deleteCommandRestoresQuestionAndLabels()
{
    ProjectSession session(std::move(m_project));
    const Question q1 = *session.project().questions().byExternalId(QStringLiteral("q1"));
    QCOMPARE(session.project().labels().labelsForQuestion(q1.id).size(), 5);
    session.undoStack()->push(new DeleteQuestionCommand(&session, q1.id));
    QVERIFY(!session.project().questions().byExternalId(QStringLiteral("q1")));
    QCOMPARE(session.project().labels().labelsForQuestion(q1.id).size(), 0);
    QCOMPARE(session.project().questions().count(), 8);
    session.undoStack()->undo();
    const auto restored = session.project().questions().byExternalId(QStringLiteral("q1"));
    QVERIFY(restored);
    QCOMPARE(restored->id, q1.id);
    QCOMPARE(restored->text, q1.text);
    QCOMPARE(goldset::toString(restored->status), QStringLiteral("accepted"));
    QCOMPARE(session.project().labels().labelsForQuestion(q1.id).size(), 5);
    QCOMPARE(session.project().labels().goldChunkCounts({q1.id}).value(q1.id), 2);
    session.undoStack()->redo();
    QCOMPARE(session.project().questions().count(), 8);
}

void TestDatasetModels::gradeChipColoursDifferAndShowDigits()
{
    QSet<QRgb> colours;
    for (int grade = 0; grade <= 3; ++grade) {
        colours.insert(GradeChipDelegate::chipColour(grade).rgb());
        QCOMPARE(GradeChipDelegate::gradeText(grade), QString::number(grade));
    }
    QCOMPARE(colours.size(), 4);
    QCOMPARE(GradeChipDelegate::gradeText(1.5), QStringLiteral("1.5"));
    QCOMPARE(GradeChipDelegate::chipColour(1.5), GradeChipDelegate::chipColour(1));
}

QTEST_MAIN(TestDatasetModels)
#include "tst_dataset_models.moc"
