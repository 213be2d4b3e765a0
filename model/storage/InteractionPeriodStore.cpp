#include "storage/InteractionPeriodStore.h"

#include "core/DistinctStrings.h"
#include "storage/SqliteStatement.h"

#include <QDate>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

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
    if (days.isEmpty())
        return {};
    // Every touched week and month, with the days they cover merged into ranges: each day's
    // rows are read once for both its week and its month.
    std::map<std::pair<PeriodKind, int>, InteractionPeriod> touched;
    std::vector<std::pair<int, int>> spans;
    for (const int day : days) {
        for (const PeriodKind kind : {PeriodKind::Week, PeriodKind::Month}) {
            const int start = periodStart(kind, day);
            if (touched.emplace(std::pair{kind, start}, InteractionPeriod{start, 0, 0, {}, {}, {}}).second)
                spans.emplace_back(start, periodEnd(kind, start));
        }
    }
    std::sort(spans.begin(), spans.end());
    std::vector<std::pair<int, int>> ranges;
    for (const auto& [first, last] : spans) {
        if (!ranges.empty() && first <= ranges.back().second + 1)
            ranges.back().second = std::max(ranges.back().second, last);
        else
            ranges.emplace_back(first, last);
    }
    for (const auto& [sql, target] :
         {std::pair{"SELECT day, user_hash FROM monitor_day_user WHERE day BETWEEN ? AND ? ORDER BY day",
                    &InteractionPeriod::users},
          std::pair{"SELECT day, session_id FROM monitor_day_session WHERE day BETWEEN ? AND ? ORDER BY day",
                    &InteractionPeriod::sessions}}) {
        if (Status counted = countDistinct(sql, ranges, touched, target); !counted)
            return counted;
    }
    if (Status ranked = rankLatencies(ranges, touched); !ranked)
        return ranked;
    QSqlQuery write = query();
    write.prepare(QStringLiteral("INSERT OR REPLACE INTO monitor_period(kind, start_day, users, sessions,"
                                 " p50_latency_ms, p95_latency_ms, p99_latency_ms) VALUES (?,?,?,?,?,?,?)"));
    for (const auto& [key, period] : touched) {
        write.addBindValue(kindName(key.first));
        write.addBindValue(period.startDay);
        write.addBindValue(period.users);
        write.addBindValue(period.sessions);
        write.addBindValue(bindable(period.p50));
        write.addBindValue(bindable(period.p95));
        write.addBindValue(bindable(period.p99));
        if (!write.exec())
            return queryError(write);
    }
    return {};
}

Status InteractionPeriodStore::countDistinct(const char* sql, const std::vector<std::pair<int, int>>& ranges,
                                             std::map<std::pair<PeriodKind, int>, InteractionPeriod>& touched,
                                             qint64 InteractionPeriod::*target)
{
    auto statement = SqliteStatement::prepare(connection(), sql);
    if (!statement)
        return statement.error();
    SqliteStatement& rows = **statement;
    // Rows come in day order, so one week and one month are open at a time.
    struct Open
    {
        PeriodKind kind;
        InteractionPeriod* period = nullptr;
        core::DistinctStrings seen;
    };
    std::array<Open, 2> open{Open{PeriodKind::Week}, Open{PeriodKind::Month}};
    auto close = [target](Open& o) {
        if (o.period)
            o.period->*target = o.seen.count();
        o.period = nullptr;
        o.seen.clear();
    };
    for (const auto& [first, last] : ranges) {
        rows.bind(1, qint64(first));
        rows.bind(2, qint64(last));
        int day = std::numeric_limits<int>::min();
        while (rows.next()) {
            if (const int rowDay = int(rows.integer(0)); rowDay != day) {
                day = rowDay;
                for (Open& o : open) {
                    const int start = periodStart(o.kind, day);
                    if (o.period && o.period->startDay == start)
                        continue;
                    close(o);
                    const auto found = touched.find({o.kind, start});
                    o.period = found == touched.end() ? nullptr : &found->second;
                }
            }
            const QByteArrayView text = rows.text(1);
            for (Open& o : open) {
                if (o.period)
                    o.seen.insert(text);
            }
        }
        if (rows.lastError())
            return *rows.lastError();
        for (Open& o : open)
            close(o);
    }
    return {};
}

Status InteractionPeriodStore::rankLatencies(const std::vector<std::pair<int, int>>& ranges,
                                             std::map<std::pair<PeriodKind, int>, InteractionPeriod>& touched)
{
    auto statement = SqliteStatement::prepare(
        connection(), "SELECT day, latency_ms, count FROM monitor_day_latency WHERE day BETWEEN ? AND ?"
                      " ORDER BY day");
    if (!statement)
        return statement.error();
    SqliteStatement& rows = **statement;
    // Each open period's histogram, merged when it closes.
    struct Open
    {
        PeriodKind kind;
        InteractionPeriod* period = nullptr;
        std::vector<std::pair<double, qint64>> latencies;
    };
    std::array<Open, 2> open{Open{PeriodKind::Week}, Open{PeriodKind::Month}};
    auto close = [](Open& o) {
        if (o.period) {
            std::sort(o.latencies.begin(), o.latencies.end());
            QList<std::pair<double, qint64>> histogram;
            qint64 total = 0;
            for (const auto& [latency, count] : o.latencies) {
                if (!histogram.isEmpty() && histogram.constLast().first == latency)
                    histogram.last().second += count;
                else
                    histogram.append({latency, count});
                total += count;
            }
            o.period->p50 = nearestRank(histogram, total, 0.50);
            o.period->p95 = nearestRank(histogram, total, 0.95);
            o.period->p99 = nearestRank(histogram, total, 0.99);
        }
        o.period = nullptr;
        o.latencies.clear();
    };
    for (const auto& [first, last] : ranges) {
        rows.bind(1, qint64(first));
        rows.bind(2, qint64(last));
        int day = std::numeric_limits<int>::min();
        while (rows.next()) {
            if (const int rowDay = int(rows.integer(0)); rowDay != day) {
                day = rowDay;
                for (Open& o : open) {
                    const int start = periodStart(o.kind, day);
                    if (o.period && o.period->startDay == start)
                        continue;
                    close(o);
                    const auto found = touched.find({o.kind, start});
                    o.period = found == touched.end() ? nullptr : &found->second;
                }
            }
            const std::pair<double, qint64> value{rows.real(1), rows.integer(2)};
            for (Open& o : open) {
                if (o.period)
                    o.latencies.push_back(value);
            }
        }
        if (rows.lastError())
            return *rows.lastError();
        for (Open& o : open)
            close(o);
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
