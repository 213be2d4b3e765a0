// The trec_eval measures on small rankings computed by hand (arithmetic in the comments).
#include "metrics/JudgedRanking.h"
#include "metrics/TrecMeasureSet.h"
#include "metrics/TrecQrels.h"
#include "metrics/TrecSummary.h"

#include <QTest>
#include <cmath>

using namespace goldset::metrics;

namespace {

double valueOf(const TrecMeasureSet& set, const std::vector<double>& values, const char* name)
{
    for (std::size_t i = 0; i < set.slots().size(); ++i) {
        if (set.slots()[i].name == name)
            return values[i];
    }
    qFatal("no slot %s", name);
}

} // namespace

class TstTrecMeasures : public QObject
{
    Q_OBJECT

private:
    // Ranking a b c d e (scores 5..1); qrels a:0 b:2 d:1 f:3 (f never retrieved, c unjudged).
    // Grades by rank: 0 2 - 1 -; relevant (grade >= 1): b d f, so num_rel = 3.
    JudgedRanking example()
    {
        std::vector<ScoredDoc> docs{
            {"c", 3.0, 3}, {"a", 5.0, 1}, {"e", 1.0, 5}, {"b", 4.0, 2}, {"d", 2.0, 4}};
        sortTrecOrder(docs);
        const std::vector<Judgment> qrels{{"a", 0}, {"b", 2}, {"d", 1}, {"f", 3}};
        RankingJudger judger;
        JudgedRanking ranking;
        judger.judge(docs, qrels, 1, ranking);
        return ranking;
    }

private Q_SLOTS:
    void judging()
    {
        const JudgedRanking r = example();
        QCOMPARE(r.grades, (std::vector<long>{0, 2, kNotInPool, 1, kNotInPool}));
        QCOMPARE(r.numRet, 5L);
        QCOMPARE(r.numRel, 3L);
        QCOMPARE(r.numRelRet, 2L);
        QCOMPARE(r.numGradeLevels, 4L);
    }

    void measures()
    {
        auto set = TrecMeasureSet::parse({QStringLiteral("official"), QStringLiteral("recall.5"),
                                          QStringLiteral("ndcg_cut.1,5"), QStringLiteral("success.1,5"),
                                          QStringLiteral("ndcg"), QStringLiteral("map_cut.2")});
        QVERIFY(set.ok());
        std::vector<double> v(set->slots().size());
        set->compute(example(), 1, v.data());
        // AP: relevant at ranks 2 and 4: (1/2 + 2/4) / 3 = 1/3.
        QCOMPARE(valueOf(*set, v, "map"), 1.0 / 3.0);
        QCOMPARE(valueOf(*set, v, "gm_map"), std::log(1.0 / 3.0));
        // map_cut_2: only rank 2 counts: (1/2) / 3.
        QCOMPARE(valueOf(*set, v, "map_cut_2"), 0.5 / 3.0);
        QCOMPARE(valueOf(*set, v, "P_5"), 2.0 / 5.0);
        QCOMPARE(valueOf(*set, v, "P_10"), 2.0 / 10.0); // P@k divides by k, not by num_ret
        QCOMPARE(valueOf(*set, v, "recall_5"), 2.0 / 3.0);
        QCOMPARE(valueOf(*set, v, "recip_rank"), 0.5);
        // Rprec: R = 3, the top 3 hold one relevant (b): 1/3.
        QCOMPARE(valueOf(*set, v, "Rprec"), 1.0 / 3.0);
        // bpref: one judged non-relevant (a) ranked above both relevant ones:
        // each adds 1 - min(1,3)/min(1,3) = 0.
        QCOMPARE(valueOf(*set, v, "bpref"), 0.0);
        QCOMPARE(valueOf(*set, v, "success_1"), 0.0);
        QCOMPARE(valueOf(*set, v, "success_5"), 1.0);
        // iprec: precision 1/2 at recall 1/3 and 2/4 at 2/3, nothing at 3/3; cutoffs are
        // lround(level * 3): 0.0..0.8 -> <= 2 relevant -> 0.5; 0.9 and 1.0 -> 3 -> 0.
        QCOMPARE(valueOf(*set, v, "iprec_at_recall_0.00"), 0.5);
        QCOMPARE(valueOf(*set, v, "iprec_at_recall_0.50"), 0.5);
        QCOMPARE(valueOf(*set, v, "iprec_at_recall_0.80"), 0.5);
        QCOMPARE(valueOf(*set, v, "iprec_at_recall_0.90"), 0.0);
        QCOMPARE(valueOf(*set, v, "iprec_at_recall_1.00"), 0.0);
        // nDCG, gain = grade: DCG@5 = 2/log2(3) + 1/log2(5) = 1.2618595 + 0.4306766 = 1.6925361;
        // ideal from all judged docs (3, 2, 1): 3/1 + 2/log2(3) + 1/log2(4) = 4.7618595; ratio 0.3554360.
        const double dcg = 2.0 / std::log2(3.0) + 1.0 / std::log2(5.0);
        const double ideal = 3.0 + 2.0 / std::log2(3.0) + 0.5;
        QVERIFY(std::abs(valueOf(*set, v, "ndcg_cut_5") - 0.3554360) < 1e-7);
        QCOMPARE(valueOf(*set, v, "ndcg_cut_5"), dcg / ideal);
        QCOMPARE(valueOf(*set, v, "ndcg"), dcg / ideal);
        // ndcg_cut_1: rank 1 has grade 0, ideal@1 = 3: 0.
        QCOMPARE(valueOf(*set, v, "ndcg_cut_1"), 0.0);
        QCOMPARE(valueOf(*set, v, "num_ret"), 5.0);
        QCOMPARE(valueOf(*set, v, "num_rel"), 3.0);
        QCOMPARE(valueOf(*set, v, "num_rel_ret"), 2.0);
    }

    // A query whose judgments are all 0 counts with 0 everywhere.
    void allZeroJudgments()
    {
        std::vector<ScoredDoc> docs{{"a", 1.0, 1}, {"b", 0.5, 2}};
        RankingJudger judger;
        JudgedRanking r;
        judger.judge(docs, {{"a", 0}, {"z", 0}}, 1, r);
        auto set = TrecMeasureSet::parse({QStringLiteral("official"), QStringLiteral("ndcg_cut.10")});
        QVERIFY(set.ok());
        std::vector<double> v(set->slots().size());
        set->compute(r, 1, v.data());
        QCOMPARE(valueOf(*set, v, "map"), 0.0);
        QCOMPARE(valueOf(*set, v, "ndcg_cut_10"), 0.0);
        QCOMPARE(valueOf(*set, v, "P_5"), 0.0);
        QCOMPARE(valueOf(*set, v, "num_rel"), 0.0);
        QCOMPARE(valueOf(*set, v, "gm_map"), std::log(0.00001));
    }

    // Ties are broken by docno descending; the score is a double: 0.1000000001 and 0.1 are
    // equal as floats but not as doubles, so "a" stays before "b".
    void trecOrder()
    {
        double high = 0, low = 0;
        QVERIFY(parseTrecScore("0.1000000001", high));
        QVERIFY(parseTrecScore("0.1", low));
        std::vector<ScoredDoc> docs{
            {"a", high, 1}, {"b", low, 2}, {"c", 1.0, 3}, {"x", 1.0, 4}, {"x1", 1.0, 5}};
        sortTrecOrder(docs);
        QCOMPARE(docs[0].docno, std::string_view("x1"));
        QCOMPARE(docs[1].docno, std::string_view("x"));
        QCOMPARE(docs[2].docno, std::string_view("c"));
        QCOMPARE(docs[3].docno, std::string_view("a"));
        QCOMPARE(docs[4].docno, std::string_view("b"));
        // Already in score order (the common case): only the tied block is reordered.
        std::vector<ScoredDoc> presorted{
            {"c", 2.0, 1}, {"x", 1.0, 2}, {"a", 1.0, 3}, {"x1", 1.0, 4}, {"b", 0.5, 5}};
        sortTrecOrder(presorted);
        QCOMPARE(presorted[0].docno, std::string_view("c"));
        QCOMPARE(presorted[1].docno, std::string_view("x1"));
        QCOMPARE(presorted[2].docno, std::string_view("x"));
        QCOMPARE(presorted[3].docno, std::string_view("a"));
        QCOMPARE(presorted[4].docno, std::string_view("b"));
    }

    void scoresParseLikeStrtod()
    {
        double v = 0;
        QVERIFY(parseTrecScore("+2.5", v));
        QCOMPARE(v, 2.5);
        QVERIFY(parseTrecScore("1e3", v));
        QCOMPARE(v, 1000.0);
        QVERIFY(!parseTrecScore("abc", v));
        QVERIFY(!parseTrecScore("1.5x", v));
    }

    void duplicates()
    {
        RankingJudger judger;
        QCOMPARE(judger.findDuplicate(std::vector<ScoredDoc>{{"a", 1, 1}, {"b", 1, 2}, {"c", 1, 3}}), -1L);
        QCOMPARE(judger.findDuplicate(std::vector<ScoredDoc>{{"a", 1, 1}, {"b", 1, 2}, {"a", 2, 3}}), 2L);
    }

    // Summary: means, sums and gm_map's geometric mean over two queries.
    void summary()
    {
        auto set = TrecMeasureSet::parse({QStringLiteral("num_q"), QStringLiteral("num_ret"),
                                          QStringLiteral("map"), QStringLiteral("gm_map")});
        QVERIFY(set.ok());
        TrecSummary summary(*set);
        // slots in table order: num_q, num_ret, map, gm_map
        const double q1[] = {1, 10, 0.5, std::log(0.5)};
        const double q2[] = {1, 4, 0.2, std::log(0.2)};
        summary.add(q1);
        summary.add(q2);
        const auto all = summary.finish(2, -1);
        QCOMPARE(all[0], 2.0);
        QCOMPARE(all[1], 14.0);
        QCOMPARE(all[2], 0.35);
        // sqrt(0.5 * 0.2) = sqrt(0.1) = 0.316228
        QVERIFY(std::abs(all[3] - std::sqrt(0.1)) < 1e-12);
        // -c with 3 qrels queries: the third counts with the floor 1e-5 in gm_map and 0 in map.
        const auto complete = summary.finish(3, -1);
        QCOMPARE(complete[0], 3.0);
        QVERIFY(std::abs(complete[2] - 0.7 / 3.0) < 1e-15);
        QVERIFY(std::abs(complete[3] - std::cbrt(0.5 * 0.2 * 0.00001)) < 1e-12);
    }

    void lineFormat()
    {
        std::string out;
        appendTrecLine(out, "P_5", "all", 0.13559, false);
        appendTrecLine(out, "num_ret", "q1", 2950, true);
        appendTrecTextLine(out, "runid", "all", "gen_s7");
        QCOMPARE(out, std::string("P_5                   \tall\t0.1356\n"
                                  "num_ret               \tq1\t2950\n"
                                  "runid                 \tall\tgen_s7\n"));
    }
};

QTEST_GUILESS_MAIN(TstTrecMeasures)
#include "tst_trec_measures.moc"
