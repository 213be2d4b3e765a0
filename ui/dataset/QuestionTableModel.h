#pragma once

#include "domain/Entities.h"
#include "storage/QuestionStore.h"

#include <QAbstractTableModel>
#include <QHash>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// The questions of a project, for 100,000 of them as for ten: the model keeps only the row
// ids of the current filter and order in memory, exposes them to views in pages of
// kPageSize rows (canFetchMore/fetchMore), and loads a row's data on demand, a page at a
// time, into a small cache. Filtering and ordering happen in the store (SQL plus a natural
// sort of external ids) because a proxy over a lazy model would only see the rows fetched so
// far; QuestionFilterProxy is the interface views use to set them.
class QuestionTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        IdColumn,
        QuestionColumn,
        StatusColumn,
        OriginColumn,
        GoldColumn,
        NuggetsColumn,
        UpdatedColumn,
        NearDuplicateColumn,
        ColumnCount
    };
    enum Role
    {
        RowIdRole = Qt::UserRole + 1,
        StatusRole,
        ExternalIdRole
    };
    static constexpr int kPageSize = 200;
    static constexpr int kCacheLimit = 2000;
    // Near duplicates are found over all question texts at each reload; past this many
    // questions that would stall the GUI, and the marker is off.
    static constexpr int kNearDuplicateLimit = 20000;

    explicit QuestionTableModel(QObject* parent = nullptr);

    void setProject(storage::Project* project);
    void setFilter(const storage::QuestionFilter& filter);
    storage::QuestionFilter filter() const { return m_filter; }
    // Shows only questions that have a near duplicate (text::nearDuplicates).
    void setNearDuplicatesOnly(bool only);
    bool nearDuplicatesAvailable() const { return m_nearDuplicatesAvailable; }
    // External ids of the questions that say nearly the same as this one.
    QStringList nearDuplicatesOf(RowId id) const { return m_nearDuplicates.value(id); }
    // Re-reads the ids (and drops the cache); keeps filter and order.
    void reload();

    // Every question that passes the filter, fetched into the view or not.
    qsizetype totalCount() const { return m_ids.size(); }
    RowId idAt(int row) const;
    // The row of a question, fetching pages up to it; -1 when the filter hides it.
    int rowOfId(RowId id);
    std::optional<Question> questionAt(int row) const;

    static QColor statusColour(QuestionStatus status);
    static QString statusLabel(QuestionStatus status);
    static QString originLabel(QuestionOrigin origin);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    struct Row
    {
        Question question;
        int goldChunks = 0;
        int nuggets = 0;
    };
    QList<RowId> queryIds() const;
    void findNearDuplicates();
    const Row* rowData(int row) const;

    storage::Project* m_project = nullptr;
    storage::QuestionFilter m_filter;
    int m_sortColumn = IdColumn;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    QList<RowId> m_ids;
    bool m_nearDuplicatesOnly = false;
    bool m_nearDuplicatesAvailable = false;
    QHash<RowId, QStringList> m_nearDuplicates;
    int m_fetched = 0;
    mutable QHash<RowId, Row> m_cache;
};

} // namespace goldset::ui
