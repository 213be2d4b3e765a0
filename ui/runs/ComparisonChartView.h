#pragma once

#include "runs/RunChartView.h"

namespace goldset::ui {

// The compared runs side by side on one metric: a bar each with its 95% bootstrap interval as
// a whisker, and the threshold. Clicking a bar lists that run's questions, worst first.
class ComparisonChartView : public RunChartView
{
    Q_OBJECT

public:
    using RunChartView::RunChartView;

    void setComparison(const RunsComputation::Comparison& comparison);
    void pickRun(int comparedRun); // index into the comparison's runs

protected:
    void rebuild(QChart* chart) override;

private:
    RunsComputation::Comparison m_comparison;
};

} // namespace goldset::ui
