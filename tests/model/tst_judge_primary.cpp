// One judge per run in the metrics (the primary judge, people's verdicts overriding it), and the
// judge leaderboard on the same claims. The numbers are worked out by hand in the comments.
#include "ImportTestHelpers.h"
#include "metrics/RunMetrics.h"
#include "review/RunReview.h"
#include "storage/AnnotatorStore.h"
#include "storage/RunStore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::storage;
using namespace goldset::test;

namespace {

struct Fixture
{
    RowId runId = 0;
    RowId q1 = 0;
    RowId ana = 0;
    QHash<QString, RowId> claim; // "judge/text" -> row
};

RowId addClaim(Project& p, Fixture& f, int ordinal, const QString& judge, const QString& text, Verdict v)
{
    Claim c;
    c.runId = f.runId;
    c.questionId = f.q1;
    c.ordinal = ordinal;
    c.text = text;
    c.judgeModel = judge;
    c.verdict = v;
    const RowId id = *p.runs().addClaim(c);
    f.claim.insert(judge + u'/' + text, id);
    return id;
}

// Run r1, one answer. Judge "a": claims x, y, z supported. Judge "b": x unsupported, y supported,
// w unsupported. ana reviewed: x unsupported, y supported (on b's rows), z supported (a's row).
Fixture makeRun(Project& p)
{
    Fixture f;
    Question q;
    q.externalId = QStringLiteral("q1");
    q.text = QStringLiteral("question");
    f.q1 = *p.questions().upsert(q);
    f.runId = *p.runs().createRun(Run{0, QStringLiteral("r1")});
    p.runs().setAnswer(f.runId, f.q1, QStringLiteral("x. y. z. w."), std::nullopt);
    const QString a = QStringLiteral("a");
    const QString b = QStringLiteral("b");
    addClaim(p, f, 0, a, QStringLiteral("x"), Verdict::Supported);
    addClaim(p, f, 1, a, QStringLiteral("y"), Verdict::Supported);
    const RowId az = addClaim(p, f, 2, a, QStringLiteral("z"), Verdict::Supported);
    const RowId bx = addClaim(p, f, 3, b, QStringLiteral("x"), Verdict::Unsupported);
    const RowId by = addClaim(p, f, 4, b, QStringLiteral("y"), Verdict::Supported);
    addClaim(p, f, 5, b, QStringLiteral("w"), Verdict::Unsupported);
    f.ana = *p.annotators().ensure(QStringLiteral("ana"));
    p.runs().setReview(bx, f.ana, Verdict::Unsupported, QString(), false);
    p.runs().setReview(by, f.ana, Verdict::Supported, QString(), false);
    p.runs().setReview(az, f.ana, Verdict::Supported, QString(), false);
    return f;
}

std::optional<double> faithfulness(Project& p)
{
    auto catalog = metrics::MetricCatalog::parse({QStringLiteral("faithfulness")});
    if (!catalog)
        return std::nullopt;
    auto m = metrics::RunMetrics::compute(p, QStringLiteral("r1"), *catalog);
    if (!m)
        return std::nullopt;
    return m->aggregate().at(static_cast<std::size_t>(catalog->indexOf(QStringLiteral("faithfulness"))));
}

} // namespace

class TestJudgePrimary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void metricsUseOneJudge();
    void leaderboardComparesOnTheSameClaims();
    void ppiCountsEveryReviewedClaim();
};

void TestJudgePrimary::metricsUseOneJudge()
{
    QTemporaryDir dir;
    auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
    QVERIFY(project);
    Project& p = *project;
    Fixture f = makeRun(p);
    // No judge has noted the run: the judge of the oldest claim (a) is primary. Its claims x, y,
    // z, all supported by the judge (ana agrees on z): 3 of 3. Mixing both judges would give
    // x,y,z (a: 3 supported) + b's x,y,w with ana overriding none in effect: 4 of 6.
    QVERIFY(p.runs().primaryJudge(f.runId) == std::optional<QString>(QStringLiteral("a")));
    QVERIFY(faithfulness(p) == std::optional<double>(1.0));

    // Judge b runs after it: compared, never substituted. The numbers do not move.
    QVERIFY(p.runs().noteJudged(f.runId, QStringLiteral("b")));
    QVERIFY(p.runs().primaryJudge(f.runId) == std::optional<QString>(QStringLiteral("a")));
    QVERIFY(faithfulness(p) == std::optional<double>(1.0));
    // a runs again, then b again: still a.
    QVERIFY(p.runs().noteJudged(f.runId, QStringLiteral("a")));
    QVERIFY(p.runs().noteJudged(f.runId, QStringLiteral("b")));
    QVERIFY(faithfulness(p) == std::optional<double>(1.0));
    // A person overrides a's x: 2 of 3.
    QVERIFY(p.runs().setReview(f.claim.value(QStringLiteral("a/x")), f.ana, Verdict::Contradicted, QString(),
                               false));
    QVERIFY(faithfulness(p) == std::optional<double>(2.0 / 3));
    // The user picks b: its x, y, w with ana's verdicts (x unsupported, y supported): 1 of 3.
    QVERIFY(p.runs().setPickedJudge(f.runId, QStringLiteral("b")));
    QVERIFY(faithfulness(p) == std::optional<double>(1.0 / 3));
    review::RunReview review;
    QVERIFY(review.load(p, f.runId));
    QCOMPARE(review.primaryJudge(), QStringLiteral("b"));
    QCOMPARE(review.questions().first().decided, 3);
    QCOMPARE(review.questions().first().supported, 1);
    // Back to automatic: the first judge, a, again.
    QVERIFY(p.runs().setPickedJudge(f.runId, std::nullopt));
    QVERIFY(p.runs().primaryJudge(f.runId) == std::optional<QString>(QStringLiteral("a")));
}

void TestJudgePrimary::leaderboardComparesOnTheSameClaims()
{
    QTemporaryDir dir;
    auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
    QVERIFY(project);
    Project& p = *project;
    makeRun(p);
    review::RunReview review;
    QVERIFY(review.load(p, p.runs().runByName(QStringLiteral("r1"))->id));
    // Human verdicts by text: x unsupported, y supported, z supported. Both judges decided x
    // and y only (b has no z): n = 2. On {x, y}: a says S,S vs people U,S -> 1 of 2 agree;
    // b says U,S -> 2 of 2.
    const review::JudgeComparison c = review.compareJudges();
    QCOMPARE(c.judges, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    QCOMPARE(c.claims, 2);
    QCOMPARE(c.reports.size(), 2);
    QCOMPARE(c.reports[0].compared, 2);
    QCOMPARE(c.reports[0].overridden, 1);
    QCOMPARE(c.reports[1].compared, 2);
    QCOMPARE(c.reports[1].overridden, 0);
    // b's recall of not supported on the common claims: people's only "not supported" (x) was
    // caught -> 1; a caught none -> 0.
    QVERIFY(c.reports[1].recallNotSupported == std::optional<double>(1.0));
    QVERIFY(c.reports[0].recallNotSupported == std::optional<double>(0.0));
    // Per judge alone (its own reviewed claims) a is compared on z only; the comparison is not.
    QCOMPARE(review.trust(QStringLiteral("a")).compared, 1);
    QCOMPARE(review.trust(QStringLiteral("b")).compared, 2);
}

// Four answers of judge j: A1 S,S,U (f = 2/3), A2 S,S (1), A3 U (0), A4 S,U (1/2). People
// reviewed every claim of A1 (S,U,U), of A2 (S,S) and one claim of A4 (S): 6 reviewed claims,
// every one of them counts (the Judge trust tab once said "1 of 45 claims reviewed" on the
// demo, counting only answers reviewed whole, in the words of claims).
// The judge's term per answer: mean f = 13/24 = 0.541667, var_N(f) = 0.520833 / 3 = 0.173611.
// The correction per reviewed claim, g = (N/A)(f_c - y_c)/d_a with N = 8 claims, A = 4
// answers: only A1's second claim differs (1 - 0), g = 2 * 1/3 = 2/3; the other five are 0.
// mean g = 1/9; theta = 13/24 - 1/9 = 31/72 = 0.430556.
// var_n(g) = (5/81 + 25/81) / 5 = 0.074074; Var = 0.173611/4 + 0.074074/6 = 0.055748;
// half width 1.96 * sqrt(0.055748) = 0.462778: [-0.032222, 0.893333] -> clipped [0, 0.893333].
void TestJudgePrimary::ppiCountsEveryReviewedClaim()
{
    QTemporaryDir dir;
    auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
    QVERIFY(project);
    Project& p = *project;
    const RowId runId = *p.runs().createRun(Run{0, QStringLiteral("r1")});
    const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
    const Verdict S = Verdict::Supported;
    const Verdict U = Verdict::Unsupported;
    const QList<QList<Verdict>> judge = {{S, S, U}, {S, S}, {U}, {S, U}};
    const QList<QList<Verdict>> human = {{S, U, U}, {S, S}, {}, {S}};
    for (int a = 0; a < 4; ++a) {
        Question q;
        q.externalId = QStringLiteral("q%1").arg(a + 1);
        q.text = q.externalId;
        const RowId qId = *p.questions().upsert(q);
        QVERIFY(p.runs().setAnswer(runId, qId, QStringLiteral("answer"), std::nullopt));
        for (int c = 0; c < judge[a].size(); ++c) {
            Claim claim;
            claim.runId = runId;
            claim.questionId = qId;
            claim.ordinal = c;
            claim.text = QStringLiteral("claim %1").arg(c);
            claim.judgeModel = QStringLiteral("j");
            claim.verdict = judge[a][c];
            const RowId id = *p.runs().addClaim(claim);
            if (c < human[a].size())
                QVERIFY(p.runs().setReview(id, ana, human[a][c], QString(), false));
        }
    }
    review::RunReview review;
    QVERIFY(review.load(p, runId));
    const judge::PpiEstimate e = review.ppi();
    QCOMPARE(e.claims, 4);   // units of the judge's term: answers
    QCOMPARE(e.reviewed, 6); // units of the correction: reviewed claims
    QCOMPARE(e.answers, 4);
    QCOMPARE(e.claimsJudged, 8);
    QVERIFY(qAbs(*e.judgeMean - 13.0 / 24) < 1e-12);
    QVERIFY(qAbs(*e.estimate - 31.0 / 72) < 1e-12);
    QCOMPARE(*e.ciLow, 0.0);
    QVERIFY(qAbs(*e.ciHigh - 0.8933333333) < 1e-9);
}

QTEST_GUILESS_MAIN(TestJudgePrimary)
#include "tst_judge_primary.moc"
