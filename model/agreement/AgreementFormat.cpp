#include "agreement/AgreementFormat.h"

#include <QTextStream>

namespace goldset::agreement {
namespace {

nlohmann::ordered_json number(std::optional<double> value)
{
    return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
}

QString fixed(std::optional<double> value, int decimals = 4)
{
    return value ? QString::number(*value, 'f', decimals) : QStringLiteral("undefined");
}

} // namespace

nlohmann::ordered_json agreementJson(const AgreementReport& report)
{
    nlohmann::ordered_json annotators = nlohmann::ordered_json::array();
    for (const QString& name : report.annotators)
        annotators.push_back(name.toStdString());
    nlohmann::ordered_json categories = nlohmann::ordered_json::array();
    for (const QString& category : report.categories) {
        if (report.integerCategories)
            categories.push_back(category.toInt());
        else
            categories.push_back(category.toStdString());
    }
    nlohmann::ordered_json pairwise = nlohmann::ordered_json::array();
    for (const PairwiseAgreement& pair : report.pairwise) {
        const KappaResult& k = pair.kappa;
        nlohmann::ordered_json ci = nullptr;
        if (k.ciLow && k.ciHigh)
            ci = nlohmann::ordered_json::array({*k.ciLow, *k.ciHigh});
        pairwise.push_back({{"a", pair.a.toStdString()},
                            {"b", pair.b.toStdString()},
                            {"n", k.n},
                            {"observed", number(k.observed)},
                            {"expected", number(k.expected)},
                            {"kappa", number(k.kappa)},
                            {"se", number(k.se)},
                            {"ci95", ci}});
    }
    return {{"items", report.items},
            {"annotators", annotators},
            {"categories", categories},
            {"weights", toString(report.weights).toStdString()},
            {"pairwise", pairwise},
            {"fleiss_kappa", number(report.fleissKappa)},
            {"fleiss_items", report.fleissItems},
            {"krippendorff_alpha",
             {{"nominal", number(report.alphaNominal)},
              {"ordinal", number(report.alphaOrdinal)},
              {"interval", number(report.alphaInterval)}}}};
}

QString agreementText(const AgreementReport& report)
{
    QString text;
    QTextStream out(&text);
    out << "items        " << report.items << '\n';
    out << "annotators   " << report.annotators.join(QStringLiteral(", ")) << '\n';
    out << "categories   " << report.categories.join(QStringLiteral(", ")) << '\n';
    out << "weights      " << toString(report.weights) << "\n\n";
    out << "Cohen's kappa per pair\n";
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9\n")
               .arg(QStringLiteral("a"), -12)
               .arg(QStringLiteral("b"), -12)
               .arg(QStringLiteral("n"), 6)
               .arg(QStringLiteral("observed"), 9)
               .arg(QStringLiteral("expected"), 9)
               .arg(QStringLiteral("kappa"), 9)
               .arg(QStringLiteral("se"), 9)
               .arg(QStringLiteral("95% CI"), -19)
               .arg(QStringLiteral("band"));
    for (const PairwiseAgreement& pair : report.pairwise) {
        const KappaResult& k = pair.kappa;
        const QString ci = k.ciLow ? QStringLiteral("[%1, %2]").arg(fixed(k.ciLow), fixed(k.ciHigh))
                                   : QStringLiteral("undefined");
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9\n")
                   .arg(pair.a, -12)
                   .arg(pair.b, -12)
                   .arg(k.n, 6)
                   .arg(fixed(k.observed), 9)
                   .arg(fixed(k.expected), 9)
                   .arg(fixed(k.kappa), 9)
                   .arg(fixed(k.se), 9)
                   .arg(ci, -19)
                   .arg(landisKochBand(k.kappa));
    }
    out << '\n';
    out << "Fleiss' kappa         " << fixed(report.fleissKappa) << "  (" << report.fleissItems
        << " items rated by everyone; " << landisKochBand(report.fleissKappa) << ")\n";
    out << "Krippendorff's alpha  nominal " << fixed(report.alphaNominal) << ", ordinal "
        << fixed(report.alphaOrdinal) << ", interval " << fixed(report.alphaInterval) << ", ratio "
        << fixed(report.alphaRatio) << '\n';
    out << "Specific agreement    ";
    for (qsizetype c = 0; c < report.categories.size(); ++c)
        out << (c ? ", " : "") << report.categories.at(c) << ' ' << fixed(report.specific.value(c));
    out << '\n';
    return text;
}

} // namespace goldset::agreement
