// The citation and relevancy judge against the loopback server: a goldset-run with [n] and
// [chunk id] markers imported through the CLI, `citation_checks` (with 429, 500, broken JSON
// and a wrong number of entries before a good answer), `relevancy_questions` and
// /v1/embeddings, the metrics they make (hand-computed), resuming, the dry run, --metrics and
// --embedding-model on the command line, a server without /embeddings and embeddings of
// length zero.
#include "ChatServer.h"
#include "TestSupport.h"
#include "jobs/JudgeJob.h"
#include "jobs/JudgePlan.h"
#include "judge/CitationTrust.h"
#include "metrics/RunMetrics.h"
#include "storage/AnnotatorStore.h"
#include "storage/CitationStore.h"
#include "storage/JobStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace goldset;
using namespace goldset::storage;
using goldset::jobs::JobSummary;
using goldset::jobs::JudgeJob;
using goldset::jobs::JudgeOptions;
using goldset::test::ChatServer;
using goldset::test::RecordedRequest;
using goldset::test::ScriptedResponse;
using json = nlohmann::json;

namespace {

void writeText(const QString& path, const QByteArray& text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

// q0 retrieves a0#0, a0#1 and cites: s0 [1] -> a0#0; s1 [1, 2] -> a0#0, a0#1; s2 [z#0], a
// chunk of the corpus that q0 did not retrieve. q1 answers without any citation.
QString makeProject(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("cite.goldset"));
    const QString corpus = dir.filePath(QStringLiteral("corpus.jsonl"));
    writeText(corpus, "{\"id\": \"a0#0\", \"text\": \"Item 0 costs 0 euros and ships fast.\"}\n"
                      "{\"id\": \"a0#1\", \"text\": \"Shipping takes a day.\"}\n"
                      "{\"id\": \"a1#0\", \"text\": \"Item 1 costs 10 euros.\"}\n"
                      "{\"id\": \"a1#1\", \"text\": \"Item 1 is red.\"}\n"
                      "{\"id\": \"z#0\", \"text\": \"Something else.\"}\n");
    const QString questions = dir.filePath(QStringLiteral("questions.jsonl"));
    writeText(questions,
              "{\"qid\": \"q0\", \"query\": \"What does item 0 cost?\", \"gold_evidence\": [\"a0#0\"]}\n"
              "{\"qid\": \"q1\", \"query\": \"What does item 1 cost?\", \"gold_evidence\": [\"a1#0\"]}\n");
    const QString run = dir.filePath(QStringLiteral("run.jsonl"));
    writeText(run, "{\"qid\": \"q0\", \"retrieved\": [{\"id\": \"a0#0\", \"score\": 2}, {\"id\": \"a0#1\", "
                   "\"score\": 1}],"
                   " \"answer\": \"Item 0 costs 0 euros [1]. It ships fast [1, 2]. It is blue [z#0].\"}\n"
                   "{\"qid\": \"q1\", \"retrieved\": [{\"id\": \"a1#0\", \"score\": 2}, {\"id\": \"a1#1\", "
                   "\"score\": 1}],"
                   " \"answer\": \"Item 1 costs 10 euros. It is red.\"}\n");
    if (test::runCli({QStringLiteral("import"), QStringLiteral("--project"), path, QStringLiteral("--format"),
                      QStringLiteral("corpus"), corpus})
            .exitCode != 0)
        return {};
    if (test::runCli({QStringLiteral("import"), QStringLiteral("--project"), path, QStringLiteral("--format"),
                      QStringLiteral("simple"), questions})
            .exitCode != 0)
        return {};
    const auto imported = test::runCli({QStringLiteral("import"), QStringLiteral("--project"), path,
                                        QStringLiteral("--format"), QStringLiteral("goldset-run"),
                                        QStringLiteral("--run-name"), QStringLiteral("r1"), run});
    if (imported.exitCode != 0) {
        qWarning() << imported.err;
        return {};
    }
    return path;
}

std::vector<double> vectorOf(const QString& text)
{
    if (text.startsWith(QLatin1String("What does item")))
        return {1, 0};
    if (text == QLatin1String("How fast does it ship?"))
        return {0, 1};
    return {1, 1};
}

// Every checked statement is entailed, except one about colour; a statement with two
// citations calls its second unnecessary. q0's generated questions: its own question, one
// orthogonal to it and one at 45 degrees; q1 is noncommittal.
ScriptedResponse judgeAll(const RecordedRequest& request)
{
    if (request.isEmbeddings()) {
        QList<std::vector<double>> vectors;
        for (const QString& input : request.embeddingInputs())
            vectors.append(vectorOf(input));
        return ScriptedResponse::embeddings(vectors);
    }
    if (request.schemaName() == QLatin1String("relevancy_questions")) {
        if (request.userPrompt().contains(QLatin1String("Item 1")))
            return ScriptedResponse::answer({{"noncommittal", true}, {"questions", json::array()}});
        return ScriptedResponse::answer(
            {{"noncommittal", false},
             {"questions", {"What does item 0 cost?", "How fast does it ship?", "What colour is it?"}}});
    }
    if (request.schemaName() == QLatin1String("citation_checks")) {
        const auto cited = request.citedUnder();
        json entries = json::array();
        for (const auto& [number, text] : request.numbered(QStringLiteral("statement"))) {
            const QStringList ids = cited.value(number);
            json unnecessary = json::array();
            if (ids.size() > 1)
                unnecessary.push_back(ids.at(1).toStdString());
            entries.push_back({{"statement", number},
                               {"entailed", !text.contains(QLatin1String("blue"))},
                               {"unnecessary", unnecessary}});
        }
        return ScriptedResponse::answer({{"statements", entries}});
    }
    return ScriptedResponse::error(400);
}

JudgeOptions optionsFor(const ChatServer& server, const QSet<QString>& metrics)
{
    JudgeOptions options;
    options.runName = QStringLiteral("r1");
    options.chat.baseUrl = server.baseUrl();
    options.chat.model = QStringLiteral("judge-c");
    options.chat.embeddingModel = QStringLiteral("embed-1");
    options.chat.concurrency = 2;
    options.chat.timeoutMs = 20000;
    options.chat.retries = 4;
    options.chat.backoffMs = 5;
    options.chat.maxBackoffMs = 20;
    options.metrics = metrics;
    return options;
}

JobSummary runJob(JudgeJob& job)
{
    QSignalSpy finished(&job, &JudgeJob::finished);
    job.start();
    if (!finished.wait(120000))
        return JobSummary{QStringLiteral("timed out")};
    return finished.first().first().value<JobSummary>();
}

// goldset-cli, while this thread's event loop serves the loopback server.
test::CliResult runCliServing(const QStringList& arguments)
{
    QProcess process;
    process.start(QStringLiteral(GOLDSET_CLI_PATH), arguments);
    test::CliResult result;
    if (!process.waitForStarted())
        return result;
    QElapsedTimer clock;
    clock.start();
    while (process.state() == QProcess::Running && clock.elapsed() < 120000)
        QTest::qWait(20);
    if (process.state() != QProcess::NotRunning)
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

std::vector<metrics::RunMetrics::Value> aggregate(const QString& path, const QStringList& names)
{
    auto project = Project::open(path);
    auto catalog = metrics::MetricCatalog::parse(names);
    if (!project || !catalog)
        return {};
    auto computed = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
    return computed ? computed->aggregate() : std::vector<metrics::RunMetrics::Value>{};
}

const QStringList kCitationMetrics = {QStringLiteral("citation_coverage"), QStringLiteral("citation_recall"),
                                      QStringLiteral("citation_precision"),
                                      QStringLiteral("answer_relevancy")};

} // namespace

class TestJudgeCitations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importedStatements()
    {
        QTemporaryDir dir;
        const QString path = makeProject(dir);
        QVERIFY(!path.isEmpty());
        auto project = Project::open(path);
        QVERIFY(project);
        const auto run = (*project)->runs().runByName(QStringLiteral("r1"));
        const QList<Statement> all = CitationStore((*project)->connection()).statementsOfRun(run->id);
        QCOMPARE(all.size(), 3); // q1 has no markers: no statements
        QCOMPARE(all[0].text, QStringLiteral("Item 0 costs 0 euros."));
        QCOMPARE(all[1].citations, (QStringList{QStringLiteral("a0#0"), QStringLiteral("a0#1")}));
        QCOMPARE(all[2].citations, QStringList{QStringLiteral("z#0")});
    }

    // q0: coverage 3/3; s2 cites z#0, not retrieved: unsupported without asking; recall 2/3;
    // precision (1 + 1 + 0) / (1 + 2 + 1) = 1/2. q1 cites nothing: 0, 0, 0. Means: 1/2, 1/3, 1/4.
    // Relevancy: q0 (1 + 0 + 1/sqrt 2) / 3, q1 noncommittal 0.
    void pipelineWithFaults()
    {
        QTemporaryDir dir;
        const QString path = makeProject(dir);
        QVERIFY(!path.isEmpty());
        ChatServer server;
        QVERIFY(server.listen());
        int checkAttempts = 0;
        server.setHandler([&checkAttempts](const RecordedRequest& request) {
            if (request.schemaName() == QLatin1String("citation_checks")) {
                switch (++checkAttempts) {
                case 1:
                    return ScriptedResponse::error(429, "0");
                case 2:
                    return ScriptedResponse::error(500);
                case 3:
                    return ScriptedResponse::rawContent("{\"statements\": [");
                case 4: // one entry for two statements
                    return ScriptedResponse::answer(
                        {{"statements",
                          {{{"statement", 0}, {"entailed", true}, {"unnecessary", json::array()}}}}});
                default:
                    break;
                }
            }
            return judgeAll(request);
        });
        JudgeJob job(path, optionsFor(server, {QStringLiteral("citations"), QStringLiteral("relevancy")}));
        const JobSummary summary = runJob(job);
        QVERIFY2(summary.fatalError.isEmpty(), qPrintable(summary.fatalError));
        QCOMPARE(summary.errors, 0);
        QCOMPARE(summary.remaining(), 0);
        QCOMPARE(checkAttempts, 5);
        QCOMPARE(server.countFor(QStringLiteral("claims")), 0); // faithfulness not asked for
        const QList<RecordedRequest> checks = server.requestsFor(QStringLiteral("citation_checks"));
        QCOMPARE(checks.last().numbered(QStringLiteral("statement")).size(), 2); // s2 never asked
        QCOMPARE(checks.last().citedUnder().value(1),
                 (QStringList{QStringLiteral("a0#0"), QStringLiteral("a0#1")}));
        int embeddingRequests = 0;
        for (const RecordedRequest& r : server.requests()) {
            if (!r.isEmbeddings())
                continue;
            ++embeddingRequests;
            QCOMPARE(r.json.at("model").get<std::string>(), std::string("embed-1"));
            QCOMPARE(r.embeddingInputs().size(), 4);
            QCOMPARE(r.embeddingInputs().first(), QStringLiteral("What does item 0 cost?"));
        }
        QCOMPARE(embeddingRequests, 1); // q1 is noncommittal: no embeddings needed

        const auto values = aggregate(path, kCitationMetrics);
        QCOMPARE(values.size(), std::size_t(4));
        QCOMPARE(*values[0], 0.5);
        QCOMPARE(*values[1], 1.0 / 3.0);
        QCOMPARE(*values[2], 0.25);
        QCOMPARE(*values[3], ((1.0 + 0.0 + 1.0 / std::sqrt(2.0)) / 3.0 + 0.0) / 2.0);

        // A second run has nothing left to ask.
        const int before = server.requestCount();
        JudgeJob again(path, optionsFor(server, {QStringLiteral("citations"), QStringLiteral("relevancy")}));
        const JobSummary second = runJob(again);
        QCOMPARE(second.errors, 0);
        QCOMPARE(server.requestCount(), before);
    }

    void dryRunCountsThem()
    {
        QTemporaryDir dir;
        const QString path = makeProject(dir);
        QVERIFY(!path.isEmpty());
        ChatServer server;
        QVERIFY(server.listen());
        auto project = Project::open(path);
        const auto plan = jobs::planJudge(**project, optionsFor(server, {}));
        QVERIFY(plan);
        // Default: faithfulness (2 claims requests + 2 verdicts), citations (the run has
        // them), relevancy (an embedding model is set).
        QCOMPARE(plan->claimsRequests, 2);
        QCOMPARE(plan->citationsRequests, 1);
        QCOMPARE(plan->statementsToCheck, 2);
        QCOMPARE(plan->relevancyRequests, 2);
        QCOMPARE(plan->embeddingsRequests, 2);
        QCOMPARE(plan->requests(), 2 + 2 + 1 + 2 + 2);
        QCOMPARE(server.requestCount(), 0);
        JudgeOptions noEmbeddings = optionsFor(server, {});
        noEmbeddings.chat.embeddingModel.clear();
        const auto without = jobs::planJudge(**project, noEmbeddings);
        QCOMPARE(without->relevancyRequests, 0);
    }

    void serverWithoutEmbeddings()
    {
        QTemporaryDir dir;
        const QString path = makeProject(dir);
        QVERIFY(!path.isEmpty());
        ChatServer server;
        QVERIFY(server.listen());
        server.setHandler([](const RecordedRequest& request) {
            return request.isEmbeddings() ? ScriptedResponse::error(404) : judgeAll(request);
        });
        JudgeJob job(path, optionsFor(server, {QStringLiteral("relevancy")}));
        const JobSummary summary = runJob(job);
        QCOMPARE(summary.errors, 1);
        QVERIFY2(summary.errorSamples.first().contains(QLatin1String("llm/embedding_model")),
                 qPrintable(summary.errorSamples.first()));
        QVERIFY(summary.errorSamples.first().startsWith(QLatin1String("embeddings:q0")));
        QVERIFY(!aggregate(path, {QStringLiteral("answer_relevancy")}).empty());
    }

    // Embeddings of length zero: q0's score is undefined (null), never NaN; q1 stays 0.
    void zeroLengthEmbeddings()
    {
        QTemporaryDir dir;
        const QString path = makeProject(dir);
        QVERIFY(!path.isEmpty());
        ChatServer server;
        QVERIFY(server.listen());
        server.setHandler([](const RecordedRequest& request) {
            if (!request.isEmbeddings())
                return judgeAll(request);
            QList<std::vector<double>> vectors;
            for (qsizetype i = 0; i < request.embeddingInputs().size(); ++i)
                vectors.append(std::vector<double>{});
            return ScriptedResponse::embeddings(vectors);
        });
        JudgeJob job(path, optionsFor(server, {QStringLiteral("relevancy")}));
        const JobSummary summary = runJob(job);
        QCOMPARE(summary.errors, 0);
        auto project = Project::open(path);
        auto catalog = metrics::MetricCatalog::parse({QStringLiteral("answer_relevancy")});
        auto m = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
        QVERIFY(!m->value(0, 0));
        QCOMPARE(*m->value(1, 0), 0.0);
        QCOMPARE(*m->aggregate()[0], 0.0);
    }

    void commandLine()
    {
        QTemporaryDir dir;
        const QString path = makeProject(dir);
        QVERIFY(!path.isEmpty());
        ChatServer server;
        QVERIFY(server.listen());
        server.setHandler(judgeAll);
        const QStringList base = {
            QStringLiteral("judge"), QStringLiteral("--project"), path,
            QStringLiteral("--run"), QStringLiteral("r1"),        QStringLiteral("--endpoint"),
            server.baseUrl(),        QStringLiteral("--model"),   QStringLiteral("judge-c")};
        auto unknown =
            runCliServing(base + QStringList{QStringLiteral("--metrics"), QStringLiteral("citations,bogus")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains(QLatin1String("unknown judge metric 'bogus'")));
        auto noModel =
            runCliServing(base + QStringList{QStringLiteral("--metrics"), QStringLiteral("relevancy")});
        QCOMPARE(noModel.exitCode, 2);
        QVERIFY(noModel.err.contains(QLatin1String("--embedding-model")));
        QCOMPARE(server.requestCount(), 0);

        auto dry = runCliServing(base + QStringList{QStringLiteral("--metrics"),
                                                    QStringLiteral("citations,relevancy"),
                                                    QStringLiteral("--embedding-model"),
                                                    QStringLiteral("embed-1"), QStringLiteral("--dry-run")});
        QCOMPARE(dry.exitCode, 0);
        QVERIFY2(dry.out.contains(QLatin1String("0 claims, 0 verdicts, 1 citation checks of 2 statements, "
                                                "2 relevancy, 2 embeddings")),
                 qPrintable(dry.out));
        auto judged =
            runCliServing(base + QStringList{QStringLiteral("--metrics"), QStringLiteral("citations")});
        QVERIFY2(judged.exitCode == 0, qPrintable(judged.err));
        QVERIFY2(judged.out.contains(QLatin1String("citations: 2 statements checked")),
                 qPrintable(judged.out));
        QCOMPARE(server.countFor(QStringLiteral("citation_checks")), 1);
        QCOMPARE(server.countFor(QStringLiteral("claims")), 0);
    }

    // The TREC 2024 RAG answer format in and out: references become the ranking, citations
    // (indices into them) the statements' chunks; coverage 2/3 (the third sentence cites nothing).
    void trecRagRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = makeProject(dir);
        QVERIFY(!path.isEmpty());
        const QString file = dir.filePath(QStringLiteral("rag24.jsonl"));
        writeText(file, "{\"run_id\": \"rag24\", \"topic_id\": \"q0\", \"topic\": \"What does item 0 cost?\","
                        " \"references\": [\"a0#1\", \"a0#0\"], \"response_length\": 9, \"answer\": ["
                        "{\"text\": \"Item 0 costs 0 euros.\", \"citations\": [1]},"
                        " {\"text\": \"It ships fast.\", \"citations\": [0, 1]},"
                        " {\"text\": \"It is blue.\", \"citations\": []}]}\n");
        const auto imported = test::runCli({QStringLiteral("import"), QStringLiteral("--project"), path,
                                            QStringLiteral("--format"), QStringLiteral("trec-rag"),
                                            QStringLiteral("--run-name"), QStringLiteral("t"), file});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        {
            auto project = Project::open(path);
            const auto run = (*project)->runs().runByName(QStringLiteral("t"));
            const QList<Statement> all = CitationStore((*project)->connection()).statementsOfRun(run->id);
            QCOMPARE(all.size(), 3);
            QCOMPARE(all[0].citations, QStringList{QStringLiteral("a0#0")});
            QCOMPARE(all[1].citations, (QStringList{QStringLiteral("a0#1"), QStringLiteral("a0#0")}));
            QCOMPARE(*(*project)->runs().answer(run->id, all[0].questionId),
                     QStringLiteral("Item 0 costs 0 euros. It ships fast. It is blue."));
            auto catalog = metrics::MetricCatalog::parse({QStringLiteral("citation_coverage")});
            auto m = metrics::RunMetrics::compute(**project, QStringLiteral("t"), *catalog);
            QCOMPARE(*m->aggregate().at(0), 2.0 / 3.0);
        }
        const QString out = dir.filePath(QStringLiteral("out.jsonl"));
        const auto exported =
            test::runCli({QStringLiteral("export"), QStringLiteral("--project"), path,
                          QStringLiteral("--format"), QStringLiteral("trec-rag"),
                          QStringLiteral("--run-name"), QStringLiteral("t"), QStringLiteral("--out"), out});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const json line = json::parse(written.readLine().toStdString());
        QVERIFY(line.at("references") == json({"a0#1", "a0#0"}));
        QVERIFY(line.at("answer").at(0).at("citations") == json({1}));
        QVERIFY(line.at("answer").at(1).at("citations") == json({0, 1}));
        QVERIFY(line.at("answer").at(2).at("citations") == json::array());
        QCOMPARE(line.at("topic_id").get<std::string>(), std::string("q0"));

        writeText(file, "{\"run_id\": \"x\", \"topic_id\": \"q0\", \"references\": [\"a0#0\"],"
                        " \"answer\": [{\"text\": \"A.\", \"citations\": [5]}]}\n");
        const auto bad = test::runCli({QStringLiteral("import"), QStringLiteral("--project"), path,
                                       QStringLiteral("--format"), QStringLiteral("trec-rag"),
                                       QStringLiteral("--run-name"), QStringLiteral("t2"), file});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QLatin1String("rag24.jsonl:1:")) &&
                     bad.err.contains(QLatin1String("indices 0 to 0")),
                 qPrintable(bad.err));
    }

    // Ten statements, the judge entailing eight (f = 1) and not two; people reviewed five of
    // the eight and disagreed on one. By hand: mean_N(f) = 0.8, var_N(f) = (8 * 0.04 + 2 * 0.64) / 9;
    // f - y = 0, 0, 0, 0, 1: mean 0.2, var (4 * 0.04 + 0.64) / 4 = 0.2; estimate 0.6,
    // Var = 1.6 / 90 + 0.2 / 5, CI 0.6 -+ 1.96 sqrt(Var), the upper end clipped to 1.
    void citationTrustHasPredictionPoweredInterval()
    {
        QTemporaryDir dir;
        auto project =
            Project::open(dir.filePath(QStringLiteral("ppi.goldset")), Project::OpenMode::CreateIfMissing);
        QVERIFY(project);
        Project& p = **project;
        const RowId runId = *p.runs().createRun(Run{0, QStringLiteral("r")});
        Question q;
        q.externalId = QStringLiteral("q");
        q.text = QStringLiteral("Which?");
        const RowId questionId = *p.questions().upsert(q);
        CitationStore citations(p.connection());
        QList<Statement> statements;
        for (int i = 0; i < 10; ++i) {
            Statement s;
            s.ordinal = i;
            s.text = QStringLiteral("Statement %1.").arg(i);
            s.citations = {QStringLiteral("c%1").arg(i)};
            statements.append(s);
        }
        QVERIFY(citations.replaceStatements(runId, questionId, statements).ok());
        const QList<Statement> stored = citations.statements(runId, questionId);
        QCOMPARE(stored.size(), 10);
        const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
        for (int i = 0; i < 10; ++i) {
            CitationCheck check;
            check.statementId = stored[i].id;
            check.judgeModel = QStringLiteral("judge-1");
            check.verdict.entailed = i < 8;
            QVERIFY(citations.setCheck(check).ok());
            if (i < 5) {
                CitationVerdict human;
                human.entailed = i != 4;
                QVERIFY(citations.setReview(stored[i].id, ana, human, QString(), false).ok());
            }
        }
        const QList<judge::CitationTrustReport> reports = judge::citationTrustOfRun(p, runId);
        QCOMPARE(reports.size(), 1);
        const judge::PpiEstimate& ppi = reports[0].ppi;
        QCOMPARE(ppi.claims, 10);
        QCOMPARE(ppi.reviewed, 5);
        QVERIFY(std::abs(*ppi.judgeMean - 0.8) < 1e-12);
        QVERIFY(std::abs(*ppi.estimate - 0.6) < 1e-12);
        const double half = 1.96 * std::sqrt(1.6 / 90.0 + 0.2 / 5.0);
        QVERIFY(std::abs(*ppi.ciLow - (0.6 - half)) < 1e-12);
        QCOMPARE(*ppi.ciHigh, 1.0);
        QCOMPARE(reports[0].compared, 5);
        QCOMPARE(reports[0].overridden, 1);
    }

    void citationsOfRunWithoutThem()
    {
        QTemporaryDir dir;
        const QString path = makeProject(dir);
        QVERIFY(!path.isEmpty());
        {
            auto project = Project::open(path);
            const auto run = (*project)->runs().runByName(QStringLiteral("r1"));
            for (const RowId q : (*project)->runs().questionIds(run->id))
                QVERIFY(CitationStore((*project)->connection()).replaceStatements(run->id, q, {}));
        }
        ChatServer server;
        QVERIFY(server.listen());
        JudgeJob job(path, optionsFor(server, {QStringLiteral("citations")}));
        const JobSummary summary = runJob(job);
        QVERIFY(summary.fatalError.contains(QLatin1String("has no citations")));
    }
};

QTEST_MAIN(TestJudgeCitations)
#include "tst_judge_citations.moc"
