#include "commands/EditQuestionCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>

namespace goldset::ui {

EditQuestionCommand::EditQuestionCommand(ProjectSession* session, const Question& question,
                                         const QString& newText, const QString& newGroundTruth)
    : m_session(session), m_questionId(question.id), m_oldText(question.text),
      m_oldGroundTruth(question.groundTruth), m_newText(newText), m_newGroundTruth(newGroundTruth)
{
    setText(QCoreApplication::translate("EditQuestionCommand", "Edit %1").arg(question.externalId));
}

void EditQuestionCommand::redo()
{
    apply(m_newText, m_newGroundTruth);
}

void EditQuestionCommand::undo()
{
    apply(m_oldText, m_oldGroundTruth);
}

void EditQuestionCommand::apply(const QString& text, const QString& groundTruth)
{
    const Status written = writeInTransaction(*m_session, [this, &text, &groundTruth] {
        return m_session->project().questions().setText(m_questionId, text, groundTruth);
    });
    if (!written)
        setObsolete(true);
}

} // namespace goldset::ui
