#pragma once

#include "domain/Entities.h"
#include "storage/RunRows.h"

#include <QUndoCommand>
#include <optional>

namespace goldset::ui {

class ProjectSession;

// Deletes a run with everything that belongs to it (retrievals, answers, claims, verdicts,
// reviews, scores, its judge settings); undo writes every one of those rows back under its
// former row id (storage::RunRows), so that the run comes back exactly as it was.
class DeleteRunCommand : public QUndoCommand
{
public:
    DeleteRunCommand(ProjectSession* session, RowId runId, const QString& name);

    void redo() override;
    void undo() override;

private:
    ProjectSession* m_session;
    RowId m_runId;
    std::optional<storage::RunRows> m_rows;
};

} // namespace goldset::ui
