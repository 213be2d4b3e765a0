#pragma once

#include "domain/Entities.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QTableView;
class QTreeView;

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

class ChunkContextView;
class CorpusTreeModel;
class SearchHitModel;

// The corpus tab of the Dataset page: documents -> chunks on the left, full-text search
// (BM25 over the chunk index, CJK included) below it, the selected chunk in its document on
// the right.
class CorpusBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit CorpusBrowser(QWidget* parent = nullptr);

    void setProject(storage::Project* project);
    void reload();
    void search(const QString& text);
    // Selects a chunk in the tree (expanding its document) and shows it.
    void showChunk(RowId chunkId);

    CorpusTreeModel* treeModel() const { return m_treeModel; }
    SearchHitModel* hitModel() const { return m_hitModel; }
    QTreeView* treeView() const { return m_tree; }
    QTableView* hitView() const { return m_hits; }
    ChunkContextView* contextView() const { return m_context; }

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    void treeCurrentChanged(const QModelIndex& current);
    void hitCurrentChanged(const QModelIndex& current);

    storage::Project* m_project = nullptr;
    CorpusTreeModel* m_treeModel = nullptr;
    SearchHitModel* m_hitModel = nullptr;
    QTreeView* m_tree = nullptr;
    QLineEdit* m_searchField = nullptr;
    QLabel* m_hitCount = nullptr;
    QTableView* m_hits = nullptr;
    ChunkContextView* m_context = nullptr;
};

} // namespace goldset::ui
