#include "text/SearchText.h"

#include <QStringList>
#include <QVarLengthArray>
#include <algorithm>
#include <vector>

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

// A run of CJK code points (short: the text between two non-CJK characters).
using CjkRun = QVarLengthArray<char32_t, 64>;

void appendCodePoint(QString& out, char32_t c)
{
    if (QChar::requiresSurrogates(c)) {
        out += QChar(QChar::highSurrogate(c));
        out += QChar(QChar::lowSurrogate(c));
    } else {
        out += QChar(static_cast<char16_t>(c));
    }
}

// Splits text into pieces: CJK runs (as code points) and everything else, as views of the
// text. Indexing calls this for every chunk: it allocates nothing per character.
template <typename OnOther, typename OnCjkRun>
void forEachPiece(QStringView text, OnOther onOther, OnCjkRun onCjkRun)
{
    CjkRun run;
    qsizetype otherStart = -1;
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size;) {
        char32_t c = text[i].unicode();
        if (c < 0x3040) { // the common case: neither CJK nor a surrogate
            if (!run.isEmpty())
                onCjkRun(run);
            run.clear();
            if (otherStart < 0)
                otherStart = i;
            ++i;
            continue;
        }
        qsizetype length = 1;
        if (QChar::isHighSurrogate(c) && i + 1 < size && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            length = 2;
        } else if (QChar::isSurrogate(c)) {
            c = QChar::ReplacementCharacter; // as QString::toUcs4 reads a lone surrogate
        }
        if (isCjk(c)) {
            if (otherStart >= 0)
                onOther(text.mid(otherStart, i - otherStart));
            otherStart = -1;
            run.append(c);
        } else {
            if (!run.isEmpty())
                onCjkRun(run);
            run.clear();
            if (otherStart < 0)
                otherStart = i;
        }
        i += length;
    }
    if (!run.isEmpty())
        onCjkRun(run);
    if (otherStart >= 0)
        onOther(text.mid(otherStart));
}

// "ab bc cd" for the run abcd; the character itself for a run of one.
void appendBigrams(QString& out, const CjkRun& run)
{
    if (run.size() == 1) {
        appendCodePoint(out, run[0]);
        return;
    }
    for (qsizetype i = 0; i + 1 < run.size(); ++i) {
        if (i > 0)
            out += QLatin1Char(' ');
        appendCodePoint(out, run[i]);
        appendCodePoint(out, run[i + 1]);
    }
}

} // namespace

IndexTexts indexTexts(const QString& text)
{
    // Most corpora have no CJK at all: then the body is the text itself (shared, not copied).
    const bool maybeCjk =
        std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() >= 0x3040; });
    if (!maybeCjk)
        return {text, {}};
    IndexTexts out;
    out.body.reserve(text.size() * 2);
    forEachPiece(
        text, [&](QStringView other) { out.body += other; },
        [&](const CjkRun& run) {
            for (char32_t c : run) {
                if (!out.cjk.isEmpty())
                    out.cjk += QLatin1Char(' ');
                appendCodePoint(out.cjk, c);
            }
            // A lone character has no bigram: the cjk column has it.
            if (run.size() < 2)
                return;
            out.body += QLatin1Char(' ');
            appendBigrams(out.body, run);
            out.body += QLatin1Char(' ');
        });
    return out;
}

QString indexableText(const QString& text)
{
    return indexTexts(text).body;
}

QString indexableCjkCharacters(const QString& text)
{
    return indexTexts(text).cjk;
}

QStringList matchTerms(const QString& query)
{
    QStringList terms;
    forEachPiece(
        query,
        [&](QStringView other) {
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
        [&](const CjkRun& run) {
            // One character: the characters column, wherever it stands in a run.
            QString term = run.size() == 1 ? QStringLiteral("cjk : \"") : QStringLiteral("\"");
            appendBigrams(term, run);
            terms.append(term + QLatin1Char('"'));
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

namespace {

constexpr char16_t kFoldedBelow = 0x2000;

// What each character below U+2000 folds to: its canonical decomposition without the
// non-spacing marks, in lower case. Made once: `project copy` folded every word of every chunk
// one character at a time through QString::normalized (bench_copy).
const std::vector<QString>& foldedCharacters()
{
    static const std::vector<QString> table = [] {
        std::vector<QString> folded(kFoldedBelow);
        for (char16_t c = 0; c < kFoldedBelow; ++c) {
            for (QChar part : QString(QChar(c)).normalized(QString::NormalizationForm_D))
                if (part.category() != QChar::Mark_NonSpacing)
                    folded[c] += part.toLower();
        }
        return folded;
    }();
    return table;
}

} // namespace

QString foldedLikeIndex(const QString& word)
{
    const std::vector<QString>& table = foldedCharacters();
    QString folded;
    folded.reserve(word.size());
    for (QChar ch : word) {
        if (ch.unicode() >= kFoldedBelow)
            folded += ch;
        else
            folded += table[ch.unicode()];
    }
    return folded;
}

QString matchAnyExpression(const QString& query)
{
    return matchTerms(query).join(QLatin1String(" OR "));
}

} // namespace goldset::text
