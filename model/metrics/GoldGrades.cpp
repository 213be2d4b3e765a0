#include "GoldGrades.h"

#include <algorithm>

namespace goldset::metrics {

int GoldGrades::lowerMedian(QList<int> grades)
{
    std::sort(grades.begin(), grades.end());
    return grades.at((grades.size() - 1) / 2);
}

GoldGrades GoldGrades::build(const Labels& labels, const Adjudications& adjudications)
{
    GoldGrades gold;
    gold.add(labels, adjudications);
    return gold;
}

void GoldGrades::replaceQuestion(RowId questionId, const Labels& labels, const Adjudications& adjudications)
{
    m_grades.remove(questionId);
    add(labels, adjudications);
}

const QHash<RowId, int>* GoldGrades::forQuestion(RowId questionId) const
{
    const auto it = m_grades.constFind(questionId);
    return it == m_grades.constEnd() || it->isEmpty() ? nullptr : &*it;
}

void GoldGrades::add(const Labels& labels, const Adjudications& adjudications)
{
    struct Votes
    {
        QList<int> people;
        QList<int> models;
    };
    QHash<QPair<RowId, RowId>, Votes> votes;
    for (const auto& label : labels) {
        Votes& v = votes[{label.questionId, label.chunkId}];
        (label.byModel ? v.models : v.people).append(label.grade);
    }
    for (auto it = votes.cbegin(); it != votes.cend(); ++it) {
        const QList<int>& grades = it->people.isEmpty() ? it->models : it->people;
        m_grades[it.key().first].insert(it.key().second, lowerMedian(grades));
    }
    // Adjudication wins over any label; a value that is not a grade 0..3 is ignored.
    for (const auto& a : adjudications) {
        bool ok = false;
        const int grade = a.value.trimmed().toInt(&ok);
        if (ok && grade >= 0 && grade <= 3)
            m_grades[a.questionId].insert(a.chunkId, grade);
    }
}

} // namespace goldset::metrics
