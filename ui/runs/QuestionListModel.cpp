#include "runs/QuestionListModel.h"

#include "runs/MetricFormat.h"

namespace goldset::ui {

QuestionListModel::QuestionListModel(QObject* parent) : QAbstractTableModel(parent) {}

void QuestionListModel::setSelection(QuestionSelection selection)
{
    beginResetModel();
    m_selection = std::move(selection);
    endResetModel();
}

int QuestionListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_selection.rows.size());
}

int QuestionListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstValueColumn + static_cast<int>(m_selection.runNames.size());
}

QVariant QuestionListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QuestionSelection::Row& row = m_selection.rows[static_cast<std::size_t>(index.row())];
    if (role == QuestionIdRole)
        return row.questionId;
    if (role == Qt::ToolTipRole && index.column() == TextColumn)
        return row.text;
    if (role == Qt::TextAlignmentRole && index.column() >= FirstValueColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    if (index.column() == IdColumn)
        return row.externalId;
    if (index.column() == TextColumn)
        return row.text.simplified();
    const auto value = static_cast<std::size_t>(index.column() - FirstValueColumn);
    return value < row.values.size() ? metricformat::value(m_selection.metric, row.values[value]) : QString();
}

QVariant QuestionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section == IdColumn)
        return tr("Question id");
    if (section == TextColumn)
        return tr("Question");
    const int run = section - FirstValueColumn;
    if (run >= 0 && run < m_selection.runNames.size())
        return tr("%1 (%2)").arg(m_selection.metric, m_selection.runNames[run]);
    return {};
}

} // namespace goldset::ui
