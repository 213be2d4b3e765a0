#include "PdfReport.h"

#include "ChartTextObject.h"
#include "ReportFonts.h"
#include "report/HtmlReport.h"
#include "report/ReportWriter.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

namespace goldset::reportpdf {

namespace {

constexpr double kMarginMm = 14; // leaves MetricBarChart::kWidth (515 pt) of A4's 595 pt
constexpr double kFooterPt = 18; // the page number's line

// Placeholders that fromHtml keeps as images; replaced by chart objects once parsed.
const QString kChartScheme = QStringLiteral("goldset-chart:");

QString chartsHtml(const report::ReportData& data)
{
    const QStringList charted = data.chartedMetrics();
    if (charted.isEmpty())
        return {};
    QString h = QStringLiteral(
        "<h2>Charts</h2>\n<p>Bars: each run's value; whiskers: 95% bootstrap interval over its questions; "
        "dashed red line: the threshold; shading: the quality bands.</p>\n");
    for (const QString& metric : charted)
        h += QStringLiteral("<p><img src=\"%1%2\" width=\"1\" height=\"1\"></p>\n")
                 .arg(kChartScheme)
                 .arg(data.metrics.indexOf(metric));
    return h;
}

void replaceChartPlaceholders(QTextDocument& document)
{
    QList<QPair<int, int>> charts; // position, metric
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (!f.isImageFormat())
                continue;
            const QString name = f.toImageFormat().name();
            if (name.startsWith(kChartScheme))
                charts.append({it.fragment().position(), name.mid(kChartScheme.size()).toInt()});
        }
    }
    QTextCursor cursor(&document);
    for (const auto& [position, metric] : charts) {
        cursor.setPosition(position);
        cursor.setPosition(position + 1, QTextCursor::KeepAnchor);
        cursor.setCharFormat(ChartTextObject::format(metric));
    }
}

// The HTML's "sans-serif" would replace the families that cover CJK; a table's header row
// repeats on each page it spans.
void adjustForPrint(QTextDocument& document)
{
    QTextCursor all(&document);
    all.select(QTextCursor::Document);
    QTextCharFormat families;
    families.setFontFamilies(reportFontFamilies());
    all.mergeCharFormat(families);
    for (QTextFrame* frame : document.rootFrame()->childFrames()) {
        if (auto* table = qobject_cast<QTextTable*>(frame)) {
            QTextTableFormat f = table->format();
            f.setHeaderRowCount(1);
            // Failing cases (question, failed, scores, answer): room for "answer_correctness=0.1760"
            // on one line, the rest to the texts.
            if (table->columns() == 4)
                f.setColumnWidthConstraints({QTextLength(QTextLength::PercentageLength, 25),
                                             QTextLength(QTextLength::PercentageLength, 17),
                                             QTextLength(QTextLength::PercentageLength, 27),
                                             QTextLength(QTextLength::PercentageLength, 31)});
            table->setFormat(f);
        }
    }
}

void printPages(QTextDocument& document, QPdfWriter& writer)
{
    const double dpi = writer.logicalDpiY();
    const double footer = kFooterPt * dpi / 72;
    const QSizeF page(writer.width(), writer.height() - footer);
    document.setPageSize(page);
    QPainter painter(&writer);
    const int pages = document.pageCount();
    const QFont pageNumberFont = reportFont(7);
    for (int n = 0; n < pages; ++n) {
        if (n > 0)
            writer.newPage();
        painter.save();
        const QRectF view(0, n * page.height(), page.width(), page.height());
        painter.translate(0, -view.top());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        painter.setFont(pageNumberFont);
        painter.setPen(Qt::darkGray);
        painter.drawText(QRectF(0, page.height(), page.width(), footer), Qt::AlignCenter,
                         QStringLiteral("%1 / %2").arg(n + 1).arg(pages));
    }
}

} // namespace

Result<QByteArray> pdfReport(const report::ReportData& data)
{
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return Error{QStringLiteral("a PDF report needs fonts, and so a QGuiApplication")};
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
        writer.setTitle(QStringLiteral("Goldset evaluation"));
        writer.setCreator(QStringLiteral("Goldset " GOLDSET_VERSION));

        QTextDocument document;
        // Laid out in the writer's units and fonts, not the screen's.
        document.documentLayout()->setPaintDevice(&writer);
        document.setDocumentMargin(0);
        document.setDefaultFont(reportFont(9));
        ChartTextObject charts(data);
        document.documentLayout()->registerHandler(ChartTextObject::kType, &charts);
        document.setHtml(report::htmlReport(data, chartsHtml(data)));
        adjustForPrint(document);
        replaceChartPlaceholders(document);
        printPages(document, writer);
    }
    return buffer.data();
}

void registerPdfReportWriter()
{
    report::registerPdfReportWriter(&pdfReport);
}

} // namespace goldset::reportpdf
