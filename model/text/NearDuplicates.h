#pragma once

#include "domain/Entities.h"

#include <QList>
#include <QPair>

namespace goldset::text {

// Pairs of questions that say the same thing: the Jaccard similarity of their term sets
// (text::terms: lower-case word unigrams and CJK bigrams) is at least the threshold. Generated
// questions often repeat one another ("What is the return window?" / "What is the return
// window") and the Dataset page flags them. Pairs are (smaller row id, larger row id), sorted.
// Candidate pairs come from an inverted index, so unrelated questions are never compared.
QList<QPair<RowId, RowId>> nearDuplicates(const QList<Question>& questions, double threshold = 0.8);

// The Jaccard similarity of two texts' term sets; 0 when both have no terms.
double termJaccard(const QString& a, const QString& b);

} // namespace goldset::text
