// The Dataset page's nuggets by keyboard in a real main window (offscreen): Insert, F2, V, M,
// Alt+Up, A, Delete, each checked in the project file through a second connection, and undo
// bringing a deleted nugget back under its row id, at its place, with its verdicts and reviews.
#include "DatasetFixture.h"
#include "dataset/DatasetPage.h"
#include "dataset/DatasetState.h"
#include "dataset/NuggetListModel.h"
#include "dataset/NuggetPanel.h"
#include "dataset/QuestionTableModel.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/RunStore.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace goldset;
using namespace goldset::ui;

class TestNuggetEditing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void editsNuggetsByKeyboardWithUndo();
    void deleteUndoRestoresVerdictsAndReviews();
    void countColumnAndModel();

private:
    // "text|vital|accepted" per nugget of q3, in order, read from the file.
    QStringList stored() const;
    QList<RowId> storedIds() const;
    RowId q3() const;
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    void type(const QString& text);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
    DatasetPage* m_page = nullptr;
    NuggetPanel* m_panel = nullptr;
};

void TestNuggetEditing::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_nugget_editing"));
    QSettings().clear();
}

void TestNuggetEditing::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("nuggets.goldset"));
    QVERIFY(test::DatasetFixture::build(m_path));
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(m_window->openProject(m_path));
    m_page = qobject_cast<DatasetPage*>(m_window->page(QStringLiteral("datasetPage")));
    QVERIFY(m_page);
    QTRY_VERIFY(!m_page->state()->isReading()); // the question list is read on a thread
    m_window->showPage(m_page);
    m_page->tabs()->setCurrentIndex(0);
    m_panel = m_page->nuggetPanel();
    QVERIFY(m_panel);
    m_page->selectRow(m_page->questionModel()->rowOfId(q3())); // a draft: its A must stay the table's
    QVERIFY(m_page->currentQuestion());
    QCOMPARE(m_page->currentQuestion()->externalId, QStringLiteral("q3"));
    m_panel->view()->setFocus();
    QVERIFY(m_panel->view()->hasFocus());
}

void TestNuggetEditing::cleanup()
{
    m_window.reset();
    m_page = nullptr;
    m_panel = nullptr;
    m_dir.reset();
}

RowId TestNuggetEditing::q3() const
{
    auto other = storage::Project::open(m_path);
    return other ? (*other)->questions().byExternalId(QStringLiteral("q3"))->id : 0;
}

QStringList TestNuggetEditing::stored() const
{
    auto other = storage::Project::open(m_path); // what is in the file, not what the window holds
    if (!other)
        return {other.error().toString()};
    QStringList result;
    const RowId question = (*other)->questions().byExternalId(QStringLiteral("q3"))->id;
    for (const Nugget& n : (*other)->nuggets().forQuestion(question))
        result << QStringLiteral("%1|%2|%3").arg(n.text, toString(n.importance), toString(n.status));
    return result;
}

QList<RowId> TestNuggetEditing::storedIds() const
{
    auto other = storage::Project::open(m_path);
    QList<RowId> ids;
    if (other)
        for (const Nugget& n : (*other)->nuggets().forQuestion(q3()))
            ids << n.id;
    return ids;
}

void TestNuggetEditing::press(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QTest::keyClick(m_panel->view(), key, modifiers);
}

void TestNuggetEditing::type(const QString& text)
{
    // The editor opened in place has the focus.
    QTRY_VERIFY(qobject_cast<QLineEdit*>(QApplication::focusWidget()));
    auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
}

void TestNuggetEditing::editsNuggetsByKeyboardWithUndo()
{
    QAbstractItemModelTester tester(m_panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QUndoStack* undo = m_window->session()->undoStack();
    QSignalSpy messages(m_panel, &NuggetPanel::statusMessage);

    press(Qt::Key_Insert);
    type(QStringLiteral("Returns are accepted for 30 days"));
    QTRY_COMPARE(stored(), QStringList{QStringLiteral("Returns are accepted for 30 days|okay|draft")});
    QCOMPARE(undo->undoText(), QStringLiteral("Add Nugget to q3"));

    press(Qt::Key_Insert); // after the current one
    type(QStringLiteral("The days count from delivery"));
    QTRY_COMPARE(stored().size(), 2);
    QCOMPARE(stored().at(1), QStringLiteral("The days count from delivery|okay|draft"));
    QCOMPARE(m_panel->view()->currentIndex().row(), 1);

    press(Qt::Key_F2);
    type(QStringLiteral("The 30 days count from delivery"));
    QTRY_COMPARE(stored().at(1), QStringLiteral("The 30 days count from delivery|okay|draft"));
    QCOMPARE(undo->undoText(), QStringLiteral("Edit Nugget of q3"));

    press(Qt::Key_V);
    QCOMPARE(stored().at(1), QStringLiteral("The 30 days count from delivery|vital|draft"));
    press(Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(stored(), (QStringList{QStringLiteral("The 30 days count from delivery|vital|draft"),
                                    QStringLiteral("Returns are accepted for 30 days|okay|draft")}));
    QCOMPARE(m_panel->view()->currentIndex().row(), 0); // the moved nugget stays current
    const QList<RowId> idsBeforeMerge = storedIds();

    press(Qt::Key_M); // one undo step: the text joined, vital since the first was
    QCOMPARE(stored(), QStringList{QStringLiteral(
                           "The 30 days count from delivery; Returns are accepted for 30 days|vital|draft")});
    QCOMPARE(undo->undoText(), QStringLiteral("Merge Nuggets of q3"));
    QTest::keyClick(m_panel->view(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(stored(), (QStringList{QStringLiteral("The 30 days count from delivery|vital|draft"),
                                    QStringLiteral("Returns are accepted for 30 days|okay|draft")}));
    QCOMPARE(storedIds(), idsBeforeMerge);

    // Accepted: locked, and every edit refused with a message.
    m_panel->view()->setCurrentIndex(m_panel->model()->index(0, NuggetListModel::TextColumn));
    press(Qt::Key_A);
    QCOMPARE(stored().at(0), QStringLiteral("The 30 days count from delivery|vital|accepted"));
    messages.clear();
    const int steps = undo->count();
    for (Qt::Key key : {Qt::Key_F2, Qt::Key_V, Qt::Key_M, Qt::Key_Delete})
        press(key);
    QCOMPARE(undo->count(), steps);
    QCOMPARE(messages.size(), 4);
    QVERIFY2(messages.first().first().toString().contains(QStringLiteral("accepted and locked")),
             qPrintable(messages.first().first().toString()));
    QVERIFY(!qobject_cast<QLineEdit*>(QApplication::focusWidget())); // no editor opened
    QCOMPARE(stored().size(), 2);
    QCOMPARE(stored().at(0), QStringLiteral("The 30 days count from delivery|vital|accepted"));
    // A reopens it; Delete deletes it; Ctrl+Z brings it back, same id, same place.
    press(Qt::Key_A);
    QCOMPARE(stored().at(0), QStringLiteral("The 30 days count from delivery|vital|draft"));
    const QList<RowId> ids = storedIds();
    press(Qt::Key_Delete);
    QCOMPARE(stored(), QStringList{QStringLiteral("Returns are accepted for 30 days|okay|draft")});
    QCOMPARE(undo->undoText(), QStringLiteral("Delete Nugget of q3"));
    QTest::keyClick(m_panel->view(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(storedIds(), ids);
    QCOMPARE(stored().at(0), QStringLiteral("The 30 days count from delivery|vital|draft"));
    // Esc in a new nugget's editor adds nothing.
    press(Qt::Key_Insert);
    QTRY_VERIFY(qobject_cast<QLineEdit*>(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_COMPARE(m_panel->model()->rowCount(), 2);
    QCOMPARE(stored().size(), 2);
    // A and Delete in the nugget list never reached the question table around it.
    QCOMPARE(m_page->currentQuestion()->externalId, QStringLiteral("q3"));
    QVERIFY(m_page->currentQuestion()->status == QuestionStatus::Draft);
}

void TestNuggetEditing::deleteUndoRestoresVerdictsAndReviews()
{
    RowId nuggetId = 0;
    {
        auto other = storage::Project::open(m_path);
        QVERIFY(other);
        storage::Project& p = **other;
        Nugget n;
        n.questionId = q3();
        n.text = QStringLiteral("Returns are accepted for 30 days");
        nuggetId = *p.nuggets().insert(n);
        n.text = QStringLiteral("Opened items cost a fee");
        QVERIFY(p.nuggets().insert(n));
        const RowId run = *p.runs().createRun(Run{0, QStringLiteral("r1")});
        NuggetVerdict v;
        v.runId = run;
        v.nuggetId = nuggetId;
        v.questionId = q3();
        v.kind = NuggetVerdictKind::Support;
        v.judgeModel = QStringLiteral("judge-n");
        v.value = NuggetValue::PartialSupport;
        v.nuggetText = n.text;
        QVERIFY(p.nuggetVerdicts().setVerdict(v));
        NuggetReview r;
        r.runId = run;
        r.nuggetId = nuggetId;
        r.annotatorId = *p.annotators().ensure(QStringLiteral("ana"));
        r.value = NuggetValue::Support;
        QVERIFY(p.nuggetVerdicts().setReview(r));
    }
    m_window->session()->notifyChanged(ProjectSession::Change::Questions);
    QCOMPARE(m_panel->model()->rowCount(), 2);
    m_panel->view()->setCurrentIndex(m_panel->model()->index(0, NuggetListModel::TextColumn));
    press(Qt::Key_Delete);
    QCOMPARE(stored(), QStringList{QStringLiteral("Opened items cost a fee|okay|draft")});
    auto counts = [this] {
        auto other = storage::Project::open(m_path);
        const RowId run = (*other)->runs().runByName(QStringLiteral("r1"))->id;
        return std::pair((*other)->nuggetVerdicts().verdicts(run, QString()).size(),
                         (*other)->nuggetVerdicts().reviews(run).size());
    };
    QCOMPARE(counts(), std::pair(qsizetype(0), qsizetype(0))); // they went with it
    QTest::keyClick(m_panel->view(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(storedIds().value(0), nuggetId);
    QCOMPARE(counts(), std::pair(qsizetype(1), qsizetype(1)));
}

void TestNuggetEditing::countColumnAndModel()
{
    QuestionTableModel* questions = m_page->questionModel();
    QAbstractItemModelTester tester(questions, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int q3Row = questions->rowOfId(q3());
    QCOMPARE(questions->index(q3Row, QuestionTableModel::NuggetsColumn).data().toInt(), 0);
    press(Qt::Key_Insert);
    type(QStringLiteral("Returns are accepted for 30 days"));
    QTRY_COMPARE(questions->index(questions->rowOfId(q3()), QuestionTableModel::NuggetsColumn).data().toInt(),
                 1);
    QCOMPARE(questions->headerData(QuestionTableModel::NuggetsColumn, Qt::Horizontal).toString(),
             QStringLiteral("Nuggets"));
}

QTEST_MAIN(TestNuggetEditing)
#include "tst_nugget_editing.moc"
