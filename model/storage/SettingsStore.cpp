#include "storage/SettingsStore.h"

namespace goldset::storage {

QString SettingsStore::value(const QString& key, const QString& fallback) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT value FROM setting WHERE key = ?"));
    q.addBindValue(key);
    if (q.exec() && q.next())
        return q.value(0).toString();
    return fallback;
}

Status SettingsStore::setValue(const QString& key, const QString& value)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("INSERT INTO setting(key, value) VALUES (?, ?) "
                             "ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(key);
    q.addBindValue(notNull(value));
    return exec(q);
}

Status SettingsStore::remove(const QString& key)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM setting WHERE key = ?"));
    q.addBindValue(key);
    return exec(q);
}

QStringList SettingsStore::keys(const QString& prefix) const
{
    QStringList result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT key FROM setting WHERE substr(key, 1, length(?)) = ? ORDER BY key"));
    q.addBindValue(prefix);
    q.addBindValue(prefix);
    if (q.exec())
        while (q.next())
            result.append(q.value(0).toString());
    return result;
}

} // namespace goldset::storage
