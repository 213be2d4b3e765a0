#include "labelling/LabellingState.h"

#include "commands/GuidelinesEditCommand.h"
#include "commands/LabelAdjudicateCommand.h"
#include "commands/LabelSetCommand.h"
#include "common/LatestRead.h"
#include "labelling/CandidateModel.h"
#include "labelling/QuestionQueueModel.h"
#include "labelling/QueueFilterProxy.h"
#include "storage/AnnotatorStore.h"
#include "storage/LabellingStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/SettingsStore.h"

#include <QSettings>
#include <QUndoStack>

namespace goldset::ui {

LabellingState::LabellingState(QObject* parent)
    : QObject(parent), m_queue(new QuestionQueueModel(this)), m_queueProxy(new QueueFilterProxy(this)),
      m_candidates(new CandidateModel(this)), m_queueReads(new LatestRead(this)),
      m_poolReads(new LatestRead(this))
{
    m_queueProxy->setSourceModel(m_queue);
    for (LatestRead* reads : {m_queueReads, m_poolReads})
        connect(reads, &LatestRead::idle, this, [this] {
            if (!isReading())
                Q_EMIT readingFinished();
        });
    connect(m_queueReads, &LatestRead::failed, this, [this](const QString& message) {
        Q_EMIT errorOccurred(tr("The question queue could not be read: %1").arg(message));
    });
    connect(m_poolReads, &LatestRead::failed, this, &LabellingState::showPoolError);
}

void LabellingState::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_questionId = 0;
    m_openWhenRead = 0;
    m_searchQuery.clear();
    m_poolSummary.clear();
    m_annotatorName = session ? session->currentAnnotator() : QString();
    storage::Project* project = session ? &session->project() : nullptr;
    m_candidates->setProject(project);
    m_queueReads->cancel();
    m_poolReads->cancel();
    m_queue->setQuestions(project, {}, {});
    readAnnotator();
    if (!session) {
        Q_EMIT annotatorChanged();
        Q_EMIT guidelinesChanged();
        Q_EMIT progressChanged();
        Q_EMIT questionChanged(-1);
        return;
    }
    connect(session, &ProjectSession::changed, this, &LabellingState::onProjectChanged);
    connect(session, &ProjectSession::currentAnnotatorChanged, this, [this](const QString& name) {
        if (name != m_annotatorName)
            chooseAnnotator(name);
    });
    Q_EMIT guidelinesChanged();
    Q_EMIT annotatorChanged();
    if (!m_isLead)
        setGoldMode(false);
    reloadQueue();
}

void LabellingState::readAnnotator()
{
    m_annotatorId = 0;
    m_isLead = false;
    if (!m_session)
        return;
    if (const auto known = m_session->project().annotators().byName(m_annotatorName)) {
        m_annotatorId = known->id;
        m_isLead = known->role == AnnotatorRole::Lead;
    }
}

QStringList LabellingState::annotatorNames() const
{
    QStringList names;
    if (!m_session)
        return names;
    for (const Annotator& a : m_session->project().annotators().all())
        if (a.kind == AnnotatorKind::Person)
            names.append(a.name);
    if (!m_annotatorName.isEmpty() && !names.contains(m_annotatorName))
        names.append(m_annotatorName); // chosen, created with the first label
    return names;
}

void LabellingState::chooseAnnotator(const QString& name)
{
    if (!m_session || name.trimmed().isEmpty())
        return;
    m_annotatorName = name.trimmed();
    readAnnotator();
    QSettings().setValue(QStringLiteral("annotator"), m_annotatorName);
    m_session->setCurrentAnnotator(m_annotatorName);
    Q_EMIT annotatorChanged();
    if (!m_isLead)
        setGoldMode(false);
    reloadQueue();
    Q_EMIT statusMessage(tr("Labelling as %1").arg(m_annotatorName));
}

void LabellingState::createAnnotator(const QString& name, bool lead)
{
    if (!m_session || name.trimmed().isEmpty())
        return;
    auto created = m_session->project().annotators().ensure(name.trimmed(), lead ? AnnotatorRole::Lead
                                                                                 : AnnotatorRole::Annotator);
    if (!created) {
        Q_EMIT errorOccurred(created.error().toString());
        return;
    }
    chooseAnnotator(name.trimmed());
}

RowId LabellingState::ensureAnnotator()
{
    if (m_annotatorId != 0 || !m_session)
        return m_annotatorId;
    if (m_annotatorName.isEmpty()) {
        Q_EMIT errorOccurred(tr("Choose who you are (Annotator) before labelling."));
        return 0;
    }
    auto id = m_session->project().annotators().ensure(m_annotatorName);
    if (!id) {
        Q_EMIT errorOccurred(id.error().toString());
        return 0;
    }
    m_annotatorId = *id;
    m_candidates->setAnnotatorId(m_annotatorId); // its grades were nobody's until now
    return m_annotatorId;
}

void LabellingState::setScope(Scope scope)
{
    m_scope = scope;
    reloadQueue();
}

void LabellingState::setPoolDepth(int depth, RowId keepChunk)
{
    if (depth == m_poolOptions.depth)
        return;
    m_poolOptions.depth = depth;
    reloadCandidates(keepChunk);
}

bool LabellingState::ensureQueueRow(int row)
{
    // The queue fetches lazily: fetch on until the row is there or nothing is left.
    while (row >= m_queueProxy->rowCount() && m_queueProxy->canFetchMore({})) {
        const int before = m_queueProxy->rowCount();
        m_queueProxy->fetchMore({});
        if (m_queueProxy->rowCount() == before && !m_queueProxy->canFetchMore({}))
            break;
    }
    return row >= 0 && row < m_queueProxy->rowCount();
}

int LabellingState::rowOfQuestion(RowId questionId)
{
    for (int i = 0; ensureQueueRow(i); ++i)
        if (m_queueProxy->index(i, 0).data(QuestionQueueModel::QuestionIdRole).toLongLong() == questionId)
            return i;
    return -1;
}

void LabellingState::showQuestionAt(int proxyRow)
{
    const QModelIndex index = m_queueProxy->index(proxyRow, 0);
    if (!index.isValid()) {
        m_questionId = 0;
        m_candidates->clear();
        m_poolSummary.clear();
        Q_EMIT questionChanged(-1);
        return;
    }
    const RowId id = index.data(QuestionQueueModel::QuestionIdRole).toLongLong();
    if (id != m_questionId)
        m_searchQuery.clear(); // a search belongs to the question it was made for
    m_questionId = id;
    Q_EMIT questionChanged(proxyRow);
    reloadCandidates();
}

std::optional<Question> LabellingState::question() const
{
    if (!m_session || m_questionId == 0)
        return std::nullopt;
    return m_session->project().questions().byId(m_questionId);
}

void LabellingState::search(const QString& text)
{
    m_searchQuery = text.trimmed();
    reloadCandidates();
    if (!m_searchQuery.isEmpty())
        Q_EMIT statusMessage(tr("Search hits for \"%1\" added to the candidates.").arg(m_searchQuery));
}

void LabellingState::setGoldMode(bool gold)
{
    gold = gold && m_isLead;
    if (gold == m_goldMode)
        return;
    m_goldMode = gold;
    Q_EMIT goldModeChanged(gold);
    Q_EMIT statusMessage(gold ? tr("Gold mode: digits set the adjudicated grade.")
                              : tr("Labelling mode: digits set your grade."));
}

LabellingState::GradeResult LabellingState::grade(int candidateRow, int grade)
{
    if (!m_session || candidateRow < 0 || candidateRow >= m_candidates->rowCount())
        return GradeResult::Nothing;
    if (m_annotatorName.isEmpty())
        return GradeResult::NeedsAnnotator; // who grades is asked, not refused
    const QModelIndex index = m_candidates->index(candidateRow);
    const RowId chunkId = index.data(CandidateModel::ChunkIdRole).toLongLong();
    const QString chunkExternalId = index.data(CandidateModel::ExternalIdRole).toString();
    if (m_candidates->question().id != m_questionId)
        return GradeResult::Nothing; // the question's candidates are still being read
    QPointer<LabellingState> self(this);
    auto onError = [self](const QString& message) {
        if (self)
            Q_EMIT self->errorOccurred(message);
    };
    if (m_goldMode) {
        m_session->undoStack()->push(
            new LabelAdjudicateCommand(*m_session, m_candidates->question().externalId, chunkExternalId,
                                       grade, ensureAnnotator(), onError));
        return GradeResult::Pushed;
    }
    const RowId annotator = ensureAnnotator();
    if (annotator == 0)
        return GradeResult::Nothing;
    m_session->undoStack()->push(
        new LabelSetCommand(*m_session, {m_questionId, chunkId, annotator, chunkExternalId}, grade, onError));
    return GradeResult::Pushed;
}

void LabellingState::clearGrade(int candidateRow)
{
    if (!m_session || candidateRow < 0 || candidateRow >= m_candidates->rowCount())
        return;
    const QModelIndex index = m_candidates->index(candidateRow);
    const QString chunkExternalId = index.data(CandidateModel::ExternalIdRole).toString();
    if (m_goldMode) {
        if (!index.data(CandidateModel::GoldGradeRole).isValid())
            return;
        m_session->undoStack()->push(new LabelAdjudicateCommand(
            *m_session, m_candidates->question().externalId, chunkExternalId, std::nullopt, m_annotatorId));
        return;
    }
    if (!index.data(CandidateModel::MyGradeRole).isValid() || m_annotatorId == 0)
        return;
    m_session->undoStack()->push(new LabelSetCommand(
        *m_session,
        {m_questionId, index.data(CandidateModel::ChunkIdRole).toLongLong(), m_annotatorId, chunkExternalId},
        std::nullopt));
}

QString LabellingState::guidelines() const
{
    return m_session ? m_session->project().settings().value(GuidelinesEditCommand::settingsKey())
                     : QString();
}

void LabellingState::onProjectChanged(ProjectSession::Change change)
{
    switch (change) {
    case ProjectSession::Change::Labels:
        m_candidates->refreshLabels();
        Q_EMIT labelsChanged();
        refreshDone();
        break;
    case ProjectSession::Change::Settings:
        Q_EMIT guidelinesChanged();
        break;
    case ProjectSession::Change::Questions:
    case ProjectSession::Change::Runs:
    case ProjectSession::Change::Corpus:
    case ProjectSession::Change::Batches:
        reloadQueue();
        break;
    case ProjectSession::Change::Reviews:
        break;
    }
}

void LabellingState::refreshDone()
{
    if (!m_session || m_annotatorId == 0)
        return;
    const QSet<RowId> done =
        storage::LabellingStore(m_session->project().connection()).questionsLabelledBy(m_annotatorId);
    // One pass over the queue (rows not loaded yet count too), not one search per loaded row.
    m_queue->setDoneSet(done);
    Q_EMIT progressChanged();
}

} // namespace goldset::ui
