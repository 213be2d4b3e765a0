#include "runs/DistributionChartView.h"

#include "runs/MetricFormat.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QValueAxis>
#include <cmath>

namespace goldset::ui {

int DistributionChartView::binOf(double value, double low, double width)
{
    if (width <= 0)
        return 0;
    const int bin = static_cast<int>(std::floor((value - low) / width + 1e-9));
    return std::clamp(bin, 0, kBins - 1); // the top edge belongs to the last bin
}

void DistributionChartView::setRun(int run)
{
    m_run = run;
    refresh();
}

void DistributionChartView::pickBin(int bin)
{
    if (!m_history || m_run < 0 || m_run >= m_history->runs.size())
        return;
    const double low = m_low;
    const double width = m_width;
    QuestionSelection selection =
        QuestionSelection::ofRun(*m_history, m_run, m_metric,
                                 [bin, low, width](double value) { return binOf(value, low, width) == bin; });
    selection.title =
        tr("Questions of %1 with %2 in [%3, %4]")
            .arg(m_history->runs[m_run].name, m_metric, metricformat::value(m_metric, low + bin * width),
                 metricformat::value(m_metric, low + (bin + 1) * width));
    Q_EMIT questionsPicked(selection);
}

void DistributionChartView::rebuild(QChart* chart)
{
    const int index = m_history->catalog.indexOf(m_metric);
    if (m_run < 0 || m_run >= m_history->runs.size() || index < 0) {
        chart->setTitle(tr("Choose a run to see how its questions spread."));
        return;
    }
    const metrics::RunMetrics* run = m_history->metricsOf(m_run);
    if (!run) {
        chart->setTitle(tr("Evaluating %1...").arg(m_history->runs[m_run].name));
        return;
    }
    std::vector<double> values;
    for (std::size_t q = 0; q < run->questions().size(); ++q) {
        if (const std::optional<double> v = run->value(q, static_cast<std::size_t>(index)))
            values.push_back(*v);
    }
    const QString& runName = m_history->runs[m_run].name;
    chart->setTitle(
        tr("%1 of %2: %n question(s)", nullptr, static_cast<int>(values.size())).arg(m_metric, runName));
    m_low = 0;
    m_width = 0.1;
    if (metricformat::isLatency(m_metric) && !values.empty()) {
        const auto [smallest, largest] = std::minmax_element(values.begin(), values.end());
        m_low = *smallest;
        m_width = std::max((*largest - *smallest) / kBins, 1.0);
    }

    QList<int> counts(kBins, 0);
    for (const double v : values)
        ++counts[binOf(v, m_low, m_width)];
    auto* set = new QBarSet(tr("questions"));
    QStringList categories;
    int most = 0;
    QStringList described;
    for (int b = 0; b < kBins; ++b) {
        set->append(counts[b]);
        most = std::max(most, counts[b]);
        const QString label = metricformat::isLatency(m_metric)
                                  ? QStringLiteral("%1–%2")
                                        .arg(std::lround(m_low + b * m_width))
                                        .arg(std::lround(m_low + (b + 1) * m_width))
                                  : QStringLiteral("%1–%2")
                                        .arg(m_low + b * m_width, 0, 'f', 1)
                                        .arg(m_low + (b + 1) * m_width, 0, 'f', 1);
        categories << label;
        described << QStringLiteral("%1: %2").arg(label).arg(counts[b]);
    }
    auto* bars = new QBarSeries;
    bars->append(set);
    bars->setBarWidth(0.9);
    bars->setLabelsVisible(true);
    chart->addSeries(bars);
    auto* xAxis = new QBarCategoryAxis;
    xAxis->append(categories);
    xAxis->setTitleText(m_metric);
    chart->addAxis(xAxis, Qt::AlignBottom);
    auto* yAxis = new QValueAxis;
    yAxis->setRange(0, std::max(1, most));
    yAxis->setLabelFormat(QStringLiteral("%d"));
    yAxis->setTickType(QValueAxis::TicksDynamic);
    yAxis->setTickInterval(std::max(1, most / 5));
    yAxis->setTitleText(tr("questions"));
    chart->addAxis(yAxis, Qt::AlignLeft);
    bars->attachAxis(xAxis);
    bars->attachAxis(yAxis);
    chart->legend()->setVisible(false);
    connect(set, &QBarSet::clicked, this, &DistributionChartView::pickBin);
    setSummary(
        tr("Distribution of %1 for %2: %3").arg(m_metric, runName, described.join(QStringLiteral(", "))));
}

} // namespace goldset::ui
