// Nothing in the app but SQLite may open a project, its -wal or -shm file: closing another
// descriptor of one drops every POSIX lock the process holds on it, and another process then
// resets the shared memory and deletes the log under the app (issue: a file dialog opened in
// the project's folder did exactly that). Each dialog is opened in the project's folder, the
// locks are probed from another process while it lists the folder, and a CLI import then
// works on the same file while the app goes on writing.
#include "LockProbe.h"
#include "TestSupport.h"
#include "commands/SetQuestionStatusCommand.h"
#include "common/FileDialogs.h"
#include "core/ProjectFileRegistry.h"
#include "io/FormatDetection.h"
#include "io/Import.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/Transaction.h"

#include <QAction>
#include <QApplication>
#include <QDirIterator>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QProcess>
#include <QSettings>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <functional>
#include <unistd.h>

using namespace goldset;

class TestProjectLocks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void menuDialogsKeepTheLocks_data();
    void menuDialogsKeepTheLocks();
    void everyDialogKindKeepsTheLocks_data();
    void everyDialogKindKeepsTheLocks();
    void appEditsSurviveAConcurrentCliImport();
    void readersRefuseTheOpenProjectsFiles();
    void anEditWaitsForAnotherProcessAndSaysSo();
    void anEditDoesNotWaitForThisProcess();
    void onlyFileDialogsOpensDialogs();

private:
    // Runs `open` (which shows a modal file dialog), waits until the dialog has listed the
    // project's folder and fetched what it shows, probes the locks, then cancels the dialog.
    test::ProjectLocks locksWhileDialogIsOpen(const std::function<void()>& open);
    void setStatus(const QString& externalId, QuestionStatus status);

    QTemporaryDir m_dir;
    QTemporaryDir m_template;
    QString m_path;
    std::unique_ptr<ui::MainWindow> m_window;
};

void TestProjectLocks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_project_locks"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    // One demo for every test, copied (closed, so a byte copy is whole) before each.
    QVERIFY(m_template.isValid());
    const test::CliResult demo = test::runCli({QStringLiteral("demo"), QStringLiteral("--out"),
                                               m_template.filePath(QStringLiteral("demo.goldset"))});
    QCOMPARE(demo.exitCode, 0);
}

void TestProjectLocks::init()
{
    m_path = m_dir.filePath(QStringLiteral("demo.goldset"));
    for (const char* suffix : {"", "-wal", "-shm"})
        QFile::remove(m_path + QLatin1String(suffix));
    QVERIFY(QFile::copy(m_template.filePath(QStringLiteral("demo.goldset")), m_path));
    // Files of every kind beside the project, as a user's folder has them.
    for (const QString& name :
         {QStringLiteral("notes.txt"), QStringLiteral("run.jsonl"), QStringLiteral("qrels")}) {
        QFile file(m_dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("q1 0 doc#1 1\n");
    }
    QDir(m_dir.path()).mkpath(QStringLiteral("exports"));
    m_window = std::make_unique<ui::MainWindow>();
    m_window->show();
    QVERIFY(m_window->openProject(m_path));
    setStatus(QStringLiteral("q47"), QuestionStatus::Accepted);
    const test::ProjectLocks before = test::probeProjectLocks(m_path);
    QCOMPARE(before.databaseHolder, ::getpid());
    QCOMPARE(before.shmHolder, ::getpid());
}

void TestProjectLocks::cleanup()
{
    m_window.reset();
}

void TestProjectLocks::setStatus(const QString& externalId, QuestionStatus status)
{
    ui::ProjectSession* session = m_window->session();
    QVERIFY(session);
    const auto question = session->project().questions().byExternalId(externalId);
    QVERIFY(question);
    session->undoStack()->push(new ui::SetQuestionStatusCommand(session, *question, status));
    QVERIFY(session->project().questions().byExternalId(externalId)->status == status);
}

test::ProjectLocks TestProjectLocks::locksWhileDialogIsOpen(const std::function<void()>& open)
{
    test::ProjectLocks seen;
    bool probed = false;
    QTimer poll;
    poll.setInterval(50);
    QElapsedTimer sinceListed;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        auto* model = dialog->findChild<QFileSystemModel*>();
        const QModelIndex folder = model ? model->index(m_dir.path()) : QModelIndex();
        // Listed once the project itself is in the model (folders only: once anything is).
        const bool listed = folder.isValid() && model->rowCount(folder) > 0 &&
                            (dialog->fileMode() == QFileDialog::Directory || model->index(m_path).isValid());
        if (!listed) {
            if (model && folder.isValid() && model->canFetchMore(folder))
                model->fetchMore(folder);
            return;
        }
        // Listed: ask for what the view shows of each file (icons and types are fetched
        // then, on the model's gathering thread), and give the thread time to fetch them.
        if (!sinceListed.isValid()) {
            for (int row = 0; row < model->rowCount(folder); ++row) {
                const QModelIndex index = model->index(row, 0, folder);
                model->data(index, Qt::DecorationRole);
                model->data(model->index(row, 2, folder), Qt::DisplayRole);
            }
            sinceListed.start();
            return;
        }
        if (sinceListed.elapsed() < 1500)
            return;
        seen = test::probeProjectLocks(m_path);
        probed = true;
        poll.stop();
        dialog->reject();
    });
    poll.start();
    open();
    poll.stop();
    if (!probed)
        qWarning("the file dialog did not list %s", qPrintable(m_dir.path()));
    return seen;
}

void TestProjectLocks::menuDialogsKeepTheLocks_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("File > Open Project") << QStringLiteral("&Open Project...");
    QTest::newRow("File > New Project") << QStringLiteral("&New Project...");
    QTest::newRow("File > Save a Copy As") << QStringLiteral("Save a &Copy As...");
}

void TestProjectLocks::menuDialogsKeepTheLocks()
{
    QFETCH(QString, text);
    QAction* action = nullptr;
    for (QAction* candidate : m_window->findChildren<QAction*>())
        if (candidate->text() == text)
            action = candidate;
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    // The menu's action, as a click on it runs it; the dialog runs its own event loop inside.
    const test::ProjectLocks locks = locksWhileDialogIsOpen([&] { action->trigger(); });
    QCOMPARE(locks.databaseHolder, ::getpid());
    QCOMPARE(locks.shmHolder, ::getpid());
    QCOMPARE(m_window->session()->path(), m_path);
}

void TestProjectLocks::everyDialogKindKeepsTheLocks_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("open a file (Import Package, Add Files)") << 0;
    QTest::newRow("open files (Import > Add Files)") << 1;
    QTest::newRow("save a file (Export, Export Chart, Export Report, Export Gold Qrels)") << 2;
    QTest::newRow("choose a folder (Import > Add Folder)") << 3;
}

void TestProjectLocks::everyDialogKindKeepsTheLocks()
{
    QFETCH(int, kind);
    const test::ProjectLocks locks = locksWhileDialogIsOpen([&] {
        const QString caption = QStringLiteral("kind %1").arg(kind);
        switch (kind) {
        case 0:
            ui::filedialogs::openFileName(m_window.get(), caption);
            break;
        case 1:
            ui::filedialogs::openFileNames(m_window.get(), caption);
            break;
        case 2:
            ui::filedialogs::saveFileName(m_window.get(), caption, QStringLiteral("export.jsonl"));
            break;
        default:
            ui::filedialogs::existingFolder(m_window.get(), caption);
            break;
        }
    });
    QCOMPARE(locks.databaseHolder, ::getpid());
    QCOMPARE(locks.shmHolder, ::getpid());
}

void TestProjectLocks::appEditsSurviveAConcurrentCliImport()
{
    // The dialogs first, then another process writes the same file while the app is open.
    locksWhileDialogIsOpen([&] { ui::filedialogs::openFileName(m_window.get(), QStringLiteral("open")); });
    locksWhileDialogIsOpen([&] { ui::filedialogs::saveFileName(m_window.get(), QStringLiteral("save")); });
    const test::CliResult imported = test::runCli(
        {QStringLiteral("import"), QStringLiteral("--project"), m_path, QStringLiteral("--format"),
         QStringLiteral("simple"), test::samplePath(QStringLiteral("simple/eval.jsonl"))});
    QCOMPARE(imported.exitCode, 0);
    // The app writes again after the other process has gone (it checkpointed and closed).
    setStatus(QStringLiteral("q48"), QuestionStatus::Rejected);
    m_window.reset();

    auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
    QVERIFY2(project, qPrintable(project ? QString() : project.error().toString()));
    QSqlQuery check((*project)->connection());
    QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
    QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
    QVERIFY((*project)->questions().byExternalId(QStringLiteral("q47"))->status == QuestionStatus::Accepted);
    QVERIFY((*project)->questions().byExternalId(QStringLiteral("q48"))->status == QuestionStatus::Rejected);
    // The CLI's questions are there too (the sample's first id).
    QVERIFY(check.exec(QStringLiteral("SELECT count(*) FROM question")) && check.next());
    QVERIFY(check.value(0).toInt() > 58);
}

void TestProjectLocks::readersRefuseTheOpenProjectsFiles()
{
    // Dropped on the window or added to the import wizard, the open project and its log are
    // refused before any descriptor of them is opened.
    QVERIFY(core::ProjectFileRegistry::contains(m_path));
    QVERIFY(core::ProjectFileRegistry::contains(m_path + QStringLiteral("-wal")));
    QVERIFY(core::ProjectFileRegistry::contains(m_path + QStringLiteral("-shm")));
    QVERIFY(core::ProjectFileRegistry::contains(m_dir.filePath(QStringLiteral("./demo.goldset"))));
    QVERIFY(!core::ProjectFileRegistry::contains(m_dir.filePath(QStringLiteral("notes.txt"))));
    const QString link = m_dir.filePath(QStringLiteral("link.goldset"));
    QVERIFY(QFile::link(m_path, link));
    QVERIFY(core::ProjectFileRegistry::contains(link));
    const QString hardLink = m_dir.filePath(QStringLiteral("hard.goldset"));
    QCOMPARE(::link(QFile::encodeName(m_path).constData(), QFile::encodeName(hardLink).constData()), 0);
    QVERIFY(core::ProjectFileRegistry::contains(hardLink));

    for (const QString& format :
         {QStringLiteral("simple"), QStringLiteral("trec-qrels"), QStringLiteral("corpus")}) {
        io::ImportOptions options;
        options.format = format;
        options.paths = {m_path + QStringLiteral("-wal")};
        const auto report = io::importFiles(m_window->session()->project(), options);
        QVERIFY(!report);
        QVERIFY2(report.error().message.contains(QLatin1String("Goldset has open")),
                 qPrintable(report.error().toString()));
    }
    io::guessFormat({m_path + QStringLiteral("-shm")});
    io::guessFormat({link});
    // Opened as a project (File > Open, Import Package, --project), the -shm is refused before
    // SQLite opens it as a database and closes it again.
    for (const char* suffix : {"-shm", "-wal"}) {
        const auto opened = storage::Project::open(m_path + QLatin1String(suffix));
        QVERIFY(!opened);
        QVERIFY2(opened.error().message.contains(QLatin1String("Goldset has open")),
                 qPrintable(opened.error().toString()));
    }
    const test::ProjectLocks locks = test::probeProjectLocks(m_path);
    QCOMPARE(locks.databaseHolder, ::getpid());
    QCOMPARE(locks.shmHolder, ::getpid());
    m_window->closeProject();
    QVERIFY(!core::ProjectFileRegistry::contains(m_path));
}

void TestProjectLocks::anEditWaitsForAnotherProcessAndSaysSo()
{
    // Another process holds the write lock for longer than the busy timeout the app had (10 s):
    // the edit waits, the status bar says so, and the edit is saved when the lock frees.
    QProcess holder;
    holder.start(QStringLiteral(GOLDSET_LOCK_HOLDER), {m_path, QStringLiteral("11000")});
    QVERIFY(holder.waitForStarted(10000) && holder.waitForReadyRead(10000));
    QCOMPARE(holder.readLine().trimmed(), QByteArray("locked"));
    QStringList messages;
    connect(m_window->statusBar(), &QStatusBar::messageChanged, this,
            [&messages](const QString& message) { messages << message; });
    QElapsedTimer clock;
    clock.start();
    setStatus(QStringLiteral("q49"), QuestionStatus::Rejected);
    QVERIFY(clock.elapsed() > 9500);
    QVERIFY(holder.waitForFinished(10000));
    QCOMPARE(holder.exitCode(), 0);
    QVERIFY2(
        messages.contains(QStringLiteral("Waiting for another Goldset process writing to demo.goldset...")),
        qPrintable(messages.join(QLatin1Char('|'))));
    QVERIFY(!messages.filter(QStringLiteral("Not saved")).size());
    m_window.reset();
    auto project = storage::Project::open(m_path);
    QVERIFY(project);
    QVERIFY((*project)->questions().byExternalId(QStringLiteral("q49"))->status == QuestionStatus::Rejected);
}

void TestProjectLocks::anEditDoesNotWaitForThisProcess()
{
    // A background task of this window (an import) holds the write lock: an edit on the GUI
    // thread does not freeze the window until it ends; it is refused at once, and says why.
    std::atomic<bool> holding{false};
    std::atomic<bool> release{false};
    QThread* importer = QThread::create([&] {
        auto project = storage::Project::open(m_path);
        if (!project)
            return;
        storage::Transaction transaction((*project)->connection());
        if (!transaction.begin())
            return;
        holding = true;
        while (!release)
            QThread::msleep(10);
        transaction.commit();
    });
    importer->start();
    QTRY_VERIFY(holding.load());
    QElapsedTimer clock;
    clock.start();
    ui::ProjectSession* session = m_window->session();
    const auto question = session->project().questions().byExternalId(QStringLiteral("q50"));
    QVERIFY(question);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("this window is writing")));
    session->undoStack()->push(
        new ui::SetQuestionStatusCommand(session, *question, QuestionStatus::Rejected));
    QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("this window is writing")),
             qPrintable(m_window->statusBar()->currentMessage()));
    release = true;
    importer->wait();
    delete importer;
    // Once it is done, the same edit is saved.
    setStatus(QStringLiteral("q50"), QuestionStatus::Rejected);
}

void TestProjectLocks::onlyFileDialogsOpensDialogs()
{
    // Every dialog of the app is one of the kinds above: no other code shows a QFileDialog.
    QDirIterator it(QStringLiteral(GOLDSET_SOURCE_DIR "/ui"),
                    {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList offenders;
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(QLatin1String("common/FileDialogs.cpp")))
            continue;
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        if (text.contains("QFileDialog::get") || text.contains("QFileDialog dialog") ||
            text.contains("new QFileDialog"))
            offenders << path;
    }
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char(' '))));
}

QTEST_MAIN(TestProjectLocks)
#include "tst_project_locks.moc"
