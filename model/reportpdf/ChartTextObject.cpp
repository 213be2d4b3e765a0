#include "ChartTextObject.h"

#include "MetricBarChart.h"

#include <QAbstractTextDocumentLayout>
#include <QPaintDevice>
#include <QPainter>
#include <QTextDocument>

namespace goldset::reportpdf {

QTextCharFormat ChartTextObject::format(int metric)
{
    QTextCharFormat f;
    f.setObjectType(kType);
    f.setProperty(kMetricProperty, metric);
    return f;
}

QSizeF ChartTextObject::intrinsicSize(QTextDocument* document, int, const QTextFormat&)
{
    // The layout counts in its paint device's pixels; the chart is stated in points.
    const QPaintDevice* device = document->documentLayout()->paintDevice();
    const double scale = device ? device->logicalDpiY() / 72.0 : 1.0;
    return {MetricBarChart::kWidth * scale, MetricBarChart::kHeight * scale};
}

void ChartTextObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                                 const QTextFormat& format)
{
    const int metric = format.property(kMetricProperty).toInt();
    if (metric < 0 || metric >= m_data.metrics.size())
        return;
    // The layout moves a chart that does not fit to the next page, but the page before still
    // asks for it when it is near the edge: clipped away, its text would stay in that page's
    // text layer. A chart is drawn on the page that holds it whole.
    if (painter->hasClipping() && !painter->clipBoundingRect().adjusted(-1, -1, 1, 1).contains(rect))
        return;
    MetricBarChart(m_data, metric).paint(*painter, rect);
}

} // namespace goldset::reportpdf
