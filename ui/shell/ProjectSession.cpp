#include "shell/ProjectSession.h"

#include "storage/AnnotatorStore.h"

#include <utility>

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

void ProjectSession::notifyChanged(Change change, const QList<RowId>& questionIds)
{
    // A listener may write and notify in turn: the outer change's questions come back after.
    const QList<RowId> outer = std::exchange(m_changedQuestions, questionIds);
    Q_EMIT changed(change);
    m_changedQuestions = outer;
}

std::optional<RowId> ProjectSession::currentAnnotatorId(bool create)
{
    if (m_annotator.isEmpty())
        return std::nullopt;
    storage::AnnotatorStore& annotators = project().annotators();
    if (const auto existing = annotators.byName(m_annotator))
        return existing->id;
    if (!create)
        return std::nullopt;
    const auto created = annotators.ensure(m_annotator);
    return created ? std::optional<RowId>(*created) : std::nullopt;
}

} // namespace goldset::ui
