#include "agreement/AgreementReport.h"

#include "agreement/KrippendorffAlpha.h"

#include <QCoreApplication>

namespace goldset::agreement {
namespace {

PairwiseAgreement comparePair(const RatingSet& ratings, qsizetype a, qsizetype b, KappaWeights weights)
{
    const qsizetype k = ratings.categories().size();
    PairwiseAgreement pair;
    pair.a = ratings.annotators().at(a);
    pair.b = ratings.annotators().at(b);
    pair.confusion = QList<QList<qint64>>(k, QList<qint64>(k, 0));
    for (qsizetype item = 0; item < ratings.items().size(); ++item) {
        const int first = ratings.at(item, a);
        const int second = ratings.at(item, b);
        if (first != RatingSet::kMissing && second != RatingSet::kMissing)
            ++pair.confusion[first][second];
    }
    pair.kappa = cohenKappa(pair.confusion, weights);
    for (qsizetype c = 0; c < k; ++c) {
        qint64 margins = 0;
        for (qsizetype j = 0; j < k; ++j)
            margins += pair.confusion[c][j] + pair.confusion[j][c];
        pair.specific.append(
            margins == 0 ? std::nullopt
                         : std::optional<double>(2.0 * double(pair.confusion[c][c]) / double(margins)));
    }
    return pair;
}

} // namespace

AgreementReport computeAgreement(const RatingSet& ratings, KappaWeights weights)
{
    AgreementReport report;
    report.items = ratings.items().size();
    report.annotators = ratings.annotators();
    report.categories = ratings.categories();
    report.integerCategories = ratings.integerCategories();
    report.weights = weights;
    const qsizetype raters = ratings.annotators().size();
    const qsizetype k = ratings.categories().size();

    for (qsizetype a = 0; a < raters; ++a)
        for (qsizetype b = a + 1; b < raters; ++b) {
            PairwiseAgreement pair = comparePair(ratings, a, b, weights);
            if (pair.kappa.n > 0)
                report.pairwise.append(std::move(pair));
        }

    QList<QList<int>> complete; // per-category counts of items rated by everyone
    QList<QList<int>> units;    // category positions per item, for alpha
    QList<double> agreeingPairs(k, 0.0);
    QList<double> allPairs(k, 0.0);
    for (qsizetype item = 0; item < report.items; ++item) {
        QList<int> unit;
        QList<int> perCategory(k, 0);
        for (qsizetype a = 0; a < raters; ++a)
            if (const int c = ratings.at(item, a); c != RatingSet::kMissing) {
                unit.append(c);
                ++perCategory[c];
            }
        if (unit.size() == raters && raters > 0)
            complete.append(perCategory);
        if (unit.size() >= 2)
            for (qsizetype c = 0; c < k; ++c) {
                agreeingPairs[c] += double(perCategory[c]) * (perCategory[c] - 1);
                allPairs[c] += double(perCategory[c]) * double(unit.size() - 1);
            }
        units.append(unit);
    }

    report.fleissItems = complete.size();
    if (raters >= 3 && complete.size() >= 2) {
        const FleissResult fleiss = fleissKappa(complete);
        report.fleissKappa = fleiss.kappa;
        report.fleissSe0 = fleiss.se0;
    }

    QList<double> values;
    for (qsizetype c = 0; c < k; ++c)
        values.append(ratings.integerCategories() ? ratings.categoryValue(int(c)) : double(c));
    report.alphaNominal = krippendorffAlpha(units, values, AlphaLevel::Nominal);
    if (ratings.integerCategories()) {
        report.alphaOrdinal = krippendorffAlpha(units, values, AlphaLevel::Ordinal);
        report.alphaInterval = krippendorffAlpha(units, values, AlphaLevel::Interval);
        report.alphaRatio = krippendorffAlpha(units, values, AlphaLevel::Ratio);
    }
    for (qsizetype c = 0; c < k; ++c)
        report.specific.append(allPairs[c] > 0 ? std::optional<double>(agreeingPairs[c] / allPairs[c])
                                               : std::nullopt);
    return report;
}

QString landisKochBand(std::optional<double> kappa)
{
    const char* band = QT_TRANSLATE_NOOP("goldset::agreement", "undefined");
    if (kappa) {
        if (*kappa < 0)
            band = QT_TRANSLATE_NOOP("goldset::agreement", "poor");
        else if (*kappa <= 0.20)
            band = QT_TRANSLATE_NOOP("goldset::agreement", "slight");
        else if (*kappa <= 0.40)
            band = QT_TRANSLATE_NOOP("goldset::agreement", "fair");
        else if (*kappa <= 0.60)
            band = QT_TRANSLATE_NOOP("goldset::agreement", "moderate");
        else if (*kappa <= 0.80)
            band = QT_TRANSLATE_NOOP("goldset::agreement", "substantial");
        else
            band = QT_TRANSLATE_NOOP("goldset::agreement", "almost perfect");
    }
    return QCoreApplication::translate("goldset::agreement", band);
}

} // namespace goldset::agreement
