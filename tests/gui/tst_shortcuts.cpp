#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "shell/ShortcutsDialog.h"
#include "storage/Project.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

using namespace goldset;

// Help -> Keyboard Shortcuts and the main toolbar.
class TestShortcuts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void plainTextDropsAcceleratorMarks();
    void listsMenuAndPageShortcuts();
    void undoIsListedByItsShortName();
    void filterNarrowsTheList();
    void f1OpensTheList();
    void toolbarHasTheCommonCommands();
    void toolbarPlaceSurvivesARestart();

private:
    static ui::ShortcutsDialog* openShortcuts(ui::MainWindow& window);
    // (where, action) -> keys, for the rows the dialog shows.
    static QMap<QPair<QString, QString>, QString> rows(const ui::ShortcutsDialog* dialog);
};

void TestShortcuts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_shortcuts"));
    QSettings().clear();
}

ui::ShortcutsDialog* TestShortcuts::openShortcuts(ui::MainWindow& window)
{
    auto* action = window.findChild<QAction*>(QStringLiteral("shortcutsAction"));
    if (!action)
        return nullptr;
    action->trigger();
    return window.findChild<ui::ShortcutsDialog*>(QStringLiteral("shortcutsDialog"));
}

QMap<QPair<QString, QString>, QString> TestShortcuts::rows(const ui::ShortcutsDialog* dialog)
{
    QMap<QPair<QString, QString>, QString> result;
    const QAbstractItemModel* model = dialog->proxy();
    for (int row = 0; row < model->rowCount(); ++row)
        result.insert({model->index(row, 0).data().toString(), model->index(row, 1).data().toString()},
                      model->index(row, 2).data().toString());
    return result;
}

void TestShortcuts::plainTextDropsAcceleratorMarks()
{
    QCOMPARE(ui::ShortcutsDialog::plainText(QStringLiteral("Save a &Copy As...")),
             QStringLiteral("Save a Copy As..."));
    QCOMPARE(ui::ShortcutsDialog::plainText(QStringLiteral("Runs && Charts")),
             QStringLiteral("Runs & Charts"));
    QCOMPARE(ui::ShortcutsDialog::plainText(QStringLiteral("Batches && &Agreement")),
             QStringLiteral("Batches & Agreement"));
    QCOMPARE(ui::ShortcutsDialog::plainText(QString::fromUtf8("文件(&F)")), QString::fromUtf8("文件"));
    QAction open(QStringLiteral("&Open Project..."));
    QCOMPARE(ui::ShortcutsDialog::actionName(&open), QStringLiteral("Open Project"));
    QAction batches(QStringLiteral("Batches && Agreement"));
    QCOMPARE(ui::ShortcutsDialog::actionName(&batches), QStringLiteral("Batches & Agreement"));
    QAction chinese(QString::fromUtf8("打开项目(&O)..."));
    QCOMPARE(ui::ShortcutsDialog::actionName(&chinese), QString::fromUtf8("打开项目"));
}

void TestShortcuts::listsMenuAndPageShortcuts()
{
    ui::MainWindow window;
    ui::ShortcutsDialog* dialog = openShortcuts(window);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    const auto shown = rows(dialog);
    // The menu bar's actions under their menu...
    // Undo is Ctrl+Z everywhere; some platforms add a second key (Alt+Backspace).
    QVERIFY(shown.value({QStringLiteral("Edit"), QStringLiteral("Undo")})
                .split(QStringLiteral("; "))
                .contains(QStringLiteral("Ctrl+Z")));
    QCOMPARE(shown.value({QStringLiteral("File"), QStringLiteral("Open Project")}), QStringLiteral("Ctrl+O"));
    QCOMPARE(shown.value({QStringLiteral("View"), QStringLiteral("Review")}), QStringLiteral("Alt+3"));
    QCOMPARE(shown.value({QStringLiteral("View"), QStringLiteral("Batches & Agreement")}),
             QStringLiteral("Alt+4"));
    // ...every page's under the page, whichever page is current (the Page menu is not listed twice).
    QCOMPARE(shown.value({QStringLiteral("Review"), QStringLiteral("Mark Supported")}), QStringLiteral("S"));
    // Claims the judge cut badly are edited with keys of their own.
    QCOMPARE(shown.value({QStringLiteral("Review"), QStringLiteral("Edit Claim")}), QStringLiteral("F2"));
    QCOMPARE(shown.value({QStringLiteral("Review"), QStringLiteral("Split Claim")}),
             QStringLiteral("Shift+F2"));
    QCOMPARE(shown.value({QStringLiteral("Review"), QStringLiteral("Merge with the Next Claim")}),
             QStringLiteral("M"));
    QCOMPARE(shown.value({QStringLiteral("Review"), QStringLiteral("Add Claim")}), QStringLiteral("Ins"));
    QCOMPARE(shown.value({QStringLiteral("Review"), QStringLiteral("Delete Claim")}), QStringLiteral("Del"));
    QCOMPARE(shown.value({QStringLiteral("Review"), QStringLiteral("Clear My Verdict")}),
             QStringLiteral("Backspace"));
    QCOMPARE(shown.value({QStringLiteral("Labelling"), QStringLiteral("Clear Grade")}),
             QStringLiteral("Backspace; Del"));
    QCOMPARE(shown.value({QStringLiteral("Runs & Charts"), QStringLiteral("Export Chart")}),
             QStringLiteral("Ctrl+Shift+C"));
    QCOMPARE(shown.value({QStringLiteral("Dataset"), QStringLiteral("Accept")}), QStringLiteral("A"));
    QCOMPARE(shown.value({QStringLiteral("Help"), QStringLiteral("Keyboard Shortcuts")}),
             QStringLiteral("F1"));
    // Actions without a key (About, New Batch...) are not listed.
    QVERIFY(!shown.contains({QStringLiteral("Help"), QStringLiteral("About Goldset")}));
    QVERIFY(!shown.contains({QStringLiteral("Batches & Agreement"), QStringLiteral("New Batch")}));
}

void TestShortcuts::undoIsListedByItsShortName()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.goldset"));
    QVERIFY(storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing));
    ui::MainWindow window;
    QVERIFY(window.openProject(path));
    window.session()->undoStack()->push(new QUndoCommand(QStringLiteral("Accept q1")));
    // The Edit menu names the command; the list and the toolbar say what the key does.
    QAction* undo = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text() == QStringLiteral("&Undo Accept q1"))
            undo = action;
    QVERIFY(undo);
    ui::ShortcutsDialog* dialog = openShortcuts(window);
    QVERIFY(dialog);
    const auto shown = rows(dialog);
    QVERIFY(shown.contains({QStringLiteral("Edit"), QStringLiteral("Undo")}));
    QVERIFY(!shown.contains({QStringLiteral("Edit"), QStringLiteral("Undo Accept q1")}));
}

void TestShortcuts::filterNarrowsTheList()
{
    ui::MainWindow window;
    ui::ShortcutsDialog* dialog = openShortcuts(window);
    QVERIFY(dialog);
    const int all = dialog->visibleRows();
    QVERIFY(all > 30);
    // Three Review actions say "Mark": supported, unsupported, contradicted (case ignored).
    dialog->setFilterText(QStringLiteral("mark"));
    QCOMPARE(dialog->visibleRows(), 3);
    for (const auto& [where, action] : rows(dialog).keys())
        QCOMPARE(where, QStringLiteral("Review"));
    // Keys are searchable too: Ctrl+Shift+C and Ctrl+Shift+R on Runs, Ctrl+Shift+Z (redo)
    // where the platform binds it.
    dialog->setFilterText(QStringLiteral("ctrl+shift+"));
    const auto shifted = rows(dialog);
    QVERIFY(shifted.contains({QStringLiteral("Runs & Charts"), QStringLiteral("Export Chart")}));
    QVERIFY(shifted.contains({QStringLiteral("Runs & Charts"), QStringLiteral("Export Report")}));
    for (const QString& keys : shifted.values())
        QVERIFY2(keys.contains(QStringLiteral("Ctrl+Shift+"), Qt::CaseInsensitive), qPrintable(keys));
    dialog->setFilterText(QStringLiteral("no such action"));
    QCOMPARE(dialog->visibleRows(), 0);
    dialog->setFilterText(QString());
    QCOMPARE(dialog->visibleRows(), all);
}

void TestShortcuts::f1OpensTheList()
{
    ui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(!window.findChild<ui::ShortcutsDialog*>());
    QTest::keyClick(&window, Qt::Key_F1);
    auto* dialog = window.findChild<ui::ShortcutsDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    // Asking again brings the same window forward instead of stacking a second one.
    window.findChild<QAction*>(QStringLiteral("shortcutsAction"))->trigger();
    QCOMPARE(window.findChildren<ui::ShortcutsDialog*>().size(), 1);
}

void TestShortcuts::toolbarHasTheCommonCommands()
{
    ui::MainWindow window;
    auto* toolbar = window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    QVERIFY(toolbar);
    QVERIFY(toolbar->isMovable());
    QStringList texts;
    for (QAction* action : toolbar->actions())
        if (!action->isSeparator())
            texts << ui::ShortcutsDialog::actionName(action);
    QCOMPARE(texts, (QStringList{QStringLiteral("New Project"), QStringLiteral("Open Project"),
                                 QStringLiteral("Import"), QStringLiteral("Undo"), QStringLiteral("Redo"),
                                 QStringLiteral("Preferences")}));
}

void TestShortcuts::toolbarPlaceSurvivesARestart()
{
    {
        ui::MainWindow window;
        auto* toolbar = window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        QVERIFY(toolbar);
        QCOMPARE(window.toolBarArea(toolbar), Qt::TopToolBarArea);
        window.addToolBar(Qt::LeftToolBarArea, toolbar); // what dragging it to the left edge does
        window.close();
    }
    {
        ui::MainWindow again;
        again.show();
        auto* toolbar = again.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        QCOMPARE(again.toolBarArea(toolbar), Qt::LeftToolBarArea);
        QVERIFY(!toolbar->isHidden());
        toolbar->toggleViewAction()->trigger(); // View -> Main Toolbar off
        QVERIFY(toolbar->isHidden());
        again.close();
    }
    ui::MainWindow third;
    third.show();
    auto* toolbar = third.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    QVERIFY(toolbar->isHidden());
    QCOMPARE(third.toolBarArea(toolbar), Qt::LeftToolBarArea);
}

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
