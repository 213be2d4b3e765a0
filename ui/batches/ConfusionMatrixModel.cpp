#include "batches/ConfusionMatrixModel.h"

#include <QFont>
#include <QPalette>

namespace goldset::ui {

void ConfusionMatrixModel::setPair(const agreement::PairwiseAgreement* pair, const QStringList& categoryNames)
{
    beginResetModel();
    m_pair = pair;
    m_names = pair ? categoryNames : QStringList();
    endResetModel();
}

int ConfusionMatrixModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_pair ? 0 : int(m_pair->confusion.size());
}

int ConfusionMatrixModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_pair ? 0 : int(m_pair->confusion.size());
}

QVariant ConfusionMatrixModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_pair)
        return {};
    const bool diagonal = index.row() == index.column();
    switch (role) {
    case Qt::DisplayRole:
        return m_pair->confusion.at(index.row()).at(index.column());
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignCenter);
    case Qt::FontRole:
        if (diagonal) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        return tr("%1 said %2, %3 said %4")
            .arg(m_pair->a, m_names.value(index.row()), m_pair->b, m_names.value(index.column()));
    }
    return {};
}

QVariant ConfusionMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || !m_pair)
        return QAbstractTableModel::headerData(section, orientation, role);
    return orientation == Qt::Vertical ? tr("%1: %2").arg(m_pair->a, m_names.value(section))
                                       : tr("%1: %2").arg(m_pair->b, m_names.value(section));
}

} // namespace goldset::ui
