#include "runs/ScatterChartView.h"

#include "common/ThemeColours.h"
#include "runs/MetricFormat.h"

#include <QHash>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <cmath>
#include <map>

namespace goldset::ui {

namespace {

bool same(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * (1.0 + std::fabs(a));
}

} // namespace

void ScatterChartView::setRuns(int runA, int runB)
{
    m_runA = runA;
    m_runB = runB;
    refresh();
}

void ScatterChartView::pickPoint(const QPointF& point)
{
    if (!m_history || m_runA < 0 || m_runB < 0)
        return;
    // Snap to the nearest question's values: a click lands near a point, not on it exactly.
    const QuestionSelection all =
        QuestionSelection::ofPair(*m_history, m_runA, m_runB, m_metric, [](double, double) { return true; });
    double bestDistance = -1;
    QPointF best;
    for (const QuestionSelection::Row& row : all.rows) {
        const double dx = *row.values[0] - point.x();
        const double dy = *row.values[1] - point.y();
        const double distance = dx * dx + dy * dy;
        if (bestDistance < 0 || distance < bestDistance) {
            bestDistance = distance;
            best = QPointF(*row.values[0], *row.values[1]);
        }
    }
    if (bestDistance < 0)
        return;
    QuestionSelection selection =
        QuestionSelection::ofPair(*m_history, m_runA, m_runB, m_metric, [best](double a, double b) {
            return same(a, best.x()) && same(b, best.y());
        });
    selection.title =
        tr("Questions where %1 = %2 for %3 and %4 for %5")
            .arg(m_metric, metricformat::value(m_metric, best.x()), m_history->runs[m_runA].name,
                 metricformat::value(m_metric, best.y()), m_history->runs[m_runB].name);
    Q_EMIT questionsPicked(selection);
}

void ScatterChartView::rebuild(QChart* chart)
{
    const qsizetype runs = m_history->runs.size();
    if (m_runA < 0 || m_runB < 0 || m_runA >= runs || m_runB >= runs || m_runA == m_runB) {
        chart->setTitle(tr("Choose two different runs to compare question by question."));
        return;
    }
    const QString& nameA = m_history->runs[m_runA].name;
    const QString& nameB = m_history->runs[m_runB].name;
    if (!m_history->metricsOf(m_runA) || !m_history->metricsOf(m_runB)) {
        chart->setTitle(tr("Evaluating %1 and %2...").arg(nameA, nameB));
        return;
    }
    const QuestionSelection all =
        QuestionSelection::ofPair(*m_history, m_runA, m_runB, m_metric, [](double, double) { return true; });
    chart->setTitle(tr("%1: %2 against %3, %n question(s)", nullptr, static_cast<int>(all.rows.size()))
                        .arg(m_metric, nameB, nameA));

    // Questions sharing a point are counted; the point's marker grows with the count.
    std::map<std::pair<double, double>, int> counts;
    double largest = 0;
    int above = 0;
    int below = 0;
    for (const QuestionSelection::Row& row : all.rows) {
        const double a = *row.values[0];
        const double b = *row.values[1];
        ++counts[{a, b}];
        largest = std::max({largest, a, b});
        if (!same(a, b))
            (b > a ? above : below) += 1;
    }
    const double top = ceilingOf(largest);
    const ThemeColours colours(palette());
    // Ticks on round values from 0 (0, 0.25, 0.5, ...), not spread over the margins.
    const double step = niceStep(top);
    int decimals = 0;
    while (decimals < 6 &&
           std::abs(step * std::pow(10, decimals) - std::round(step * std::pow(10, decimals))) > 1e-6)
        ++decimals;
    const QString format = QStringLiteral("%.%1f").arg(decimals);
    auto* xAxis = new QValueAxis;
    // A margin, so that points on 0 or on the top are drawn whole.
    const double margin = top * 0.03;
    xAxis->setRange(-margin, top + margin);
    xAxis->setTitleText(nameA);
    chart->addAxis(xAxis, Qt::AlignBottom);
    auto* yAxis = new QValueAxis;
    yAxis->setRange(-margin, top + margin);
    yAxis->setTitleText(nameB);
    chart->addAxis(yAxis, Qt::AlignLeft);
    for (QValueAxis* axis : {xAxis, yAxis}) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
        axis->setTickInterval(step);
        axis->setLabelFormat(format);
    }

    auto* diagonal = new QLineSeries;
    diagonal->setName(tr("equal"));
    diagonal->append(0, 0);
    diagonal->append(top, top);
    diagonal->setPen(QPen(colours.chartGuide(), 1, Qt::DashLine));
    chart->addSeries(diagonal);
    diagonal->attachAxis(xAxis);
    diagonal->attachAxis(yAxis);

    // One series per marker size class keeps the legend short and the sizes readable.
    const QList<QPair<int, qreal>> sizes = {{1, 9}, {3, 13}, {10, 18}, {std::numeric_limits<int>::max(), 24}};
    QHash<int, QScatterSeries*> bySize;
    for (const auto& [point, count] : counts) {
        int sizeClass = 0;
        while (count > sizes[sizeClass].first)
            ++sizeClass;
        QScatterSeries*& series = bySize[sizeClass];
        if (!series) {
            series = new QScatterSeries;
            series->setMarkerSize(sizes[sizeClass].second);
            series->setColor(colours.chartMarker());
            series->setBorderColor(colours.chartMarkerBorder());
            const int from = sizeClass == 0 ? 1 : sizes[sizeClass - 1].first + 1;
            series->setName(sizeClass == 0 ? tr("1 question")
                            : sizeClass == sizes.size() - 1
                                ? tr("%1+ questions").arg(from)
                                : tr("%1–%2 questions").arg(from).arg(sizes[sizeClass].first));
            connect(series, &QScatterSeries::clicked, this, &ScatterChartView::pickPoint);
            connect(series, &QScatterSeries::hovered, this, [this](const QPointF& p, bool state) {
                if (state)
                    QToolTip::showText(QCursor::pos(),
                                       tr("%1: %2, %3")
                                           .arg(m_metric, metricformat::value(m_metric, p.x()),
                                                metricformat::value(m_metric, p.y())));
            });
        }
        series->append(point.first, point.second);
    }
    for (int sizeClass = 0; sizeClass < sizes.size(); ++sizeClass) {
        if (QScatterSeries* series = bySize.value(sizeClass)) {
            chart->addSeries(series);
            series->attachAxis(xAxis);
            series->attachAxis(yAxis);
        }
    }
    setSummary(tr("%1: %2 higher than %3 on %4 question(s), lower on %5, equal on %6")
                   .arg(m_metric, nameB, nameA)
                   .arg(above)
                   .arg(below)
                   .arg(static_cast<int>(all.rows.size()) - above - below));
}

} // namespace goldset::ui
