#pragma once

#include "domain/Entities.h"
#include "storage/QuestionStore.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QString>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

class LatestRead;

// The questions of a project, for 100,000 of them as for ten: the model keeps only the row
// ids of the current filter and order in memory, exposes them to views in pages of
// kPageSize rows (canFetchMore/fetchMore), and loads a row's data on demand, a page at a
// time, into a small cache. Filtering and ordering happen in the store (SQL plus a natural
// sort of external ids) because a proxy over a lazy model would only see the rows fetched so
// far; QuestionFilterProxy is the interface views use to set them. The list of ids is read and
// sorted on a thread (LatestRead, a connection of its own): at 100,000 questions that takes
// longer than the window may wait. Until it arrives the last list stays in view.
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
    // Re-reads the ids (and drops the cache) in the background; keeps filter and order.
    void reload();
    // A list is being read; the one in view is the previous one.
    bool isReading() const;

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

    // Questions in the project, filtered or not, as of the last list read.
    qsizetype projectCount() const { return m_projectCount; }

Q_SIGNALS:
    void aboutToList(); // a new list is about to replace the one in view
    void listed();      // ... and has
    void readFailed(const QString& message);

private:
    // What a list is read for, and what the read found.
    struct Query
    {
        storage::QuestionFilter filter;
        int sortColumn = IdColumn;
        Qt::SortOrder sortOrder = Qt::AscendingOrder;
        bool nearDuplicatesOnly = false;
    };
    struct Listing
    {
        QList<RowId> ids;
        qsizetype projectCount = 0;
        bool nearDuplicatesAvailable = false;
        QHash<RowId, QStringList> nearDuplicates;
    };
    static Listing readListing(storage::Project& project, const Query& query);
    static QList<RowId> sortedIds(storage::Project& project, const Query& query,
                                  const QHash<RowId, QStringList>& nearDuplicates);
    void applyListing(Listing listing);

    struct Row
    {
        Question question;
        int goldChunks = 0;
        int nuggets = 0;
    };
    const Row* rowData(int row) const;

    storage::Project* m_project = nullptr;
    LatestRead* m_reads;
    qsizetype m_projectCount = 0;
    bool m_reordering = false; // the next list is the same rows in another order
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
