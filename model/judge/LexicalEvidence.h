#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace goldset::judge {

struct ContextPassage
{
    QString chunkId; // external id, e.g. "returns#0"
    QString text;
};

struct EvidenceSentence
{
    QString chunkId;
    qsizetype start = 0; // offset of the sentence in its passage's text (UTF-16 units)
    qsizetype length = 0;
    QString text;
    double score = 0;   // BM25 of the claim against the sentences of all passages
    double overlap = 0; // share of the claim's distinct content terms found in the sentence, 0..1
};

// The offline, no-LLM baseline: which sentences of the retrieved passages most likely support
// a claim. Passages are split into sentences (QTextBoundaryFinder), sentences and claims into
// content terms (text::contentTerms: words, CJK bigrams, no stop words). Sentences are ranked
// by BM25 (k1 1.2, b 0.75, idf ln(1 + (N - n + 0.5) / (n + 0.5)) over the sentences), and each
// carries its plain term overlap with the claim, which the lexical judge thresholds. The
// Review page highlights the top sentences as "likely evidence".
class LexicalEvidence
{
public:
    explicit LexicalEvidence(const QList<ContextPassage>& passages);

    // Sentences sharing at least one content term with the claim, best BM25 first (ties: higher
    // overlap, then passage order); at most limit of them (all with limit < 0).
    QList<EvidenceSentence> rank(const QString& claim, int limit = 3) const;
    // The largest overlap of any sentence with the claim.
    double bestOverlap(const QString& claim) const;

private:
    struct IndexedSentence
    {
        EvidenceSentence sentence;
        QHash<QString, int> termCounts;
        int length = 0;
    };
    QList<IndexedSentence> m_sentences;
    QHash<QString, int> m_documentFrequency;
    double m_averageLength = 0;
};

} // namespace goldset::judge
