#pragma once

#include "report/ReportData.h"

#include <QObject>
#include <QTextObjectInterface>

namespace goldset::reportpdf {

// A report's bar charts as objects in a QTextDocument, so that the document's own pagination
// places them among the tables and text: each object is a character whose format names the
// metric (kMetricProperty, an index into ReportData::metrics), painted by MetricBarChart.
class ChartTextObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int kType = QTextFormat::UserObject + 1;
    static constexpr int kMetricProperty = QTextFormat::UserProperty + 1;

    explicit ChartTextObject(const report::ReportData& data) : m_data(data) {}

    // The format of the character that stands for the chart of `metric`.
    static QTextCharFormat format(int metric);

    QSizeF intrinsicSize(QTextDocument* document, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int position,
                    const QTextFormat& format) override;

private:
    const report::ReportData& m_data;
};

} // namespace goldset::reportpdf
