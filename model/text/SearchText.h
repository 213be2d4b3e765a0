#pragma once

#include <QString>
#include <QStringList>

namespace goldset::text {

// Text as the full-text index sees it. FTS5's unicode61 tokenizer splits on spaces and
// punctuation only, so a run of Chinese or Japanese characters would be one huge token. The
// index has two columns: `body`, where such runs become overlapping character bigrams
// ("客服热线" -> "客服 服热 热线"), which makes CJK text searchable at unicode61's speed instead of
// the trigram tokenizer's, and `cjk`, every CJK character alone ("客 服 热 线"), so that a
// one-character search is one term wherever the character stands (a prefix query over the
// bigrams would miss a run's last character, and merges thousands of posting lists).
struct IndexTexts
{
    QString body; // the `body` column
    QString cjk;  // the `cjk` column
};
IndexTexts indexTexts(const QString& text); // both columns in one pass
QString indexableText(const QString& text);
QString indexableCjkCharacters(const QString& text);

// An FTS5 MATCH expression for a user's query: every term must occur (AND); a CJK run becomes
// a phrase of its bigrams. Quotes in the input are neutralised, so no query is a syntax error.
// Empty when the query has no searchable term.
QString matchExpression(const QString& query);
// The same terms joined with OR, for ranking chunks that share any of a question's words.
QString matchAnyExpression(const QString& query);
// The quoted terms of a query as MATCH expressions use them: a word is "word", a CJK run is a
// phrase of its bigrams ("客服 服热"), a single CJK character a term of the cjk column
// (cjk : "客").
QStringList matchTerms(const QString& query);
QString joinAnyTerms(const QStringList& terms); // with OR

bool isCjk(char32_t codePoint);

// A word as the index stores it: unicode61 folds case and (remove_diacritics 2) strips the
// accents of Latin letters; CJK characters are left alone.
QString foldedLikeIndex(const QString& word);

} // namespace goldset::text
