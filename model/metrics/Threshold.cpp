#include "Threshold.h"

#include "MetricCatalog.h"
#include "storage/SettingsStore.h"

#include <QCoreApplication>
#include <cmath>

namespace goldset::metrics {

namespace {

// lupdate files each string under the context of the function that calls tr(): "goldset::metrics::Threshold"
// or "goldset::metrics". Look in both.
QString tr(const char* text)
{
    const QString translated = QCoreApplication::translate("goldset::metrics::Threshold", text);
    return translated != QString::fromUtf8(text) ? translated
                                                 : QCoreApplication::translate("goldset::metrics", text);
}

} // namespace

Result<Threshold> Threshold::parse(const QString& metric, const QString& text)
{
    Threshold t;
    t.metric = metric.trimmed();
    if (t.metric.isEmpty())
        return makeError(tr("a threshold needs a metric name"));
    QString rest = text.trimmed();
    t.direction = MetricCatalog::lowerIsBetter(t.metric) ? Direction::AtMost : Direction::AtLeast;
    if (rest.startsWith(QLatin1String(">="))) {
        t.direction = Direction::AtLeast;
        rest = rest.mid(2).trimmed();
    } else if (rest.startsWith(QLatin1String("<="))) {
        t.direction = Direction::AtMost;
        rest = rest.mid(2).trimmed();
    }
    bool ok = false;
    t.bound = rest.toDouble(&ok);
    if (!ok || !std::isfinite(t.bound))
        return makeError(
            tr("threshold of '%1': '%2' is not '>=NUMBER', '<=NUMBER' or 'NUMBER'").arg(t.metric, text));
    return t;
}

Result<Threshold> Threshold::parseAssignment(const QString& assignment)
{
    const qsizetype eq = assignment.indexOf(QLatin1Char('='));
    // "metric>=0.7" has its '=' inside ">=": split before the comparison.
    qsizetype split = eq;
    if (eq > 0 && (assignment[eq - 1] == QLatin1Char('>') || assignment[eq - 1] == QLatin1Char('<')))
        split = eq - 1;
    if (split <= 0)
        return makeError(tr("'%1' is not METRIC=VALUE").arg(assignment));
    const QString value = split == eq ? assignment.mid(eq + 1) : assignment.mid(split);
    return parse(assignment.left(split), value);
}

QString Threshold::text() const
{
    return (direction == Direction::AtLeast ? QStringLiteral(">=") : QStringLiteral("<=")) +
           QString::number(bound);
}

bool Threshold::passes(std::optional<double> value) const
{
    if (!value || std::isnan(*value))
        return false;
    return direction == Direction::AtLeast ? *value >= bound : *value <= bound;
}

Result<QList<Threshold>> loadThresholds(const storage::SettingsStore& settings)
{
    QList<Threshold> thresholds;
    const QString prefix = QStringLiteral("threshold/");
    for (const QString& key : settings.keys(prefix)) {
        auto t = Threshold::parse(key.mid(prefix.size()), settings.value(key));
        if (!t)
            return makeError(tr("project setting '%1': %2").arg(key, t.error().message));
        thresholds.append(*t);
    }
    return thresholds;
}

QList<Threshold> mergeThresholds(const QList<Threshold>& base, const QList<Threshold>& overrides)
{
    QList<Threshold> merged = base;
    for (const Threshold& o : overrides) {
        bool replaced = false;
        for (Threshold& t : merged) {
            if (t.metric == o.metric) {
                t = o;
                replaced = true;
            }
        }
        if (!replaced)
            merged.append(o);
    }
    return merged;
}

} // namespace goldset::metrics
