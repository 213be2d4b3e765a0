#include "llm/ChatSettings.h"

#include <QProcessEnvironment>

namespace goldset::llm {

QString ChatSettings::apiKeyFromEnvironment()
{
    return QProcessEnvironment::systemEnvironment().value(QLatin1String(apiKeyVariable)).trimmed();
}

} // namespace goldset::llm
