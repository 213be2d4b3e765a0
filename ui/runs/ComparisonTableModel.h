#pragma once

#include "runs/RunsComputation.h"

#include <QAbstractTableModel>

namespace goldset::ui {

// Metric by metric, the compared runs' values with their 95% bootstrap interval, next to the
// project's threshold: "0.7312 (0.6801–0.7790) ✓". Pass and fail carry a mark, not only a colour.
class ComparisonTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        MetricColumn,
        ThresholdColumn,
        FirstRunColumn
    };
    enum Role
    {
        // The metric's name on every cell of its row (for the chart and the question list).
        MetricNameRole = Qt::UserRole + 1,
        RunNameRole, // on run cells
    };

    explicit ComparisonTableModel(QObject* parent = nullptr);

    void setComparison(const RunsComputation::History& history,
                       const RunsComputation::Comparison& comparison);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // "faithfulness, hallucination_rate: judge M, 12% of 310 claims reviewed" (or that the
    // compared runs' judges differ); empty when no compared metric is made of verdicts.
    QString judgeNote() const;

private:
    bool isVerdictMetric(const QString& metric) const;
    QString judgeText(const QString& runName) const;
    QString judgesSummary() const;

    RunsComputation::History m_history;
    RunsComputation::Comparison m_comparison;
};

} // namespace goldset::ui
