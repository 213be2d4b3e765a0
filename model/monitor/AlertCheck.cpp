#include "monitor/AlertCheck.h"

#include "monitor/MonitorMetrics.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"
#include "storage/Transaction.h"

namespace goldset::monitor {

Result<QList<AlertRule>> projectAlertRules(const storage::Project& project)
{
    QList<AlertRule> rules;
    const storage::AlertStore store(project.connection());
    for (const QString& text : store.rules()) {
        auto rule = AlertRule::parse(text);
        if (!rule)
            return rule.error();
        rules.append(*rule);
    }
    return rules;
}

Result<QList<storage::FiredAlert>> checkAlerts(storage::Project& project, const QList<AlertRule>& rules,
                                               std::optional<QDate> since)
{
    QList<storage::FiredAlert> fired;
    const storage::InteractionStore interactions(project.connection());
    const auto range = interactions.dayRange();
    if (!range || rules.isEmpty())
        return fired;
    const QDate last = QDate::fromJulianDay(range->second);
    const QDate first = since ? *since : last;
    if (first > last)
        return fired;
    int longestMean = 0;
    for (const AlertRule& rule : rules)
        longestMean = std::max(longestMean, rule.meanDays);
    // The days checked and the days their means reach back to, read once.
    const QList<PeriodNumbers> days =
        periodNumbers(interactions, Period::Day, first.addDays(-longestMean), last);
    const QString now = storage::nowText();
    for (qsizetype i = 0; i < days.size(); ++i) {
        const PeriodNumbers& day = days[i];
        if (day.start < first)
            continue;
        for (const AlertRule& rule : rules) {
            const auto observed = day.value(rule.metric);
            if (!observed)
                continue;
            double limit = rule.value;
            if (rule.relative()) {
                double sum = 0;
                int count = 0;
                for (qsizetype j = i - 1; j >= 0 && days[j].start.daysTo(day.start) <= rule.meanDays; --j) {
                    if (const auto v = days[j].value(rule.metric)) {
                        sum += *v;
                        ++count;
                    }
                }
                if (count == 0)
                    continue;
                limit = rule.limitFor(sum / count);
            }
            if (rule.fires(*observed, limit))
                fired.append(
                    {0, rule.text(), int(day.start.toJulianDay()), rule.metric, *observed, limit, now});
        }
    }
    storage::Transaction transaction(project.connection());
    if (!transaction.begin())
        return makeError(transaction.lastError(), project.path());
    storage::AlertStore store(project.connection());
    for (const storage::FiredAlert& alert : std::as_const(fired)) {
        auto recorded = store.record(alert);
        if (!recorded)
            return recorded.error();
    }
    if (!transaction.commit())
        return makeError(transaction.lastError(), project.path());
    return fired;
}

} // namespace goldset::monitor
