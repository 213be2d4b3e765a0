#include "text/SearchText.h"

#include <QStringList>

namespace goldset::text {

bool isCjk(char32_t c)
{
    return (c >= 0x3040 && c <= 0x30FF)       // Hiragana, Katakana
           || (c >= 0x3400 && c <= 0x4DBF)    // CJK extension A
           || (c >= 0x4E00 && c <= 0x9FFF)    // CJK unified ideographs
           || (c >= 0xAC00 && c <= 0xD7AF)    // Hangul syllables
           || (c >= 0xF900 && c <= 0xFAFF)    // compatibility ideographs
           || (c >= 0xFF66 && c <= 0xFF9D)    // half-width Katakana
           || (c >= 0x20000 && c <= 0x2FA1F); // extensions B..F, supplement
}

namespace {

// Splits text into pieces: CJK runs (as lists of code points) and everything else verbatim.
template <typename OnOther, typename OnCjkRun>
void forEachPiece(const QString& text, OnOther onOther, OnCjkRun onCjkRun)
{
    const QList<uint> codePoints = text.toUcs4();
    QList<char32_t> run;
    QString other;
    auto flushRun = [&] {
        if (!run.isEmpty())
            onCjkRun(run);
        run.clear();
    };
    auto flushOther = [&] {
        if (!other.isEmpty())
            onOther(other);
        other.clear();
    };
    for (uint cp : codePoints) {
        const auto c = static_cast<char32_t>(cp);
        if (isCjk(c)) {
            flushOther();
            run.append(c);
        } else {
            flushRun();
            other += QString::fromUcs4(&c, 1);
        }
    }
    flushRun();
    flushOther();
}

QStringList bigrams(const QList<char32_t>& run)
{
    QStringList result;
    if (run.size() == 1) {
        result.append(QString::fromUcs4(run.constData(), 1));
        return result;
    }
    for (qsizetype i = 0; i + 1 < run.size(); ++i)
        result.append(QString::fromUcs4(run.constData() + i, 2));
    return result;
}

} // namespace

QString indexableText(const QString& text)
{
    QString out;
    out.reserve(text.size() * 2);
    forEachPiece(
        text, [&](const QString& other) { out += other; },
        [&](const QList<char32_t>& run) {
            // A lone character has no bigram: the cjk column has it.
            if (run.size() < 2)
                return;
            out += QLatin1Char(' ');
            out += bigrams(run).join(QLatin1Char(' '));
            out += QLatin1Char(' ');
        });
    return out;
}

QString indexableCjkCharacters(const QString& text)
{
    QString out;
    forEachPiece(
        text, [](const QString&) {},
        [&](const QList<char32_t>& run) {
            for (char32_t c : run) {
                if (!out.isEmpty())
                    out += QLatin1Char(' ');
                out += QString::fromUcs4(&c, 1);
            }
        });
    return out;
}

QStringList matchTerms(const QString& query)
{
    QStringList terms;
    forEachPiece(
        query,
        [&](const QString& other) {
            QString word;
            auto flush = [&] {
                if (!word.isEmpty())
                    terms.append(QLatin1Char('"') + word + QLatin1Char('"'));
                word.clear();
            };
            for (QChar ch : other) {
                if (ch.isLetterOrNumber() || ch.isMark())
                    word += ch;
                else
                    flush();
            }
            flush();
        },
        [&](const QList<char32_t>& run) {
            // One character: the characters column, wherever it stands in a run.
            const QString column = run.size() == 1 ? QStringLiteral("cjk : ") : QString();
            terms.append(column + QLatin1Char('"') + bigrams(run).join(QLatin1Char(' ')) + QLatin1Char('"'));
        });
    terms.removeDuplicates();
    return terms;
}

QString joinAnyTerms(const QStringList& terms)
{
    return terms.join(QLatin1String(" OR "));
}

QString matchExpression(const QString& query)
{
    return matchTerms(query).join(QLatin1String(" AND "));
}

QString matchAnyExpression(const QString& query)
{
    return matchTerms(query).join(QLatin1String(" OR "));
}

} // namespace goldset::text
