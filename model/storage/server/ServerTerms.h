#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace goldset::storage {

// The full-text index of a project on a server holds, per chunk, the terms FTS5's unicode61
// tokenizer makes of the two index texts (text::indexTexts: words, CJK bigrams, and in a
// column of their own the single CJK characters, here prefixed "cjk:") as a tsvector with
// their positions, and their count (BM25's document length). Searches give the same terms as
// tsquery text.
struct ServerTerms
{
    QByteArray tsvector;        // tsvector input text
    qint64 size = 0;            // the number of terms, as FTS5 counts a row's tokens
    QList<QByteArray> distinct; // its lexemes in UTF-8, each once (what ts_stat counts a chunk for)

    static ServerTerms of(const QString& body, const QString& cjk);
    // A MATCH term of text::matchTerms ("word", "ab bc", cjk : "x") as tsquery text
    // ('word', 'ab' <-> 'bc', 'cjk:x'); empty when it has no term.
    static QString tsquery(const QString& matchTerm);
    // The lexemes a MATCH term stands for (one, or a phrase's).
    static QStringList lexemes(const QString& matchTerm);
    // A lexeme quoted for tsvector or tsquery input.
    static QString quoted(const QString& lexeme);

    // FNV-1a, for the hash tables that count lexemes: each is looked up once per token or per
    // chunk, and Qt's seeded hash was a third of the terms' time in `project copy` (bench_copy).
    struct LexemeHash
    {
        template <typename Unit> static std::size_t of(const Unit* units, std::size_t count) noexcept
        {
            std::uint64_t hash = 14695981039346656037ULL;
            for (std::size_t i = 0; i < count; ++i) {
                hash ^= std::uint64_t(units[i]);
                hash *= 1099511628211ULL;
            }
            return std::size_t(hash);
        }
        std::size_t operator()(std::u16string_view text) const noexcept
        {
            return of(text.data(), text.size());
        }
        std::size_t operator()(const QByteArray& utf8) const noexcept
        {
            return of(reinterpret_cast<const unsigned char*>(utf8.constData()), std::size_t(utf8.size()));
        }
    };
};

} // namespace goldset::storage
