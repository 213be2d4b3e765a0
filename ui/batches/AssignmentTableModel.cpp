#include "batches/AssignmentTableModel.h"

#include "batches/AgreementText.h"
#include "storage/Project.h"

namespace goldset::ui {

QString AssignmentTableModel::statusName(const QString& status)
{
    if (status == QLatin1String("submitted"))
        return tr("submitted");
    if (status == QLatin1String("in progress"))
        return tr("in progress");
    return tr("assigned");
}

void AssignmentTableModel::reload(storage::Project* project, RowId batchId)
{
    setAssignments(project ? batchId : 0,
                   project && batchId ? storage::BatchStore(project->connection()).assignments(batchId)
                                      : QList<storage::BatchStore::Assignment>());
}

void AssignmentTableModel::setAssignments(RowId batchId,
                                          const QList<storage::BatchStore::Assignment>& assignments)
{
    beginResetModel();
    m_batchId = batchId;
    m_assignments = assignments;
    endResetModel();
}

const storage::BatchStore::Assignment* AssignmentTableModel::assignmentAt(int row) const
{
    return row >= 0 && row < m_assignments.size() ? &m_assignments[row] : nullptr;
}

int AssignmentTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_assignments.size());
}

int AssignmentTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AssignmentTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& a = m_assignments.at(index.row());
    switch (role) {
    case DoneRole:
        return a.labelled;
    case TotalRole:
        return a.items;
    case AnnotatorNameRole:
        return a.annotatorName;
    case Qt::DisplayRole:
        switch (index.column()) {
        case AnnotatorColumn:
            return a.annotatorName;
        case StatusColumn:
            return statusName(a.status);
        case ProgressColumn:
            return tr("%1 / %2").arg(a.labelled).arg(a.items);
        case ExportedColumn:
            return timeText(a.exportedAt);
        case ReturnedColumn:
            return timeText(a.returnedAt);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == ProgressColumn)
            return tr("%1 of %2 items have a label or a verdict from %3")
                .arg(a.labelled)
                .arg(a.items)
                .arg(a.annotatorName);
        return {};
    }
    return {};
}

QVariant AssignmentTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case AnnotatorColumn:
        return tr("Annotator");
    case StatusColumn:
        return tr("Status");
    case ProgressColumn:
        return tr("Progress");
    case ExportedColumn:
        return tr("Exported");
    case ReturnedColumn:
        return tr("Returned");
    }
    return {};
}

} // namespace goldset::ui
