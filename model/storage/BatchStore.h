#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <QDateTime>
#include <QMap>

namespace goldset::storage {

// Batches of work for annotators and their assignments. An item is a question (relevance: the
// annotator grades its candidate chunks) or a claim (claims: the annotator gives a verdict).
// Also the timestamp-aware merges that importing a returned batch package needs.
class BatchStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    struct Batch
    {
        RowId id = 0;
        QString name;
        QString kind; // "relevance" or "claims"
        int overlap = 1;
        qint64 seed = 0;
        QDateTime createdAt;
        // On a server, its annotators read neither the others' work nor the judge's verdicts
        // on its items (row-level security, storage/server/ServerRoles).
        bool blind = true;
    };

    struct Assignment
    {
        RowId id = 0;
        RowId batchId = 0;
        RowId annotatorId = 0;
        QString annotatorName;
        QString status;       // "assigned", "in progress", "submitted"
        QDateTime exportedAt; // invalid when never exported
        QDateTime returnedAt;
        qint64 items = 0;
        qint64 labelled = 0; // items with at least one label (relevance) or a review (claims)
        // status: "submitted" once marked so (setStatus); else derived from the work done:
        // "in progress" with one item labelled, "assigned" before.
    };

    // Creates the batch and one assignment per annotator with its items, in one transaction.
    Result<RowId> create(const Batch& batch, const QMap<RowId, QList<RowId>>& itemsByAnnotator);
    // Deletes the batch with its assignments and their item lists (undo of creating it). Labels
    // and reviews belong to the annotators, not to the batch, and stay.
    Status remove(RowId batchId);
    std::optional<Batch> byName(const QString& name) const;
    QList<Batch> all() const;                           // by creation
    QList<Assignment> assignments(RowId batchId) const; // by annotator name
    std::optional<Assignment> assignment(RowId batchId, RowId annotatorId) const;
    QList<RowId> items(RowId assignmentId) const;
    // Items of that kind already in some batch, so that a new batch can leave them out.
    QList<RowId> assignedItems(const QString& kind) const;

    Status setStatus(RowId assignmentId, const QString& status);
    Status markExported(RowId assignmentId, const QDateTime& when);
    Status markReturned(RowId assignmentId, const QDateTime& when);

    // A label or review as it travels between project files, with its last change time.
    struct LabelRecord
    {
        QString questionExternalId;
        QString chunkExternalId;
        int grade = 0;
        QString note;
        QDateTime updatedAt;
    };
    struct ReviewRecord
    {
        QString runName;
        QString questionExternalId;
        int ordinal = 0;
        QString verdict;
        QString note;
        bool blind = false;
        QDateTime updatedAt;
        QString judgeModel; // with the text, the claim's key; the ordinal only when no text
        QString claimText;
    };
    enum class Merge
    {
        Inserted,
        Updated,
        Unchanged,
        KeptNewer
    };

    // Every label / review of one annotator (optionally only on these questions / claims).
    QList<LabelRecord> labelsOf(RowId annotatorId) const;
    QList<ReviewRecord> reviewsOf(RowId annotatorId) const;
    // Writes the record unless the project holds the same values or a newer change; keeps the
    // record's own updated_at. Unknown question, chunk or claim keys are an error.
    Result<Merge> mergeLabel(RowId annotatorId, const LabelRecord& record);
    Result<Merge> mergeReview(RowId annotatorId, const ReviewRecord& record);
    // The claim a review record is about: by run, question, judge and text (ordinal if no text).
    std::optional<RowId> claimFor(const ReviewRecord& record) const;
    // The claim of a (run name, question external id, ordinal) natural key.
    std::optional<RowId> claimId(const QString& runName, const QString& questionExternalId,
                                 int ordinal) const;
};

} // namespace goldset::storage
