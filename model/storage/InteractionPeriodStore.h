#pragma once

#include "storage/StoreBase.h"

#include <QHash>
#include <QSet>
#include <map>
#include <optional>
#include <vector>

namespace goldset::storage {

// The numbers of a week or month that do not add up from its days: distinct users and
// sessions, and the latency percentiles of the merged histograms. Stored (monitor_period) and
// refreshed for the weeks and months an import touched, so that a chart by week or month
// reads a few rows instead of every user and latency of its days.
struct InteractionPeriod
{
    int startDay = 0; // Julian day of the week's Monday, the month's first day
    qint64 users = 0;
    qint64 sessions = 0;
    std::optional<double> p50;
    std::optional<double> p95;
    std::optional<double> p99;
};

enum class PeriodKind
{
    Week,  // ISO weeks, Monday to Sunday
    Month, // calendar months
};

class InteractionPeriodStore : public StoreBase
{
public:
    using StoreBase::StoreBase;
    // `mostInMemory`: a period with more distinct users (sessions) is counted by SQLite instead
    // of in memory (the default bounds memory on any log; tests make it small).
    InteractionPeriodStore(QSqlDatabase db, qsizetype mostInMemory)
        : StoreBase(std::move(db)), m_mostInMemory(mostInMemory)
    {
    }

    static int periodStart(PeriodKind kind, int day);
    static int periodEnd(PeriodKind kind, int startDay);
    // Nearest rank over a histogram of (value, count) ascending: the smallest value with at
    // least p of the `total` values at or below it.
    static std::optional<double> nearestRank(const QList<std::pair<double, qint64>>& histogram, qint64 total,
                                             double p);

    // Recomputes the weeks and months that contain any of the days (from the daily tables).
    Status refresh(const QSet<int>& days);
    // Every week and month with interactions (after the table was made).
    Status refreshAll();
    // The stored periods whose start lies between the two days, by start day.
    QHash<int, InteractionPeriod> periods(PeriodKind kind, int firstStart, int lastStart) const;

private:
    // Each period's distinct texts (users, sessions) in the table's (day, column) rows over the ranges.
    Status countDistinct(const char* table, const char* column,
                         const std::vector<std::pair<int, int>>& ranges,
                         std::map<std::pair<PeriodKind, int>, InteractionPeriod>& touched,
                         qint64 InteractionPeriod::*target);
    // 100,000 distinct texts: about 7 MB (10M interactions: a month's 830,000 sessions would hold 40 MB).
    qsizetype m_mostInMemory = 100000;
    Status rankLatencies(const std::vector<std::pair<int, int>>& ranges,
                         std::map<std::pair<PeriodKind, int>, InteractionPeriod>& touched);
};

} // namespace goldset::storage
