#include "dataset/DatasetState.h"

#include "commands/AddQuestionCommand.h"
#include "commands/DeleteQuestionCommand.h"
#include "commands/EditQuestionCommand.h"
#include "commands/SetQuestionStatusCommand.h"
#include "dataset/QuestionFilterProxy.h"
#include "dataset/QuestionTableModel.h"
#include "storage/QuestionStore.h"

#include <QUndoStack>
#include <algorithm>

namespace goldset::ui {

DatasetState::DatasetState(QObject* parent)
    : QObject(parent), m_model(new QuestionTableModel(this)), m_proxy(new QuestionFilterProxy(this))
{
    m_proxy->setQuestionModel(m_model);
    connect(m_model, &QuestionTableModel::aboutToList, this, &DatasetState::aboutToReload);
    connect(m_model, &QuestionTableModel::listed, this, &DatasetState::reloaded);
    connect(m_model, &QuestionTableModel::readFailed, this, [this](const QString& message) {
        Q_EMIT statusMessage(tr("The questions could not be read: %1").arg(message));
    });
}

void DatasetState::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session)
        connect(session, &ProjectSession::changed, this, &DatasetState::onChanged);
    m_added = 0;
    m_topNext = true;
    m_model->setProject(session ? &session->project() : nullptr);
}

void DatasetState::onChanged(ProjectSession::Change change)
{
    switch (change) {
    case ProjectSession::Change::Corpus:
        Q_EMIT corpusChanged();
        [[fallthrough]];
    case ProjectSession::Change::Questions:
    case ProjectSession::Change::Labels:
        m_model->reload();
        break;
    default:
        break;
    }
}

void DatasetState::setFilters(std::optional<QuestionStatus> status, std::optional<QuestionOrigin> origin,
                              const QString& text, bool nearDuplicatesOnly)
{
    m_proxy->setStatusFilter(status);
    m_proxy->setOriginFilter(origin);
    m_proxy->setTextFilter(text);
    m_proxy->setNearDuplicatesOnly(nearDuplicatesOnly);
    m_topNext = true;
}

bool DatasetState::nearDuplicatesAvailable() const
{
    return m_model->nearDuplicatesAvailable();
}

bool DatasetState::isReading() const
{
    return m_model->isReading();
}

QString DatasetState::countText() const
{
    if (!m_session)
        return tr("No project open");
    if (m_model->isReading() && m_model->projectCount() == 0)
        return tr("Reading the questions…"); // the project's first list
    const qsizetype shown = m_model->totalCount();
    const qsizetype all = m_model->projectCount();
    return shown == all ? tr("%n question(s)", nullptr, int(shown))
                        : tr("%1 of %2 questions").arg(shown).arg(all);
}

int DatasetState::rowAfterReload(RowId current, int row)
{
    const RowId added = std::exchange(m_added, 0);
    const bool top = std::exchange(m_topNext, false);
    for (const RowId id : {added, current}) {
        const int again = id != 0 ? m_model->rowOfId(id) : -1;
        if (again >= 0)
            return again;
    }
    if (top || row < 0)
        return m_proxy->rowCount() > 0 ? 0 : -1;
    return std::min(row, m_proxy->rowCount() - 1);
}

int DatasetState::rowAfterAction(RowId actedId, RowId nextId, int row)
{
    int target = nextId != 0 ? m_model->rowOfId(nextId) : -1;
    if (target < 0)
        target = m_model->rowOfId(actedId); // the last row stays where it is
    if (target < 0)
        target = std::min(row, m_model->rowCount() - 1);
    return target;
}

int DatasetState::setStatus(int row, QuestionStatus status)
{
    const auto question = row >= 0 ? m_model->questionAt(row) : std::nullopt;
    if (!m_session || !question)
        return -1;
    if (row + 1 >= m_model->rowCount() && m_model->canFetchMore({}))
        m_model->fetchMore({});
    const RowId nextId = m_model->idAt(row + 1);
    if (question->status != status) {
        m_session->undoStack()->push(new SetQuestionStatusCommand(m_session, *question, status));
        Q_EMIT statusMessage(
            tr("%1 is now %2").arg(question->externalId, QuestionTableModel::statusLabel(status)));
    }
    return rowAfterAction(question->id, nextId, row);
}

bool DatasetState::editQuestion(RowId id, const QString& text, const QString& groundTruth)
{
    const auto current = m_session ? m_session->project().questions().byId(id) : std::nullopt;
    if (!current || (text == current->text && groundTruth == current->groundTruth))
        return false;
    m_session->undoStack()->push(new EditQuestionCommand(m_session, *current, text, groundTruth));
    return true;
}

QString DatasetState::freeManualId() const
{
    if (!m_session)
        return {};
    for (int n = 1;; ++n) {
        const QString candidate = QStringLiteral("manual-%1").arg(n);
        if (!m_session->project().questions().byExternalId(candidate))
            return candidate;
    }
}

RowId DatasetState::addQuestion(const QString& externalId, const QString& text, const QString& groundTruth)
{
    if (!m_session || text.isEmpty())
        return 0;
    auto* command = new AddQuestionCommand(m_session, externalId, text, groundTruth);
    m_session->undoStack()->push(command);
    m_added = command->questionId();
    Q_EMIT statusMessage(tr("Added %1 as a draft").arg(externalId));
    return m_added;
}

int DatasetState::deleteQuestion(RowId id)
{
    if (!m_session)
        return -1;
    const auto question = m_session->project().questions().byId(id);
    const int row = m_model->rowOfId(id);
    if (row >= 0 && row + 1 >= m_model->rowCount() && m_model->canFetchMore({}))
        m_model->fetchMore({});
    m_session->undoStack()->push(new DeleteQuestionCommand(m_session, id));
    Q_EMIT statusMessage(tr("Deleted %1").arg(question ? question->externalId : QString()));
    if (row < 0)
        return -1;
    // The list in view still holds it until the new one is in: go on with its neighbour.
    return row + 1 < m_model->rowCount() ? row + 1 : row - 1;
}

} // namespace goldset::ui
