// A person's edits of an answer's claims (storage::ClaimSync::replace): a changed claim loses
// its verdicts and is judged again, and only it (requests counted on the loopback server); an
// undo writes back the old claims under their row ids with their verdicts, reviews,
// adjudications and nugget links. Real SQLite, real HTTP.
#include "ChatServer.h"
#include "jobs/JudgeJob.h"
#include "llm/PromptTemplates.h"
#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"
#include "storage/ClaimSync.h"
#include "storage/CorpusStore.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"
#include "storage/Transaction.h"

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
const QString kReturn =
    QStringLiteral("Items can be returned within 30 days and refunds go to a store card.");
const QString kGift = QStringLiteral("Gift cards are refundable.");

// The scripted judge: q1's answer is one badly cut claim, q2's one claim. A verdict by the
// claim's text: "30 days" supported, "store card" unsupported, anything else contradicted.
ScriptedResponse judgeAnswer(const RecordedRequest& request)
{
    const QString prompt = request.userPrompt();
    if (request.schemaName() == QLatin1String("claims")) {
        if (prompt.contains(QLatin1String("How do returns work?")))
            return ScriptedResponse::answer({{"claims", {kReturn.toStdString()}}});
        return ScriptedResponse::answer({{"claims", {kGift.toStdString()}}});
    }
    json verdicts = json::array();
    for (const auto& [number, claim] : request.numbered(QStringLiteral("claim"))) {
        const bool card = claim.contains(QLatin1String("store card"));
        const bool days = claim.contains(QLatin1String("30 days"));
        verdicts.push_back({{"claim", number},
                            {"verdict", card   ? "unsupported"
                                        : days ? "supported"
                                               : "contradicted"},
                            {"reason", "scripted"},
                            {"evidence", days && !card ? json{"returns#0"} : json::array()}});
    }
    return ScriptedResponse::answer({{"verdicts", verdicts}});
}

JudgeOptions optionsFor(const ChatServer& server)
{
    JudgeOptions options;
    options.runName = QStringLiteral("r1");
    options.chat.baseUrl = server.baseUrl();
    options.chat.model = kModel;
    options.chat.concurrency = 2;
    options.chat.timeoutMs = 5000;
    options.chat.retries = 1;
    options.chat.backoffMs = 20;
    options.metrics = {QStringLiteral("faithfulness")};
    return options;
}

JobSummary judgeOnce(const QString& path, const ChatServer& server)
{
    JudgeJob job(path, optionsFor(server));
    QSignalSpy finished(&job, &JudgeJob::finished);
    job.start();
    if (!finished.wait(60000))
        return JobSummary{QStringLiteral("timed out")};
    return finished.first().first().value<JobSummary>();
}

struct Fixture
{
    QString path;
    RowId run = 0;
    RowId q1 = 0;
    RowId q2 = 0;
};

Fixture makeProject(const QTemporaryDir& dir)
{
    Fixture f;
    f.path = dir.filePath(QStringLiteral("edit.goldset"));
    auto opened = Project::open(f.path, Project::OpenMode::CreateIfMissing);
    if (!opened)
        return {};
    Project& p = **opened;
    const RowId doc = *p.corpus().upsertDocument(Document{.externalId = QStringLiteral("returns")});
    const RowId c0 = *p.corpus().upsertChunk(Chunk{0, doc, QStringLiteral("returns#0"), 0,
                                                   QStringLiteral("Items can be returned within 30 days.")});
    f.q1 = *p.questions().upsert(
        Question{.externalId = QStringLiteral("q1"), .text = QStringLiteral("How do returns work?")});
    f.q2 = *p.questions().upsert(
        Question{.externalId = QStringLiteral("q2"), .text = QStringLiteral("Are gift cards refundable?")});
    f.run = *p.runs().createRun(Run{0, QStringLiteral("r1")});
    p.runs().addRetrieval({f.run, f.q1, 1, c0, 2.0});
    p.runs().addRetrieval({f.run, f.q2, 1, c0, 2.0});
    p.runs().setAnswer(f.run, f.q1, QStringLiteral("Returns within 30 days; refunds go to a store card."),
                       std::nullopt);
    p.runs().setAnswer(f.run, f.q2, QStringLiteral("Yes, gift cards are refundable."), std::nullopt);
    return f;
}

QList<Claim> judgeClaims(Project& p, RowId run, RowId question)
{
    QList<Claim> result;
    for (const Claim& c : p.runs().claims(run, question))
        if (c.judgeModel == kModel)
            result.append(c);
    return result;
}

Status inTransaction(Project& p, const std::function<Status()>& write)
{
    Transaction t(p.connection());
    if (!t.begin())
        return makeError(t.lastError());
    if (Status s = write(); !s)
        return s;
    if (!t.commit())
        return makeError(t.lastError());
    return {};
}

// Everything about a claim a person or a judge gave, as one comparable line.
QString described(Project& p, const Claim& c)
{
    QStringList reviews;
    for (const ClaimReview& r : p.runs().reviews(c.id))
        reviews << QStringLiteral("%1=%2(%3)").arg(r.annotatorName, toString(r.verdict), r.note);
    const auto adjudication = p.adjudications().get(QStringLiteral("claims"), QString::number(c.id));
    return QStringLiteral("#%1 o%2 '%3' %4 '%5' [%6] h=%7 orphan=%8 reviews{%9} adj=%10")
        .arg(c.id)
        .arg(c.ordinal)
        .arg(c.text, toString(c.verdict), c.reason, c.evidence.join(u','), c.promptHash)
        .arg(c.orphaned)
        .arg(reviews.join(u';'), adjudication ? adjudication->value : QStringLiteral("-"));
}

QStringList describedAll(Project& p, RowId run, RowId question)
{
    QStringList lines;
    for (const Claim& c : judgeClaims(p, run, question))
        lines << described(p, c);
    return lines;
}

} // namespace

class TestClaimEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitIsJudgedAgainAloneAndKeepsOtherReviews();
    void undoRestoresClaimsVerdictsReviewsAndLinks();
    void mergeAddAndDelete();
    void refusesClaimsOfAnotherAnswer();
};

void TestClaimEdit::splitIsJudgedAgainAloneAndKeepsOtherReviews()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    QVERIFY(!f.path.isEmpty());
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.setHandler(judgeAnswer);
        const JobSummary first = judgeOnce(f.path, server);
        QVERIFY2(first.complete(), qPrintable(first.fatalError + first.errorSamples.join(u'\n')));
        QCOMPARE(server.countFor(QStringLiteral("claims")), 2);
        QCOMPARE(server.countFor(QStringLiteral("verdicts")), 2);
    }
    auto opened = Project::open(f.path);
    QVERIFY(opened.ok());
    Project& p = **opened;
    const QList<Claim> before = judgeClaims(p, f.run, f.q1);
    QCOMPARE(before.size(), 1);
    QCOMPARE(toString(before[0].verdict),
             toString(Verdict::Unsupported)); // "store card": the whole claim fails
    const QList<Claim> q2Before = judgeClaims(p, f.run, f.q2);
    QCOMPARE(q2Before.size(), 1);
    const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
    QVERIFY(p.runs().setReview(q2Before[0].id, ana, Verdict::Unsupported, QStringLiteral("no"), false).ok());
    const QString q2Line = described(p, q2Before[0]);

    // The person cuts q1's claim in two, and leaves q2 alone.
    Result<QList<RowId>> ids = QList<RowId>();
    QVERIFY(inTransaction(p, [&] {
                ids = ClaimSync(p.connection())
                          .replace(f.run, f.q1, kModel,
                                   {{0, QStringLiteral("Items can be returned within 30 days.")},
                                    {0, QStringLiteral("Refunds go to a store card.")}});
                return ids ? Status() : Status(ids.error());
            }).ok());
    QCOMPARE(ids->size(), 2);
    const QList<Claim> split = judgeClaims(p, f.run, f.q1);
    QCOMPARE(split.size(), 2);
    for (const Claim& c : split) {
        QCOMPARE(toString(c.verdict), toString(Verdict::Unknown));
        QCOMPARE(c.promptHash, QString());
        QVERIFY(c.reason.isEmpty());
        QVERIFY(c.id != before[0].id);
    }
    QCOMPARE(split[0].text, QStringLiteral("Items can be returned within 30 days."));

    // The judge's next run asks for the verdicts of the two new claims: one request, nothing else.
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(judgeAnswer);
    const JobSummary again = judgeOnce(f.path, server);
    QVERIFY2(again.complete(), qPrintable(again.fatalError + again.errorSamples.join(u'\n')));
    QCOMPARE(server.requestCount(), 1);
    const QList<RecordedRequest> asked = server.requestsFor(QStringLiteral("verdicts"));
    QCOMPARE(asked.size(), 1);
    const auto numbered = asked[0].numbered(QStringLiteral("claim"));
    QCOMPARE(numbered.size(), 2);
    QCOMPARE(numbered[0].second, QStringLiteral("Items can be returned within 30 days."));
    QCOMPARE(numbered[1].second, QStringLiteral("Refunds go to a store card."));
    QVERIFY(asked[0].userPrompt().contains(QLatin1String("How do returns work?")));

    auto reread = Project::open(f.path);
    QVERIFY(reread.ok());
    const QList<Claim> judged = judgeClaims(**reread, f.run, f.q1);
    QCOMPARE(judged.size(), 2);
    QCOMPARE(toString(judged[0].verdict), toString(Verdict::Supported));
    QCOMPARE(judged[0].evidence, QStringList{QStringLiteral("returns#0")});
    QCOMPARE(toString(judged[1].verdict), toString(Verdict::Unsupported));
    const QString verdictsHash = llm::promptHash(llm::defaultPromptTemplate(llm::PromptKind::Verdicts));
    QCOMPARE(judged[0].promptHash, verdictsHash);
    // q2's claim, its verdict and ana's review are as they were.
    QCOMPARE(described(**reread, judgeClaims(**reread, f.run, f.q2).at(0)), q2Line);

    // A third run has nothing to ask.
    ChatServer idle;
    QVERIFY(idle.listen());
    idle.setHandler(judgeAnswer);
    QVERIFY(judgeOnce(f.path, idle).complete());
    QCOMPARE(idle.requestCount(), 0);
}

void TestClaimEdit::undoRestoresClaimsVerdictsReviewsAndLinks()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    QVERIFY(!f.path.isEmpty());
    auto opened = Project::open(f.path);
    QVERIFY(opened.ok());
    Project& p = **opened;
    // Three judged claims of q1; a claim of another judge stays out of every edit.
    QList<RowId> ids;
    const QStringList texts = {QStringLiteral("A is true."), QStringLiteral("B is true."),
                               QStringLiteral("C is true.")};
    for (int i = 0; i < texts.size(); ++i)
        ids << *p.runs().addClaim(Claim{.runId = f.run,
                                        .questionId = f.q1,
                                        .ordinal = i,
                                        .text = texts[i],
                                        .verdict = i == 1 ? Verdict::Contradicted : Verdict::Supported,
                                        .reason = QStringLiteral("reason %1").arg(i),
                                        .evidence = {QStringLiteral("returns#0")},
                                        .judgeModel = kModel,
                                        .promptHash = QStringLiteral("hash%1").arg(i)});
    const RowId other = *p.runs().addClaim(Claim{.runId = f.run,
                                                 .questionId = f.q1,
                                                 .ordinal = 3,
                                                 .text = QStringLiteral("Other judge's claim."),
                                                 .verdict = Verdict::Supported,
                                                 .judgeModel = QStringLiteral("other-judge")});
    const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
    const RowId ben = *p.annotators().ensure(QStringLiteral("ben"));
    QVERIFY(p.runs().setReview(ids[1], ana, Verdict::Supported, QStringLiteral("it is"), false).ok());
    QVERIFY(p.runs().setReview(ids[1], ben, Verdict::Unsupported, QString(), true).ok());
    QVERIFY(p.runs().setReview(ids[2], ana, Verdict::Unsupported, QString(), false).ok());
    QVERIFY(p.adjudications()
                .set(QStringLiteral("claims"), QString::number(ids[1]), QStringLiteral("supported"),
                     QStringLiteral("lead says"), ana)
                .ok());
    const RowId nugget =
        *p.nuggets().insert(Nugget{.questionId = f.q1, .text = QStringLiteral("30 days")}, 0);
    QVERIFY(
        p.nuggetVerdicts()
            .setClaimNuggets(ClaimNuggets{ids[1], {nugget}, QStringLiteral("nh"), {}}, QStringLiteral("ph"))
            .ok());
    const QStringList original = describedAll(p, f.run, f.q1);

    ClaimSync sync(p.connection());
    const auto before = sync.snapshot(f.run, f.q1, kModel);
    QVERIFY(before.ok());
    QCOMPARE(before->claims.size(), 3);
    // B is split in two, C is deleted, A stays.
    QVERIFY(inTransaction(p, [&] {
                auto r =
                    sync.replace(f.run, f.q1, kModel,
                                 {{ids[0], {}}, {0, QStringLiteral("B is")}, {0, QStringLiteral("true.")}});
                return r ? Status() : Status(r.error());
            }).ok());
    const QStringList edited = describedAll(p, f.run, f.q1);
    QCOMPARE(edited.size(), 3);
    QString renumbered = original[0];
    QCOMPARE(edited[0],
             renumbered.replace(QStringLiteral(" o0 "), QStringLiteral(" o4 "))); // A: renumbered only
    QVERIFY2(edited[1].contains(QStringLiteral("'B is' unknown '' [] h= orphan=0 reviews{} adj=-")),
             qPrintable(edited[1]));
    QVERIFY(!p.adjudications().get(QStringLiteral("claims"), QString::number(ids[1])));
    QVERIFY(p.runs().reviews(ids[2]).isEmpty());
    QVERIFY(!p.nuggetVerdicts().claimNuggets(f.run, f.q1).contains(ids[1]));
    QCOMPARE(p.runs().claims(f.run, f.q1).size(), 4); // the other judge's claim is still there
    const auto after = sync.snapshot(f.run, f.q1, kModel);
    QVERIFY(after.ok());

    // Undo: the three claims under their ids, with verdicts, both reviews, the adjudication and
    // the nugget link; the other judge's claim untouched.
    QVERIFY(inTransaction(p, [&] { return sync.restore(*before); }).ok());
    const QStringList undone = describedAll(p, f.run, f.q1);
    QCOMPARE(undone, original);
    QVERIFY2(
        undone[1].startsWith(
            QStringLiteral("#%1 o1 'B is true.' contradicted 'reason 1' [returns#0] h=hash1").arg(ids[1])),
        qPrintable(undone[1]));
    QVERIFY2(
        undone[1].contains(QStringLiteral("reviews{ana=supported(it is);ben=unsupported()} adj=supported")),
        qPrintable(undone[1]));
    QVERIFY(undone[2].contains(QStringLiteral("reviews{ana=unsupported()}")));
    const auto links = p.nuggetVerdicts().claimNuggets(f.run, f.q1);
    QVERIFY(links.contains(ids[1]));
    QCOMPARE(links.value(ids[1]).nuggetIds, QList<RowId>{nugget});
    QCOMPARE(links.value(ids[1]).promptHash, QStringLiteral("ph"));
    QCOMPARE(p.runs().reviews(ids[1]).at(1).blind, true); // ben's, by name
    QCOMPARE(p.runs().claims(f.run, f.q1).size(), 4);
    const QList<Claim> all = p.runs().claims(f.run, f.q1);
    QVERIFY(std::any_of(all.cbegin(), all.cend(),
                        [other](const Claim& c) { return c.id == other && c.ordinal == 3; }));
    // Exactly as before the edit, ordinals included (o0..o2: the other judge kept o3).
    QCOMPARE(undone[0].left(undone[0].indexOf(u'\'')), QStringLiteral("#%1 o0 ").arg(ids[0]));

    // Redo: the edited claims again, under the rows the edit made.
    QVERIFY(inTransaction(p, [&] { return sync.restore(*after); }).ok());
    QCOMPARE(describedAll(p, f.run, f.q1), edited);

    // Undone again, and a judge takes the freed row ids for another answer: a redo would
    // overwrite that answer's claim, so it is refused and nothing changes.
    QVERIFY(inTransaction(p, [&] { return sync.restore(*before); }).ok());
    const RowId taken = *p.runs().addClaim(Claim{
        .runId = f.run, .questionId = f.q2, .text = QStringLiteral("q2's claim"), .judgeModel = kModel});
    QVERIFY(after->ids().contains(taken));
    const Status refused = inTransaction(p, [&] { return sync.restore(*after); });
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.contains(QStringLiteral("another answer")),
             qPrintable(refused.error().message));
    QCOMPARE(describedAll(p, f.run, f.q1), original);
    QCOMPARE(judgeClaims(p, f.run, f.q2).at(0).text, QStringLiteral("q2's claim"));
}

void TestClaimEdit::mergeAddAndDelete()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    auto opened = Project::open(f.path);
    QVERIFY(opened.ok());
    Project& p = **opened;
    QList<RowId> ids;
    for (int i = 0; i < 3; ++i)
        ids << *p.runs().addClaim(Claim{.runId = f.run,
                                        .questionId = f.q2,
                                        .ordinal = i,
                                        .text = QStringLiteral("Claim %1.").arg(i),
                                        .verdict = Verdict::Supported,
                                        .judgeModel = kModel,
                                        .promptHash = QStringLiteral("h")});
    ClaimSync sync(p.connection());
    // Merge 0 and 1, keep 2, add one at the start.
    Result<QList<RowId>> result = QList<RowId>();
    QVERIFY(inTransaction(p, [&] {
                result = sync.replace(f.run, f.q2, kModel,
                                      {{0, QStringLiteral("New first.")},
                                       {0, QStringLiteral("Claim 0; Claim 1.")},
                                       {ids[2], {}}});
                return result ? Status() : Status(result.error());
            }).ok());
    const QList<Claim> claims = judgeClaims(p, f.run, f.q2);
    QCOMPARE(claims.size(), 3);
    QCOMPARE(claims[0].text, QStringLiteral("New first."));
    QCOMPARE(claims[1].text, QStringLiteral("Claim 0; Claim 1."));
    QCOMPARE(claims[2].id, ids[2]);
    QCOMPARE(toString(claims[2].verdict), toString(Verdict::Supported));
    QCOMPARE(claims[2].promptHash, QStringLiteral("h"));
    QCOMPARE(result->at(2), ids[2]);
    // Delete every claim: the answer has none.
    QVERIFY(inTransaction(p, [&] {
                auto r = sync.replace(f.run, f.q2, kModel, {});
                return r ? Status() : Status(r.error());
            }).ok());
    QVERIFY(judgeClaims(p, f.run, f.q2).isEmpty());
}

void TestClaimEdit::refusesClaimsOfAnotherAnswer()
{
    QTemporaryDir dir;
    const Fixture f = makeProject(dir);
    auto opened = Project::open(f.path);
    QVERIFY(opened.ok());
    Project& p = **opened;
    const RowId q2Claim = *p.runs().addClaim(
        Claim{.runId = f.run, .questionId = f.q2, .text = QStringLiteral("x"), .judgeModel = kModel});
    ClaimSync sync(p.connection());
    const auto refused = sync.replace(f.run, f.q1, kModel, {{q2Claim, {}}});
    QVERIFY(!refused.ok());
    QVERIFY(sync.replace(f.run, f.q1, kModel, {{0, QStringLiteral("  ")}})
                .error()
                .message.contains(QStringLiteral("needs a text")));
    QCOMPARE(judgeClaims(p, f.run, f.q2).size(), 1);
}

QTEST_GUILESS_MAIN(TestClaimEdit)
#include "tst_claim_edit.moc"
