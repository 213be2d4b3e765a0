#include "monitor/ImportSteps.h"

#include "storage/InteractionStore.h"
#include "storage/Transaction.h"
#include "storage/WriteLockWait.h"

#include <QCoreApplication>

namespace goldset::monitor {

ImportSteps::ImportSteps(storage::Transaction& transaction, storage::InteractionStore& store,
                         QString projectPath, qint64 interactionsPerCommit)
    : m_transaction(transaction), m_store(store), m_projectPath(std::move(projectPath)),
      m_every(store.dialect().isServer() ? 0 : interactionsPerCommit)
{
}

QString ImportSteps::stepsLeftMessage()
{
    return QCoreApplication::translate("goldset::monitor",
                                       "the interactions already written in steps before could not be "
                                       "taken out again");
}

Status ImportSteps::beforeAdd()
{
    if (m_every <= 0 || ++m_inStep <= m_every)
        return {};
    if (Status finished = m_store.finish(); !finished)
        return finished;
    const auto added = m_store.takeAddedIds();
    if (!m_transaction.commit())
        return makeError(m_transaction.lastError(), m_projectPath);
    if (added)
        m_committed.append(*added);
    m_inStep = 1;
    // The import has begun: the next step waits for another process's write even with
    // --no-wait (a cancel still stops it, and the steps are taken out).
    const storage::WriteLockWait::KeepWaitingScope keepWaiting;
    if (!m_transaction.begin())
        return makeError(m_transaction.lastError(), m_projectPath);
    if (m_stepCheck)
        return m_stepCheck();
    return {};
}

Status ImportSteps::commit()
{
    if (!m_transaction.commit())
        return makeError(m_transaction.lastError(), m_projectPath);
    return {};
}

Error ImportSteps::undo(const Error& failure)
{
    m_transaction.rollback();
    // Asked for by a failure or a cancel: waiting for another process's write to end is not
    // given up, whatever --no-wait or the cancel say.
    const storage::WriteLockWait::KeepWaitingScope keepWaiting;
    const storage::WriteLockWait::CancelScope waitAnyway([] { return false; });
    // The last step first, each in a transaction of its own: the write-ahead log stays the size
    // of a step, and what is left at any moment is the first steps, with their days' numbers.
    while (!m_committed.isEmpty()) {
        Status undone = [this]() -> Status {
            if (!m_transaction.begin())
                return makeError(m_transaction.lastError());
            if (Status removed = m_store.removeAdded({m_committed.constLast()}); !removed)
                return removed;
            if (!m_transaction.commit())
                return makeError(m_transaction.lastError());
            return {};
        }();
        if (!undone) {
            m_transaction.rollback();
            Error error = failure;
            error.message +=
                QStringLiteral("; %1 (%2): %3")
                    .arg(stepsLeftMessage(), undone.error().message,
                         QCoreApplication::translate("goldset::monitor",
                                                     "importing the same files again completes the import"));
            return error;
        }
        m_committed.removeLast();
    }
    return failure;
}

} // namespace goldset::monitor
