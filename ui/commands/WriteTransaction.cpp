#include "commands/WriteTransaction.h"

#include "shell/ProjectSession.h"
#include "storage/Transaction.h"

namespace goldset::ui {

Status writeInTransaction(ProjectSession& session, const std::function<Status()>& write)
{
    Status result;
    {
        storage::Transaction transaction(session.project().connection());
        if (!transaction.begin()) {
            result = makeError(transaction.lastError());
        } else if (Status written = write(); !written) {
            result = written; // the transaction rolls back on leaving the scope
        } else if (!transaction.commit()) {
            result = makeError(transaction.lastError());
        }
    }
    if (!result) {
        qWarning("Goldset: a change could not be saved: %s", qPrintable(result.error().toString()));
        session.reportWriteFailure(result.error().toString());
    } else
        session.notifyChanged(ProjectSession::Change::Questions);
    return result;
}

} // namespace goldset::ui
