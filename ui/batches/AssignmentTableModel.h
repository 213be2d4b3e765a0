#pragma once

#include "storage/BatchStore.h"

#include <QAbstractTableModel>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// The assignments of one batch: who, status, progress (done of total items), and when the
// package went out and came back.
class AssignmentTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        AnnotatorColumn,
        StatusColumn,
        ProgressColumn,
        ExportedColumn,
        ReturnedColumn,
        ColumnCount
    };
    enum Role
    {
        DoneRole = Qt::UserRole + 1, // items done (ProgressColumn)
        TotalRole,                   // items assigned
        AnnotatorNameRole
    };

    using QAbstractTableModel::QAbstractTableModel;

    void reload(storage::Project* project, RowId batchId); // batchId 0 clears
    // Assignments read elsewhere (a background reload of a server project).
    void setAssignments(RowId batchId, const QList<storage::BatchStore::Assignment>& assignments);
    RowId batchId() const { return m_batchId; }
    const storage::BatchStore::Assignment* assignmentAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString statusName(const QString& status);

private:
    RowId m_batchId = 0;
    QList<storage::BatchStore::Assignment> m_assignments;
};

} // namespace goldset::ui
