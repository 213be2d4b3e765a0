#include "llm/RetryPolicy.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace goldset::llm {

int RetryPolicy::backoffDelayMs(int attempt, double random01) const
{
    const double base = std::min<double>(maxBackoffMs, backoffMs * std::pow(2.0, std::max(0, attempt - 1)));
    return static_cast<int>(base / 2 + base / 2 * std::clamp(random01, 0.0, 1.0));
}

bool RetryPolicy::isRetryableStatus(int httpStatus)
{
    return httpStatus == 408 || httpStatus == 429 || (httpStatus >= 500 && httpStatus <= 599);
}

std::optional<qint64> RetryPolicy::retryAfterMs(const QByteArray& headerValue, const QDateTime& now)
{
    const QByteArray value = headerValue.trimmed();
    if (value.isEmpty())
        return std::nullopt;
    bool isNumber = false;
    const qint64 seconds = value.toLongLong(&isNumber);
    if (isNumber)
        return seconds < 0 ? std::nullopt : std::optional<qint64>(seconds * 1000);
    // IMF-fixdate, the only date form servers are supposed to send (RFC 9110, 5.6.7).
    const QDateTime parsed = QLocale::c().toDateTime(QString::fromLatin1(value),
                                                     QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!parsed.isValid())
        return std::nullopt;
    const QDateTime when(parsed.date(), parsed.time(), Qt::UTC);
    return std::max<qint64>(0, now.msecsTo(when));
}

} // namespace goldset::llm
