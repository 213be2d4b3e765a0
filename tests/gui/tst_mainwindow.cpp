#include "TestSupport.h"
#include "commands/SetQuestionStatusCommand.h"
#include "shell/MainWindow.h"
#include "shell/Page.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace goldset;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void hostsOnePagePerJob();
    void opensAndClosesProjects();
    void refusesNonProjectWithoutChangingIt();
    void readOnlyProjectShowsBannerAndRefusesEdits();
    void remembersRecentFilesAndLayout();
    void fileMenuHasTheStandardActions();

private:
    QString makeProject(const QTemporaryDir& dir, const QString& name);
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QSettings().clear();
}

QString TestMainWindow::makeProject(const QTemporaryDir& dir, const QString& name)
{
    const QString path = dir.filePath(name);
    auto project = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!project)
        return {};
    Question q;
    q.externalId = QStringLiteral("q1");
    q.text = QStringLiteral("How long is the frame warranty?");
    (*project)->questions().upsert(q);
    return path;
}

void TestMainWindow::hostsOnePagePerJob()
{
    ui::MainWindow window;
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("pageTabs"));
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 6);
    const QStringList expected = {QStringLiteral("datasetPage"), QStringLiteral("labellingPage"),
                                  QStringLiteral("reviewPage"), QStringLiteral("batchesPage"),
                                  QStringLiteral("runsPage"), QStringLiteral("monitoringPage")};
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(tabs->widget(i)->objectName(), expected[i]);
    QCOMPARE(tabs->tabText(0), QStringLiteral("Dataset"));
    QCOMPARE(tabs->tabText(3), QStringLiteral("Batches && Agreement"));
    QCOMPARE(tabs->tabText(5), QStringLiteral("Monitoring"));
}

void TestMainWindow::opensAndClosesProjects()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, QStringLiteral("handbook.goldset"));
    QVERIFY(!path.isEmpty());
    ui::MainWindow window;
    QCOMPARE(window.windowTitle(), QStringLiteral("Goldset"));
    QVERIFY(window.openProject(path));
    QVERIFY(window.session());
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("handbook.goldset")));
    QCOMPARE(window.session()->project().stats().questions, 1);
    window.closeProject();
    QVERIFY(!window.session());
    QCOMPARE(window.windowTitle(), QStringLiteral("Goldset"));
}

void TestMainWindow::refusesNonProjectWithoutChangingIt()
{
    QTemporaryDir dir;
    const QString good = makeProject(dir, QStringLiteral("good.goldset"));
    const QString bad = dir.filePath(QStringLiteral("notes.goldset"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("just some notes\n");
    file.close();

    ui::MainWindow window;
    QVERIFY(window.openProject(good));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("not a Goldset project")));
    QVERIFY(!window.openProject(bad));
    // The open project stays open and the file is untouched.
    QVERIFY(window.session());
    QCOMPARE(window.session()->path(), good);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("just some notes\n"));
}

void TestMainWindow::readOnlyProjectShowsBannerAndRefusesEdits()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("frozen"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = makeProject(dir, QStringLiteral("frozen/ro.goldset"));
    QVERIFY(!path.isEmpty());
    // Root writes any file whose mode says no, but not an immutable one.
    const auto freeze = [&](bool frozen) {
        if (::geteuid() != 0)
            return QFile::setPermissions(path, frozen ? QFileDevice::ReadOwner
                                                      : QFileDevice::ReadOwner | QFileDevice::WriteOwner) &&
                   QFile::setPermissions(folder, frozen ? QFileDevice::ReadOwner | QFileDevice::ExeOwner
                                                        : QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                              QFileDevice::ExeOwner);
        return QProcess::execute(QStringLiteral("chattr"),
                                 {frozen ? QStringLiteral("+i") : QStringLiteral("-i"), path, folder}) == 0;
    };
    QVERIFY(freeze(true));
    {
        ui::MainWindow window;
        window.show();
        QVERIFY(window.openProject(path));
        QVERIFY(window.session()->isReadOnly());
        auto* banner = window.findChild<QLabel*>(QStringLiteral("readOnlyBanner"));
        QVERIFY(banner);
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(QLatin1String("Read-only")));
        // Every page reads the project; an edit is refused and the user is told why.
        QCOMPARE(window.session()->project().questions().count(), 1);
        const auto question = window.session()->project().questions().byExternalId(QStringLiteral("q1"));
        QVERIFY(question);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("read-only")));
        window.session()->undoStack()->push(
            new ui::SetQuestionStatusCommand(window.session(), *question, QuestionStatus::Rejected));
        QVERIFY(window.statusBar()->currentMessage().contains(QLatin1String("read-only")));
        QCOMPARE(window.session()->undoStack()->count(), 0);
        QVERIFY(window.session()->project().questions().byExternalId(QStringLiteral("q1"))->status ==
                question->status);
    }
    QVERIFY(freeze(false));
    ui::MainWindow window;
    QVERIFY(window.openProject(path));
    QVERIFY(!window.session()->isReadOnly());
    QVERIFY(!window.findChild<QLabel*>(QStringLiteral("readOnlyBanner"))->isVisible());
}

void TestMainWindow::remembersRecentFilesAndLayout()
{
    QTemporaryDir dir;
    const QString a = makeProject(dir, QStringLiteral("a.goldset"));
    const QString b = makeProject(dir, QStringLiteral("b.goldset"));
    {
        ui::MainWindow window;
        QVERIFY(window.openProject(a));
        QVERIFY(window.openProject(b));
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The user hides the labelling guidelines dock and narrows the review list.
        auto* guidelines = window.findChild<QDockWidget*>(QStringLiteral("guidelinesDock"));
        QVERIFY(guidelines);
        window.showPage(window.page(QStringLiteral("labellingPage")));
        QVERIFY(guidelines->isVisible());
        guidelines->toggleViewAction()->trigger();
        QVERIFY(!guidelines->isVisible());
        window.showPage(window.page(QStringLiteral("reviewPage")));
        auto* split = window.findChild<QSplitter*>(QStringLiteral("reviewSplitter"));
        QVERIFY(split);
        QCOMPARE(split->count(), 2);
        const int total = split->sizes().at(0) + split->sizes().at(1);
        split->setSizes({150, total - 150});
        QCOMPARE(split->sizes().at(0), 150);
        window.close();
    }
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    QVERIFY(recent.size() >= 2);
    QCOMPARE(recent.at(0), QFileInfo(b).absoluteFilePath());
    QCOMPARE(recent.at(1), QFileInfo(a).absoluteFilePath());

    ui::MainWindow again;
    auto* tabs = again.findChild<QTabWidget*>(QStringLiteral("pageTabs"));
    QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("reviewPage"));
    QCOMPARE(again.size(), QSize(1100, 700));
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.findChild<QSplitter*>(QStringLiteral("reviewSplitter"))->sizes().at(0), 150);
    again.showPage(again.page(QStringLiteral("labellingPage")));
    QVERIFY(!again.findChild<QDockWidget*>(QStringLiteral("guidelinesDock"))->isVisible());
    QVERIFY(again.findChild<QDockWidget*>(QStringLiteral("queueDock"))->isVisible());
}

void TestMainWindow::fileMenuHasTheStandardActions()
{
    ui::MainWindow window;
    QStringList shortcuts;
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction* action : menu->menu()->actions())
                for (const QKeySequence& shortcut : action->shortcuts())
                    shortcuts << shortcut.toString();
    for (const QKeySequence::StandardKey key :
         {QKeySequence::New, QKeySequence::Open, QKeySequence::Undo, QKeySequence::Redo}) {
        const QList<QKeySequence> bindings = QKeySequence::keyBindings(key);
        QVERIFY(!bindings.isEmpty());
        QVERIFY2(shortcuts.contains(bindings.first().toString()), qPrintable(bindings.first().toString()));
    }
    QVERIFY(shortcuts.contains(QStringLiteral("Ctrl+Q")) ||
            !QKeySequence::keyBindings(QKeySequence::Quit).isEmpty());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
