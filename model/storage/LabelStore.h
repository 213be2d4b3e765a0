#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <QHash>

namespace goldset::storage {

// Graded relevance labels (question, chunk, annotator) -> grade 0..3: the only writer of the
// relevance_label table, for edits and imports alike.
class LabelStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // A person's edit: grade and note, the file's grade forgotten.
    Status setLabel(RowId questionId, RowId chunkId, RowId annotatorId, int grade, const QString& note = {});
    // An imported label: the note is kept; `sourceGrade` is the grade of the file when it was on
    // another scale (kept beside `grade`). An unchanged label is left untouched.
    Status setImportedLabel(RowId questionId, RowId chunkId, RowId annotatorId, int grade,
                            std::optional<qint64> sourceGrade);
    Status removeLabel(RowId questionId, RowId chunkId, RowId annotatorId);
    std::optional<RelevanceLabel> label(RowId questionId, RowId chunkId, RowId annotatorId) const;
    // Every label of a question, with chunk external id and annotator name, ordered by chunk.
    QList<RelevanceLabel> labelsForQuestion(RowId questionId) const;
    QList<RelevanceLabel> all() const;

    // Per question, how many chunks are gold-relevant: gold grade >= 1, where the gold grade is
    // the adjudicated grade, else the median of the labels. Questions without one are left out.
    // An empty list asks for every question.
    QHash<RowId, int> goldChunkCounts(const QList<RowId>& questionIds = {}) const;
    // Puts labels back with their former ids (undo of a question delete).
    Status restoreLabels(const QList<RelevanceLabel>& labels);
};

} // namespace goldset::storage
