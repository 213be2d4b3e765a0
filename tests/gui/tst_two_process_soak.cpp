// The app and goldset-cli on one project for a while of mixed work: the app grades chunks
// (through the undo stack, as the Labelling page does) and opens file dialogs in the project's
// folder, while the CLI imports qrels and runs the lexical judge, one process after another.
// Afterwards nothing is lost: integrity_check passes, every grade the app saved has its last
// value, every CLI import is whole. GOLDSET_SOAK_SECONDS sets the length (CI: 30 seconds).
#include "LockProbe.h"
#include "TestSupport.h"
#include "commands/LabelSetCommand.h"
#include "common/FileDialogs.h"
#include "shell/MainWindow.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QApplication>
#include <QFileDialog>
#include <QProcess>
#include <QRandomGenerator>
#include <QSettings>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <map>
#include <unistd.h>

using namespace goldset;

class TestTwoProcessSoak : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void appAndCliOnOneFile();

private:
    QTemporaryDir m_dir;
};

void TestTwoProcessSoak::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    QApplication::setApplicationName(QStringLiteral("tst_two_process_soak"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
}

void TestTwoProcessSoak::appAndCliOnOneFile()
{
    const int seconds = qEnvironmentVariableIsSet("GOLDSET_SOAK_SECONDS")
                            ? qEnvironmentVariableIntValue("GOLDSET_SOAK_SECONDS")
                            : 30;
    const QString path = m_dir.filePath(QStringLiteral("soak.goldset"));
    QCOMPARE(test::runCli({QStringLiteral("demo"), QStringLiteral("--out"), path}).exitCode, 0);

    auto window = std::make_unique<ui::MainWindow>();
    window->show();
    QVERIFY(window->openProject(path));
    ui::ProjectSession& session = *window->session();
    storage::Project& project = session.project();
    const auto annotator = project.annotators().ensure(QStringLiteral("soak-app"));
    QVERIFY(annotator);
    const QList<RowId> questions = project.questions().ids();
    QList<Chunk> chunks;
    for (const Document& d : project.corpus().documents())
        chunks += project.corpus().chunksOfDocument(d.id);
    QVERIFY(questions.size() > 10 && chunks.size() > 50);

    // The CLI's side: qrels files of its own annotators, and the lexical judge on the runs.
    QStringList qrelsFiles;
    for (int i = 0; i < 4; ++i) {
        const QString qrels = m_dir.filePath(QStringLiteral("cli-%1.qrels").arg(i));
        QFile file(qrels);
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int q = 1; q <= 40; ++q)
            for (int c = 0; c < 5; ++c)
                file.write(QStringLiteral("q%1 0 %2 %3\n")
                               .arg(q, 2, 10, QLatin1Char('0'))
                               .arg(chunks[(q * 7 + c * 13 + i) % chunks.size()].externalId)
                               .arg((q + c + i) % 4)
                               .toUtf8());
        qrelsFiles << qrels;
    }
    const QStringList runs = {QStringLiteral("bm25-baseline"), QStringLiteral("hybrid-v2")};
    QProcess cli;
    int cliJobs = 0;
    QStringList cliFailures;
    QStringList importedAnnotators;
    QString pendingAnnotator;
    const auto startNextCliJob = [&] {
        const int n = cliJobs++;
        QStringList arguments;
        pendingAnnotator.clear();
        if (n % 2 == 0) {
            pendingAnnotator = QStringLiteral("cli-%1").arg(n);
            arguments = {QStringLiteral("import"),
                         QStringLiteral("--project"),
                         path,
                         QStringLiteral("--format"),
                         QStringLiteral("trec-qrels"),
                         QStringLiteral("--annotator"),
                         pendingAnnotator,
                         qrelsFiles[(n / 2) % qrelsFiles.size()]};
        } else {
            arguments = {QStringLiteral("judge"), QStringLiteral("--project"), path,
                         QStringLiteral("--run"), runs[(n / 2) % runs.size()], QStringLiteral("--lexical")};
        }
        cli.start(QStringLiteral(GOLDSET_CLI_PATH), arguments);
    };
    connect(&cli, &QProcess::finished, this, [&](int exitCode, QProcess::ExitStatus status) {
        if (status != QProcess::NormalExit || exitCode != 0)
            cliFailures << QString::fromUtf8(cli.readAllStandardError());
        else if (!pendingAnnotator.isEmpty())
            importedAnnotators << pendingAnnotator;
    });

    std::map<std::pair<RowId, RowId>, int> expected; // (question, chunk) -> last grade the app saved
    QRandomGenerator random(20261126);
    QElapsedTimer clock;
    clock.start();
    int dialogs = 0;
    int edits = 0;
    while (clock.elapsed() < seconds * 1000) {
        if (cli.state() == QProcess::NotRunning)
            startNextCliJob();
        const RowId question = questions[int(random.bounded(questions.size()))];
        const Chunk& chunk = chunks[int(random.bounded(chunks.size()))];
        const int grade = int(random.bounded(4));
        bool failed = false;
        session.undoStack()->push(
            new ui::LabelSetCommand(session, {question, chunk.id, *annotator, chunk.externalId}, grade,
                                    [&failed](const QString&) { failed = true; }));
        QVERIFY2(!failed, "a grade was not saved");
        expected[{question, chunk.id}] = grade;
        ++edits;
        if (edits % 25 == 0) {
            // A file dialog in the project's folder, listed for a moment, then cancelled.
            QTimer::singleShot(400, this, [] {
                if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget()))
                    dialog->reject();
            });
            ui::filedialogs::openFileName(window.get(), QStringLiteral("soak"), m_dir.path());
            ++dialogs;
            const test::ProjectLocks locks = test::probeProjectLocks(path);
            QCOMPARE(locks.databaseHolder, ::getpid());
        }
        QTest::qWait(int(random.bounded(30)));
    }
    QTRY_VERIFY_WITH_TIMEOUT(cli.state() == QProcess::NotRunning, 120000);
    QVERIFY2(cliFailures.isEmpty(), qPrintable(cliFailures.join(QLatin1Char('\n'))));
    qInfo("%d grades, %d file dialogs, %d CLI jobs in %d s", edits, dialogs, cliJobs, seconds);
    QVERIFY(cliJobs >= 2 && dialogs >= 1);
    window.reset();

    auto reopened = storage::Project::open(path);
    QVERIFY(reopened);
    QSqlQuery query((*reopened)->connection());
    QVERIFY(query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("ok"));
    for (const auto& [key, grade] : expected) {
        const auto label = (*reopened)->labels().label(key.first, key.second, *annotator);
        QVERIFY(label);
        QCOMPARE(label->grade, grade);
    }
    // Every CLI import is whole: 40 questions x 5 chunks each (duplicates within a file merged).
    for (const QString& name : std::as_const(importedAnnotators)) {
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM relevance_label l JOIN annotator a ON a.id = "
                                          "l.annotator_id WHERE a.name = '%1'")
                               .arg(name)));
        QVERIFY(query.next());
        QVERIFY2(query.value(0).toInt() >= 150, qPrintable(name));
    }
}

QTEST_MAIN(TestTwoProcessSoak)
#include "tst_two_process_soak.moc"
