// The LLM judge end to end against a loopback chat server: claims, verdicts against labelled
// contexts, evidence ids, replacement of a judge's earlier claims, errors and resume.
#include "ChatServer.h"
#include "jobs/JudgeJob.h"
#include "judge/Faithfulness.h"
#include "llm/PromptTemplates.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/JobStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QCryptographicHash>
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

const QString kModel = QStringLiteral("judge-model");
const QString kReturns0 = QStringLiteral(
    "Items can be returned within 30 days of delivery. Refunds are issued to the original payment method.");
const QString kReturns1 = QStringLiteral("Gift cards cannot be refunded.");
const QString kClaimReturn = QStringLiteral("Items can be returned within 30 days.");
const QString kClaimCard = QStringLiteral("Refunds go to a store card.");
const QString kClaimGift = QStringLiteral("Gift cards are refundable.");

struct Fixture
{
    QString path;
    RowId runId = 0;
    RowId q1 = 0;
    RowId q2 = 0;
};

// Run r1: q1 retrieved returns#0 and returns#1, q2 retrieved returns#1. q1 has an imported
// claim (no judge) and q2 a stale claim of this judge, which a new judgement replaces.
Fixture makeProject(const QTemporaryDir& dir)
{
    Fixture f;
    f.path = dir.filePath(QStringLiteral("judge.goldset"));
    auto opened = Project::open(f.path, Project::OpenMode::CreateIfMissing);
    if (!opened)
        return {};
    Project& p = **opened;
    Document document;
    document.externalId = QStringLiteral("returns");
    const RowId documentId = *p.corpus().upsertDocument(document);
    const RowId c0 = *p.corpus().upsertChunk(Chunk{0, documentId, QStringLiteral("returns#0"), 0, kReturns0});
    const RowId c1 = *p.corpus().upsertChunk(Chunk{0, documentId, QStringLiteral("returns#1"), 1, kReturns1});
    Question q1;
    q1.externalId = QStringLiteral("q1");
    q1.text = QStringLiteral("How do returns work?");
    f.q1 = *p.questions().upsert(q1);
    Question q2;
    q2.externalId = QStringLiteral("q2");
    q2.text = QStringLiteral("Are gift cards refundable?");
    f.q2 = *p.questions().upsert(q2);
    f.runId = *p.runs().createRun(Run{0, QStringLiteral("r1")});
    p.runs().addRetrieval({f.runId, f.q1, 1, c0, 2.0});
    p.runs().addRetrieval({f.runId, f.q1, 2, c1, 1.0});
    p.runs().addRetrieval({f.runId, f.q2, 1, c1, 1.0});
    p.runs().setAnswer(f.runId, f.q1,
                       QStringLiteral("You can return items within 30 days; refunds go to a store card."),
                       std::nullopt);
    p.runs().setAnswer(f.runId, f.q2, QStringLiteral("Yes, gift cards are refundable."), std::nullopt);
    Claim imported;
    imported.runId = f.runId;
    imported.questionId = f.q1;
    imported.text = QStringLiteral("imported claim");
    p.runs().addClaim(imported);
    Claim stale;
    stale.runId = f.runId;
    stale.questionId = f.q2;
    stale.text = QStringLiteral("stale claim");
    stale.judgeModel = kModel;
    p.runs().addClaim(stale);
    return f;
}

// The scripted judge's verdict on one claim.
json verdictOn(const QString& claim)
{
    if (claim.contains(kClaimReturn)) // "bogus#9" was not retrieved: dropped
        return {{"verdict", "supported"},
                {"reason", "returns#0 says 30 days"},
                {"evidence", {"returns#0", "bogus#9"}}};
    if (claim.contains(kClaimCard))
        return {{"verdict", "unsupported"},
                {"reason", "no passage mentions store cards"},
                {"evidence", json::array()}};
    return {{"verdict", "contradicted"},
            {"reason", "gift cards cannot be refunded"},
            {"evidence", {"returns#1"}}};
}

// The scripted judge: claims by question; the verdicts of an answer's numbered claims, each by
// its text, in the order "claim N:" lines give them.
ScriptedResponse judgeAnswer(const RecordedRequest& request)
{
    const QString prompt = request.userPrompt();
    if (request.schemaName() == QLatin1String("claims")) {
        if (prompt.contains(QLatin1String("How do returns work?")))
            return ScriptedResponse::answer(
                {{"claims", {kClaimReturn.toStdString(), kClaimCard.toStdString()}}});
        return ScriptedResponse::answer({{"claims", {kClaimGift.toStdString()}}});
    }
    json verdicts = json::array();
    for (const auto& [number, claim] : request.numbered(QStringLiteral("claim"))) {
        json verdict = verdictOn(claim);
        verdict["claim"] = number;
        verdicts.push_back(verdict);
    }
    return ScriptedResponse::answer({{"verdicts", verdicts}});
}

JudgeOptions optionsFor(const ChatServer& server)
{
    JudgeOptions options;
    options.runName = QStringLiteral("r1");
    options.chat.baseUrl = server.baseUrl();
    options.chat.model = kModel;
    options.chat.apiKey = QStringLiteral("sk-judge");
    options.chat.concurrency = 2;
    options.chat.timeoutMs = 2000;
    options.chat.retries = 1;
    options.chat.backoffMs = 20;
    return options;
}

JobSummary runInBackground(JudgeJob& job)
{
    QSignalSpy finished(&job, &JudgeJob::finished);
    job.start();
    if (!finished.wait(60000))
        return JobSummary{QStringLiteral("timed out")};
    return finished.first().first().value<JobSummary>();
}

QList<Claim> judged(Project& p, RowId runId, RowId questionId)
{
    QList<Claim> result;
    for (const Claim& claim : p.runs().claims(runId, questionId))
        if (claim.judgeModel == kModel)
            result.append(claim);
    return result;
}

} // namespace

class TestJudge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void judgesClaimsAgainstLabelledContexts();
    void resumesOnlyWhatIsNotDone();
    void resumesAJobOfThePerClaimJudge();
    void rejudgeClaimsKeepsClaimsAndReviews();
    void newClaimsKeepReviewedOnes();
    void waitsForRetryAfterOn429();
    void cancelThenResume();
    void unknownRunIsAnError();
};

void TestJudge::judgesClaimsAgainstLabelledContexts()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    QVERIFY(!f.path.isEmpty());
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(judgeAnswer);
    JudgeJob job(f.path, optionsFor(server));
    const JobSummary summary = runInBackground(job);
    QVERIFY2(summary.complete(), qPrintable(summary.fatalError + summary.errorSamples.join(u'\n')));
    QCOMPARE(summary.total, 4); // 2 answers: their claims and their verdicts
    QCOMPARE(summary.counters.value(QStringLiteral("claims")), 3.0);
    QCOMPARE(summary.counters.value(QStringLiteral("supported")), 1.0);
    // q1: 1 of 2 supported, q2: 0 of 1 -> mean faithfulness 0.25
    QCOMPARE(summary.counters.value(QStringLiteral("faithfulness")), 0.25);
    QCOMPARE(summary.warnings.size(), 1);
    QVERIFY(summary.warnings.first().contains(QLatin1String("bogus#9")));

    QCOMPARE(server.requestsFor(QStringLiteral("claims")).size(), 2);
    // One verdicts request per answer, whatever the number of its claims: the contexts go once.
    const QList<RecordedRequest> verdictRequests = server.requestsFor(QStringLiteral("verdicts"));
    QCOMPARE(verdictRequests.size(), 2);
    QCOMPARE(server.requestCount(), 4);
    for (const RecordedRequest& request : server.requests()) {
        QCOMPARE(request.headers.value("authorization"), QByteArray("Bearer sk-judge"));
        QVERIFY((request.json.at("temperature")) == (json(0)));
        QVERIFY((request.json.at("model")) == (json(kModel.toStdString())));
    }
    QString returnPrompt;
    for (const RecordedRequest& request : verdictRequests)
        if (request.userPrompt().contains(kClaimReturn)) {
            returnPrompt = request.userPrompt();
            // Both claims of q1, numbered from 0, one per line; the schema says how many.
            const QList<QPair<int, QString>> numbered = request.numbered(QStringLiteral("claim"));
            QCOMPARE(numbered.size(), 2);
            QCOMPARE(numbered.at(0), (QPair<int, QString>(0, kClaimReturn)));
            QCOMPARE(numbered.at(1), (QPair<int, QString>(1, kClaimCard)));
            QCOMPARE(returnPrompt.count(kReturns0), 1);
        }
    QVERIFY(returnPrompt.contains(QStringLiteral("[returns#0] ") + kReturns0));
    QVERIFY(returnPrompt.contains(QStringLiteral("[returns#1] ") + kReturns1));
    QVERIFY(returnPrompt.contains(QLatin1String("How do returns work?")));

    auto project = Project::open(f.path);
    QVERIFY(project.ok());
    Project& p = **project;
    const QList<Claim> all1 = p.runs().claims(f.runId, f.q1);
    QCOMPARE(all1.size(), 3);
    QCOMPARE(all1.at(0).text, QStringLiteral("imported claim")); // another judge's claim is kept
    const QList<Claim> c1 = judged(p, f.runId, f.q1);
    QCOMPARE(c1.size(), 2);
    QCOMPARE(c1.at(0).ordinal, 1);
    QCOMPARE(c1.at(0).text, kClaimReturn);
    QVERIFY((c1.at(0).verdict) == (Verdict::Supported));
    QCOMPARE(c1.at(0).evidence, QStringList{QStringLiteral("returns#0")});
    QCOMPARE(c1.at(0).reason, QStringLiteral("returns#0 says 30 days"));
    // The hash of the verdicts prompt's template (the default one), not of the filled prompt:
    // every verdict made with that template shares it.
    const QString verdictTemplate = llm::defaultPromptTemplate(llm::PromptKind::Verdicts);
    QCOMPARE(
        c1.at(0).promptHash,
        QString::fromLatin1(
            QCryptographicHash::hash(verdictTemplate.toUtf8(), QCryptographicHash::Sha256).toHex().left(16)));
    QCOMPARE(c1.at(1).promptHash, c1.at(0).promptHash);
    QVERIFY((c1.at(1).verdict) == (Verdict::Unsupported));
    QVERIFY(c1.at(1).evidence.isEmpty());
    const QList<Claim> c2 = judged(p, f.runId, f.q2);
    QCOMPARE(c2.size(), 1); // the stale claim was replaced
    QCOMPARE(c2.at(0).text, kClaimGift);
    QCOMPARE(c2.at(0).ordinal, 0);
    QVERIFY((c2.at(0).verdict) == (Verdict::Contradicted));
    QCOMPARE(c2.at(0).evidence, QStringList{QStringLiteral("returns#1")});
    QVERIFY((judge::faithfulness(all1, kModel)) == (std::optional<double>(0.5)));
    QVERIFY((judge::faithfulness(p.runs().claims(f.runId, f.q2), kModel)) == (std::optional<double>(0.0)));
}

void TestJudge::resumesOnlyWhatIsNotDone()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    ChatServer server;
    QVERIFY(server.listen());
    // First run: q1's verdicts always fail (500), q2's claims are broken JSON.
    server.setHandler([](const RecordedRequest& request) {
        if (request.schemaName() == QLatin1String("verdicts") && request.userPrompt().contains(kClaimCard))
            return ScriptedResponse::error(500);
        if (request.schemaName() == QLatin1String("claims") &&
            request.userPrompt().contains(QLatin1String("gift")))
            return ScriptedResponse::rawContent(R"({"claims": [)");
        return judgeAnswer(request);
    });
    JudgeJob first(f.path, optionsFor(server));
    const JobSummary one = runInBackground(first);
    QVERIFY(one.fatalError.isEmpty());
    QCOMPARE(one.errors, 2);                    // q2's claims and q1's verdicts
    QCOMPARE(one.total, 4);                     // 2 answers x (claims, verdicts)
    QCOMPARE(one.done, 1);                      // q1's claims
    QCOMPARE(server.requestCount(), 1 + 2 + 2); // claims q1, claims q2 x2, verdicts q1 x2
    {
        auto project = Project::open(f.path);
        Project& p = **project;
        const auto errors = JobStore(p.connection()).errors(JudgeJob::jobName(QStringLiteral("r1"), kModel));
        QCOMPARE(errors.size(), 2);
        QVERIFY(errors.contains(QStringLiteral("answer:q2")));
        QVERIFY(errors.contains(QStringLiteral("verdicts:q1")));
        QVERIFY((judged(p, f.runId, f.q1).at(1).verdict) == (Verdict::Unknown));
        // q2's claim extraction failed as a whole: its stale claim is untouched.
        QCOMPARE(judged(p, f.runId, f.q2).size(), 1);
        QCOMPARE(judged(p, f.runId, f.q2).first().text, QStringLiteral("stale claim"));
    }

    // Second run with a working server: q2's claims, then the verdicts of q1 and of q2.
    const int before = server.requestCount();
    server.setHandler(judgeAnswer);
    JudgeJob second(f.path, optionsFor(server));
    const JobSummary two = runInBackground(second);
    QVERIFY2(two.complete(), qPrintable(two.errorSamples.join(u'\n')));
    QCOMPARE(two.total, 4);
    QCOMPARE(two.processed, 3);
    QCOMPARE(server.requestCount() - before, 3);
    QCOMPARE(server.requestsFor(QStringLiteral("claims")).size(), 4);
    QCOMPARE(server.requests().last().schemaName(), QStringLiteral("verdicts"));
    QCOMPARE(two.counters.value(QStringLiteral("faithfulness")), 0.25);

    // Third run: nothing left to ask.
    JudgeJob third(f.path, optionsFor(server));
    const JobSummary three = runInBackground(third);
    QVERIFY(three.complete());
    QCOMPARE(three.processed, 0);
    QCOMPARE(server.requestCount() - before, 3);
}

// A project judged by the judge before batched verdicts (one `verdict` request per claim, item
// keys "claim:<id>"): its verdicts stay valid, and only the claim it had not judged is asked,
// in one `verdicts` request. When the project's verdicts prompt changes, its hash decides: every
// claim is asked again.
void TestJudge::resumesAJobOfThePerClaimJudge()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    const QString job = JudgeJob::jobName(QStringLiteral("r1"), kModel);
    const QString legacyHash = llm::promptHash(llm::defaultPromptTemplate(llm::PromptKind::Verdict));
    RowId returnId = 0;
    {
        auto project = Project::open(f.path);
        QVERIFY(project.ok());
        Project& p = **project;
        Claim claim;
        claim.text = kClaimReturn;
        claim.promptHash = llm::promptHash(llm::defaultPromptTemplate(llm::PromptKind::Claims));
        Claim card = claim;
        card.text = kClaimCard;
        QVERIFY(p.runs().syncClaims(f.runId, f.q1, kModel, {claim, card}, false).ok());
        const QList<Claim> made = judged(p, f.runId, f.q1);
        QCOMPARE(made.size(), 2);
        returnId = made.at(0).id;
        QVERIFY(p.runs().setClaimVerdict(returnId, Verdict::Supported, QStringLiteral("old way"),
                                         {QStringLiteral("returns#0")}, kModel, legacyHash));
        JobStore jobs(p.connection());
        QVERIFY(jobs.markDone(job, QStringLiteral("answer:q1")));
        QVERIFY(jobs.markDone(job, QStringLiteral("claim:%1").arg(returnId)));
    }
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(judgeAnswer);
    JudgeJob job1(f.path, optionsFor(server));
    const JobSummary summary = runInBackground(job1);
    QVERIFY2(summary.complete(), qPrintable(summary.errorSamples.join(u'\n')));
    // q1: one verdicts request with the store-card claim alone; q2: its claims, its verdicts.
    QCOMPARE(server.requestCount(), 3);
    const QList<RecordedRequest> verdicts = server.requestsFor(QStringLiteral("verdicts"));
    QCOMPARE(verdicts.size(), 2);
    for (const RecordedRequest& request : verdicts)
        if (request.userPrompt().contains(kClaimCard))
            QCOMPARE(request.numbered(QStringLiteral("claim")),
                     (QList<QPair<int, QString>>{{0, kClaimCard}}));
    {
        auto project = Project::open(f.path);
        const Claim kept = judged(**project, f.runId, f.q1).at(0);
        QCOMPARE(kept.id, returnId);
        QCOMPARE(kept.reason, QStringLiteral("old way")); // not asked again
    }

    // The project's verdicts prompt changes: every verdict made with another prompt is redone.
    {
        auto project = Project::open(f.path);
        QVERIFY((*project)->settings().setValue(llm::promptSettingKey(llm::PromptKind::Verdicts),
                                                llm::defaultPromptTemplate(llm::PromptKind::Verdicts) +
                                                    QStringLiteral("\nBe brief.")));
        QVERIFY((*project)->settings().setValue(llm::promptSettingKey(llm::PromptKind::Verdict),
                                                QStringLiteral("changed too {{claim}}")));
    }
    const int before = server.requestCount();
    JudgeJob job2(f.path, optionsFor(server));
    QVERIFY(runInBackground(job2).complete());
    QCOMPARE(server.requestCount() - before, 2); // the verdicts of q1 (2 claims) and q2 (1)
    QCOMPARE(server.requests().at(before).numbered(QStringLiteral("claim")).size() +
                 server.requests().at(before + 1).numbered(QStringLiteral("claim")).size(),
             3);
    auto project = Project::open(f.path);
    QCOMPARE(judged(**project, f.runId, f.q1).at(0).reason, QStringLiteral("returns#0 says 30 days"));
}

// "All claims again": every claim of this judge gets a new verdict request, the answers are not
// split again, and the claims (with their human reviews) keep their rows.
void TestJudge::rejudgeClaimsKeepsClaimsAndReviews()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(judgeAnswer);
    JudgeJob first(f.path, optionsFor(server));
    QVERIFY(runInBackground(first).complete());
    QList<RowId> claimIds;
    {
        auto project = Project::open(f.path);
        for (RowId q : {f.q1, f.q2})
            for (const Claim& claim : judged(**project, f.runId, q))
                claimIds.append(claim.id);
    }
    QCOMPARE(claimIds.size(), 3);

    // Now the judge calls every claim supported.
    const int before = server.requestCount();
    server.setHandler([](const RecordedRequest& request) {
        if (request.schemaName() == QLatin1String("verdicts")) {
            json verdicts = json::array();
            for (const auto& item : request.numbered(QStringLiteral("claim")))
                verdicts.push_back({{"claim", item.first},
                                    {"verdict", "supported"},
                                    {"reason", "changed mind"},
                                    {"evidence", json::array()}});
            return ScriptedResponse::answer({{"verdicts", verdicts}});
        }
        return judgeAnswer(request);
    });
    JudgeOptions options = optionsFor(server);
    options.rejudgeClaims = true;
    JudgeJob again(f.path, options);
    const JobSummary summary = runInBackground(again);
    QVERIFY2(summary.complete(), qPrintable(summary.errorSamples.join(u'\n')));
    QCOMPARE(summary.processed, 2);
    QCOMPARE(server.requestCount() - before, 2); // the verdicts of two answers, no claims request
    for (int i = before; i < server.requestCount(); ++i)
        QCOMPARE(server.requests().at(i).schemaName(), QStringLiteral("verdicts"));
    QCOMPARE(summary.counters.value(QStringLiteral("supported")), 3.0);
    QCOMPARE(summary.counters.value(QStringLiteral("faithfulness")), 1.0);
    auto project = Project::open(f.path);
    QList<RowId> after;
    for (RowId q : {f.q1, f.q2})
        for (const Claim& claim : judged(**project, f.runId, q)) {
            after.append(claim.id);
            QCOMPARE(claim.reason, QStringLiteral("changed mind"));
        }
    QCOMPARE(after, claimIds);
}

// Splitting an answer into claims again never drops people's verdicts: a claim made again keeps
// its row and review; a reviewed claim the judge no longer makes is kept, orphaned.
void TestJudge::newClaimsKeepReviewedOnes()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    RowId staleId = 0;
    RowId giftId = 0;
    {
        auto project = Project::open(f.path);
        QVERIFY(project.ok());
        Project& p = **project;
        staleId = judged(p, f.runId, f.q2).first().id;
        Claim gift;
        gift.runId = f.runId;
        gift.questionId = f.q2;
        gift.ordinal = 1;
        gift.text = kClaimGift;
        gift.judgeModel = kModel;
        giftId = *p.runs().addClaim(gift);
        const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
        QVERIFY(p.runs().setReview(staleId, ana, Verdict::Unsupported, QStringLiteral("stale"), false));
        QVERIFY(p.runs().setReview(giftId, ana, Verdict::Contradicted, QString(), true));
    }
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(judgeAnswer);
    JudgeJob job(f.path, optionsFor(server));
    const JobSummary summary = runInBackground(job);
    QVERIFY2(summary.complete(), qPrintable(summary.errorSamples.join(u'\n')));
    // q1: 1 of 2 supported, q2: the gift claim contradicted; the orphan does not count.
    QCOMPARE(summary.counters.value(QStringLiteral("claims")), 3.0);
    QCOMPARE(summary.counters.value(QStringLiteral("faithfulness")), 0.25);
    auto project = Project::open(f.path);
    Project& p = **project;
    const QList<Claim> c2 = judged(p, f.runId, f.q2);
    QCOMPARE(c2.size(), 2);
    QCOMPARE(c2.at(0).id, giftId);
    QVERIFY(!c2.at(0).orphaned);
    QVERIFY(c2.at(0).verdict == Verdict::Contradicted);
    QCOMPARE(c2.at(1).id, staleId);
    QVERIFY(c2.at(1).orphaned);
    QCOMPARE(p.runs().reviews(staleId).size(), 1);
    QCOMPARE(p.runs().reviews(giftId).size(), 1);
    QCOMPARE(p.stats().claimReviews, 2);
}

// A 429 with Retry-After: 1 on the first request: the same request is sent again no sooner than
// a second later (by the server's own arrival times), and the job completes.
void TestJudge::waitsForRetryAfterOn429()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    ChatServer server;
    QVERIFY(server.listen());
    server.enqueue(ScriptedResponse::error(429, "1"));
    server.setHandler(judgeAnswer);
    JudgeJob job(f.path, optionsFor(server));
    const JobSummary summary = runInBackground(job);
    QVERIFY2(summary.complete(), qPrintable(summary.errorSamples.join(u'\n')));
    QCOMPARE(summary.counters.value(QStringLiteral("faithfulness")), 0.25);
    const RecordedRequest first = server.requests().first();
    int again = -1;
    for (int i = 1; i < server.requestCount(); ++i)
        if (server.requests().at(i).body == first.body) {
            again = i;
            break;
        }
    QVERIFY(again > 0);
    QVERIFY(server.requests().at(again).receivedMs - first.receivedMs >= 1000);
    QCOMPARE(server.requestCount(), 2 + 2 + 1); // 2 claims, 2 verdicts, 1 retried
}

// Cancelled while judging claims, then run again: only what was not done is asked, the claims
// are not split again, and the result is the full one.
void TestJudge::cancelThenResume()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    ChatServer server;
    QVERIFY(server.listen());
    JudgeOptions options = optionsFor(server);
    options.chat.concurrency = 1;
    JudgeJob first(f.path, options);
    server.setHandler([&first](const RecordedRequest& request) {
        if (request.schemaName() == QLatin1String("verdicts")) {
            first.cancel(); // the user presses Cancel while the first verdicts are asked,
            return judgeAnswer(request).delayed(2000); // of a slow server
        }
        return judgeAnswer(request);
    });
    const JobSummary one = runInBackground(first);
    QVERIFY(one.cancelled);
    QVERIFY(one.done < 4);
    // The pipeline: q1's verdicts left as soon as its claims were in, before q2's claims.
    QList<RowId> before;
    {
        auto project = Project::open(f.path);
        for (const Claim& claim : judged(**project, f.runId, f.q1))
            before.append(claim.id);
    }
    QCOMPARE(before.size(), 2);

    server.setHandler(judgeAnswer);
    const int asked = server.requestCount();
    JudgeJob second(f.path, optionsFor(server));
    const JobSummary two = runInBackground(second);
    QVERIFY2(two.complete(), qPrintable(two.errorSamples.join(u'\n')));
    QCOMPARE(two.processed, 4 - one.done);
    QCOMPARE(server.requestCount() - asked, two.processed);
    QCOMPARE(server.requestsFor(QStringLiteral("claims")).size(), 2);
    QCOMPARE(two.counters.value(QStringLiteral("faithfulness")), 0.25);
    auto project = Project::open(f.path);
    QList<RowId> after;
    for (const Claim& claim : judged(**project, f.runId, f.q1)) {
        after.append(claim.id);
        QVERIFY(claim.verdict != Verdict::Unknown);
    }
    QCOMPARE(after, before); // q1 was not split again
    QCOMPARE(judged(**project, f.runId, f.q2).size(), 1);
    QCOMPARE(judged(**project, f.runId, f.q2).first().text, kClaimGift);
}

void TestJudge::unknownRunIsAnError()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    ChatServer server;
    QVERIFY(server.listen());
    JudgeOptions options = optionsFor(server);
    options.runName = QStringLiteral("nope");
    JudgeJob job(f.path, options);
    const JobSummary summary = runInBackground(job);
    QVERIFY(summary.fatalError.contains(QLatin1String("nope")));
    QCOMPARE(server.requestCount(), 0);
}

QTEST_GUILESS_MAIN(TestJudge)
#include "tst_judge.moc"
