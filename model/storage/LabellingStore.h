#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <QSet>

namespace goldset::storage {

// The reads of the labelling page that no other store offers, each one indexed query per
// question, so that moving to the next question never scans a table.
// Construct on a project's connection: LabellingStore store(project.connection()).
class LabellingStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    struct RunResult
    {
        RowId runId = 0;
        QString runName;
        RowId chunkId = 0;
        QString chunkExternalId;
        double score = 0;
    };
    // Each run's best `depth` retrievals for one question by score, plus any that tie with the
    // last of them (runs in time order; within a run in no particular order), read through the
    // (run, question, score) index run by run.
    QList<RunResult> runResults(RowId questionId, int depth) const;

    // A chunk with the title of its document, for showing a candidate.
    struct ChunkCard
    {
        Chunk chunk;
        QString documentTitle;
        QString documentExternalId;
    };
    QList<ChunkCard> chunkCards(const QList<RowId>& chunkIds) const; // in the order asked

    // Questions the annotator has given at least one label to.
    QSet<RowId> questionsLabelledBy(RowId annotatorId) const;
    // Questions in the annotator's relevance batches (assignment items are question ids).
    QList<RowId> assignedQuestions(RowId annotatorId) const;
};

} // namespace goldset::storage
