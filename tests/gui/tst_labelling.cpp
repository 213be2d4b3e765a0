#include "TestSupport.h"
#include "commands/GuidelinesEditCommand.h"
#include "demo/DemoProject.h"
#include "labelling/CandidateModel.h"
#include "labelling/LabellingPage.h"
#include "labelling/LabellingState.h"
#include "labelling/QuestionQueueModel.h"
#include "labelling/QueueFilterProxy.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QLineEdit>
#include <QListView>
#include <QProcess>
#include <QProgressBar>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

using namespace goldset;

namespace {

struct Fixture
{
    QString path;
};

RowId addChunk(storage::Project& p, RowId doc, const QString& id, int ordinal, const QString& text)
{
    Chunk c;
    c.documentId = doc;
    c.externalId = id;
    c.ordinal = ordinal;
    c.text = text;
    return *p.corpus().upsertChunk(c);
}

// Three documents (one Chinese), three questions (one Chinese), runs "bm25" and "dense", one
// label by another annotator ("ana") and a lead ("lea").
QString buildFixture(const QString& path)
{
    auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!opened)
        return {};
    storage::Project& p = **opened;
    auto doc = [&](const QString& id, const QString& title) {
        Document d;
        d.externalId = id;
        d.title = title;
        return *p.corpus().upsertDocument(d);
    };
    const RowId returns = doc(QStringLiteral("returns"), QStringLiteral("Returns policy"));
    const QStringList returnTexts = {
        QStringLiteral("Customers may return items within thirty days of delivery."),
        QStringLiteral("Refunds are issued to the original payment method within five business days."),
        QStringLiteral("Items marked final sale cannot be returned or refunded."),
        QStringLiteral("Gift cards are not refundable."),
        QStringLiteral("Contact support to start a return."),
    };
    QHash<QString, RowId> chunk;
    for (int i = 0; i < returnTexts.size(); ++i)
        chunk.insert(QStringLiteral("returns#%1").arg(i),
                     addChunk(p, returns, QStringLiteral("returns#%1").arg(i), i, returnTexts[i]));
    const RowId faq = doc(QStringLiteral("faq-zh"), QStringLiteral("客服常见问题"));
    const QStringList faqTexts = {QStringLiteral("客服热线的电话号码是 400-123-456。"),
                                  QStringLiteral("退货政策：三十天内可以退货。"),
                                  QStringLiteral("营业时间为每天九点到十八点。")};
    for (int i = 0; i < faqTexts.size(); ++i)
        chunk.insert(QStringLiteral("faq-zh#%1").arg(i),
                     addChunk(p, faq, QStringLiteral("faq-zh#%1").arg(i), i, faqTexts[i]));
    const RowId shipping = doc(QStringLiteral("shipping"), QStringLiteral("Shipping"));
    const QStringList shippingTexts = {QStringLiteral("Standard shipping takes three to five days."),
                                       QStringLiteral("Express shipping arrives the next day."),
                                       QStringLiteral("International orders may incur customs fees.")};
    for (int i = 0; i < shippingTexts.size(); ++i)
        chunk.insert(QStringLiteral("shipping#%1").arg(i),
                     addChunk(p, shipping, QStringLiteral("shipping#%1").arg(i), i, shippingTexts[i]));

    auto question = [&](const QString& id, const QString& text, const QString& truth) {
        Question q;
        q.externalId = id;
        q.text = text;
        q.groundTruth = truth;
        return *p.questions().upsert(q);
    };
    const RowId q1 =
        question(QStringLiteral("q1"), QStringLiteral("How many days do I have to return an item?"),
                 QStringLiteral("Thirty days from delivery."));
    const RowId q2 =
        question(QStringLiteral("q2"), QStringLiteral("客服热线是多少？"), QStringLiteral("400-123-456"));
    const RowId q3 = question(QStringLiteral("q3"), QStringLiteral("How long does express shipping take?"),
                              QStringLiteral("Next day."));
    Run bm25;
    bm25.name = QStringLiteral("bm25");
    const RowId bm25Id = *p.runs().createRun(bm25);
    Run dense;
    dense.name = QStringLiteral("dense");
    const RowId denseId = *p.runs().createRun(dense);
    auto retrieved = [&](RowId run, RowId q, int rank, const QString& c, double score) {
        p.runs().addRetrieval({run, q, rank, chunk.value(c), score});
    };
    retrieved(bm25Id, q1, 1, QStringLiteral("returns#0"), 0.9);
    retrieved(bm25Id, q1, 2, QStringLiteral("returns#4"), 0.5);
    retrieved(bm25Id, q1, 3, QStringLiteral("shipping#0"), 0.3);
    retrieved(bm25Id, q2, 1, QStringLiteral("faq-zh#0"), 2.0);
    retrieved(bm25Id, q2, 2, QStringLiteral("faq-zh#1"), 1.0);
    retrieved(bm25Id, q3, 1, QStringLiteral("shipping#1"), 1.2);
    retrieved(bm25Id, q3, 2, QStringLiteral("shipping#0"), 1.1);
    retrieved(denseId, q1, 1, QStringLiteral("returns#1"), 0.8);
    retrieved(denseId, q1, 2, QStringLiteral("returns#0"), 0.7);
    retrieved(denseId, q3, 1, QStringLiteral("shipping#1"), 0.9);
    retrieved(denseId, q3, 2, QStringLiteral("shipping#2"), 0.2);
    const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
    p.labels().setLabel(q1, chunk.value(QStringLiteral("returns#2")), ana, 1);
    p.annotators().ensure(QStringLiteral("lea"), AnnotatorRole::Lead);
    return path;
}

// Every label of one annotator as "question chunk grade", read through a connection of its own.
QStringList storedLabels(const QString& path, const QString& annotator)
{
    auto opened = storage::Project::open(path);
    if (!opened)
        return {QStringLiteral("cannot open")};
    QStringList out;
    for (const RelevanceLabel& l : (*opened)->labels().all()) {
        if (l.annotatorName != annotator)
            continue;
        const auto q = (*opened)->questions().byId(l.questionId);
        out.append(
            QStringLiteral("%1 %2 %3").arg(q ? q->externalId : QString(), l.chunkExternalId).arg(l.grade));
    }
    out.sort();
    return out;
}

QStringList candidateIds(const ui::CandidateModel* model)
{
    QStringList ids;
    for (int i = 0; i < model->rowCount(); ++i)
        ids.append(model->index(i).data(ui::CandidateModel::ExternalIdRole).toString());
    return ids;
}

} // namespace

class TestLabelling : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void wholePassByKeyboard();
    void leadAdjudicatesInGoldMode();
    void guidelinesRenderAndUndo();
    void hundredChunksWithoutMouse();
    void killedWriterLosesNothing();
    void demoProject();
    void queueDoneSetCoversUnloadedRows();
    void nobodyChosenShowsNobody();
    void gradingWithNobodyChosenAsksWho();
    void opensAQuestionWhileTheQueueIsRead();
    void keysTypedWhileReadingActInOrder();

private:
    ui::LabellingPage* openInWindow(ui::MainWindow& window, const QString& path);
    void key(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);

    QTemporaryDir m_dir;
};

void TestLabelling::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_labelling"));
    QSettings().clear();
    QSettings().setValue(QStringLiteral("annotator"), QStringLiteral("tester"));
}

ui::LabellingPage* TestLabelling::openInWindow(ui::MainWindow& window, const QString& path)
{
    if (!window.openProject(path))
        return nullptr;
    auto* page = qobject_cast<ui::LabellingPage*>(window.page(QStringLiteral("labellingPage")));
    if (!page)
        return nullptr;
    window.showPage(page);
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return nullptr;
    // The question queue is read on a thread.
    if (!QTest::qWaitFor([page] { return !page->state()->isReading(); }))
        return nullptr;
    page->candidateView()->setFocus();
    return page;
}

void TestLabelling::key(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QWidget* target = QApplication::focusWidget();
    QVERIFY(target);
    QTest::keyClick(target, key, modifiers);
    // A question's candidates are read on a thread: the key's outcome is in view once read.
    for (QWidget* widget = target; widget; widget = widget->parentWidget())
        if (auto* page = qobject_cast<ui::LabellingPage*>(widget)) {
            QTRY_VERIFY(!page->state()->isReading());
            break;
        }
}

void TestLabelling::wholePassByKeyboard()
{
    const QString path = buildFixture(m_dir.filePath(QStringLiteral("pass.goldset")));
    QVERIFY(!path.isEmpty());
    ui::MainWindow window;
    ui::LabellingPage* page = openInWindow(window, path);
    QVERIFY(page);
    QAbstractItemModelTester candidatesTester(page->candidateModel(),
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester queueTester(page->queueModel(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(page->queueProxy(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto* progress = page->findChild<QProgressBar*>(QStringLiteral("labellingProgress"));
    QVERIFY(progress);
    QCOMPARE(progress->maximum(), 3);
    QCOMPARE(progress->value(), 0);

    // q1's pool: bm25 ranks returns#0 1, returns#4 2, shipping#0 3; dense ranks returns#1 1,
    // returns#0 2. Best rank 1: returns#0 (two runs) before returns#1; then returns#4, shipping#0;
    // the question's words (days, return, item) find nothing new (returns#0 has two of them: it is
    // the search's first hit); ana's returns#2 comes last.
    ui::CandidateModel* candidates = page->candidateModel();
    QCOMPARE(candidates->question().externalId, QStringLiteral("q1"));
    QCOMPARE(candidateIds(candidates), (QStringList{QStringLiteral("returns#0"), QStringLiteral("returns#1"),
                                                    QStringLiteral("returns#4"), QStringLiteral("shipping#0"),
                                                    QStringLiteral("returns#2")}));
    QCOMPARE(candidates->index(0).data(ui::CandidateModel::SourcesRole).toString(),
             QStringLiteral("bm25 #1 · dense #2 · search #1"));
    QCOMPARE(candidates->index(0).data(ui::CandidateModel::TitleRole).toString(),
             QStringLiteral("Returns policy"));
    QVERIFY(candidates->index(0)
                .data(ui::CandidateModel::HtmlRole)
                .toString()
                .contains(QStringLiteral(
                    "<span style=\"background-color:#ffe680; color:#000000;\">return</span>")));
    // Blind labelling: ana's grade is known to the model but the current grade is the tester's.
    QVERIFY(!candidates->index(4).data(ui::CandidateModel::MyGradeRole).isValid());
    QCOMPARE(page->currentCandidateRow(), 0);

    key(Qt::Key_3); // returns#0 = 3, moves on
    QCOMPARE(page->currentCandidateRow(), 1);
    key(Qt::Key_2); // returns#1 = 2
    QCOMPARE(page->currentCandidateRow(), 2);
    key(Qt::Key_K);
    QCOMPARE(page->currentCandidateRow(), 1);
    key(Qt::Key_J);
    QCOMPARE(page->currentCandidateRow(), 2);
    key(Qt::Key_Down);
    QCOMPARE(page->currentCandidateRow(), 3);
    key(Qt::Key_Up);
    QCOMPARE(page->currentCandidateRow(), 2);
    key(Qt::Key_0); // returns#4 = 0
    QCOMPARE(storedLabels(path, QStringLiteral("tester")),
             (QStringList{QStringLiteral("q1 returns#0 3"), QStringLiteral("q1 returns#1 2"),
                          QStringLiteral("q1 returns#4 0")}));
    QCOMPARE(progress->value(), 1);

    key(Qt::Key_Z, Qt::ControlModifier); // undo: returns#4 unlabelled again
    QCOMPARE(storedLabels(path, QStringLiteral("tester")),
             (QStringList{QStringLiteral("q1 returns#0 3"), QStringLiteral("q1 returns#1 2")}));
    QVERIFY(!candidates->index(2).data(ui::CandidateModel::MyGradeRole).isValid());
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier); // redo
    QCOMPARE(candidates->index(2).data(ui::CandidateModel::MyGradeRole), QVariant(0));
    key(Qt::Key_K);
    QCOMPARE(page->currentCandidateRow(), 2);
    key(Qt::Key_Backspace); // clear returns#4 ...
    QVERIFY(!candidates->index(2).data(ui::CandidateModel::MyGradeRole).isValid());
    key(Qt::Key_Z, Qt::ControlModifier); // ... and take that back
    QCOMPARE(candidates->index(2).data(ui::CandidateModel::MyGradeRole), QVariant(0));

    // Neighbours on demand: returns#4 is the document's last chunk, returns#3 comes before it.
    key(Qt::Key_C);
    QVERIFY(candidates->index(2).data(ui::CandidateModel::ExpandedRole).toBool());
    QCOMPARE(candidates->index(2).data(ui::CandidateModel::ContextBeforeRole).toString(),
             QStringLiteral("Gift cards are not refundable."));
    QCOMPARE(candidates->index(2).data(ui::CandidateModel::ContextAfterRole).toString(), QString());

    // q2, Chinese: bm25's two chunks; the question's bigrams are marked in the text.
    key(Qt::Key_N);
    QCOMPARE(candidates->question().externalId, QStringLiteral("q2"));
    QCOMPARE(candidateIds(candidates), (QStringList{QStringLiteral("faq-zh#0"), QStringLiteral("faq-zh#1")}));
    QVERIFY(candidates->index(0)
                .data(ui::CandidateModel::HtmlRole)
                .toString()
                .startsWith(QStringLiteral(
                    "<span style=\"background-color:#ffe680; color:#000000;\">客服热线</span>")));
    key(Qt::Key_3); // faq-zh#0 = 3

    // Search the corpus from the keyboard: "/" focuses the box, Enter adds the hits and goes to the best.
    key(Qt::Key_Slash);
    auto* search = page->findChild<QLineEdit*>(QStringLiteral("searchEdit"));
    QCOMPARE(QApplication::focusWidget(), search);
    search->insert(QStringLiteral("三十天")); // as an input method commits it: QTest types Latin-1 only
    key(Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), page->candidateView());
    QCOMPARE(page->currentCandidateRow(), 1);
    QCOMPARE(candidates->index(1).data(ui::CandidateModel::SourcesRole).toString(),
             QStringLiteral("bm25 #2 · search #1"));
    key(Qt::Key_1); // faq-zh#1 = 1
    // A chunk no run retrieved: found by search, then graded.
    key(Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), search);
    search->selectAll();
    QTest::keyClicks(search, QStringLiteral("customs"));
    key(Qt::Key_Return);
    QCOMPARE(candidateIds(candidates), (QStringList{QStringLiteral("faq-zh#0"), QStringLiteral("faq-zh#1"),
                                                    QStringLiteral("shipping#2")}));
    QCOMPARE(page->currentCandidateRow(), 2);
    // The searched word is marked in the hit, as the question's words are.
    QVERIFY2(candidates->index(2)
                 .data(ui::CandidateModel::HtmlRole)
                 .toString()
                 .contains(
                     QRegularExpression(QStringLiteral("<span style=\"background-color:[^>]*>customs</span>"),
                                        QRegularExpression::CaseInsensitiveOption)),
             qPrintable(candidates->index(2).data(ui::CandidateModel::HtmlRole).toString()));
    key(Qt::Key_0);

    // Back to q1: the grades given are there; on to q3.
    key(Qt::Key_P);
    QCOMPARE(candidates->question().externalId, QStringLiteral("q1"));
    QCOMPARE(candidates->index(0).data(ui::CandidateModel::MyGradeRole), QVariant(3));
    key(Qt::Key_N);
    key(Qt::Key_N);
    QCOMPARE(candidates->question().externalId, QStringLiteral("q3"));
    QCOMPARE(candidates->index(0).data(ui::CandidateModel::ExternalIdRole).toString(),
             QStringLiteral("shipping#1"));
    key(Qt::Key_2);
    QCOMPARE(progress->value(), 3);
    // Undo names the question of the grade it takes back, in the menu and when it is done.
    auto* undoAction = window.findChild<QAction*>(QStringLiteral("undoAction"));
    QVERIFY(undoAction);
    QVERIFY2(undoAction->text().contains(QStringLiteral("shipping#1 on q3")), qPrintable(undoAction->text()));
    key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(progress->value(), 2);
    QVERIFY2(
        window.statusBar()->currentMessage().contains(QStringLiteral("Undone: grade 2 for shipping#1 on q3")),
        qPrintable(window.statusBar()->currentMessage()));
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(progress->value(), 3);
    key(Qt::Key_N); // the last question: stays
    QCOMPARE(candidates->question().externalId, QStringLiteral("q3"));

    QVERIFY2(storedLabels(path, QStringLiteral("tester")).size() == 7,
             qPrintable(storedLabels(path, QStringLiteral("tester")).join(QLatin1Char(','))));
    QCOMPARE(storedLabels(path, QStringLiteral("tester")),
             (QStringList{QStringLiteral("q1 returns#0 3"), QStringLiteral("q1 returns#1 2"),
                          QStringLiteral("q1 returns#4 0"), QStringLiteral("q2 faq-zh#0 3"),
                          QStringLiteral("q2 faq-zh#1 1"), QStringLiteral("q2 shipping#2 0"),
                          QStringLiteral("q3 shipping#1 2")}));
    QCOMPARE(storedLabels(path, QStringLiteral("ana")), QStringList{QStringLiteral("q1 returns#2 1")});

    // The queue of questions not yet labelled by "tester" is now empty.
    page->setScope(ui::LabellingPage::Scope::Open);
    QTRY_VERIFY(!page->state()->isReading());
    QCOMPARE(page->queueProxy()->rowCount(), 0);
    QCOMPARE(page->currentQuestionId(), RowId(0));
}

void TestLabelling::leadAdjudicatesInGoldMode()
{
    const QString path = buildFixture(m_dir.filePath(QStringLiteral("gold.goldset")));
    ui::MainWindow window;
    ui::LabellingPage* page = openInWindow(window, path);
    QVERIFY(page);
    auto* gold = page->findChild<QAction*>(QStringLiteral("goldModeAction"));
    QVERIFY(gold);
    QVERIFY(!gold->isEnabled()); // "tester" is no lead
    key(Qt::Key_G);
    QVERIFY(!gold->isChecked());

    page->chooseAnnotator(QStringLiteral("lea"));
    QTRY_VERIFY(!page->state()->isReading());
    QCOMPARE(QSettings().value(QStringLiteral("annotator")).toString(), QStringLiteral("lea"));
    QCOMPARE(window.session()->currentAnnotator(), QStringLiteral("lea"));
    QVERIFY(gold->isEnabled());
    page->candidateView()->setFocus();
    key(Qt::Key_G);
    QVERIFY(gold->isChecked());
    // returns#2 (row 4) carries ana's grade, side by side with the others'.
    key(Qt::Key_J);
    key(Qt::Key_J);
    key(Qt::Key_J);
    key(Qt::Key_J);
    ui::CandidateModel* candidates = page->candidateModel();
    QCOMPARE(candidates->index(4).data(ui::CandidateModel::OtherGradesRole).toStringList(),
             QStringList{QStringLiteral("ana\t1")});
    key(Qt::Key_2);
    const QString itemKey =
        storage::AdjudicationStore::relevanceKey(QStringLiteral("q1"), QStringLiteral("returns#2"));
    {
        auto check = storage::Project::open(path);
        QVERIFY(check.ok());
        const auto adjudication = (*check)->adjudications().get(QStringLiteral("relevance"), itemKey);
        QVERIFY(adjudication);
        QCOMPARE(adjudication->value, QStringLiteral("2"));
        QCOMPARE(adjudication->leadName, QStringLiteral("lea"));
        // Gold mode does not touch anyone's own labels.
        QCOMPARE((*check)->labels().labelsForQuestion(candidates->question().id).size(), 1);
    }
    QCOMPARE(candidates->index(4).data(ui::CandidateModel::GoldGradeRole), QVariant(2));
    key(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!candidates->index(4).data(ui::CandidateModel::GoldGradeRole).isValid());
    {
        auto check = storage::Project::open(path);
        QVERIFY(!(*check)->adjudications().get(QStringLiteral("relevance"), itemKey));
    }
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(candidates->index(4).data(ui::CandidateModel::GoldGradeRole), QVariant(2));
    page->chooseAnnotator(QStringLiteral("tester"));
    QTRY_VERIFY(!page->state()->isReading());
    QVERIFY(!gold->isChecked());
}

void TestLabelling::guidelinesRenderAndUndo()
{
    const QString path = buildFixture(m_dir.filePath(QStringLiteral("guidelines.goldset")));
    ui::MainWindow window;
    ui::LabellingPage* page = openInWindow(window, path);
    QVERIFY(page);
    auto* browser = page->findChild<QTextBrowser*>(QStringLiteral("guidelinesBrowser"));
    QVERIFY(browser);
    ui::ProjectSession* session = window.session();
    session->undoStack()->push(new ui::GuidelinesEditCommand(
        *session,
        QStringLiteral("# Relevance\n\nGrade **3** when the chunk answers alone.\n\n<script>x</script>")));
    QCOMPARE(session->project().settings().value(QStringLiteral("guidelines")).left(11),
             QStringLiteral("# Relevance"));
    // Rendered, not shown as source; raw HTML stays text.
    const QString shown = browser->toPlainText();
    QVERIFY2(shown.startsWith(QStringLiteral("Relevance")), qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("Grade 3 when")));
    QVERIFY(shown.contains(QStringLiteral("<script>x</script>")));
    session->undoStack()->undo();
    QCOMPARE(session->project().settings().value(QStringLiteral("guidelines")), QString());
    QVERIFY(browser->toPlainText().contains(QStringLiteral("no guidelines")));
}

void TestLabelling::hundredChunksWithoutMouse()
{
    const QString path = m_dir.filePath(QStringLiteral("hundred.goldset"));
    {
        auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(opened.ok());
        storage::Project& p = **opened;
        Document d;
        d.externalId = QStringLiteral("book");
        const RowId doc = *p.corpus().upsertDocument(d);
        Question q;
        q.externalId = QStringLiteral("q1");
        q.text = QStringLiteral("Quokka facts?"); // no chunk shares a word with it
        const RowId qid = *p.questions().upsert(q);
        Run run;
        run.name = QStringLiteral("r");
        const RowId runId = *p.runs().createRun(run);
        for (int i = 0; i < 120; ++i) {
            const RowId c = addChunk(p, doc, QStringLiteral("book#%1").arg(i), i,
                                     QStringLiteral("Passage %1 of the book.").arg(i));
            QVERIFY(p.runs().addRetrieval({runId, qid, i + 1, c, 1000.0 - i}));
        }
    }
    ui::MainWindow window;
    ui::LabellingPage* page = openInWindow(window, path);
    QVERIFY(page);
    QAbstractItemModelTester tester(page->candidateModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    page->setPoolDepth(100);
    QTRY_VERIFY(!page->state()->isReading());
    page->candidateView()->setFocus();
    QCOMPARE(page->candidateModel()->poolSize(), 100);
    QVERIFY(page->candidateModel()->rowCount() < 100); // read lazily, a page at a time
    for (int i = 0; i < 100; ++i)
        key(i % 2 ? Qt::Key_1 : Qt::Key_2);
    const QStringList stored = storedLabels(path, QStringLiteral("tester"));
    QCOMPARE(stored.size(), 100);
    for (int i = 0; i < 100; ++i)
        QVERIFY(stored.contains(QStringLiteral("q1 book#%1 %2").arg(i).arg(i % 2 ? 1 : 2)));
    QCOMPARE(page->currentCandidateRow(), 99); // the last one: grading it does not move further
}

void TestLabelling::killedWriterLosesNothing()
{
    const QString path = buildFixture(m_dir.filePath(QStringLiteral("kill.goldset")));
    QProcess writer;
    writer.setProcessChannelMode(QProcess::SeparateChannels);
    writer.start(QStringLiteral(GOLDSET_LABEL_WRITER), {path, QStringLiteral("200")});
    QVERIFY(writer.waitForStarted());
    QByteArray output;
    // A random moment (at least 40 labels in): the kill lands anywhere in a write.
    const int killAfter = 40 + int(QRandomGenerator::global()->bounded(400));
    qInfo("killing the writer after %d labels", killAfter);
    while (output.count('\n') < killAfter) {
        QVERIFY2(writer.state() == QProcess::Running || writer.bytesAvailable() > 0,
                 qPrintable(QString::fromLocal8Bit(writer.readAllStandardError())));
        writer.waitForReadyRead(1000);
        output += writer.readAllStandardOutput();
    }
    writer.kill(); // SIGKILL: no clean-up, no flush, mid-write
    QVERIFY(writer.waitForFinished());
    QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
    output += writer.readAllStandardOutput();

    // 200 annotators x 3 questions x 11 chunks = 6600 labels: it was killed midway.
    QList<QByteArray> lines = output.split('\n');
    lines.removeLast(); // the text after the last newline is not a whole report
    QVERIFY(lines.size() >= 40);
    QVERIFY(lines.size() < 6600);
    auto reopened = storage::Project::open(path);
    QVERIFY(reopened.ok());
    QSqlQuery integrity((*reopened)->connection());
    QVERIFY(integrity.exec(QStringLiteral("PRAGMA integrity_check")) && integrity.next());
    QCOMPARE(integrity.value(0).toString(), QStringLiteral("ok"));
    for (const QByteArray& line : std::as_const(lines)) {
        const QList<QByteArray> f = line.split(' ');
        QCOMPARE(f.size(), 5);
        const auto label =
            (*reopened)->labels().label(f[1].toLongLong(), f[2].toLongLong(), f[3].toLongLong());
        QVERIFY2(label, line.constData());
        QCOMPARE(label->id, f[0].toLongLong());
        QCOMPARE(label->grade, f[4].toInt());
    }
}

void TestLabelling::demoProject()
{
    // The bundled demo, through the CLI that writes it: the page opens it and labels its first question.
    const QString path = m_dir.filePath(QStringLiteral("demo.goldset"));
    const auto written = test::runCli({QStringLiteral("demo"), QStringLiteral("--out"), path});
    if (written.exitCode != 0)
        QSKIP("the demo project cannot be written by this build");
    ui::MainWindow window;
    ui::LabellingPage* page = openInWindow(window, path);
    QVERIFY(page);
    if (page->queueModel()->totalCount() == 0)
        QSKIP("the demo project has no questions yet");
    QVERIFY(page->candidateModel()->poolSize() > 0);
    const QString first =
        page->candidateModel()->index(0).data(ui::CandidateModel::ExternalIdRole).toString();
    key(Qt::Key_3);
    auto check = storage::Project::open(path);
    QVERIFY(check.ok());
    const auto tester = (*check)->annotators().byName(QStringLiteral("tester"));
    QVERIFY(tester);
    const auto chunk = (*check)->corpus().chunkByExternalId(first);
    QVERIFY(chunk);
    const auto label = (*check)->labels().label(page->currentQuestionId(), chunk->id, tester->id);
    QVERIFY(label);
    QCOMPARE(label->grade, 3);
}

// The queue's done states come as one set: rows not fetched yet count, ids outside the queue do
// not, and the view hears of exactly the loaded rows that changed, in one signal per run of rows.
void TestLabelling::queueDoneSetCoversUnloadedRows()
{
    auto opened = storage::Project::open(m_dir.filePath(QStringLiteral("queue.goldset")),
                                         storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    QList<RowId> ids;
    for (int i = 0; i < 250; ++i) {
        Question q;
        q.externalId = QStringLiteral("q%1").arg(i);
        q.text = QStringLiteral("question %1").arg(i);
        ids.append(*(*opened)->questions().upsert(q));
    }
    ui::QuestionQueueModel model;
    model.setQuestions((*opened).get(), ids, {});
    model.fetchMore({});
    QCOMPARE(model.rowCount(), ui::QuestionQueueModel::kPageSize);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setDoneSet({ids[3], ids[4], ids[6], ids[150], RowId(999999)});
    QCOMPARE(model.doneCount(), 4);
    QVERIFY(model.isDone(ids[150]));
    QVERIFY(!model.isDone(RowId(999999)));
    QCOMPARE(changed.size(), 2);
    QCOMPARE(changed[0][0].toModelIndex().row(), 3);
    QCOMPARE(changed[0][1].toModelIndex().row(), 4);
    QCOMPARE(changed[1][0].toModelIndex().row(), 6);
    QCOMPARE(changed[1][1].toModelIndex().row(), 6);
    QCOMPARE(model.index(4).data(ui::QuestionQueueModel::DoneRole), QVariant(true));
    QCOMPARE(model.index(5).data(ui::QuestionQueueModel::DoneRole), QVariant(false));
    changed.clear();
    model.setDoneSet({ids[4], ids[99]});
    QCOMPARE(model.doneCount(), 2);
    QVERIFY(!model.isDone(ids[150]));
    QCOMPARE(changed.size(), 3); // row 3, row 6, row 99
    QCOMPARE(changed[2][0].toModelIndex().row(), 99);
}

// With no annotator chosen yet the box shows a prompt, not the first name as if it were you;
// choosing the demo's ana shows her progress (45 of the 58 questions carry one of her labels).
void TestLabelling::nobodyChosenShowsNobody()
{
    const QString path = m_dir.filePath(QStringLiteral("nobody.goldset"));
    QVERIFY(demo::writeDemoProject(path).ok());
    QSettings().setValue(QStringLiteral("annotator"), QString()); // chosen by nobody (no $USER either)
    ui::MainWindow window;
    ui::LabellingPage* page = openInWindow(window, path);
    QVERIFY(page);
    auto* combo = page->findChild<QComboBox*>(QStringLiteral("annotatorCombo"));
    QVERIFY(combo);
    QCOMPARE(combo->currentIndex(), -1);
    auto* progress = page->findChild<QProgressBar*>(QStringLiteral("labellingProgress"));
    QVERIFY(progress);
    QCOMPARE(progress->value(), 0);
    page->chooseAnnotator(QStringLiteral("ana"));
    QTRY_VERIFY(!page->state()->isReading());
    QCOMPARE(combo->currentText(), QStringLiteral("ana"));
    QCOMPARE(progress->maximum(), 58);
    QCOMPARE(progress->value(), 45);
    QSettings().setValue(QStringLiteral("annotator"), QStringLiteral("tester"));
}

void TestLabelling::gradingWithNobodyChosenAsksWho()
{
    const QString path = buildFixture(m_dir.filePath(QStringLiteral("who.goldset")));
    QVERIFY(!path.isEmpty());
    QSettings().setValue(QStringLiteral("annotator"), QString());
    ui::MainWindow window;
    ui::LabellingPage* page = openInWindow(window, path);
    QVERIFY(page);
    QCOMPARE(page->currentCandidateRow(), 0);
    const QString chunk =
        page->candidateModel()->index(0).data(ui::CandidateModel::ExternalIdRole).toString();
    // A grade with nobody chosen asks who is grading, with the project's annotators to pick from.
    key(Qt::Key_2);
    QInputDialog* picker = nullptr;
    QTRY_VERIFY((picker = window.findChild<QInputDialog*>(QStringLiteral("annotatorPicker"))) != nullptr);
    QVERIFY(picker->comboBoxItems().contains(QStringLiteral("ana")));
    QVERIFY(storedLabels(path, QStringLiteral("newcomer")).isEmpty());
    // A new name typed in: created, chosen, and the grade is given after all.
    auto* combo = picker->findChild<QComboBox*>();
    QVERIFY(combo && combo->isEditable());
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), QStringLiteral("newcomer"));
    QTest::keyClick(combo->lineEdit(), Qt::Key_Return);
    QTRY_COMPARE(storedLabels(path, QStringLiteral("newcomer")),
                 QStringList{QStringLiteral("q1 %1 2").arg(chunk)});
    QCOMPARE(page->findChild<QComboBox*>(QStringLiteral("annotatorCombo"))->currentText(),
             QStringLiteral("newcomer"));
    QSettings().setValue(QStringLiteral("annotator"), QStringLiteral("tester"));
}

// Another page (Runs, Review) opens a question in Labelling: before the queue is read (just after
// the project opened) the question is shown once it is in; when the queue in view does not hold
// it ("my assigned batches": tester has none) the queue becomes every question.
void TestLabelling::opensAQuestionWhileTheQueueIsRead()
{
    const QString path = buildFixture(m_dir.filePath(QStringLiteral("open.goldset")));
    ui::MainWindow window;
    QVERIFY(window.openProject(path));
    auto* page = qobject_cast<ui::LabellingPage*>(window.page(QStringLiteral("labellingPage")));
    QVERIFY(page);
    const auto q3 = window.session()->project().questions().byExternalId(QStringLiteral("q3"));
    const auto q2 = window.session()->project().questions().byExternalId(QStringLiteral("q2"));
    QVERIFY(q3 && q2);
    QVERIFY(page->state()->isReading());
    auto* questionView = page->findChild<QTextBrowser*>(QStringLiteral("questionView"));
    QVERIFY(questionView);
    QVERIFY2(questionView->toPlainText().contains(QStringLiteral("Reading the questions")),
             qPrintable(questionView->toPlainText()));
    QVERIFY(page->openQuestion(q3->id, QString()));
    QTRY_VERIFY(!page->state()->isReading());
    QCOMPARE(page->currentQuestionId(), q3->id);
    QCOMPARE(page->candidateModel()->question().externalId, QStringLiteral("q3"));

    page->setScope(ui::LabellingPage::Scope::Assigned);
    QTRY_VERIFY(!page->state()->isReading());
    QCOMPARE(page->queueProxy()->rowCount(), 0);
    QVERIFY(page->openQuestion(q2->id, QString()));
    QTRY_VERIFY(!page->state()->isReading());
    QCOMPARE(page->currentQuestionId(), q2->id);
    QVERIFY(page->state()->scope() == ui::LabellingState::Scope::All);
    auto* scope = page->findChild<QComboBox*>(QStringLiteral("scopeCombo"));
    QVERIFY(scope);
    QCOMPARE(scope->currentData().toInt(), int(ui::LabellingState::Scope::All));
    QVERIFY(!page->openQuestion(RowId(987654), QString())); // no such question
}

// Keys typed while the next question's candidates are read wait for them: "N 3 J 1" grades the
// next question's first and second chunks, whatever the read takes.
void TestLabelling::keysTypedWhileReadingActInOrder()
{
    const QString path = buildFixture(m_dir.filePath(QStringLiteral("typeahead.goldset")));
    ui::MainWindow window;
    ui::LabellingPage* page = openInWindow(window, path);
    QVERIFY(page);
    QCOMPARE(page->candidateModel()->question().externalId, QStringLiteral("q1"));
    QWidget* target = QApplication::focusWidget();
    QVERIFY(target);
    QTest::keyClick(target, Qt::Key_N);
    QVERIFY(page->state()->isReading()); // q2's candidates are on their way
    QTest::keyClick(target, Qt::Key_3);
    QTest::keyClick(target, Qt::Key_J);
    QTest::keyClick(target, Qt::Key_1);
    QTRY_VERIFY(!page->state()->isReading());
    QCOMPARE(page->candidateModel()->question().externalId, QStringLiteral("q2"));
    QCOMPARE(storedLabels(path, QStringLiteral("tester")),
             (QStringList{QStringLiteral("q2 faq-zh#0 3"), QStringLiteral("q2 faq-zh#1 1")}));
}

QTEST_MAIN(TestLabelling)
#include "tst_labelling.moc"
