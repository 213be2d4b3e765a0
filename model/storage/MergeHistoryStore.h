#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <QDateTime>

namespace goldset::storage {

// The durable history of batch packages merged back into a project: which package, when, for
// whom, how many labels were new, changed, in conflict (the project's newer value kept) or
// unchanged, and the changed and conflicting items themselves.
class MergeHistoryStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    struct Merge
    {
        RowId id = 0;
        RowId batchId = 0;
        QString annotator;
        QString package; // the package's file name
        QDateTime mergedAt;
        int inserted = 0;
        int changed = 0;
        int conflicts = 0;
        int unchanged = 0;
        QStringList changedItems;  // "item: old -> new"
        QStringList conflictItems; // the project's newer value was kept
    };

    Result<RowId> record(const Merge& merge, RowId annotatorId);
    QList<Merge> merges(RowId batchId) const; // oldest first
};

} // namespace goldset::storage
