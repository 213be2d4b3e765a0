// The judge at scale, against a loopback chat server: one `verdicts` request per answer, the
// tokens the server reports, the dry run, up to 64 requests in flight, the context budget,
// malformed batches, the primary judge that another judge never replaces, and the aligned
// judge whose examples never include the claim it judges.
#include "ChatServer.h"
#include "TestSupport.h"
#include "jobs/JudgeJob.h"
#include "jobs/JudgePlan.h"
#include "judge/AlignmentExamples.h"
#include "judge/LexicalJudge.h"
#include "llm/TokenEstimate.h"
#include "metrics/RunMetrics.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/JobStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

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

const QString kModel = QStringLiteral("judge-a");
constexpr int kClaimsPerAnswer = 3;

// A passage of exactly `length` characters that names its chunk.
QString passageText(int answer, int passage, int length)
{
    QString text = QStringLiteral("Passage %1 of answer %2 says that item %1 costs %3 euros.")
                       .arg(passage)
                       .arg(answer)
                       .arg(passage * 10);
    while (text.size() < length)
        text += QStringLiteral(" More words about the item.");
    return text.left(length);
}

// Run r1: `answers` questions q0.., each with an answer and `passages` retrieved chunks
// "a<answer>#<passage>" of `length` characters.
QString makeProject(const QTemporaryDir& dir, int answers, int passages = 2, int length = 120)
{
    const QString path = dir.filePath(QStringLiteral("batched.goldset"));
    auto opened = Project::open(path, Project::OpenMode::CreateIfMissing);
    if (!opened)
        return {};
    Project& p = **opened;
    Document document;
    document.externalId = QStringLiteral("doc");
    const RowId documentId = *p.corpus().upsertDocument(document);
    const RowId runId = *p.runs().createRun(Run{0, QStringLiteral("r1")});
    for (int a = 0; a < answers; ++a) {
        Question q;
        q.externalId = QStringLiteral("q%1").arg(a);
        q.text = QStringLiteral("What does item %1 cost?").arg(a);
        q.status = QuestionStatus::Accepted;
        const RowId questionId = *p.questions().upsert(q);
        for (int k = 0; k < passages; ++k) {
            const RowId chunkId =
                *p.corpus().upsertChunk(Chunk{0, documentId, QStringLiteral("a%1#%2").arg(a).arg(k),
                                              a * passages + k, passageText(a, k, length)});
            p.runs().addRetrieval({runId, questionId, k + 1, chunkId, double(passages - k)});
        }
        p.runs().setAnswer(
            runId, questionId,
            QStringLiteral("Item %1 costs %2 euros. It ships fast. It is blue.").arg(a).arg(a * 10),
            std::nullopt);
    }
    return path;
}

int answerOf(const QString& prompt)
{
    static const QRegularExpression item(QStringLiteral("What does item (\\d+) cost\\?"));
    const auto match = item.match(prompt);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// Claims "q<a> claim k"; every claim supported by the first passage, except claim 2 of every
// answer, which the judge calls unsupported.
ScriptedResponse judgeAll(const RecordedRequest& request)
{
    const int answer = answerOf(request.userPrompt());
    if (request.schemaName() == QLatin1String("claims")) {
        json claims = json::array();
        for (int k = 0; k < kClaimsPerAnswer; ++k)
            claims.push_back(QStringLiteral("item %1 fact %2").arg(answer).arg(k).toStdString());
        return ScriptedResponse::answer({{"claims", claims}});
    }
    json verdicts = json::array();
    for (const auto& [number, text] : request.numbered(QStringLiteral("claim")))
        verdicts.push_back({{"claim", number},
                            {"verdict", text.endsWith(QLatin1String("fact 2")) ? "unsupported" : "supported"},
                            {"reason", "scripted"},
                            {"evidence", {QStringLiteral("a%1#0").arg(answer).toStdString()}}});
    return ScriptedResponse::answer({{"verdicts", verdicts}});
}

// Every numbered claim of a verdicts request gets this verdict and evidence.
ScriptedResponse sameVerdictForAll(const RecordedRequest& request, const char* verdict, const json& evidence)
{
    json verdicts = json::array();
    for (const auto& item : request.numbered(QStringLiteral("claim")))
        verdicts.push_back(
            {{"claim", item.first}, {"verdict", verdict}, {"reason", "r"}, {"evidence", evidence}});
    return ScriptedResponse::answer({{"verdicts", verdicts}});
}

JudgeOptions optionsFor(const ChatServer& server, int concurrency = 4)
{
    JudgeOptions options;
    options.runName = QStringLiteral("r1");
    options.chat.baseUrl = server.baseUrl();
    options.chat.model = kModel;
    options.chat.concurrency = concurrency;
    options.chat.timeoutMs = 20000;
    options.chat.retries = 1;
    options.chat.backoffMs = 10;
    return options;
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

JobSummary runJob(JudgeJob& job)
{
    QSignalSpy finished(&job, &JudgeJob::finished);
    job.start();
    if (!finished.wait(120000))
        return JobSummary{QStringLiteral("timed out")};
    return finished.first().first().value<JobSummary>();
}

std::optional<double> metric(const QString& path, const QString& name)
{
    auto project = Project::open(path);
    auto catalog = metrics::MetricCatalog::parse({name});
    if (!project || !catalog)
        return std::nullopt;
    auto computed = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
    if (!computed)
        return std::nullopt;
    return computed->aggregate().at(0);
}

} // namespace

class TestJudgeBatched : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneVerdictsRequestPerAnswerAndItsTokens();
    void dryRunSaysWhatWillBeSent();
    void keepsAsManyInFlightAsAsked_data();
    void keepsAsManyInFlightAsAsked();
    void malformedBatchIsAskedAgain();
    void contextsAreCutToTheBudget();
    void anotherJudgeNeverReplacesThePrimary();
    void allUnknownIsUndefined();
    void alignedJudgeNeverSeesItsOwnClaim();
    void cliSaysWhatItSendsAndSpends();
};

void TestJudgeBatched::oneVerdictsRequestPerAnswerAndItsTokens()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 20);
    QVERIFY(!path.isEmpty());
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(judgeAll);
    server.setReportUsage(true);
    JudgeJob job(path, optionsFor(server));
    const JobSummary summary = runJob(job);
    QVERIFY2(summary.complete(), qPrintable(summary.fatalError + summary.errorSamples.join(u'\n')));
    // 20 claims requests and 20 verdicts requests: 2 per answer, whatever its number of claims
    // (the judge before asked 1 + 3 per answer here, sending the contexts three times).
    QCOMPARE(server.requestsFor(QStringLiteral("claims")).size(), 20);
    const QList<RecordedRequest> verdicts = server.requestsFor(QStringLiteral("verdicts"));
    QCOMPARE(verdicts.size(), 20);
    QCOMPARE(server.requestCount(), 40);
    for (const RecordedRequest& request : verdicts) {
        const int answer = answerOf(request.userPrompt());
        QCOMPARE(request.numbered(QStringLiteral("claim")).size(), kClaimsPerAnswer);
        // The contexts once, each labelled with its chunk id.
        QCOMPARE(request.userPrompt().count(QStringLiteral("[a%1#0] ").arg(answer)), 1);
        QCOMPARE(request.userPrompt().count(QStringLiteral("[a%1#1] ").arg(answer)), 1);
    }
    QCOMPARE(summary.counters.value(QStringLiteral("claims")), 60.0);
    QCOMPARE(summary.counters.value(QStringLiteral("supported")), 40.0);
    // What the server said it spent, to the token: this run, and kept in the project.
    const auto [prompt, completion] = server.reportedUsage();
    QVERIFY(prompt > 0 && completion > 0);
    QCOMPARE(summary.requests, 40);
    QCOMPARE(summary.promptTokens, prompt);
    QCOMPARE(summary.completionTokens, completion);
    QCOMPARE(summary.answersWithoutUsage, 0);
    QCOMPARE(summary.jobPromptTokens, prompt);
    auto project = Project::open(path);
    const auto cost =
        JobStore((*project)->connection()).cost(JudgeJob::jobName(QStringLiteral("r1"), kModel));
    QCOMPARE(cost.promptTokens, prompt);
    QCOMPARE(cost.completionTokens, completion);
    // Per item: q0's verdicts request cost the UTF-8 bytes of its messages.
    qint64 q0Prompt = 0;
    for (const RecordedRequest& request : verdicts)
        if (answerOf(request.userPrompt()) == 0)
            for (const auto& message : request.json.at("messages"))
                q0Prompt += static_cast<qint64>(message.at("content").get<std::string>().size());
    const auto q0 =
        JobStore((*project)->connection())
            .itemCost(JudgeJob::jobName(QStringLiteral("r1"), kModel), QStringLiteral("verdicts:q0"));
    QCOMPARE(q0.promptTokens, q0Prompt);
}

// The dry run before anything is sent, and again after the claims are in: its request counts
// are what the job then sends, and its prompt tokens are the estimate of the very prompts the
// server then receives.
void TestJudgeBatched::dryRunSaysWhatWillBeSent()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 12);
    JudgeOptions options;
    options.runName = QStringLiteral("r1");
    options.chat.model = kModel;
    {
        auto project = Project::open(path);
        const auto plan = jobs::planJudge(**project, options);
        QVERIFY(plan.ok());
        QCOMPARE(plan->answers, 12);
        QCOMPARE(plan->claimsRequests, 12);
        QCOMPARE(plan->verdictsRequests, 12);
        QCOMPARE(plan->requests(), 24);
        QVERIFY(plan->promptTokens > 0 && plan->completionTokens > 0);
    }
    ChatServer server;
    QVERIFY(server.listen());
    // First the verdicts fail: only the claims are in.
    server.setHandler([](const RecordedRequest& request) {
        return request.schemaName() == QLatin1String("verdicts") ? ScriptedResponse::error(400)
                                                                 : judgeAll(request);
    });
    JudgeJob first(path, optionsFor(server));
    QCOMPARE(runJob(first).errors, 12);
    qint64 expectedPrompt = 0;
    {
        auto project = Project::open(path);
        const auto plan = jobs::planJudge(**project, options);
        QVERIFY(plan.ok());
        QCOMPARE(plan->answersSplit, 12);
        QCOMPARE(plan->claimsRequests, 0);
        QCOMPARE(plan->verdictsRequests, 12);
        QCOMPARE(plan->claimsToVerify, 36);
        expectedPrompt = plan->promptTokens;
    }
    const int before = server.requestCount();
    server.setHandler(judgeAll);
    JudgeJob second(path, optionsFor(server));
    QVERIFY(runJob(second).complete());
    QCOMPARE(server.requestCount() - before, 12);
    qint64 sent = 0;
    for (int i = before; i < server.requestCount(); ++i)
        for (const auto& message : server.requests().at(i).json.at("messages"))
            sent += llm::estimateTokens(QString::fromStdString(message.at("content").get<std::string>()));
    QCOMPARE(expectedPrompt, sent);
    auto project = Project::open(path);
    const auto done = jobs::planJudge(**project, options);
    QCOMPARE(done->requests(), 0);
    QCOMPARE(done->answersVerified, 12);
}

void TestJudgeBatched::keepsAsManyInFlightAsAsked_data()
{
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<int>("answers");
    QTest::newRow("8") << 8 << 24;
    QTest::newRow("64") << 64 << 160;
}

// The server counts the requests it holds at once (each answered after 300 ms): exactly as
// many as asked, also beyond the 6 connections one QNetworkAccessManager opens to a host.
void TestJudgeBatched::keepsAsManyInFlightAsAsked()
{
    QFETCH(int, concurrency);
    QFETCH(int, answers);
    QTemporaryDir dir;
    const QString path = makeProject(dir, answers);
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler([](const RecordedRequest& request) { return judgeAll(request).delayed(300); });
    JudgeJob job(path, optionsFor(server, concurrency));
    const JobSummary summary = runJob(job);
    QVERIFY2(summary.complete(), qPrintable(summary.fatalError + summary.errorSamples.join(u'\n')));
    QCOMPARE(server.requestCount(), 2 * answers);
    QCOMPARE(server.maxInFlight(), concurrency);
}

// A verdicts answer that leaves out a numbered claim is malformed: asked again, not stored.
void TestJudgeBatched::malformedBatchIsAskedAgain()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 2);
    ChatServer server;
    QVERIFY(server.listen());
    int verdictsAsked = 0;
    server.setHandler([&verdictsAsked](const RecordedRequest& request) {
        if (request.schemaName() == QLatin1String("verdicts") && ++verdictsAsked == 1) {
            json verdicts = json::array();
            verdicts.push_back(
                {{"claim", 0}, {"verdict", "supported"}, {"reason", "r"}, {"evidence", json::array()}});
            verdicts.push_back(
                {{"claim", 0}, {"verdict", "supported"}, {"reason", "r"}, {"evidence", json::array()}});
            verdicts.push_back(
                {{"claim", 5}, {"verdict", "supported"}, {"reason", "r"}, {"evidence", json::array()}});
            return ScriptedResponse::answer({{"verdicts", verdicts}});
        }
        return judgeAll(request);
    });
    JudgeJob job(path, optionsFor(server, 1));
    const JobSummary summary = runJob(job);
    QVERIFY2(summary.complete(), qPrintable(summary.errorSamples.join(u'\n')));
    QCOMPARE(verdictsAsked, 3); // 2 answers, one of them twice
    QCOMPARE(summary.requests, 5);
    QCOMPARE(summary.counters.value(QStringLiteral("supported")), 4.0);
}

// Ten passages of 101 tokens each ("[aN#K] " + 396 characters = 404 characters, 4 a token);
// a budget of 250 tokens takes two. Evidence naming a passage not sent is dropped.
void TestJudgeBatched::contextsAreCutToTheBudget()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 1, 10, 396);
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler([](const RecordedRequest& request) {
        if (request.schemaName() != QLatin1String("verdicts"))
            return judgeAll(request);
        return sameVerdictForAll(request, "supported", {"a0#1", "a0#5"});
    });
    JudgeOptions options = optionsFor(server);
    options.contextBudgetTokens = 250;
    JudgeJob job(path, options);
    const JobSummary summary = runJob(job);
    QVERIFY2(summary.complete(), qPrintable(summary.errorSamples.join(u'\n')));
    const QString prompt = server.requestsFor(QStringLiteral("verdicts")).first().userPrompt();
    QVERIFY(prompt.contains(QLatin1String("[a0#0] ")));
    QVERIFY(prompt.contains(QLatin1String("[a0#1] ")));
    QVERIFY(!prompt.contains(QLatin1String("[a0#2]")));
    QCOMPARE(summary.counters.value(QStringLiteral("contexts_cut")), 1.0);
    QCOMPARE(summary.warnings.size(), 3); // a0#5, once per claim
    QVERIFY(summary.warnings.first().contains(QLatin1String("a0#5")));
    auto project = Project::open(path);
    QCOMPARE(JobStore((*project)->connection())
                 .note(JudgeJob::jobName(QStringLiteral("r1"), kModel), QStringLiteral("verdicts:q0")),
             QStringLiteral("contexts cut to the budget of 250 tokens: 2 of 10 passages sent"));
    for (const Claim& claim :
         (*project)->runs().claimsOfRun((*project)->runs().runByName(QStringLiteral("r1"))->id))
        QCOMPARE(claim.evidence, QStringList{QStringLiteral("a0#1")});
}

// Judge a calls fact 2 unsupported; judge b then calls everything supported, and the lexical
// judge runs too: the run's numbers stay a's until someone picks another judge.
void TestJudgeBatched::anotherJudgeNeverReplacesThePrimary()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 4);
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(judgeAll);
    JudgeJob a(path, optionsFor(server));
    QVERIFY(runJob(a).complete());
    // 2 of 3 claims supported per answer; every answer has an unsupported claim.
    QCOMPARE(metric(path, QStringLiteral("faithfulness")), std::optional<double>(2.0 / 3));
    QCOMPARE(metric(path, QStringLiteral("hallucination_rate")), std::optional<double>(1.0));

    server.setHandler([](const RecordedRequest& request) {
        if (request.schemaName() != QLatin1String("verdicts"))
            return judgeAll(request);
        return sameVerdictForAll(request, "supported", json::array());
    });
    JudgeOptions other = optionsFor(server);
    other.chat.model = QStringLiteral("judge-b");
    JudgeJob b(path, other);
    QVERIFY(runJob(b).complete());
    {
        auto project = Project::open(path);
        QVERIFY(judge::runLexicalJudge(**project, QStringLiteral("r1"), judge::kLexicalThreshold, nullptr, {})
                    .ok());
        const RowId runId = (*project)->runs().runByName(QStringLiteral("r1"))->id;
        QCOMPARE((*project)->runs().primaryJudge(runId), std::optional<QString>(kModel));
        QCOMPARE((*project)->runs().judgeModels(runId).size(), 3);
    }
    QCOMPARE(metric(path, QStringLiteral("faithfulness")), std::optional<double>(2.0 / 3));
    QCOMPARE(metric(path, QStringLiteral("hallucination_rate")), std::optional<double>(1.0));

    // Picked: b counts.
    {
        auto project = Project::open(path);
        QVERIFY((*project)->runs().setPickedJudge((*project)->runs().runByName(QStringLiteral("r1"))->id,
                                                  QStringLiteral("judge-b")));
    }
    QCOMPARE(metric(path, QStringLiteral("faithfulness")), std::optional<double>(1.0));
    QCOMPARE(metric(path, QStringLiteral("hallucination_rate")), std::optional<double>(0.0));
}

// An answer whose claims all came back unknown has neither faithfulness nor a hallucination:
// both undefined for it, so that the run's means are over the other answers.
void TestJudgeBatched::allUnknownIsUndefined()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 2);
    {
        auto project = Project::open(path);
        Project& p = **project;
        const RowId runId = p.runs().runByName(QStringLiteral("r1"))->id;
        for (int a = 0; a < 2; ++a) {
            const RowId questionId = p.questions().byExternalId(QStringLiteral("q%1").arg(a))->id;
            for (int k = 0; k < 2; ++k) {
                Claim claim;
                claim.runId = runId;
                claim.questionId = questionId;
                claim.ordinal = k;
                claim.text = QStringLiteral("claim %1").arg(k);
                claim.judgeModel = kModel;
                // q0: both unknown; q1: supported and contradicted.
                claim.verdict =
                    a == 0 ? Verdict::Unknown : (k == 0 ? Verdict::Supported : Verdict::Contradicted);
                QVERIFY(p.runs().addClaim(claim).ok());
            }
        }
    }
    auto project = Project::open(path);
    auto catalog =
        metrics::MetricCatalog::parse({QStringLiteral("faithfulness"), QStringLiteral("hallucination_rate")});
    auto computed = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
    QVERIFY(computed.ok());
    QCOMPARE(computed->questions().at(0).externalId, QStringLiteral("q0"));
    QVERIFY(!computed->value(0, 0).has_value());
    QVERIFY(!computed->value(0, 1).has_value());
    QCOMPARE(computed->value(1, 0), std::optional<double>(0.5));
    QCOMPARE(computed->value(1, 1), std::optional<double>(1.0));
    QCOMPARE(computed->aggregate().at(0), std::optional<double>(0.5));
    QCOMPARE(computed->aggregate().at(1), std::optional<double>(1.0));
}

// People reviewed the plain judge's claims; the aligned judge's prompts carry some of them as
// examples, never one in the fold of a claim being judged (so never the claim itself), and
// judge-trust reports both judges on the same reviewed claims, held out.
void TestJudgeBatched::alignedJudgeNeverSeesItsOwnClaim()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 30);
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(judgeAll);
    JudgeJob plain(path, optionsFor(server));
    QVERIFY(runJob(plain).complete());
    QSet<QString> reviewedTexts;
    {
        auto project = Project::open(path);
        Project& p = **project;
        const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
        // ana reviews fact 0 and fact 2 of every answer: fact 2 is in fact supported.
        for (const Claim& claim : p.runs().claimsOfRun(p.runs().runByName(QStringLiteral("r1"))->id))
            if (!claim.text.endsWith(QLatin1String("fact 1"))) {
                QVERIFY(p.runs().setReview(claim.id, ana, Verdict::Supported,
                                           QStringLiteral("it is in the passage"), false));
                reviewedTexts.insert(claim.text);
            }
    }
    const int before = server.requestCount();
    JudgeOptions options = optionsFor(server);
    options.aligned = true;
    JudgeJob aligned(path, options);
    const JobSummary summary = runJob(aligned);
    QVERIFY2(summary.complete(), qPrintable(summary.errorSamples.join(u'\n')));
    // The plain judge's claims serve: no claims request, 30 verdicts requests.
    QCOMPARE(server.requestCount() - before, 30);
    int examplesShown = 0;
    static const QRegularExpression exampleLine(QStringLiteral("^- example: \"(.*)\" → (\\w+)"),
                                                QRegularExpression::MultilineOption);
    for (int i = before; i < server.requestCount(); ++i) {
        const RecordedRequest& request = server.requests().at(i);
        QCOMPARE(request.schemaName(), QStringLiteral("verdicts"));
        QSet<int> folds;
        QSet<QString> judged;
        for (const auto& item : request.numbered(QStringLiteral("claim"))) {
            folds.insert(judge::AlignmentExamples::foldOf(item.second));
            judged.insert(item.second);
        }
        for (auto it = exampleLine.globalMatch(request.userPrompt()); it.hasNext();) {
            const QString example = it.next().captured(1);
            ++examplesShown;
            QVERIFY2(!judged.contains(example), qPrintable(example));
            QVERIFY(!folds.contains(judge::AlignmentExamples::foldOf(example)));
            QVERIFY(reviewedTexts.contains(example));
        }
    }
    QVERIFY(examplesShown >= 30); // every request had examples to learn from (4 at most)

    const auto trust =
        test::runCli({QStringLiteral("judge-trust"), QStringLiteral("--project"), path,
                      QStringLiteral("--run"), QStringLiteral("r1"), QStringLiteral("--json")});
    QCOMPARE(trust.exitCode, 0);
    const json document = json::parse(trust.out.toStdString());
    QCOMPARE(document.at("claims_reviewed").get<int>(), 60);
    QCOMPARE(document.at("primary_judge").get<std::string>(), kModel.toStdString());
    QCOMPARE(document.at("aligned").size(), 1u);
    const json& pair = document.at("aligned").at(0);
    QCOMPARE(pair.at("claims").get<int>(), 60);
    QVERIFY(pair.at("held_out").get<bool>());
    // Both judges said fact 2 unsupported (the scripted judge ignores examples), ana said
    // supported: the same agreement, 30 of 60 overridden each.
    for (const json& entry : document.at("judges"))
        if (entry.at("judge") == kModel.toStdString() ||
            entry.at("judge") == (kModel + QStringLiteral("+aligned")).toStdString()) {
            QCOMPARE(entry.at("compared").get<int>(), 60);
            QCOMPARE(entry.at("overridden").get<int>(), 30);
        }
}

// The command line: --dry-run sends nothing and prints the plan; the run prints the tokens the
// server reported; --concurrency beyond 64 is refused, not clamped; --primary picks the judge.
void TestJudgeBatched::cliSaysWhatItSendsAndSpends()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 6);
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(judgeAll);
    server.setReportUsage(true);
    const QStringList base = {
        QStringLiteral("judge"), QStringLiteral("--project"), path,
        QStringLiteral("--run"), QStringLiteral("r1"),        QStringLiteral("--endpoint"),
        server.baseUrl(),        QStringLiteral("--model"),   kModel};

    const test::CliResult dry = runCliServing(base + QStringList{QStringLiteral("--dry-run")});
    QCOMPARE(dry.exitCode, 0);
    QCOMPARE(server.requestCount(), 0);
    QVERIFY2(dry.out.contains(QLatin1String("requests: 12 (6 claims, 6 verdicts)")), qPrintable(dry.out));
    QVERIFY(dry.out.contains(QLatin1String("answers: 6 (0 split into claims, 0 fully judged already)")));

    const test::CliResult tooMany =
        runCliServing(base + QStringList{QStringLiteral("--concurrency"), QStringLiteral("65")});
    QCOMPARE(tooMany.exitCode, 2);
    QVERIFY(tooMany.err.contains(QLatin1String("--concurrency 65 is more than the 64")));
    QCOMPARE(server.requestCount(), 0);

    const test::CliResult judged =
        runCliServing(base + QStringList{QStringLiteral("--concurrency"), QStringLiteral("32")});
    QVERIFY2(judged.exitCode == 0, qPrintable(judged.err));
    QCOMPARE(server.requestCount(), 12);
    const auto [prompt, completion] = server.reportedUsage();
    const QString expected = QStringLiteral("tokens: %1 prompt + %2 completion in 12 requests this run")
                                 .arg(QLocale::c().toString(prompt), QLocale::c().toString(completion));
    QVERIFY2(judged.out.contains(expected), qPrintable(judged.out + expected));

    // A second judge, then --primary makes it count; without --primary the first stays.
    QStringList other = base;
    other[other.indexOf(kModel)] = QStringLiteral("judge-b");
    QCOMPARE(runCliServing(other).exitCode, 0);
    {
        auto project = Project::open(path);
        QCOMPARE((*project)->runs().primaryJudge((*project)->runs().runByName(QStringLiteral("r1"))->id),
                 std::optional<QString>(kModel));
    }
    const test::CliResult picked = runCliServing(other + QStringList{QStringLiteral("--primary")});
    QCOMPARE(picked.exitCode, 0);
    QCOMPARE(server.requestCount(), 24); // nothing left to ask: it only picks
    QVERIFY(picked.out.contains(QLatin1String("primary judge of run r1: judge-b")));
    const test::CliResult check = test::runCli(
        {QStringLiteral("check"), QStringLiteral("--project"), path, QStringLiteral("--run"),
         QStringLiteral("r1"), QStringLiteral("--threshold"), QStringLiteral("faithfulness>=0.5")});
    QVERIFY2(check.out.contains(QStringLiteral("— judge judge-b, 0% of 18 claims reviewed")),
             qPrintable(check.out));
}

QTEST_GUILESS_MAIN(TestJudgeBatched)
#include "tst_judge_batched.moc"
