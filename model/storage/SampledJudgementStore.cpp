#include "storage/SampledJudgementStore.h"

namespace goldset::storage {

QHash<int, DayJudgement> SampledJudgementStore::byDay(int firstDay, int lastDay) const
{
    QHash<int, DayJudgement> result;
    // Starts from the links (a sample is small), then the interaction's day and the run's
    // judgements of the linked question. CROSS JOIN keeps that order: without it SQLite's
    // planner starts from the range of days on interaction_by_day and reads every interaction
    // of the chart's range (260 ms for 90 days of 1,000,000) to find the few linked ones.
    QSqlQuery q = query();
    q.prepare(QStringLiteral("SELECT i.day, sum(c.verdict = 'supported'), sum(c.verdict != 'unknown')"
                             " FROM interaction_link l CROSS JOIN interaction i"
                             " JOIN claim c ON c.run_id = l.run_id AND c.question_id = l.question_id"
                             " WHERE l.kind = 'sampled' AND i.id = l.interaction_id AND i.day BETWEEN ? AND ?"
                             " GROUP BY l.run_id, l.question_id HAVING sum(c.verdict != 'unknown') > 0"));
    q.addBindValue(firstDay);
    q.addBindValue(lastDay);
    if (q.exec()) {
        while (q.next()) {
            DayJudgement& d = result[q.value(0).toInt()];
            ++d.faithfulAnswers;
            d.faithfulnessSum += q.value(1).toDouble() / q.value(2).toDouble();
        }
    }
    q.prepare(QStringLiteral(
        "SELECT i.day, count(*), sum(a.noncommittal != 0)"
        " FROM interaction_link l CROSS JOIN interaction i"
        " JOIN answer_relevancy a ON a.run_id = l.run_id AND a.question_id = l.question_id"
        " WHERE l.kind = 'sampled' AND i.id = l.interaction_id AND i.day BETWEEN ? AND ? GROUP BY i.day"));
    q.addBindValue(firstDay);
    q.addBindValue(lastDay);
    if (q.exec()) {
        while (q.next()) {
            DayJudgement& d = result[q.value(0).toInt()];
            d.relevancyJudged += q.value(1).toLongLong();
            d.noncommittal += q.value(2).toLongLong();
        }
    }
    return result;
}

} // namespace goldset::storage
