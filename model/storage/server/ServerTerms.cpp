#include "storage/server/ServerTerms.h"

#include "text/SearchText.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <unordered_map>
#include <vector>

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
    // Each lexeme's place in `order`, where its positions are kept in the order first seen. The
    // keys view the lexemes kept there (a QString moved keeps its characters where they are;
    // constData() never copies them).
    std::unordered_map<std::u16string_view, qsizetype, LexemeHash> slot;
    slot.reserve(256);
    std::vector<std::pair<QString, QList<int>>> order;
    qint64 position = 0;
    auto add = [&](const QString& lexeme) {
        ++position;
        // UTF-8 takes at most 3 bytes per UTF-16 unit: only long lexemes need converting.
        if (lexeme.size() * 3 > kMaxLexemeBytes && lexeme.toUtf8().size() > kMaxLexemeBytes)
            return;
        const std::u16string_view key(reinterpret_cast<const char16_t*>(lexeme.constData()),
                                      std::size_t(lexeme.size()));
        auto it = slot.find(key);
        if (it == slot.end()) {
            order.emplace_back(lexeme, QList<int>());
            const QString& kept = order.back().first;
            it = slot.emplace(std::u16string_view(reinterpret_cast<const char16_t*>(kept.constData()),
                                                  std::size_t(kept.size())),
                              qsizetype(order.size() - 1))
                     .first;
        }
        QList<int>& at = order[std::size_t(it->second)].second;
        const int now = int(std::min<qint64>(position, kMaxPosition));
        if (at.size() < kMaxPositionsPerLexeme && (at.isEmpty() || at.constLast() != now))
            at.append(now);
    };
    forEachToken(body, add);
    forEachToken(cjk, [&](const QString& character) { add(QStringLiteral("cjk:") + character); });
    ServerTerms out;
    out.size = position;
    // Written in UTF-8 as it goes: one conversion per distinct lexeme (the text escapes only
    // ASCII, so escaping before or after the conversion is the same).
    out.distinct.reserve(order.size());
    bool loneSurrogate = false;
    for (const auto& [lexeme, at] : order) {
        QByteArray bytes = lexeme.toUtf8();
        if (!out.tsvector.isEmpty())
            out.tsvector += ' ';
        out.tsvector += '\'';
        for (const char c : std::as_const(bytes)) {
            if (c == '\\')
                out.tsvector += "\\\\";
            else if (c == '\'')
                out.tsvector += "''";
            else
                out.tsvector += c;
        }
        out.tsvector += "':";
        for (qsizetype i = 0; i < at.size(); ++i) {
            if (i > 0)
                out.tsvector += ',';
            out.tsvector += QByteArray::number(at[i]);
        }
        for (const QChar ch : lexeme)
            loneSurrogate = loneSurrogate || ch.isSurrogate();
        out.distinct.append(std::move(bytes));
    }
    // Two lexemes the same in UTF-8 are one on the server: only an unpaired surrogate (both
    // written as U+FFFD) makes two.
    if (loneSurrogate) {
        QSet<QByteArray> seen;
        out.distinct.removeIf([&seen](const QByteArray& bytes) {
            if (seen.contains(bytes))
                return true;
            seen.insert(bytes);
            return false;
        });
    }
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
