#include "storage/InteractionPeriodStore.h"

#include <QDate>
#include <cmath>

namespace goldset::storage {
namespace {

QString kindName(PeriodKind kind)
{
    return kind == PeriodKind::Week ? QStringLiteral("week") : QStringLiteral("month");
}

QVariant bindable(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<double>());
}

std::optional<double> storedDouble(const QVariant& value)
{
    if (value.isNull())
        return std::nullopt;
    return value.toDouble();
}

} // namespace

int InteractionPeriodStore::periodStart(PeriodKind kind, int day)
{
    const QDate date = QDate::fromJulianDay(day);
    if (kind == PeriodKind::Week)
        return int(date.addDays(1 - date.dayOfWeek()).toJulianDay());
    return int(QDate(date.year(), date.month(), 1).toJulianDay());
}

int InteractionPeriodStore::periodEnd(PeriodKind kind, int startDay)
{
    if (kind == PeriodKind::Week)
        return startDay + 6;
    return int(QDate::fromJulianDay(startDay).addMonths(1).addDays(-1).toJulianDay());
}

std::optional<double> InteractionPeriodStore::nearestRank(const QList<std::pair<double, qint64>>& histogram,
                                                          qint64 total, double p)
{
    if (total <= 0 || histogram.isEmpty())
        return std::nullopt;
    const qint64 rank = std::max<qint64>(1, qint64(std::ceil(p * double(total) - 1e-9)));
    qint64 seen = 0;
    for (const auto& [value, n] : histogram) {
        seen += n;
        if (seen >= rank)
            return value;
    }
    return histogram.constLast().first;
}

Status InteractionPeriodStore::refresh(const QSet<int>& days)
{
    for (const PeriodKind kind : {PeriodKind::Week, PeriodKind::Month}) {
        QSet<int> starts;
        for (const int day : days)
            starts.insert(periodStart(kind, day));
        for (const int start : std::as_const(starts)) {
            if (Status done = refreshOne(kind, start); !done)
                return done;
        }
    }
    return {};
}

Status InteractionPeriodStore::refreshAll()
{
    QSqlQuery q = query();
    if (!q.exec(QStringLiteral("SELECT day FROM monitor_day WHERE interactions > 0")))
        return queryError(q);
    QSet<int> days;
    while (q.next())
        days.insert(q.value(0).toInt());
    return refresh(days);
}

Status InteractionPeriodStore::refreshOne(PeriodKind kind, int startDay)
{
    const int endDay = periodEnd(kind, startDay);
    InteractionPeriod period;
    period.startDay = startDay;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    for (const auto& [sql, target] :
         {std::pair{"SELECT count(DISTINCT user_hash) FROM monitor_day_user WHERE day BETWEEN ? AND ?",
                    &period.users},
          std::pair{"SELECT count(DISTINCT session_id) FROM monitor_day_session WHERE day BETWEEN ? AND ?",
                    &period.sessions}}) {
        q.prepare(QString::fromLatin1(sql));
        q.addBindValue(startDay);
        q.addBindValue(endDay);
        if (!q.exec() || !q.next())
            return queryError(q);
        *target = q.value(0).toLongLong();
    }
    q.prepare(
        QStringLiteral("SELECT latency_ms, sum(count) FROM monitor_day_latency WHERE day BETWEEN ? AND ?"
                       " GROUP BY latency_ms ORDER BY latency_ms"));
    q.addBindValue(startDay);
    q.addBindValue(endDay);
    if (!q.exec())
        return queryError(q);
    QList<std::pair<double, qint64>> histogram;
    qint64 total = 0;
    while (q.next()) {
        histogram.append({q.value(0).toDouble(), q.value(1).toLongLong()});
        total += histogram.constLast().second;
    }
    period.p50 = nearestRank(histogram, total, 0.50);
    period.p95 = nearestRank(histogram, total, 0.95);
    period.p99 = nearestRank(histogram, total, 0.99);
    QSqlQuery write = query();
    write.prepare(QStringLiteral("INSERT OR REPLACE INTO monitor_period(kind, start_day, users, sessions,"
                                 " p50_latency_ms, p95_latency_ms, p99_latency_ms) VALUES (?,?,?,?,?,?,?)"));
    write.addBindValue(kindName(kind));
    write.addBindValue(startDay);
    write.addBindValue(period.users);
    write.addBindValue(period.sessions);
    write.addBindValue(bindable(period.p50));
    write.addBindValue(bindable(period.p95));
    write.addBindValue(bindable(period.p99));
    if (!write.exec())
        return queryError(write);
    return {};
}

QHash<int, InteractionPeriod> InteractionPeriodStore::periods(PeriodKind kind, int firstStart,
                                                              int lastStart) const
{
    QHash<int, InteractionPeriod> result;
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT start_day, users, sessions, p50_latency_ms, p95_latency_ms, p99_latency_ms"
                       " FROM monitor_period WHERE kind = ? AND start_day BETWEEN ? AND ?"));
    q.addBindValue(kindName(kind));
    q.addBindValue(firstStart);
    q.addBindValue(lastStart);
    if (!q.exec())
        return result;
    while (q.next()) {
        InteractionPeriod p;
        p.startDay = q.value(0).toInt();
        p.users = q.value(1).toLongLong();
        p.sessions = q.value(2).toLongLong();
        p.p50 = storedDouble(q.value(3));
        p.p95 = storedDouble(q.value(4));
        p.p99 = storedDouble(q.value(5));
        result.insert(p.startDay, p);
    }
    return result;
}

} // namespace goldset::storage
