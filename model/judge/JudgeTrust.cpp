#include "judge/JudgeTrust.h"

#include <algorithm>
#include <cmath>

namespace goldset::judge {

int verdictIndex(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Supported:
        return 0;
    case Verdict::Unsupported:
        return 1;
    case Verdict::Contradicted:
        return 2;
    case Verdict::Unknown:
        return -1;
    }
    return -1;
}

JudgeTrustReport judgeTrust(const QList<VerdictPair>& pairs)
{
    JudgeTrustReport report;
    qint64 judgeNot = 0, humanNot = 0, bothNot = 0;
    for (const VerdictPair& pair : pairs) {
        const int j = verdictIndex(pair.judge);
        const int h = verdictIndex(pair.human);
        if (j < 0 || h < 0)
            continue;
        ++report.compared;
        ++report.confusion[j][h];
        if (j != h)
            ++report.overridden;
        judgeNot += j != 0;
        humanNot += h != 0;
        bothNot += j != 0 && h != 0;
    }
    QList<QList<qint64>> counts;
    for (const auto& row : report.confusion)
        counts.append(QList<qint64>(row.begin(), row.end()));
    report.kappa = agreement::cohenKappa(counts, agreement::KappaWeights::None);
    if (judgeNot > 0)
        report.precisionNotSupported = double(bothNot) / double(judgeNot);
    if (humanNot > 0)
        report.recallNotSupported = double(bothNot) / double(humanNot);
    return report;
}

namespace {

struct MeanVariance
{
    double mean = 0;
    double variance = 0; // sample variance (n - 1)
};

MeanVariance meanVariance(const QList<double>& values)
{
    MeanVariance result;
    if (values.isEmpty())
        return result;
    double sum = 0;
    for (double v : values)
        sum += v;
    result.mean = sum / double(values.size());
    if (values.size() > 1) {
        double squares = 0;
        for (double v : values)
            squares += (v - result.mean) * (v - result.mean);
        result.variance = squares / double(values.size() - 1);
    }
    return result;
}

} // namespace

PpiEstimate ppiFaithfulness(const QList<int>& judgeSupported, const QList<std::pair<int, int>>& reviewed)
{
    QList<double> f;
    for (int value : judgeSupported)
        f.append(value);
    QList<std::pair<double, double>> pairs;
    for (const auto& [judgeValue, humanValue] : reviewed)
        pairs.append({double(judgeValue), double(humanValue)});
    return ppiMean(f, pairs);
}

PpiEstimate ppiMean(const QList<double>& f, const QList<std::pair<double, double>>& reviewed)
{
    PpiEstimate estimate;
    estimate.claims = f.size();
    estimate.reviewed = reviewed.size();
    if (f.isEmpty())
        return estimate;
    const MeanVariance judge = meanVariance(f);
    estimate.judgeMean = judge.mean;
    if (reviewed.size() < 2)
        return estimate; // no variance of the correction without two reviews
    QList<double> differences;
    for (const auto& [judgeValue, humanValue] : reviewed)
        differences.append(judgeValue - humanValue);
    const MeanVariance rectifier = meanVariance(differences);
    const double n = double(reviewed.size());
    const double bigN = double(f.size());
    estimate.estimate = judge.mean - rectifier.mean;
    const double judgeTerm = judge.variance / bigN;
    const double variance = judgeTerm + rectifier.variance / n;
    const double half = 1.96 * std::sqrt(variance);
    estimate.ciLow = std::clamp(*estimate.estimate - half, 0.0, 1.0);
    estimate.ciHigh = std::clamp(*estimate.estimate + half, 0.0, 1.0);
    estimate.estimate = std::clamp(*estimate.estimate, 0.0, 1.0);
    // Halving the width quarters the variance: judgeTerm + var_r / n' = variance / 4.
    const double room = variance / 4.0 - judgeTerm;
    if (rectifier.variance > 0 && room > 0)
        estimate.reviewsToHalve = static_cast<qint64>(std::ceil(rectifier.variance / room));
    else if (rectifier.variance == 0)
        estimate.reviewsToHalve = std::nullopt;
    return estimate;
}

} // namespace goldset::judge
