// Generate Questions from the Dataset page on the demo project, against the loopback chat
// server: the drafts land in the project file linked to their chunks and appear in the Dataset
// table; a cancel leaves every chunk either fully generated or untouched, and the next run
// does only the rest.
#include "ChatServer.h"
#include "TestSupport.h"
#include "common/JobLauncher.h"
#include "common/JobProgressDialog.h"
#include "dataset/CorpusBrowser.h"
#include "dataset/CorpusTreeModel.h"
#include "dataset/DatasetPage.h"
#include "dataset/DatasetState.h"
#include "dataset/QuestionTableModel.h"
#include "jobs/BackgroundJob.h"
#include "jobs/GenerationJob.h"
#include "llmdialogs/GenerateQuestionsDialog.h"
#include "shell/ProjectSession.h"
#include "storage/CorpusStore.h"
#include "storage/JobStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/SettingsStore.h"

#include <QAction>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace goldset;
using goldset::jobs::JobSummary;
using goldset::test::ChatServer;
using goldset::test::RecordedRequest;
using goldset::test::ScriptedResponse;
using json = nlohmann::json;

namespace {

const QString kModel = QStringLiteral("gen-model");

QString chunkIdOf(const RecordedRequest& request)
{
    static const QRegularExpression pattern(QStringLiteral("passage id (\\S+)\\)"));
    return pattern.match(request.userPrompt()).captured(1);
}

// Two questions per chunk, named after it, so that every question says where it came from.
ScriptedResponse twoQuestions(const RecordedRequest& request)
{
    const std::string chunk = chunkIdOf(request).toStdString();
    return ScriptedResponse::answer(
        {{"questions",
          {{{"question", "What does " + chunk + " say first?"}, {"answer", "One."}},
           {{"question", "What does " + chunk + " say next?"}, {"answer", "Two."}}}}});
}

} // namespace

class TestGenerateDialog : public QObject
{
    Q_OBJECT

public:
    // No keychain (no session bus, none to autolaunch) and no key in the environment.
    static void initMain()
    {
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("DISPLAY");
        qunsetenv("GOLDSET_API_KEY");
    }

private Q_SLOTS:
    void init();
    void cleanup();
    void generatesForSelectedDocuments();
    void cancelLeavesTheProjectConsistent();
    void progressTexts();

private:
    ui::GenerateQuestionsDialog* openDialog();
    JobSummary runDialog(ui::GenerateQuestionsDialog* dialog);
    qint64 generatedCount();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<ChatServer> m_server;
    std::unique_ptr<ui::ProjectSession> m_session;
    std::unique_ptr<ui::DatasetPage> m_page;
};

void TestGenerateDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       m_dir->filePath(QStringLiteral("settings")));
    QCoreApplication::setOrganizationName(QStringLiteral("GoldsetTest"));
    m_path = m_dir->filePath(QStringLiteral("demo.goldset"));
    const auto demo = test::runCli({QStringLiteral("demo"), QStringLiteral("--out"), m_path});
    QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));
    m_server = std::make_unique<ChatServer>();
    QVERIFY(m_server->listen());
    QSettings settings;
    settings.setValue(QStringLiteral("llm/baseUrl"), m_server->baseUrl());
    settings.setValue(QStringLiteral("llm/model"), kModel);
    settings.setValue(QStringLiteral("llm/concurrency"), 2);
    settings.setValue(QStringLiteral("llm/timeout"), 30);

    auto opened = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
    QVERIFY(opened.ok());
    // Retries are a project setting the preferences do not override: none, so a failure shows at once.
    QVERIFY((*opened)->settings().setValue(QStringLiteral("llm/retries"), QStringLiteral("0")).ok());
    m_session = std::make_unique<ui::ProjectSession>(std::move(*opened));
    m_page = std::make_unique<ui::DatasetPage>();
    m_page->setSession(m_session.get());
    m_page->show();
    QTRY_VERIFY(!m_page->state()->isReading()); // the question list is read on a thread
}

void TestGenerateDialog::cleanup()
{
    m_page.reset();
    m_session.reset();
    m_server.reset();
    m_dir.reset();
}

qint64 TestGenerateDialog::generatedCount()
{
    auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
    storage::QuestionFilter filter;
    filter.origin = QuestionOrigin::Generated;
    return (*project)->questions().count(filter);
}

ui::GenerateQuestionsDialog* TestGenerateDialog::openDialog()
{
    auto* action = m_page->findChild<QAction*>(QStringLiteral("generateQuestionsAction"));
    if (!action || !m_page->pageActions().contains(action) || !action->isEnabled())
        return nullptr;
    action->trigger();
    return m_page->findChild<ui::GenerateQuestionsDialog*>();
}

JobSummary TestGenerateDialog::runDialog(ui::GenerateQuestionsDialog* dialog)
{
    QSignalSpy generated(dialog, &ui::GenerateQuestionsDialog::generated);
    dialog->generateButton()->click();
    if (!generated.wait(300000))
        return JobSummary{QStringLiteral("timed out")};
    return generated.first().first().value<JobSummary>();
}

void TestGenerateDialog::generatesForSelectedDocuments()
{
    // The demo has 27 documents; pick the first two in the corpus tree.
    ui::CorpusBrowser* corpus = m_page->corpusBrowser();
    ui::CorpusTreeModel* tree = corpus->treeModel();
    QVERIFY(tree->rowCount() >= 2);
    QList<RowId> documents;
    for (int row : {0, 1}) {
        const QModelIndex index = tree->index(row, 0);
        corpus->treeView()->selectionModel()->select(index,
                                                     QItemSelectionModel::Select | QItemSelectionModel::Rows);
        documents << index.data(ui::CorpusTreeModel::DocumentIdRole).toLongLong();
    }
    // What the run must cover, read independently of the dialog.
    QSet<QString> expectedChunks;
    for (RowId document : documents)
        for (const Chunk& chunk : m_session->project().corpus().chunksOfDocument(document))
            expectedChunks.insert(chunk.externalId);
    QVERIFY(expectedChunks.size() >= 2);
    const QString failing = *expectedChunks.cbegin(); // this chunk's answer is broken JSON
    m_server->setHandler([failing](const RecordedRequest& request) {
        return chunkIdOf(request) == failing ? ScriptedResponse::rawContent(R"({"questions": [)")
                                             : twoQuestions(request);
    });
    const qint64 before = generatedCount();
    const qint64 tableBefore = m_page->questionModel()->totalCount();

    ui::GenerateQuestionsDialog* dialog = openDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->selectionScope()->isChecked());
    QVERIFY2(dialog->selectionScope()->text().contains(QLatin1String("2 selected documents")),
             qPrintable(dialog->selectionScope()->text()));
    QVERIFY(dialog->endpointLabel()->text().contains(m_server->baseUrl()));
    QVERIFY(dialog->promptView()->isReadOnly());
    QVERIFY(dialog->promptView()->toPlainText().contains(QLatin1String("{{chunk}}")));
    dialog->perChunkField()->setValue(2);
    const JobSummary summary = runDialog(dialog);
    QVERIFY2(summary.fatalError.isEmpty(), qPrintable(summary.fatalError));
    QCOMPARE(summary.total, int(expectedChunks.size()));
    QCOMPARE(summary.errors, 1);
    QCOMPARE(summary.done, int(expectedChunks.size()) - 1);
    const int expectedQuestions = 2 * (int(expectedChunks.size()) - 1);
    QCOMPARE(int(summary.counters.value(QStringLiteral("questions"))), expectedQuestions);

    // One request per chunk of the two documents (no retries), each asking for two questions.
    QSet<QString> asked;
    for (const RecordedRequest& request : m_server->requests()) {
        asked.insert(chunkIdOf(request));
        QCOMPARE(request.schemaName(), QStringLiteral("questions"));
        QVERIFY(request.userPrompt().contains(QLatin1String("up to 2 questions")));
        QVERIFY(request.headers.value("authorization").isEmpty()); // no keychain, no GOLDSET_API_KEY
    }
    QCOMPARE(m_server->requestCount(), int(expectedChunks.size()));
    QCOMPARE(asked, expectedChunks);

    // In the project file: drafts of the generator, linked to their chunks.
    QCOMPARE(generatedCount() - before, qint64(expectedQuestions));
    {
        auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
        storage::QuestionFilter filter;
        filter.text = QStringLiteral("say first?");
        const QList<Question> firsts = (*project)->questions().list(filter);
        QCOMPARE(firsts.size(), expectedQuestions / 2);
        for (const Question& question : firsts) {
            QVERIFY((question.status) == (QuestionStatus::Draft));
            QVERIFY((question.origin) == (QuestionOrigin::Generated));
            QCOMPARE(question.generatorModel, kModel);
            QCOMPARE(question.promptHash.size(), 16);
            QVERIFY(question.sourceChunkId.has_value());
            const auto chunk = (*project)->corpus().chunkById(*question.sourceChunkId);
            QVERIFY(chunk && expectedChunks.contains(chunk->externalId) && chunk->externalId != failing);
            QCOMPARE(question.text, QStringLiteral("What does %1 say first?").arg(chunk->externalId));
        }
        const auto errors =
            storage::JobStore((*project)->connection()).errors(jobs::GenerationJob::jobName(kModel));
        QCOMPARE(errors.keys(), QStringList{failing});
    }
    // The Dataset table shows them when its list is read again, and the dialog says what happened.
    QTRY_COMPARE(m_page->questionModel()->totalCount(), tableBefore + expectedQuestions);
    const QString result = dialog->resultLabel()->text();
    QVERIFY2(result.startsWith(
                 QStringLiteral("Generated %1 draft questions, 1 chunk failed.").arg(expectedQuestions)),
             qPrintable(result));
    QVERIFY2(result.contains(failing), qPrintable(result));
    QVERIFY(dialog->generateButton()->isEnabled());
}

void TestGenerateDialog::cancelLeavesTheProjectConsistent()
{
    const int chunks = int(m_session->project().stats().chunks);
    QCOMPARE(chunks, 190); // the demo corpus
    // A slow server, so that Cancel lands in the middle.
    m_server->setHandler([](const RecordedRequest& request) { return twoQuestions(request).delayed(150); });
    const qint64 before = generatedCount();
    ui::GenerateQuestionsDialog* dialog = openDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->everythingScope()->isChecked()); // nothing selected in the corpus tab
    QVERIFY(!dialog->selectionScope()->isEnabled());
    dialog->perChunkField()->setValue(2);
    QSignalSpy generated(dialog, &ui::GenerateQuestionsDialog::generated);
    dialog->generateButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->launcher()->job() != nullptr, 60000);
    ui::JobProgressDialog* progress = dialog->launcher()->progressDialog();
    QVERIFY(progress && progress->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(progress->progressBar()->value() >= 3, 120000);
    QVERIFY(progress->detailLabel()->text().contains(QLatin1String(" of 190, 0 errors")));
    progress->cancelButton()->click();
    QVERIFY(generated.wait(120000));
    const JobSummary first = generated.first().first().value<JobSummary>();
    QVERIFY(first.cancelled);
    QVERIFY(first.done >= 3 && first.done < chunks);
    QVERIFY(dialog->resultLabel()->text().contains(QLatin1String("cancelled")));

    // Every chunk is done with its two questions, or not done with none.
    auto check = [this, before](int expectedDone) {
        auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
        const QSet<QString> done =
            storage::JobStore((*project)->connection()).doneKeys(jobs::GenerationJob::jobName(kModel));
        QCOMPARE(int(done.size()), expectedDone);
        storage::QuestionFilter filter;
        filter.origin = QuestionOrigin::Generated;
        QHash<QString, int> perChunk;
        for (const Question& question : (*project)->questions().list(filter))
            if (question.generatorModel == kModel)
                ++perChunk[(*project)->corpus().chunkById(*question.sourceChunkId)->externalId];
        QCOMPARE(int(perChunk.size()), expectedDone);
        for (auto it = perChunk.cbegin(); it != perChunk.cend(); ++it) {
            QVERIFY2(done.contains(it.key()), qPrintable(it.key()));
            QCOMPARE(it.value(), 2);
        }
        QCOMPARE(generatedCount() - before, qint64(2 * expectedDone));
    };
    check(first.done);

    // Again without delay: only the rest, and then every chunk has its two questions.
    m_server->setHandler(twoQuestions);
    QSignalSpy second(dialog, &ui::GenerateQuestionsDialog::generated);
    dialog->generateButton()->click();
    QVERIFY(second.wait(300000));
    const JobSummary rest = second.first().first().value<JobSummary>();
    QVERIFY2(rest.complete(), qPrintable(rest.errorSamples.join(u'\n')));
    QCOMPARE(rest.processed, chunks - first.done);
    QCOMPARE(rest.done, chunks);
    check(chunks);
    QTRY_COMPARE(m_page->questionModel()->totalCount(), m_session->project().questions().count());
}

void TestGenerateDialog::progressTexts()
{
    using ui::JobProgressDialog;
    // 10 items in 20 s since the first report (which found 5 done) -> 2 s per item; 30 left -> 60 s.
    QCOMPARE(JobProgressDialog::remainingMs(5, 15, 45, 20000), std::optional<qint64>(60000));
    QVERIFY(!JobProgressDialog::remainingMs(5, 5, 45, 20000).has_value()); // nothing done yet
    QCOMPARE(JobProgressDialog::progressText(12, 40, 1, 150000),
             QStringLiteral("12 of 40, 1 error, about 3 min left"));
    QCOMPARE(JobProgressDialog::progressText(12, 40, 0, 45000),
             QStringLiteral("12 of 40, 0 errors, about 45 seconds left"));
    QCOMPARE(JobProgressDialog::progressText(40, 40, 2, 0), QStringLiteral("40 of 40, 2 errors"));
    QCOMPARE(JobProgressDialog::progressText(0, 40, 0, std::nullopt), QStringLiteral("0 of 40, 0 errors"));
}

QTEST_MAIN(TestGenerateDialog)
#include "tst_generatedialog.moc"
