#pragma once

#include "domain/Entities.h"

#include <QAbstractTableModel>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// The project's people (never the judge or the generator) with their role.
class AnnotatorTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        RoleColumn,
        ColumnCount
    };
    enum Role
    {
        AnnotatorIdRole = Qt::UserRole + 1
    };

    using QAbstractTableModel::QAbstractTableModel;

    void reload(storage::Project* project); // nullptr clears
    const QList<Annotator>& annotators() const { return m_annotators; }
    int rowOf(RowId id) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString roleName(AnnotatorRole role);

private:
    QList<Annotator> m_annotators;
};

} // namespace goldset::ui
