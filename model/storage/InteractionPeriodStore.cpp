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

constexpr qsizetype kMergeAtLeast = 65536;

// Sorts (latency, count) pairs and adds up the counts of equal latencies.
void mergeLatencies(std::vector<std::pair<double, qint64>>& latencies)
{
    std::sort(latencies.begin(), latencies.end());
    auto out = latencies.begin();
    for (auto it = latencies.begin(); it != latencies.end(); ++it) {
        if (out != latencies.begin() && std::prev(out)->first == it->first)
            std::prev(out)->second += it->second;
        else
            *out++ = *it;
    }
    latencies.erase(out, latencies.end());
}

// Reads the rows of `sql` (day first; the days between its two parameters, in day order) over
// each range, keeping each of `open` (a week's and a month's state) on the touched period of
// its kind that holds the row's day: close(o) when its period ends, then addRow(rows) for every
// row.
template <typename Open, typename Close, typename AddRow>
Status scanByPeriod(const QSqlDatabase& db, const char* sql, const std::vector<std::pair<int, int>>& ranges,
                    std::map<std::pair<PeriodKind, int>, InteractionPeriod>& touched,
                    std::array<Open, 2>& open, Close close, AddRow addRow)
{
    auto statement = SqliteStatement::prepare(db, sql);
    if (!statement)
        return statement.error();
    SqliteStatement& rows = **statement;
    for (const auto& [first, last] : ranges) {
        rows.bind(1, qint64(first));
        rows.bind(2, qint64(last));
        int day = std::numeric_limits<int>::min();
        while (rows.next()) {
            if (const int rowDay = int(rows.integer(0)); rowDay != day) {
                day = rowDay;
                for (Open& o : open) {
                    const int start = InteractionPeriodStore::periodStart(o.kind, day);
                    if (o.period && o.period->startDay == start)
                        continue;
                    close(o);
                    const auto found = touched.find({o.kind, start});
                    o.period = found == touched.end() ? nullptr : &found->second;
                }
            }
            addRow(rows);
        }
        if (rows.lastError())
            return *rows.lastError();
        for (Open& o : open)
            close(o);
    }
    return {};
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
    for (const auto& [table, column, target] :
         {std::tuple{"monitor_day_user", "user_hash", &InteractionPeriod::users},
          std::tuple{"monitor_day_session", "session_id", &InteractionPeriod::sessions}}) {
        if (Status counted = countDistinct(table, column, ranges, touched, target); !counted)
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
    // A period left without interactions (an import taken out again) keeps no row.
    QSqlQuery empty = query();
    empty.prepare(
        QStringLiteral("DELETE FROM monitor_period WHERE kind = ? AND start_day = ? AND NOT EXISTS"
                       " (SELECT 1 FROM monitor_day WHERE day BETWEEN ? AND ? AND interactions > 0)"));
    for (const auto& [key, period] : touched) {
        empty.addBindValue(kindName(key.first));
        empty.addBindValue(key.second);
        empty.addBindValue(key.second);
        empty.addBindValue(periodEnd(key.first, key.second));
        if (!empty.exec())
            return queryError(empty);
    }
    return {};
}

Status InteractionPeriodStore::countDistinct(const char* table, const char* column,
                                             const std::vector<std::pair<int, int>>& ranges,
                                             std::map<std::pair<PeriodKind, int>, InteractionPeriod>& touched,
                                             qint64 InteractionPeriod::*target)
{
    // A period with more distinct texts than m_mostInMemory is counted by SQLite instead (its
    // temporary index spills to disk): memory stays bounded on any log.
    const QByteArray select =
        QByteArray("SELECT day, ") + column + " FROM " + table + " WHERE day BETWEEN ? AND ? ORDER BY day";
    // Rows come in day order, so one week and one month are open at a time.
    struct Open
    {
        PeriodKind kind;
        InteractionPeriod* period = nullptr;
        core::DistinctStrings seen;
        bool tooMany = false;
    };
    std::array<Open, 2> open{Open{PeriodKind::Week}, Open{PeriodKind::Month}};
    std::vector<std::pair<PeriodKind, InteractionPeriod*>> countedBySql;
    auto close = [&](Open& o) {
        if (o.period && o.tooMany)
            countedBySql.emplace_back(o.kind, o.period);
        else if (o.period)
            o.period->*target = o.seen.count();
        o.period = nullptr;
        o.seen.clear();
        o.tooMany = false;
    };
    const Status scanned = scanByPeriod(connection(), select.constData(), ranges, touched, open, close,
                                        [&](SqliteStatement& row) {
                                            const QByteArrayView text = row.text(1);
                                            for (Open& o : open) {
                                                if (!o.period || o.tooMany)
                                                    continue;
                                                o.seen.insert(text);
                                                if (o.seen.count() > m_mostInMemory) {
                                                    o.tooMany = true;
                                                    o.seen = core::DistinctStrings(); // its memory goes now
                                                }
                                            }
                                        });
    if (!scanned)
        return scanned;
    QSqlQuery count = query();
    count.prepare(QStringLiteral("SELECT count(DISTINCT %1) FROM %2 WHERE day BETWEEN ? AND ?")
                      .arg(QLatin1String(column), QLatin1String(table)));
    for (const auto& [kind, period] : countedBySql) {
        count.addBindValue(period->startDay);
        count.addBindValue(periodEnd(kind, period->startDay));
        if (!count.exec() || !count.next())
            return queryError(count);
        period->*target = count.value(0).toLongLong();
    }
    return {};
}

Status InteractionPeriodStore::rankLatencies(const std::vector<std::pair<int, int>>& ranges,
                                             std::map<std::pair<PeriodKind, int>, InteractionPeriod>& touched)
{
    // Each open period's histogram, merged when it closes.
    struct Open
    {
        PeriodKind kind;
        InteractionPeriod* period = nullptr;
        std::vector<std::pair<double, qint64>> latencies;
        qsizetype mergeAt = kMergeAtLeast;
    };
    std::array<Open, 2> open{Open{PeriodKind::Week}, Open{PeriodKind::Month}};
    auto close = [](Open& o) {
        if (o.period) {
            mergeLatencies(o.latencies);
            const QList<std::pair<double, qint64>> histogram(o.latencies.cbegin(), o.latencies.cend());
            qint64 total = 0;
            for (const auto& value : o.latencies)
                total += value.second;
            o.period->p50 = nearestRank(histogram, total, 0.50);
            o.period->p95 = nearestRank(histogram, total, 0.95);
            o.period->p99 = nearestRank(histogram, total, 0.99);
        }
        o.period = nullptr;
        o.latencies.clear();
        o.mergeAt = kMergeAtLeast;
    };
    return scanByPeriod(connection(),
                        "SELECT day, latency_ms, count FROM monitor_day_latency WHERE day BETWEEN ? AND ?"
                        " ORDER BY day",
                        ranges, touched, open, close, [&](SqliteStatement& row) {
                            const std::pair<double, qint64> value{row.real(1), row.integer(2)};
                            for (Open& o : open) {
                                if (!o.period)
                                    continue;
                                o.latencies.push_back(value);
                                // Merged as they come: a period holds its distinct latencies, not its days'
                                // rows.
                                if (qsizetype(o.latencies.size()) >= o.mergeAt) {
                                    mergeLatencies(o.latencies);
                                    o.mergeAt =
                                        std::max<qsizetype>(2 * qsizetype(o.latencies.size()), kMergeAtLeast);
                                }
                            }
                        });
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
