#pragma once

#include "runs/RunChartView.h"

namespace goldset::ui {

// Two runs question by question on one metric: one point per distinct pair of values (its
// size grows with the number of questions on it), and the diagonal where both runs are equal.
// Points above the diagonal are questions where the second run is higher. Clicking a point
// lists the questions on it.
class ScatterChartView : public RunChartView
{
    Q_OBJECT

public:
    using RunChartView::RunChartView;

    void setRuns(int runA, int runB); // indexes into the history's runs
    void pickPoint(const QPointF& point);

protected:
    void rebuild(QChart* chart) override;

private:
    int m_runA = -1;
    int m_runB = -1;
};

} // namespace goldset::ui
