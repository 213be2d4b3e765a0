#include "monitoring/InteractionTableModel.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace goldset::ui {

InteractionTableModel::InteractionTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void InteractionTableModel::show(const storage::InteractionStore* store, int firstDay, int lastDay,
                                 storage::InteractionFilter filter, storage::InteractionOrder order)
{
    beginResetModel();
    m_store = store;
    m_firstDay = firstDay;
    m_lastDay = lastDay;
    m_filter = filter;
    m_order = order;
    m_rows.clear();
    m_total = store ? store->countInteractions(firstDay, lastDay, filter) : 0;
    // No fetching while the reset is announced: listeners (views, testers) ask for more from
    // their modelReset slots, and rows inserted inside a reset confuse the others.
    m_resetting = true;
    endResetModel();
    m_resetting = false;
    // The first page right away, so that a drill-down lists rows without scrolling first.
    if (canFetchMore({}))
        fetchMore({});
}

void InteractionTableModel::clear()
{
    show(nullptr, 0, -1, storage::InteractionFilter::All, storage::InteractionOrder::Time);
}

const Interaction* InteractionTableModel::interactionAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
}

int InteractionTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int InteractionTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool InteractionTableModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && !m_resetting && !m_fetching && m_store && m_rows.size() < m_total;
}

void InteractionTableModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    const QList<Interaction> more =
        m_store->interactions(m_firstDay, m_lastDay, m_filter, m_order, kPageSize, int(m_rows.size()));
    if (more.isEmpty()) {
        m_total = m_rows.size(); // the data changed under us: stop asking
        return;
    }
    // Listeners of rowsAboutToBeInserted may ask for more again: not before these are in.
    m_fetching = true;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + more.size() - 1));
    m_rows.append(more);
    endInsertRows();
    m_fetching = false;
}

QVariant InteractionTableModel::data(const QModelIndex& index, int role) const
{
    const Interaction* i = index.isValid() ? interactionAt(index.row()) : nullptr;
    if (!i)
        return {};
    // Every cell has its text as a tooltip: the query and answer whole, other cells when cut off.
    if (role == Qt::ToolTipRole) {
        if (index.column() == QueryColumn || index.column() == AnswerColumn)
            return index.column() == QueryColumn ? i->query : i->answer;
        return data(index, Qt::DisplayRole);
    }
    if (role == Qt::TextAlignmentRole &&
        (index.column() == LatencyColumn || index.column() == FeedbackColumn))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TimeColumn:
        return QDateTime::fromMSecsSinceEpoch(i->timeMs, Qt::UTC)
            .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    case QueryColumn:
        return i->query.simplified();
    case AnswerColumn:
        return i->answer.simplified();
    case SourcesColumn: {
        QStringList ids;
        for (const QJsonValue& source : QJsonDocument::fromJson(i->sources.toUtf8()).array())
            ids << source.toObject().value(QStringLiteral("id")).toString();
        return ids.isEmpty() ? tr("none") : ids.join(QStringLiteral(", "));
    }
    case LatencyColumn:
        return i->latencyMs ? QString::number(*i->latencyMs, 'f', 0) : QString();
    case FeedbackColumn:
        return i->feedback ? QString::number(*i->feedback, 'g', 3) : QString();
    case FlagsColumn: {
        QStringList flags;
        if (i->sourceCount == 0)
            flags << tr("no sources");
        if (i->idk)
            flags << tr("declined");
        if (i->escalated)
            flags << tr("escalated");
        return flags.join(QStringLiteral(", "));
    }
    default:
        return {};
    }
}

QVariant InteractionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return tr("Time (UTC)");
    case QueryColumn:
        return tr("Query");
    case AnswerColumn:
        return tr("Answer");
    case SourcesColumn:
        return tr("Sources");
    case LatencyColumn:
        return tr("Latency (ms)");
    case FeedbackColumn:
        return tr("Feedback");
    case FlagsColumn:
        return tr("Failed");
    default:
        return {};
    }
}

} // namespace goldset::ui
