#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// Adds a question written by hand (Insert on the Dataset page): a draft of origin manual.
// Undo deletes it; redo puts it back under the same row id.
class AddQuestionCommand : public QUndoCommand
{
public:
    AddQuestionCommand(ProjectSession* session, const QString& externalId, const QString& text,
                       const QString& groundTruth);

    void redo() override;
    void undo() override;

    RowId questionId() const { return m_question.id; }

private:
    ProjectSession* m_session;
    Question m_question;
};

} // namespace goldset::ui
