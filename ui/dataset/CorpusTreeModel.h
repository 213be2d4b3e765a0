#pragma once

#include "domain/Entities.h"

#include <QAbstractItemModel>
#include <vector>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// Documents and their chunks as a tree, loaded lazily: documents at the top level arrive in
// pages of kPageSize (canFetchMore/fetchMore on the root), a document's chunks when the view
// expands it (fetchMore on the document).
class CorpusTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        ChunksColumn,
        ColumnCount
    };
    enum Role
    {
        ChunkIdRole = Qt::UserRole + 1,
        DocumentIdRole
    };
    static constexpr int kPageSize = 200;

    explicit CorpusTreeModel(QObject* parent = nullptr);

    void setProject(storage::Project* project);
    void reload();
    // The index of a chunk, fetching its document page and chunks as needed; invalid if unknown.
    QModelIndex indexOfChunk(RowId chunkId);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

private:
    struct DocumentNode
    {
        Document document;
        QList<Chunk> chunks;
        bool chunksLoaded = false;
    };
    // Chunk indexes carry their document's row + 1 as internal id; documents carry 0.
    bool isDocument(const QModelIndex& index) const { return index.isValid() && index.internalId() == 0; }

    storage::Project* m_project = nullptr;
    std::vector<DocumentNode> m_documents;
    qint64 m_totalDocuments = 0;
};

} // namespace goldset::ui
