#include "monitor/AlertRule.h"

#include "monitor/MonitorMetrics.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace goldset::monitor {

Result<AlertRule> AlertRule::parse(const QString& text)
{
    static const QRegularExpression shape(QStringLiteral(
        "^\\s*([a-z0-9_]+)\\s*(>=|<=|>|<)\\s*(?:(mean(\\d+))\\s*(?:([+-])\\s*(\\d+(?:\\.\\d+)?)\\s*%)?|"
        "([+-]?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?))\\s*$"));
    const QRegularExpressionMatch m = shape.match(text);
    if (!m.hasMatch())
        return makeError(QCoreApplication::translate(
                             "goldset::monitor", "'%1' is not a rule: write METRIC OP VALUE, e.g. "
                                                 "\"p95_latency_ms > 5000\" or \"idk_rate > mean30 + 50%\"")
                             .arg(text));
    AlertRule rule;
    rule.metric = m.captured(1);
    if (!isMonitorMetric(rule.metric))
        return makeError(
            QCoreApplication::translate("goldset::monitor", "'%1': unknown metric '%2' (one of %3)")
                .arg(text, rule.metric, monitorMetricNames().join(QStringLiteral(", "))));
    const QString op = m.captured(2);
    rule.op = op == QLatin1String(">")    ? Op::Greater
              : op == QLatin1String(">=") ? Op::GreaterOrEqual
              : op == QLatin1String("<")  ? Op::Less
                                          : Op::LessOrEqual;
    if (!m.captured(3).isEmpty()) {
        rule.meanDays = m.captured(4).toInt();
        if (rule.meanDays < 1 || rule.meanDays > 366)
            return makeError(
                QCoreApplication::translate("goldset::monitor", "'%1': the mean is over 1 to 366 days")
                    .arg(text));
        if (!m.captured(6).isEmpty())
            rule.value = m.captured(6).toDouble() * (m.captured(5) == QLatin1String("-") ? -1 : 1);
    } else {
        rule.value = m.captured(7).toDouble();
    }
    return rule;
}

QString AlertRule::text() const
{
    static const char* ops[] = {">", ">=", "<", "<="};
    const QString op = QLatin1String(ops[int(this->op)]);
    if (!relative())
        return QStringLiteral("%1 %2 %3").arg(metric, op, QString::number(value, 'g', 12));
    if (value == 0)
        return QStringLiteral("%1 %2 mean%3").arg(metric, op).arg(meanDays);
    return QStringLiteral("%1 %2 mean%3 %4 %5%")
        .arg(metric, op)
        .arg(meanDays)
        .arg(value < 0 ? QStringLiteral("-") : QStringLiteral("+"),
             QString::number(std::abs(value), 'g', 12));
}

double AlertRule::limitFor(double mean) const
{
    return relative() ? mean * (1.0 + value / 100.0) : value;
}

bool AlertRule::fires(double observed, double limit) const
{
    switch (op) {
    case Op::Greater:
        return observed > limit;
    case Op::GreaterOrEqual:
        return observed >= limit;
    case Op::Less:
        return observed < limit;
    case Op::LessOrEqual:
        return observed <= limit;
    }
    return false;
}

} // namespace goldset::monitor
