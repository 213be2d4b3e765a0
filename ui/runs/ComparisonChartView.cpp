#include "runs/ComparisonChartView.h"

#include "runs/MetricFormat.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

namespace goldset::ui {

void ComparisonChartView::setComparison(const RunsComputation::Comparison& comparison)
{
    m_comparison = comparison;
    refresh();
}

void ComparisonChartView::pickRun(int comparedRun)
{
    if (!m_comparison || comparedRun < 0 || comparedRun >= m_comparison->runNames().size())
        return;
    const QString& name = m_comparison->runNames()[comparedRun];
    const int run = m_history->runIndex(name);
    if (run < 0)
        return;
    QuestionSelection selection = QuestionSelection::ofRun(*m_history, run, m_metric);
    selection.title = tr("%1 of the questions of %2, worst first").arg(m_metric, name);
    Q_EMIT questionsPicked(selection);
}

void ComparisonChartView::rebuild(QChart* chart)
{
    const int metric = m_comparison ? static_cast<int>(m_comparison->metricNames().indexOf(m_metric)) : -1;
    if (metric < 0 || m_comparison->runNames().isEmpty()) {
        chart->setTitle(tr("Check runs in the list to compare them."));
        return;
    }
    chart->setTitle(tr("%1 with 95% bootstrap intervals").arg(m_metric));
    const QStringList& runs = m_comparison->runNames();

    auto* xAxis = new QBarCategoryAxis;
    xAxis->append(runs);
    chart->addAxis(xAxis, Qt::AlignBottom);

    auto* set = new QBarSet(m_metric);
    double largest = 0;
    QStringList values;
    for (qsizetype r = 0; r < runs.size(); ++r) {
        const metrics::RunComparison::Cell& cell = m_comparison->cell(metric, static_cast<int>(r));
        set->append(cell.value.value_or(0));
        values << QStringLiteral("%1 %2").arg(runs[r], metricformat::value(m_metric, cell.value));
        largest = std::max({largest, cell.value.value_or(0), cell.ci95 ? cell.ci95->high : 0.0});
    }
    // Bands below the bars, the threshold and whiskers above them.
    const double right = static_cast<double>(runs.size()) - 0.5;
    auto* bars = new QBarSeries;
    bars->append(set);
    bars->setBarWidth(0.5);
    bars->setLabelsVisible(true);
    bars->setLabelsPosition(QAbstractBarSeries::LabelsInsideBase);
    bars->setLabelsPrecision(metricformat::isLatency(m_metric) ? 7 : 3);
    QValueAxis* yAxis = addValueAxis(chart, largest);
    addBands(chart, xAxis, yAxis, -0.5, right);
    chart->addSeries(bars);
    bars->attachAxis(xAxis);
    bars->attachAxis(yAxis);
    connect(set, &QBarSet::clicked, this, &ComparisonChartView::pickRun);
    addThreshold(chart, xAxis, yAxis, -0.5, right);

    // Whiskers: a vertical line with caps per run, on the bars' category positions.
    for (qsizetype r = 0; r < runs.size(); ++r) {
        const metrics::RunComparison::Cell& cell = m_comparison->cell(metric, static_cast<int>(r));
        if (!cell.ci95)
            continue;
        auto* whisker = new QLineSeries;
        const auto x = static_cast<double>(r);
        whisker->append(x - 0.08, cell.ci95->high);
        whisker->append(x + 0.08, cell.ci95->high);
        whisker->append(x, cell.ci95->high);
        whisker->append(x, cell.ci95->low);
        whisker->append(x - 0.08, cell.ci95->low);
        whisker->append(x + 0.08, cell.ci95->low);
        whisker->setPen(QPen(palette().color(QPalette::Text), 2));
        chart->addSeries(whisker);
        whisker->attachAxis(xAxis);
        whisker->attachAxis(yAxis);
        // One legend entry says what the whiskers are; the rest stay out of the legend.
        if (r == 0)
            whisker->setName(tr("95% interval"));
        else
            chart->legend()->markers(whisker).constFirst()->setVisible(false);
    }
    setSummary(tr("%1 by run: %2").arg(m_metric, values.join(QStringLiteral(", "))));
}

} // namespace goldset::ui
