#include "monitoring/MonitoringChartView.h"

#include "common/ThemeColours.h"
#include "monitoring/MonitoringState.h"

#include <QDateTime>
#include <QDateTimeAxis>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>

namespace goldset::ui {
namespace {

double msOf(QDate date)
{
    return double(QDateTime(date, QTime(12, 0), Qt::UTC).toMSecsSinceEpoch());
}

} // namespace

MonitoringChartView::MonitoringChartView(MonitoringState* state, QWidget* parent)
    : QChartView(parent), m_state(state)
{
    setRenderHint(QPainter::Antialiasing);
    setAccessibleName(tr("Monitoring chart"));
    connect(state, &MonitoringState::numbersChanged, this, &MonitoringChartView::refresh);
    refresh();
}

int MonitoringChartView::pointAt(double x) const
{
    const auto& points = m_state->points();
    int best = -1;
    double distance = 0;
    for (int i = 0; i < int(points.size()); ++i) {
        const double d = std::abs(msOf(points[i].start) - x);
        if (best < 0 || d < distance) {
            best = i;
            distance = d;
        }
    }
    return best;
}

void MonitoringChartView::refresh()
{
    auto* chart = new QChart;
    const ThemeColours colours(palette());
    chart->setTheme(colours.dark() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
    m_points = nullptr;
    const auto& points = m_state->points();
    const QString metric = m_state->metric();
    if (points.isEmpty()) {
        chart->setTitle(
            tr("No interactions yet: import production logs (Import Logs…, or goldset-cli monitor import)."));
    } else {
        chart->setTitle(tr("%1 from %2 to %3 (UTC)")
                            .arg(metric, m_state->rangeStart().toString(Qt::ISODate),
                                 m_state->rangeEnd().toString(Qt::ISODate)));
        auto* line = new QLineSeries;
        line->setName(metric);
        m_points = new QScatterSeries;
        m_points->setName(tr("click a point for its interactions"));
        m_points->setMarkerSize(9);
        auto* seven = new QLineSeries;
        seven->setName(tr("7-day average"));
        auto* thirty = new QLineSeries;
        thirty->setName(tr("30-day average"));
        auto* previous = new QLineSeries;
        previous->setName(tr("previous period"));
        const QList<std::optional<double>> values = m_state->values();
        double top = 0;
        auto add = [&top](QLineSeries* series, double x, const std::optional<double>& value) {
            if (!value)
                return;
            series->append(x, *value);
            top = std::max(top, *value);
        };
        for (int i = 0; i < int(points.size()); ++i) {
            const double x = msOf(points[i].start);
            add(line, x, values[i]);
            if (values[i])
                m_points->append(x, *values[i]);
            add(seven, x, m_state->average7().value(i));
            add(thirty, x, m_state->average30().value(i));
            add(previous, x, m_state->previous().value(i));
        }
        auto* xAxis = new QDateTimeAxis;
        xAxis->setFormat(QStringLiteral("yyyy-MM-dd"));
        xAxis->setRange(
            QDateTime::fromMSecsSinceEpoch(qint64(msOf(points.first().start)) - 43200000, Qt::UTC),
            QDateTime::fromMSecsSinceEpoch(qint64(msOf(points.last().start)) + 43200000, Qt::UTC));
        chart->addAxis(xAxis, Qt::AlignBottom);
        auto* yAxis = new QValueAxis;
        yAxis->setRange(0, top > 0 ? top * 1.1 : 1);
        yAxis->applyNiceNumbers();
        yAxis->setLabelFormat(metric.endsWith(QLatin1String("_rate")) ||
                                      metric == QLatin1String("feedback_mean") ||
                                      metric == QLatin1String("judge_faithfulness")
                                  ? QStringLiteral("%.2f")
                                  : QStringLiteral("%.0f"));
        chart->addAxis(yAxis, Qt::AlignLeft);
        for (QXYSeries* series : {static_cast<QXYSeries*>(previous), static_cast<QXYSeries*>(thirty),
                                  static_cast<QXYSeries*>(seven), static_cast<QXYSeries*>(line),
                                  static_cast<QXYSeries*>(m_points)}) {
            chart->addSeries(series);
            series->attachAxis(xAxis);
            series->attachAxis(yAxis);
        }
        // Line styles after the series joined the chart: its theme gave them their colours.
        QPen dashed = seven->pen();
        dashed.setStyle(Qt::DashLine);
        seven->setPen(dashed);
        QPen dotted = thirty->pen();
        dotted.setStyle(Qt::DotLine);
        dotted.setWidth(2);
        thirty->setPen(dotted);
        QPen thin = previous->pen();
        thin.setWidth(1);
        previous->setPen(thin);
        connect(m_points, &QScatterSeries::clicked, this,
                [this](const QPointF& point) { m_state->drillDown(pointAt(point.x())); });
        setAccessibleDescription(tr("%1 over %n period(s)", nullptr, int(points.size())).arg(metric));
    }
    QChart* old = this->chart();
    setChart(chart);
    delete old;
}

void MonitoringChartView::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange &&
        ThemeColours(palette()).dark() != (chart()->theme() == QChart::ChartThemeDark))
        refresh();
}

} // namespace goldset::ui
