#include "judge/JudgeTrust.h"

#include <QTest>

using namespace goldset;
using namespace goldset::judge;

class TestJudgeTrust : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kappaConfusionPrecisionRecall();
    void unknownVerdictsAreNotCompared();
    void ppiCorrectsTheJudgesMean();
    void ppiSaysWhenReviewsCannotHalveTheInterval();
    void ppiNeedsTwoReviews();
};

namespace {
QList<VerdictPair> repeat(Verdict judge, Verdict human, int times)
{
    return QList<VerdictPair>(times, VerdictPair{judge, human});
}
} // namespace

void TestJudgeTrust::kappaConfusionPrecisionRecall()
{
    const auto S = Verdict::Supported, U = Verdict::Unsupported, C = Verdict::Contradicted;
    QList<VerdictPair> pairs = repeat(S, S, 6) + repeat(S, U, 1) + repeat(U, U, 2) + repeat(U, S, 1) +
                               repeat(C, C, 1) + repeat(C, U, 1);
    const JudgeTrustReport report = judgeTrust(pairs);
    QCOMPARE(report.compared, 12);
    QCOMPARE(report.confusion[0][0], 6);
    QCOMPARE(report.confusion[0][1], 1);
    QCOMPARE(report.confusion[1][0], 1);
    QCOMPARE(report.confusion[2][1], 1);
    QCOMPARE(report.overridden, 3);
    // p_o = 9/12 = .75; judge margins 7,3,2, people's 7,4,1: p_e = (49 + 12 + 2) / 144 = .4375;
    // kappa = (.75 - .4375) / (1 - .4375) = 5/9.
    QVERIFY(report.kappa.kappa.has_value());
    QVERIFY(qAbs(*report.kappa.kappa - 5.0 / 9.0) < 1e-12);
    QVERIFY(qAbs(*report.kappa.observed - 0.75) < 1e-12);
    QVERIFY(qAbs(*report.kappa.expected - 0.4375) < 1e-12);
    // Not supported: judge says so 5 times, people 5 times, both 4 times.
    QVERIFY(qAbs(*report.precisionNotSupported - 0.8) < 1e-12);
    QVERIFY(qAbs(*report.recallNotSupported - 0.8) < 1e-12);
}

void TestJudgeTrust::unknownVerdictsAreNotCompared()
{
    QList<VerdictPair> pairs =
        repeat(Verdict::Unknown, Verdict::Supported, 4) + repeat(Verdict::Supported, Verdict::Supported, 3);
    const JudgeTrustReport report = judgeTrust(pairs);
    QCOMPARE(report.compared, 3);
    // Everyone said supported: expected agreement 1, kappa undefined, not 0 and not NaN.
    QVERIFY(!report.kappa.kappa.has_value());
    QVERIFY(!report.precisionNotSupported.has_value());
    QVERIFY(!report.recallNotSupported.has_value());
}

void TestJudgeTrust::ppiCorrectsTheJudgesMean()
{
    QList<int> judge(70, 1);
    judge += QList<int>(30, 0);
    const QList<std::pair<int, int>> reviewed = {{1, 1}, {1, 0}, {0, 0}, {1, 1}};
    const PpiEstimate e = ppiFaithfulness(judge, reviewed);
    QCOMPARE(e.claims, 100);
    QCOMPARE(e.reviewed, 4);
    QVERIFY(qAbs(*e.judgeMean - 0.7) < 1e-12);
    // 0.7 - mean(0, 1, 0, 0) = 0.45; Var = (21/99)/100 + 0.25/4; half width 1.96 sqrt(Var) = 0.498246.
    QVERIFY(qAbs(*e.estimate - 0.45) < 1e-12);
    QVERIFY(qAbs(*e.ciHigh - *e.estimate - 0.4982457712) < 1e-9);
    // 0.45 - 0.498246 < 0: a faithfulness is never below 0, the interval is clipped.
    QCOMPARE(*e.ciLow, 0.0);
    // 0.25 / (Var/4 - 0.00212121) = 17.81 -> 18 reviews in all.
    QCOMPARE(e.reviewsToHalve.value_or(-1), 18);
}

void TestJudgeTrust::ppiSaysWhenReviewsCannotHalveTheInterval()
{
    QList<int> judge(7, 1);
    judge += QList<int>(3, 0);
    const PpiEstimate e = ppiFaithfulness(judge, {{1, 1}, {1, 0}, {0, 0}, {1, 1}});
    // 0.45 + 0.574228 > 1: clipped to 1; 0.45 - 0.574228 < 0: clipped to 0.
    QCOMPARE(*e.ciHigh, 1.0);
    QCOMPARE(*e.ciLow, 0.0);
    // The judge's own variance term (0.0233) is more than a quarter of the total (0.0215).
    QVERIFY(!e.reviewsToHalve.has_value());
}

void TestJudgeTrust::ppiNeedsTwoReviews()
{
    const PpiEstimate e = ppiFaithfulness({1, 0, 1}, {{1, 1}});
    QVERIFY(e.judgeMean.has_value());
    QVERIFY(!e.estimate.has_value());
    QVERIFY(!e.ciLow.has_value());
    QVERIFY(!ppiFaithfulness({}, {}).judgeMean.has_value());
}

QTEST_GUILESS_MAIN(TestJudgeTrust)
#include "tst_judge_trust.moc"
