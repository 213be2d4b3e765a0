#include "commands/PromoteInteractionCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"

#include <QCoreApplication>

namespace goldset::ui {

PromoteInteractionCommand::PromoteInteractionCommand(ProjectSession* session, qint64 interactionId)
    : m_session(session), m_interactionId(interactionId)
{
    setText(QCoreApplication::translate("PromoteInteractionCommand", "Promote interaction %1 to a question")
                .arg(interactionId));
}

void PromoteInteractionCommand::redo()
{
    const Status written = writeInTransaction(*m_session, [this]() -> Status {
        auto promoted = monitor::promoteInteraction(m_session->project(), m_interactionId);
        if (!promoted)
            return promoted.error();
        m_result = *promoted;
        return {};
    });
    if (!written)
        setObsolete(true);
}

void PromoteInteractionCommand::undo()
{
    if (!m_result)
        return;
    const Status written = writeInTransaction(
        *m_session, [this]() -> Status { return monitor::undoPromotion(m_session->project(), *m_result); });
    if (!written)
        setObsolete(true);
}

} // namespace goldset::ui
