#include "runs/HistoryChartView.h"

#include "runs/MetricFormat.h"

#include <QCategoryAxis>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>

namespace goldset::ui {

void HistoryChartView::pickRun(int run)
{
    if (!m_history || run < 0 || run >= m_history->runs.size())
        return;
    QuestionSelection selection = QuestionSelection::ofRun(*m_history, run, m_metric);
    selection.title = tr("%1 of the questions of %2, worst first").arg(m_metric, m_history->runs[run].name);
    Q_EMIT questionsPicked(selection);
}

void HistoryChartView::rebuild(QChart* chart)
{
    const int runs = static_cast<int>(m_history->runs.size());
    const int index = m_history->catalog.indexOf(m_metric);
    chart->setTitle(tr("%1 across runs").arg(m_metric));
    if (runs == 0 || index < 0) {
        chart->setTitle(tr("No runs yet: import one (File → Import) to see its history."));
        return;
    }

    auto* xAxis = new QCategoryAxis;
    xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    xAxis->setRange(-0.5, runs - 0.5);
    xAxis->setTitleText(tr("Runs in time order"));
    for (int r = 0; r < runs; ++r)
        xAxis->append(m_history->runs[r].name, r);
    chart->addAxis(xAxis, Qt::AlignBottom);

    auto* line = new QLineSeries;
    line->setName(m_metric);
    auto* points = new QScatterSeries;
    points->setName(tr("runs (click for questions)"));
    points->setMarkerSize(11);
    double largest = 0;
    QStringList values;
    for (int r = 0; r < runs; ++r) {
        const std::optional<double> value =
            m_history->aggregates[static_cast<std::size_t>(r)][static_cast<std::size_t>(index)];
        values << metricformat::value(m_metric, value);
        if (!value)
            continue;
        largest = std::max(largest, *value);
        line->append(r, *value);
        points->append(r, *value);
    }
    QValueAxis* yAxis = addValueAxis(chart, largest);
    addBands(chart, xAxis, yAxis, -0.5, runs - 0.5);
    addThreshold(chart, xAxis, yAxis, -0.5, runs - 0.5);
    for (QXYSeries* series : {static_cast<QXYSeries*>(line), static_cast<QXYSeries*>(points)}) {
        chart->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
    }
    connect(points, &QScatterSeries::clicked, this,
            [this](const QPointF& point) { pickRun(static_cast<int>(std::lround(point.x()))); });
    setSummary(tr("%1 over %n run(s): %2", nullptr, runs).arg(m_metric, values.join(QStringLiteral(", "))));
}

} // namespace goldset::ui
