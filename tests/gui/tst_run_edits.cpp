// Renaming and deleting runs on the Runs page by keyboard (F2, Delete), each undone with the
// project's undo stack: a deleted run comes back with every one of its rows as it was, compared
// table by table with SQL written here, not through the code under test.
#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "runs/RunEdits.h"
#include "runs/RunListModel.h"
#include "runs/RunsPage.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace goldset;

namespace {

// Every row of a run as text, table by table in row order: the run, its retrievals, answers,
// claims, the claims' reviews, its scores and its settings.
QStringList runRows(storage::Project& project, RowId runId)
{
    const QStringList selects{
        QStringLiteral("SELECT * FROM run WHERE id = ?"),
        QStringLiteral("SELECT * FROM retrieval WHERE run_id = ? ORDER BY id"),
        QStringLiteral("SELECT * FROM answer WHERE run_id = ? ORDER BY id"),
        QStringLiteral("SELECT * FROM claim WHERE run_id = ? ORDER BY id"),
        QStringLiteral("SELECT * FROM claim_review WHERE claim_id IN (SELECT id FROM claim WHERE run_id = ?) "
                       "ORDER BY id"),
        QStringLiteral("SELECT * FROM question_score WHERE run_id = ? ORDER BY id"),
        QStringLiteral("SELECT * FROM setting WHERE key LIKE 'run.' || ? || '.%' ORDER BY key")};
    QStringList rows;
    for (const QString& select : selects) {
        QSqlQuery q(project.connection());
        q.prepare(select);
        q.addBindValue(runId);
        if (!q.exec())
            return {QStringLiteral("failed: ") + select};
        while (q.next()) {
            QStringList values;
            for (int c = 0; c < q.record().count(); ++c)
                values << q.value(c).toString();
            rows << values.join(QLatin1Char('|'));
        }
    }
    return rows;
}

int rowOf(const ui::RunListModel* model, const QString& name)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->runAt(row)->name == name)
            return row;
    }
    return -1;
}

} // namespace

class TestRunEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tooltipSaysWhatTheRunWas();
    void renameByKeyboardAndUndo();
    void renameRefusesATakenName();
    void deleteByKeyboardAndUndoRestoresEveryRow();

private:
    void selectRun(const QString& name);

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<ui::MainWindow> m_window;
    ui::RunsPage* m_page = nullptr;
};

void TestRunEdits::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    m_path = m_dir.filePath(QStringLiteral("demo.goldset"));
    QVERIFY(demo::writeDemoProject(m_path).ok());
    {
        // What the tooltip shows of a run: its system version and parameters.
        auto project = storage::Project::open(m_path);
        QVERIFY(project.ok());
        QSqlQuery q((*project)->connection());
        QVERIFY(q.exec(QStringLiteral("UPDATE run SET system_version = 'v2.1', parameters = '{\"k\": 10}' "
                                      "WHERE name = 'hybrid-v2'")));
    }
    m_window = std::make_unique<ui::MainWindow>();
    QVERIFY(m_window->openProject(m_path));
    m_page = qobject_cast<ui::RunsPage*>(m_window->page(QStringLiteral("runsPage")));
    QVERIFY(m_page);
    m_window->show();
    m_window->showPage(m_page);
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTRY_COMPARE_WITH_TIMEOUT(m_page->runModel()->rowCount(), 3, 60000);
}

void TestRunEdits::selectRun(const QString& name)
{
    QTableView* view = m_page->runView();
    const int row = rowOf(m_page->runModel(), name);
    QVERIFY2(row >= 0, qPrintable(name));
    view->setFocus();
    view->setCurrentIndex(m_page->runModel()->index(row, ui::RunListModel::NameColumn));
    QTRY_VERIFY(view->hasFocus());
}

void TestRunEdits::tooltipSaysWhatTheRunWas()
{
    storage::Project& project = m_window->session()->project();
    const Run run = *project.runs().runByName(QStringLiteral("hybrid-v2"));
    const QString tip = m_page->runModel()
                            ->data(m_page->runModel()->index(rowOf(m_page->runModel(), run.name),
                                                             ui::RunListModel::NameColumn),
                                   Qt::ToolTipRole)
                            .toString();
    QVERIFY2(tip.startsWith(run.name + QLatin1Char('\n')), qPrintable(tip));
    QVERIFY2(tip.contains(QLocale().toString(run.createdAt.toLocalTime(), QLocale::LongFormat)),
             qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("\nSystem version: v2.1")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("\nParameters: {\"k\": 10}")), qPrintable(tip));
    // An empty object of parameters says nothing.
    const QString other =
        m_page->runModel()
            ->data(m_page->runModel()->index(rowOf(m_page->runModel(), QStringLiteral("bm25-baseline")),
                                             ui::RunListModel::NameColumn),
                   Qt::ToolTipRole)
            .toString();
    QVERIFY2(!other.contains(QStringLiteral("Parameters:")), qPrintable(other));
    // Both edits are in the list's context menu.
    const QList<QAction*> actions = m_page->runView()->actions();
    QVERIFY(actions.contains(m_page->runEdits()->renameAction()));
    QVERIFY(actions.contains(m_page->runEdits()->deleteAction()));
    QCOMPARE(m_page->runView()->contextMenuPolicy(), Qt::ActionsContextMenu);
}

void TestRunEdits::renameByKeyboardAndUndo()
{
    storage::Project& project = m_window->session()->project();
    const RowId id = project.runs().runByName(QStringLiteral("bm25-baseline"))->id;
    selectRun(QStringLiteral("bm25-baseline"));
    QTest::keyClick(m_page->runView(), Qt::Key_F2);
    auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY(editor);
    QCOMPARE(editor->text(), QStringLiteral("bm25-baseline"));
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("bm25-renamed"));
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits an editor's data queued, after the key.
    QTRY_COMPARE(project.runs().runById(id)->name, QStringLiteral("bm25-renamed"));
    QVERIFY(!project.runs().runByName(QStringLiteral("bm25-baseline")));
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(m_page->runModel(), QStringLiteral("bm25-renamed")) >= 0, 30000);

    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(project.runs().runById(id)->name, QStringLiteral("bm25-baseline"));
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(m_page->runModel(), QStringLiteral("bm25-baseline")) >= 0, 30000);
}

void TestRunEdits::renameRefusesATakenName()
{
    storage::Project& project = m_window->session()->project();
    const int before = m_window->session()->undoStack()->count();
    QVERIFY(!m_page->runEdits()->rename(rowOf(m_page->runModel(), QStringLiteral("bm25-baseline")),
                                        QStringLiteral("hybrid-v2")));
    QVERIFY(!m_page->runEdits()->rename(rowOf(m_page->runModel(), QStringLiteral("bm25-baseline")),
                                        QStringLiteral("  ")));
    QCOMPARE(m_window->session()->undoStack()->count(), before);
    QVERIFY(project.runs().runByName(QStringLiteral("bm25-baseline")));
}

void TestRunEdits::deleteByKeyboardAndUndoRestoresEveryRow()
{
    storage::Project& project = m_window->session()->project();
    const RowId id = project.runs().runByName(QStringLiteral("hybrid-v2"))->id;
    // The demo run has retrievals, answers, claims and verdicts; a review and a picked judge
    // make sure those come back too.
    {
        QSqlQuery q(project.connection());
        QVERIFY(q.exec(
            QStringLiteral("INSERT INTO setting (key, value) VALUES ('run.%1.primary_judge', 'm')").arg(id)));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO annotator (name) VALUES ('reviewer')")));
        QVERIFY(q.exec(
            QStringLiteral(
                "INSERT INTO claim_review (claim_id, annotator_id, verdict, note, created_at, updated_at) "
                "SELECT id, (SELECT id FROM annotator WHERE name = 'reviewer'), 'contradicted', 'no', "
                "'2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z' FROM claim WHERE run_id = %1 LIMIT 3")
                .arg(id)));
        QCOMPARE(q.numRowsAffected(), 3);
    }
    const QStringList before = runRows(project, id);
    QVERIFY2(before.size() > 100, qPrintable(QString::number(before.size())));

    selectRun(QStringLiteral("hybrid-v2"));
    QTest::keyClick(m_page->runView(), Qt::Key_Delete);
    QVERIFY(!project.runs().runById(id));
    QCOMPARE(runRows(project, id), QStringList());
    QTRY_COMPARE_WITH_TIMEOUT(m_page->runModel()->rowCount(), 2, 30000);

    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(runRows(project, id), before);
    QTRY_COMPARE_WITH_TIMEOUT(m_page->runModel()->rowCount(), 3, 30000);

    // Redo deletes it again; undo once more brings the same rows.
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!project.runs().runById(id));
    m_window->session()->undoStack()->undo();
    QCOMPARE(runRows(project, id), before);
}

QTEST_MAIN(TestRunEdits)
#include "tst_run_edits.moc"
