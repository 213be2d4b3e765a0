#include "labelling/TermHighlighter.h"

#include "text/SearchText.h"

#include <QSet>
#include <algorithm>

namespace goldset::labelling {
namespace {

// Function words that would light up every chunk. English and German: the languages of the
// samples; CJK questions need none (bigrams of particles are rare enough to be harmless).
const QSet<QString>& stopWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        const char* list[] = {
            "a",     "an",     "and",  "are",  "as",    "at",    "be",     "by",    "can",   "did",
            "do",    "does",   "for",  "from", "has",   "have",  "how",    "i",     "if",    "in",
            "into",  "is",     "it",   "its",  "of",    "on",    "or",     "that",  "the",   "their",
            "there", "this",   "to",   "was",  "were",  "what",  "when",   "where", "which", "who",
            "whom",  "why",    "will", "with", "you",   "your",  "my",     "me",    "we",    "our",
            "they",  "them",   "he",   "she",  "his",   "her",   "not",    "no",    "so",    "about",
            "after", "before", "than", "then", "these", "those", "should", "would", "could", "may",
            "many",  "much",   "any",  "some", "der",   "die",   "das",    "und",   "ist",   "ein",
            "eine",  "den",    "dem",  "des",  "wie",   "was",   "wer",    "wo",    "mit",   "von",
            "zu",    "im",     "auf",  "für",  "fur",   "nicht",
        };
        for (const char* w : list)
            set.insert(QString::fromUtf8(w));
        return set;
    }();
    return words;
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c.isMark();
}

// Visits maximal runs of word characters that are not CJK, and maximal CJK runs, with their
// UTF-16 positions.
template <typename OnWord, typename OnCjk> void scan(const QString& text, OnWord onWord, OnCjk onCjk)
{
    qsizetype i = 0;
    const qsizetype n = text.size();
    auto codePointAt = [&](qsizetype at, qsizetype* width) -> char32_t {
        const QChar c = text.at(at);
        if (c.isHighSurrogate() && at + 1 < n && text.at(at + 1).isLowSurrogate()) {
            *width = 2;
            return QChar::surrogateToUcs4(c, text.at(at + 1));
        }
        *width = 1;
        return c.unicode();
    };
    while (i < n) {
        qsizetype width = 1;
        const char32_t cp = codePointAt(i, &width);
        if (text::isCjk(cp)) {
            QList<std::pair<qsizetype, qsizetype>> chars; // position, width
            while (i < n) {
                qsizetype w = 1;
                const char32_t c = codePointAt(i, &w);
                if (!text::isCjk(c))
                    break;
                chars.append({i, w});
                i += w;
            }
            onCjk(chars);
        } else if (isWordChar(text.at(i))) {
            const qsizetype start = i;
            while (i < n && isWordChar(text.at(i))) {
                qsizetype w = 1;
                if (text::isCjk(codePointAt(i, &w)))
                    break;
                i += w;
            }
            onWord(start, i - start);
        } else {
            i += width;
        }
    }
}

} // namespace

QString TermHighlighter::fold(const QString& word)
{
    const QString decomposed = word.normalized(QString::NormalizationForm_D);
    QString out;
    out.reserve(decomposed.size());
    for (QChar c : decomposed)
        if (!c.isMark())
            out += c;
    return out.toCaseFolded();
}

bool TermHighlighter::isStopWord(const QString& foldedWord)
{
    return stopWords().contains(foldedWord);
}

TermHighlighter::TermHighlighter(const QString& question)
{
    scan(
        question,
        [&](qsizetype start, qsizetype length) {
            const QString word = fold(question.mid(start, length));
            // A single letter or digit is noise; "5" in "top 5" would mark every number.
            if (word.size() < 2 || isStopWord(word) || m_words.contains(word))
                return;
            m_words.append(word);
        },
        [&](const QList<std::pair<qsizetype, qsizetype>>& chars) {
            if (chars.size() == 1) {
                const QString one = question.mid(chars[0].first, chars[0].second);
                if (!m_cjk.contains(one))
                    m_cjk.append(one);
                return;
            }
            for (qsizetype k = 0; k + 1 < chars.size(); ++k) {
                const QString bigram = question.mid(chars[k].first, chars[k].second + chars[k + 1].second);
                if (!m_cjk.contains(bigram))
                    m_cjk.append(bigram);
            }
        });
}

QList<TextSpan> TermHighlighter::spans(const QString& text) const
{
    QList<TextSpan> found;
    if (m_words.isEmpty() && m_cjk.isEmpty())
        return found;
    scan(
        text,
        [&](qsizetype start, qsizetype length) {
            if (!m_words.isEmpty() && m_words.contains(fold(text.mid(start, length))))
                found.append({start, length});
        },
        [&](const QList<std::pair<qsizetype, qsizetype>>& chars) {
            for (qsizetype k = 0; k < chars.size(); ++k) {
                const qsizetype start = chars[k].first;
                if (k + 1 < chars.size()) {
                    const qsizetype length = chars[k].second + chars[k + 1].second;
                    if (m_cjk.contains(text.mid(start, length))) {
                        found.append({start, length});
                        continue;
                    }
                }
                if (m_cjk.contains(text.mid(start, chars[k].second)))
                    found.append({start, chars[k].second});
            }
        });
    std::sort(found.begin(), found.end(),
              [](const TextSpan& a, const TextSpan& b) { return a.start < b.start; });
    QList<TextSpan> merged;
    for (const TextSpan& span : std::as_const(found)) {
        if (!merged.isEmpty() && span.start <= merged.last().start + merged.last().length) {
            TextSpan& last = merged.last();
            last.length = std::max(last.start + last.length, span.start + span.length) - last.start;
        } else {
            merged.append(span);
        }
    }
    return merged;
}

QString TermHighlighter::html(const QString& text, const QString& openTag, const QString& closeTag) const
{
    QString out;
    qsizetype at = 0;
    for (const TextSpan& span : spans(text)) {
        out += text.mid(at, span.start - at).toHtmlEscaped();
        out += openTag + text.mid(span.start, span.length).toHtmlEscaped() + closeTag;
        at = span.start + span.length;
    }
    out += text.mid(at).toHtmlEscaped();
    return out;
}

} // namespace goldset::labelling
