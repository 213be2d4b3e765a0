#include "dataset/NuggetListModel.h"

#include "storage/NuggetStore.h"
#include "storage/Project.h"

#include <QFont>

namespace goldset::ui {

NuggetListModel::NuggetListModel(QObject* parent) : QAbstractTableModel(parent) {}

QString NuggetListModel::importanceLabel(NuggetImportance importance)
{
    return importance == NuggetImportance::Vital ? tr("vital") : tr("okay");
}

QString NuggetListModel::statusLabel(NuggetStatus status)
{
    return status == NuggetStatus::Accepted ? tr("accepted") : tr("draft");
}

void NuggetListModel::setQuestion(storage::Project* project, std::optional<RowId> questionId)
{
    m_project = project;
    m_questionId = project ? questionId : std::nullopt;
    reload();
}

void NuggetListModel::reload()
{
    beginResetModel();
    m_nuggets = m_project && m_questionId ? m_project->nuggets().forQuestion(*m_questionId) : QList<Nugget>();
    m_pendingRow = -1;
    m_pendingText.clear();
    endResetModel();
}

const Nugget* NuggetListModel::nuggetPointer(int row) const
{
    if (row < 0 || row >= rowCount() || row == m_pendingRow)
        return nullptr;
    return &m_nuggets.at(m_pendingRow >= 0 && row > m_pendingRow ? row - 1 : row);
}

std::optional<Nugget> NuggetListModel::nuggetAt(int row) const
{
    const Nugget* nugget = nuggetPointer(row);
    return nugget ? std::optional<Nugget>(*nugget) : std::nullopt;
}

int NuggetListModel::rowOfId(RowId id) const
{
    for (int row = 0; row < rowCount(); ++row)
        if (const auto n = nuggetAt(row); n && n->id == id)
            return row;
    return -1;
}

int NuggetListModel::insertPending(int row)
{
    if (!m_questionId)
        return -1;
    removePending();
    row = std::clamp(row, 0, int(m_nuggets.size()));
    beginInsertRows({}, row, row);
    m_pendingRow = row;
    m_pendingText.clear();
    endInsertRows();
    return row;
}

void NuggetListModel::removePending()
{
    if (m_pendingRow < 0)
        return;
    beginRemoveRows({}, m_pendingRow, m_pendingRow);
    m_pendingRow = -1;
    m_pendingText.clear();
    endRemoveRows();
}

int NuggetListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_nuggets.size()) + (m_pendingRow >= 0 ? 1 : 0);
}

int NuggetListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Qt::ItemFlags NuggetListModel::flags(const QModelIndex& index) const
{
    // Views ask for the root's flags too: no warning for that one.
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == TextColumn) {
        const Nugget* nugget = nuggetPointer(index.row());
        if (index.row() == m_pendingRow || (nugget && nugget->status == NuggetStatus::Draft))
            flags |= Qt::ItemIsEditable;
    }
    return flags;
}

QVariant NuggetListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (index.row() == m_pendingRow) {
        if (index.column() == TextColumn && (role == Qt::DisplayRole || role == Qt::EditRole))
            return m_pendingText;
        if (index.column() == StatusColumn && role == Qt::DisplayRole)
            return tr("new");
        if (role == NuggetIdRole)
            return RowId(0);
        return {};
    }
    const Nugget* found = nuggetPointer(index.row());
    if (!found)
        return {};
    const Nugget& n = *found;
    const bool locked = n.status == NuggetStatus::Accepted;
    switch (role) {
    case NuggetIdRole:
        return n.id;
    case LockedRole:
        return locked;
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case OrdinalColumn:
            return index.row() + 1;
        case TextColumn:
            return n.text;
        case ImportanceColumn:
            return importanceLabel(n.importance);
        case StatusColumn:
            return statusLabel(n.status);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == TextColumn)
            return n.origin == NuggetOrigin::Model && !n.model.isEmpty()
                       ? tr("%1\n(proposed by %2)").arg(n.text, n.model)
                       : n.text;
        if (index.column() == StatusColumn)
            return locked ? tr("Accepted: locked against edits. A reopens it.") : tr("Draft: A accepts it.");
        return {};
    case Qt::FontRole:
        // Vital reads bold, never by colour alone.
        if (index.column() == ImportanceColumn && n.importance == NuggetImportance::Vital) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == OrdinalColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

bool NuggetListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || index.column() != TextColumn || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString text = value.toString().trimmed();
    if (index.row() == m_pendingRow) {
        m_pendingText = text;
        Q_EMIT dataChanged(index, index);
        return true; // the editor's closing decides (NuggetPanel): added if it has a text
    }
    const auto nugget = nuggetAt(index.row());
    if (!nugget || text.isEmpty() || text == nugget->text)
        return false;
    Q_EMIT textEdited(nugget->id, text);
    return true;
}

QVariant NuggetListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OrdinalColumn:
        return tr("#");
    case TextColumn:
        return tr("Nugget");
    case ImportanceColumn:
        return tr("Importance");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}

} // namespace goldset::ui
