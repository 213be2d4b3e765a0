#include "judge/CitationTrust.h"

#include "storage/CitationStore.h"
#include "storage/Project.h"

#include <algorithm>

namespace goldset::judge {

CitationTrustReport citationTrust(const QList<CitationVerdictPair>& pairs)
{
    CitationTrustReport report;
    for (const CitationVerdictPair& p : pairs) {
        ++report.compared;
        ++report.confusion[p.judge.entailed ? 0 : 1][p.human.entailed ? 0 : 1];
        QStringList a = p.judge.unnecessary;
        QStringList b = p.human.unnecessary;
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        const bool sameUnnecessary = !p.judge.entailed || !p.human.entailed || a == b;
        if (p.judge.entailed && p.human.entailed && a != b)
            ++report.unnecessaryDiffers;
        if (p.judge.entailed != p.human.entailed || !sameUnnecessary)
            ++report.overridden;
    }
    QList<QList<qint64>> counts = {{report.confusion[0][0], report.confusion[0][1]},
                                   {report.confusion[1][0], report.confusion[1][1]}};
    report.kappa = agreement::cohenKappa(counts, agreement::KappaWeights::None);
    return report;
}

QList<CitationTrustReport> citationTrustOfRun(storage::Project& project, RowId runId)
{
    QList<CitationTrustReport> result;
    storage::CitationStore store(project.connection());
    const QHash<RowId, QList<CitationReview>> reviews = store.reviews(runId);
    for (const QString& judge : store.checkJudges(runId)) {
        QList<CitationVerdictPair> pairs;
        QList<double> judgeValues;
        QList<std::pair<double, double>> reviewedValues;
        const QHash<RowId, CitationCheck> checks = store.checks(runId, judge);
        for (auto it = checks.constBegin(); it != checks.constEnd(); ++it) {
            judgeValues.append(it->verdict.entailed ? 1.0 : 0.0);
            const auto reviewed = reviews.constFind(it.key());
            if (reviewed == reviews.constEnd() || reviewed->isEmpty())
                continue;
            pairs.append({it->verdict, reviewed->constLast().verdict});
            reviewedValues.append(
                {it->verdict.entailed ? 1.0 : 0.0, reviewed->constLast().verdict.entailed ? 1.0 : 0.0});
        }
        CitationTrustReport report = citationTrust(pairs);
        report.judge = judge;
        report.ppi = ppiMean(judgeValues, reviewedValues);
        result.append(report);
    }
    return result;
}

} // namespace goldset::judge
