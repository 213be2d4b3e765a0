#pragma once

#include "PdfGraphic.h"
#include "ReportData.h"

namespace goldset::report {

// One metric of a report as a bar chart for the PDF: a bar per run with its value written on
// it, the 95% bootstrap interval as a whisker, the threshold as a dashed red line and the
// proof-of-concept / production / excellent bands shaded behind, with a legend.
//
// The value axis runs from 0 to axisMaximum() over kPlotHeight points from (kPlotLeft,
// kPlotBottom): a value v is drawn kPlotBottom + v / axisMaximum() * kPlotHeight high.
class MetricBarChart
{
public:
    static constexpr double kWidth = 515;
    static constexpr double kHeight = 212;
    static constexpr double kPlotLeft = 50;
    static constexpr double kPlotRight = 505;
    static constexpr double kPlotBottom = 30;
    static constexpr double kPlotHeight = 150;
    static constexpr double kMaxBarWidth = 70;

    // `metric` indexes data.metrics; it must be one of data.chartedMetrics().
    MetricBarChart(const ReportData& data, int metric);

    double axisMaximum() const { return m_axisMaximum; }
    double axisStep() const { return m_axisStep; }
    double yOf(double value) const;
    PdfGraphic draw() const;

private:
    void drawBands(PdfGraphic& g) const;
    void drawAxes(PdfGraphic& g) const;
    void drawBars(PdfGraphic& g) const;
    void drawThreshold(PdfGraphic& g) const;
    void drawLegend(PdfGraphic& g) const;
    QString formatValue(double value) const;

    const ReportData& m_data;
    int m_metric;
    int m_compared; // index of the metric in m_data.comparison
    QString m_name;
    bool m_latency;
    double m_axisMaximum = 1;
    double m_axisStep = 0.2;
};

} // namespace goldset::report
