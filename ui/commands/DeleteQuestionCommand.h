#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// Deletes one question with its relevance labels; undo puts both back under their former row
// ids. Results of runs for the question (retrievals, answers, claims) go with it and are
// not restored: the confirmation says so.
class DeleteQuestionCommand : public QUndoCommand
{
public:
    DeleteQuestionCommand(ProjectSession* session, RowId questionId);

    void redo() override;
    void undo() override;

private:
    ProjectSession* m_session;
    RowId m_questionId;
    std::optional<Question> m_question;
    QList<RelevanceLabel> m_labels;
};

} // namespace goldset::ui
