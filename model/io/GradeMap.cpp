#include "io/GradeMap.h"

#include <QCoreApplication>

namespace goldset::io {

Result<GradeMap> GradeMap::parse(const QString& text)
{
    GradeMap map;
    for (const QString& pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        // The '=' after the first character: "-1=0" has its sign before it.
        const qsizetype eq = pair.indexOf(QLatin1Char('='), 1);
        bool fromOk = false, toOk = false;
        const long from = eq > 0 ? pair.left(eq).trimmed().toLong(&fromOk) : 0;
        const int to = eq > 0 ? pair.mid(eq + 1).trimmed().toInt(&toOk) : 0;
        if (!fromOk || !toOk || to < 0 || to > 3)
            return makeError(QCoreApplication::translate(
                                 "goldset::io",
                                 "--grade-map expects FROM=TO pairs with TO in 0..3 (\"-1=0,4=3\"), "
                                 "got '%1'")
                                 .arg(pair.trimmed()));
        map.m_explicit.insert(from, to);
    }
    return map;
}

int GradeMap::map(long grade)
{
    int mapped = 0;
    if (const auto it = m_explicit.constFind(grade); it != m_explicit.constEnd())
        mapped = *it;
    else
        mapped = grade <= 0 ? 0 : grade > 3 ? 3 : int(grade);
    if (mapped != grade)
        ++m_changedFrom[grade];
    return mapped;
}

qint64 GradeMap::changed() const
{
    qint64 n = 0;
    for (const qint64 count : m_changedFrom)
        n += count;
    return n;
}

QString GradeMap::summary() const
{
    if (m_changedFrom.isEmpty())
        return {};
    QStringList parts;
    for (auto it = m_changedFrom.constBegin(); it != m_changedFrom.constEnd(); ++it) {
        const long from = it.key();
        const auto explicitTo = m_explicit.constFind(from);
        const int to = explicitTo != m_explicit.constEnd() ? *explicitTo : from <= 0 ? 0 : 3;
        parts << QStringLiteral("%1->%2: %3").arg(from).arg(to).arg(it.value());
    }
    return QCoreApplication::translate("goldset::io",
                                       "mapped %1 grades onto 0..3 (%2); the original grades are kept, "
                                       "--grade-map FROM=TO,... changes the rule")
        .arg(changed())
        .arg(parts.join(QStringLiteral(", ")));
}

} // namespace goldset::io
