#include "text/NearDuplicates.h"

#include "text/Terms.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <cmath>

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
    QHash<QString, int> frequency; // questions that have the term
    for (const Question& question : questions) {
        sets.append(termSet(question.text));
        for (const QString& term : sets.last())
            ++frequency[term];
    }
    // Prefix filtering (exact): with each question's terms in one global order, rarest first,
    // two questions whose Jaccard similarity reaches t share a term among the first
    // |s| - ceil(t * |s|) + 1 terms of each. Only those prefixes are indexed, so the words
    // nearly every question has ("what", "the") no longer make every pair a candidate.
    auto rarerFirst = [&frequency](const QString& a, const QString& b) {
        const int fa = frequency.value(a);
        const int fb = frequency.value(b);
        return fa != fb ? fa < fb : a < b;
    };
    QList<QStringList> prefixes;
    prefixes.reserve(questions.size());
    QHash<QString, QList<qsizetype>> postings;
    for (qsizetype i = 0; i < sets.size(); ++i) {
        QStringList ordered(sets.at(i).begin(), sets.at(i).end());
        std::sort(ordered.begin(), ordered.end(), rarerFirst);
        const auto size = static_cast<double>(ordered.size());
        // (The small slack only lengthens a prefix: more candidates, never a missed pair.)
        const auto keep = ordered.size() - static_cast<qsizetype>(std::ceil(threshold * size - 1e-9)) + 1;
        ordered = ordered.mid(0, std::clamp<qsizetype>(keep, 0, ordered.size()));
        for (const QString& term : std::as_const(ordered))
            postings[term].append(i);
        prefixes.append(ordered);
    }
    QList<QPair<RowId, RowId>> result;
    for (qsizetype i = 0; i < questions.size(); ++i) {
        if (sets.at(i).isEmpty())
            continue;
        QSet<qsizetype> candidates;
        for (const QString& term : prefixes.at(i))
            for (const qsizetype j : postings.value(term))
                if (j > i)
                    candidates.insert(j);
        for (const qsizetype j : std::as_const(candidates)) {
            qsizetype shared = 0;
            for (const QString& term : sets.at(i))
                shared += sets.at(j).contains(term) ? 1 : 0;
            const qsizetype union_ = sets.at(i).size() + sets.at(j).size() - shared;
            if (static_cast<double>(shared) / static_cast<double>(union_) >= threshold) {
                const RowId a = questions.at(i).id;
                const RowId b = questions.at(j).id;
                result.append({std::min(a, b), std::max(a, b)});
            }
        }
    }
    std::sort(result.begin(), result.end());
    return result;
}

} // namespace goldset::text
