#include "batches/AnnotatorTableModel.h"

#include "storage/AnnotatorStore.h"
#include "storage/Project.h"

namespace goldset::ui {

QString AnnotatorTableModel::roleName(AnnotatorRole role)
{
    return role == AnnotatorRole::Lead ? tr("lead") : tr("annotator");
}

void AnnotatorTableModel::reload(storage::Project* project)
{
    beginResetModel();
    m_annotators.clear();
    if (project)
        for (const Annotator& a : project->annotators().all())
            if (a.kind == AnnotatorKind::Person)
                m_annotators.append(a);
    endResetModel();
}

int AnnotatorTableModel::rowOf(RowId id) const
{
    for (int row = 0; row < m_annotators.size(); ++row)
        if (m_annotators[row].id == id)
            return row;
    return -1;
}

int AnnotatorTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_annotators.size());
}

int AnnotatorTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AnnotatorTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Annotator& a = m_annotators.at(index.row());
    if (role == Qt::DisplayRole)
        return index.column() == NameColumn ? a.name : roleName(a.role);
    if (role == AnnotatorIdRole)
        return a.id;
    return {};
}

QVariant AnnotatorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == NameColumn ? tr("Annotator") : tr("Role");
}

} // namespace goldset::ui
