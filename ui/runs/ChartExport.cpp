#include "runs/ChartExport.h"

#include "io/SafeFile.h"
#include "runs/RunChartView.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace goldset::ui::chartexport {

namespace {

// Draws the chart laid out at `size` (not the view scaled into it: a wide, low view left most of
// a 640x400 picture blank), then lays it out for the view again.
void drawChart(QChartView& view, QPainter& painter, const QSize& size, const QRectF& target)
{
    QChart* chart = view.chart();
    const QSizeF shown = chart->size();
    // A legend the narrow view hid has room in the picture.
    const bool legendHidden = chart->property(RunChartView::kLegendHiddenForRoom).toBool();
    if (legendHidden)
        chart->legend()->setVisible(true);
    chart->resize(size);
    if (chart->layout())
        chart->layout()->activate();
    painter.fillRect(target, chart->backgroundBrush().color());
    chart->scene()->render(&painter, target, chart->sceneBoundingRect(), Qt::IgnoreAspectRatio);
    if (legendHidden)
        chart->legend()->setVisible(false);
    chart->resize(shown);
    if (chart->layout())
        chart->layout()->activate();
}

} // namespace

Status save(QChartView& view, const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!view.chart())
        return Error{QCoreApplication::translate("ChartExport", "cannot write %1").arg(path)};
    // The shown size, made at least 960x600 (so that a cramped chart is laid out roomier).
    const QSize size = view.size().expandedTo(QSize(960, 600));
    if (suffix == QLatin1String("svg")) {
        // Drawn into memory, then written through SafeFile: QSvgGenerator would write the file
        // itself and never say that the disk was full.
        QBuffer svg;
        svg.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&svg);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(view.chart()->title());
        generator.setDescription(QCoreApplication::translate("ChartExport", "Chart exported from Goldset"));
        QPainter painter;
        if (!painter.begin(&generator))
            return Error{QCoreApplication::translate("ChartExport", "cannot write %1").arg(path)};
        painter.setRenderHint(QPainter::Antialiasing);
        drawChart(view, painter, size, QRectF(QPoint(0, 0), size));
        painter.end();
        return io::writeFile(path, svg.data());
    }
    if (suffix != QLatin1String("png"))
        return Error{
            QCoreApplication::translate("ChartExport", "unknown image format \"%1\": use .png or .svg")
                .arg(suffix),
            path};
    // Twice the pixels, for print and high-density screens.
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    drawChart(view, painter, size, QRectF(QPoint(0, 0), image.size()));
    painter.end();
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    if (!image.save(&png, "PNG"))
        return Error{QCoreApplication::translate("ChartExport", "cannot write %1").arg(path)};
    return io::writeFile(path, png.data());
}

} // namespace goldset::ui::chartexport
