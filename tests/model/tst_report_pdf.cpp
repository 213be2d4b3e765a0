// The PDF report through Qt (goldset_report_pdf): Chinese and Japanese text read back exactly
// from the PDF's text layer (Qt PDF), embedded fonts that are not the standard 14, every
// section of the HTML and Markdown reports in the PDF, the bar charts' geometry against values
// worked out by hand (read back as pixels), and `goldset-cli report --format pdf` without a
// display.
#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "pdf/PdfText.h"
#include "report/HtmlReport.h"
#include "report/MarkdownReport.h"
#include "report/ReportData.h"
#include "report/ReportWriter.h"
#include "reportpdf/MetricBarChart.h"
#include "reportpdf/PdfReport.h"
#include "storage/Project.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::report;
using namespace goldset::test;
using reportpdf::MetricBarChart;

namespace {

QString readText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The PDF's text layer as Qt PDF reads it (the corpus importer's reader), pages in order.
QString pdfText(const QByteArray& bytes)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    file.close();
    auto text = pdf::extractPdfText(path);
    return text ? text->text : QString();
}

QString pdfTitle(const QByteArray& bytes)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    file.close();
    auto text = pdf::extractPdfText(path);
    return text ? text->title : QString();
}

// Without any white space: table cells and paragraphs wrap where the PDF's width says.
QString squeezed(QString text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.remove(space);
}

// The /BaseFont names of the PDF's font dictionaries (uncompressed objects), subset tags cut.
QStringList baseFonts(const QByteArray& pdf)
{
    static const QRegularExpression baseFont(QStringLiteral("/BaseFont\\s*/([^\\s/<>\\[\\]()]+)"));
    QStringList names;
    for (const auto& m : baseFont.globalMatch(QString::fromLatin1(pdf))) {
        QString name = m.captured(1);
        if (name.size() > 7 && name[6] == QLatin1Char('+'))
            name = name.mid(7);
        if (!names.contains(name))
            names << name;
    }
    return names;
}

RunSummary run(const QString& name, std::vector<metrics::RunMetrics::Value> values)
{
    RunSummary r;
    r.name = name;
    r.values = std::move(values);
    return r;
}

// Two metrics, two runs, no comparison (so no whiskers): recall_10 >=0.7 with bands
// 0.6,0.75,0.9; latency_p95_ms <=2500 with bands 4000,2500,1200.
ReportData handMadeData(const QString& runA = QStringLiteral("run-a"),
                        const QString& runB = QStringLiteral("run (b)"))
{
    ReportData data;
    data.metrics = {QStringLiteral("recall_10"), QStringLiteral("latency_p95_ms"), QStringLiteral("map")};
    data.thresholds = {*metrics::Threshold::parse(data.metrics[0], QStringLiteral(">=0.7")),
                       *metrics::Threshold::parse(data.metrics[1], QStringLiteral("<=2500")), std::nullopt};
    data.bands = {*metrics::QualityBands::parse(data.metrics[0], QStringLiteral("0.6,0.75,0.9")),
                  *metrics::QualityBands::parse(data.metrics[1], QStringLiteral("4000,2500,1200")),
                  std::nullopt};
    data.runs = {run(runA, {0.5, 1800.0, 0.3}), run(runB, {0.25, std::nullopt, 0.4})};
    return data;
}

// The chart drawn at 72 dpi, one pixel a point, on white.
QImage chartImage(const ReportData& data, int metric)
{
    QImage image(static_cast<int>(MetricBarChart::kWidth), static_cast<int>(MetricBarChart::kHeight),
                 QImage::Format_RGB32);
    image.setDotsPerMeterX(2835); // 72 dpi
    image.setDotsPerMeterY(2835);
    image.fill(Qt::white);
    QPainter painter(&image);
    MetricBarChart(data, metric).paint(painter, QRectF(0, 0, image.width(), image.height()));
    return image;
}

// The pixel `x` points from the left and `y` points up from the chart's bottom edge.
QColor at(const QImage& image, double x, double y)
{
    return image.pixelColor(static_cast<int>(x), static_cast<int>(MetricBarChart::kHeight - y));
}

const QColor kBar(68, 114, 176);
const QColor kThreshold(200, 30, 30);

} // namespace

class TstReportPdf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // goldset_model alone cannot draw: without the registered writer "pdf" is refused clearly.
    void pdfNeedsTheRegisteredWriter()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("demo.goldset"));
        QVERIFY(demo::writeDemoProject(path).ok());
        auto project = storage::Project::open(path, storage::Project::OpenMode::OpenExisting);
        QVERIFY(project);
        auto refused = writeReport(**project, {QStringLiteral("hybrid-v2")}, QStringLiteral("pdf"));
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QStringLiteral("not available")),
                 qPrintable(refused.error().toString()));
        reportpdf::registerPdfReportWriter();
        auto written = writeReport(**project, {QStringLiteral("hybrid-v2")}, QStringLiteral("pdf"));
        QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
        QVERIFY(written->startsWith("%PDF-1."));
        QVERIFY(pdfText(*written).contains(QStringLiteral("Failing cases: hybrid-v2")));
    }

    void chartAxes()
    {
        const ReportData data = handMadeData();
        QCOMPARE(data.chartedMetrics(),
                 (QStringList{QStringLiteral("recall_10"), QStringLiteral("latency_p95_ms")}));
        const MetricBarChart recall(data, 0);
        QCOMPARE(recall.axisMaximum(), 1.0);
        QCOMPARE(recall.yOf(0.5), 30 + 75.0);
        // Two runs over 455 pt: slots of 227.5, bars 70 wide (the cap) centred at 163.75, 391.25.
        QCOMPARE(recall.barCentre(0), 163.75);
        QCOMPARE(recall.barCentre(1), 391.25);
        QCOMPARE(recall.barWidth(), 70.0);

        // Largest of value, threshold and band bounds: 4000, times 1.1 = 4400; steps of 1000
        // (880 rounded up to 1, 2, 2.5, 5 x 10^k) -> axis 0..5000.
        const MetricBarChart latency(data, 1);
        QCOMPARE(latency.axisMaximum(), 5000.0);
        QCOMPARE(latency.axisStep(), 1000.0);
        QCOMPARE(latency.yOf(1800), 30 + 54.0);

        // A score on its own 0..5 scale: values of 3, threshold 4 -> the axis must reach 4
        // (steps: 4 / 5 = 0.8 rounds up to 1).
        ReportData own;
        own.metrics = {QStringLiteral("answer_relevancy")};
        own.thresholds = {*metrics::Threshold::parse(own.metrics[0], QStringLiteral(">=4"))};
        own.bands = {std::nullopt};
        own.runs = {run(QStringLiteral("r"), {3.0})};
        const MetricBarChart score(own, 0);
        QCOMPARE(score.axisMaximum(), 4.0);
        QCOMPARE(score.axisStep(), 1.0);
        QCOMPARE(score.yOf(4), 180.0);
        // One run: the bar 70 wide at the middle of 50..505.
        QCOMPARE(score.barCentre(0), 277.5);
    }

    // The chart as drawn, read back as pixels at the places the values put them.
    void chartPixels()
    {
        const ReportData data = handMadeData();
        const QImage recall = chartImage(data, 0);
        // run-a 0.5: its bar from y 30 to 30 + 75 = 105, x 128.75..198.75.
        QCOMPARE(at(recall, 163, 30 + 70), kBar);
        QCOMPARE(at(recall, 130, 40), kBar);
        QVERIFY(at(recall, 163, 30 + 80) != kBar);
        QVERIFY(at(recall, 126, 40) != kBar);
        // run (b) 0.25: 37.5 high at 356.25..426.25.
        QCOMPARE(at(recall, 391, 30 + 35), kBar);
        QVERIFY(at(recall, 391, 30 + 40) != kBar);
        // The threshold 0.7, dashed red at 30 + 105 = 135: its first dash runs from x 50.
        QCOMPARE(at(recall, 51, 135), kThreshold);
        // Bands: PoC 0.6..0.75 -> y 120..142.5, production ..157.5... excellent 0.9..1 -> 165..180.
        QCOMPARE(at(recall, 300, 125), QColor(255, 233, 190));
        QCOMPARE(at(recall, 300, 147), QColor(214, 238, 214)); // the grid line of 0.8 at 150
        QCOMPARE(at(recall, 300, 172), QColor(178, 222, 190));
        // Below the PoC band, between the bars: white.
        QCOMPARE(at(recall, 300, 70), QColor(Qt::white));

        const QImage latency = chartImage(data, 1);
        // 1800 ms of 5000 -> 54 pt; lower is better: excellent 0..1200 ms at 30..66.
        QCOMPARE(at(latency, 163, 30 + 50), kBar);
        QVERIFY(at(latency, 163, 30 + 58) != kBar);
        QCOMPARE(at(latency, 300, 50), QColor(178, 222, 190));
        // The threshold 2500 ms at 30 + 75.
        QCOMPARE(at(latency, 51, 105), kThreshold);
        // The second run has no value: no bar.
        QVERIFY(at(latency, 391, 40) != kBar);
    }

    // Chinese and Japanese run names, questions and answers come back from the PDF's text
    // layer exactly; the fonts are embedded, none is one of the standard 14.
    void chineseAndJapaneseText()
    {
        const QString runA = QStringLiteral("检索基线一");
        const QString runB = QStringLiteral("日本語の実行");
        ReportData data = handMadeData(runA, runB);
        FailingCase zh;
        zh.qid = QStringLiteral("q1");
        zh.question = QStringLiteral("退货政策是什么");
        zh.answer = QStringLiteral("三十天内可以退货");
        zh.failedMetrics = {QStringLiteral("recall_10")};
        zh.scores = {{QStringLiteral("recall_10"), 0.25}};
        FailingCase ja = zh;
        ja.qid = QStringLiteral("q2");
        ja.question = QStringLiteral("返品はいつまでですか");
        ja.answer = QStringLiteral("三十日以内に行えます");
        data.runs[0].failingCases = {zh};
        data.runs[0].failingCaseCount = 1;
        data.runs[1].failingCases = {ja};
        data.runs[1].failingCaseCount = 1;

        auto bytes = reportpdf::pdfReport(data);
        QVERIFY2(bytes, qPrintable(bytes ? QString() : bytes.error().toString()));
        const QString text = pdfText(*bytes);
        // 行, 日 and 一 share their glyph with a Kangxi radical in some CJK fonts: they must not
        // read back as ⾏, ⽇ or ⼀.
        for (const QString& s : {runA, runB, zh.question, zh.answer, ja.question, ja.answer,
                                 QStringLiteral("Failing cases: ") + runA})
            QVERIFY2(text.contains(s), qPrintable(s + QStringLiteral(" not in:\n") + text));
        QCOMPARE(pdfTitle(*bytes), QStringLiteral("Goldset evaluation"));

        static const QStringList standard14{QStringLiteral("Times-Roman"),
                                            QStringLiteral("Times-Bold"),
                                            QStringLiteral("Times-Italic"),
                                            QStringLiteral("Times-BoldItalic"),
                                            QStringLiteral("Helvetica"),
                                            QStringLiteral("Helvetica-Bold"),
                                            QStringLiteral("Helvetica-Oblique"),
                                            QStringLiteral("Helvetica-BoldOblique"),
                                            QStringLiteral("Courier"),
                                            QStringLiteral("Courier-Bold"),
                                            QStringLiteral("Courier-Oblique"),
                                            QStringLiteral("Courier-BoldOblique"),
                                            QStringLiteral("Symbol"),
                                            QStringLiteral("ZapfDingbats")};
        const QStringList fonts = baseFonts(*bytes);
        QVERIFY(!fonts.isEmpty());
        for (const QString& font : fonts)
            QVERIFY2(!standard14.contains(font), qPrintable(font));
        // Embedded as font programs, one of them a CJK family.
        QVERIFY(bytes->contains("/FontFile2") || bytes->contains("/FontFile3"));
        static const QRegularExpression cjk(QStringLiteral("Droid|WenQuanYi|CJK"),
                                            QRegularExpression::CaseInsensitiveOption);
        QVERIFY2(!fonts.filter(cjk).isEmpty(), qPrintable(fonts.join(QLatin1Char(' '))));
    }

    // Every heading, paragraph and table cell of the HTML report is in the PDF, in the same
    // order; the charts come after the aggregate table, one per thresholded or banded metric.
    void everySectionOfTheReport()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("demo.goldset"));
        QVERIFY(demo::writeDemoProject(path).ok());
        auto project = storage::Project::open(path, storage::Project::OpenMode::OpenExisting);
        QVERIFY(project);
        auto thresholds = metrics::loadThresholds((*project)->settings());
        auto bands = metrics::loadQualityBands((*project)->settings());
        QVERIFY(thresholds && bands);
        const QStringList runs{QStringLiteral("bm25-baseline"), QStringLiteral("hybrid-v2"),
                               QStringLiteral("hybrid-v3-rerank")};
        auto data = ReportData::collect(**project, runs, *thresholds, *bands);
        QVERIFY(data && data->comparison);
        auto bytes = reportpdf::pdfReport(*data);
        QVERIFY(bytes);
        const QString text = squeezed(pdfText(*bytes));
        QVERIFY(!text.isEmpty());

        static const QRegularExpression element(QStringLiteral("<(h1|h2|th|td|p)(?: [^>]*)?>(.*?)</\\1>"),
                                                QRegularExpression::DotMatchesEverythingOption);
        static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
        const QString html = htmlReport(*data);
        // Word by word: the text layer reads a table line by line across its cells, so a cell
        // that wraps continues after the other cells' first lines (and on the next page when
        // the row runs over one). So each element's words (cut after hyphens, where lines
        // wrap) are found in order from where its first word is, and elements start in the
        // HTML's order.
        static const QRegularExpression space(QStringLiteral("\\s+|(?<=-)"));
        qsizetype from = 0;
        int checked = 0;
        for (const auto& m : element.globalMatch(html)) {
            QString content = m.captured(2);
            content.remove(tag);
            content.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
                .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
                .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
                .replace(QStringLiteral("&#39;"), QStringLiteral("'"))
                .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
            const QStringList words = content.split(space, Qt::SkipEmptyParts);
            if (words.isEmpty())
                continue;
            qsizetype at = text.indexOf(words.first(), from);
            QVERIFY2(
                at >= 0,
                qPrintable(QStringLiteral("'%1' not in the PDF after offset %2").arg(content).arg(from)));
            from = at;
            for (const QString& word : words) {
                at = text.indexOf(word, at);
                QVERIFY2(at >= 0,
                         qPrintable(QStringLiteral("'%1' of '%2' not in the PDF").arg(word, content)));
                at += word.size();
            }
            ++checked;
        }
        // The table (23 metrics x 3 runs), the failing cases, the significance table (18 rows).
        QVERIFY2(checked > 200, qPrintable(QString::number(checked)));
        // The Markdown report's sections, by their headings (1 + 3 runs + significance).
        static const QRegularExpression heading(QStringLiteral("^#+ (.*)$"),
                                                QRegularExpression::MultilineOption);
        static const QRegularExpression escaped(QStringLiteral("\\\\(.)"));
        int headings = 0;
        for (const auto& m : heading.globalMatch(markdownReport(*data))) {
            const QString title = m.captured(1).replace(escaped, QStringLiteral("\\1"));
            QVERIFY2(text.contains(squeezed(title)), qPrintable(title));
            ++headings;
        }
        QCOMPARE(headings, 5);

        // Six charts (resources/demo/settings.json thresholds and bands six metrics), each with
        // its legend, between the aggregate table and the failing cases.
        const qsizetype charts = text.indexOf(QStringLiteral("Charts"));
        QVERIFY(charts > text.indexOf(QStringLiteral("latency_p95_ms")));
        QVERIFY(charts < text.indexOf(QStringLiteral("Failingcases:bm25-baseline")));
        const QString chartPart =
            text.mid(charts, text.indexOf(QStringLiteral("Failingcases:bm25-baseline")) - charts);
        // The note above the charts names the interval once, then each chart's legend.
        QCOMPARE(chartPart.count(QStringLiteral("95%bootstrapinterval")), 1 + 6);
        QCOMPARE(text.count(QStringLiteral("higherisbetter")) + text.count(QStringLiteral("lowerisbetter")),
                 6);
    }

    // The CLI draws the PDF offscreen by itself: no display, no QT_QPA_PLATFORM.
    void cliWithoutDisplay()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("demo.goldset"));
        QVERIFY(demo::writeDemoProject(project).ok());
        const QString out = dir.filePath(QStringLiteral("report.pdf"));
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"})
            environment.remove(QString::fromLatin1(name));
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(GOLDSET_CLI_PATH),
                      {QStringLiteral("report"), QStringLiteral("--project"), project,
                       QStringLiteral("--runs"), QStringLiteral("bm25-baseline,hybrid-v3-rerank"),
                       QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), out});
        const CliResult r = collect(process);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // Nothing on stderr: the offscreen platform's fallbacks are not the report's problems.
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = squeezed(pdfText(file.readAll()));
        QVERIFY(text.startsWith(QStringLiteral("Goldsetevaluation")));
        QVERIFY(text.contains(QStringLiteral("Failingcases:hybrid-v3-rerank")));
        QVERIFY(text.contains(QStringLiteral("Significance")));
    }

    void markdownKeepsItsTop()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("demo.goldset"));
        QVERIFY(demo::writeDemoProject(project).ok());
        const QString out = dir.filePath(QStringLiteral("report.md"));
        QCOMPARE(runCli({QStringLiteral("report"), QStringLiteral("--project"), project,
                         QStringLiteral("--runs"), QStringLiteral("bm25-baseline,hybrid-v3-rerank"),
                         QStringLiteral("--format"), QStringLiteral("md"), QStringLiteral("--out"), out})
                     .exitCode,
                 0);
        const QString md = readText(out);
        // Bots parse the top: the aggregate table first, then the failing cases.
        QVERIFY(
            md.startsWith(QStringLiteral("## Goldset evaluation\n\n| metric | threshold | bm25\\-baseline | "
                                         "hybrid\\-v3\\-rerank |\n")));
        const qsizetype lastFailing = md.lastIndexOf(QStringLiteral("### Failing cases: "));
        const qsizetype significance = md.indexOf(QStringLiteral("### Significance"));
        QVERIFY(lastFailing > 0 && significance > lastFailing);
        // One pair x six charted metrics.
        QCOMPARE(md.mid(significance).count(QStringLiteral("\n| ")), 1 + 6);
        // With one run there is nothing to compare.
        QCOMPARE(runCli({QStringLiteral("report"), QStringLiteral("--project"), project,
                         QStringLiteral("--runs"), QStringLiteral("hybrid-v2"), QStringLiteral("--format"),
                         QStringLiteral("md"), QStringLiteral("--out"), out})
                     .exitCode,
                 0);
        QVERIFY(!readText(out).contains(QStringLiteral("Significance")));
    }
};

QTEST_MAIN(TstReportPdf)
#include "tst_report_pdf.moc"
