#include "dataset/SearchHitModel.h"

namespace goldset::ui {

namespace {
constexpr int kSnippetLength = 160;
}

SearchHitModel::SearchHitModel(QObject* parent) : QAbstractTableModel(parent) {}

void SearchHitModel::setHits(const QList<storage::CorpusStore::Hit>& hits)
{
    beginResetModel();
    m_hits = hits;
    endResetModel();
}

RowId SearchHitModel::chunkIdAt(int row) const
{
    return row >= 0 && row < m_hits.size() ? m_hits.at(row).chunk.id : 0;
}

int SearchHitModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_hits.size());
}

int SearchHitModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SearchHitModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const storage::CorpusStore::Hit& hit = m_hits.at(index.row());
    if (role == ChunkIdRole)
        return hit.chunk.id;
    if (role == Qt::ToolTipRole && index.column() == TextColumn)
        return hit.chunk.text;
    if (role == Qt::TextAlignmentRole && index.column() == ScoreColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case ChunkColumn:
        return hit.chunk.externalId;
    case DocumentColumn:
        return hit.documentTitle;
    case ScoreColumn:
        return QString::number(hit.score, 'f', 2);
    case TextColumn:
        return hit.chunk.text.simplified().left(kSnippetLength);
    default:
        return {};
    }
}

QVariant SearchHitModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ChunkColumn:
        return tr("Chunk");
    case DocumentColumn:
        return tr("Document");
    case ScoreColumn:
        return tr("Score");
    case TextColumn:
        return tr("Text");
    default:
        return {};
    }
}

} // namespace goldset::ui
