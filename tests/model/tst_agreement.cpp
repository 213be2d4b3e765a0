// Agreement statistics against published values (REFERENCE_VALUES.md) and against values
// worked out independently (by hand or in a scratch python3 script, never from this code).
#include "agreement/AgreementReport.h"
#include "agreement/CohenKappa.h"
#include "agreement/FleissKappa.h"
#include "agreement/KrippendorffAlpha.h"
#include "agreement/LabelCsvReader.h"
#include "agreement/RatingSet.h"

#include <QTest>

using namespace goldset;
using namespace goldset::agreement;

namespace {

// The confusion matrix of two label sequences given as (count, label) runs.
QList<QList<qint64>> tableOf(const QList<int>& first, const QList<int>& second, int k)
{
    QList<QList<qint64>> table(k, QList<qint64>(k, 0));
    for (qsizetype i = 0; i < first.size(); ++i)
        ++table[first[i]][second[i]];
    return table;
}

QList<int> runs(std::initializer_list<std::pair<int, int>> countAndLabel)
{
    QList<int> labels;
    for (const auto& [count, label] : countAndLabel)
        labels.append(QList<int>(count, label));
    return labels;
}

// Ratings of two annotators "y1", "y2" on items 0..n-1, through the RatingSet path.
QList<Rating> twoAnnotators(const QList<int>& y1, const QList<int>& y2)
{
    QList<Rating> ratings;
    for (qsizetype i = 0; i < y1.size(); ++i) {
        ratings.append({QString::number(i), QStringLiteral("y1"), QString::number(y1[i]), 0});
        ratings.append({QString::number(i), QStringLiteral("y2"), QString::number(y2[i]), 0});
    }
    return ratings;
}

// The Fleiss (1971) psychiatric diagnoses, 30 subjects x 6 raters (R irr `diagnoses`).
const int kDiagnoses[30][6] = {
    {4, 4, 4, 4, 4, 4}, {2, 2, 2, 5, 5, 5}, {2, 3, 3, 3, 3, 5}, {5, 5, 5, 5, 5, 5}, {2, 2, 2, 4, 4, 4},
    {1, 1, 3, 3, 3, 3}, {3, 3, 3, 3, 5, 5}, {1, 1, 3, 3, 3, 4}, {1, 1, 4, 4, 4, 4}, {5, 5, 5, 5, 5, 5},
    {1, 4, 4, 4, 4, 4}, {1, 2, 4, 4, 4, 4}, {2, 2, 2, 3, 3, 3}, {1, 4, 4, 4, 4, 4}, {2, 2, 4, 4, 4, 5},
    {3, 3, 3, 3, 3, 5}, {1, 1, 1, 4, 5, 5}, {1, 1, 1, 1, 1, 2}, {2, 2, 4, 4, 4, 4}, {1, 3, 3, 5, 5, 5},
    {5, 5, 5, 5, 5, 5}, {2, 4, 4, 4, 4, 4}, {2, 2, 4, 5, 5, 5}, {1, 1, 4, 4, 4, 4}, {1, 4, 4, 4, 4, 5},
    {2, 2, 2, 2, 2, 4}, {1, 1, 1, 1, 5, 5}, {2, 2, 4, 4, 4, 4}, {1, 3, 3, 3, 3, 3}, {5, 5, 5, 5, 5, 5},
};

} // namespace

class TestAgreement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void e1Binary()
    {
        const auto y1 = runs({{40, 0}, {60, 1}});
        const auto y2 = runs({{20, 0}, {20, 1}, {10, 0}, {50, 1}});
        const KappaResult k = cohenKappa(tableOf(y1, y2, 2), KappaWeights::None);
        QCOMPARE(k.n, 100);
        QVERIFY(qAbs(*k.observed - 0.70) < 1e-12);
        QVERIFY(qAbs(*k.expected - 0.54) < 1e-12);
        QVERIFY(qAbs(*k.kappa - 8.0 / 23.0) < 1e-12);
    }

    void e2ThreeOrderedClasses_data()
    {
        QTest::addColumn<int>("weights");
        QTest::addColumn<double>("expected");
        QTest::newRow("unweighted") << int(KappaWeights::None) << 68.0 / 73.0;
        QTest::newRow("linear") << int(KappaWeights::Linear) << 16.0 / 17.0;
        QTest::newRow("quadratic") << int(KappaWeights::Quadratic) << 104.0 / 109.0;
    }
    void e2ThreeOrderedClasses()
    {
        QFETCH(int, weights);
        QFETCH(double, expected);
        const auto y1 = runs({{46, 0}, {44, 1}, {10, 2}});
        const auto y2 = runs({{50, 0}, {40, 1}, {10, 2}});
        const KappaResult k = cohenKappa(tableOf(y1, y2, 3), KappaWeights(weights));
        QVERIFY2(qAbs(*k.kappa - expected) < 1e-12, qPrintable(QString::number(*k.kappa, 'g', 17)));
        // kappa = (observed - expected) / (1 - expected) holds for the reported numbers.
        QVERIFY(qAbs((*k.observed - *k.expected) / (1 - *k.expected) - *k.kappa) < 1e-12);

        // The same through RatingSet + computeAgreement (categories 0..2 by default).
        auto set = RatingSet::build(twoAnnotators(y1, y2));
        QVERIFY(set.ok());
        const AgreementReport report = computeAgreement(*set, KappaWeights(weights));
        QCOMPARE(report.pairwise.size(), 1);
        QVERIFY(qAbs(*report.pairwise.first().kappa.kappa - expected) < 1e-12);
    }

    void e2bOtherMargins()
    {
        const auto y1 = runs({{46, 0}, {44, 1}, {10, 2}});
        const auto y2 = runs({{52, 0}, {32, 1}, {16, 2}});
        const KappaResult k = cohenKappa(tableOf(y1, y2, 3), KappaWeights::None);
        QVERIFY(qAbs(*k.kappa - 121.0 / 151.0) < 1e-12);
    }

    void e3AsymptoticStandardError_data()
    {
        QTest::addColumn<int>("weights");
        QTest::addColumn<double>("kappa");
        QTest::addColumn<double>("ase");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        // SAS PROC FREQ, 4 decimals.
        QTest::newRow("simple") << int(KappaWeights::None) << 0.4842 << 0.1380 << 0.2137 << 0.7547;
        QTest::newRow("linear") << int(KappaWeights::Linear) << 0.4701 << 0.1457 << 0.1845 << 0.7558;
    }
    void e3AsymptoticStandardError()
    {
        QFETCH(int, weights);
        QFETCH(double, kappa);
        QFETCH(double, ase);
        QFETCH(double, low);
        QFETCH(double, high);
        const QList<QList<qint64>> table = {{0, 4, 1}, {0, 8, 0}, {0, 1, 5}};
        const KappaResult k = cohenKappa(table, KappaWeights(weights));
        QCOMPARE(k.n, 19);
        QVERIFY(qAbs(*k.kappa - kappa) < 5e-5);
        QVERIFY2(qAbs(*k.se - ase) < 5e-5, qPrintable(QString::number(*k.se)));
        QVERIFY(qAbs(*k.ciLow - low) < 5e-5);
        QVERIFY(qAbs(*k.ciHigh - high) < 5e-5);
    }

    void e3QuadraticIndependent()
    {
        // Worked out in a scratch python script from the formulas: p_o = 0.881578947368421,
        // p_e = 0.7846260387811634, kappa = 0.4501607717041799, ASE = 0.1922326633572607.
        const QList<QList<qint64>> table = {{0, 4, 1}, {0, 8, 0}, {0, 1, 5}};
        const KappaResult k = cohenKappa(table, KappaWeights::Quadratic);
        QVERIFY(qAbs(*k.observed - 0.881578947368421) < 1e-12);
        QVERIFY(qAbs(*k.expected - 0.7846260387811634) < 1e-12);
        QVERIFY(qAbs(*k.kappa - 0.4501607717041799) < 1e-12);
        QVERIFY(qAbs(*k.se - 0.1922326633572607) < 1e-12);
    }

    void undefinedWhenEveryoneUsesOneLabel()
    {
        QList<Rating> ratings;
        for (int i = 0; i < 5; ++i)
            for (const char* who : {"a", "b", "c"})
                ratings.append({QString::number(i), QString::fromLatin1(who), QStringLiteral("2"), 0});
        auto set = RatingSet::build(ratings);
        QVERIFY(set.ok());
        const AgreementReport report = computeAgreement(*set, KappaWeights::Linear);
        QCOMPARE(report.pairwise.size(), 3);
        for (const PairwiseAgreement& pair : report.pairwise) {
            QCOMPARE(pair.kappa.n, 5);
            QVERIFY(!pair.kappa.kappa.has_value()); // p_e = 1: undefined, not 0
            QVERIFY(!pair.kappa.se.has_value());
        }
        QVERIFY(!report.fleissKappa.has_value());
        QCOMPARE(report.fleissItems, 5);
        QVERIFY(!report.alphaNominal.has_value());
        QCOMPARE(landisKochBand(std::nullopt), QStringLiteral("undefined"));
    }

    void undefinedBelowTwoItems()
    {
        const KappaResult k = cohenKappa({{1, 0}, {0, 0}}, KappaWeights::None);
        QCOMPARE(k.n, 1);
        QVERIFY(!k.kappa.has_value());
    }

    void perfectAgreementHasZeroError()
    {
        const KappaResult k = cohenKappa({{3, 0}, {0, 2}}, KappaWeights::None);
        QCOMPARE(*k.kappa, 1.0);
        QVERIFY(qAbs(*k.se) < 1e-12);
    }

    void e4FleissDiagnoses()
    {
        QList<Rating> ratings;
        for (int s = 0; s < 30; ++s)
            for (int r = 0; r < 6; ++r)
                ratings.append({QString::number(s), QStringLiteral("rater%1").arg(r + 1),
                                QString::number(kDiagnoses[s][r]), 0});
        auto set = RatingSet::build(ratings);
        QVERIFY(set.ok());
        QCOMPARE(set->categories(),
                 QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                              QStringLiteral("4"), QStringLiteral("5")}));
        const AgreementReport report = computeAgreement(*set, KappaWeights::None);
        QCOMPARE(report.fleissItems, 30);
        QVERIFY(qAbs(*report.fleissKappa - 0.4302445) < 5e-8);
        QVERIFY(qAbs(*report.fleissSe0 - 0.024374) < 5e-7);
        QVERIFY(qAbs(*report.fleissKappa / *report.fleissSe0 - 17.65) < 0.005);
        QCOMPARE(report.pairwise.size(), 15);
    }

    void e4bFleissWikipedia()
    {
        const QList<QList<int>> counts = {{0, 0, 0, 0, 14}, {0, 2, 6, 4, 2}, {0, 0, 3, 5, 6}, {0, 3, 9, 2, 0},
                                          {2, 2, 8, 1, 1},  {7, 7, 0, 0, 0}, {3, 2, 6, 3, 0}, {2, 5, 3, 2, 2},
                                          {6, 5, 2, 1, 0},  {0, 2, 2, 3, 7}};
        const FleissResult fleiss = fleissKappa(counts);
        QCOMPARE(fleiss.raters, 14);
        QVERIFY(qAbs(*fleiss.kappa - 0.2099) < 5e-5);
    }

    void fleissNeedsThreeAnnotators()
    {
        auto set = RatingSet::build(twoAnnotators({0, 1, 1}, {0, 1, 0}));
        QVERIFY(set.ok());
        const AgreementReport report = computeAgreement(*set, KappaWeights::None);
        QVERIFY(!report.fleissKappa.has_value());
    }

    void e5Krippendorff_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<double>("published");
        QTest::newRow("nominal") << int(AlphaLevel::Nominal) << 0.743;
        QTest::newRow("ordinal") << int(AlphaLevel::Ordinal) << 0.815;
        QTest::newRow("interval") << int(AlphaLevel::Interval) << 0.849;
        QTest::newRow("ratio") << int(AlphaLevel::Ratio) << 0.797;
    }
    void e5Krippendorff()
    {
        QFETCH(int, level);
        QFETCH(double, published);
        // Krippendorff (2011): 4 coders x 12 units, 0 = missing.
        const int coders[4][12] = {{1, 2, 3, 3, 2, 1, 4, 1, 2, 0, 0, 0},
                                   {1, 2, 3, 3, 2, 2, 4, 1, 2, 5, 0, 3},
                                   {0, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, 0},
                                   {1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, 0}};
        QList<Rating> ratings;
        for (int c = 0; c < 4; ++c)
            for (int u = 0; u < 12; ++u)
                if (coders[c][u] != 0)
                    ratings.append({QStringLiteral("u%1").arg(u), QStringLiteral("c%1").arg(c + 1),
                                    QString::number(coders[c][u]), 0});
        auto set = RatingSet::build(ratings);
        QVERIFY(set.ok());
        const AgreementReport report = computeAgreement(*set, KappaWeights::None);
        const std::optional<double> alpha = QList<std::optional<double>>{
            report.alphaNominal, report.alphaOrdinal, report.alphaInterval, report.alphaRatio}[level];
        QVERIFY(alpha.has_value());
        QVERIFY2(qAbs(*alpha - published) < 5e-4, qPrintable(QString::number(*alpha, 'g', 10)));
    }

    void alphaOnlyNominalForTextCategories()
    {
        QList<Rating> ratings;
        const char* labels[4][2] = {{"yes", "yes"}, {"no", "no"}, {"yes", "no"}, {"no", "no"}};
        for (int i = 0; i < 4; ++i)
            for (int r = 0; r < 2; ++r)
                ratings.append(
                    {QString::number(i), QStringLiteral("r%1").arg(r), QString::fromLatin1(labels[i][r]), 0});
        auto set = RatingSet::build(ratings);
        QVERIFY(set.ok());
        QCOMPARE(set->categories(), QStringList({QStringLiteral("no"), QStringLiteral("yes")}));
        const AgreementReport report = computeAgreement(*set, KappaWeights::None);
        // Coincidences: o(no,no) = 4, o(yes,yes) = 2, o(no,yes) = o(yes,no) = 1; n_no = 5,
        // n_yes = 3, n = 8: alpha = 1 - 7 * 2 / (2 * 5 * 3) = 8/15.
        QVERIFY(qAbs(*report.alphaNominal - 8.0 / 15.0) < 1e-12);
        QVERIFY(!report.alphaOrdinal.has_value());
        QVERIFY(!report.alphaInterval.has_value());
        // Specific agreement for "no": 2 * 2 / (3 + 2) = 0.8; "yes": 2 * 1 / (1 + 2) = 2/3.
        QVERIFY(qAbs(*report.pairwise.first().specific[0] - 0.8) < 1e-12);
        QVERIFY(qAbs(*report.pairwise.first().specific[1] - 2.0 / 3.0) < 1e-12);
    }

    void gradeCategoriesUseAllFourPositions()
    {
        // Grades 1 and 3 only; with categories 0..3 the linear weight of (1, 3) is 1 - 2/3.
        // Table [[1,1],[0,2]] over positions 1 and 3: p_o = (1 + 2 + 1/3)/4 = 5/6,
        // margins a: 1:.5, 3:.5; b: 1:.25, 3:.75; p_e = .5*.25 + .5*.75 + (1/3)(.5*.75 + .5*.25) = 2/3;
        // kappa = (5/6 - 2/3) / (1/3) = 0.5.
        const QList<Rating> ratings = twoAnnotators({1, 1, 3, 3}, {1, 3, 3, 3});
        auto set = RatingSet::build(ratings, QStringList{QStringLiteral("0"), QStringLiteral("1"),
                                                         QStringLiteral("2"), QStringLiteral("3")});
        QVERIFY(set.ok());
        const AgreementReport report = computeAgreement(*set, KappaWeights::Linear);
        QVERIFY(qAbs(*report.pairwise.first().kappa.observed - 5.0 / 6.0) < 1e-12);
        QVERIFY(qAbs(*report.pairwise.first().kappa.expected - 2.0 / 3.0) < 1e-12);
        QVERIFY(qAbs(*report.pairwise.first().kappa.kappa - 0.5) < 1e-12);
        // By default the categories are 1..3, so (1, 3) is the largest distance: weight 0;
        // p_o = 3/4, p_e = .125 + .375 = .5, kappa = 0.5 as well, but observed differs.
        auto defaults = RatingSet::build(ratings);
        QCOMPARE(defaults->categories().size(), 3);
        const AgreementReport byDefault = computeAgreement(*defaults, KappaWeights::Linear);
        QVERIFY(qAbs(*byDefault.pairwise.first().kappa.observed - 0.75) < 1e-12);
    }

    void labelOutsideCategoriesNamesTheLine()
    {
        auto read =
            LabelCsvReader::parse("item,annotator,label\nq1,ana,1\nq1,ben,7\n", QStringLiteral("x.csv"));
        QVERIFY(read.ok());
        auto set = RatingSet::build(*read, QStringList{QStringLiteral("0"), QStringLiteral("1")},
                                    QStringLiteral("x.csv"));
        QVERIFY(!set.ok());
        QCOMPARE(set.error().line, 3);
        QCOMPARE(set.error().file, QStringLiteral("x.csv"));
    }

    void duplicateRatingNamesTheLine()
    {
        auto read = LabelCsvReader::parse("item,annotator,label\nq1,ana,1\nq2,ana,1\nq1,ana,2\n");
        QVERIFY(read.ok());
        auto set = RatingSet::build(*read);
        QVERIFY(!set.ok());
        QCOMPARE(set.error().line, 4);
        QVERIFY(set.error().message.contains(QStringLiteral("line 2")));
    }

    void csvQuotingAndBom()
    {
        const QByteArray data = "\xEF\xBB\xBFlabel,item,annotator\r\n"
                                "2,\"q \"\"1\"\", with comma\",ana\r\n"
                                "3,\"multi\nline\",ben\r\n"
                                ",q9,chen\r\n"
                                "1,q2,\"chen\"\r\n";
        auto read = LabelCsvReader::parse(data);
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().toString()));
        QCOMPARE(read->size(), 3); // the empty label is no rating
        QCOMPARE(read->at(0).item, QStringLiteral("q \"1\", with comma"));
        QCOMPARE(read->at(0).label, QStringLiteral("2"));
        QCOMPARE(read->at(1).item, QStringLiteral("multi\nline"));
        QCOMPARE(read->at(2).line, 6); // after a line break inside quotes
        QCOMPARE(read->at(2).annotator, QStringLiteral("chen"));
    }

    void csvErrors()
    {
        auto unclosed = LabelCsvReader::parse("item,annotator,label\nq1,ana,1\nq2,\"ben,2\n");
        QVERIFY(!unclosed.ok());
        QCOMPARE(unclosed.error().line, 3);
        auto fields = LabelCsvReader::parse("item,annotator,label\nq1,ana\n");
        QVERIFY(!fields.ok());
        QCOMPARE(fields.error().line, 2);
        auto header = LabelCsvReader::parse("id,who,grade\nq1,ana,1\n");
        QVERIFY(!header.ok());
        QCOMPARE(header.error().line, 1);
        QVERIFY(!LabelCsvReader::parse("").ok());
    }

    void landisKochBands()
    {
        QCOMPARE(landisKochBand(-0.1), QStringLiteral("poor"));
        QCOMPARE(landisKochBand(0.0), QStringLiteral("slight"));
        QCOMPARE(landisKochBand(0.2), QStringLiteral("slight"));
        QCOMPARE(landisKochBand(0.35), QStringLiteral("fair"));
        QCOMPARE(landisKochBand(0.5), QStringLiteral("moderate"));
        QCOMPARE(landisKochBand(0.7), QStringLiteral("substantial"));
        QCOMPARE(landisKochBand(0.9), QStringLiteral("almost perfect"));
    }
};

QTEST_GUILESS_MAIN(TestAgreement)
#include "tst_agreement.moc"
