#include "QualityBands.h"

#include "MetricCatalog.h"
#include "storage/SettingsStore.h"

#include <QCoreApplication>
#include <QStringList>

namespace goldset::metrics {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::metrics::QualityBands", text);
}

} // namespace

Result<QualityBands> QualityBands::parse(const QString& metric, const QString& text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    QualityBands bands;
    bands.metric = metric;
    bands.lowerIsBetter = MetricCatalog::lowerIsBetter(metric);
    const auto fail = [&] {
        return Error{(bands.lowerIsBetter
                          ? tr("bands of %1: expected three falling numbers \"poc,production,excellent\" "
                               "(lower is better), got \"%2\"")
                          : tr("bands of %1: expected three rising numbers \"poc,production,excellent\", "
                               "got \"%2\""))
                         .arg(metric, text)};
    };
    if (parts.size() != 3)
        return fail();
    double bounds[3] = {};
    for (int i = 0; i < 3; ++i) {
        bool ok = false;
        bounds[i] = parts[i].trimmed().toDouble(&ok);
        if (!ok)
            return fail();
    }
    const bool ordered = bands.lowerIsBetter ? bounds[0] > bounds[1] && bounds[1] > bounds[2]
                                             : bounds[0] < bounds[1] && bounds[1] < bounds[2];
    if (!ordered)
        return fail();
    bands.poc = bounds[0];
    bands.production = bounds[1];
    bands.excellent = bounds[2];
    return bands;
}

QString QualityBands::text() const
{
    return QStringLiteral("%1,%2,%3").arg(poc).arg(production).arg(excellent);
}

std::optional<QualityBands::Band> QualityBands::bandOf(std::optional<double> value) const
{
    if (!value)
        return std::nullopt;
    const auto reaches = [this, &value](double bound) {
        return lowerIsBetter ? *value <= bound : *value >= bound;
    };
    if (reaches(excellent))
        return Band::Excellent;
    if (reaches(production))
        return Band::Production;
    if (reaches(poc))
        return Band::Poc;
    return Band::BelowPoc;
}

Result<QList<QualityBands>> loadQualityBands(const storage::SettingsStore& settings)
{
    QList<QualityBands> result;
    const QString prefix = QStringLiteral("bands/");
    for (const QString& key : settings.keys(prefix)) {
        auto bands = QualityBands::parse(key.mid(prefix.size()), settings.value(key));
        if (!bands)
            return bands.error();
        result.append(*bands);
    }
    return result;
}

} // namespace goldset::metrics
