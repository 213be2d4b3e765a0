// Runs compared metric by metric (RunComparison) on a project whose values are worked out by
// hand below: aggregates, paired tests, win / tie / loss and Holm over the whole family.
#include "ImportTestHelpers.h"
#include "metrics/RunComparison.h"
#include "storage/Project.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <cmath>

using namespace goldset;
using namespace goldset::metrics;
using goldset::test::importInto;

namespace {

bool near(double actual, double expected, double tolerance = 1e-12)
{
    return std::fabs(actual - expected) <= tolerance;
}

void write(const QString& path, const QByteArray& text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

// Twelve questions, each with d1 relevant (grade 1) and d2 judged 0.
//   run A ranks d1 first everywhere: recip_rank 1 for all; P_5 = 1/5.
//   run B ranks d2 first on q1..q10 (recip_rank 1/2) and d1 first on q11, q12 (1): mean 7/12.
//   run C is run A again.
// recip_rank, A - B: ten differences of 0.5 and two of 0.
//   t-test: mean 5/12 = 0.4166667; squares 10 (1/12)^2 + 2 (5/12)^2 = 5/12, var 5/132,
//   sd 0.1946247, se 0.0561833, t = 7.4161985, df 11.
//   randomization (exact, 2^12 patterns): |sum| >= 5 only with all ten 0.5 of one sign:
//   2 x 4 (the zeros' signs) = 8 / 4096 = 0.001953125. Win/tie/loss 10/2/0.
// B - C: the same with the sign reversed. A - C and every P_5 pair: no difference, p = 1.
// Holm over the 6 randomization p-values (2 metrics x 3 pairs): the two 0.001953125 become
// 6 x 0.001953125 = 0.01171875 and max(that, 5 x 0.001953125) = 0.01171875; the rest 1.
class TstRunComparison : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::vector<RunMetrics> m_runs;

private Q_SLOTS:
    void initTestCase()
    {
        QByteArray qrels;
        QByteArray runA;
        QByteArray runB;
        for (int q = 1; q <= 12; ++q) {
            const QByteArray qid = "q" + QByteArray::number(q);
            qrels += qid + " 0 d1 1\n" + qid + " 0 d2 0\n";
            runA += qid + " Q0 d1 1 2.0 a\n" + qid + " Q0 d2 2 1.0 a\n";
            if (q <= 10)
                runB += qid + " Q0 d2 1 2.0 b\n" + qid + " Q0 d1 2 1.0 b\n";
            else
                runB += qid + " Q0 d1 1 2.0 b\n" + qid + " Q0 d2 2 1.0 b\n";
        }
        const QString qrelsPath = m_dir.filePath(QStringLiteral("qrels.txt"));
        const QString aPath = m_dir.filePath(QStringLiteral("a.txt"));
        const QString bPath = m_dir.filePath(QStringLiteral("b.txt"));
        write(qrelsPath, qrels);
        write(aPath, runA);
        write(bPath, runB);

        auto project = storage::Project::open(m_dir.filePath(QStringLiteral("p.goldset")),
                                              storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(project);
        QVERIFY(
            importInto(**project, QStringLiteral("trec-qrels"), {qrelsPath}, {}, QStringLiteral("ana")).ok());
        QVERIFY(importInto(**project, QStringLiteral("trec-run"), {aPath}, QStringLiteral("A")).ok());
        QVERIFY(importInto(**project, QStringLiteral("trec-run"), {bPath}, QStringLiteral("B")).ok());
        QVERIFY(importInto(**project, QStringLiteral("trec-run"), {aPath}, QStringLiteral("C")).ok());
        auto catalog = MetricCatalog::parse({QStringLiteral("recip_rank"), QStringLiteral("P.5")});
        QVERIFY(catalog);
        for (const char* name : {"A", "B", "C"}) {
            auto metrics = RunMetrics::compute(**project, QLatin1String(name), *catalog);
            QVERIFY2(metrics, qPrintable(metrics ? QString() : metrics.error().toString()));
            m_runs.push_back(*metrics);
        }
    }

    void cells()
    {
        const RunComparison c =
            RunComparison::compute(m_runs, {QStringLiteral("recip_rank"), QStringLiteral("P_5")});
        QCOMPARE(c.runNames(), (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
        QCOMPARE(c.metricNames().size(), 2);
        QVERIFY(near(*c.cell(0, 0).value, 1.0));
        QVERIFY(near(*c.cell(0, 1).value, 7.0 / 12.0));
        QCOMPARE(c.cell(0, 1).questions, 12);
        QVERIFY(near(*c.cell(1, 1).value, 0.2));
        // A constant run has a point interval; B's lies between its extremes around its mean.
        QVERIFY(near(c.cell(0, 0).ci95->low, 1.0) && near(c.cell(0, 0).ci95->high, 1.0));
        const stats::Interval b = *c.cell(0, 1).ci95;
        QVERIFY(b.low >= 0.5 && b.low < 7.0 / 12.0 && b.high > 7.0 / 12.0 && b.high <= 1.0);
    }

    void pairs()
    {
        const RunComparison c =
            RunComparison::compute(m_runs, {QStringLiteral("recip_rank"), QStringLiteral("P_5")});
        QCOMPARE(c.pairs().size(), std::size_t(6));
        const RunComparison::Pair* ab = c.pair(0, 0, 1);
        QVERIFY(ab);
        QVERIFY(near(ab->tTest.meanDifference, 5.0 / 12.0));
        QVERIFY(ab->tTest.t && near(*ab->tTest.t, 7.4161985, 1e-6));
        QCOMPARE(ab->tTest.degreesOfFreedom(), 11);
        QVERIFY(ab->randomization.exact);
        QVERIFY(near(*ab->randomization.p, 8.0 / 4096.0));
        QCOMPARE(ab->winTieLoss.wins, 10);
        QCOMPARE(ab->winTieLoss.ties, 2);
        QCOMPARE(ab->winTieLoss.losses, 0);
        QVERIFY(near(*ab->randomizationHolm, 0.01171875));
        QVERIFY(ab->significant);

        const RunComparison::Pair* bc = c.pair(0, 2, 1); // either order
        QVERIFY(bc && bc->runA == 1 && bc->runB == 2);
        QCOMPARE(bc->winTieLoss.losses, 10);
        QVERIFY(near(*bc->randomizationHolm, 0.01171875));

        const RunComparison::Pair* ac = c.pair(0, 0, 2);
        QVERIFY(!ac->tTest.p); // no difference at all: no t
        QCOMPARE(*ac->randomizationHolm, 1.0);
        QVERIFY(!ac->significant);
        const RunComparison::Pair* p5 = c.pair(1, 0, 1);
        QCOMPARE(p5->winTieLoss.ties, 12);
        QVERIFY(!p5->significant);
        // Only the two defined t-tests form the t family: 2 x p.
        QVERIFY(ab->tTestHolm && near(*ab->tTestHolm, std::min(1.0, 2.0 * *ab->tTest.p)));
    }

    // The preview the Runs page shows while the statistics run: the same values, no intervals
    // or tests.
    void valuesWithoutStatistics()
    {
        RunComparison::Options options;
        options.statistics = false;
        const RunComparison c =
            RunComparison::compute(m_runs, {QStringLiteral("recip_rank"), QStringLiteral("P_5")}, options);
        QVERIFY(!c.hasStatistics());
        QVERIFY(near(*c.cell(0, 1).value, 7.0 / 12.0));
        QCOMPARE(c.cell(0, 1).questions, 12);
        QVERIFY(near(*c.cell(1, 1).value, 0.2));
        QVERIFY(!c.cell(0, 1).ci95);
        QVERIFY(c.pairs().empty());
    }

    // On a pool, metric by metric in parallel: the very same numbers (each has its own streams).
    void parallelGivesTheSameNumbers()
    {
        const QStringList names{QStringLiteral("recip_rank"), QStringLiteral("P_5")};
        QThreadPool pool;
        pool.setMaxThreadCount(4);
        RunComparison::Options parallel;
        parallel.pool = &pool;
        const RunComparison one = RunComparison::compute(m_runs, names);
        const RunComparison many = RunComparison::compute(m_runs, names, parallel);
        QCOMPARE(many.pairs().size(), one.pairs().size());
        QVERIFY(near(*many.pair(0, 0, 1)->randomizationHolm, 0.01171875));
        for (int m = 0; m < 2; ++m) {
            for (int r = 0; r < 3; ++r) {
                QCOMPARE(many.cell(m, r).ci95->low, one.cell(m, r).ci95->low);
                QCOMPARE(many.cell(m, r).ci95->high, one.cell(m, r).ci95->high);
            }
        }
        for (std::size_t i = 0; i < one.pairs().size(); ++i) {
            QCOMPARE(many.pairs()[i].randomization.p, one.pairs()[i].randomization.p);
            QCOMPARE(many.pairs()[i].tTestHolm, one.pairs()[i].tTestHolm);
        }
    }

    // A superseded comparison (the Runs page's) stops: nothing of the statistics is computed.
    void cancelledComputesNoStatistics()
    {
        const std::atomic<bool> cancelled{true};
        RunComparison::Options options;
        options.cancelled = &cancelled;
        const RunComparison c =
            RunComparison::compute(m_runs, {QStringLiteral("recip_rank"), QStringLiteral("P_5")}, options);
        QVERIFY(c.pairs().empty());
    }

    void unknownMetricLeftOut()
    {
        const RunComparison c =
            RunComparison::compute(m_runs, {QStringLiteral("nope"), QStringLiteral("P_5")});
        QCOMPARE(c.metricNames(), QStringList{QStringLiteral("P_5")});
    }

    void pairedValuesByQuestion()
    {
        const RunComparison::Paired paired = RunComparison::pairedValues(m_runs[0], m_runs[1], 0);
        QCOMPARE(paired.questionIds.size(), 12);
        const int q11 = static_cast<int>(paired.questionIds.indexOf(QStringLiteral("q11")));
        QVERIFY(q11 >= 0);
        QCOMPARE(paired.b[static_cast<std::size_t>(q11)], 1.0);
    }
};

QTEST_GUILESS_MAIN(TstRunComparison)
#include "tst_run_comparison.moc"
