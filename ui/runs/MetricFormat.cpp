#include "runs/MetricFormat.h"

#include <QCoreApplication>

namespace goldset::ui::metricformat {

bool isLatency(const QString& metric)
{
    return metric.startsWith(QLatin1String("latency_"));
}

QString value(const QString& metric, std::optional<double> v)
{
    if (!v)
        return QCoreApplication::translate("MetricFormat", "undefined");
    if (isLatency(metric))
        return QCoreApplication::translate("MetricFormat", "%L1 ms").arg(*v, 0, 'f', 0);
    return QString::number(*v, 'f', 4);
}

QString pValue(std::optional<double> p)
{
    if (!p)
        return QCoreApplication::translate("MetricFormat", "undefined");
    if (*p < 0.0001)
        return QStringLiteral("< 0.0001");
    return QString::number(*p, 'f', 4);
}

} // namespace goldset::ui::metricformat
