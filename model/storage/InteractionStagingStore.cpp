#include "storage/InteractionStagingStore.h"

namespace goldset::storage {

InteractionStagingStore::~InteractionStagingStore()
{
    end();
}

Status InteractionStagingStore::begin()
{
    QSqlQuery q = query();
    if (!q.exec(QStringLiteral("DROP TABLE IF EXISTS temp.monitor_staging")) ||
        !q.exec(
            QStringLiteral("CREATE TEMP TABLE monitor_staging (id INTEGER PRIMARY KEY, trace BLOB NOT NULL,"
                           " part BLOB NOT NULL)")))
        return queryError(q);
    m_begun = true;
    return {};
}

Status InteractionStagingStore::add(const QByteArray& trace, const QByteArray& part)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("INSERT INTO temp.monitor_staging(trace, part) VALUES (?, ?)"));
    q.addBindValue(trace);
    q.addBindValue(part);
    return exec(q);
}

Status InteractionStagingStore::forEachTrace(
    const std::function<Status(const QByteArray& trace, const QList<QByteArray>& parts)>& each)
{
    QSqlQuery q = query();
    q.setForwardOnly(true);
    if (Status done =
            exec(q, QStringLiteral("SELECT trace, part FROM temp.monitor_staging ORDER BY trace, id"));
        !done)
        return done.error();
    QByteArray current;
    QList<QByteArray> parts;
    bool any = false;
    while (q.next()) {
        const QByteArray trace = q.value(0).toByteArray();
        if (any && trace != current) {
            if (Status done = each(current, parts); !done)
                return done;
            parts.clear();
        }
        current = trace;
        any = true;
        parts.append(q.value(1).toByteArray());
    }
    if (any)
        return each(current, parts);
    return {};
}

void InteractionStagingStore::end()
{
    if (!m_begun)
        return;
    QSqlQuery q = query();
    q.exec(QStringLiteral("DROP TABLE IF EXISTS temp.monitor_staging"));
    m_begun = false;
}

} // namespace goldset::storage
