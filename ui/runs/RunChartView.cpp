#include "runs/RunChartView.h"

#include "runs/MetricFormat.h"

#include <QAreaSeries>
#include <QLineSeries>
#include <QValueAxis>
#include <cmath>

namespace goldset::ui {

RunChartView::RunChartView(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
}

void RunChartView::setHistory(const RunsComputation::History& history)
{
    m_history = history;
    refresh();
}

void RunChartView::setMetric(const QString& metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    refresh();
}

void RunChartView::setSummary(const QString& summary)
{
    m_summary = summary;
    setAccessibleDescription(summary);
}

void RunChartView::refresh()
{
    auto* chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
    m_summary.clear();
    if (m_history && !m_metric.isEmpty())
        rebuild(chart);
    QChart* old = this->chart();
    setChart(chart);
    delete old;
}

double RunChartView::ceilingOf(double largest) const
{
    if (!metricformat::isLatency(m_metric))
        return std::max(1.0, largest);
    double top = largest;
    if (const auto threshold = m_history->threshold(m_metric))
        top = std::max(top, threshold->bound);
    if (const auto bands = m_history->bandsOf(m_metric))
        top = std::max(top, bands->poc);
    return top > 0 ? top * 1.1 : 1.0;
}

QValueAxis* RunChartView::addValueAxis(QChart* chart, double largest)
{
    auto* axis = new QValueAxis;
    axis->setRange(0, ceilingOf(largest));
    axis->setTitleText(m_metric);
    axis->setLabelFormat(metricformat::isLatency(m_metric) ? QStringLiteral("%.0f") : QStringLiteral("%.2f"));
    chart->addAxis(axis, Qt::AlignLeft);
    return axis;
}

void RunChartView::addBands(QChart* chart, QAbstractAxis* xAxis, QValueAxis* yAxis, double left, double right)
{
    if (const std::optional<metrics::QualityBands> bands = m_history->bandsOf(m_metric)) {
        // Each band from its bound towards the better end, the better ones drawn darker.
        const double top = yAxis->max();
        struct Shade
        {
            QString name;
            double from;
            double to;
            QColor colour;
        };
        const QList<Shade> shades =
            bands->lowerIsBetter
                ? QList<Shade>{{tr("proof of concept"), bands->production, bands->poc,
                                QColor(255, 210, 120, 70)},
                               {tr("production"), bands->excellent, bands->production,
                                QColor(120, 200, 120, 70)},
                               {tr("excellent"), 0.0, bands->excellent, QColor(60, 160, 90, 80)}}
                : QList<Shade>{
                      {tr("proof of concept"), bands->poc, bands->production, QColor(255, 210, 120, 70)},
                      {tr("production"), bands->production, bands->excellent, QColor(120, 200, 120, 70)},
                      {tr("excellent"), bands->excellent, top, QColor(60, 160, 90, 80)}};
        for (const Shade& shade : shades) {
            auto* lower = new QLineSeries;
            auto* upper = new QLineSeries;
            lower->append(left, shade.from);
            lower->append(right, shade.from);
            upper->append(left, std::min(shade.to, top));
            upper->append(right, std::min(shade.to, top));
            auto* area = new QAreaSeries(upper, lower);
            // An area series does not own its boundary lines.
            upper->setParent(area);
            lower->setParent(area);
            area->setName(tr("%1 band").arg(shade.name));
            area->setColor(shade.colour);
            area->setBorderColor(Qt::transparent);
            chart->addSeries(area);
            area->attachAxis(xAxis);
            area->attachAxis(yAxis);
        }
    }
}

void RunChartView::addThreshold(QChart* chart, QAbstractAxis* xAxis, QValueAxis* yAxis, double left,
                                double right)
{
    if (const std::optional<metrics::Threshold> threshold = m_history->threshold(m_metric)) {
        auto* line = new QLineSeries;
        line->setName(tr("threshold %1").arg(threshold->text()));
        line->append(left, threshold->bound);
        line->append(right, threshold->bound);
        QPen pen(QColor(200, 30, 30));
        pen.setStyle(Qt::DashLine);
        pen.setWidth(2);
        line->setPen(pen);
        chart->addSeries(line);
        line->attachAxis(xAxis);
        line->attachAxis(yAxis);
    }
}

} // namespace goldset::ui
