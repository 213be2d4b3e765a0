#include "batches/DisagreementModel.h"

#include <QCoreApplication>

namespace goldset::ui {

QString DisagreementModel::valueText(const QString& value, agreement::AgreementTask task)
{
    if (task == agreement::AgreementTask::Relevance)
        return value;
    if (value == QLatin1String("supported"))
        return tr("supported");
    if (value == QLatin1String("unsupported"))
        return tr("unsupported");
    if (value == QLatin1String("contradicted"))
        return tr("contradicted");
    return value;
}

void DisagreementModel::setItems(QList<agreement::Disagreement> items, agreement::AgreementTask task)
{
    beginResetModel();
    m_items = std::move(items);
    m_task = task;
    m_fetched = int(std::min<qsizetype>(m_items.size(), kPageSize));
    endResetModel();
}

void DisagreementModel::setAdjudication(const QString& itemKey, const std::optional<QString>& value,
                                        const QString& reason)
{
    for (qsizetype i = 0; i < m_items.size(); ++i)
        if (m_items[i].itemKey == itemKey) {
            m_items[i].adjudicated = value;
            m_items[i].reason = value ? reason : QString();
            if (i < m_fetched)
                Q_EMIT dataChanged(index(int(i), AdjudicatedColumn), index(int(i), AdjudicatedColumn));
            return;
        }
}

const agreement::Disagreement* DisagreementModel::itemAt(int row) const
{
    return row >= 0 && row < m_fetched ? &m_items[row] : nullptr;
}

int DisagreementModel::rowOf(const QString& itemKey) const
{
    for (int row = 0; row < m_fetched; ++row)
        if (m_items[row].itemKey == itemKey)
            return row;
    return -1;
}

int DisagreementModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_fetched;
}

int DisagreementModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool DisagreementModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && m_fetched < m_items.size();
}

void DisagreementModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    const int more = int(std::min<qsizetype>(m_items.size() - m_fetched, kPageSize));
    beginInsertRows({}, m_fetched, m_fetched + more - 1);
    m_fetched += more;
    endInsertRows();
}

QVariant DisagreementModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const agreement::Disagreement& d = m_items.at(index.row());
    switch (role) {
    case ItemKeyRole:
        return d.itemKey;
    case AdjudicatedRole:
        return d.adjudicated ? QVariant(*d.adjudicated) : QVariant();
    case DistanceRole:
        return d.distance;
    case Qt::TextAlignmentRole:
        return index.column() == DistanceColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == QuestionColumn)
            return d.questionText;
        if (index.column() == TargetColumn)
            return d.targetText;
        if (index.column() == AdjudicatedColumn && d.adjudicated && !d.reason.isEmpty())
            return d.reason;
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case QuestionColumn:
            return tr("%1 %2").arg(d.questionExternalId, d.questionText);
        case TargetColumn:
            return d.targetId;
        case VotesColumn: {
            QStringList votes;
            for (const auto& vote : d.votes)
                votes.append(tr("%1 %2").arg(vote.annotator, valueText(vote.label, m_task)));
            return votes.join(QStringLiteral(" · "));
        }
        case DistanceColumn:
            return m_task == agreement::AgreementTask::Relevance ? QString::number(d.distance)
                                                                 : QString::number(d.minority);
        case AdjudicatedColumn:
            return d.adjudicated ? valueText(*d.adjudicated, m_task) : tr("open");
        }
        return {};
    }
    return {};
}

QVariant DisagreementModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case QuestionColumn:
        return tr("Question");
    case TargetColumn:
        return m_task == agreement::AgreementTask::Relevance ? tr("Chunk") : tr("Claim");
    case VotesColumn:
        return tr("Annotators");
    case DistanceColumn:
        return m_task == agreement::AgreementTask::Relevance ? tr("Distance") : tr("Dissent");
    case AdjudicatedColumn:
        return tr("Adjudicated");
    }
    return {};
}

} // namespace goldset::ui
