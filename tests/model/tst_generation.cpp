// Question generation end to end against a loopback chat server: what is stored, failures,
// cancel and resume.
#include "ChatServer.h"
#include "TestSupport.h"
#include "jobs/GenerationJob.h"
#include "llm/PromptTemplates.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/JobStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/SettingsStore.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::storage;
using goldset::jobs::GenerationJob;
using goldset::jobs::GenerationOptions;
using goldset::jobs::JobSummary;
using goldset::test::ChatServer;
using goldset::test::RecordedRequest;
using goldset::test::ScriptedResponse;
using json = nlohmann::json;

namespace {

const QString kModel = QStringLiteral("qwen-test");

// A project with `count` chunks "doc#0".."doc#N-1" whose text names the chunk ("Passage 3 ...")
// and one stub chunk that must never be asked about.
QString makeProject(const QTemporaryDir& dir, int count)
{
    const QString path =
        goldset::test::makePassageProject(dir.filePath(QStringLiteral("gen.goldset")), count);
    if (path.isEmpty())
        return {};
    auto project = Project::open(path);
    if (!project)
        return {};
    (*project)->corpus().ensureChunk(QStringLiteral("other#7")); // a stub
    return path;
}

// Which chunk a generation prompt is about: the passage text names it.
int passageOf(const RecordedRequest& request)
{
    return goldset::test::passageOf(request.userPrompt());
}

// Two questions per passage, worded after it.
ScriptedResponse questionsFor(const RecordedRequest& request)
{
    const int n = passageOf(request);
    return ScriptedResponse::answer(
        {{"questions",
          {{{"question", QStringLiteral("What does item %1 cost?").arg(n).toStdString()},
            {"answer", QStringLiteral("%1 euros").arg(10 * n).toStdString()}},
           {{"question", QStringLiteral("Which passage covers item %1?").arg(n).toStdString()},
            {"answer", QStringLiteral("Passage %1").arg(n).toStdString()}}}}});
}

GenerationOptions optionsFor(const ChatServer& server)
{
    GenerationOptions options;
    options.chat.baseUrl = server.baseUrl();
    options.chat.model = kModel;
    options.chat.concurrency = 1;
    options.chat.timeoutMs = 300;
    options.chat.retries = 2;
    options.chat.backoffMs = 20;
    options.perChunk = 2;
    return options;
}

JobSummary runInBackground(GenerationJob& job)
{
    QSignalSpy finished(&job, &GenerationJob::finished);
    job.start();
    if (!finished.wait(60000))
        return JobSummary{QStringLiteral("timed out")};
    return finished.first().first().value<JobSummary>();
}

QString sha1Prefix(const QString& text)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex().left(12));
}

} // namespace

class TestGeneration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generatesDraftsWithModelLabels();
    void retriesFailuresAndRecordsMalformedAnswers();
    void cancelLeavesEveryItemWhole();
    void resumeAsksOnlyForRemainingChunks();
    void cliGeneratesAndReportsErrors();
};

void TestGeneration::generatesDraftsWithModelLabels()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 3);
    QVERIFY(!path.isEmpty());
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(questionsFor);

    GenerationOptions options = optionsFor(server);
    options.chat.concurrency = 3;
    GenerationJob job(path, options);
    QSignalSpy progress(&job, &GenerationJob::progress);
    const JobSummary summary = runInBackground(job);
    QVERIFY2(summary.complete(), qPrintable(summary.fatalError + summary.errorSamples.join(u'\n')));
    QCOMPARE(summary.total, 3); // the stub is not a chunk to ask about
    QCOMPARE(summary.done, 3);
    QCOMPARE(summary.counters.value(QStringLiteral("questions")), 6.0);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toInt(), 3);
    QCOMPARE(progress.last().at(1).toInt(), 3);

    QCOMPARE(server.requestCount(), 3);
    for (const RecordedRequest& request : server.requests()) {
        QCOMPARE(request.schemaName(), QStringLiteral("questions"));
        QVERIFY((request.json.at("model")) == (json(kModel.toStdString())));
        QVERIFY((request.json.at("temperature")) == (json(0)));
        QVERIFY((request.json.at("response_format").at("json_schema").at("strict")) == (json(true)));
        QVERIFY(!request.headers.contains("authorization"));
        QVERIFY(request.userPrompt().contains(QLatin1String("up to 2 questions")));
    }

    auto project = Project::open(path);
    QVERIFY(project.ok());
    Project& p = **project;
    QCOMPARE(p.questions().count(), 6);
    const auto annotator = p.annotators().byName(kModel);
    QVERIFY(annotator);
    QVERIFY((annotator->kind) == (AnnotatorKind::Model));

    const Chunk chunk1 = *p.corpus().chunkByExternalId(QStringLiteral("doc#1"));
    const QString text = QStringLiteral("What does item 1 cost?");
    const QString externalId = QStringLiteral("gen-") + sha1Prefix(QStringLiteral("doc#1") + text);
    const auto question = p.questions().byExternalId(externalId);
    QVERIFY(question);
    QCOMPARE(question->text, text);
    QCOMPARE(question->groundTruth, QStringLiteral("10 euros"));
    QVERIFY((question->origin) == (QuestionOrigin::Generated));
    QVERIFY((question->status) == (QuestionStatus::Draft));
    QVERIFY((question->sourceChunkId) == (std::optional<RowId>(chunk1.id)));
    QCOMPARE(question->generatorModel, kModel);
    QVERIFY(question->createdAt.isValid());
    // The prompt hash is the first 16 hex digits of sha256 of the prompt template (the prompt's
    // version, as for the judge): the same for the questions of every chunk.
    const QString templateText = llm::promptTemplate(p.settings(), llm::PromptKind::Questions);
    QVERIFY(templateText.contains(QStringLiteral("{{chunk}}")));
    QCOMPARE(
        question->promptHash,
        QString::fromLatin1(
            QCryptographicHash::hash(templateText.toUtf8(), QCryptographicHash::Sha256).toHex().left(16)));
    const QList<Question> generated = p.questions().list();
    QVERIFY(generated.size() > 1);
    for (const Question& other : generated)
        QCOMPARE(other.promptHash, question->promptHash);

    const auto label = p.labels().label(question->id, chunk1.id, annotator->id);
    QVERIFY(label);
    QCOMPARE(label->grade, 3);
    QCOMPARE(p.labels().all().size(), 6);
    QCOMPARE(JobStore(p.connection()).counts(GenerationJob::jobName(kModel)).done, 3);
}

void TestGeneration::retriesFailuresAndRecordsMalformedAnswers()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 3);
    ChatServer server;
    QVERIFY(server.listen());
    // Scripts per chunk (requests of different chunks may interleave): doc#0 gets a 429 with
    // Retry-After 1, then an answer; doc#1 a 500, a time-out (answer after 1.2 s, the client
    // waits 300 ms), then an answer; doc#2 broken or schema-violating JSON three times
    // (retries = 2).
    QHash<int, QList<ScriptedResponse>> scripts;
    scripts[0] = {ScriptedResponse::error(429, "1"),
                  ScriptedResponse::answer({{"questions", {{{"question", "Q0?"}, {"answer", "A0"}}}}})};
    scripts[1] = {ScriptedResponse::error(500),
                  ScriptedResponse::answer({{"questions", json::array()}}).delayed(1200),
                  ScriptedResponse::answer({{"questions", {{{"question", "Q1?"}, {"answer", "A1"}}}}})};
    scripts[2] = {ScriptedResponse::rawContent(R"({"questions": [{"question": )"),
                  ScriptedResponse::rawContent(R"({"questions": [{"question": "no answer"}]})"),
                  ScriptedResponse::rawContent("not json at all")};
    server.setHandler([&scripts](const RecordedRequest& request) {
        QList<ScriptedResponse>& script = scripts[passageOf(request)];
        return script.isEmpty() ? ScriptedResponse::error(400) : script.takeFirst();
    });

    GenerationJob job(path, optionsFor(server));
    const JobSummary summary = runInBackground(job);
    QVERIFY(summary.fatalError.isEmpty());
    QCOMPARE(summary.total, 3);
    QCOMPARE(summary.done, 2);
    QCOMPARE(summary.errors, 1);
    QVERIFY(!summary.complete());
    QCOMPARE(server.requestCount(), 8);
    QHash<int, QList<qint64>> arrivals;
    for (const RecordedRequest& request : server.requests())
        arrivals[passageOf(request)].append(request.receivedMs);
    QCOMPARE(arrivals.value(0).size(), 2);
    QCOMPARE(arrivals.value(1).size(), 3);
    QCOMPARE(arrivals.value(2).size(), 3);
    QVERIFY2(arrivals.value(0).at(1) - arrivals.value(0).at(0) >= 1000, "Retry-After: 1 was not honoured");
    QVERIFY2(arrivals.value(1).at(2) - arrivals.value(1).at(1) >= 300, "the time-out did not wait 300 ms");

    auto project = Project::open(path);
    QVERIFY(project.ok());
    Project& p = **project;
    QCOMPARE(p.questions().count(), 2);
    JobStore jobs(p.connection());
    const auto errors = jobs.errors(GenerationJob::jobName(kModel));
    QCOMPARE(errors.size(), 1);
    QVERIFY(errors.contains(QStringLiteral("doc#2")));
    QVERIFY2(errors.value(QStringLiteral("doc#2")).contains(QLatin1String("not JSON")),
             qPrintable(errors.value(QStringLiteral("doc#2"))));
    QVERIFY((jobs.doneKeys(GenerationJob::jobName(kModel))) ==
            ((QSet<QString>{QStringLiteral("doc#0"), QStringLiteral("doc#1")})));

    // The next run retries only the chunk in error.
    server.setHandler(questionsFor);
    GenerationJob again(path, optionsFor(server));
    const JobSummary second = runInBackground(again);
    QVERIFY(second.complete());
    QCOMPARE(server.requestCount(), 9);
    QCOMPARE(passageOf(server.requests().last()), 2);
    QCOMPARE(jobs.counts(GenerationJob::jobName(kModel)).errors, 0);
}

void TestGeneration::cancelLeavesEveryItemWhole()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 8);
    ChatServer server;
    QVERIFY(server.listen());
    GenerationOptions options = optionsFor(server);
    options.chat.concurrency = 2;
    options.chat.timeoutMs = 5000;
    GenerationJob job(path, options);
    // Cancel when the fourth request arrives. Answers take 50 ms, so some are in flight then;
    // from then on the server answers only after 5 s, which the cancel does not wait for.
    bool cancelled = false;
    server.setHandler([&](const RecordedRequest& request) {
        if (server.requestCount() == 4) {
            cancelled = true;
            job.cancel();
        }
        return questionsFor(request).delayed(cancelled ? 5000 : 50);
    });
    const JobSummary summary = runInBackground(job);
    QVERIFY(summary.cancelled);
    QVERIFY(summary.done <= 3); // only requests 1 to 3 could be answered

    auto project = Project::open(path);
    QVERIFY(project.ok());
    Project& p = **project;
    JobStore jobs(p.connection());
    const QSet<QString> done = jobs.doneKeys(GenerationJob::jobName(kModel));
    QCOMPARE(done.size(), summary.done);
    const auto annotator = p.annotators().byName(kModel);
    QVERIFY(annotator);
    // Every done chunk has both its questions, every question its label; nothing else exists.
    const QList<Question> questions = p.questions().list();
    QCOMPARE(questions.size(), 2 * done.size());
    for (const Question& question : questions) {
        const auto chunk = p.corpus().chunkById(*question.sourceChunkId);
        QVERIFY(chunk);
        QVERIFY(done.contains(chunk->externalId));
        const auto label = p.labels().label(question.id, chunk->id, annotator->id);
        QVERIFY(label);
        QCOMPARE(label->grade, 3);
    }
    QCOMPARE(p.labels().all().size(), questions.size());
}

void TestGeneration::resumeAsksOnlyForRemainingChunks()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 5);
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(questionsFor);
    GenerationOptions options = optionsFor(server);
    options.limit = 2;
    GenerationJob first(path, options);
    const JobSummary one = runInBackground(first);
    QCOMPARE(one.done, 2);
    QCOMPARE(one.total, 2);
    QCOMPARE(server.requestCount(), 2);

    options.limit = -1;
    GenerationJob second(path, options);
    const JobSummary two = runInBackground(second);
    QVERIFY(two.complete());
    QCOMPARE(two.total, 5);
    QCOMPARE(two.processed, 3);
    QCOMPARE(server.requestCount(), 5); // three more requests, none for doc#0 or doc#1
    QSet<int> asked;
    for (const RecordedRequest& request : server.requests())
        asked.insert(passageOf(request));
    QVERIFY((asked) == ((QSet<int>{0, 1, 2, 3, 4})));

    GenerationJob third(path, options);
    const JobSummary three = runInBackground(third);
    QVERIFY(three.complete());
    QCOMPARE(three.processed, 0);
    QCOMPARE(server.requestCount(), 5);

    auto project = Project::open(path);
    QCOMPARE((*project)->questions().count(), 10);
}

void TestGeneration::cliGeneratesAndReportsErrors()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 3);
    ChatServer server;
    QVERIFY(server.listen());
    // doc#1 always fails with 500: it ends in error; the others succeed.
    server.setHandler([](const RecordedRequest& request) {
        return passageOf(request) == 1 ? ScriptedResponse::error(500) : questionsFor(request);
    });
    {
        auto project = Project::open(path);
        QVERIFY((*project)->settings().setValue(QStringLiteral("llm/endpoint"), server.baseUrl()));
        QVERIFY((*project)->settings().setValue(QStringLiteral("llm/model"), kModel));
    }
    // The CLI runs as a separate process while this test's event loop serves its requests.
    auto runCli = [&](const QStringList& arguments, const QString& key) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("GOLDSET_API_KEY"), key);
        process.setProcessEnvironment(environment);
        QSignalSpy finished(&process, &QProcess::finished);
        process.start(QStringLiteral(GOLDSET_CLI_PATH), arguments);
        if (!finished.wait(60000)) // runs this thread's event loop: the server answers meanwhile
            return goldset::test::CliResult{};
        return goldset::test::CliResult{process.exitCode(),
                                        QString::fromUtf8(process.readAllStandardOutput()),
                                        QString::fromUtf8(process.readAllStandardError())};
    };
    const QStringList arguments = {
        QStringLiteral("generate"),    QStringLiteral("--project"), path,
        QStringLiteral("--per-chunk"), QStringLiteral("1"),         QStringLiteral("--retries"),
        QStringLiteral("1"),           QStringLiteral("--timeout"), QStringLiteral("5")};
    const auto result = runCli(arguments, QStringLiteral("sk-cli"));
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(QLatin1String("1 chunks failed")), qPrintable(result.err));
    QVERIFY2(result.err.contains(QLatin1String("again")), qPrintable(result.err));
    QVERIFY2(result.out.contains(QLatin1String("generated 2 draft questions")), qPrintable(result.out));
    QCOMPARE(server.requestCount(), 4); // doc#0, doc#1 twice (one retry), doc#2
    for (const RecordedRequest& request : server.requests())
        QCOMPARE(request.headers.value("authorization"), QByteArray("Bearer sk-cli"));

    // Fixed server: the re-run asks only for doc#1 and succeeds.
    server.setHandler(questionsFor);
    const auto again = runCli(arguments, QString());
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(server.requestCount(), 5);
    QCOMPARE(passageOf(server.requests().last()), 1);
    QVERIFY(!server.requests().last().headers.contains("authorization"));

    const auto usage = goldset::test::runCli({QStringLiteral("generate"), QStringLiteral("--project"), path,
                                              QStringLiteral("--limit"), QStringLiteral("many")});
    QCOMPARE(usage.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestGeneration)
#include "tst_generation.moc"
