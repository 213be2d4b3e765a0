#include "storage/AlertStore.h"

#include "storage/Project.h"

namespace goldset::storage {

QStringList AlertStore::rules() const
{
    QStringList result;
    QSqlQuery q = query();
    if (q.exec(QStringLiteral("SELECT expression FROM alert_rule ORDER BY id"))) {
        while (q.next())
            result << q.value(0).toString();
    }
    return result;
}

Status AlertStore::addRule(const QString& expression)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO alert_rule(expression, created_at) VALUES (?, ?)"));
    q.addBindValue(expression);
    q.addBindValue(nowText());
    return exec(q);
}

Status AlertStore::removeRule(const QString& expression)
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("DELETE FROM alert_rule WHERE expression = ?"));
    q.addBindValue(expression);
    return exec(q);
}

Result<bool> AlertStore::record(const FiredAlert& alert)
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("INSERT OR IGNORE INTO fired_alert(rule, day, metric, value, limit_value, fired_at)"
                       " VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(alert.rule);
    q.addBindValue(alert.day);
    q.addBindValue(alert.metric);
    q.addBindValue(alert.value);
    q.addBindValue(alert.limit);
    q.addBindValue(alert.firedAt.isEmpty() ? nowText() : alert.firedAt);
    if (Status done = exec(q); !done)
        return done.error();
    return q.numRowsAffected() > 0;
}

QList<FiredAlert> AlertStore::fired(int firstDay, int lastDay) const
{
    QList<FiredAlert> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT id, rule, day, metric, value, limit_value, fired_at FROM fired_alert"
                             " WHERE day BETWEEN ? AND ? ORDER BY day DESC, id"));
    q.addBindValue(firstDay);
    q.addBindValue(lastDay);
    if (q.exec()) {
        while (q.next()) {
            FiredAlert a;
            a.id = q.value(0).toLongLong();
            a.rule = q.value(1).toString();
            a.day = q.value(2).toInt();
            a.metric = q.value(3).toString();
            a.value = q.value(4).toDouble();
            a.limit = q.value(5).toDouble();
            a.firedAt = q.value(6).toString();
            result.append(a);
        }
    }
    return result;
}

} // namespace goldset::storage
