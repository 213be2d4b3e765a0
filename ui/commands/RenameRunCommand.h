#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// Renames a run; undo gives it its former name back. The caller checks that the new name is
// free (a taken name fails in the transaction and the command drops itself).
class RenameRunCommand : public QUndoCommand
{
public:
    RenameRunCommand(ProjectSession* session, RowId runId, const QString& oldName, const QString& newName);

    void redo() override;
    void undo() override;

private:
    void rename(const QString& name);

    ProjectSession* m_session;
    RowId m_runId;
    QString m_oldName;
    QString m_newName;
};

} // namespace goldset::ui
