#pragma once

#include "storage/CorpusStore.h"

#include <QAbstractTableModel>

namespace goldset::ui {

// The hits of one full-text search over the chunks, best first (a bounded list: the store
// returns at most the limit asked for).
class SearchHitModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        ChunkColumn,
        DocumentColumn,
        ScoreColumn,
        TextColumn,
        ColumnCount
    };
    enum Role
    {
        ChunkIdRole = Qt::UserRole + 1
    };

    explicit SearchHitModel(QObject* parent = nullptr);

    void setHits(const QList<storage::CorpusStore::Hit>& hits);
    void clear() { setHits({}); }
    RowId chunkIdAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<storage::CorpusStore::Hit> m_hits;
};

} // namespace goldset::ui
