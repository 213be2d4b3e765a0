#include "judge/LexicalEvidence.h"

#include "text/Terms.h"

#include <QSet>
#include <algorithm>
#include <cmath>

namespace goldset::judge {
namespace {

constexpr double kK1 = 1.2;
constexpr double kB = 0.75;

QStringList distinctContentTerms(const QString& text)
{
    QStringList result = text::contentTerms(text);
    result.removeDuplicates();
    return result;
}

} // namespace

LexicalEvidence::LexicalEvidence(const QList<ContextPassage>& passages)
{
    qint64 totalLength = 0;
    for (const ContextPassage& passage : passages) {
        for (const text::Sentence& s : text::sentences(passage.text)) {
            IndexedSentence indexed;
            indexed.sentence = EvidenceSentence{passage.chunkId, s.start, s.length, s.text, 0, 0};
            const QStringList terms = text::contentTerms(s.text);
            for (const QString& term : terms)
                ++indexed.termCounts[term];
            indexed.length = static_cast<int>(terms.size());
            totalLength += indexed.length;
            for (auto it = indexed.termCounts.constBegin(); it != indexed.termCounts.constEnd(); ++it)
                ++m_documentFrequency[it.key()];
            m_sentences.append(indexed);
        }
    }
    if (!m_sentences.isEmpty())
        m_averageLength = static_cast<double>(totalLength) / m_sentences.size();
}

QList<EvidenceSentence> LexicalEvidence::rank(const QString& claim, int limit) const
{
    const QStringList claimTerms = distinctContentTerms(claim);
    const double n = m_sentences.size();
    QList<QPair<qsizetype, EvidenceSentence>> scored;
    for (qsizetype i = 0; i < m_sentences.size(); ++i) {
        const IndexedSentence& indexed = m_sentences.at(i);
        double score = 0;
        int found = 0;
        for (const QString& term : claimTerms) {
            const int tf = indexed.termCounts.value(term);
            if (tf == 0)
                continue;
            ++found;
            const double df = m_documentFrequency.value(term);
            const double idf = std::log(1.0 + (n - df + 0.5) / (df + 0.5));
            const double norm = m_averageLength > 0 ? indexed.length / m_averageLength : 1.0;
            score += idf * (tf * (kK1 + 1)) / (tf + kK1 * (1 - kB + kB * norm));
        }
        if (found == 0)
            continue;
        EvidenceSentence sentence = indexed.sentence;
        sentence.score = score;
        sentence.overlap = static_cast<double>(found) / claimTerms.size();
        scored.append({i, sentence});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) {
        if (a.second.score != b.second.score)
            return a.second.score > b.second.score;
        if (a.second.overlap != b.second.overlap)
            return a.second.overlap > b.second.overlap;
        return a.first < b.first;
    });
    QList<EvidenceSentence> result;
    for (const auto& entry : scored) {
        if (limit >= 0 && result.size() >= limit)
            break;
        result.append(entry.second);
    }
    return result;
}

double LexicalEvidence::bestOverlap(const QString& claim) const
{
    double best = 0;
    for (const EvidenceSentence& sentence : rank(claim, -1))
        best = std::max(best, sentence.overlap);
    return best;
}

} // namespace goldset::judge
