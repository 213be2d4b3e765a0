#include "text/NearDuplicates.h"

#include "text/Terms.h"

#include <QHash>
#include <QSet>
#include <algorithm>

namespace goldset::text {
namespace {

QSet<QString> termSet(const QString& text)
{
    const QStringList list = terms(text);
    return QSet<QString>(list.begin(), list.end());
}

} // namespace

double termJaccard(const QString& a, const QString& b)
{
    const QSet<QString> left = termSet(a);
    const QSet<QString> right = termSet(b);
    const qsizetype shared = QSet<QString>(left).intersect(right).size();
    const qsizetype combined = left.size() + right.size() - shared;
    return combined == 0 ? 0.0 : static_cast<double>(shared) / combined;
}

QList<QPair<RowId, RowId>> nearDuplicates(const QList<Question>& questions, double threshold)
{
    QList<QSet<QString>> sets;
    sets.reserve(questions.size());
    QHash<QString, QList<qsizetype>> postings;
    for (qsizetype i = 0; i < questions.size(); ++i) {
        sets.append(termSet(questions.at(i).text));
        for (const QString& term : sets.last())
            postings[term].append(i);
    }
    QList<QPair<RowId, RowId>> result;
    for (qsizetype i = 0; i < questions.size(); ++i) {
        if (sets.at(i).isEmpty())
            continue;
        // Shared-term counts with every later question that has a term in common.
        QHash<qsizetype, int> shared;
        for (const QString& term : sets.at(i))
            for (qsizetype j : postings.value(term))
                if (j > i)
                    ++shared[j];
        for (auto it = shared.constBegin(); it != shared.constEnd(); ++it) {
            const qsizetype union_ = sets.at(i).size() + sets.at(it.key()).size() - it.value();
            if (static_cast<double>(it.value()) / union_ >= threshold) {
                const RowId a = questions.at(i).id;
                const RowId b = questions.at(it.key()).id;
                result.append({std::min(a, b), std::max(a, b)});
            }
        }
    }
    std::sort(result.begin(), result.end());
    return result;
}

} // namespace goldset::text
