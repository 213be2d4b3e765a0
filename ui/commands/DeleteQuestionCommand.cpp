#include "commands/DeleteQuestionCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"
#include "storage/LabelStore.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>

namespace goldset::ui {

DeleteQuestionCommand::DeleteQuestionCommand(ProjectSession* session, RowId questionId)
    : m_session(session), m_questionId(questionId)
{
    m_question = session->project().questions().byId(questionId);
    setText(QCoreApplication::translate("DeleteQuestionCommand", "Delete %1")
                .arg(m_question ? m_question->externalId : QString::number(questionId)));
}

void DeleteQuestionCommand::redo()
{
    if (!m_question) {
        setObsolete(true);
        return;
    }
    const Status written = writeInTransaction(*m_session, [this]() -> Status {
        // Read inside the transaction, so that what undo restores is what was deleted.
        m_labels = m_session->project().labels().labelsForQuestion(m_questionId);
        if (auto current = m_session->project().questions().byId(m_questionId))
            m_question = current;
        return m_session->project().questions().remove(m_questionId);
    });
    if (!written)
        setObsolete(true);
    else if (!m_labels.isEmpty())
        m_session->notifyChanged(ProjectSession::Change::Labels);
}

void DeleteQuestionCommand::undo()
{
    if (!m_question)
        return;
    const Status written = writeInTransaction(*m_session, [this]() -> Status {
        if (Status restored = m_session->project().questions().restore(*m_question); !restored)
            return restored;
        return m_session->project().labels().restoreLabels(m_labels);
    });
    if (!written)
        setObsolete(true);
    else if (!m_labels.isEmpty())
        m_session->notifyChanged(ProjectSession::Change::Labels);
}

} // namespace goldset::ui
