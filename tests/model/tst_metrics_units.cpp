// Goldset's own metrics on small hand-computed cases: gold grades, claim verdicts, the
// retrieval variants and the latency percentile (arithmetic in the comments).
#include "metrics/ClaimVerdicts.h"
#include "metrics/GoldGrades.h"
#include "metrics/MetricCatalog.h"
#include "metrics/QualityBands.h"
#include "metrics/RetrievalVariants.h"
#include "metrics/Threshold.h"

#include <QTest>
#include <cmath>

using namespace goldset;
using namespace goldset::metrics;

namespace {

// Grades by rank [-, 3, 2, 1] (a non-judged document first); judged grades 2, 3, 2, 1.
JudgedRanking example()
{
    JudgedRanking r;
    r.grades = {kNotInPool, 3, 2, 1};
    r.gradeCount = {0, 1, 2, 1};
    r.numRet = 4;
    r.numRel = 4;
    r.numRelRet = 3;
    r.numGradeLevels = 4;
    return r;
}

} // namespace

class TstMetricsUnits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lowerMedian()
    {
        QCOMPARE(GoldGrades::lowerMedian({3, 1, 2}), 2);
        QCOMPARE(GoldGrades::lowerMedian({0, 1}), 0);       // even count: the lower middle
        QCOMPARE(GoldGrades::lowerMedian({3, 0, 2, 1}), 1); // sorted 0 1 2 3 -> 1
        QCOMPARE(GoldGrades::lowerMedian({2}), 2);
    }

    void goldGradeRules()
    {
        using Row = storage::MetricsReadStore::LabelRow;
        const GoldGrades::Labels labels = {
            Row{1, 10, 3, false}, Row{1, 10, 1, false}, Row{1, 10, 2, false}, // people: median 2
            Row{1, 11, 2, true},                                              // model only: 2
            Row{1, 12, 1, false}, Row{1, 12, 3, true},                        // person wins: 1
            Row{1, 13, 0, false}, Row{1, 13, 1, false},                       // adjudicated below
        };
        const GoldGrades::Adjudications adjudications = {{1, 13, QStringLiteral("3")}};
        GoldGrades gold = GoldGrades::build(labels, adjudications);
        const auto* q = gold.forQuestion(1);
        QVERIFY(q);
        QCOMPARE(q->value(10), 2);
        QCOMPARE(q->value(11), 2);
        QCOMPARE(q->value(12), 1);
        QCOMPARE(q->value(13), 3);
        QVERIFY(!gold.forQuestion(2));
        gold.replaceQuestion(1, {Row{1, 10, 0, false}}, {});
        QCOMPARE(gold.forQuestion(1)->size(), 1);
        QCOMPARE(gold.forQuestion(1)->value(10), 0);
    }

    void verdicts()
    {
        using V = Verdict;
        auto is = [](V actual, V expected) { return actual == expected; };
        QVERIFY(is(effectiveVerdict(V::Unsupported, {}, std::nullopt), V::Unsupported)); // the judge
        // majority 2:1
        QVERIFY(
            is(effectiveVerdict(V::Unsupported, {V::Supported, V::Unsupported, V::Supported}, std::nullopt),
               V::Supported));
        // tie 1:1: the later review
        QVERIFY(
            is(effectiveVerdict(V::Supported, {V::Unsupported, V::Supported}, std::nullopt), V::Supported));
        QVERIFY(is(effectiveVerdict(V::Supported, {V::Supported, V::Contradicted}, std::nullopt),
                   V::Contradicted));
        // the adjudication wins
        QVERIFY(is(effectiveVerdict(V::Supported, {V::Supported, V::Supported}, V::Contradicted),
                   V::Contradicted));
    }

    void variants()
    {
        const JudgedRanking r = example();
        // 2^g - 1 gains: DCG@10 = 7/log2(3) + 3/log2(4) + 1/log2(5) = 4.4165082 + 1.5 + 0.4306766
        // = 6.3471848; ideal 3,2,2,1: 7 + 3/log2(3) + 3/2 + 1/log2(5) = 10.8234658 -> 0.5864281.
        QVERIFY(std::abs(variants::ndcgExpCut(r, 10) - 0.5864281) < 1e-7);
        // @1: rank 1 not judged -> 0.
        QCOMPARE(variants::ndcgExpCut(r, 1), 0.0);
        QCOMPARE(variants::mrrCut(r, 10), 0.5);
        QCOMPARE(variants::mrrCut(r, 1), 0.0);
        QCOMPARE(variants::hitRate(r, 1), 0.0);
        QCOMPARE(variants::hitRate(r, 2), 1.0);
        // RAGAS: (1/2 + 2/3 + 3/4) / 3 relevant retrieved = 1.9166667 / 3 = 0.6388889.
        QVERIFY(std::abs(variants::ragasContextPrecision(r) - 0.6388889) < 1e-7);
        // recall: 3 of the 4 gold chunks retrieved.
        QCOMPARE(*variants::ragasContextRecall(r), 0.75);
        JudgedRanking none;
        none.grades = {0};
        none.gradeCount = {1};
        none.numRet = 1;
        QVERIFY(!variants::ragasContextRecall(none));
        QCOMPARE(variants::ragasContextPrecision(none), 0.0);
    }

    // Nearest rank on 15 20 35 40 50 (the textbook example): P30 = 20 (rank ceil(1.5) = 2),
    // P40 = 20 (rank 2), P50 = 35 (rank ceil(2.5) = 3), P100 = 50.
    void percentile()
    {
        const std::vector<double> v{50, 15, 40, 20, 35};
        QCOMPARE(*nearestRankPercentile(v, 30), 20.0);
        QCOMPARE(*nearestRankPercentile(v, 40), 20.0);
        QCOMPARE(*nearestRankPercentile(v, 50), 35.0);
        QCOMPARE(*nearestRankPercentile(v, 100), 50.0);
        // 95 % of 20 values: rank 19 exactly, not 20.
        std::vector<double> twenty;
        for (int i = 1; i <= 20; ++i)
            twenty.push_back(i);
        QCOMPARE(*nearestRankPercentile(twenty, 95), 19.0);
        QVERIFY(!nearestRankPercentile({}, 50));
    }

    void catalog()
    {
        auto c = MetricCatalog::parse({QStringLiteral("P_5"), QStringLiteral("hit_rate.1,5"),
                                       QStringLiteral("map"), QStringLiteral("latency_p95_ms")});
        QVERIFY(c.ok());
        QStringList names;
        for (const auto& m : c->metrics())
            names << m.name;
        QCOMPARE(names,
                 (QStringList{QStringLiteral("map"), QStringLiteral("P_5"), QStringLiteral("hit_rate_1"),
                              QStringLiteral("hit_rate_5"), QStringLiteral("latency_p95_ms")}));
        QVERIFY(!MetricCatalog::parse({QStringLiteral("bleu")}).ok());
        QVERIFY(!MetricCatalog::parse({QStringLiteral("hit_rate.0")}).ok());
    }

    void thresholds()
    {
        auto t = Threshold::parse(QStringLiteral("map"), QStringLiteral("0.7"));
        QVERIFY(t.ok());
        QCOMPARE(t->text(), QStringLiteral(">=0.7"));
        QVERIFY(t->passes(0.7));
        QVERIFY(!t->passes(0.69));
        QVERIFY(!t->passes(std::nullopt));
        auto latency = Threshold::parse(QStringLiteral("latency_p95_ms"), QStringLiteral("1200"));
        QCOMPARE(latency->text(), QStringLiteral("<=1200")); // lower is better
        QVERIFY(latency->passes(1200));
        QVERIFY(!latency->passes(1201));
        auto explicitAtLeast = Threshold::parseAssignment(QStringLiteral("hallucination_rate>=0.1"));
        QVERIFY(explicitAtLeast.ok());
        QCOMPARE(explicitAtLeast->text(), QStringLiteral(">=0.1"));
        auto assignment = Threshold::parseAssignment(QStringLiteral("ndcg_cut_10=<=0.9"));
        QVERIFY(assignment.ok());
        QCOMPARE(assignment->metric, QStringLiteral("ndcg_cut_10"));
        QCOMPARE(assignment->text(), QStringLiteral("<=0.9"));
        QVERIFY(!Threshold::parse(QStringLiteral("map"), QStringLiteral("high")).ok());
        QVERIFY(!Threshold::parseAssignment(QStringLiteral("map")).ok());
    }

    void qualityBands()
    {
        const auto rising =
            QualityBands::parse(QStringLiteral("ndcg_cut_10"), QStringLiteral("0.6, 0.75,0.9"));
        QVERIFY(rising);
        QVERIFY(!rising->lowerIsBetter);
        QCOMPARE(rising->text(), QStringLiteral("0.6,0.75,0.9"));
        QVERIFY(rising->bandOf(0.59) == QualityBands::Band::BelowPoc);
        QVERIFY(rising->bandOf(0.6) == QualityBands::Band::Poc); // a bound belongs to its band
        QVERIFY(rising->bandOf(0.8) == QualityBands::Band::Production);
        QVERIFY(rising->bandOf(0.9) == QualityBands::Band::Excellent);
        QVERIFY(!rising->bandOf(std::nullopt));

        // Latency: lower is better, the bounds fall.
        const auto falling =
            QualityBands::parse(QStringLiteral("latency_p95_ms"), QStringLiteral("4000,2500,1200"));
        QVERIFY(falling && falling->lowerIsBetter);
        QVERIFY(falling->bandOf(3000) == QualityBands::Band::Poc);
        QVERIFY(falling->bandOf(1000) == QualityBands::Band::Excellent);
        QVERIFY(falling->bandOf(5000) == QualityBands::Band::BelowPoc);

        QVERIFY(!QualityBands::parse(QStringLiteral("ndcg_cut_10"), QStringLiteral("0.9,0.75,0.6")));
        QVERIFY(!QualityBands::parse(QStringLiteral("latency_p95_ms"), QStringLiteral("1200,2500,4000")));
        QVERIFY(!QualityBands::parse(QStringLiteral("map"), QStringLiteral("0.5,0.7")));
        QVERIFY(!QualityBands::parse(QStringLiteral("map"), QStringLiteral("a,b,c")));
    }
};

QTEST_GUILESS_MAIN(TstMetricsUnits)
#include "tst_metrics_units.moc"
