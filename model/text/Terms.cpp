#include "text/Terms.h"

#include "text/SearchText.h"

#include <QSet>
#include <QTextBoundaryFinder>

namespace goldset::text {

QStringList terms(const QString& text)
{
    QStringList result;
    QString word;
    QList<char32_t> cjkRun;
    auto flushWord = [&] {
        if (!word.isEmpty())
            result.append(word.toLower());
        word.clear();
    };
    auto flushRun = [&] {
        if (cjkRun.size() == 1)
            result.append(QString::fromUcs4(cjkRun.constData(), 1));
        for (qsizetype i = 0; i + 1 < cjkRun.size(); ++i)
            result.append(QString::fromUcs4(cjkRun.constData() + i, 2));
        cjkRun.clear();
    };
    for (const uint codePoint : text.toUcs4()) {
        const auto c = static_cast<char32_t>(codePoint);
        if (isCjk(c)) {
            flushWord();
            cjkRun.append(c);
        } else if (QChar::isLetterOrNumber(c) || QChar::category(c) == QChar::Mark_NonSpacing) {
            flushRun();
            word += QString::fromUcs4(&c, 1);
        } else {
            flushWord();
            flushRun();
        }
    }
    flushWord();
    flushRun();
    return result;
}

bool isStopword(const QString& term)
{
    static const QSet<QString> stopwords = [] {
        QSet<QString> set;
        const char* const words[] = {"a",    "an",   "the",  "of",  "to",   "in",   "on",    "at",    "by",
                                     "for",  "with", "from", "and", "or",   "but",  "is",    "are",   "was",
                                     "were", "be",   "been", "it",  "its",  "this", "that",  "these", "those",
                                     "as",   "do",   "does", "did", "can",  "will", "would", "has",   "have",
                                     "had",  "not",  "no",   "if",  "then", "than", "so",    "there", "which",
                                     "who",  "what", "der",  "die", "das",  "ein",  "eine",  "einen", "und",
                                     "oder", "ist",  "sind", "im",  "in",   "zu",   "mit",   "von",   "den",
                                     "dem",  "des",  "es",   "auf", "für",  "nicht"};
        for (const char* word : words)
            set.insert(QString::fromUtf8(word));
        return set;
    }();
    return stopwords.contains(term);
}

QStringList contentTerms(const QString& text)
{
    QStringList result = terms(text);
    result.removeIf([](const QString& term) { return isStopword(term); });
    return result;
}

QList<Sentence> sentences(const QString& text)
{
    QList<Sentence> result;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Sentence, text);
    qsizetype start = 0;
    while (true) {
        const qsizetype end = finder.toNextBoundary();
        if (end < 0)
            break;
        if (end > start) {
            const QString piece = text.mid(start, end - start);
            const QString trimmed = piece.trimmed();
            if (!trimmed.isEmpty()) {
                const qsizetype lead = piece.indexOf(trimmed.front());
                result.append(Sentence{start + lead, trimmed.size(), trimmed});
            }
        }
        start = end;
    }
    return result;
}

} // namespace goldset::text
