// Ground-truth nuggets (issue 21): the store and its lock, the TREC RAG track's nugget scores
// and the metrics derived from nugget verdicts on hand-computed cases, and the whole pipeline
// against the loopback server: proposing nuggets, nugget_support, context_recall and
// claim_correctness, one request per answer and kind, faults retried, an edited nugget making
// only its answers due again, a person's override re-scoring at once.
#include "ChatServer.h"
#include "TestSupport.h"
#include "jobs/JudgeJob.h"
#include "jobs/JudgePlan.h"
#include "jobs/NuggetJob.h"
#include "judge/NuggetTrust.h"
#include "metrics/NuggetScores.h"
#include "metrics/RunMetrics.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::storage;
using goldset::jobs::JobSummary;
using goldset::jobs::JudgeJob;
using goldset::jobs::JudgeOptions;
using goldset::metrics::AnswerNuggetFacts;
using goldset::test::ChatServer;
using goldset::test::RecordedRequest;
using goldset::test::ScriptedResponse;
using json = nlohmann::json;

namespace {

const QString kModel = QStringLiteral("judge-n");

AnswerNuggetFacts::NuggetFacts nugget(NuggetImportance importance, std::optional<NuggetValue> support,
                                      std::optional<NuggetValue> context = std::nullopt)
{
    return {importance, support, context};
}

AnswerNuggetFacts::ClaimFacts claim(Verdict verdict, std::vector<int> nuggets, bool relevant = false,
                                    bool irrelevant = false)
{
    AnswerNuggetFacts::ClaimFacts c;
    c.verdict = verdict;
    c.linked = true;
    c.nuggets = std::move(nuggets);
    c.supportedByRelevant = relevant;
    c.supportedByIrrelevant = irrelevant;
    return c;
}

// q0 (ground truth, no nuggets) and q1 (three expert nuggets), each answered in run r1 with two
// retrieved chunks a<q>#0 (graded 2 by ana: relevant) and a<q>#1 (graded 0: irrelevant).
QString makeProject(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("nuggets.goldset"));
    auto opened = Project::open(path, Project::OpenMode::CreateIfMissing);
    if (!opened)
        return {};
    Project& p = **opened;
    Document document;
    document.externalId = QStringLiteral("doc");
    const RowId documentId = *p.corpus().upsertDocument(document);
    const RowId runId = *p.runs().createRun(Run{0, QStringLiteral("r1")});
    const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
    for (int a = 0; a < 2; ++a) {
        Question q;
        q.externalId = QStringLiteral("q%1").arg(a);
        q.text = QStringLiteral("What does item %1 cost?").arg(a);
        q.groundTruth = QStringLiteral("Item %1 costs %2 euros and ships fast.").arg(a).arg(a * 10);
        q.status = QuestionStatus::Accepted;
        const RowId questionId = *p.questions().upsert(q);
        for (int k = 0; k < 2; ++k) {
            const RowId chunkId = *p.corpus().upsertChunk(
                Chunk{0, documentId, QStringLiteral("a%1#%2").arg(a).arg(k), a * 2 + k,
                      QStringLiteral("Passage %1 about item %2.").arg(k).arg(a)});
            p.runs().addRetrieval({runId, questionId, k + 1, chunkId, double(2 - k)});
            p.labels().setLabel(questionId, chunkId, ana, k == 0 ? 2 : 0);
        }
        p.runs().setAnswer(runId, questionId, QStringLiteral("Item %1 costs %2 euros.").arg(a).arg(a * 10),
                           std::nullopt);
        if (a == 1)
            for (const char* text : {"Item 1 costs 10 euros", "Item 1 ships fast", "Item 1 is blue"}) {
                Nugget n;
                n.questionId = questionId;
                n.text = QString::fromLatin1(text);
                n.importance = p.nuggets().forQuestion(questionId).isEmpty() ? NuggetImportance::Vital
                                                                             : NuggetImportance::Okay;
                if (!p.nuggets().insert(n))
                    return {};
            }
    }
    return path;
}

int answerOf(const QString& prompt)
{
    static const QRegularExpression item(QStringLiteral("What does item (\\d+) cost\\?"));
    const auto match = item.match(prompt);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// The scripted judge. Claims "item N fact k" (k = 0..2): fact 0 supported by the relevant
// chunk, fact 1 by the irrelevant one, fact 2 unsupported. Nugget 0 is supported and present in
// a<N>#0, every other nugget partially supported and absent. Claim 0 states nugget 0; the
// others state none.
struct ScriptedJudge
{
    int malformedLeft = 0; // the first nugget_support answers give one entry too few
    ScriptedResponse operator()(const RecordedRequest& request)
    {
        const int a = answerOf(request.userPrompt());
        const QString schema = request.schemaName();
        const std::string relevant = QStringLiteral("a%1#0").arg(a).toStdString();
        const std::string irrelevant = QStringLiteral("a%1#1").arg(a).toStdString();
        if (schema == QLatin1String("nuggets"))
            return ScriptedResponse::answer(
                {{"nuggets",
                  {{{"text", QStringLiteral("Item %1 costs %2 euros").arg(a).arg(a * 10).toStdString()},
                    {"importance", "vital"}},
                   {{"text", QStringLiteral("Item %1 ships fast").arg(a).toStdString()},
                    {"importance", "okay"}}}}});
        if (schema == QLatin1String("claims"))
            return ScriptedResponse::answer({{"claims",
                                              {QStringLiteral("item %1 fact 0").arg(a).toStdString(),
                                               QStringLiteral("item %1 fact 1").arg(a).toStdString(),
                                               QStringLiteral("item %1 fact 2").arg(a).toStdString()}}});
        json entries = json::array();
        if (schema == QLatin1String("verdicts")) {
            for (const auto& [number, text] : request.numbered(QStringLiteral("claim"))) {
                const bool f0 = text.endsWith(QLatin1String("fact 0"));
                const bool f1 = text.endsWith(QLatin1String("fact 1"));
                entries.push_back({{"claim", number},
                                   {"verdict", f0 || f1 ? "supported" : "unsupported"},
                                   {"reason", "scripted"},
                                   {"evidence", f0   ? json{relevant}
                                                : f1 ? json{irrelevant}
                                                     : json::array()}});
            }
            return ScriptedResponse::answer({{"verdicts", entries}});
        }
        if (schema == QLatin1String("nugget_support")) {
            for (const auto& item : request.numbered(QStringLiteral("nugget")))
                entries.push_back(
                    {{"nugget", item.first}, {"support", item.first == 0 ? "support" : "partial_support"}});
            if (malformedLeft > 0) {
                --malformedLeft;
                entries.erase(entries.end() - 1);
            }
            return ScriptedResponse::answer({{"support", entries}});
        }
        if (schema == QLatin1String("context_recall")) {
            for (const auto& item : request.numbered(QStringLiteral("nugget")))
                entries.push_back({{"nugget", item.first},
                                   {"present", item.first == 0},
                                   {"evidence", item.first == 0 ? json{relevant} : json::array()}});
            return ScriptedResponse::answer({{"attributions", entries}});
        }
        if (schema == QLatin1String("claim_correctness")) {
            for (const auto& [number, text] : request.numbered(QStringLiteral("claim")))
                entries.push_back(
                    {{"claim", number},
                     {"nuggets", text.endsWith(QLatin1String("fact 0")) ? json{0} : json::array()}});
            return ScriptedResponse::answer({{"claims", entries}});
        }
        return ScriptedResponse::error(400);
    }
};

JudgeOptions optionsFor(const ChatServer& server, QSet<QString> metrics)
{
    JudgeOptions options;
    options.runName = QStringLiteral("r1");
    options.chat.baseUrl = server.baseUrl();
    options.chat.model = kModel;
    options.chat.timeoutMs = 20000;
    options.chat.retries = 2;
    options.chat.backoffMs = 10;
    options.metrics = std::move(metrics);
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

// Every nugget metric of one question of run r1.
QHash<QString, std::optional<double>> metricsOf(const QString& path, const QString& question)
{
    QHash<QString, std::optional<double>> result;
    auto project = Project::open(path);
    if (!project)
        return result;
    const QStringList names = {QStringLiteral("nugget_all"),
                               QStringLiteral("nugget_all_strict"),
                               QStringLiteral("nugget_vital"),
                               QStringLiteral("nugget_vital_strict"),
                               QStringLiteral("context_recall_llm"),
                               QStringLiteral("answer_correctness_precision"),
                               QStringLiteral("answer_correctness_recall"),
                               QStringLiteral("answer_correctness_f1"),
                               QStringLiteral("context_utilization"),
                               QStringLiteral("noise_sensitivity"),
                               QStringLiteral("hallucination_gt"),
                               QStringLiteral("noise_sensitivity_relevant"),
                               QStringLiteral("claims_outside_gt"),
                               QStringLiteral("faithfulness")};
    auto catalog = metrics::MetricCatalog::parse(names);
    auto m = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
    if (!m)
        return result;
    for (std::size_t i = 0; i < m->questions().size(); ++i)
        if (m->questions()[i].externalId == question)
            for (const QString& name : names)
                result.insert(name, m->value(i, static_cast<std::size_t>(catalog->indexOf(name))));
    return result;
}

} // namespace

class TestNuggets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nuggetScoresAsTheTrecRagTrack();
    void correctnessAndDerivedMetrics();
    void peopleOverrideTheJudge();
    void storeKeepsOrderAndLock();
    void pipelineAgainstTheLoopbackServer();
    void proposesOnlyWhereNoneAre();
};

void TestNuggets::nuggetScoresAsTheTrecRagTrack()
{
    using V = NuggetValue;
    AnswerNuggetFacts f;
    f.nuggets = {
        nugget(NuggetImportance::Vital, V::Support), nugget(NuggetImportance::Vital, V::PartialSupport),
        nugget(NuggetImportance::Okay, V::NotSupport), nugget(NuggetImportance::Okay, V::PartialSupport)};
    // (1 + 0.5 + 0 + 0.5) / 4; strict 1 / 4; vital (1 + 0.5) / 2; vital strict 1 / 2.
    QCOMPARE(*metrics::nuggetScore(f, false, false), 0.5);
    QCOMPARE(*metrics::nuggetScore(f, false, true), 0.25);
    QCOMPARE(*metrics::nuggetScore(f, true, false), 0.75);
    QCOMPARE(*metrics::nuggetScore(f, true, true), 0.5);

    AnswerNuggetFacts allPartial;
    allPartial.nuggets = {nugget(NuggetImportance::Okay, V::PartialSupport),
                          nugget(NuggetImportance::Okay, V::PartialSupport)};
    QCOMPARE(*metrics::nuggetScore(allPartial, false, false), 0.5);
    QCOMPARE(*metrics::nuggetScore(allPartial, false, true), 0.0);
    QVERIFY(!metrics::nuggetScore(allPartial, true, false)); // no vital nugget: undefined, not 0

    QVERIFY(!metrics::nuggetScore(AnswerNuggetFacts{}, false, false)); // no nuggets
    AnswerNuggetFacts unjudged = f;
    unjudged.nuggets[2].support.reset(); // one nugget without a verdict: not a score yet
    QVERIFY(!metrics::nuggetScore(unjudged, false, false));
    QCOMPARE(*metrics::nuggetScore(unjudged, true, false), 0.75); // the vital ones are all judged

    AnswerNuggetFacts recall;
    recall.nuggets = {nugget(NuggetImportance::Vital, std::nullopt, V::Present),
                      nugget(NuggetImportance::Okay, std::nullopt, V::Absent),
                      nugget(NuggetImportance::Okay, std::nullopt, V::Present)};
    QCOMPARE(*metrics::contextRecallLlm(recall), 2.0 / 3.0);
    recall.nuggets[1].context.reset();
    QVERIFY(!metrics::contextRecallLlm(recall));
    QVERIFY(!metrics::contextRecallLlm(AnswerNuggetFacts{}));
}

void TestNuggets::correctnessAndDerivedMetrics()
{
    using V = NuggetValue;
    AnswerNuggetFacts f;
    f.nuggets.assign(4, nugget(NuggetImportance::Okay, V::Support));
    f.hasGold = true;
    f.claims = {claim(Verdict::Supported, {0}, true), claim(Verdict::Supported, {}, false, true),
                claim(Verdict::Supported, {0, 2}, true), claim(Verdict::Unsupported, {})};
    // Precision: 2 of 4 claims state a nugget; recall: nuggets 0 and 2 of 4 are stated;
    // F1 = 2 * 0.5 * 0.5 / (0.5 + 0.5).
    QCOMPARE(*metrics::correctnessPrecision(f), 0.5);
    QCOMPARE(*metrics::correctnessRecall(f), 0.5);
    QCOMPARE(*metrics::correctnessF1(f), 0.5);
    // Claim 1 states no nugget and only an irrelevant chunk supports it: noise, 1 of 4.
    QCOMPARE(*metrics::noiseSensitivity(f), 0.25);
    // Claim 3 states no nugget and nothing supports it: hallucinated, 1 of 4.
    QCOMPARE(*metrics::hallucinationGroundTruth(f), 0.25);
    // Supported but stating no nugget: claim 1 alone (claim 3 is not supported).
    QCOMPARE(*metrics::claimsOutsideGroundTruth(f), 0.25);
    QCOMPARE(*metrics::noiseSensitivityRelevant(f), 0.0);
    {
        // Five claims: stating no nugget and supported by a relevant chunk (0), an irrelevant one
        // (1), both (2); one states nugget 0 (3); one states none and is unsupported (4).
        AnswerNuggetFacts h = f;
        h.claims = {claim(Verdict::Supported, {}, true), claim(Verdict::Supported, {}, false, true),
                    claim(Verdict::Supported, {}, true, true), claim(Verdict::Supported, {0}, true),
                    claim(Verdict::Unsupported, {})};
        QCOMPARE(*metrics::noiseSensitivityRelevant(h), 2.0 / 5.0); // claims 0 and 2
        QCOMPARE(*metrics::noiseSensitivity(h), 1.0 / 5.0);         // claim 1: no relevant chunk
        QCOMPARE(*metrics::claimsOutsideGroundTruth(h), 3.0 / 5.0); // claims 0, 1, 2
        h.hasGold = false; // chunk relevance unknown: the outside share is still defined
        QVERIFY(!metrics::noiseSensitivityRelevant(h));
        QCOMPARE(*metrics::claimsOutsideGroundTruth(h), 3.0 / 5.0);
        h.claims[3].verdict = Verdict::Unknown; // states a nugget: its verdict does not matter here
        QCOMPARE(*metrics::claimsOutsideGroundTruth(h), 3.0 / 5.0);
        h.claims[1].verdict = Verdict::Unknown;
        QVERIFY(!metrics::claimsOutsideGroundTruth(h));
        h.nuggets.clear();
        h.claims[1].verdict = Verdict::Supported;
        QVERIFY(!metrics::claimsOutsideGroundTruth(h)); // no ground truth to be outside of
    }
    f.relevantRetrieved = 3;
    f.relevantUsed = 1;
    QCOMPARE(*metrics::contextUtilization(f), 1.0 / 3.0);

    AnswerNuggetFacts g = f;
    g.claims = {claim(Verdict::Supported, {0}), claim(Verdict::Supported, {}), claim(Verdict::Supported, {})};
    // P = 1/3, R = 1/4: F1 = 2 (1/12) / (7/12) = 2/7.
    QCOMPARE(*metrics::correctnessF1(g), 2.0 / 7.0);
    g.claims = {claim(Verdict::Supported, {})};
    QCOMPARE(*metrics::correctnessF1(g), 0.0); // P = R = 0
    g.claims[0].linked = false;
    QVERIFY(!metrics::correctnessPrecision(g)); // a claim not linked yet
    QVERIFY(!metrics::correctnessF1(g));
    f.hasGold = false;
    QVERIFY(!metrics::noiseSensitivity(f)); // relevance unknown without gold grades
    QVERIFY(!metrics::contextUtilization(f));
    f.claims.back().verdict = Verdict::Unknown;
    QVERIFY(!metrics::hallucinationGroundTruth(f));
}

void TestNuggets::peopleOverrideTheJudge()
{
    using V = NuggetValue;
    QVERIFY(metrics::effectiveNuggetValue(V::Support, {}) == std::optional(V::Support));
    QVERIFY(metrics::effectiveNuggetValue(V::Support, {V::NotSupport, V::PartialSupport, V::NotSupport}) ==
            std::optional(V::NotSupport));
    // A tie goes to the verdict reviewed last.
    QVERIFY(metrics::effectiveNuggetValue(V::Support, {V::PartialSupport, V::NotSupport}) ==
            std::optional(V::NotSupport));
    QVERIFY(metrics::effectiveNuggetValue(std::nullopt, {V::PartialSupport}) ==
            std::optional(V::PartialSupport));
    QVERIFY(metrics::effectiveNuggetValue(std::nullopt, {}) == std::optional<V>());
}

void TestNuggets::storeKeepsOrderAndLock()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir);
    QVERIFY(!path.isEmpty());
    auto project = Project::open(path);
    QVERIFY(project);
    NuggetStore& store = (*project)->nuggets();
    const RowId q1 = (*project)->questions().byExternalId(QStringLiteral("q1"))->id;
    QList<Nugget> nuggets = store.forQuestion(q1);
    QCOMPARE(nuggets.size(), 3);
    QVERIFY(nuggets.at(0).importance == NuggetImportance::Vital);
    Nugget first;
    first.questionId = q1;
    first.text = QStringLiteral("  Item 1 is sold in Berlin ");
    const auto id = store.insert(first, 0);
    QVERIFY(id);
    nuggets = store.forQuestion(q1);
    QCOMPARE(nuggets.at(0).id, *id);
    QCOMPARE(nuggets.at(0).text, QStringLiteral("Item 1 is sold in Berlin"));
    QCOMPARE(nuggets.at(1).text, QStringLiteral("Item 1 costs 10 euros"));
    QVERIFY(store.setOrder(q1, {nuggets.at(3).id, nuggets.at(2).id, nuggets.at(1).id, nuggets.at(0).id}));
    QCOMPARE(store.forQuestion(q1).at(0).text, QStringLiteral("Item 1 is blue"));
    QCOMPARE(store.count(), 4);
    QCOMPARE((*project)->stats().nuggets, 4);

    // Accepted: locked until reopened.
    QVERIFY(store.setStatus(*id, NuggetStatus::Accepted));
    QVERIFY(!store.setText(*id, QStringLiteral("changed")));
    QVERIFY(!store.remove(*id));
    QVERIFY(!store.setImportance(*id, NuggetImportance::Vital));
    QCOMPARE(store.byId(*id)->text, QStringLiteral("Item 1 is sold in Berlin"));
    QVERIFY(store.setStatus(*id, NuggetStatus::Draft));
    QVERIFY(store.setText(*id, QStringLiteral("changed")));
    QVERIFY(!store.setText(*id, QStringLiteral("   "))); // a nugget needs a text
    // A model's proposal never replaces nuggets people wrote.
    QVERIFY(!store.replaceProposed(q1, {Nugget{}}));
    QCOMPARE(store.count(), 4);
    // Deleting a question deletes its nuggets.
    QVERIFY((*project)->questions().remove(q1));
    QCOMPARE(store.count(), 0);
}

void TestNuggets::pipelineAgainstTheLoopbackServer()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir);
    QVERIFY(!path.isEmpty());
    ChatServer server;
    QVERIFY(server.listen());
    ScriptedJudge judge;
    judge.malformedLeft = 1;
    server.setHandler([&judge](const RecordedRequest& r) { return judge(r); });
    const QSet<QString> all = {QStringLiteral("faithfulness"), QStringLiteral("nuggets"),
                               QStringLiteral("context_recall"), QStringLiteral("correctness")};
    // The dry run: q0's proposal, then per answer support, recall and correctness; claims and
    // verdicts for both answers.
    {
        auto project = Project::open(path);
        const auto plan = jobs::planJudge(**project, optionsFor(server, all));
        QVERIFY(plan);
        QCOMPARE(plan->nuggetProposals, 1);
        QCOMPARE(plan->nuggetRequests, 6);
        QCOMPARE(plan->requests(), 11);
        QVERIFY(plan->promptTokens > 0);
    }
    QCOMPARE(server.requestCount(), 0);
    {
        JudgeJob job(path, optionsFor(server, all));
        const JobSummary summary = runJob(job);
        QVERIFY2(summary.complete(), qPrintable(summary.fatalError + summary.errorSamples.join(u'\n')));
        QCOMPARE(summary.counters.value(QStringLiteral("questions_given_nuggets")), 1.0);
    }
    // One request per answer and kind; nuggets only for q0, which had none; the malformed
    // nugget_support answer (an entry short) was asked again.
    QCOMPARE(server.requestsFor(QStringLiteral("nuggets")).size(), 1);
    QCOMPARE(answerOf(server.requestsFor(QStringLiteral("nuggets")).at(0).userPrompt()), 0);
    QVERIFY(server.requestsFor(QStringLiteral("nuggets"))
                .at(0)
                .userPrompt()
                .contains(QStringLiteral("Item 0 costs 0 euros and ships fast.")));
    QCOMPARE(server.requestsFor(QStringLiteral("nugget_support")).size(), 3);
    QCOMPARE(server.requestsFor(QStringLiteral("context_recall")).size(), 2);
    QCOMPARE(server.requestsFor(QStringLiteral("claim_correctness")).size(), 2);
    for (const RecordedRequest& r : server.requestsFor(QStringLiteral("claim_correctness"))) {
        QCOMPARE(r.numbered(QStringLiteral("claim")).size(), 3);
        QCOMPARE(r.numbered(QStringLiteral("nugget")).size(), answerOf(r.userPrompt()) == 0 ? 2 : 3);
    }

    // q0: nuggets vital(support), okay(partial). Claims: fact 0 states nugget 0, backed by the
    // relevant chunk; fact 1 states none, backed by the irrelevant chunk; fact 2 unsupported.
    auto q0 = metricsOf(path, QStringLiteral("q0"));
    QCOMPARE(*q0.value(QStringLiteral("nugget_all")), 0.75);
    QCOMPARE(*q0.value(QStringLiteral("nugget_all_strict")), 0.5);
    QCOMPARE(*q0.value(QStringLiteral("nugget_vital")), 1.0);
    QCOMPARE(*q0.value(QStringLiteral("nugget_vital_strict")), 1.0);
    QCOMPARE(*q0.value(QStringLiteral("context_recall_llm")), 0.5);
    QCOMPARE(*q0.value(QStringLiteral("answer_correctness_precision")), 1.0 / 3.0);
    QCOMPARE(*q0.value(QStringLiteral("answer_correctness_recall")), 0.5);
    QCOMPARE(*q0.value(QStringLiteral("answer_correctness_f1")), 0.4);
    QCOMPARE(*q0.value(QStringLiteral("context_utilization")), 1.0);
    QCOMPARE(*q0.value(QStringLiteral("noise_sensitivity")), 1.0 / 3.0);
    QCOMPARE(*q0.value(QStringLiteral("hallucination_gt")), 1.0 / 3.0);
    QCOMPARE(*q0.value(QStringLiteral("noise_sensitivity_relevant")), 0.0);
    QCOMPARE(*q0.value(QStringLiteral("claims_outside_gt")), 1.0 / 3.0);
    QCOMPARE(*q0.value(QStringLiteral("faithfulness")), 2.0 / 3.0);
    // q1: expert nuggets vital(support), okay(partial), okay(partial).
    auto q1 = metricsOf(path, QStringLiteral("q1"));
    QCOMPARE(*q1.value(QStringLiteral("nugget_all")), 2.0 / 3.0);
    QCOMPARE(*q1.value(QStringLiteral("nugget_all_strict")), 1.0 / 3.0);
    QCOMPARE(*q1.value(QStringLiteral("context_recall_llm")), 1.0 / 3.0);
    QCOMPARE(*q1.value(QStringLiteral("answer_correctness_recall")), 1.0 / 3.0);

    // Everything is judged: a second run sends nothing.
    const int before = server.requestCount();
    {
        JudgeJob job(path, optionsFor(server, all));
        QVERIFY(runJob(job).complete());
    }
    QCOMPARE(server.requestCount(), before);
    {
        auto project = Project::open(path);
        QCOMPARE(jobs::planJudge(**project, optionsFor(server, all))->requests(), 0);
    }

    // An expert edits one of q1's nuggets: only q1 is asked again, and no claims or verdicts.
    {
        auto project = Project::open(path);
        const RowId q1Id = (*project)->questions().byExternalId(QStringLiteral("q1"))->id;
        const Nugget third = (*project)->nuggets().forQuestion(q1Id).at(2);
        QVERIFY((*project)->nuggets().setText(third.id, QStringLiteral("Item 1 is red")));
    }
    QVERIFY(!metricsOf(path, QStringLiteral("q1")).value(QStringLiteral("nugget_all"))); // stale: undefined
    {
        JudgeJob job(path, optionsFor(server, {}));
        QVERIFY(runJob(job).complete());
    }
    QCOMPARE(server.requestCount(), before + 3);
    for (int i = before; i < server.requestCount(); ++i)
        QCOMPARE(answerOf(server.requests().at(i).userPrompt()), 1);
    QCOMPARE(*metricsOf(path, QStringLiteral("q1")).value(QStringLiteral("nugget_all")), 2.0 / 3.0);

    // A person says the answer fully supports q0's second nugget: the score follows at once.
    {
        auto project = Project::open(path);
        const RowId q0Id = (*project)->questions().byExternalId(QStringLiteral("q0"))->id;
        const RowId runId = (*project)->runs().runByName(QStringLiteral("r1"))->id;
        NuggetReview review;
        review.runId = runId;
        review.nuggetId = (*project)->nuggets().forQuestion(q0Id).at(1).id;
        review.kind = NuggetVerdictKind::Support;
        review.annotatorId = *(*project)->annotators().ensure(QStringLiteral("ana"));
        review.value = NuggetValue::Support;
        QVERIFY((*project)->nuggetVerdicts().setReview(review));
        review.value = NuggetValue::Present; // not a support verdict
        QVERIFY(!(*project)->nuggetVerdicts().setReview(review));
    }
    QCOMPARE(*metricsOf(path, QStringLiteral("q0")).value(QStringLiteral("nugget_all")), 1.0);
    QCOMPARE(*metricsOf(path, QStringLiteral("q0")).value(QStringLiteral("nugget_all_strict")), 1.0);

    // Judge trust on nugget support: people reviewed q1's nuggets too. Pairs (judge, people):
    // (partial, support) above, then (support, support), (partial, not), (partial, partial).
    // Observed 2/4; expected (1*2 + 3*1 + 0*1) / 16; kappa (1/2 - 5/16) / (11/16) = 3/11.
    {
        auto project = Project::open(path);
        const RowId q1Id = (*project)->questions().byExternalId(QStringLiteral("q1"))->id;
        const RowId runId = (*project)->runs().runByName(QStringLiteral("r1"))->id;
        const QList<Nugget> q1Nuggets = (*project)->nuggets().forQuestion(q1Id);
        const NuggetValue said[] = {NuggetValue::Support, NuggetValue::NotSupport,
                                    NuggetValue::PartialSupport};
        for (int i = 0; i < 3; ++i) {
            NuggetReview review;
            review.runId = runId;
            review.nuggetId = q1Nuggets.at(i).id;
            review.annotatorId = *(*project)->annotators().ensure(QStringLiteral("ben"));
            review.value = said[i];
            QVERIFY((*project)->nuggetVerdicts().setReview(review));
        }
        const auto reports = judge::nuggetTrustOfRun(**project, runId);
        QCOMPARE(reports.size(), 2); // support and context, of the one judge
        const auto& support = reports.at(0);
        QVERIFY(support.kind == NuggetVerdictKind::Support);
        QCOMPARE(support.judge, kModel);
        QCOMPARE(support.compared, 4);
        QCOMPARE(support.overridden, 2);
        QCOMPARE(support.confusion, (QList<QList<qint64>>{{1, 0, 0}, {1, 1, 1}, {0, 0, 0}}));
        QCOMPARE(*support.kappa.observed, 0.5);
        QVERIFY(qAbs(*support.kappa.kappa - 3.0 / 11.0) < 1e-12);
        // PPI over the nuggets: the judge's values 1, .5 (q0) and 1, .5, .5 (q1) average 0.7; the
        // reviewed differences -.5, 0, .5, 0 average 0, so the estimate stays 0.7.
        QCOMPARE(support.ppi.claims, 5);
        QCOMPARE(support.ppi.reviewed, 4);
        QVERIFY(qAbs(*support.ppi.judgeMean - 0.7) < 1e-12);
        QVERIFY(qAbs(*support.ppi.estimate - 0.7) < 1e-12);
        QVERIFY(*support.ppi.ciLow < 0.7 && *support.ppi.ciHigh > 0.7);
        QCOMPARE(reports.at(1).compared, 0); // nobody reviewed the context verdicts
        QVERIFY(!reports.at(1).kappa.kappa);
    }
}

void TestNuggets::proposesOnlyWhereNoneAre()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir);
    QVERIFY(!path.isEmpty());
    ChatServer server;
    QVERIFY(server.listen());
    ScriptedJudge judge;
    server.setHandler([&judge](const RecordedRequest& r) { return judge(r); });
    jobs::NuggetOptions options;
    options.chat = optionsFor(server, {}).chat;
    for (int pass = 0; pass < 2; ++pass) {
        jobs::NuggetJob job(path, options);
        QSignalSpy finished(&job, &jobs::NuggetJob::finished);
        job.start();
        QVERIFY(finished.wait(60000));
        const auto summary = finished.first().first().value<JobSummary>();
        QVERIFY2(summary.complete(), qPrintable(summary.fatalError + summary.errorSamples.join(u'\n')));
    }
    // q0 alone had a ground truth and no nuggets; the second pass had nothing to ask.
    QCOMPARE(server.requestCount(), 1);
    QCOMPARE(answerOf(server.requests().first().userPrompt()), 0);
    // Its gold chunk (graded 2) is shown; the one graded 0 is not.
    QVERIFY(
        server.requests().first().userPrompt().contains(QStringLiteral("[a0#0] Passage 0 about item 0.")));
    QVERIFY(!server.requests().first().userPrompt().contains(QStringLiteral("[a0#1]")));
    auto project = Project::open(path);
    const RowId q0 = (*project)->questions().byExternalId(QStringLiteral("q0"))->id;
    const QList<Nugget> proposed = (*project)->nuggets().forQuestion(q0);
    QCOMPARE(proposed.size(), 2);
    QCOMPARE(proposed.at(0).text, QStringLiteral("Item 0 costs 0 euros"));
    QVERIFY(proposed.at(0).importance == NuggetImportance::Vital);
    QVERIFY(proposed.at(1).origin == NuggetOrigin::Model && proposed.at(1).status == NuggetStatus::Draft);
    QCOMPARE(proposed.at(1).model, kModel);
    QCOMPARE((*project)->stats().nuggets, 5);
}

QTEST_GUILESS_MAIN(TestNuggets)
#include "tst_nuggets.moc"
