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
    if (!m_transaction.begin())
        return makeError(m_transaction.lastError(), m_projectPath);
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
    if (m_committed.isEmpty())
        return failure;
    Status undone = [this]() -> Status {
        // A cancel asked for this: waiting for another process's write to end is not given up.
        const storage::WriteLockWait::CancelScope waitAnyway([] { return false; });
        if (!m_transaction.begin())
            return makeError(m_transaction.lastError());
        if (Status removed = m_store.removeAdded(m_committed); !removed)
            return removed;
        if (!m_transaction.commit())
            return makeError(m_transaction.lastError());
        return {};
    }();
    if (undone) {
        m_committed.clear();
        return failure;
    }
    Error error = failure;
    error.message += QStringLiteral("; %1 (%2): %3")
                         .arg(stepsLeftMessage(), undone.error().message,
                              QCoreApplication::translate(
                                  "goldset::monitor", "importing the same files again completes the import"));
    return error;
}

} // namespace goldset::monitor
