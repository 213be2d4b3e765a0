#pragma once

#include "domain/Interaction.h"

#include <QDate>
#include <QList>
#include <QStringList>

namespace goldset::storage {
class InteractionStore;
}

namespace goldset::monitor {

enum class Period
{
    Day,
    Week,  // ISO weeks, Monday to Sunday
    Month, // calendar months
};
std::optional<Period> periodFromString(const QString& text);

// The monitoring numbers of one day, week or month (UTC). Rates and means are undefined
// (nullopt) when nothing counts for them (no latency, no feedback).
struct PeriodNumbers
{
    QDate start;
    QDate end;
    qint64 interactions = 0;
    qint64 users = 0;
    qint64 sessions = 0;
    std::optional<double> latencyMeanMs;
    std::optional<double> p50LatencyMs;
    std::optional<double> p95LatencyMs;
    std::optional<double> p99LatencyMs;
    std::optional<double> zeroResultRate;
    std::optional<double> idkRate;
    std::optional<double> escalationRate;
    std::optional<double> feedbackMean;
    // The judge on the interactions of the period sampled into runs: the mean faithfulness of
    // the answers it checked claims of, and the share of answers it found noncommittal ("I
    // don't know" by the judge); undefined while nothing of the period was judged.
    std::optional<double> judgeFaithfulness;
    std::optional<double> judgeIdkRate;

    // A metric by its name in DESIGN.md (interactions, users, ..., feedback_mean).
    std::optional<double> value(const QString& metric) const;
};

// DESIGN.md's monitoring metrics, in its order.
QStringList monitorMetricNames();
bool isMonitorMetric(const QString& name);

// The numbers of every period with interactions between two dates (inclusive), oldest first.
// Days come from the daily aggregates as stored; weeks and months add them up, count distinct
// users and sessions over the period and take the percentiles of the merged latency histograms
// (nearest rank: the smallest latency with at least p of the period's latencies at or below it).
QList<PeriodNumbers> periodNumbers(const storage::InteractionStore& store, Period period, QDate from,
                                   QDate to);

// Sets the judge's numbers of each period from the sampled interactions that were judged.
void addJudgements(const storage::InteractionStore& store, QList<PeriodNumbers>& numbers);

// The numbers of one day made from its stored aggregates.
PeriodNumbers dayNumbers(const InteractionDay& day);

// The mean of a metric over the `window` calendar days ending on each period's start (the
// periods without the metric are left out of each mean): the 7- and 30-day moving averages.
QList<std::optional<double>> movingAverage(const QList<PeriodNumbers>& days, const QString& metric,
                                           int window);

} // namespace goldset::monitor
