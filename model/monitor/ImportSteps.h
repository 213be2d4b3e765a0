#pragma once

#include "core/Result.h"

#include <QList>
#include <QString>
#include <functional>

namespace goldset::storage {
class InteractionStore;
class Transaction;
} // namespace goldset::storage

namespace goldset::monitor {

// The transactions of one import of production logs. On a project file, a huge import of the plain
// log commits every `interactionsPerCommit` interactions: SQLite's write-ahead log then stays the
// size of a step and is written over again, instead of growing to the size of the whole import and
// being copied into the file at its end (10 million interactions: 6 GB written twice, mostly to new
// file pages). When a step fails (a malformed line, a cancel, a full disk), the steps committed
// before are taken out again, so nothing is imported, as with one transaction; only a process
// killed between two steps leaves the steps before, which a later import of the same files
// completes. On a server the import is one transaction: PostgreSQL has no such log to keep small,
// and its ids are not one writer's contiguous range.
class ImportSteps
{
public:
    ImportSteps(storage::Transaction& transaction, storage::InteractionStore& store, QString projectPath,
                qint64 interactionsPerCommit);

    // Before each interaction is added: commits the step when it holds interactionsPerCommit.
    Status beforeAdd();
    // The last step, after everything was added and finished.
    Status commit();
    // After a failure (the current step rolled back): takes out the steps committed before.
    // The error is `failure`, with what could not be taken out when that failed too.
    Error undo(const Error& failure);

    // In undo()'s error when the steps could not be taken out.
    static QString stepsLeftMessage();
    // Run at the start of every step after the first: an error fails the import (what the
    // steps before rely on was changed by another process meanwhile).
    void setStepCheck(std::function<Status()> check) { m_stepCheck = std::move(check); }

private:
    storage::Transaction& m_transaction;
    storage::InteractionStore& m_store;
    QString m_projectPath;
    qint64 m_every;
    qint64 m_inStep = 0;
    QList<std::pair<qint64, qint64>> m_committed; // ids added by each committed step
    std::function<Status()> m_stepCheck;
};

} // namespace goldset::monitor
