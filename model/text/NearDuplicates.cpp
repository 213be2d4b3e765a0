#include "text/NearDuplicates.h"

#include "text/Terms.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <vector>

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
    QList<QStringList> termLists;
    termLists.reserve(questions.size());
    QHash<QString, int> frequency; // questions that have the term
    for (const Question& question : questions) {
        const QSet<QString> set = termSet(question.text);
        termLists.append(QStringList(set.begin(), set.end()));
        for (const QString& term : set)
            ++frequency[term];
    }
    // Every term gets a rank, rarest first; a question is the sorted list of its terms' ranks.
    QStringList vocabulary = frequency.keys();
    std::sort(vocabulary.begin(), vocabulary.end(), [&frequency](const QString& a, const QString& b) {
        const int fa = frequency.value(a);
        const int fb = frequency.value(b);
        return fa != fb ? fa < fb : a < b;
    });
    QHash<QString, int> rank;
    for (qsizetype r = 0; r < vocabulary.size(); ++r)
        rank.insert(vocabulary.at(r), int(r));
    std::vector<std::vector<int>> sets(static_cast<std::size_t>(questions.size()));
    for (qsizetype i = 0; i < termLists.size(); ++i) {
        std::vector<int>& set = sets[static_cast<std::size_t>(i)];
        for (const QString& term : termLists.at(i))
            set.push_back(rank.value(term));
        std::sort(set.begin(), set.end());
    }
    // Prefix filtering (exact): two questions whose Jaccard similarity reaches t share a term
    // among the first |s| - ceil(t * |s|) + 1 (rarest) terms of each. Only those prefixes are
    // indexed, so the words nearly every question has ("what", "the") no longer make every
    // pair a candidate. (The small slack only lengthens a prefix: never a missed pair.)
    auto prefixLength = [threshold](std::size_t size) {
        const auto keep = static_cast<long long>(size) -
                          static_cast<long long>(std::ceil(threshold * static_cast<double>(size) - 1e-9)) + 1;
        return static_cast<std::size_t>(std::clamp<long long>(keep, 0, static_cast<long long>(size)));
    };
    std::vector<std::vector<std::size_t>> postings(static_cast<std::size_t>(vocabulary.size()));
    for (std::size_t i = 0; i < sets.size(); ++i)
        for (std::size_t k = 0, n = prefixLength(sets[i].size()); k < n; ++k)
            postings[static_cast<std::size_t>(sets[i][k])].push_back(i);
    QList<QPair<RowId, RowId>> result;
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const std::vector<int>& a = sets[i];
        candidates.clear();
        for (std::size_t k = 0, n = prefixLength(a.size()); k < n; ++k)
            for (const std::size_t j : postings[static_cast<std::size_t>(a[k])])
                if (j > i)
                    candidates.push_back(j);
        std::sort(candidates.begin(), candidates.end());
        candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
        for (const std::size_t j : candidates) {
            const std::vector<int>& b = sets[j];
            std::size_t shared = 0;
            for (std::size_t x = 0, y = 0; x < a.size() && y < b.size();) {
                if (a[x] == b[y]) {
                    ++shared;
                    ++x;
                    ++y;
                } else if (a[x] < b[y]) {
                    ++x;
                } else {
                    ++y;
                }
            }
            const std::size_t union_ = a.size() + b.size() - shared;
            if (static_cast<double>(shared) / static_cast<double>(union_) >= threshold) {
                const RowId p = questions.at(qsizetype(i)).id;
                const RowId q = questions.at(qsizetype(j)).id;
                result.append({std::min(p, q), std::max(p, q)});
            }
        }
    }
    std::sort(result.begin(), result.end());
    return result;
}

} // namespace goldset::text
