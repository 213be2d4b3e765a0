#include "core/Result.h"

namespace goldset {

QString Error::toString() const
{
    QString where = file;
    if (line > 0) {
        where += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            where += QLatin1Char(':') + QString::number(column);
    }
    return where.isEmpty() ? message : where + QLatin1String(": ") + message;
}

} // namespace goldset
