#include "commands/RenameRunCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"
#include "storage/RunStore.h"

#include <QCoreApplication>

namespace goldset::ui {

RenameRunCommand::RenameRunCommand(ProjectSession* session, RowId runId, const QString& oldName,
                                   const QString& newName)
    : m_session(session), m_runId(runId), m_oldName(oldName), m_newName(newName)
{
    setText(QCoreApplication::translate("RenameRunCommand", "Rename run %1 to %2").arg(oldName, newName));
}

void RenameRunCommand::redo()
{
    rename(m_newName);
}

void RenameRunCommand::undo()
{
    rename(m_oldName);
}

void RenameRunCommand::rename(const QString& name)
{
    const Status written = writeInTransaction(*m_session, [this, &name]() -> Status {
        return m_session->project().runs().renameRun(m_runId, name);
    });
    if (!written)
        setObsolete(true);
    else
        m_session->notifyChanged(ProjectSession::Change::Runs);
}

} // namespace goldset::ui
