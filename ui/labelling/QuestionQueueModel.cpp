#include "labelling/QuestionQueueModel.h"

#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <utility>

namespace goldset::ui {

QuestionQueueModel::QuestionQueueModel(QObject* parent) : QAbstractListModel(parent) {}

void QuestionQueueModel::setQuestions(storage::Project* project, const QList<RowId>& ids,
                                      const QSet<RowId>& done)
{
    m_fetching = true; // views fetch from inside modelReset; the page fetches when it needs rows
    beginResetModel();
    m_project = project;
    m_ids = ids;
    m_idSet = QSet<RowId>(ids.cbegin(), ids.cend());
    m_done.clear();
    for (RowId id : done)
        if (m_idSet.contains(id))
            m_done.insert(id);
    m_loaded.clear();
    endResetModel();
    m_fetching = false;
}

qsizetype QuestionQueueModel::doneCount() const
{
    return m_done.size();
}

void QuestionQueueModel::setDoneSet(const QSet<RowId>& done)
{
    QSet<RowId> inQueue;
    for (RowId id : done)
        if (m_idSet.contains(id))
            inQueue.insert(id);
    const QSet<RowId> before = std::exchange(m_done, inQueue);
    const QList<int> roles = {DoneRole, Qt::DisplayRole, Qt::DecorationRole};
    qsizetype first = -1;
    for (qsizetype i = 0; i <= m_loaded.size(); ++i) {
        const bool changed =
            i < m_loaded.size() && before.contains(m_loaded[i].id) != m_done.contains(m_loaded[i].id);
        if (changed && first < 0)
            first = i;
        if (!changed && first >= 0) {
            Q_EMIT dataChanged(index(int(first)), index(int(i - 1)), roles);
            first = -1;
        }
    }
}

void QuestionQueueModel::setDone(RowId questionId, bool done)
{
    if (!m_idSet.contains(questionId) || m_done.contains(questionId) == done)
        return;
    if (done)
        m_done.insert(questionId);
    else
        m_done.remove(questionId);
    for (qsizetype i = 0; i < m_loaded.size(); ++i)
        if (m_loaded[i].id == questionId)
            Q_EMIT dataChanged(index(int(i)), index(int(i)), {DoneRole, Qt::DisplayRole, Qt::DecorationRole});
}

int QuestionQueueModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_loaded.size());
}

bool QuestionQueueModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && m_project && !m_fetching && m_loaded.size() < m_ids.size();
}

void QuestionQueueModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    const qsizetype first = m_loaded.size();
    const qsizetype last = std::min<qsizetype>(m_ids.size(), first + kPageSize) - 1;
    QList<Question> page;
    for (qsizetype i = first; i <= last; ++i) {
        auto question = m_project->questions().byId(m_ids[i]);
        if (!question) { // removed meanwhile: keep the row so that counts stay right
            Question gone;
            gone.id = m_ids[i];
            question = gone;
        }
        page.append(*question);
    }
    m_fetching = true; // views ask for more from inside rowsInserted
    beginInsertRows({}, int(first), int(last));
    m_loaded.append(page);
    endInsertRows();
    m_fetching = false;
}

QVariant QuestionQueueModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Question& q = m_loaded[index.row()];
    const bool done = m_done.contains(q.id);
    switch (role) {
    case Qt::DisplayRole:
        // A check mark and the words: the state is never shown by colour alone.
        return (done ? QStringLiteral("✓ ") : QStringLiteral("   ")) + q.externalId + QStringLiteral("  ") +
               q.text.simplified();
    case Qt::ToolTipRole:
        return q.text;
    case QuestionIdRole:
        return q.id;
    case ExternalIdRole:
        return q.externalId;
    case TextRole:
        return q.text;
    case DoneRole:
        return done;
    default:
        return {};
    }
}

} // namespace goldset::ui
