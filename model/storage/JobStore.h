#pragma once

#include "storage/StoreBase.h"

#include <QHash>
#include <QSet>
#include <QString>

namespace goldset::storage {

// The tokens a server reported for a job item's requests, summed over every attempt and every
// run of the job (an item that failed and was done later cost both times).
struct JobItemCost
{
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
};

// Per-item state of resumable jobs ("generate:<model>", "judge:<run>:<model>"): an item is
// done or failed with an error text; an item without a row has not been tried. A job's item
// is marked done in the same transaction that writes its results, so a cancelled or crashed
// job never leaves an item half-written, and the next run picks up what is not done.
class JobStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    struct Counts
    {
        qint64 done = 0;
        qint64 errors = 0;
    };

    using ItemCost = JobItemCost;

    QSet<QString> doneKeys(const QString& job) const;
    ItemCost cost(const QString& job) const; // over all its items
    ItemCost itemCost(const QString& job, const QString& itemKey) const;
    QString note(const QString& job, const QString& itemKey) const;
    QHash<QString, QString> errors(const QString& job) const; // item key -> error text
    Counts counts(const QString& job) const;
    QStringList jobs() const;

    Status markDone(const QString& job, const QString& itemKey, const ItemCost& cost = {},
                    const QString& note = {});
    Status markError(const QString& job, const QString& itemKey, const QString& error,
                     const ItemCost& cost = {});
    // Forgets a job's state, so that the next run does every item again.
    Status clear(const QString& job);

private:
    Status setState(const QString& job, const QString& itemKey, const QString& state, const QString& error,
                    const ItemCost& cost, const QString& note);
};

} // namespace goldset::storage
