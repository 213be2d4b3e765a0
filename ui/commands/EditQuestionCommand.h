#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// Changes the text and ground truth of one question, if nobody else has since the version it
// was opened at (row version); otherwise it reports the conflict and leaves the stack.
class EditQuestionCommand : public QUndoCommand
{
public:
    EditQuestionCommand(ProjectSession* session, const Question& question, const QString& newText,
                        const QString& newGroundTruth);

    void redo() override;
    void undo() override;

private:
    void apply(const QString& text, const QString& groundTruth);

    ProjectSession* m_session;
    RowId m_questionId;
    QString m_oldText;
    QString m_oldGroundTruth;
    QString m_newText;
    QString m_newGroundTruth;
    qint64 m_version; // the row version this command's next write expects
};

} // namespace goldset::ui
