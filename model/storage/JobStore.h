#pragma once

#include "storage/StoreBase.h"

#include <QHash>
#include <QSet>
#include <QString>

namespace goldset::storage {

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

    QSet<QString> doneKeys(const QString& job) const;
    QHash<QString, QString> errors(const QString& job) const; // item key -> error text
    Counts counts(const QString& job) const;
    QStringList jobs() const;

    Status markDone(const QString& job, const QString& itemKey);
    Status markError(const QString& job, const QString& itemKey, const QString& error);
    // Forgets a job's state, so that the next run does every item again.
    Status clear(const QString& job);

private:
    Status setState(const QString& job, const QString& itemKey, const QString& state, const QString& error);
};

} // namespace goldset::storage
