#pragma once

#include "runs/RunChartView.h"

namespace goldset::ui {

// How a run's questions spread over a metric: a histogram of ten bins ([0, 0.1), ...,
// [0.9, 1.0] for ratios; ten equal bins from the smallest to the largest latency). Clicking a
// bin lists its questions.
class DistributionChartView : public RunChartView
{
    Q_OBJECT

public:
    static constexpr int kBins = 10;
    using RunChartView::RunChartView;

    void setRun(int run); // index into the history's runs
    void pickBin(int bin);
    // The bin of a value, with the bins' lower edge `low` and width `width`.
    static int binOf(double value, double low, double width);

protected:
    void rebuild(QChart* chart) override;

private:
    int m_run = -1;
    double m_low = 0;
    double m_width = 0.1;
};

} // namespace goldset::ui
