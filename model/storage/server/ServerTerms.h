#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

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
};

} // namespace goldset::storage
