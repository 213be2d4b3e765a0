#pragma once

#include "runs/RunsComputation.h"

#include <QAbstractTableModel>

namespace goldset::ui {

// The runs of the project in time order, each with a check box: the checked runs are the ones
// compared. New runs arrive checked while at most kDefaultChecked are.
class RunListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        CreatedColumn,
        QuestionsColumn,
        VersionColumn,
        ColumnCount
    };
    static constexpr int kDefaultChecked = 4;

    explicit RunListModel(QObject* parent = nullptr);

    void setHistory(const RunsComputation::History& history);
    // The same history's runs were evaluated again (their question counts may have changed).
    void refreshValues();
    QList<int> checkedRuns() const;  // indexes into the history's runs, in time order
    const Run* runAt(int row) const; // null outside the list
    void setChecked(int run, bool checked);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void checkedRunsChanged();
    // The name was edited in place: the page renames the run (an undo command), and the list
    // shows the new name once the history is read again.
    void renameRequested(int row, const QString& name);

private:
    RunsComputation::History m_history;
    QList<bool> m_checked;
};

} // namespace goldset::ui
