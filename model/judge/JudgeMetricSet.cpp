#include "judge/JudgeMetricSet.h"

namespace goldset::judge {

QStringList judgeMetricNames()
{
    return {judgeMetric::faithfulness, judgeMetric::nuggets,   judgeMetric::contextRecall,
            judgeMetric::correctness,  judgeMetric::citations, judgeMetric::relevancy};
}

Result<QSet<QString>> parseJudgeMetrics(const QString& list)
{
    QSet<QString> result;
    const QStringList known = judgeMetricNames();
    for (const QString& part : list.split(QLatin1Char(','))) {
        const QString name = part.trimmed();
        if (!known.contains(name))
            return makeError(QStringLiteral("unknown judge metric '%1'; known: %2")
                                 .arg(name, known.join(QStringLiteral(","))));
        result.insert(name);
    }
    return result;
}

} // namespace goldset::judge
