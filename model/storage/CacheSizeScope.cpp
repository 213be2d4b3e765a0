#include "storage/CacheSizeScope.h"

#include <QSqlQuery>
#include <QVariant>

namespace goldset::storage {

CacheSizeScope::CacheSizeScope(QSqlDatabase db, int mebibytes) : m_db(std::move(db))
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA cache_size")) || !q.next())
        return;
    m_previous = q.value(0).toLongLong();
    m_changed = q.exec(QStringLiteral("PRAGMA cache_size = -%1").arg(qint64(mebibytes) * 1024));
}

CacheSizeScope::~CacheSizeScope()
{
    if (m_changed)
        (void)QSqlQuery(m_db).exec(QStringLiteral("PRAGMA cache_size = %1").arg(m_previous));
}

} // namespace goldset::storage
