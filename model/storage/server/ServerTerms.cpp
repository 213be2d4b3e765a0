#include "storage/server/ServerTerms.h"

#include "text/SearchText.h"

#include <QHash>
#include <QList>

namespace goldset::storage {
namespace {

// PostgreSQL keeps positions 1..16383 and at most 256 of them per lexeme, and lexemes of up
// to 2047 bytes.
constexpr int kMaxPosition = 16383;
constexpr qsizetype kMaxPositionsPerLexeme = 256;
constexpr qsizetype kMaxLexemeBytes = 2047;

template <typename OnToken> void forEachToken(const QString& text, OnToken onToken)
{
    QString word;
    auto flush = [&] {
        if (!word.isEmpty())
            onToken(text::foldedLikeIndex(word));
        word.clear();
    };
    for (QChar ch : text) {
        if (ch.isLetterOrNumber() || ch.isMark() || ch.isSurrogate())
            word += ch;
        else
            flush();
    }
    flush();
}

} // namespace

QString ServerTerms::quoted(const QString& lexeme)
{
    QString out = lexeme;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    out.replace(QLatin1Char('\''), QLatin1String("''"));
    return QLatin1Char('\'') + out + QLatin1Char('\'');
}

ServerTerms ServerTerms::of(const QString& body, const QString& cjk)
{
    QHash<QString, QList<int>> positions;
    QStringList order;
    qint64 position = 0;
    auto add = [&](const QString& lexeme) {
        ++position;
        // UTF-8 takes at most 3 bytes per UTF-16 unit: only long lexemes need converting.
        if (lexeme.size() * 3 > kMaxLexemeBytes && lexeme.toUtf8().size() > kMaxLexemeBytes)
            return;
        auto it = positions.find(lexeme);
        if (it == positions.end()) {
            it = positions.insert(lexeme, {});
            order << lexeme;
        }
        const int at = int(std::min<qint64>(position, kMaxPosition));
        if (it->size() < kMaxPositionsPerLexeme && (it->isEmpty() || it->constLast() != at))
            it->append(at);
    };
    forEachToken(body, add);
    forEachToken(cjk, [&](const QString& character) { add(QStringLiteral("cjk:") + character); });
    ServerTerms out;
    out.size = position;
    QString text;
    for (const QString& lexeme : order) {
        if (!text.isEmpty())
            text += QLatin1Char(' ');
        text += quoted(lexeme) + QLatin1Char(':');
        const QList<int>& at = positions[lexeme];
        for (qsizetype i = 0; i < at.size(); ++i) {
            if (i > 0)
                text += QLatin1Char(',');
            text += QString::number(at[i]);
        }
    }
    out.tsvector = text.toUtf8();
    out.distinct = std::move(order);
    return out;
}

QStringList ServerTerms::lexemes(const QString& matchTerm)
{
    QString term = matchTerm.trimmed();
    QString prefix;
    if (term.startsWith(QLatin1String("cjk"))) {
        prefix = QStringLiteral("cjk:");
        term = term.mid(term.indexOf(QLatin1Char(':')) + 1).trimmed();
    }
    QStringList out;
    forEachToken(term, [&](const QString& lexeme) { out << prefix + lexeme; });
    return out;
}

QString ServerTerms::tsquery(const QString& matchTerm)
{
    QStringList parts;
    for (const QString& lexeme : lexemes(matchTerm))
        parts << quoted(lexeme);
    if (parts.size() > 1)
        return QLatin1Char('(') + parts.join(QLatin1String(" <-> ")) + QLatin1Char(')');
    return parts.value(0);
}

} // namespace goldset::storage
