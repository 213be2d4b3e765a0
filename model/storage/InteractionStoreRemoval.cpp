// InteractionStore, taking out what an import added: a huge import commits in steps, and when a
// later step fails (a malformed line, a cancel) the steps before are taken out again, so that
// nothing is imported. Apart from InteractionStore.cpp only to keep each file short.
#include "storage/InteractionPeriodStore.h"
#include "storage/InteractionStore.h"

namespace goldset::storage {

Status InteractionStore::addShareOf(qint64 first, qint64 last, QHash<int, DayDelta>& byDay)
{
    QSqlQuery share = query();
    share.setForwardOnly(true);
    share.prepare(QStringLiteral(
        "SELECT day, count(*), count(latency_ms), sum(latency_ms),"
        " sum(CASE WHEN source_count = 0 THEN 1 ELSE 0 END), sum(idk), sum(escalated), count(feedback),"
        " sum(feedback) FROM interaction WHERE id BETWEEN ? AND ? GROUP BY day"));
    share.addBindValue(first);
    share.addBindValue(last);
    if (Status done = exec(share); !done)
        return done;
    while (share.next()) {
        DayDelta& d = byDay[share.value(0).toInt()];
        d.interactions += share.value(1).toLongLong();
        d.latencyCount += share.value(2).toLongLong();
        d.latencySum += share.value(3).toDouble();
        d.zeroResults += share.value(4).toLongLong();
        d.idk += share.value(5).toLongLong();
        d.escalated += share.value(6).toLongLong();
        d.feedbackCount += share.value(7).toLongLong();
        d.feedbackSum += share.value(8).toDouble();
    }
    return {};
}

// A day's users, sessions and latency histogram: those of its interactions, as the import
// wrote them one interaction at a time.
Status InteractionStore::rebuildDayTables(int day)
{
    static const char* const statements[] = {
        "DELETE FROM monitor_day_user WHERE day = ?",
        "INSERT INTO monitor_day_user(day, user_hash) SELECT DISTINCT day, user_hash FROM interaction"
        " WHERE day = ? AND user_hash <> ''",
        "DELETE FROM monitor_day_session WHERE day = ?",
        "INSERT INTO monitor_day_session(day, session_id) SELECT DISTINCT day, session_id FROM interaction"
        " WHERE day = ? AND session_id <> ''",
        "DELETE FROM monitor_day_latency WHERE day = ?",
        "INSERT INTO monitor_day_latency(day, latency_ms, count) SELECT day, latency_ms, count(*)"
        " FROM interaction WHERE day = ? AND latency_ms IS NOT NULL GROUP BY day, latency_ms",
    };
    for (const char* sql : statements) {
        QSqlQuery q = query();
        q.prepare(QString::fromLatin1(sql));
        q.addBindValue(day);
        if (Status done = exec(q); !done)
            return done;
    }
    return {};
}

Status InteractionStore::removeAdded(const QList<std::pair<qint64, qint64>>& idRanges)
{
    // Whatever was pending belonged to the step that failed, which the caller rolled back.
    m_batch.clear();
    discardPending();
    m_touchedDays.clear();
    m_highestId = -1;

    QHash<int, DayDelta> removed;
    for (const auto& [first, last] : idRanges) {
        if (Status shared = addShareOf(first, last, removed); !shared)
            return shared;
        QSqlQuery remove = query();
        remove.prepare(QStringLiteral("DELETE FROM interaction WHERE id BETWEEN ? AND ?"));
        remove.addBindValue(first);
        remove.addBindValue(last);
        if (Status done = exec(remove); !done)
            return done;
    }
    QSqlQuery day = query();
    day.prepare(QStringLiteral(
        "UPDATE monitor_day SET interactions = interactions - ?,"
        " users = (SELECT count(*) FROM monitor_day_user WHERE day = monitor_day.day),"
        " sessions = (SELECT count(*) FROM monitor_day_session WHERE day = monitor_day.day),"
        " latency_count = latency_count - ?, latency_sum = latency_sum - ?, zero_results = zero_results - ?,"
        " idk = idk - ?, escalated = escalated - ?, feedback_count = feedback_count - ?,"
        " feedback_sum = feedback_sum - ? WHERE day = ?"));
    QSqlQuery empty = query();
    empty.prepare(QStringLiteral("DELETE FROM monitor_day WHERE day = ? AND interactions <= 0"));
    QSet<int> days;
    for (auto it = removed.cbegin(); it != removed.cend(); ++it) {
        if (Status rebuilt = rebuildDayTables(it.key()); !rebuilt)
            return rebuilt;
        const DayDelta& d = it.value();
        for (const QVariant& value :
             {QVariant(d.interactions), QVariant(d.latencyCount), QVariant(d.latencySum),
              QVariant(d.zeroResults), QVariant(d.idk), QVariant(d.escalated), QVariant(d.feedbackCount),
              QVariant(d.feedbackSum), QVariant(it.key())})
            day.addBindValue(value);
        if (Status done = exec(day); !done)
            return done;
        empty.addBindValue(it.key());
        if (Status done = exec(empty); !done)
            return done;
        days.insert(it.key());
    }
    if (Status percentiles = updatePercentiles(days); !percentiles)
        return percentiles;
    return InteractionPeriodStore(connection()).refresh(days);
}

} // namespace goldset::storage
