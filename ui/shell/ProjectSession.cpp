#include "shell/ProjectSession.h"

namespace goldset::ui {

ProjectSession::ProjectSession(std::unique_ptr<storage::Project> project, QObject* parent)
    : QObject(parent), m_project(std::move(project))
{
}

ProjectSession::~ProjectSession()
{
    // Commands on the stack may refer to the project: drop them first.
    m_undoStack.clear();
}

void ProjectSession::setCurrentAnnotator(const QString& name)
{
    if (name == m_annotator)
        return;
    m_annotator = name;
    Q_EMIT currentAnnotatorChanged(name);
}

void ProjectSession::notifyChanged(Change change)
{
    Q_EMIT changed(change);
}

} // namespace goldset::ui
