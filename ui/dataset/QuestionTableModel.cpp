#include "dataset/QuestionTableModel.h"

#include "common/LatestRead.h"
#include "common/ThemeColours.h"
#include "storage/LabelStore.h"
#include "storage/NuggetStore.h"
#include "storage/Project.h"
#include "text/NearDuplicates.h"

#include <QColor>
#include <QLocale>
#include <algorithm>

namespace goldset::ui {

QuestionTableModel::QuestionTableModel(QObject* parent)
    : QAbstractTableModel(parent), m_reads(new LatestRead(this))
{
    connect(m_reads, &LatestRead::failed, this, [this](const QString& message) {
        m_reordering = false;
        Q_EMIT readFailed(message);
    });
}

QColor QuestionTableModel::statusColour(QuestionStatus status)
{
    return ThemeColours().status(status);
}

QString QuestionTableModel::statusLabel(QuestionStatus status)
{
    switch (status) {
    case QuestionStatus::Draft:
        return tr("draft");
    case QuestionStatus::Accepted:
        return tr("accepted");
    case QuestionStatus::Rejected:
        return tr("rejected");
    }
    return {};
}

QString QuestionTableModel::originLabel(QuestionOrigin origin)
{
    switch (origin) {
    case QuestionOrigin::Imported:
        return tr("imported");
    case QuestionOrigin::Generated:
        return tr("generated");
    case QuestionOrigin::Manual:
        return tr("manual");
    }
    return {};
}

void QuestionTableModel::setProject(storage::Project* project)
{
    // Another project's rows must not stay in view while this one's are read.
    m_reads->cancel();
    beginResetModel();
    m_project = project;
    m_filter = {};
    m_ids.clear();
    m_fetched = 0;
    m_cache.clear();
    m_nearDuplicates.clear();
    m_nearDuplicatesAvailable = false;
    m_projectCount = 0;
    endResetModel();
    reload();
}

void QuestionTableModel::setNearDuplicatesOnly(bool only)
{
    if (only == m_nearDuplicatesOnly)
        return;
    m_nearDuplicatesOnly = only;
    reload();
}

void QuestionTableModel::setFilter(const storage::QuestionFilter& filter)
{
    m_filter = filter;
    reload();
}

bool QuestionTableModel::isReading() const
{
    return m_reads->isBusy();
}

void QuestionTableModel::reload()
{
    if (!m_project) {
        applyListing({});
        return;
    }
    // The rows in view show their new contents at once; which rows there are follows.
    if (!m_cache.isEmpty()) {
        m_cache.clear();
        if (m_fetched > 0)
            Q_EMIT dataChanged(index(0, 0), index(m_fetched - 1, ColumnCount - 1));
    }
    const QString path = m_project->path();
    const Query query{m_filter, m_sortColumn, m_sortOrder, m_nearDuplicatesOnly};
    m_reads->request(path, [this, query](storage::Project& project) -> LatestRead::Apply {
        return [this, listing = readListing(project, query)]() mutable { applyListing(std::move(listing)); };
    });
}

QuestionTableModel::Listing QuestionTableModel::readListing(storage::Project& read, const Query& query)
{
    Listing listing;
    listing.projectCount = read.questions().count();
    // Near duplicates compare every pair of texts: past this many the marker is off.
    listing.nearDuplicatesAvailable = listing.projectCount <= kNearDuplicateLimit;
    if (listing.nearDuplicatesAvailable) {
        const QList<Question> all = read.questions().list();
        QHash<RowId, QString> externalIds;
        for (const Question& question : all)
            externalIds.insert(question.id, question.externalId);
        for (const auto& [a, b] : text::nearDuplicates(all)) {
            listing.nearDuplicates[a].append(externalIds.value(b));
            listing.nearDuplicates[b].append(externalIds.value(a));
        }
    }
    listing.ids = sortedIds(read, query, listing.nearDuplicates);
    return listing;
}

QList<RowId> QuestionTableModel::sortedIds(storage::Project& project, const Query& query,
                                           const QHash<RowId, QStringList>& nearDuplicates)
{
    const bool descending = query.sortOrder == Qt::DescendingOrder;
    storage::QuestionSortKey key = storage::QuestionSortKey::ExternalId;
    switch (query.sortColumn) {
    case QuestionColumn:
        key = storage::QuestionSortKey::Text;
        break;
    case StatusColumn:
        key = storage::QuestionSortKey::Status;
        break;
    case OriginColumn:
        key = storage::QuestionSortKey::Origin;
        break;
    case UpdatedColumn:
        key = storage::QuestionSortKey::UpdatedAt;
        break;
    default:
        break;
    }
    const bool byCount = query.sortColumn == GoldColumn || query.sortColumn == NuggetsColumn;
    QList<RowId> ids = project.questions().ids(query.filter, key, !byCount && descending);
    if (query.nearDuplicatesOnly)
        ids.removeIf([&nearDuplicates](RowId id) { return !nearDuplicates.contains(id); });
    if (byCount) {
        const QHash<RowId, int> counts = query.sortColumn == GoldColumn
                                             ? project.labels().goldChunkCounts()
                                             : project.nuggets().countsByQuestion();
        std::stable_sort(ids.begin(), ids.end(), [&counts, descending](RowId a, RowId b) {
            return descending ? counts.value(a) > counts.value(b) : counts.value(a) < counts.value(b);
        });
    }
    return ids;
}

void QuestionTableModel::applyListing(Listing listing)
{
    Q_EMIT aboutToList();
    m_projectCount = listing.projectCount;
    m_nearDuplicatesAvailable = listing.nearDuplicatesAvailable;
    m_nearDuplicates = std::move(listing.nearDuplicates);
    QList<RowId>& ids = listing.ids;
    const bool reordering = std::exchange(m_reordering, false);
    // (Sizes first: QList::operator== on two empty lists hands memcmp a null pointer.)
    if (ids.size() == m_ids.size() && (ids.isEmpty() || ids == m_ids)) {
        // Same rows in the same order: only their contents may have changed.
        m_cache.clear();
        if (m_fetched > 0)
            Q_EMIT dataChanged(index(0, 0), index(m_fetched - 1, ColumnCount - 1));
    } else if (reordering && ids.size() == m_ids.size()) {
        // Only the order changed: keep the fetched rows' count, refill them in the new order,
        // and let selections follow their rows.
        Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        const QModelIndexList before = persistentIndexList();
        QList<RowId> beforeIds;
        for (const QModelIndex& index : before)
            beforeIds.append(m_ids.value(index.row()));
        m_ids = std::move(ids);
        QModelIndexList after;
        for (qsizetype i = 0; i < before.size(); ++i) {
            const qsizetype row = m_ids.indexOf(beforeIds[i]);
            after.append(row >= 0 && row < m_fetched ? index(int(row), before[i].column()) : QModelIndex());
        }
        changePersistentIndexList(before, after);
        Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    } else {
        beginResetModel();
        const int keep = std::max(m_fetched, kPageSize);
        m_ids = std::move(ids);
        m_fetched = int(std::min<qsizetype>(keep, m_ids.size()));
        m_cache.clear();
        endResetModel();
    }
    Q_EMIT listed();
}

RowId QuestionTableModel::idAt(int row) const
{
    return row >= 0 && row < m_fetched ? m_ids.at(row) : 0;
}

int QuestionTableModel::rowOfId(RowId id)
{
    const qsizetype row = m_ids.indexOf(id);
    if (row < 0)
        return -1;
    while (m_fetched <= row)
        fetchMore({});
    return int(row);
}

std::optional<Question> QuestionTableModel::questionAt(int row) const
{
    if (const Row* data = rowData(row))
        return data->question;
    return std::nullopt;
}

const QuestionTableModel::Row* QuestionTableModel::rowData(int row) const
{
    if (!m_project || row < 0 || row >= m_fetched)
        return nullptr;
    const RowId id = m_ids.at(row);
    auto found = m_cache.constFind(id);
    if (found != m_cache.constEnd())
        return &found.value();
    // Load the whole page around the row: views ask for neighbouring rows next.
    if (m_cache.size() > kCacheLimit)
        m_cache.clear();
    const int first = row - row % kPageSize;
    const QList<RowId> page = m_ids.mid(first, kPageSize);
    const QHash<RowId, int> gold = m_project->labels().goldChunkCounts(page);
    const QHash<RowId, int> nuggets = m_project->nuggets().countsByQuestion(page);
    for (const Question& question : m_project->questions().byIds(page))
        m_cache.insert(question.id, Row{question, gold.value(question.id), nuggets.value(question.id)});
    found = m_cache.constFind(id);
    return found != m_cache.constEnd() ? &found.value() : nullptr;
}

int QuestionTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_fetched;
}

int QuestionTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant QuestionTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == RowIdRole)
        return m_ids.at(index.row());
    const Row* row = rowData(index.row());
    if (!row)
        return {};
    const Question& q = row->question;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn:
            return q.externalId;
        case QuestionColumn:
            return q.text.simplified();
        case StatusColumn:
            return statusLabel(q.status);
        case OriginColumn:
            return originLabel(q.origin);
        case GoldColumn:
            // A generated question's source chunk is where its answer is, though nobody graded it.
            if (row->goldChunks == 0 && q.sourceChunkId)
                return tr("0 + source");
            return row->goldChunks;
        case NuggetsColumn:
            return row->nuggets;
        case UpdatedColumn:
            return QLocale().toString(q.updatedAt.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm"));
        case NearDuplicateColumn: {
            const QStringList partners = m_nearDuplicates.value(q.id);
            return partners.isEmpty() ? QString() : tr("≈ %1").arg(partners.join(QStringLiteral(", ")));
        }
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == QuestionColumn)
            return q.text;
        if (index.column() == GoldColumn && row->goldChunks == 0 && q.sourceChunkId)
            return tr("No chunk is graded yet. The question was generated from a source chunk, which "
                      "holds its answer: grade it (and others) in Labelling to make them gold.");
        if (index.column() == NearDuplicateColumn && m_nearDuplicates.contains(q.id))
            return tr("Near duplicate of %1").arg(m_nearDuplicates.value(q.id).join(QStringLiteral(", ")));
        return {};
    case Qt::DecorationRole:
        // The status has its colour next to its name, never a colour alone.
        if (index.column() == StatusColumn)
            return statusColour(q.status);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == GoldColumn || index.column() == NuggetsColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case StatusRole:
        return int(q.status);
    case ExternalIdRole:
        return q.externalId;
    default:
        return {};
    }
}

QVariant QuestionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Id");
    case QuestionColumn:
        return tr("Question");
    case StatusColumn:
        return tr("Status");
    case OriginColumn:
        return tr("Origin");
    case GoldColumn:
        return tr("Gold chunks");
    case NuggetsColumn:
        return tr("Nuggets");
    case UpdatedColumn:
        return tr("Updated");
    case NearDuplicateColumn:
        return tr("Near duplicate");
    default:
        return {};
    }
}

bool QuestionTableModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && m_fetched < m_ids.size();
}

void QuestionTableModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    const int last = int(std::min<qsizetype>(m_fetched + kPageSize, m_ids.size())) - 1;
    beginInsertRows({}, m_fetched, last);
    m_fetched = last + 1;
    endInsertRows();
}

void QuestionTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        column = IdColumn;
    if (column == m_sortColumn && order == m_sortOrder)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    m_reordering = true;
    reload();
}

} // namespace goldset::ui
