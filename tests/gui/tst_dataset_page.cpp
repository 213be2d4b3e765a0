// The Dataset page in a real main window (offscreen): walking questions with the keyboard,
// filters, draft review with A/R/D/E/Delete checked in the project file through a second
// connection, undo/redo, and the corpus browser. Expected values come from DatasetFixture.h.
#include "DatasetFixture.h"
#include "common/GradeChipDelegate.h"
#include "dataset/ChunkContextView.h"
#include "dataset/CorpusBrowser.h"
#include "dataset/CorpusTreeModel.h"
#include "dataset/DatasetPage.h"
#include "dataset/DatasetState.h"
#include "dataset/GoldChunkModel.h"
#include "dataset/QuestionDetailView.h"
#include "dataset/QuestionEditDialog.h"
#include "dataset/QuestionTableModel.h"
#include "dataset/SearchHitModel.h"
#include "demo/DemoProject.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeView>

using namespace goldset;
using namespace goldset::ui;

class TestDatasetPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void walksQuestionsAndShowsDetail();
    void filtersByStatusOriginAndText();
    void reviewsDraftsWithKeysAndUndoes();
    void editsAndDeletesWithUndo();
    void corpusBrowserShowsChunkInContext();
    void chunkContextEscapesMarkup();
    void closingTheProjectClearsThePage();
    void showsTheDemoProject();

private:
    bool listed() const;
    QString currentId() const;
    QString storedStatus(const QString& externalId) const;
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
    DatasetPage* m_page = nullptr;
};

void TestDatasetPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_dataset_page"));
    QSettings().clear();
}

void TestDatasetPage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("dataset.goldset"));
    QVERIFY(test::DatasetFixture::build(m_path));
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(m_window->openProject(m_path));
    m_page = qobject_cast<DatasetPage*>(m_window->page(QStringLiteral("datasetPage")));
    QVERIFY(m_page);
    QVERIFY(listed());
    m_window->showPage(m_page);
    m_page->tabs()->setCurrentIndex(0);
    m_page->questionView()->setFocus();
    QVERIFY(m_page->questionView()->hasFocus());
}

void TestDatasetPage::cleanup()
{
    m_window.reset();
    m_page = nullptr;
    m_dir.reset();
}

bool TestDatasetPage::listed() const
{
    // The question list is read on a thread: wait for the one the last change asked for.
    return QTest::qWaitFor([this] { return !m_page->state()->isReading(); });
}

QString TestDatasetPage::currentId() const
{
    const auto question = m_page->currentQuestion();
    return question ? question->externalId : QString();
}

QString TestDatasetPage::storedStatus(const QString& externalId) const
{
    // A second connection: what is in the file, not what the window holds.
    auto other = storage::Project::open(m_path);
    if (!other)
        return other.error().toString();
    const auto question = (*other)->questions().byExternalId(externalId);
    return question ? goldset::toString(question->status) : QStringLiteral("missing");
}

void TestDatasetPage::press(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QTest::keyClick(m_page->questionView(), key, modifiers);
}

void TestDatasetPage::walksQuestionsAndShowsDetail()
{
    QuestionDetailView* detail = m_page->detailView();
    QCOMPARE(m_page->questionView()->model()->rowCount(), 9);
    QCOMPARE(currentId(), QStringLiteral("q1"));
    QCOMPARE(detail->questionText(), QStringLiteral("How long is the return window?"));
    QCOMPARE(detail->groundTruthText(), QStringLiteral("30 days from delivery."));
    GoldChunkModel* gold = detail->goldModel();
    QCOMPARE(gold->rowCount(), 3);
    QCOMPARE(gold->index(0, GoldChunkModel::ChunkColumn).data().toString(), QStringLiteral("returns#0"));
    QCOMPARE(gold->index(0, 2).data(GradeChipDelegate::GradeRole).toInt(), 3); // ana
    QCOMPARE(gold->index(0, 3).data(GradeChipDelegate::GradeRole).toInt(), 2); // ben
    QCOMPARE(gold->index(1, gold->goldColumn()).data(GradeChipDelegate::GradeRole).toDouble(),
             2.0); // adjudicated
    QVERIFY(qobject_cast<GradeChipDelegate*>(detail->goldView()->itemDelegate()));
    // The first gold chunk is selected and its text shown.
    QCOMPARE(detail->chunkText(), QStringLiteral("You may return any item within 30 days from delivery."));
    QCOMPARE(detail->findChild<QLabel*>(QStringLiteral("goldSummaryLabel"))->text(),
             QStringLiteral("3 labelled chunk(s), 2 gold (gold grade 1 or more):"));

    press(Qt::Key_Down);
    QVERIFY(listed());
    QCOMPARE(currentId(), QStringLiteral("q2"));
    QCOMPARE(detail->questionText(), QStringLiteral("Do you ship to Austria?"));
    QCOMPARE(gold->rowCount(), 1);
    QCOMPARE(gold->index(0, GoldChunkModel::DocumentColumn).data().toString(), QStringLiteral("Versand"));

    press(Qt::Key_Down);
    QVERIFY(listed());
    QCOMPARE(currentId(), QStringLiteral("q3"));
    QCOMPARE(gold->rowCount(), 0);
    QCOMPARE(detail->findChild<QLabel*>(QStringLiteral("questionGeneratorLabel"))->text(),
             QStringLiteral("llama3-8b"));
    QCOMPARE(detail->findChild<QLabel*>(QStringLiteral("questionSourceChunkLabel"))->text(),
             QStringLiteral("returns#1"));
    QCOMPARE(detail->findChild<QLabel*>(QStringLiteral("questionOriginLabel"))->text(),
             QStringLiteral("generated"));

    press(Qt::Key_Down);
    QVERIFY(listed());
    press(Qt::Key_Down);
    QVERIFY(listed());
    QCOMPARE(currentId(), QStringLiteral("q5"));
    // Markup in a question is text, not formatting.
    auto* questionLabel = detail->findChild<QLabel*>(QStringLiteral("questionTextLabel"));
    QCOMPARE(questionLabel->textFormat(), Qt::PlainText);
    QCOMPARE(detail->questionText(), QStringLiteral("Is <b>bold</b> & <i>markup</i> shown literally?"));
    QCOMPARE(detail->groundTruthText(), QStringLiteral("<script>alert(1)</script>"));

    // Natural order: after q7 comes q10, not q1x in byte order.
    press(Qt::Key_Down);
    QVERIFY(listed());
    press(Qt::Key_Down);
    QVERIFY(listed());
    press(Qt::Key_Down);
    QVERIFY(listed());
    QCOMPARE(currentId(), QStringLiteral("q10"));
    QCOMPARE(detail->questionText(), QStringLiteral("退货需要多少天？"));
    QCOMPARE(gold->goldAt(0).median, 1.5);
    press(Qt::Key_Down);
    QVERIFY(listed());
    QCOMPARE(currentId(), QStringLiteral("q11"));
    press(Qt::Key_Up);
    QVERIFY(listed());
    QCOMPARE(currentId(), QStringLiteral("q10"));
}

void TestDatasetPage::filtersByStatusOriginAndText()
{
    auto* status = m_page->findChild<QComboBox*>(QStringLiteral("statusFilter"));
    auto* origin = m_page->findChild<QComboBox*>(QStringLiteral("originFilter"));
    auto* search = m_page->findChild<QLineEdit*>(QStringLiteral("questionSearchField"));
    auto* count = m_page->findChild<QLabel*>(QStringLiteral("questionCountLabel"));
    QAbstractItemModel* model = m_page->questionView()->model();
    QVERIFY(status && origin && search && count);
    QVERIFY(search->isClearButtonEnabled());
    QCOMPARE(count->text(), QStringLiteral("9 question(s)"));

    status->setCurrentIndex(status->findData(int(QuestionStatus::Draft)));
    QVERIFY(listed());
    QCOMPARE(model->rowCount(), 5);
    QCOMPARE(count->text(), QStringLiteral("5 of 9 questions"));
    QCOMPARE(currentId(), QStringLiteral("q3"));
    QCOMPARE(m_page->detailView()->questionText(), QStringLiteral("What is the restocking fee?"));
    origin->setCurrentIndex(origin->findData(int(QuestionOrigin::Generated)));
    QVERIFY(listed());
    QCOMPARE(model->rowCount(), 3);
    status->setCurrentIndex(status->findData(int(QuestionStatus::Rejected)));
    QVERIFY(listed());
    QCOMPARE(model->rowCount(), 0);
    QVERIFY(!m_page->currentQuestion());
    status->setCurrentIndex(0);
    QVERIFY(listed());
    origin->setCurrentIndex(origin->findData(int(QuestionOrigin::Manual)));
    QVERIFY(listed());
    QCOMPARE(model->rowCount(), 3); // q6 q7 q10
    origin->setCurrentIndex(0);
    QVERIFY(listed());

    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("austria"));
    QTest::keyClick(search, Qt::Key_Return);
    QVERIFY(listed());
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(currentId(), QStringLiteral("q2"));
    QCOMPARE(m_page->detailView()->questionText(), QStringLiteral("Do you ship to Austria?"));
    search->clear();
    QTest::keyClick(search, Qt::Key_Return);
    QVERIFY(listed());
    QCOMPARE(model->rowCount(), 9);

    // Near duplicates: q4 and q7 say the same thing.
    auto* nearDuplicates = m_page->findChild<QCheckBox*>(QStringLiteral("nearDuplicatesOnly"));
    QVERIFY(nearDuplicates && nearDuplicates->isEnabled());
    nearDuplicates->setChecked(true);
    QVERIFY(listed());
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("q4"));
    QCOMPARE(model->index(0, QuestionTableModel::NearDuplicateColumn).data().toString(),
             QStringLiteral("≈ q7"));
    QCOMPARE(model->index(1, QuestionTableModel::NearDuplicateColumn).data().toString(),
             QStringLiteral("≈ q4"));
    nearDuplicates->setChecked(false);
    QVERIFY(listed());
    QCOMPARE(model->rowCount(), 9);

    // Sorting by a header click goes through the store: Id descending puts q11 first.
    m_page->questionView()->sortByColumn(QuestionTableModel::IdColumn, Qt::DescendingOrder);
    QVERIFY(listed());
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("q11"));
    QCOMPARE(model->index(1, 0).data().toString(), QStringLiteral("q10"));
}

void TestDatasetPage::reviewsDraftsWithKeysAndUndoes()
{
    auto* status = m_page->findChild<QComboBox*>(QStringLiteral("statusFilter"));
    status->setCurrentIndex(status->findData(int(QuestionStatus::Draft)));
    QVERIFY(listed());
    m_page->questionView()->setFocus();
    QCOMPARE(currentId(), QStringLiteral("q3"));

    press(Qt::Key_A);
    QVERIFY(listed());
    QCOMPARE(storedStatus(QStringLiteral("q3")), QStringLiteral("accepted"));
    // q3 left the draft list; the next draft is selected.
    QCOMPARE(m_page->questionView()->model()->rowCount(), 4);
    QCOMPARE(currentId(), QStringLiteral("q4"));
    press(Qt::Key_R);
    QVERIFY(listed());
    QCOMPARE(storedStatus(QStringLiteral("q4")), QStringLiteral("rejected"));
    QCOMPARE(currentId(), QStringLiteral("q5"));

    QUndoStack* stack = m_window->session()->undoStack();
    QCOMPARE(stack->count(), 2);
    QCOMPARE(stack->undoText(), QStringLiteral("Reject q4"));
    press(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(listed());
    QCOMPARE(storedStatus(QStringLiteral("q4")), QStringLiteral("draft"));
    QCOMPARE(m_page->questionView()->model()->rowCount(), 4);
    stack->undo();
    QVERIFY(listed());
    QCOMPARE(storedStatus(QStringLiteral("q3")), QStringLiteral("draft"));
    QCOMPARE(m_page->questionView()->model()->rowCount(), 5);
    // Ctrl+Shift+Z where the platform binds it to Redo (the offscreen theme may use Ctrl+Y).
    if (QKeySequence::keyBindings(QKeySequence::Redo)
            .contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)))
        press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    else
        stack->redo();
    QVERIFY(listed());
    QCOMPARE(storedStatus(QStringLiteral("q3")), QStringLiteral("accepted"));
    QCOMPARE(storedStatus(QStringLiteral("q4")), QStringLiteral("draft"));

    // Without the filter, accepting moves down one row and D sends back to draft.
    status->setCurrentIndex(0);
    QVERIFY(listed());
    m_page->selectRow(0);
    m_page->questionView()->setFocus();
    QCOMPARE(currentId(), QStringLiteral("q1"));
    press(Qt::Key_D);
    QVERIFY(listed());
    QCOMPARE(storedStatus(QStringLiteral("q1")), QStringLiteral("draft"));
    QCOMPARE(currentId(), QStringLiteral("q2"));
    QCOMPARE(m_page->questionView()->model()->index(0, QuestionTableModel::StatusColumn).data().toString(),
             QStringLiteral("draft"));

    // The rest of the drafts, keyboard only, to the end of the list.
    status->setCurrentIndex(status->findData(int(QuestionStatus::Draft)));
    QVERIFY(listed());
    m_page->questionView()->setFocus();
    const int drafts = m_page->questionView()->model()->rowCount();
    QCOMPARE(drafts, 5); // q1 q4 q5 q7 q11
    for (int i = 0; i < drafts; ++i)
        press(Qt::Key_A);
    QVERIFY(listed());
    QCOMPARE(m_page->questionView()->model()->rowCount(), 0);
    for (const char* id : {"q1", "q4", "q5", "q7", "q11"})
        QCOMPARE(storedStatus(QString::fromLatin1(id)), QStringLiteral("accepted"));
    QCOMPARE(storedStatus(QStringLiteral("q6")), QStringLiteral("rejected"));
}

void TestDatasetPage::editsAndDeletesWithUndo()
{
    m_page->selectRow(3); // q4
    m_page->questionView()->setFocus();
    QCOMPARE(currentId(), QStringLiteral("q4"));
    press(Qt::Key_E);
    auto* dialog = m_page->findChild<QuestionEditDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->questionText(), QStringLiteral("Who pays for return shipping?"));
    dialog->setQuestionText(QStringLiteral("Who pays the return postage?"));
    dialog->setGroundTruth(QStringLiteral("The customer."));
    dialog->accept();
    QVERIFY(listed());
    QCOMPARE(m_page->detailView()->questionText(), QStringLiteral("Who pays the return postage?"));
    {
        auto other = storage::Project::open(m_path);
        QVERIFY(other.ok());
        QCOMPARE((*other)->questions().byExternalId(QStringLiteral("q4"))->groundTruth,
                 QStringLiteral("The customer."));
    }
    m_window->session()->undoStack()->undo();
    QVERIFY(listed());
    QCOMPARE(m_page->detailView()->questionText(), QStringLiteral("Who pays for return shipping?"));

    // Delete asks first; Cancel keeps the question. (The edit dialog was the active window.)
    m_window->activateWindow();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_page->selectRow(0); // q1, with five labels
    m_page->questionView()->setFocus();
    press(Qt::Key_Delete);
    QVERIFY(listed());
    auto* box = m_page->findChild<QMessageBox*>(QStringLiteral("deleteQuestionConfirmation"));
    QVERIFY(box);
    box->button(QMessageBox::Cancel)->click();
    QVERIFY(listed());
    QCOMPARE(m_page->questionView()->model()->rowCount(), 9);
    QTRY_VERIFY(!m_page->findChild<QMessageBox*>(QStringLiteral("deleteQuestionConfirmation")));

    // This time through the page action (the key was tested above).
    m_page->questionView()->setFocus();
    QCOMPARE(currentId(), QStringLiteral("q1"));
    QAction* deleteAction = m_page->pageActions().at(4);
    QCOMPARE(deleteAction->shortcut(), QKeySequence(QKeySequence::Delete));
    deleteAction->trigger();
    box = m_page->findChild<QMessageBox*>(QStringLiteral("deleteQuestionConfirmation"));
    QVERIFY(box);
    box->button(QMessageBox::Yes)->click();
    QVERIFY(listed());
    QCOMPARE(m_page->questionView()->model()->rowCount(), 8);
    QCOMPARE(currentId(), QStringLiteral("q2"));
    {
        auto other = storage::Project::open(m_path);
        QVERIFY(!(*other)->questions().byExternalId(QStringLiteral("q1")));
    }
    m_window->session()->undoStack()->undo();
    QVERIFY(listed());
    QCOMPARE(m_page->questionView()->model()->rowCount(), 9);
    m_page->selectRow(0);
    QCOMPARE(currentId(), QStringLiteral("q1"));
    QCOMPARE(m_page->detailView()->goldModel()->rowCount(), 3);
}

void TestDatasetPage::corpusBrowserShowsChunkInContext()
{
    CorpusBrowser* corpus = m_page->corpusBrowser();
    m_page->tabs()->setCurrentWidget(corpus);
    QTreeView* tree = corpus->treeView();
    CorpusTreeModel* model = corpus->treeModel();
    QCOMPARE(model->rowCount(), 3);
    const QModelIndex returns = model->index(0, 0);
    tree->expand(returns); // fetches the chunks
    QTRY_COMPARE(model->rowCount(returns), 3);
    tree->setCurrentIndex(model->index(1, 0, returns));
    QVERIFY(listed());
    ChunkContextView* context = corpus->contextView();
    const QString shown =
        context->findChild<QTextBrowser*>(QStringLiteral("chunkContextText"))->toPlainText();
    QVERIFY2(shown.contains(QStringLiteral("A restocking fee of 10 percent applies to opened items.")),
             qPrintable(shown));
    // Neighbours before and after are there too (greyed).
    QVERIFY(shown.contains(QStringLiteral("within 30 days from delivery")));
    QVERIFY(shown.contains(QStringLiteral("seal is broken")));
    const QString header = context->findChild<QLabel*>(QStringLiteral("chunkDocumentLabel"))->text();
    QVERIFY2(header.contains(QStringLiteral("Returns policy")) &&
                 header.contains(QStringLiteral("docs/returns.md")) &&
                 header.contains(QStringLiteral("language en")),
             qPrintable(header));

    auto* search = corpus->findChild<QLineEdit*>(QStringLiteral("corpusSearchField"));
    search->setFocus();
    search->setText(QStringLiteral("退货")); // keyClicks types ASCII only
    QTest::keyClick(search, Qt::Key_Return);
    QVERIFY(listed());
    QCOMPARE(corpus->hitModel()->rowCount(), 1);
    QCOMPARE(corpus->hitModel()->index(0, SearchHitModel::ChunkColumn).data().toString(),
             QStringLiteral("zh#0"));
    QVERIFY(context->findChild<QTextBrowser*>(QStringLiteral("chunkContextText"))
                ->toPlainText()
                .contains(QStringLiteral("退货需要在三十天内完成。")));
}

void TestDatasetPage::chunkContextEscapesMarkup()
{
    Chunk before;
    before.id = 1;
    before.externalId = QStringLiteral("d#0");
    before.text = QStringLiteral("<img src=x onerror=alert(1)>");
    Chunk centre;
    centre.id = 2;
    centre.externalId = QStringLiteral("d#1");
    centre.text = QStringLiteral("5 < 6 & <b>not bold</b>");
    const QString html = ChunkContextView::contextHtml({before, centre}, 2);
    QVERIFY(!html.contains(QStringLiteral("<img")));
    QVERIFY(!html.contains(QStringLiteral("<b>not")));
    QVERIFY(html.contains(QStringLiteral("5 &lt; 6 &amp; &lt;b&gt;not bold&lt;/b&gt;")));
    QTextDocument document;
    document.setHtml(html);
    QVERIFY(document.toPlainText().contains(QStringLiteral("5 < 6 & <b>not bold</b>")));
}

void TestDatasetPage::closingTheProjectClearsThePage()
{
    QCOMPARE(m_page->questionView()->model()->rowCount(), 9);
    m_window->closeProject();
    QCOMPARE(m_page->questionView()->model()->rowCount(), 0);
    QCOMPARE(m_page->corpusBrowser()->treeModel()->rowCount(), 0);
    QCOMPARE(m_page->detailView()->goldModel()->rowCount(), 0);
    QCOMPARE(m_page->detailView()->findChild<QLabel*>(QStringLiteral("questionHeading"))->text(),
             QStringLiteral("No project open"));
    QVERIFY(!m_page->pageActions().first()->isEnabled());
}

void TestDatasetPage::showsTheDemoProject()
{
    // Counts from resources/demo/questions.jsonl and its README: 58 questions (10 drafts,
    // 33 imported), 27 documents.
    const QString demoPath = m_dir->filePath(QStringLiteral("demo.goldset"));
    const Status written = demo::writeDemoProject(demoPath);
    QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().toString()));
    QVERIFY(m_window->openProject(demoPath));
    QVERIFY(listed());
    QAbstractItemModel* model = m_page->questionView()->model();
    QCOMPARE(model->rowCount(), 58);
    QCOMPARE(currentId(), QStringLiteral("q01"));
    QCOMPARE(m_page->detailView()->questionText(),
             QStringLiteral("How long do I have to return an unused bike?"));
    QVERIFY(m_page->detailView()->goldModel()->rowCount() > 0);
    QCOMPARE(m_page->detailView()->goldModel()->annotators(),
             QStringList({QStringLiteral("ana"), QStringLiteral("ben")}));
    auto* status = m_page->findChild<QComboBox*>(QStringLiteral("statusFilter"));
    status->setCurrentIndex(status->findData(int(QuestionStatus::Draft)));
    QVERIFY(listed());
    QCOMPARE(model->rowCount(), 10);
    status->setCurrentIndex(0);
    QVERIFY(listed());
    auto* origin = m_page->findChild<QComboBox*>(QStringLiteral("originFilter"));
    origin->setCurrentIndex(origin->findData(int(QuestionOrigin::Imported)));
    QVERIFY(listed());
    QCOMPARE(model->rowCount(), 33);
    CorpusTreeModel* tree = m_page->corpusBrowser()->treeModel();
    QCOMPARE(tree->rowCount(), 27);
}

QTEST_MAIN(TestDatasetPage)
#include "tst_dataset_page.moc"
