#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>
#include <functional>
#include <optional>

namespace goldset::ui {

class ProjectSession;

// Gives (or takes back) one annotator's grade of one chunk for one question. redo() writes the
// new grade at once (one committed statement: closing or crashing loses nothing already
// given); undo() puts back the grade and note that were there before, or removes the label.
class LabelSetCommand : public QUndoCommand
{
public:
    struct Target
    {
        RowId questionId = 0;
        RowId chunkId = 0;
        RowId annotatorId = 0;
        QString chunkExternalId; // for the command's text
    };
    using ErrorHandler = std::function<void(const QString& message)>;

    // grade: 0..3, or nullopt to remove the label.
    LabelSetCommand(ProjectSession& session, const Target& target, std::optional<int> grade,
                    ErrorHandler onError = {}, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

    const Target& target() const { return m_target; }
    std::optional<int> grade() const { return m_grade; }
    // The label's row id after the last redo (0 when the label was removed or writing failed).
    RowId labelId() const { return m_labelId; }

private:
    bool apply(std::optional<int> grade, const QString& note);

    ProjectSession& m_session;
    Target m_target;
    std::optional<int> m_grade;
    std::optional<int> m_previousGrade;
    QString m_previousNote;
    RowId m_labelId = 0;
    ErrorHandler m_onError;
};

} // namespace goldset::ui
