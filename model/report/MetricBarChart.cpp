#include "MetricBarChart.h"

#include <algorithm>
#include <cmath>

namespace goldset::report {

namespace {

using Colour = PdfGraphic::Colour;
using Align = PdfGraphic::Align;
using pdf::Font;

const Colour kBar = Colour::rgb(68, 114, 176);
const Colour kWhisker = Colour::rgb(0, 0, 0);
const Colour kThreshold = Colour::rgb(200, 30, 30);
const Colour kAxis = Colour::rgb(90, 90, 90);
const Colour kGrid = Colour::rgb(215, 215, 215);
const Colour kText = Colour::rgb(0, 0, 0);
const Colour kMuted = Colour::rgb(110, 110, 110);
const Colour kWhite = Colour::rgb(255, 255, 255);
const Colour kPoc = Colour::rgb(255, 233, 190);
const Colour kProduction = Colour::rgb(214, 238, 214);
const Colour kExcellent = Colour::rgb(178, 222, 190);

struct Shade
{
    QString name;
    double from;
    double to;
    Colour colour;
};

QList<Shade> shadesOf(const metrics::QualityBands& b, double top)
{
    if (b.lowerIsBetter)
        return {{QStringLiteral("proof of concept"), b.production, b.poc, kPoc},
                {QStringLiteral("production"), b.excellent, b.production, kProduction},
                {QStringLiteral("excellent"), 0.0, b.excellent, kExcellent}};
    return {{QStringLiteral("proof of concept"), b.poc, b.production, kPoc},
            {QStringLiteral("production"), b.production, b.excellent, kProduction},
            {QStringLiteral("excellent"), b.excellent, top, kExcellent}};
}

// 1, 2, 2.5 or 5 times a power of ten, so that about five steps reach `top`.
double niceStep(double top)
{
    const double raw = top / 5;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double normal = raw / magnitude;
    const double factor = normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 2.5 ? 2.5 : normal <= 5 ? 5 : 10;
    return factor * magnitude;
}

bool isLatency(const QString& metric)
{
    return metric.startsWith(QLatin1String("latency_"));
}

} // namespace

MetricBarChart::MetricBarChart(const ReportData& data, int metric)
    : m_data(data), m_metric(metric),
      m_compared(data.comparison
                     ? static_cast<int>(data.comparison->metricNames().indexOf(data.metrics[metric]))
                     : -1),
      m_name(data.metrics[metric]), m_latency(isLatency(m_name))
{
    double largest = 0;
    for (qsizetype r = 0; r < data.runs.size(); ++r) {
        largest = std::max(largest, data.runs[r].values[static_cast<std::size_t>(metric)].value_or(0));
        if (m_compared >= 0) {
            if (const auto& ci = data.comparison->cell(m_compared, static_cast<int>(r)).ci95)
                largest = std::max(largest, ci->high);
        }
    }
    // Room for the threshold and the bands' bounds too (latencies, or scores on their own scale).
    double top = largest;
    if (const auto& t = data.thresholds[metric])
        top = std::max(top, t->bound);
    if (const auto& b = data.bands[metric])
        top = std::max({top, b->poc, b->production, b->excellent});
    // Rates end at 1; latencies have no natural top, leave a margin above the highest mark.
    top = m_latency ? (top > 0 ? top * 1.1 : 1) : std::max(1.0, top);
    m_axisStep = niceStep(top);
    m_axisMaximum = std::ceil(top / m_axisStep - 1e-9) * m_axisStep;
}

double MetricBarChart::yOf(double value) const
{
    return kPlotBottom + std::clamp(value, 0.0, m_axisMaximum) / m_axisMaximum * kPlotHeight;
}

QString MetricBarChart::formatValue(double value) const
{
    return m_latency ? QStringLiteral("%1 ms").arg(value, 0, 'f', 0) : QString::number(value, 'f', 4);
}

PdfGraphic MetricBarChart::draw() const
{
    PdfGraphic g(kWidth, kHeight);
    g.comment(QStringLiteral("chart ") + m_name);
    g.text(0, kHeight - 10, m_name, Font::HelveticaBold, 11, kText);
    g.text(kPlotRight, kHeight - 10,
           metrics::MetricCatalog::lowerIsBetter(m_name) ? QStringLiteral("lower is better")
                                                         : QStringLiteral("higher is better"),
           Font::Helvetica, 7, kMuted, Align::Right);
    drawLegend(g);
    drawBands(g);
    drawAxes(g);
    drawBars(g);
    drawThreshold(g);
    return g;
}

void MetricBarChart::drawLegend(PdfGraphic& g) const
{
    double x = kPlotLeft;
    const double y = kHeight - 26;
    const auto label = [&g, &x, y](const QString& text) {
        g.text(x, y, text, Font::Helvetica, 7, kText);
        x += pdf::textWidth(text, Font::Helvetica, 7) + 12;
    };
    if (const auto& b = m_data.bands[m_metric]) {
        for (const Shade& shade : shadesOf(*b, m_axisMaximum)) {
            g.fillRect(x, y - 1, 9, 7, shade.colour);
            x += 12;
            label(shade.name);
        }
    }
    if (const auto& t = m_data.thresholds[m_metric]) {
        g.line(x, y + 2.5, x + 16, y + 2.5, kThreshold, 1.5, true);
        x += 19;
        label(QStringLiteral("threshold ") + t->text());
    }
    if (m_compared >= 0) {
        g.line(x + 4, y - 1, x + 4, y + 6, kWhisker, 1);
        g.line(x + 1, y - 1, x + 7, y - 1, kWhisker, 1);
        g.line(x + 1, y + 6, x + 7, y + 6, kWhisker, 1);
        x += 11;
        label(QStringLiteral("95% bootstrap interval"));
    }
}

void MetricBarChart::drawBands(PdfGraphic& g) const
{
    const auto& b = m_data.bands[m_metric];
    if (!b)
        return;
    for (const Shade& shade : shadesOf(*b, m_axisMaximum)) {
        const double low = yOf(std::min(shade.from, shade.to));
        const double high = yOf(std::max(shade.from, shade.to));
        if (high <= low)
            continue;
        g.comment(QStringLiteral("band ") + shade.name);
        g.fillRect(kPlotLeft, low, kPlotRight - kPlotLeft, high - low, shade.colour);
    }
}

void MetricBarChart::drawAxes(PdfGraphic& g) const
{
    const int steps = static_cast<int>(std::lround(m_axisMaximum / m_axisStep));
    const int decimals =
        m_latency ? 0 : (std::abs(m_axisStep * 10 - std::round(m_axisStep * 10)) < 1e-9 ? 1 : 2);
    for (int i = 0; i <= steps; ++i) {
        const double value = i * m_axisStep;
        const double y = yOf(value);
        if (i > 0)
            g.line(kPlotLeft, y, kPlotRight, y, kGrid, 0.4);
        g.text(kPlotLeft - 4, y - 2.5, QString::number(value, 'f', decimals), Font::Helvetica, 7, kAxis,
               Align::Right);
    }
    g.line(kPlotLeft, kPlotBottom, kPlotLeft, kPlotBottom + kPlotHeight, kAxis, 0.8);
    g.line(kPlotLeft, kPlotBottom, kPlotRight, kPlotBottom, kAxis, 0.8);
}

void MetricBarChart::drawBars(PdfGraphic& g) const
{
    const auto runs = m_data.runs.size();
    if (runs == 0)
        return;
    const double slot = (kPlotRight - kPlotLeft) / static_cast<double>(runs);
    const double barWidth = std::min(slot * 0.5, kMaxBarWidth);
    for (qsizetype r = 0; r < runs; ++r) {
        const RunSummary& run = m_data.runs[r];
        const double centre = kPlotLeft + slot * (static_cast<double>(r) + 0.5);
        g.text(centre, kPlotBottom - 12, pdf::elide(run.name, Font::Helvetica, 8, slot - 6), Font::Helvetica,
               8, kText, Align::Centre);
        const auto value = run.values[static_cast<std::size_t>(m_metric)];
        if (!value) {
            g.text(centre, kPlotBottom + 4, QStringLiteral("undefined"), Font::Helvetica, 7, kMuted,
                   Align::Centre);
            continue;
        }
        const double top = yOf(*value);
        g.comment(QStringLiteral("bar ") + run.name);
        g.fillRect(centre - barWidth / 2, kPlotBottom, barWidth, top - kPlotBottom, kBar);
        double labelAbove = top + 3;
        if (m_compared >= 0) {
            if (const auto& ci = m_data.comparison->cell(m_compared, static_cast<int>(r)).ci95) {
                const double low = yOf(ci->low);
                const double high = yOf(ci->high);
                g.comment(QStringLiteral("whisker ") + run.name);
                g.line(centre, low, centre, high, kWhisker, 1);
                g.line(centre - 5, low, centre + 5, low, kWhisker, 1);
                g.line(centre - 5, high, centre + 5, high, kWhisker, 1);
                labelAbove = std::max(labelAbove, high + 3);
            }
        }
        // On the bar's foot when there is room (whiskers stay near the top), else above.
        const QString label = formatValue(*value);
        if (top - kPlotBottom >= 14 && pdf::textWidth(label, Font::Helvetica, 7) <= barWidth - 2)
            g.text(centre, kPlotBottom + 4, label, Font::Helvetica, 7, kWhite, Align::Centre);
        else
            g.text(centre, labelAbove, label, Font::Helvetica, 7, kText, Align::Centre);
    }
}

void MetricBarChart::drawThreshold(PdfGraphic& g) const
{
    const auto& t = m_data.thresholds[m_metric];
    if (!t)
        return;
    const double y = yOf(t->bound);
    g.comment(QStringLiteral("threshold ") + t->text());
    g.line(kPlotLeft, y, kPlotRight, y, kThreshold, 1.5, true);
}

} // namespace goldset::report
