#include "commands/AddAnnotatorCommand.h"

#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"

#include <QCoreApplication>

namespace goldset::ui {

AddAnnotatorCommand::AddAnnotatorCommand(ProjectSession& session, const QString& name, AnnotatorRole role,
                                         ErrorHandler onError, QUndoCommand* parent)
    : QUndoCommand(parent), m_session(session), m_name(name.trimmed()), m_role(role),
      m_onError(std::move(onError))
{
    setText(QCoreApplication::translate("goldset::ui::AddAnnotatorCommand", "add annotator %1").arg(m_name));
}

void AddAnnotatorCommand::redo()
{
    storage::AnnotatorStore& annotators = m_session.project().annotators();
    if (annotators.byName(m_name)) {
        if (m_onError)
            m_onError(QCoreApplication::translate("goldset::ui::AddAnnotatorCommand",
                                                  "An annotator named %1 exists already.")
                          .arg(m_name));
        setObsolete(true);
        return;
    }
    auto created = annotators.ensure(m_name, m_role);
    if (!created) {
        if (m_onError)
            m_onError(created.error().toString());
        setObsolete(true);
        return;
    }
    m_id = *created;
    m_session.notifyChanged(ProjectSession::Change::Batches);
}

void AddAnnotatorCommand::undo()
{
    if (m_id == 0)
        return;
    if (Status removed = m_session.project().annotators().removeUnused(m_id); !removed) {
        if (m_onError)
            m_onError(removed.error().toString());
        return;
    }
    m_id = 0;
    m_session.notifyChanged(ProjectSession::Change::Batches);
}

} // namespace goldset::ui
