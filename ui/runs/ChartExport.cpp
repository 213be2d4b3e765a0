#include "runs/ChartExport.h"

#include "io/SafeFile.h"

#include <QBuffer>
#include <QChartView>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace goldset::ui::chartexport {

Status save(QChartView& view, const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = view.size().expandedTo(QSize(640, 400));
    if (suffix == QLatin1String("svg")) {
        // Drawn into memory, then written through SafeFile: QSvgGenerator would write the file
        // itself and never say that the disk was full.
        QBuffer svg;
        svg.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&svg);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(view.chart() ? view.chart()->title() : QString());
        generator.setDescription(QCoreApplication::translate("ChartExport", "Chart exported from Goldset"));
        QPainter painter;
        if (!painter.begin(&generator))
            return Error{QCoreApplication::translate("ChartExport", "cannot write %1").arg(path)};
        painter.setRenderHint(QPainter::Antialiasing);
        view.render(&painter, QRectF(QPoint(0, 0), size), view.rect());
        painter.end();
        return io::writeFile(path, svg.data());
    }
    if (suffix != QLatin1String("png"))
        return Error{
            QCoreApplication::translate("ChartExport", "unknown image format \"%1\": use .png or .svg")
                .arg(suffix),
            path};
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    view.render(&painter, QRectF(QPoint(0, 0), image.size()), view.rect());
    painter.end();
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    if (!image.save(&png, "PNG"))
        return Error{QCoreApplication::translate("ChartExport", "cannot write %1").arg(path)};
    return io::writeFile(path, png.data());
}

} // namespace goldset::ui::chartexport
