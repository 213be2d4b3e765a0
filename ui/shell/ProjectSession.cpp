#include "shell/ProjectSession.h"

#include "storage/AnnotatorStore.h"
#include "storage/server/ServerChangeListener.h"
#include "storage/server/ServerUrl.h"

#include <utility>

namespace goldset::ui {

ProjectSession::ProjectSession(std::unique_ptr<storage::Project> project, QObject* parent)
    : QObject(parent), m_project(std::move(project))
{
    if (!m_project->database().isServer())
        return;
    if (const auto url = storage::ServerUrl::parse(m_project->path())) {
        m_listener = std::make_unique<storage::ServerChangeListener>(m_project->connection(), url->project);
        connect(m_listener.get(), &storage::ServerChangeListener::changed, this,
                &ProjectSession::onServerChanged);
    }
}

bool ProjectSession::isListening() const
{
    return m_listener && m_listener->isListening();
}

void ProjectSession::onServerChanged(const QStringList& tables)
{
    // An adjudication settles a grade or a claim's verdict: both kinds of views look again.
    const bool adjudicated = tables.contains(QLatin1String("adjudication"));
    const bool remote = std::exchange(m_remote, true);
    if (adjudicated || tables.contains(QLatin1String("relevance_label")))
        notifyChanged(Change::Labels);
    if (adjudicated || tables.contains(QLatin1String("claim_review")))
        notifyChanged(Change::Reviews);
    m_remote = remote;
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
