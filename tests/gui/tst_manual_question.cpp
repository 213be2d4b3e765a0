// A question written by hand on the Dataset page: Insert opens the editor, typing and
// Ctrl+Return saves a draft of origin manual (read back from the file through a second
// connection), undo removes it and redo brings it back under the same row id.
#include "DatasetFixture.h"
#include "TestSupport.h"
#include "dataset/DatasetPage.h"
#include "dataset/DatasetState.h"
#include "dataset/QuestionEditDialog.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"

#include <QApplication>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace goldset;
using namespace goldset::ui;

class TestManualQuestion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void insertWritesADraftByHand();

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
    DatasetPage* m_page = nullptr;
};

void TestManualQuestion::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_manual_question"));
    QSettings().clear();
    m_path = m_dir.filePath(QStringLiteral("dataset.goldset"));
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
    m_page->questionView()->setFocus();
    QVERIFY(m_page->questionView()->hasFocus());
}

void TestManualQuestion::insertWritesADraftByHand()
{
    QCOMPARE(m_page->questionView()->model()->rowCount(), 9);
    QTest::keyClick(m_page->questionView(), Qt::Key_Insert);
    auto* dialog = m_page->findChild<QuestionEditDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->windowTitle().contains(QStringLiteral("manual-1")));
    QTRY_VERIFY(dialog->isActiveWindow());
    // The question field has the focus; Tab goes on to the ground truth.
    auto* text = dialog->findChild<QPlainTextEdit*>(QStringLiteral("questionTextEdit"));
    QVERIFY(text);
    text->setFocus();
    QTest::keyClicks(text, QStringLiteral("Can I return a bike bought on sale?"));
    QTest::keyClick(text, Qt::Key_Tab);
    auto* truth = dialog->findChild<QPlainTextEdit*>(QStringLiteral("groundTruthEdit"));
    QTRY_VERIFY(truth->hasFocus());
    QTest::keyClicks(truth, QStringLiteral("Yes, within 30 days."));
    QTest::keyClick(truth, Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY(!m_page->findChild<QuestionEditDialog*>());

    QTRY_COMPARE(m_page->questionView()->model()->rowCount(), 10);
    RowId id = 0;
    {
        // A second connection: what is in the file.
        auto other = storage::Project::open(m_path);
        QVERIFY(other.ok());
        const auto stored = (*other)->questions().byExternalId(QStringLiteral("manual-1"));
        QVERIFY(stored);
        QCOMPARE(stored->text, QStringLiteral("Can I return a bike bought on sale?"));
        QCOMPARE(stored->groundTruth, QStringLiteral("Yes, within 30 days."));
        QVERIFY(stored->origin == QuestionOrigin::Manual);
        QVERIFY(stored->status == QuestionStatus::Draft);
        id = stored->id;
    }
    QTRY_VERIFY(!m_page->state()->isReading());
    QVERIFY(m_page->currentQuestion());
    QCOMPARE(m_page->currentQuestion()->externalId, QStringLiteral("manual-1"));

    // The dialog had the focus: the window is active again before its Ctrl+Z.
    m_window->activateWindow();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_page->questionView()->setFocus();
    QTest::keyClick(m_page->questionView(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!m_window->session()->project().questions().byExternalId(QStringLiteral("manual-1")));
    QTRY_COMPARE(m_page->questionView()->model()->rowCount(), 9);
    m_window->session()->undoStack()->redo();
    const auto back = m_window->session()->project().questions().byExternalId(QStringLiteral("manual-1"));
    QVERIFY(back);
    QCOMPARE(back->id, id);
    QVERIFY(back->origin == QuestionOrigin::Manual);

    // The next one takes the next free id.
    m_page->questionView()->setFocus();
    QTest::keyClick(m_page->questionView(), Qt::Key_Insert);
    dialog = m_page->findChild<QuestionEditDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->windowTitle().contains(QStringLiteral("manual-2")));
    dialog->reject();
    QTRY_VERIFY(!m_page->findChild<QuestionEditDialog*>());
    QVERIFY(!m_window->session()->project().questions().byExternalId(QStringLiteral("manual-2")));
}

QTEST_MAIN(TestManualQuestion)
#include "tst_manual_question.moc"
