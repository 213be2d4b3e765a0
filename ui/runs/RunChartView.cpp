#include "runs/RunChartView.h"

#include "common/ThemeColours.h"
#include "runs/MetricFormat.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>
#include <cmath>

namespace goldset::ui {

RunChartView::RunChartView(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    refresh(); // an empty chart in the theme's colours until there is something to draw
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
    // The chart's own theme for the palette's: a light chart in a dark window is glaring.
    const ThemeColours colours(palette());
    chart->setTheme(colours.dark() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setShowToolTips(true); // a legend entry cut short in a narrow chart reads whole
    chart->setAnimationOptions(QChart::NoAnimation);
    m_summary.clear();
    if (m_history && !m_metric.isEmpty())
        rebuild(chart);
    m_legendWanted = chart->legend()->isVisible();
    QChart* old = this->chart();
    setChart(chart);
    delete old;
    fitToWidth();
}

void RunChartView::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    fitToWidth();
}

QStringList RunChartView::legendEntries() const
{
    QStringList entries;
    if (!chart())
        return entries;
    for (QAbstractSeries* series : chart()->series()) {
        if (const auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            for (const QBarSet* set : bars->barSets())
                if (!set->label().isEmpty())
                    entries << set->label();
        } else if (!series->name().isEmpty()) {
            entries << series->name(); // unnamed series (the second whisker on) have no entry
        }
    }
    return entries;
}

void RunChartView::fitToWidth()
{
    QChart* shown = chart();
    QLegend* legend = shown->legend();
    if (m_legendWanted) {
        const QFontMetrics metrics(legend->font());
        const QStringList entries = legendEntries();
        // Each entry: its marker (about a line high), a gap, its name, and the space between entries.
        int row = 0;
        int column = 0;
        for (const QString& entry : entries) {
            const int wide =
                metrics.height() + metrics.horizontalAdvance(entry) + 2 * metrics.averageCharWidth();
            row += wide + 8;
            column = std::max(column, wide + 16);
        }
        // Below while one row fits; else a column on the right if it leaves the plot two thirds.
        const bool inRow = row <= width() - 60; // the chart's margins
        const bool fits = inRow || column <= width() / 3;
        legend->setAlignment(inRow ? Qt::AlignBottom : Qt::AlignRight);
        legend->setVisible(fits);
        shown->setProperty(kLegendHiddenForRoom, !fits);
        setToolTip(fits || entries.isEmpty()
                       ? QString()
                       : tr("Legend (hidden for want of room):") + QStringLiteral("\n\u25a0 ") +
                             entries.join(QStringLiteral("\n\u25a0 ")));
    }
    for (QAbstractAxis* axis : shown->axes(Qt::Horizontal)) {
        auto* categories = qobject_cast<QBarCategoryAxis*>(axis);
        if (!categories || categories->count() == 0)
            continue;
        const QFontMetrics metrics(categories->labelsFont());
        int widest = 0;
        for (const QString& name : categories->categories())
            widest = std::max(widest, metrics.horizontalAdvance(name));
        const int perCategory = (width() - 120) / int(categories->count()); // less the y axis and margins
        const int angle = widest + metrics.averageCharWidth() <= perCategory ? 0 : -90;
        if (categories->labelsAngle() != angle)
            categories->setLabelsAngle(angle);
    }
}

void RunChartView::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange &&
        ThemeColours(palette()).dark() != (chart()->theme() == QChart::ChartThemeDark))
        refresh();
}

double RunChartView::niceStep(double top, int ticks)
{
    if (!(top > 0) || ticks <= 0)
        return 1;
    const double raw = top / ticks;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double factor : {1.0, 2.0, 2.5, 5.0})
        if (raw <= factor * power * (1 + 1e-9))
            return factor * power;
    return 10 * power;
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
        const ThemeColours colours(palette());
        const double top = yAxis->max();
        struct Shade
        {
            QString name;
            double from;
            double to;
            QColor colour;
        };
        // Appended one by one: GCC -O3 took the two braced lists of QStrings for uninitialised
        // (-Wmaybe-uninitialized, an error in the release build).
        QList<Shade> shades;
        const bool lower = bands->lowerIsBetter;
        shades.append({tr("proof of concept"), lower ? bands->production : bands->poc,
                       lower ? bands->poc : bands->production, colours.bandColour(0)});
        shades.append({tr("production"), lower ? bands->excellent : bands->production,
                       lower ? bands->production : bands->excellent, colours.bandColour(1)});
        shades.append({tr("excellent"), lower ? 0.0 : bands->excellent, lower ? bands->excellent : top,
                       colours.bandColour(2)});
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
            // The band's faint fill would vanish in a legend square: the key shows its hue opaque.
            QColor key = shade.colour;
            key.setAlpha(255);
            for (QLegendMarker* marker : chart->legend()->markers(area))
                marker->setBrush(key);
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
        QPen pen(ThemeColours(palette()).thresholdLine());
        pen.setStyle(Qt::DashLine);
        pen.setWidth(2);
        line->setPen(pen);
        chart->addSeries(line);
        line->attachAxis(xAxis);
        line->attachAxis(yAxis);
    }
}

} // namespace goldset::ui
