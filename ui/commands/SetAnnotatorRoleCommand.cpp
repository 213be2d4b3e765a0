#include "commands/SetAnnotatorRoleCommand.h"

#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"

#include <QCoreApplication>

namespace goldset::ui {

SetAnnotatorRoleCommand::SetAnnotatorRoleCommand(ProjectSession& session, const Annotator& annotator,
                                                 AnnotatorRole role, ErrorHandler onError,
                                                 QUndoCommand* parent)
    : QUndoCommand(parent), m_session(session), m_id(annotator.id), m_before(annotator.role), m_after(role),
      m_onError(std::move(onError))
{
    setText(role == AnnotatorRole::Lead
                ? QCoreApplication::translate("goldset::ui::SetAnnotatorRoleCommand", "make %1 a lead")
                      .arg(annotator.name)
                : QCoreApplication::translate("goldset::ui::SetAnnotatorRoleCommand", "make %1 an annotator")
                      .arg(annotator.name));
}

bool SetAnnotatorRoleCommand::apply(AnnotatorRole role)
{
    const Status written = m_session.project().annotators().setRole(m_id, role);
    if (!written && m_onError)
        m_onError(written.error().toString());
    m_session.notifyChanged(ProjectSession::Change::Batches);
    return written.ok();
}

void SetAnnotatorRoleCommand::redo()
{
    if (!apply(m_after))
        setObsolete(true);
}

void SetAnnotatorRoleCommand::undo()
{
    apply(m_before);
}

} // namespace goldset::ui
