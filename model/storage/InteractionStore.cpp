#include "storage/InteractionStore.h"

#include "core/Sha256.h"
#include "storage/InteractionPeriodStore.h"
#include "storage/SqliteStatement.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace goldset::storage {
namespace {

constexpr qint64 kMsPerDay = 86400000;
constexpr int kJulianDayOfEpoch = 2440588; // QDate(1970, 1, 1).toJulianDay()
// Aggregates pending in memory before they are written: bounds memory on any file size.
constexpr qint64 kFlushEvery = 100000;

QString interactionWhere(InteractionFilter filter)
{
    switch (filter) {
    case InteractionFilter::All:
        return {};
    case InteractionFilter::ZeroResults:
        return QStringLiteral(" AND source_count = 0");
    case InteractionFilter::Idk:
        return QStringLiteral(" AND idk = 1");
    case InteractionFilter::Escalated:
        return QStringLiteral(" AND escalated = 1");
    case InteractionFilter::WithFeedback:
        return QStringLiteral(" AND feedback IS NOT NULL");
    case InteractionFilter::WithLatency:
        return QStringLiteral(" AND latency_ms IS NOT NULL");
    }
    return {};
}

QString interactionOrderBy(InteractionOrder order)
{
    switch (order) {
    case InteractionOrder::Time:
        return QStringLiteral(" ORDER BY day, time_ms, id");
    case InteractionOrder::LatencyDescending:
        return QStringLiteral(" ORDER BY latency_ms IS NULL, latency_ms DESC, id");
    case InteractionOrder::FeedbackAscending:
        return QStringLiteral(" ORDER BY feedback IS NULL, feedback, id");
    }
    return {};
}

std::optional<double> nullableDouble(const QVariant& value)
{
    if (value.isNull())
        return std::nullopt;
    return value.toDouble();
}

const QString kInteractionColumns =
    QStringLiteral("id, external_id, origin, time_ms, day, query, answer, sources, source_count, latency_ms,"
                   " user_hash, session_id, feedback, feedback_comment, escalated, idk");

Interaction interactionFrom(const QSqlQuery& q)
{
    Interaction i;
    i.id = q.value(0).toLongLong();
    i.externalId = q.value(1).toString();
    i.origin = q.value(2).toString();
    i.timeMs = q.value(3).toLongLong();
    i.day = q.value(4).toInt();
    i.query = q.value(5).toString();
    i.answer = q.value(6).toString();
    i.sources = q.value(7).toString();
    i.sourceCount = q.value(8).toInt();
    i.latencyMs = nullableDouble(q.value(9));
    i.userHash = q.value(10).toString();
    i.sessionId = q.value(11).toString();
    i.feedback = nullableDouble(q.value(12));
    i.feedbackComment = q.value(13).toString();
    i.escalated = q.value(14).toBool();
    i.idk = q.value(15).toBool();
    return i;
}

// Interactions written by one statement.
constexpr int kInteractionsPerInsert = 32;

std::string interactionInsert(int rows)
{
    std::string sql = "INSERT OR IGNORE INTO interaction(identity, external_id, origin, time_ms, day, query,"
                      " answer, sources, source_count, latency_ms, user_hash, session_id, feedback,"
                      " feedback_comment, escalated, idk) VALUES ";
    for (int r = 0; r < rows; ++r)
        sql += r ? ", (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)" : "(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)";
    return sql;
}

// Rows of the per-day user and session tables written by one statement.
constexpr int kRowsPerInsert = 64;

std::string manyRows(const char* tableAndColumns)
{
    std::string sql = std::string("INSERT OR IGNORE INTO ") + tableAndColumns + " VALUES (?, ?)";
    for (int r = 1; r < kRowsPerInsert; ++r)
        sql += ", (?, ?)";
    return sql;
}

} // namespace

InteractionStore::InteractionStore(QSqlDatabase db) : StoreBase(std::move(db)) {}
InteractionStore::~InteractionStore() = default;

QByteArray InteractionStore::identityOf(const InteractionInput& input)
{
    // One per thread: the import's reading thread makes every line's identity.
    thread_local core::Sha256 hash;
    if (!input.externalId.isEmpty()) {
        hash.addData("id");
        hash.addData(QByteArrayView("\0", 1));
        hash.addData(input.externalId);
    } else {
        // Time, session and query, each followed by a NUL so that no two splits of one string collide.
        hash.addData("tsq");
        hash.addData(QByteArrayView("\0", 1));
        hash.addData(QByteArray::number(input.timeMs));
        hash.addData(QByteArrayView("\0", 1));
        hash.addData(input.sessionId);
        hash.addData(QByteArrayView("\0", 1));
        hash.addData(input.query);
    }
    // The day first (8 digits), then 8 bytes of the hash: the unique index keeps a day's
    // interactions together, so that an import of a day's log writes a few of its pages
    // instead of one random page of millions per interaction.
    char identity[17];
    std::snprintf(identity, sizeof identity, "%08d", dayOf(input.timeMs));
    const std::array<char, 32> digest = hash.result();
    std::copy_n(digest.data(), 8, identity + 8);
    return QByteArray(identity, 16);
}

int InteractionStore::dayOf(qint64 timeMs)
{
    const qint64 days = timeMs >= 0 ? timeMs / kMsPerDay : -((-timeMs + kMsPerDay - 1) / kMsPerDay);
    return int(days + kJulianDayOfEpoch);
}

double InteractionStore::roundedLatency(double latencyMs)
{
    return std::round(latencyMs * 1000.0) / 1000.0;
}

Result<SqliteStatement*> InteractionStore::statement(std::unique_ptr<SqliteStatement>& slot, const char* sql)
{
    if (!slot) {
        auto prepared = SqliteStatement::prepare(connection(), sql);
        if (!prepared)
            return prepared.error();
        slot = std::move(*prepared);
    }
    return slot.get();
}

Status InteractionStore::add(const InteractionInput& input)
{
    m_batch.push_back(input);
    if (m_batch.back().identity.isEmpty())
        m_batch.back().identity = identityOf(input);
    if (qsizetype(m_batch.size()) < kInteractionsPerInsert)
        return {};
    if (Status written = writeBatch(); !written)
        return written;
    if (m_pendingCount >= kFlushEvery)
        return flush();
    return {};
}

void InteractionStore::bindInteraction(SqliteStatement& s, int first, const InteractionInput& input)
{
    const int day = dayOf(input.timeMs);
    s.bindBlob(first + 1, input.identity);
    s.bind(first + 2, input.externalId);
    s.bind(first + 3, input.origin);
    s.bind(first + 4, input.timeMs);
    s.bind(first + 5, qint64(day));
    s.bind(first + 6, input.query);
    s.bind(first + 7, input.answer);
    s.bind(first + 8, input.sources);
    s.bind(first + 9, qint64(input.sourceCount));
    if (input.latencyMs)
        s.bindDouble(first + 10, roundedLatency(*input.latencyMs));
    else
        s.bindNull(first + 10);
    s.bind(first + 11, input.userHash);
    s.bind(first + 12, input.sessionId);
    if (input.feedback)
        s.bindDouble(first + 13, *input.feedback);
    else
        s.bindNull(first + 13);
    s.bind(first + 14, input.feedbackComment);
    s.bind(first + 15, qint64(input.escalated ? 1 : 0));
    s.bind(first + 16, qint64(input.idk ? 1 : 0));
}

Status InteractionStore::writeBatch()
{
    if (m_batch.empty())
        return {};
    static const std::string one = interactionInsert(1);
    static const std::string many = interactionInsert(kInteractionsPerInsert);
    auto single = statement(m_insert, one.c_str());
    if (!single)
        return single.error();
    // The rows above the highest id before a statement are the ones it added.
    if (m_highestId < 0) {
        QSqlQuery highest = query();
        if (!highest.exec(QStringLiteral("SELECT ifnull(max(id), 0) FROM interaction")) || !highest.next())
            return queryError(highest);
        m_highestId = highest.value(0).toLongLong();
        m_firstNewId = m_highestId + 1;
    }
    // A full batch in one statement on SQLite (SQLite's work for a statement is shared by its
    // rows); the server's statements run one by one through QSqlQuery either way.
    if (qsizetype(m_batch.size()) == kInteractionsPerInsert && !dialect().isServer()) {
        auto prepared = statement(m_insertMany, many.c_str());
        if (!prepared)
            return prepared.error();
        SqliteStatement& s = **prepared;
        for (int r = 0; r < kInteractionsPerInsert; ++r)
            bindInteraction(s, r * 16, m_batch[std::size_t(r)]);
        if (Status done = s.exec(); !done)
            return done;
        const qint64 changes = s.changes();
        if (changes == kInteractionsPerInsert) {
            for (const InteractionInput& input : m_batch)
                countNew(input);
        } else if (changes > 0) {
            // Some were there already (a grown file imported again, a line twice): the new ones
            // are those above the highest id before, the first line of each identity.
            QSet<QByteArray> added;
            QSqlQuery rows = query();
            rows.prepare(QStringLiteral("SELECT identity FROM interaction WHERE id > ?"));
            rows.addBindValue(m_highestId);
            if (!rows.exec())
                return queryError(rows);
            while (rows.next())
                added.insert(rows.value(0).toByteArray());
            for (const InteractionInput& input : m_batch) {
                if (added.remove(input.identity))
                    countNew(input);
            }
        }
        if (changes > 0)
            m_highestId = s.lastInsertRowId();
    } else {
        for (const InteractionInput& input : m_batch) {
            bindInteraction(**single, 0, input);
            if (Status done = (*single)->exec(); !done)
                return done;
            if ((*single)->changes() > 0) {
                countNew(input);
                m_highestId = std::max(m_highestId, (*single)->lastInsertRowId());
            }
        }
    }
    m_batch.clear();
    return {};
}

void InteractionStore::countNew(const InteractionInput& input)
{
    const int day = dayOf(input.timeMs);
    ++m_added;
    if (day != m_lastDay || !m_lastDelta) {
        m_lastDelta = &m_pending[day];
        m_lastDay = day;
        m_touchedDays.insert(day);
    }
    DayDelta& d = *m_lastDelta;
    ++d.interactions;
    if (input.latencyMs) {
        const double latency = roundedLatency(*input.latencyMs);
        ++d.latencyCount;
        d.latencySum += latency;
        m_latencies.emplace_back(day, latency);
    }
    if (input.sourceCount == 0)
        ++d.zeroResults;
    if (input.idk)
        ++d.idk;
    if (input.escalated)
        ++d.escalated;
    if (input.feedback) {
        ++d.feedbackCount;
        d.feedbackSum += *input.feedback;
    }
    if (!input.userHash.isEmpty())
        m_users.emplace_back(day, input.userHash);
    // A session's interactions mostly follow one another: one row for the run of them.
    if (!input.sessionId.isEmpty() &&
        (m_sessions.empty() || m_sessions.back().first != day || m_sessions.back().second != input.sessionId))
        m_sessions.emplace_back(day, input.sessionId);
    ++m_pendingCount;
}

Status InteractionStore::flush()
{
    if (Status written = writeBatch(); !written)
        return written;
    auto user =
        statement(m_insertUser, "INSERT OR IGNORE INTO monitor_day_user(day, user_hash) VALUES (?, ?)");
    auto session = statement(m_insertSession,
                             "INSERT OR IGNORE INTO monitor_day_session(day, session_id) VALUES (?, ?)");
    static const std::string manyUsers = manyRows("monitor_day_user(day, user_hash)");
    static const std::string manySessions = manyRows("monitor_day_session(day, session_id)");
    auto users = statement(m_insertUsers, manyUsers.c_str());
    auto sessions = statement(m_insertSessions, manySessions.c_str());
    for (const auto* prepared : {&users, &sessions}) {
        if (!*prepared)
            return prepared->error();
    }
    // The table's own columns named by the table: PostgreSQL finds a bare `count` ambiguous
    // between the row and excluded.
    auto latency = statement(
        m_addLatency,
        "INSERT INTO monitor_day_latency(day, latency_ms, count) VALUES (?,?,?)"
        " ON CONFLICT(day, latency_ms) DO UPDATE SET count = monitor_day_latency.count + excluded.count");
    auto day = statement(
        m_addDay,
        "INSERT INTO monitor_day(day, interactions, users, sessions, latency_count, latency_sum,"
        " zero_results, idk, escalated, feedback_count, feedback_sum) VALUES (?,?,?,?,?,?,?,?,?,?,?)"
        " ON CONFLICT(day) DO UPDATE SET interactions = monitor_day.interactions + excluded.interactions,"
        " users = monitor_day.users + excluded.users, sessions = monitor_day.sessions + excluded.sessions,"
        " latency_count = monitor_day.latency_count + excluded.latency_count,"
        " latency_sum = monitor_day.latency_sum + excluded.latency_sum,"
        " zero_results = monitor_day.zero_results + excluded.zero_results, idk = monitor_day.idk + "
        "excluded.idk,"
        " escalated = monitor_day.escalated + excluded.escalated,"
        " feedback_count = monitor_day.feedback_count + excluded.feedback_count,"
        " feedback_sum = monitor_day.feedback_sum + excluded.feedback_sum");
    for (const auto* prepared : {&user, &session, &latency, &day}) {
        if (!*prepared)
            return prepared->error();
    }
    // A user or session counts for a day when it is new to that day.
    QHash<int, qint64> newUsers;
    QHash<int, qint64> newSessions;
    for (auto& [rows, one, many, counts] : {std::tuple{&m_users, *user, *users, &newUsers},
                                            std::tuple{&m_sessions, *session, *sessions, &newSessions}}) {
        std::sort(rows->begin(), rows->end());
        rows->erase(std::unique(rows->begin(), rows->end()), rows->end());
        // A day's rows kRowsPerInsert to a statement (SQLite's work for a statement is shared by
        // its rows), the rest one by one: the rows of one statement are all of one day, so that
        // its changes count that day's new ones.
        for (auto it = rows->cbegin(); it != rows->cend();) {
            const bool full =
                rows->cend() - it >= kRowsPerInsert && (it + kRowsPerInsert - 1)->first == it->first;
            SqliteStatement* insert = full ? many : one;
            const int count = full ? kRowsPerInsert : 1;
            for (int r = 0; r < count; ++r) {
                insert->bind(2 * r + 1, qint64(it[r].first));
                insert->bind(2 * r + 2, it[r].second);
            }
            if (Status done = insert->exec(); !done)
                return done;
            (*counts)[it->first] += insert->changes();
            it += count;
        }
    }
    std::sort(m_latencies.begin(), m_latencies.end());
    for (auto it = m_latencies.cbegin(); it != m_latencies.cend();) {
        const auto next = std::find_if(it, m_latencies.cend(), [it](const auto& v) { return v != *it; });
        (*latency)->bind(1, qint64(it->first));
        (*latency)->bindDouble(2, it->second);
        (*latency)->bind(3, qint64(next - it));
        if (Status done = (*latency)->exec(); !done)
            return done;
        it = next;
    }
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it) {
        const DayDelta& d = it.value();
        SqliteStatement& s = **day;
        s.bind(1, qint64(it.key()));
        s.bind(2, d.interactions);
        s.bind(3, newUsers.value(it.key()));
        s.bind(4, newSessions.value(it.key()));
        s.bind(5, d.latencyCount);
        s.bindDouble(6, d.latencySum);
        s.bind(7, d.zeroResults);
        s.bind(8, d.idk);
        s.bind(9, d.escalated);
        s.bind(10, d.feedbackCount);
        s.bindDouble(11, d.feedbackSum);
        if (Status done = s.exec(); !done)
            return done;
    }
    discardPending();
    return {};
}

void InteractionStore::discardPending()
{
    m_pending.clear();
    m_lastDelta = nullptr;
    m_users.clear();
    m_sessions.clear();
    m_latencies.clear();
    m_pendingCount = 0;
}

Status InteractionStore::finish()
{
    if (Status flushed = flush(); !flushed)
        return flushed;
    if (Status percentiles = updatePercentiles(m_touchedDays); !percentiles)
        return percentiles;
    if (Status periods = InteractionPeriodStore(connection()).refresh(m_touchedDays); !periods)
        return periods;
    m_touchedDays.clear();
    return {};
}

std::optional<std::pair<qint64, qint64>> InteractionStore::takeAddedIds()
{
    if (m_highestId < 0)
        return std::nullopt;
    const qint64 last = std::exchange(m_highestId, -1);
    if (last < m_firstNewId)
        return std::nullopt;
    return std::pair<qint64, qint64>{m_firstNewId, last};
}

Status InteractionStore::updatePercentiles(const QSet<int>& days)
{
    QSqlQuery histogram = query();
    histogram.prepare(QStringLiteral("SELECT latency_ms, count FROM monitor_day_latency WHERE day = ?"
                                     " ORDER BY latency_ms"));
    QSqlQuery update = query();
    update.prepare(QStringLiteral(
        "UPDATE monitor_day SET p50_latency_ms = ?, p95_latency_ms = ?, p99_latency_ms = ? WHERE day = ?"));
    for (const int day : days) {
        histogram.addBindValue(day);
        if (Status done = exec(histogram); !done)
            return done.error();
        QList<std::pair<double, qint64>> values;
        while (histogram.next())
            values.append({histogram.value(0).toDouble(), histogram.value(1).toLongLong()});
        qint64 total = 0;
        for (const auto& v : values)
            total += v.second;
        for (const double p : {0.50, 0.95, 0.99}) {
            const std::optional<double> percentile = InteractionPeriodStore::nearestRank(values, total, p);
            update.addBindValue(percentile ? QVariant(*percentile) : QVariant(QMetaType::fromType<double>()));
        }
        update.addBindValue(day);
        if (Status done = exec(update); !done)
            return done.error();
    }
    return {};
}

Status InteractionStore::setIdkFlags(const QList<std::pair<qint64, bool>>& flags,
                                     const QHash<int, qint64>& dayDeltas)
{
    QSqlQuery flag(connection());
    flag.prepare(QStringLiteral("UPDATE interaction SET idk = ? WHERE id = ?"));
    for (const auto& [id, idk] : flags) {
        flag.addBindValue(idk ? 1 : 0);
        flag.addBindValue(id);
        if (Status done = exec(flag); !done)
            return done;
    }
    QSqlQuery day(connection());
    day.prepare(QStringLiteral("UPDATE monitor_day SET idk = idk + ? WHERE day = ?"));
    for (auto it = dayDeltas.cbegin(); it != dayDeltas.cend(); ++it) {
        day.addBindValue(it.value());
        day.addBindValue(it.key());
        if (Status done = exec(day); !done)
            return done;
    }
    return {};
}

qint64 InteractionStore::count() const
{
    QSqlQuery q = query();
    return q.exec(QStringLiteral("SELECT ifnull(sum(interactions), 0) FROM monitor_day")) && q.next()
               ? q.value(0).toLongLong()
               : 0;
}

std::optional<std::pair<int, int>> InteractionStore::dayRange() const
{
    QSqlQuery q = query();
    if (q.exec(QStringLiteral("SELECT min(day), max(day) FROM monitor_day WHERE interactions > 0")) &&
        q.next() && !q.value(0).isNull())
        return std::pair<int, int>{q.value(0).toInt(), q.value(1).toInt()};
    return std::nullopt;
}

QList<InteractionDay> InteractionStore::days(int firstDay, int lastDay) const
{
    QList<InteractionDay> result;
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "SELECT day, interactions, users, sessions, latency_count, latency_sum, p50_latency_ms,"
        " p95_latency_ms, p99_latency_ms, zero_results, idk, escalated, feedback_count,"
        " feedback_sum FROM monitor_day WHERE day BETWEEN ? AND ? ORDER BY day"));
    q.addBindValue(firstDay);
    q.addBindValue(lastDay);
    if (!q.exec())
        return result;
    while (q.next()) {
        InteractionDay d;
        d.day = q.value(0).toInt();
        d.interactions = q.value(1).toLongLong();
        d.users = q.value(2).toLongLong();
        d.sessions = q.value(3).toLongLong();
        d.latencyCount = q.value(4).toLongLong();
        d.latencySum = q.value(5).toDouble();
        d.p50 = nullableDouble(q.value(6));
        d.p95 = nullableDouble(q.value(7));
        d.p99 = nullableDouble(q.value(8));
        d.zeroResults = q.value(9).toLongLong();
        d.idk = q.value(10).toLongLong();
        d.escalated = q.value(11).toLongLong();
        d.feedbackCount = q.value(12).toLongLong();
        d.feedbackSum = q.value(13).toDouble();
        result.append(d);
    }
    return result;
}

qint64 InteractionStore::distinctUsers(int firstDay, int lastDay) const
{
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT count(DISTINCT user_hash) FROM monitor_day_user WHERE day BETWEEN ? AND ?"));
    q.addBindValue(firstDay);
    q.addBindValue(lastDay);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

qint64 InteractionStore::distinctSessions(int firstDay, int lastDay) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral(
        "SELECT count(DISTINCT session_id) FROM monitor_day_session WHERE day BETWEEN ? AND ?"));
    q.addBindValue(firstDay);
    q.addBindValue(lastDay);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

QList<std::pair<double, qint64>> InteractionStore::latencyHistogram(int firstDay, int lastDay) const
{
    QList<std::pair<double, qint64>> result;
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT latency_ms, sum(count) FROM monitor_day_latency WHERE day BETWEEN ? AND ?"
                       " GROUP BY latency_ms ORDER BY latency_ms"));
    q.addBindValue(firstDay);
    q.addBindValue(lastDay);
    if (q.exec()) {
        while (q.next())
            result.append({q.value(0).toDouble(), q.value(1).toLongLong()});
    }
    return result;
}

QList<Interaction> InteractionStore::interactions(int firstDay, int lastDay, InteractionFilter filter,
                                                  InteractionOrder order, int limit, int offset) const
{
    QList<Interaction> result;
    if (order != InteractionOrder::Time && lastDay > firstDay && lastDay - firstDay < 400) {
        // The slowest (worst rated) of several days: each day's first ones from its index, merged.
        for (int day = firstDay; day <= lastDay; ++day)
            result += interactions(day, day, filter, order, limit + offset);
        const auto before = [order](const Interaction& a, const Interaction& b) {
            const auto& x = order == InteractionOrder::LatencyDescending ? a.latencyMs : a.feedback;
            const auto& y = order == InteractionOrder::LatencyDescending ? b.latencyMs : b.feedback;
            if (x.has_value() != y.has_value())
                return x.has_value();
            if (x && *x != *y)
                return order == InteractionOrder::LatencyDescending ? *x > *y : *x < *y;
            return a.id < b.id;
        };
        std::sort(result.begin(), result.end(), before);
        return result.mid(std::min<qsizetype>(offset, result.size()), limit);
    }
    QString orderBy = interactionOrderBy(order);
    // Without missing values the order is the one of the day's index.
    if (order == InteractionOrder::LatencyDescending && filter == InteractionFilter::WithLatency)
        orderBy = QStringLiteral(" ORDER BY latency_ms DESC, id");
    else if (order == InteractionOrder::FeedbackAscending && filter == InteractionFilter::WithFeedback)
        orderBy = QStringLiteral(" ORDER BY feedback, id");
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT %1 FROM interaction WHERE %2%3%4 LIMIT ? OFFSET ?")
            .arg(kInteractionColumns,
                 firstDay == lastDay ? QStringLiteral("day = ?") : QStringLiteral("day BETWEEN ? AND ?"),
                 interactionWhere(filter), orderBy));
    q.addBindValue(firstDay);
    if (firstDay != lastDay)
        q.addBindValue(lastDay);
    q.addBindValue(limit);
    q.addBindValue(offset);
    if (q.exec()) {
        while (q.next())
            result.append(interactionFrom(q));
    }
    return result;
}

qint64 InteractionStore::countInteractions(int firstDay, int lastDay, InteractionFilter filter) const
{
    // Every filter counts what the daily aggregates count: a few rows instead of the days'
    // interactions (a day of a busy assistant has a hundred thousand).
    QString column;
    switch (filter) {
    case InteractionFilter::All:
        column = QStringLiteral("interactions");
        break;
    case InteractionFilter::ZeroResults:
        column = QStringLiteral("zero_results");
        break;
    case InteractionFilter::Idk:
        column = QStringLiteral("idk");
        break;
    case InteractionFilter::Escalated:
        column = QStringLiteral("escalated");
        break;
    case InteractionFilter::WithFeedback:
        column = QStringLiteral("feedback_count");
        break;
    case InteractionFilter::WithLatency:
        column = QStringLiteral("latency_count");
        break;
    }
    QSqlQuery q = query();
    q.prepare(
        QStringLiteral("SELECT ifnull(sum(%1), 0) FROM monitor_day WHERE day BETWEEN ? AND ?").arg(column));
    q.addBindValue(firstDay);
    q.addBindValue(lastDay);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

std::optional<Interaction> InteractionStore::interaction(qint64 id) const
{
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT %1 FROM interaction WHERE id = ?").arg(kInteractionColumns));
    q.addBindValue(id);
    if (q.exec() && q.next())
        return interactionFrom(q);
    return std::nullopt;
}

QList<InteractionSignals> InteractionStore::signalsOf(int firstDay, int lastDay) const
{
    QList<InteractionSignals> result;
    QSqlQuery q = query();
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, day, source_count, idk, feedback, latency_ms FROM interaction"
                             " WHERE day BETWEEN ? AND ? ORDER BY id"));
    q.addBindValue(firstDay);
    q.addBindValue(lastDay);
    if (q.exec()) {
        while (q.next()) {
            InteractionSignals s;
            s.id = q.value(0).toLongLong();
            s.day = q.value(1).toInt();
            s.sourceCount = q.value(2).toInt();
            s.idk = q.value(3).toBool();
            s.feedback = nullableDouble(q.value(4));
            s.latencyMs = nullableDouble(q.value(5));
            result.append(s);
        }
    }
    return result;
}

} // namespace goldset::storage
