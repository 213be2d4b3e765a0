#pragma once

#include "report/ReportData.h"

#include <QColor>
#include <QRectF>

class QPainter;

namespace goldset::reportpdf {

// One metric of a report as a bar chart, drawn with QPainter (vector in a PDF): a bar per run
// with its value written on it, the 95% bootstrap interval as a whisker, the threshold as a
// dashed red line and the proof-of-concept / production / excellent bands shaded behind, with
// a legend.
//
// The chart is kWidth x kHeight points. The value axis runs from 0 to axisMaximum() over
// kPlotHeight points, upwards from kPlotBottom points above the chart's bottom edge:
// a value v is drawn yOf(v) = kPlotBottom + v / axisMaximum() * kPlotHeight points up.
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
    MetricBarChart(const report::ReportData& data, int metric);

    double axisMaximum() const { return m_axisMaximum; }
    double axisStep() const { return m_axisStep; }
    // Points above the chart's bottom edge.
    double yOf(double value) const;
    // The horizontal centre of a run's bar, in points from the chart's left edge.
    double barCentre(int run) const;
    double barWidth() const;

    // Draws the chart scaled into `target` (in the painter's coordinates): fonts are sized for
    // the painter's device, so that text stays text in a PDF.
    void paint(QPainter& painter, const QRectF& target) const;

private:
    void drawBands(QPainter& p) const;
    void drawAxes(QPainter& p) const;
    void drawBars(QPainter& p) const;
    void drawThreshold(QPainter& p) const;
    void drawLegend(QPainter& p) const;
    QString formatValue(double value) const;
    enum
    {
        kLeft,
        kCentre,
        kRight
    };
    double text(QPainter& p, double x, double baseline, const QString& s, double size, const QColor& colour,
                int align = kLeft, bool bold = false, double maxWidth = 0) const;

    const report::ReportData& m_data;
    int m_metric;
    int m_compared; // index of the metric in m_data.comparison
    QString m_name;
    bool m_latency;
    double m_axisMaximum = 1;
    double m_axisStep = 0.2;
    mutable double m_fontScale = 1; // point size of 1 chart point, for the painter's device
};

} // namespace goldset::reportpdf
