#include "dataset/CorpusTreeModel.h"

#include "common/ThemeColours.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"

#include <QColor>

namespace goldset::ui {

namespace {
constexpr int kPreviewLength = 90;
}

CorpusTreeModel::CorpusTreeModel(QObject* parent) : QAbstractItemModel(parent) {}

void CorpusTreeModel::setProject(storage::Project* project)
{
    m_project = project;
    reload();
}

void CorpusTreeModel::reload()
{
    beginResetModel();
    m_documents.clear();
    m_totalDocuments = m_project ? m_project->corpus().documentCount() : 0;
    endResetModel();
    // The first page right away, so that a view shows documents without scrolling first.
    if (canFetchMore({}))
        fetchMore({});
}

QModelIndex CorpusTreeModel::indexOfChunk(RowId chunkId)
{
    if (!m_project)
        return {};
    const auto chunk = m_project->corpus().chunkById(chunkId);
    if (!chunk)
        return {};
    for (;;) {
        for (size_t row = 0; row < m_documents.size(); ++row) {
            if (m_documents[row].document.id != chunk->documentId)
                continue;
            const QModelIndex documentIndex = index(int(row), 0);
            if (canFetchMore(documentIndex))
                fetchMore(documentIndex);
            const QList<Chunk>& chunks = m_documents[row].chunks;
            for (qsizetype i = 0; i < chunks.size(); ++i)
                if (chunks[i].id == chunkId)
                    return index(int(i), 0, documentIndex);
            return {};
        }
        if (!canFetchMore({}))
            return {};
        fetchMore({});
    }
}

QModelIndex CorpusTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_documents.size()) ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (!isDocument(parent) || parent.column() != 0)
        return {};
    const DocumentNode& node = m_documents[size_t(parent.row())];
    return row < node.chunks.size() ? createIndex(row, column, quintptr(parent.row() + 1)) : QModelIndex();
}

QModelIndex CorpusTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int CorpusTreeModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return int(m_documents.size());
    if (!isDocument(parent) || parent.column() != 0)
        return 0;
    return int(m_documents[size_t(parent.row())].chunks.size());
}

int CorpusTreeModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

bool CorpusTreeModel::hasChildren(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return !m_documents.empty() || m_totalDocuments > 0;
    if (!isDocument(parent) || parent.column() != 0)
        return false;
    const DocumentNode& node = m_documents[size_t(parent.row())];
    return node.chunksLoaded ? !node.chunks.isEmpty() : node.document.chunkCount > 0;
}

QVariant CorpusTreeModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (isDocument(index)) {
        const Document& document = m_documents[size_t(index.row())].document;
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == ChunksColumn)
                return document.chunkCount;
            return document.title.isEmpty() ? document.externalId : document.title;
        case Qt::ToolTipRole:
            return tr("%1\nSource: %2").arg(document.externalId, document.source);
        case Qt::TextAlignmentRole:
            return index.column() == ChunksColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                  : QVariant();
        case DocumentIdRole:
            return document.id;
        default:
            return {};
        }
    }
    const DocumentNode& node = m_documents[size_t(index.internalId() - 1)];
    const Chunk& chunk = node.chunks.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == ChunksColumn)
            return {};
        if (chunk.stub)
            return tr("%1 (text not imported)").arg(chunk.externalId);
        return QStringLiteral("%1  %2").arg(chunk.externalId, chunk.text.simplified().left(kPreviewLength));
    case Qt::ForegroundRole:
        return chunk.stub ? QVariant(ThemeColours().secondaryText()) : QVariant();
    case ChunkIdRole:
        return chunk.id;
    case DocumentIdRole:
        return node.document.id;
    default:
        return {};
    }
}

QVariant CorpusTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    return section == NameColumn ? tr("Document / chunk") : tr("Chunks");
}

bool CorpusTreeModel::canFetchMore(const QModelIndex& parent) const
{
    if (!m_project)
        return false;
    if (!parent.isValid())
        return qint64(m_documents.size()) < m_totalDocuments;
    if (!isDocument(parent) || parent.column() != 0)
        return false;
    const DocumentNode& node = m_documents[size_t(parent.row())];
    return !node.chunksLoaded && node.document.chunkCount > 0;
}

void CorpusTreeModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    if (!parent.isValid()) {
        const QList<Document> page = m_project->corpus().documents(qint64(m_documents.size()), kPageSize);
        if (page.isEmpty()) {
            // The file has fewer documents than counted (changed meanwhile): stop asking.
            m_totalDocuments = qint64(m_documents.size());
            return;
        }
        const int first = int(m_documents.size());
        beginInsertRows({}, first, first + int(page.size()) - 1);
        for (const Document& document : page)
            m_documents.push_back(DocumentNode{document, {}, false});
        endInsertRows();
        return;
    }
    DocumentNode& node = m_documents[size_t(parent.row())];
    const QList<Chunk> chunks = m_project->corpus().chunksOfDocument(node.document.id);
    node.chunksLoaded = true;
    if (chunks.isEmpty())
        return;
    beginInsertRows(parent, 0, int(chunks.size()) - 1);
    node.chunks = chunks;
    endInsertRows();
}

} // namespace goldset::ui
