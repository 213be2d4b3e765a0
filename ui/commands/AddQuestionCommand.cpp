#include "commands/AddQuestionCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>

namespace goldset::ui {

AddQuestionCommand::AddQuestionCommand(ProjectSession* session, const QString& externalId,
                                       const QString& text, const QString& groundTruth)
    : m_session(session)
{
    m_question.externalId = externalId;
    m_question.text = text;
    m_question.groundTruth = groundTruth;
    m_question.origin = QuestionOrigin::Manual;
    m_question.status = QuestionStatus::Draft;
    setText(QCoreApplication::translate("AddQuestionCommand", "Add %1").arg(externalId));
}

void AddQuestionCommand::redo()
{
    const Status written = writeInTransaction(*m_session, [this]() -> Status {
        storage::QuestionStore& questions = m_session->project().questions();
        if (m_question.id != 0)
            return questions.restore(m_question);
        auto id = questions.upsert(m_question);
        if (!id)
            return id.error();
        m_question.id = *id;
        // Read back with the times the store gave it, so that redo restores exactly that.
        if (auto stored = questions.byId(*id))
            m_question = *stored;
        return {};
    });
    if (!written)
        setObsolete(true);
}

void AddQuestionCommand::undo()
{
    if (m_question.id == 0)
        return;
    const Status written = writeInTransaction(
        *m_session, [this]() -> Status { return m_session->project().questions().remove(m_question.id); });
    if (!written)
        setObsolete(true);
}

} // namespace goldset::ui
