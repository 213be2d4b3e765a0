#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace goldset::labelling {

// A stretch of text in UTF-16 code units, as QString indexes it.
struct TextSpan
{
    qsizetype start = 0;
    qsizetype length = 0;
    bool operator==(const TextSpan&) const = default;
};

// Finds a question's terms in candidate text, so that an annotator sees at a glance why a
// chunk may be relevant. Words are compared case- and accent-insensitively (as the full-text
// index does); Chinese and Japanese are matched by character bigrams, the index's unit.
class TermHighlighter
{
public:
    explicit TermHighlighter(const QString& question = {});

    // The question's terms worth marking: words without stop words, and CJK bigrams
    // (a lone CJK character stays a term of its own). Lower-case, accents removed, no duplicates.
    QStringList terms() const { return m_words + m_cjk; }

    // Where the terms occur in text, sorted and merged where they touch or overlap.
    QList<TextSpan> spans(const QString& text) const;

    // text as HTML, escaped, with every span wrapped in openTag ... closeTag.
    QString html(const QString& text, const QString& openTag = QStringLiteral("<b>"),
                 const QString& closeTag = QStringLiteral("</b>")) const;

    // Lower case without accents ("Café" -> "cafe"), for comparing words.
    static QString fold(const QString& word);
    static bool isStopWord(const QString& foldedWord);

private:
    QStringList m_words; // folded words
    QStringList m_cjk;   // bigrams or single characters
};

} // namespace goldset::labelling
