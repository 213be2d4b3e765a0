#pragma once

#include "storage/InteractionStore.h"

#include <QAbstractTableModel>

namespace goldset::ui {

// The interactions behind a point of a monitoring chart, fetched lazily in pages (a busy day
// has a hundred thousand): time, query, answer, sources, latency, feedback, what failed.
class InteractionTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        TimeColumn,
        QueryColumn,
        AnswerColumn,
        SourcesColumn,
        LatencyColumn,
        FeedbackColumn,
        FlagsColumn,
        ColumnCount
    };
    static constexpr int kPageSize = 100;

    explicit InteractionTableModel(QObject* parent = nullptr);

    // Lists the interactions of days [firstDay, lastDay] that pass the filter; nullptr store: none.
    void show(const storage::InteractionStore* store, int firstDay, int lastDay,
              storage::InteractionFilter filter, storage::InteractionOrder order);
    void clear();
    qint64 total() const { return m_total; }
    const Interaction* interactionAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

private:
    const storage::InteractionStore* m_store = nullptr;
    int m_firstDay = 0;
    int m_lastDay = -1;
    storage::InteractionFilter m_filter = storage::InteractionFilter::All;
    storage::InteractionOrder m_order = storage::InteractionOrder::Time;
    qint64 m_total = 0;
    bool m_resetting = false;
    bool m_fetching = false;
    QList<Interaction> m_rows;
};

} // namespace goldset::ui
