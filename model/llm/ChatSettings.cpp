#include "llm/ChatSettings.h"

#include <QProcessEnvironment>

namespace goldset::llm {

QString ChatSettings::apiKeyFromEnvironment()
{
    return QProcessEnvironment::systemEnvironment().value(QLatin1String(apiKeyVariable)).trimmed();
}

QString ChatSettings::sizeText(qint64 bytes)
{
    constexpr qint64 kMiB = qint64(1) << 20;
    return bytes % kMiB == 0 ? QStringLiteral("%1 MiB").arg(bytes / kMiB)
                             : QStringLiteral("%1 bytes").arg(bytes);
}

} // namespace goldset::llm
