#include "monitor/MonitorMetrics.h"

#include "storage/InteractionPeriodStore.h"
#include "storage/InteractionStore.h"
#include "storage/SampledJudgementStore.h"

#include <cmath>

namespace goldset::monitor {
namespace {

std::optional<double> ratioOrNone(double part, qint64 whole)
{
    if (whole <= 0)
        return std::nullopt;
    return part / double(whole);
}

std::optional<double> nearestRankOf(const QList<std::pair<double, qint64>>& histogram, qint64 total, double p)
{
    if (total <= 0)
        return std::nullopt;
    const qint64 rank = std::max<qint64>(1, qint64(std::ceil(p * double(total) - 1e-9)));
    qint64 seen = 0;
    for (const auto& [latency, count] : histogram) {
        seen += count;
        if (seen >= rank)
            return latency;
    }
    return histogram.isEmpty() ? std::nullopt : std::optional<double>(histogram.constLast().first);
}

QDate periodStart(QDate date, Period period)
{
    switch (period) {
    case Period::Day:
        return date;
    case Period::Week:
        return date.addDays(1 - date.dayOfWeek());
    case Period::Month:
        return QDate(date.year(), date.month(), 1);
    }
    return date;
}

QDate periodEnd(QDate start, Period period)
{
    switch (period) {
    case Period::Day:
        return start;
    case Period::Week:
        return start.addDays(6);
    case Period::Month:
        return start.addMonths(1).addDays(-1);
    }
    return start;
}

} // namespace

std::optional<Period> periodFromString(const QString& text)
{
    if (text == QLatin1String("day"))
        return Period::Day;
    if (text == QLatin1String("week"))
        return Period::Week;
    if (text == QLatin1String("month"))
        return Period::Month;
    return std::nullopt;
}

QStringList monitorMetricNames()
{
    return {QStringLiteral("interactions"),   QStringLiteral("users"),
            QStringLiteral("sessions"),       QStringLiteral("latency_mean_ms"),
            QStringLiteral("p50_latency_ms"), QStringLiteral("p95_latency_ms"),
            QStringLiteral("p99_latency_ms"), QStringLiteral("zero_result_rate"),
            QStringLiteral("idk_rate"),       QStringLiteral("escalation_rate"),
            QStringLiteral("feedback_mean"),  QStringLiteral("judge_faithfulness"),
            QStringLiteral("judge_idk_rate")};
}

bool isMonitorMetric(const QString& name)
{
    return monitorMetricNames().contains(name);
}

std::optional<double> PeriodNumbers::value(const QString& metric) const
{
    if (metric == QLatin1String("interactions"))
        return double(interactions);
    if (metric == QLatin1String("users"))
        return double(users);
    if (metric == QLatin1String("sessions"))
        return double(sessions);
    if (metric == QLatin1String("latency_mean_ms"))
        return latencyMeanMs;
    if (metric == QLatin1String("p50_latency_ms"))
        return p50LatencyMs;
    if (metric == QLatin1String("p95_latency_ms"))
        return p95LatencyMs;
    if (metric == QLatin1String("p99_latency_ms"))
        return p99LatencyMs;
    if (metric == QLatin1String("zero_result_rate"))
        return zeroResultRate;
    if (metric == QLatin1String("idk_rate"))
        return idkRate;
    if (metric == QLatin1String("escalation_rate"))
        return escalationRate;
    if (metric == QLatin1String("feedback_mean"))
        return feedbackMean;
    if (metric == QLatin1String("judge_faithfulness"))
        return judgeFaithfulness;
    if (metric == QLatin1String("judge_idk_rate"))
        return judgeIdkRate;
    return std::nullopt;
}

PeriodNumbers dayNumbers(const InteractionDay& day)
{
    PeriodNumbers n;
    n.start = n.end = QDate::fromJulianDay(day.day);
    n.interactions = day.interactions;
    n.users = day.users;
    n.sessions = day.sessions;
    n.latencyMeanMs = ratioOrNone(day.latencySum, day.latencyCount);
    n.p50LatencyMs = day.p50;
    n.p95LatencyMs = day.p95;
    n.p99LatencyMs = day.p99;
    n.zeroResultRate = ratioOrNone(double(day.zeroResults), day.interactions);
    n.idkRate = ratioOrNone(double(day.idk), day.interactions);
    n.escalationRate = ratioOrNone(double(day.escalated), day.interactions);
    n.feedbackMean = ratioOrNone(day.feedbackSum, day.feedbackCount);
    return n;
}

QList<PeriodNumbers> periodNumbers(const storage::InteractionStore& store, Period period, QDate from,
                                   QDate to)
{
    QList<PeriodNumbers> result;
    const QList<InteractionDay> days = store.days(int(from.toJulianDay()), int(to.toJulianDay()));
    if (period == Period::Day) {
        for (const InteractionDay& day : days)
            result.append(dayNumbers(day));
        addJudgements(store, result);
        return result;
    }
    // Group the days by period, then add them up; distinct users and sessions and the
    // percentiles come from the stored period (counted over its days when there is none).
    const storage::PeriodKind kind =
        period == Period::Week ? storage::PeriodKind::Week : storage::PeriodKind::Month;
    const QHash<int, storage::InteractionPeriod> stored =
        storage::InteractionPeriodStore(store.connection())
            .periods(kind, storage::InteractionPeriodStore::periodStart(kind, int(from.toJulianDay())),
                     int(to.toJulianDay()));
    qsizetype i = 0;
    while (i < days.size()) {
        const QDate start = periodStart(QDate::fromJulianDay(days[i].day), period);
        const QDate end = periodEnd(start, period);
        InteractionDay sum;
        for (; i < days.size() && days[i].day <= end.toJulianDay(); ++i) {
            const InteractionDay& d = days[i];
            sum.interactions += d.interactions;
            sum.latencyCount += d.latencyCount;
            sum.latencySum += d.latencySum;
            sum.zeroResults += d.zeroResults;
            sum.idk += d.idk;
            sum.escalated += d.escalated;
            sum.feedbackCount += d.feedbackCount;
            sum.feedbackSum += d.feedbackSum;
        }
        const int first = int(start.toJulianDay());
        const int last = int(end.toJulianDay());
        sum.day = first;
        PeriodNumbers n;
        if (const auto it = stored.constFind(first); it != stored.cend()) {
            sum.users = it->users;
            sum.sessions = it->sessions;
            n = dayNumbers(sum);
            n.p50LatencyMs = it->p50;
            n.p95LatencyMs = it->p95;
            n.p99LatencyMs = it->p99;
        } else {
            sum.users = store.distinctUsers(first, last);
            sum.sessions = store.distinctSessions(first, last);
            const auto histogram = store.latencyHistogram(first, last);
            n = dayNumbers(sum);
            n.p50LatencyMs = nearestRankOf(histogram, sum.latencyCount, 0.50);
            n.p95LatencyMs = nearestRankOf(histogram, sum.latencyCount, 0.95);
            n.p99LatencyMs = nearestRankOf(histogram, sum.latencyCount, 0.99);
        }
        n.start = start;
        n.end = end;
        result.append(n);
    }
    addJudgements(store, result);
    return result;
}

void addJudgements(const storage::InteractionStore& store, QList<PeriodNumbers>& numbers)
{
    if (numbers.isEmpty())
        return;
    const QHash<int, storage::DayJudgement> days =
        storage::SampledJudgementStore(store.connection())
            .byDay(int(numbers.constFirst().start.toJulianDay()), int(numbers.constLast().end.toJulianDay()));
    if (days.isEmpty())
        return;
    for (PeriodNumbers& n : numbers) {
        storage::DayJudgement sum;
        for (auto it = days.cbegin(); it != days.cend(); ++it) {
            if (it.key() < n.start.toJulianDay() || it.key() > n.end.toJulianDay())
                continue;
            sum.faithfulAnswers += it->faithfulAnswers;
            sum.faithfulnessSum += it->faithfulnessSum;
            sum.relevancyJudged += it->relevancyJudged;
            sum.noncommittal += it->noncommittal;
        }
        n.judgeFaithfulness = ratioOrNone(sum.faithfulnessSum, sum.faithfulAnswers);
        n.judgeIdkRate = ratioOrNone(double(sum.noncommittal), sum.relevancyJudged);
    }
}

QList<std::optional<double>> movingAverage(const QList<PeriodNumbers>& days, const QString& metric,
                                           int window)
{
    QList<std::optional<double>> result;
    result.reserve(days.size());
    qsizetype first = 0;
    double sum = 0;
    int count = 0;
    for (qsizetype i = 0; i < days.size(); ++i) {
        if (const auto v = days[i].value(metric)) {
            sum += *v;
            ++count;
        }
        // Leave out the days that fell out of the window ending on day i.
        while (days[first].start.daysTo(days[i].start) >= window) {
            if (const auto v = days[first].value(metric)) {
                sum -= *v;
                --count;
            }
            ++first;
        }
        result.append(count > 0 ? std::optional<double>(sum / count) : std::nullopt);
    }
    return result;
}

} // namespace goldset::monitor
