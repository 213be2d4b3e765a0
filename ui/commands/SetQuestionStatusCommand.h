#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// Accept, reject or send back to draft one question.
class SetQuestionStatusCommand : public QUndoCommand
{
public:
    SetQuestionStatusCommand(ProjectSession* session, const Question& question, QuestionStatus newStatus);

    void redo() override;
    void undo() override;

private:
    void apply(QuestionStatus status);

    ProjectSession* m_session;
    RowId m_questionId;
    QuestionStatus m_oldStatus;
    QuestionStatus m_newStatus;
};

} // namespace goldset::ui
