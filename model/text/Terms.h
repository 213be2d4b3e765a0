#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace goldset::text {

// Terms for comparing short texts (near-duplicate questions, lexical evidence): lower-case
// word unigrams, and CJK runs as overlapping character bigrams (a lone CJK character stays a
// unigram), because Chinese and Japanese do not separate words with spaces.
QStringList terms(const QString& text);

// Function words of English and German that say nothing about content ("the", "der", ...).
bool isStopword(const QString& term);
// terms() without stop words.
QStringList contentTerms(const QString& text);

struct Sentence
{
    qsizetype start = 0; // offset in the text, in UTF-16 units
    qsizetype length = 0;
    QString text; // trimmed
};
// Sentences by Unicode rules (QTextBoundaryFinder), empty ones left out.
QList<Sentence> sentences(const QString& text);

} // namespace goldset::text
