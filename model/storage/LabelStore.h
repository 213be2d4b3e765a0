#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

namespace goldset::storage {

// Graded relevance labels (question, chunk, annotator) -> grade 0..3.
class LabelStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    Status setLabel(RowId questionId, RowId chunkId, RowId annotatorId, int grade, const QString& note = {});
    Status removeLabel(RowId questionId, RowId chunkId, RowId annotatorId);
    std::optional<RelevanceLabel> label(RowId questionId, RowId chunkId, RowId annotatorId) const;
    // Every label of a question, with chunk external id and annotator name, ordered by chunk.
    QList<RelevanceLabel> labelsForQuestion(RowId questionId) const;
    QList<RelevanceLabel> all() const;
};

} // namespace goldset::storage
