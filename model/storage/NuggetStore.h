#pragma once

#include "domain/Nugget.h"
#include "storage/StoreBase.h"

#include <QHash>

namespace goldset::storage {

// The one writer of the nugget table: a question's ground-truth nuggets, in order. Accepted
// nuggets are locked: edits, moves and deletes of one are refused until it is reopened
// (setStatus back to draft), so that a gold set's nuggets cannot change by a stray key.
class NuggetStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    QList<Nugget> forQuestion(RowId questionId) const;
    std::optional<Nugget> byId(RowId id) const;
    // Every nugget of the project, by question, in order.
    QHash<RowId, QList<Nugget>> all() const;
    qint64 count() const;
    // How many nuggets each question has (the Dataset page's column).
    QHash<RowId, int> countsByQuestion() const;
    // The same for these questions only (a page of the Dataset table).
    QHash<RowId, int> countsByQuestion(const QList<RowId>& questionIds) const;

    // Inserts at position `row` of the question's nuggets (-1: at the end); the id is chosen
    // when nugget.id is 0, else kept (undo of a delete brings the same row back).
    Result<RowId> insert(const Nugget& nugget, int row = -1);
    Status setText(RowId id, const QString& text);
    Status setImportance(RowId id, NuggetImportance importance);
    Status setStatus(RowId id, NuggetStatus status);
    Status remove(RowId id);
    // Puts the question's nuggets in this order (ids of that question, each once).
    Status setOrder(RowId questionId, const QList<RowId>& ids);
    // A question's nuggets proposed by a model, replacing its model-proposed drafts; refused
    // when the question has nuggets people wrote or accepted (they are never overwritten).
    Status replaceProposed(RowId questionId, const QList<Nugget>& proposed);

    // Nuggets from a file (an import): each one whose text the question lacks is added at the
    // end, with its importance and status; one it has takes the file's importance unless it is
    // locked. Nothing is deleted, so importing the same file twice changes nothing. Returns
    // how many were added.
    Result<int> mergeImported(RowId questionId, const QList<Nugget>& nuggets);

private:
    Status refuseLocked(RowId id) const;
};

// A hash of a question's nuggets' texts, in order: what a claim_correctness verdict was made
// against (a verdict made against other texts is stale).
QString nuggetsHash(const QList<Nugget>& nuggets);

} // namespace goldset::storage
