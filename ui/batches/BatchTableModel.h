#pragma once

#include "storage/BatchStore.h"

#include <QAbstractTableModel>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// The project's batches in creation order: name, kind, items, overlap, seed, created.
class BatchTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        KindColumn,
        ItemsColumn,
        OverlapColumn,
        SeedColumn,
        CreatedColumn,
        ColumnCount
    };
    enum Role
    {
        BatchIdRole = Qt::UserRole + 1
    };

    using QAbstractTableModel::QAbstractTableModel;

    void reload(storage::Project* project); // nullptr clears
    const storage::BatchStore::Batch* batchAt(int row) const;
    int rowOf(RowId batchId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        storage::BatchStore::Batch batch;
        qint64 items = 0; // distinct items over the assignments
    };
    QList<Row> m_rows;
};

} // namespace goldset::ui
