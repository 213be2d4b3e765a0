#include "commands/DeleteRunCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"
#include "storage/RunStore.h"

#include <QCoreApplication>

namespace goldset::ui {

DeleteRunCommand::DeleteRunCommand(ProjectSession* session, RowId runId, const QString& name)
    : m_session(session), m_runId(runId)
{
    setText(QCoreApplication::translate("DeleteRunCommand", "Delete run %1").arg(name));
}

void DeleteRunCommand::redo()
{
    const Status written = writeInTransaction(*m_session, [this]() -> Status {
        // Read inside the transaction, so that what undo restores is what was deleted.
        auto rows = storage::RunRows::take(m_session->project().connection(), m_runId);
        if (!rows)
            return rows.error();
        m_rows = std::move(*rows);
        return m_session->project().runs().removeRun(m_runId);
    });
    if (!written)
        setObsolete(true);
    else
        m_session->notifyChanged(ProjectSession::Change::Runs);
}

void DeleteRunCommand::undo()
{
    if (!m_rows)
        return;
    const Status written = writeInTransaction(
        *m_session, [this]() -> Status { return m_rows->restore(m_session->project().connection()); });
    if (!written)
        setObsolete(true);
    else
        m_session->notifyChanged(ProjectSession::Change::Runs);
}

} // namespace goldset::ui
