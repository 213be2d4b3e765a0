#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>
#include <functional>

namespace goldset::ui {

class ProjectSession;

// Adds a person to the project's annotators with a role. Undo deletes the annotator again,
// which the store allows only while nothing refers to it (no labels, reviews, assignments or
// adjudications): an undo never takes anyone's work with it.
class AddAnnotatorCommand : public QUndoCommand
{
public:
    using ErrorHandler = std::function<void(const QString& message)>;

    AddAnnotatorCommand(ProjectSession& session, const QString& name, AnnotatorRole role,
                        ErrorHandler onError = {}, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    ProjectSession& m_session;
    QString m_name;
    AnnotatorRole m_role;
    RowId m_id = 0;
    ErrorHandler m_onError;
};

} // namespace goldset::ui
