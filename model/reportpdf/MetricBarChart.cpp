#include "MetricBarChart.h"

#include "ReportFonts.h"
#include "metrics/MetricCatalog.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace goldset::reportpdf {

using report::ReportData;
using report::RunSummary;

namespace {

const QColor kBar = QColor(68, 114, 176);
const QColor kWhisker = QColor(0, 0, 0);
const QColor kThreshold = QColor(200, 30, 30);
const QColor kAxis = QColor(90, 90, 90);
const QColor kGrid = QColor(215, 215, 215);
const QColor kText = QColor(0, 0, 0);
const QColor kMuted = QColor(110, 110, 110);
const QColor kWhite = QColor(255, 255, 255);
const QColor kPoc = QColor(255, 233, 190);
const QColor kProduction = QColor(214, 238, 214);
const QColor kExcellent = QColor(178, 222, 190);

struct Shade
{
    QString name;
    double from;
    double to;
    QColor colour;
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

double MetricBarChart::barCentre(int run) const
{
    const auto runs = std::max<qsizetype>(1, m_data.runs.size());
    const double slot = (kPlotRight - kPlotLeft) / static_cast<double>(runs);
    return kPlotLeft + slot * (run + 0.5);
}

double MetricBarChart::barWidth() const
{
    const auto runs = std::max<qsizetype>(1, m_data.runs.size());
    return std::min((kPlotRight - kPlotLeft) / static_cast<double>(runs) * 0.5, kMaxBarWidth);
}

namespace {

// The chart's geometry is stated in points with y upwards from its bottom edge; the painter's
// y runs downwards.
double down(double y)
{
    return MetricBarChart::kHeight - y;
}

void fillRect(QPainter& p, double x, double y, double w, double h, const QColor& colour)
{
    p.fillRect(QRectF(x, down(y + h), w, h), colour);
}

void line(QPainter& p, double x1, double y1, double x2, double y2, const QColor& colour, double width,
          bool dashed = false)
{
    QPen pen(colour, width);
    pen.setCapStyle(Qt::FlatCap);
    if (dashed)
        pen.setDashPattern({4 / width, 3 / width}); // 4 pt on, 3 pt off (the pattern counts in widths)
    p.setPen(pen);
    p.drawLine(QPointF(x1, down(y1)), QPointF(x2, down(y2)));
}

} // namespace

// Text `size` points high with its baseline `baseline` points up, placed by its left edge,
// centre or right edge; elided to `maxWidth` points when that is given. Returns its width.
double MetricBarChart::text(QPainter& p, double x, double baseline, const QString& s, double size,
                            const QColor& colour, int align, bool bold, double maxWidth) const
{
    // A font of size * 72 / dpi points is `size` device pixels high: the painter's scale makes
    // those `size` chart points, and the metrics below are in chart points too.
    p.setFont(reportFont(size * m_fontScale, bold));
    const QFontMetricsF metrics(p.font(), p.device());
    const QString shown = maxWidth > 0 ? metrics.elidedText(s, Qt::ElideRight, maxWidth) : s;
    const double width = metrics.horizontalAdvance(shown);
    const double left = align == kLeft ? x : align == kCentre ? x - width / 2 : x - width;
    p.setPen(colour);
    p.drawText(QPointF(left, down(baseline)), shown);
    return width;
}

void MetricBarChart::paint(QPainter& painter, const QRectF& target) const
{
    const int dpi = painter.device() ? painter.device()->logicalDpiY() : 72;
    m_fontScale = 72.0 / dpi;
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(target.width() / kWidth, target.height() / kHeight);
    painter.setRenderHint(QPainter::Antialiasing, false);
    text(painter, 0, kHeight - 10, m_name, 11, kText, kLeft, true);
    text(painter, kPlotRight, kHeight - 10,
         metrics::MetricCatalog::lowerIsBetter(m_name) ? QStringLiteral("lower is better")
                                                       : QStringLiteral("higher is better"),
         7, kMuted, kRight);
    drawLegend(painter);
    drawBands(painter);
    drawAxes(painter);
    drawBars(painter);
    drawThreshold(painter);
    painter.restore();
}

void MetricBarChart::drawLegend(QPainter& p) const
{
    double x = kPlotLeft;
    const double y = kHeight - 26;
    const auto label = [this, &p, &x, y](const QString& s) { x += text(p, x, y, s, 7, kText) + 12; };
    if (const auto& b = m_data.bands[m_metric]) {
        for (const Shade& shade : shadesOf(*b, m_axisMaximum)) {
            fillRect(p, x, y - 1, 9, 7, shade.colour);
            x += 12;
            label(shade.name);
        }
    }
    if (const auto& t = m_data.thresholds[m_metric]) {
        line(p, x, y + 2.5, x + 16, y + 2.5, kThreshold, 1.5, true);
        x += 19;
        label(QStringLiteral("threshold ") + t->text());
    }
    if (m_compared >= 0) {
        line(p, x + 4, y - 1, x + 4, y + 6, kWhisker, 1);
        line(p, x + 1, y - 1, x + 7, y - 1, kWhisker, 1);
        line(p, x + 1, y + 6, x + 7, y + 6, kWhisker, 1);
        x += 11;
        label(QStringLiteral("95% bootstrap interval"));
    }
}

void MetricBarChart::drawBands(QPainter& p) const
{
    const auto& b = m_data.bands[m_metric];
    if (!b)
        return;
    for (const Shade& shade : shadesOf(*b, m_axisMaximum)) {
        const double low = yOf(std::min(shade.from, shade.to));
        const double high = yOf(std::max(shade.from, shade.to));
        if (high > low)
            fillRect(p, kPlotLeft, low, kPlotRight - kPlotLeft, high - low, shade.colour);
    }
}

void MetricBarChart::drawAxes(QPainter& p) const
{
    const int steps = static_cast<int>(std::lround(m_axisMaximum / m_axisStep));
    const int decimals =
        m_latency ? 0 : (std::abs(m_axisStep * 10 - std::round(m_axisStep * 10)) < 1e-9 ? 1 : 2);
    for (int i = 0; i <= steps; ++i) {
        const double value = i * m_axisStep;
        const double y = yOf(value);
        if (i > 0)
            line(p, kPlotLeft, y, kPlotRight, y, kGrid, 0.4);
        text(p, kPlotLeft - 4, y - 2.5, QString::number(value, 'f', decimals), 7, kAxis, kRight);
    }
    line(p, kPlotLeft, kPlotBottom, kPlotLeft, kPlotBottom + kPlotHeight, kAxis, 0.8);
    line(p, kPlotLeft, kPlotBottom, kPlotRight, kPlotBottom, kAxis, 0.8);
}

void MetricBarChart::drawBars(QPainter& p) const
{
    const auto runs = m_data.runs.size();
    if (runs == 0)
        return;
    const double slot = (kPlotRight - kPlotLeft) / static_cast<double>(runs);
    const double width = barWidth();
    for (qsizetype r = 0; r < runs; ++r) {
        const RunSummary& run = m_data.runs[r];
        const double centre = barCentre(static_cast<int>(r));
        text(p, centre, kPlotBottom - 12, run.name, 8, kText, kCentre, false, slot - 6);
        const auto value = run.values[static_cast<std::size_t>(m_metric)];
        if (!value) {
            text(p, centre, kPlotBottom + 4, QStringLiteral("undefined"), 7, kMuted, kCentre);
            continue;
        }
        const double top = yOf(*value);
        fillRect(p, centre - width / 2, kPlotBottom, width, top - kPlotBottom, kBar);
        double labelAbove = top + 3;
        if (m_compared >= 0) {
            if (const auto& ci = m_data.comparison->cell(m_compared, static_cast<int>(r)).ci95) {
                const double low = yOf(ci->low);
                const double high = yOf(ci->high);
                line(p, centre, low, centre, high, kWhisker, 1);
                line(p, centre - 5, low, centre + 5, low, kWhisker, 1);
                line(p, centre - 5, high, centre + 5, high, kWhisker, 1);
                labelAbove = std::max(labelAbove, high + 3);
            }
        }
        // On the bar's foot when there is room (whiskers stay near the top), else above.
        const QString label = formatValue(*value);
        p.setFont(reportFont(7 * m_fontScale));
        const bool fits = QFontMetricsF(p.font(), p.device()).horizontalAdvance(label) <= width - 2;
        if (top - kPlotBottom >= 14 && fits)
            text(p, centre, kPlotBottom + 4, label, 7, kWhite, kCentre);
        else
            text(p, centre, labelAbove, label, 7, kText, kCentre);
    }
}

void MetricBarChart::drawThreshold(QPainter& p) const
{
    const auto& t = m_data.thresholds[m_metric];
    if (!t)
        return;
    const double y = yOf(t->bound);
    line(p, kPlotLeft, y, kPlotRight, y, kThreshold, 1.5, true);
}

} // namespace goldset::reportpdf
