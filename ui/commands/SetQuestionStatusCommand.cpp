#include "commands/SetQuestionStatusCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>

namespace goldset::ui {

namespace {
QString commandText(QuestionStatus status, const QString& externalId)
{
    switch (status) {
    case QuestionStatus::Accepted:
        return QCoreApplication::translate("SetQuestionStatusCommand", "Accept %1").arg(externalId);
    case QuestionStatus::Rejected:
        return QCoreApplication::translate("SetQuestionStatusCommand", "Reject %1").arg(externalId);
    case QuestionStatus::Draft:
        return QCoreApplication::translate("SetQuestionStatusCommand", "Back to Draft %1").arg(externalId);
    }
    return {};
}
} // namespace

SetQuestionStatusCommand::SetQuestionStatusCommand(ProjectSession* session, const Question& question,
                                                   QuestionStatus newStatus)
    : m_session(session), m_questionId(question.id), m_oldStatus(question.status), m_newStatus(newStatus)
{
    setText(commandText(newStatus, question.externalId));
}

void SetQuestionStatusCommand::redo()
{
    apply(m_newStatus);
}

void SetQuestionStatusCommand::undo()
{
    apply(m_oldStatus);
}

void SetQuestionStatusCommand::apply(QuestionStatus status)
{
    const Status written = writeInTransaction(*m_session, [this, status] {
        return m_session->project().questions().setStatus(m_questionId, status);
    });
    if (!written)
        setObsolete(true);
}

} // namespace goldset::ui
