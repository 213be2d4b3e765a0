// The statistics behind run comparisons, against published values (R's t.test on Student's
// sleep data, printed t tables) and values computed independently (exact enumeration with
// integer arithmetic, hand arithmetic in the comments).
#include "stats/Bootstrap.h"
#include "stats/PairedTests.h"
#include "stats/StudentT.h"

#include <QTest>
#include <cmath>

using namespace goldset::stats;

namespace {

// Student (1908) / Cushny & Peebles: extra hours of sleep with two drugs, same 10 patients.
// R: t.test(extra ~ group, data = sleep, paired = TRUE)
//   t = -4.0621, df = 9, p-value = 0.002833
//   95 percent confidence interval: -2.4598858 -0.7001142; mean difference -1.58
const std::vector<double> kSleepDrug1 = {0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0};
const std::vector<double> kSleepDrug2 = {1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4};

bool near(double actual, double expected, double tolerance)
{
    return std::fabs(actual - expected) <= tolerance;
}

} // namespace

class TstStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void incompleteBeta()
    {
        // I_0.5(2,3) = P(Binomial(4, 0.5) >= 2) = 11/16.
        QVERIFY(near(regularizedIncompleteBeta(0.5, 2, 3), 0.6875, 1e-12));
        // I_x(1,1) = x; I_x(a,1) = x^a.
        QVERIFY(near(regularizedIncompleteBeta(0.3, 1, 1), 0.3, 1e-12));
        QVERIFY(near(regularizedIncompleteBeta(0.9, 4, 1), std::pow(0.9, 4), 1e-12));
        QCOMPARE(regularizedIncompleteBeta(0, 2, 2), 0.0);
        QCOMPARE(regularizedIncompleteBeta(1, 2, 2), 1.0);
    }

    void tTable()
    {
        // Two-sided 95% and 99% critical values from printed t tables.
        QVERIFY(near(studentTQuantile(0.975, 9), 2.262157, 1e-6));
        QVERIFY(near(studentTQuantile(0.975, 30), 2.042272, 1e-6));
        QVERIFY(near(studentTQuantile(0.995, 1), 63.656741, 1e-5));
        QVERIFY(near(studentTQuantile(0.025, 9), -2.262157, 1e-6));
        QVERIFY(near(studentTTwoSidedP(2.262157, 9), 0.05, 1e-6));
        // t with 1 degree of freedom is Cauchy: P(T <= 1) = 3/4.
        QVERIFY(near(studentTCdf(1.0, 1), 0.75, 1e-12));
    }

    void pairedTTestSleep()
    {
        const PairedTTest test = pairedTTest(kSleepDrug1, kSleepDrug2);
        QCOMPARE(test.n, 10);
        QCOMPARE(test.degreesOfFreedom(), 9);
        QVERIFY(near(test.meanDifference, -1.58, 1e-12));
        QVERIFY(test.t && near(*test.t, -4.0621, 5e-5));
        QVERIFY(test.p && near(*test.p, 0.002833, 5e-7));
        QVERIFY(test.ci95);
        QVERIFY(near(test.ci95->low, -2.4598858, 1e-6));
        QVERIFY(near(test.ci95->high, -0.7001142, 1e-6));
    }

    void pairedTTestUndefined()
    {
        // One pair, or every difference the same: no variance, no t.
        QVERIFY(!pairedTTest({1.0}, {0.5}).p);
        const PairedTTest same = pairedTTest({0.5, 0.7, 0.9}, {0.4, 0.6, 0.8});
        QVERIFY(near(same.meanDifference, 0.1, 1e-12));
        QVERIFY(!same.t);
        QVERIFY(!same.p);
        QVERIFY(!pairedTTest({}, {}).p);
    }

    void randomizationExact()
    {
        // Sleep differences in tenths: -12 -24 -13 -13 0 -10 -18 -8 -46 -14 (sum -158). Counted
        // with integers over all 1024 sign patterns, 4 reach |sum| >= 158: only flipping the
        // zero difference keeps the observed sum, with all signs reversed or not -> 4/1024.
        const RandomizationTest test = pairedRandomizationTest(kSleepDrug1, kSleepDrug2, 0, 1);
        QVERIFY(test.exact);
        QCOMPARE(test.n, 10);
        QVERIFY(test.p && near(*test.p, 4.0 / 1024.0, 1e-15));
    }

    void randomizationMonteCarlo()
    {
        // 20 differences (tenths): 3 -1 2 5 -2 1 4 0 -3 2 1 3 -1 2 4 -4 1 2 0 1, sum 20.
        // Exact enumeration of the 2^20 patterns (a sum distribution built by dynamic
        // programming over integers) gives 94888 / 1048576 = 0.0904922.
        const std::vector<double> tenths = {3, -1, 2, 5, -2, 1, 4, 0, -3, 2, 1, 3, -1, 2, 4, -4, 1, 2, 0, 1};
        std::vector<double> a;
        std::vector<double> b;
        for (const double t : tenths) {
            a.push_back(0.5 + t / 10.0);
            b.push_back(0.5);
        }
        const RandomizationTest test = pairedRandomizationTest(a, b, 20000, 42);
        QVERIFY(!test.exact);
        QVERIFY(test.p);
        // Monte Carlo standard error sqrt(0.09 * 0.91 / 20000) = 0.002; allow 5 of them.
        QVERIFY2(near(*test.p, 0.0904922, 0.01), qPrintable(QString::number(*test.p)));
        // The seed fixes the answer.
        QCOMPARE(*pairedRandomizationTest(a, b, 20000, 42).p, *test.p);
        // No difference at all: every pattern ties the observed 0.
        QCOMPARE(*pairedRandomizationTest(b, b, 1000, 42).p, 1.0);
    }

    void winTieLossCounts()
    {
        const WinTieLoss higher = winTieLoss({0.5, 0.2, 0.9, 0.4}, {0.4, 0.2, 1.0, 0.4 + 1e-12}, false);
        QCOMPARE(higher.wins, 1);
        QCOMPARE(higher.ties, 2);
        QCOMPARE(higher.losses, 1);
        // Latency: lower wins.
        const WinTieLoss lower = winTieLoss({100, 300}, {200, 250}, true);
        QCOMPARE(lower.wins, 1);
        QCOMPARE(lower.losses, 1);
    }

    void holm()
    {
        // p = .01 .04 .03 .005 (m = 4). Sorted: .005*4 = .02, .01*3 = .03, .03*2 = .06,
        // .04*1 = .04 -> raised to the running maximum .06.
        const std::vector<double> adjusted = holmAdjust({0.01, 0.04, 0.03, 0.005});
        QCOMPARE(adjusted.size(), std::size_t(4));
        QVERIFY(near(adjusted[0], 0.03, 1e-15));
        QVERIFY(near(adjusted[1], 0.06, 1e-15));
        QVERIFY(near(adjusted[2], 0.06, 1e-15));
        QVERIFY(near(adjusted[3], 0.02, 1e-15));
        // Capped at 1.
        QCOMPARE(holmAdjust({0.6, 0.7})[0], 1.0);
        QVERIFY(holmAdjust({}).empty());
    }

    void bootstrapMean()
    {
        std::vector<double> values;
        for (int i = 0; i < 100; ++i)
            values.push_back(i);
        // Mean 49.5, sd 29.011; normal theory: 49.5 +- 1.96 * 29.011 / 10 = [43.81, 55.19].
        const auto interval = bootstrapInterval(values, {}, 4000, 7);
        QVERIFY(interval);
        QVERIFY2(near(interval->low, 43.81, 0.7) && near(interval->high, 55.19, 0.7),
                 qPrintable(QStringLiteral("%1 %2").arg(interval->low).arg(interval->high)));
        const auto again = bootstrapInterval(values, {}, 4000, 7);
        QCOMPARE(again->low, interval->low);
        QCOMPARE(again->high, interval->high);
        // A constant sample has a point interval.
        const auto constant = bootstrapInterval({0.25, 0.25, 0.25}, {}, 100, 1);
        QCOMPARE(constant->low, 0.25);
        QCOMPARE(constant->high, 0.25);
        QVERIFY(!bootstrapInterval({}, {}, 100, 1));
    }

    void percentileStatistic()
    {
        // Nearest rank of 1..10: p50 -> ceil(5) = 5th value; p95 -> ceil(9.5) = 10th.
        const std::vector<double> values = {7, 3, 1, 10, 2, 9, 4, 8, 6, 5};
        SampleStatistic p50{SampleStatistic::Kind::NearestRankPercentile, 50};
        SampleStatistic p95{SampleStatistic::Kind::NearestRankPercentile, 95};
        QCOMPARE(p50(values), 5.0);
        QCOMPARE(p95(values), 10.0);
        QCOMPARE(SampleStatistic{}(values), 5.5);
        // Type 7 quantile of 1..5 at 0.3: 1 + 0.3 * 4 = 2.2.
        QVERIFY(near(interpolatedQuantile({1, 2, 3, 4, 5}, 0.3), 2.2, 1e-12));
    }
};

QTEST_GUILESS_MAIN(TstStats)
#include "tst_stats.moc"
