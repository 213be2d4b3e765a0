#pragma once

#include "agreement/CohenKappa.h"
#include "agreement/FleissKappa.h"
#include "agreement/RatingSet.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace goldset::agreement {

// Two annotators over the items both rated.
struct PairwiseAgreement
{
    QString a;
    QString b;
    KappaResult kappa;
    QList<QList<qint64>> confusion; // [category of a][category of b]
    // Specific agreement per category: 2 n_cc / (n_c+ + n_+c); undefined when neither used c.
    QList<std::optional<double>> specific;
};

// Everything the agreement command and the Batches & Agreement page show.
struct AgreementReport
{
    qsizetype items = 0;
    QStringList annotators;
    QStringList categories;
    bool integerCategories = false;
    KappaWeights weights = KappaWeights::None;
    QList<PairwiseAgreement> pairwise; // every pair (a < b by name) that shares an item
    // Fleiss' kappa over the items rated by every annotator; undefined with fewer than 3
    // annotators or fewer than 2 such items.
    std::optional<double> fleissKappa;
    std::optional<double> fleissSe0;
    qsizetype fleissItems = 0;
    // Krippendorff's alpha over items with 2 or more ratings; the ordinal, interval and ratio
    // levels only for integer categories.
    std::optional<double> alphaNominal;
    std::optional<double> alphaOrdinal;
    std::optional<double> alphaInterval;
    std::optional<double> alphaRatio;
    // Specific agreement per category over all annotator pairs within items:
    // sum_u n_uc (n_uc - 1) / sum_u n_uc (m_u - 1) over items with m_u >= 2 ratings.
    QList<std::optional<double>> specific;
};

AgreementReport computeAgreement(const RatingSet& ratings, KappaWeights weights);

// Landis & Koch (1977) band of a kappa in words: poor, slight, fair, moderate, substantial,
// almost perfect; "undefined" without a value. Translated through QCoreApplication.
QString landisKochBand(std::optional<double> kappa);

} // namespace goldset::agreement
