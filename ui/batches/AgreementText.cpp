#include "batches/AgreementText.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <cmath>

namespace goldset::ui {

QString agreementNumber(std::optional<double> value, int decimals)
{
    if (!value || !std::isfinite(*value))
        return QCoreApplication::translate("goldset::ui::Agreement", "undefined");
    return QLocale().toString(*value, 'f', decimals);
}

QString confidenceInterval(std::optional<double> low, std::optional<double> high)
{
    if (!low || !high)
        return QCoreApplication::translate("goldset::ui::Agreement", "undefined");
    return QCoreApplication::translate("goldset::ui::Agreement", "%1 … %2")
        .arg(agreementNumber(low), agreementNumber(high));
}

QString timeText(const QDateTime& time)
{
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::ShortFormat)
                          : QStringLiteral("—");
}

} // namespace goldset::ui
