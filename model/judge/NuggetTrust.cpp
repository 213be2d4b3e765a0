#include "judge/NuggetTrust.h"

#include "metrics/NuggetScores.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/Project.h"

#include <QHash>

namespace goldset::judge {

QList<NuggetValue> nuggetCategories(NuggetVerdictKind kind)
{
    if (kind == NuggetVerdictKind::Support)
        return {NuggetValue::Support, NuggetValue::PartialSupport, NuggetValue::NotSupport};
    return {NuggetValue::Present, NuggetValue::Absent};
}

double nuggetScoreValue(NuggetValue value)
{
    switch (value) {
    case NuggetValue::Support:
    case NuggetValue::Present:
        return 1.0;
    case NuggetValue::PartialSupport:
        return 0.5;
    case NuggetValue::NotSupport:
    case NuggetValue::Absent:
        return 0.0;
    }
    return 0.0;
}

QList<NuggetTrustReport> nuggetTrustOfRun(storage::Project& project, RowId runId)
{
    QHash<std::pair<RowId, int>, QList<NuggetValue>> reviews;
    for (const NuggetReview& r : project.nuggetVerdicts().reviews(runId))
        reviews[{r.nuggetId, static_cast<int>(r.kind)}].append(r.value);
    QHash<RowId, QString> currentText;
    for (const auto& list : project.nuggets().all())
        for (const Nugget& n : list)
            currentText.insert(n.id, n.text);

    QList<NuggetTrustReport> reports;
    for (const QString& judge : project.nuggetVerdicts().judges(runId)) {
        const QList<NuggetVerdict> verdicts = project.nuggetVerdicts().verdicts(runId, judge);
        for (const NuggetVerdictKind kind : {NuggetVerdictKind::Support, NuggetVerdictKind::Context}) {
            const QList<NuggetValue> categories = nuggetCategories(kind);
            NuggetTrustReport report;
            report.judge = judge;
            report.kind = kind;
            report.confusion = QList<QList<qint64>>(categories.size(), QList<qint64>(categories.size(), 0));
            bool any = false;
            QList<double> judgeValues;
            QList<std::pair<double, double>> reviewed;
            for (const NuggetVerdict& v : verdicts) {
                if (v.kind != kind)
                    continue;
                any = true;
                if (currentText.value(v.nuggetId) != v.nuggetText)
                    continue; // stale
                judgeValues.append(nuggetScoreValue(v.value));
                const auto people =
                    metrics::effectiveNuggetValue(std::nullopt, reviews.value({v.nuggetId, int(kind)}));
                if (!people)
                    continue;
                reviewed.append({nuggetScoreValue(v.value), nuggetScoreValue(*people)});
                const auto j = categories.indexOf(v.value);
                const auto h = categories.indexOf(*people);
                if (j < 0 || h < 0)
                    continue;
                ++report.confusion[j][h];
                ++report.compared;
                report.overridden += j != h ? 1 : 0;
            }
            if (!any)
                continue;
            report.kappa = agreement::cohenKappa(report.confusion, agreement::KappaWeights::None);
            report.ppi = ppiMean(judgeValues, reviewed);
            reports.append(report);
        }
    }
    return reports;
}

} // namespace goldset::judge
