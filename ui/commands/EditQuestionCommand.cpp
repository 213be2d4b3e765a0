#include "commands/EditQuestionCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>

namespace goldset::ui {

EditQuestionCommand::EditQuestionCommand(ProjectSession* session, const Question& question,
                                         const QString& newText, const QString& newGroundTruth)
    : m_session(session), m_questionId(question.id), m_oldText(question.text),
      m_oldGroundTruth(question.groundTruth), m_newText(newText), m_newGroundTruth(newGroundTruth),
      m_version(question.rowVersion)
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
    const Status written = writeInTransaction(*m_session, [this, &text, &groundTruth]() -> Status {
        auto version = m_session->project().questions().setText(m_questionId, m_version, text, groundTruth);
        if (!version)
            return version.error();
        m_version = *version;
        return {};
    });
    if (!written) {
        // Another writer's version stays (the failure was reported); the stack drops this
        // command, and the views read the question again.
        setObsolete(true);
        m_session->notifyChanged(ProjectSession::Change::Questions);
    }
}

} // namespace goldset::ui
