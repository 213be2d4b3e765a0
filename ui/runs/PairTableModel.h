#pragma once

#include "runs/RunsComputation.h"

#include <QAbstractTableModel>

namespace goldset::ui {

// Every pair of compared runs on every metric: the mean difference, win / tie / loss per
// question, the paired t-test and randomization test p-values with Holm's correction over the
// whole table, and a verdict in words.
class PairTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        MetricColumn,
        RunAColumn,
        RunBColumn,
        DifferenceColumn,
        WinTieLossColumn,
        TTestColumn,
        RandomizationColumn,
        VerdictColumn,
        ColumnCount
    };

    explicit PairTableModel(QObject* parent = nullptr);

    void setComparison(const RunsComputation::Comparison& comparison);
    const metrics::RunComparison::Pair* pairAt(int row) const;
    QString verdict(const metrics::RunComparison::Pair& pair) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    RunsComputation::Comparison m_comparison;
};

} // namespace goldset::ui
