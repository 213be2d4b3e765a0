#pragma once

#include "runs/QuestionSelection.h"
#include "runs/RunsComputation.h"

#include <QChartView>

class QAbstractAxis;
class QValueAxis;

namespace goldset::ui {

// What the four charts of the Runs & Charts page share: the evaluated runs, a metric, the
// threshold line and quality bands, a y axis fitted to the metric, and one signal that lists
// the questions behind whatever was clicked.
class RunChartView : public QChartView
{
    Q_OBJECT

public:
    explicit RunChartView(QWidget* parent = nullptr);

    // Redraws from scratch; the subclasses draw in rebuild().
    void setHistory(const RunsComputation::History& history);
    void setMetric(const QString& metric);
    const QString& metricName() const { return m_metric; } // QWidget has metric(PaintDeviceMetric)
    // A one-line description of what is drawn (for accessibility and tests).
    QString summary() const { return m_summary; }
    // The legend's entries (named series and bar sets), whether or not the legend has room.
    QStringList legendEntries() const;
    // Set on the chart while its legend is hidden for want of room (ChartExport shows it).
    static constexpr const char* kLegendHiddenForRoom = "goldsetLegendHiddenForRoom";

Q_SIGNALS:
    void questionsPicked(const goldset::ui::QuestionSelection& selection);

protected:
    virtual void rebuild(QChart* chart) = 0;
    void refresh();
    void setSummary(const QString& summary);
    // Adds a value axis on the left fitted to [0, 1] for ratios or [0, largest] for latencies.
    QValueAxis* addValueAxis(QChart* chart, double largest);
    // The bands as shaded areas over x in [left, right]: add them first, to be drawn below.
    void addBands(QChart* chart, QAbstractAxis* xAxis, QValueAxis* yAxis, double left, double right);
    // The threshold as a dashed line over x in [left, right]: add it late, to be drawn on top.
    void addThreshold(QChart* chart, QAbstractAxis* xAxis, QValueAxis* yAxis, double left, double right);
    double ceilingOf(double largest) const; // the y axis top
    // A round step for about `ticks` intervals up to `top` (1, 2, 2.5 or 5 times a power of ten).
    static double niceStep(double top, int ticks = 4);
    void changeEvent(QEvent* event) override; // the theme follows the application's
    void resizeEvent(QResizeEvent* event) override;

    RunsComputation::History m_history;
    QString m_metric;

private:
    // The legend below the plot while its entries fit in one row, else a column on the right
    // while that leaves the plot two thirds of the width; in a narrower chart it is hidden and
    // the view's tooltip lists it (a row of six entries cut every name to its first letter, a
    // column took half of a small chart and still cut them). Run names on a category axis stand
    // upright when they do not fit side by side.
    void fitToWidth();
    QString m_summary;
    bool m_legendWanted = true; // false: the subclass hid the legend (one series, nothing to say)
};

} // namespace goldset::ui
