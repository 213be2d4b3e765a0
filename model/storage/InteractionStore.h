#pragma once

#include "domain/Interaction.h"
#include "storage/StoreBase.h"

#include <QHash>
#include <QSet>
#include <memory>
#include <vector>

namespace goldset::storage {

class SqliteStatement;

// Which interactions a drill-down lists.
enum class InteractionFilter
{
    All,
    ZeroResults, // no source retrieved
    Idk,         // the answer declines
    Escalated,
    WithFeedback,
    WithLatency,
};
enum class InteractionOrder
{
    Time,
    LatencyDescending, // the slowest first (latency percentiles)
    FeedbackAscending, // the worst rated first
};

// One interaction's failure signals, for stratified sampling (no texts: a sample over months
// reads millions of these).
struct InteractionSignals
{
    qint64 id = 0;
    int day = 0;
    int sourceCount = 0;
    bool idk = false;
    std::optional<double> feedback;
    std::optional<double> latencyMs;
};

// The tables of production interactions and their daily aggregates (interaction, monitor_day,
// monitor_day_user, monitor_day_session, monitor_day_latency): the only code writing them.
// add() runs inside the caller's transaction; the aggregates of new interactions gather in
// memory and are written every few thousand interactions (flush) and at finish(), which also
// updates the percentiles of the days it touched from their latency histograms. A duplicate
// (same identity) changes nothing.
class InteractionStore : public StoreBase
{
public:
    explicit InteractionStore(QSqlDatabase db);
    ~InteractionStore() override;

    // The 16-byte identity of an interaction: its UTC day and its id, else its day and time +
    // session + query.
    static QByteArray identityOf(const InteractionInput& input);
    // Julian day of a UTC time in milliseconds.
    static int dayOf(qint64 timeMs);
    // Latencies are kept to the microsecond: percentiles are exact over these values.
    static double roundedLatency(double latencyMs);

    // Writing (import) -----------------------------------------------------------------
    // Interactions are written a few at a time: one of an identity that exists changes nothing;
    // added() counts the new ones written so far, all of them after finish().
    Status add(const InteractionInput& input);
    Status finish();
    qint64 added() const { return m_added; }
    // After finish(): the ids (first, last) of the interactions this transaction added, or
    // nullopt when it added none. The next transaction counts its own afresh: between two,
    // another writer may have added some. A huge import commits in steps (monitor/MonitorImport)
    // and keeps these ranges to take them out again when a later step fails.
    std::optional<std::pair<qint64, qint64>> takeAddedIds();
    // Takes out the interactions of these id ranges and their share of the daily numbers: the
    // days' users, sessions and latency histograms become those of the interactions left, their
    // counts and sums lose what the removed ones brought, and their weeks and months are
    // counted again.
    Status removeAdded(const QList<std::pair<qint64, qint64>>& idRanges);
    // Edited "I don't know" patterns applied again (monitor/IdkReapply): the interactions' new
    // flags, and each day's count moved by as much.
    Status setIdkFlags(const QList<std::pair<qint64, bool>>& flags, const QHash<int, qint64>& dayDeltas);

    // Reading --------------------------------------------------------------------------
    qint64 count() const;
    // First and last day with interactions, or nullopt when there are none.
    std::optional<std::pair<int, int>> dayRange() const;
    QList<InteractionDay> days(int firstDay, int lastDay) const;
    // Distinct users / sessions over several days (a week, a month).
    qint64 distinctUsers(int firstDay, int lastDay) const;
    qint64 distinctSessions(int firstDay, int lastDay) const;
    // The latency histogram of the days, merged: (latency, count) by latency ascending.
    QList<std::pair<double, qint64>> latencyHistogram(int firstDay, int lastDay) const;

    QList<Interaction> interactions(int firstDay, int lastDay, InteractionFilter filter,
                                    InteractionOrder order, int limit, int offset = 0) const;
    qint64 countInteractions(int firstDay, int lastDay, InteractionFilter filter) const;
    std::optional<Interaction> interaction(qint64 id) const;
    QList<InteractionSignals> signalsOf(int firstDay, int lastDay) const;

private:
    struct DayDelta
    {
        qint64 interactions = 0;
        qint64 latencyCount = 0;
        double latencySum = 0;
        qint64 zeroResults = 0;
        qint64 idk = 0;
        qint64 escalated = 0;
        qint64 feedbackCount = 0;
        double feedbackSum = 0;
    };
    Status flush();
    Status writeBatch();
    // Forgets the aggregates gathered since the last flush (written, or rolled back).
    void discardPending();
    // p50, p95 and p99 of each day from its latency histogram.
    Status updatePercentiles(const QSet<int>& days);
    // The share of the interactions of ids first..last in their days' numbers.
    Status addShareOf(qint64 first, qint64 last, QHash<int, DayDelta>& byDay);
    Status rebuildDayTables(int day);
    static void bindInteraction(SqliteStatement& s, int first, const InteractionInput& input);
    // A new interaction's share of its day's numbers, written at the next flush().
    void countNew(const InteractionInput& input);
    Result<SqliteStatement*> statement(std::unique_ptr<SqliteStatement>& slot, const char* sql);

    std::unique_ptr<SqliteStatement> m_insert;
    std::unique_ptr<SqliteStatement> m_insertMany; // kInteractionsPerInsert rows a statement
    std::vector<InteractionInput> m_batch;
    qint64 m_highestId = -1; // the highest interaction id, once read in a transaction
    qint64 m_firstNewId = 0; // the id after the highest when it was read
    std::unique_ptr<SqliteStatement> m_insertUser;
    std::unique_ptr<SqliteStatement> m_insertSession;
    std::unique_ptr<SqliteStatement> m_insertUsers; // kRowsPerInsert rows a statement
    std::unique_ptr<SqliteStatement> m_insertSessions;
    std::unique_ptr<SqliteStatement> m_addLatency;
    std::unique_ptr<SqliteStatement> m_addDay;
    QHash<int, DayDelta> m_pending;
    // The day of the interaction before and its pending numbers: a log is mostly in time order.
    int m_lastDay = -1;
    DayDelta* m_lastDelta = nullptr;
    // (day, user / session / latency) of every new interaction since the last flush, sorted
    // and deduplicated only there: appending is cheaper than a hash set per interaction, and
    // the sorted rows go into their tables' B-trees in key order.
    std::vector<std::pair<int, QByteArray>> m_users;
    std::vector<std::pair<int, QByteArray>> m_sessions;
    std::vector<std::pair<int, double>> m_latencies;
    QSet<int> m_touchedDays;
    qint64 m_added = 0;
    qint64 m_pendingCount = 0;
};

} // namespace goldset::storage
