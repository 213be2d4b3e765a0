#include "batches/BatchTableModel.h"

#include "batches/AgreementText.h"
#include "storage/Project.h"

#include <QSet>

namespace goldset::ui {

void BatchTableModel::reload(storage::Project* project)
{
    beginResetModel();
    m_rows.clear();
    if (project) {
        storage::BatchStore batches(project->connection());
        for (const auto& batch : batches.all()) {
            QSet<RowId> items;
            for (const auto& assignment : batches.assignments(batch.id))
                for (RowId item : batches.items(assignment.id))
                    items.insert(item);
            m_rows.append({batch, items.size()});
        }
    }
    endResetModel();
}

const storage::BatchStore::Batch* BatchTableModel::batchAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row].batch : nullptr;
}

int BatchTableModel::rowOf(RowId batchId) const
{
    for (int row = 0; row < m_rows.size(); ++row)
        if (m_rows[row].batch.id == batchId)
            return row;
    return -1;
}

int BatchTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BatchTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BatchTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows.at(index.row());
    if (role == BatchIdRole)
        return row.batch.id;
    if (role == Qt::TextAlignmentRole)
        return index.column() >= ItemsColumn && index.column() <= SeedColumn
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        return row.batch.name;
    case KindColumn:
        return row.batch.kind == QLatin1String("claims") ? tr("claims") : tr("relevance");
    case ItemsColumn:
        return row.items;
    case OverlapColumn:
        return row.batch.overlap;
    case SeedColumn:
        return row.batch.seed;
    case CreatedColumn:
        return timeText(row.batch.createdAt);
    }
    return {};
}

QVariant BatchTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Batch");
    case KindColumn:
        return tr("Kind");
    case ItemsColumn:
        return tr("Items");
    case OverlapColumn:
        return tr("Overlap");
    case SeedColumn:
        return tr("Seed");
    case CreatedColumn:
        return tr("Created");
    }
    return {};
}

} // namespace goldset::ui
