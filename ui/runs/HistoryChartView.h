#pragma once

#include "runs/RunChartView.h"

namespace goldset::ui {

// A metric across every run in time order, over the quality bands, with the threshold line.
// Clicking a run's point lists its questions, worst first.
class HistoryChartView : public RunChartView
{
    Q_OBJECT

public:
    using RunChartView::RunChartView;

    // The run whose point is nearest to x (a run index), or -1.
    void pickRun(int run);

protected:
    void rebuild(QChart* chart) override;
};

} // namespace goldset::ui
