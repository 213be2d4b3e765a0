#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>
#include <functional>

namespace goldset::ui {

class ProjectSession;

// Makes an annotator a lead or an annotator; undo gives back the former role.
class SetAnnotatorRoleCommand : public QUndoCommand
{
public:
    using ErrorHandler = std::function<void(const QString& message)>;

    SetAnnotatorRoleCommand(ProjectSession& session, const Annotator& annotator, AnnotatorRole role,
                            ErrorHandler onError = {}, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    bool apply(AnnotatorRole role);

    ProjectSession& m_session;
    RowId m_id;
    AnnotatorRole m_before;
    AnnotatorRole m_after;
    ErrorHandler m_onError;
};

} // namespace goldset::ui
