// The PDF report: PlainPdf's file structure (header, xref offsets, page tree, stream lengths),
// its vector drawing, the bar charts' geometry against values worked out by hand, and
// `goldset-cli report --format pdf` on the demo project.
#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "metrics/MetricCatalog.h"
#include "report/MetricBarChart.h"
#include "report/PdfReport.h"
#include "report/PlainPdf.h"
#include "report/ReportData.h"
#include "report/SignificancePdfTable.h"
#include "storage/Project.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::report;
using namespace goldset::test;

namespace {

// A PDF taken apart the way a reader does: the xref table's offsets, each object's text, and
// each page's content stream in page order. Every structural check fails the test.
struct ParsedPdf
{
    QList<qsizetype> offsets; // of objects 1..n
    QList<QByteArray> objects;
    QList<QByteArray> pageStreams;
    int count = -1; // the page tree's /Count
};

QByteArray objectBody(const ParsedPdf& pdf, int number)
{
    return number >= 1 && number <= pdf.objects.size() ? pdf.objects[number - 1] : QByteArray();
}

bool parsePdf(const QByteArray& bytes, ParsedPdf& out, QString& why)
{
    if (!bytes.startsWith("%PDF-1.4\n")) {
        why = QStringLiteral("no PDF 1.4 header");
        return false;
    }
    if (!bytes.endsWith("%%EOF\n")) {
        why = QStringLiteral("no %%EOF at the end");
        return false;
    }
    const qsizetype startxref = bytes.lastIndexOf("startxref\n");
    const qsizetype xref = bytes.mid(startxref + 10).split('\n').first().toLongLong();
    if (bytes.mid(xref, 5) != "xref\n") {
        why = QStringLiteral("startxref %1 does not point at the xref table").arg(xref);
        return false;
    }
    const QList<QByteArray> lines = bytes.mid(xref).split('\n');
    const QList<QByteArray> subsection = lines[1].split(' ');
    if (subsection.size() != 2 || subsection[0] != "0") {
        why = QStringLiteral("bad xref subsection line");
        return false;
    }
    const int size = subsection[1].toInt();
    if (lines[2] != "0000000000 65535 f ") {
        why = QStringLiteral("bad free entry");
        return false;
    }
    for (int n = 1; n < size; ++n) {
        const QByteArray& entry = lines[2 + n];
        // Each entry is exactly 20 bytes with its line end: "oooooooooo ggggg n \n".
        if (entry.size() != 19 || !entry.endsWith(" 00000 n ")) {
            why = QStringLiteral("bad xref entry %1: '%2'").arg(n).arg(QString::fromLatin1(entry));
            return false;
        }
        const qsizetype offset = entry.left(10).toLongLong();
        const QByteArray header = QByteArray::number(n) + " 0 obj\n";
        if (bytes.mid(offset, header.size()) != header) {
            why =
                QStringLiteral("xref offset %1 of object %2 does not point at '%2 0 obj'").arg(offset).arg(n);
            return false;
        }
        const qsizetype end = bytes.indexOf("\nendobj\n", offset);
        out.offsets << offset;
        out.objects << bytes.mid(offset + header.size(), end - offset - header.size());
    }
    if (!bytes.contains("trailer\n<< /Size " + QByteArray::number(size) + " /Root 1 0 R >>")) {
        why = QStringLiteral("bad trailer");
        return false;
    }
    // Catalog -> Pages -> Kids -> each page's /Contents stream, whose /Length must be exact.
    static const QRegularExpression pagesRef(QStringLiteral("/Pages (\\d+) 0 R"));
    const auto pagesMatch = pagesRef.match(QString::fromLatin1(objectBody(out, 1)));
    const QString pages = QString::fromLatin1(objectBody(out, pagesMatch.captured(1).toInt()));
    static const QRegularExpression countRe(QStringLiteral("/Count (\\d+)"));
    out.count = countRe.match(pages).captured(1).toInt();
    static const QRegularExpression kidsRe(QStringLiteral("/Kids \\[([^\\]]*)\\]"));
    static const QRegularExpression refRe(QStringLiteral("(\\d+) 0 R"));
    static const QRegularExpression contentsRe(QStringLiteral("/Contents (\\d+) 0 R"));
    static const QRegularExpression lengthRe(QStringLiteral("^<< /Length (\\d+) >>\nstream\n"));
    for (const auto& kid : refRe.globalMatch(kidsRe.match(pages).captured(1))) {
        const QByteArray page = objectBody(out, kid.captured(1).toInt());
        if (!page.contains("/Type /Page ")) {
            why = QStringLiteral("a kid is not a page");
            return false;
        }
        const QByteArray stream =
            objectBody(out, contentsRe.match(QString::fromLatin1(page)).captured(1).toInt());
        const auto length = lengthRe.match(QString::fromLatin1(stream));
        if (!length.hasMatch()) {
            why = QStringLiteral("a page's contents is not a stream");
            return false;
        }
        const qsizetype start = length.capturedLength(0);
        const qsizetype n = length.captured(1).toLongLong();
        if (stream.mid(start + n) != "endstream") {
            why = QStringLiteral("a stream's /Length is not its length");
            return false;
        }
        out.pageStreams << stream.mid(start, n);
    }
    return true;
}

// Declares `var` as the parsed `bytes`; a structural defect fails the test function.
#define PARSE_PDF(var, bytes)                                                                                \
    ParsedPdf var;                                                                                           \
    {                                                                                                        \
        QString why;                                                                                         \
        QVERIFY2(parsePdf((bytes), var, why), qPrintable(QStringLiteral("not a valid PDF: ") + why));        \
    }

// The operators that follow a "% marker" comment line, up to the next comment.
QByteArray afterComment(const QByteArray& stream, const QByteArray& marker)
{
    const qsizetype at = stream.indexOf("% " + marker + '\n');
    if (at < 0)
        return {};
    const qsizetype from = at + marker.size() + 3;
    const qsizetype next = stream.indexOf("\n%", from);
    return stream.mid(from, next < 0 ? -1 : next - from + 1);
}

QString readText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
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
ReportData handMadeData()
{
    ReportData data;
    data.metrics = {QStringLiteral("recall_10"), QStringLiteral("latency_p95_ms"), QStringLiteral("map")};
    data.thresholds = {*metrics::Threshold::parse(data.metrics[0], QStringLiteral(">=0.7")),
                       *metrics::Threshold::parse(data.metrics[1], QStringLiteral("<=2500")), std::nullopt};
    data.bands = {*metrics::QualityBands::parse(data.metrics[0], QStringLiteral("0.6,0.75,0.9")),
                  *metrics::QualityBands::parse(data.metrics[1], QStringLiteral("4000,2500,1200")),
                  std::nullopt};
    data.runs = {run(QStringLiteral("run-a"), {0.5, 1800.0, 0.3}),
                 run(QStringLiteral("run (b)"), {0.25, std::nullopt, 0.4})};
    return data;
}

} // namespace

class TstReportPdf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void textOnlyDocument()
    {
        PlainPdf pdf;
        for (int i = 0; i < PlainPdf::kLinesPerPage + 1; ++i)
            pdf.addLine(QStringLiteral("line %1").arg(i));
        PARSE_PDF(parsed, pdf.toPdf());
        // 70 lines fill a page; the 71st starts the second.
        QCOMPARE(parsed.count, 2);
        QCOMPARE(parsed.pageStreams.size(), 2);
        // First baseline 800, then 11 pt apart: line 69 at 800 - 69 * 11 = 41.
        QVERIFY(parsed.pageStreams[0].contains("/F1 9 Tf 40 800 Td (line 0) Tj"));
        QVERIFY(parsed.pageStreams[0].contains("/F1 9 Tf 40 41 Td (line 69) Tj"));
        QVERIFY(parsed.pageStreams[1].contains("/F1 9 Tf 40 800 Td (line 70) Tj"));
        // The three base-14 fonts, WinAnsi, no embedding.
        QVERIFY(objectBody(parsed, 3).contains("/BaseFont /Courier /Encoding /WinAnsiEncoding"));
        QVERIFY(objectBody(parsed, 4).contains("/BaseFont /Helvetica /Encoding /WinAnsiEncoding"));
        QVERIFY(objectBody(parsed, 5).contains("/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding"));
    }

    void stringsAndWrapping()
    {
        PlainPdf pdf;
        pdf.addLine(QStringLiteral("a(b)\\c \u00e9 \u4e2d"));
        // 100 characters without a space wrap at 95, the rest indented by two.
        pdf.addLine(QString(100, QLatin1Char('x')));
        // With spaces the cut is after the last space within 95 columns.
        pdf.addLine(QString(90, QLatin1Char('y')) + QStringLiteral(" zzzzzzzzzz"));
        PARSE_PDF(parsed, pdf.toPdf());
        const QByteArray s = parsed.pageStreams[0];
        QVERIFY(s.contains("(a\\(b\\)\\\\c \xe9 ?) Tj"));
        QVERIFY(s.contains("(" + QByteArray(95, 'x') + ") Tj"));
        QVERIFY(s.contains("(  xxxxx) Tj"));
        QVERIFY(s.contains("(" + QByteArray(90, 'y') + " ) Tj"));
        QVERIFY(s.contains("(  zzzzzzzzzz) Tj"));
    }

    void textWidths()
    {
        // Helvetica AFM: H 722, e 556, l 222, l 222, o 556 = 2278 / 1000 em.
        QCOMPARE(pdf::textWidth(QStringLiteral("Hello"), pdf::Font::Helvetica, 10), 22.78);
        // Helvetica-Bold: H 722, e 556, l 278, l 278, o 611 = 2445.
        QCOMPARE(pdf::textWidth(QStringLiteral("Hello"), pdf::Font::HelveticaBold, 10), 24.45);
        QCOMPARE(pdf::textWidth(QStringLiteral("abc"), pdf::Font::Courier, 9), 16.2);
        QCOMPARE(pdf::number(12.5), QByteArray("12.5"));
        QCOMPARE(pdf::number(-0.001), QByteArray("0"));
        QCOMPARE(pdf::number(3.0), QByteArray("3"));
    }

    void graphicsBlocks()
    {
        PlainPdf pdf;
        pdf.addLine(QStringLiteral("one"));
        pdf.addLine(QStringLiteral("two"));
        PdfGraphic g(515, 100);
        g.fillRect(10, 20, 30, 40, PdfGraphic::Colour::rgb(255, 0, 0));
        g.line(0, 5, 100, 5, PdfGraphic::Colour::rgb(0, 0, 255), 2, true);
        g.text(50, 10, QStringLiteral("Hello"), pdf::Font::Helvetica, 10, {}, PdfGraphic::Align::Centre);
        pdf.addGraphic(g);
        pdf.addLine(QStringLiteral("three"));
        // 50 more lines: 22 + 100 + 11 + 550 = 683 pt used, so a 200 pt block starts page 2.
        for (int i = 0; i < 50; ++i)
            pdf.addLine(QStringLiteral("filler"));
        pdf.addGraphic(PdfGraphic(515, 200));
        PARSE_PDF(parsed, pdf.toPdf());
        QCOMPARE(parsed.count, 2);
        const QByteArray& first = parsed.pageStreams[0];
        // Below two lines (22 pt from the top at 811): the block's bottom at 811 - 22 - 100 = 689.
        QVERIFY2(first.contains("q 1 0 0 1 40 689 cm\n1 0 0 rg 10 20 30 40 re f\n"), first.constData());
        QVERIFY(first.contains("0 0 1 RG 2 w [4 3] 0 d 0 5 m 100 5 l S"));
        // Centred: 50 - 22.78 / 2 = 38.61.
        QVERIFY(first.contains("BT 0 0 0 rg /F2 10 Tf 38.61 10 Td (Hello) Tj ET\nQ\n"));
        // The line after the block: 811 - 122 - 11 = 678.
        QVERIFY(first.contains("40 678 Td (three) Tj"));
        QVERIFY(parsed.pageStreams[1].startsWith("q 1 0 0 1 40 611 cm\n"));
    }

    void barChartGeometry()
    {
        const ReportData data = handMadeData();
        QCOMPARE(data.chartedMetrics(),
                 (QStringList{QStringLiteral("recall_10"), QStringLiteral("latency_p95_ms")}));
        const MetricBarChart chart(data, 0);
        QCOMPARE(chart.axisMaximum(), 1.0);
        const QByteArray ops = chart.draw().operators();
        QVERIFY(ops.startsWith("% chart recall_10\n"));
        // Two runs over 455 pt: slots of 227.5, bars 70 wide (the cap) centred at 163.75 and
        // 391.25. Axis 0..1 over 150 pt from y 30: 0.5 -> 75 high, 0.25 -> 37.5 high.
        QVERIFY2(afterComment(ops, "bar run-a").contains(" 128.75 30 70 75 re f\n"), ops.constData());
        QVERIFY(afterComment(ops, "bar run (b)").contains(" 356.25 30 70 37.5 re f\n"));
        // The threshold 0.7 at y = 30 + 0.7 * 150 = 135, dashed, red (200, 30, 30)/255.
        QCOMPARE(afterComment(ops, "threshold >=0.7"),
                 QByteArray("0.78 0.12 0.12 RG 1.5 w [4 3] 0 d 50 135 m 505 135 l S\n"));
        // Bands: PoC 0.6..0.75 -> y 120, 22.5 high; production 0.75..0.9 -> 142.5, 22.5;
        // excellent 0.9..1 -> 165, 15.
        QVERIFY(afterComment(ops, "band proof of concept").contains(" 50 120 455 22.5 re f\n"));
        QVERIFY(afterComment(ops, "band production").contains(" 50 142.5 455 22.5 re f\n"));
        QVERIFY(afterComment(ops, "band excellent").contains(" 50 165 455 15 re f\n"));
        // Bands behind the bars, the threshold over them.
        QVERIFY(ops.indexOf("% band") < ops.indexOf("% bar"));
        QVERIFY(ops.indexOf("% bar") < ops.indexOf("% threshold"));
        // Run names and value labels.
        QVERIFY(ops.contains("(run-a) Tj"));
        QVERIFY(ops.contains("(run \\(b\\)) Tj"));
        QVERIFY(ops.contains("(0.5000) Tj"));
        QVERIFY(ops.contains("(0.2500) Tj"));
        // No comparison: no whiskers.
        QVERIFY(!ops.contains("% whisker"));
    }

    void latencyChartGeometry()
    {
        const ReportData data = handMadeData();
        const MetricBarChart chart(data, 1);
        // Largest of value, threshold and band bounds: 4000, times 1.1 = 4400; steps of 1000
        // (880 rounded up to 1, 2, 2.5, 5 x 10^k) -> axis 0..5000.
        QCOMPARE(chart.axisMaximum(), 5000.0);
        QCOMPARE(chart.axisStep(), 1000.0);
        const QByteArray ops = chart.draw().operators();
        // 1800 ms -> 1800 / 5000 * 150 = 54 high; threshold 2500 at 30 + 75 = 105.
        QVERIFY(afterComment(ops, "bar run-a").contains(" 128.75 30 70 54 re f\n"));
        QVERIFY(afterComment(ops, "threshold <=2500").contains(" 50 105 m 505 105 l S\n"));
        // Lower is better: excellent 0..1200 -> 0..36 pt, production 1200..2500 -> 66..105,
        // PoC 2500..4000 -> 105..150.
        QVERIFY(afterComment(ops, "band excellent").contains(" 50 30 455 36 re f\n"));
        QVERIFY(afterComment(ops, "band production").contains(" 50 66 455 39 re f\n"));
        QVERIFY(afterComment(ops, "band proof of concept").contains(" 50 105 455 45 re f\n"));
        QVERIFY(ops.contains("(1800 ms) Tj"));
        QVERIFY(ops.contains("(lower is better) Tj"));
        // The second run has no value: no bar, "undefined" written instead.
        QVERIFY(!ops.contains("% bar run (b)"));
        QVERIFY(ops.contains("(undefined) Tj"));
        // Axis labels every 1000 ms.
        QVERIFY(ops.contains("(5000) Tj"));
        QVERIFY(ops.contains("(0) Tj"));
    }

    void axisReachesTheThreshold()
    {
        // A score on its own 0..5 scale: values of 3, threshold 4 -> the axis must reach 4
        // (steps: 4 / 5 = 0.8 rounds up to 1), the threshold at the top, 30 + 150.
        ReportData data;
        data.metrics = {QStringLiteral("answer_relevancy")};
        data.thresholds = {*metrics::Threshold::parse(data.metrics[0], QStringLiteral(">=4"))};
        data.bands = {std::nullopt};
        data.runs = {run(QStringLiteral("r"), {3.0})};
        const MetricBarChart chart(data, 0);
        QCOMPARE(chart.axisMaximum(), 4.0);
        QCOMPARE(chart.axisStep(), 1.0);
        const QByteArray ops = chart.draw().operators();
        QVERIFY(afterComment(ops, "threshold >=4").contains(" 50 180 m 505 180 l S\n"));
        // One run over 455 pt: bar 70 wide at 277.5 - 35; 3 of 4 -> 112.5 high.
        QVERIFY(afterComment(ops, "bar r").contains(" 242.5 30 70 112.5 re f\n"));
        QVERIFY(!ops.contains("% band"));
    }

    void reportOfHandMadeData()
    {
        PARSE_PDF(parsed, pdfReport(handMadeData()));
        const QByteArray all = parsed.pageStreams.join();
        // Charts for the thresholded / banded metrics only, in table order.
        QCOMPARE(all.count("% chart "), 2);
        QVERIFY(all.indexOf("% chart recall_10") < all.indexOf("% chart latency_p95_ms"));
        QVERIFY(!all.contains("% chart map"));
        // Charts after the aggregate table, failing cases after the charts.
        QVERIFY(all.indexOf("(metric ") < all.indexOf("% chart recall_10"));
        QVERIFY(all.indexOf("% chart latency_p95_ms") < all.indexOf("(Failing cases: run-a) Tj"));
        // No comparison: no significance table.
        QVERIFY(!all.contains("(Significance) Tj"));
    }

    void cliOnTheDemo()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("demo.goldset"));
        QVERIFY(demo::writeDemoProject(project).ok());
        const QString out = dir.filePath(QStringLiteral("report.pdf"));
        const QString runs = QStringLiteral("bm25-baseline,hybrid-v2,hybrid-v3-rerank");
        const CliResult r =
            runCli({QStringLiteral("report"), QStringLiteral("--project"), project, QStringLiteral("--runs"),
                    runs, QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        PARSE_PDF(parsed, file.readAll());
        QCOMPARE(parsed.count, parsed.pageStreams.size());

        // The demo's settings threshold and band six metrics (resources/demo/settings.json).
        const QByteArray all = parsed.pageStreams.join();
        QCOMPARE(all.count("% chart "), 6);
        for (const char* metric : {"ndcg_cut_10", "recall_10", "faithfulness", "hallucination_rate",
                                   "answer_correctness", "latency_p95_ms"})
            QVERIFY2(all.contains(QByteArray("% chart ") + metric + '\n'), metric);
        // Three runs: per chart three bars, three whiskers, three shaded bands and a threshold.
        QCOMPARE(all.count("% bar "), 18);
        QCOMPARE(all.count("% whisker "), 18);
        QCOMPARE(all.count("% band "), 18);
        QCOMPARE(all.count("% threshold "), 6);
        // Layout: page 1 holds the title, the 23-line table and the first chart (567 of 770 pt);
        // a chart with its blank line takes 223 pt, so page 2 holds three and page 3 two, then
        // the significance table: 3 pairs x 6 metrics = 18 rows.
        QVERIFY(parsed.pageStreams.size() >= 4);
        QCOMPARE(parsed.pageStreams[0].count("% chart "), 1);
        QCOMPARE(parsed.pageStreams[1].count("% chart "), 3);
        QCOMPARE(parsed.pageStreams[2].count("% chart "), 2);
        QVERIFY(parsed.pageStreams[2].contains("(Significance) Tj"));
        QCOMPARE(all.count("% pair "), 18);
        QVERIFY(all.contains("% pair ndcg_cut_10 bm25-baseline hybrid-v2\n"));
        QVERIFY(all.contains("(bm25-baseline) Tj"));
        QVERIFY(all.contains("(hybrid-v3-rerank) Tj"));
        QVERIFY(all.indexOf("(Significance) Tj") < all.indexOf("(Failing cases: bm25-baseline) Tj"));

        // Every bar and whisker where the run's value and interval put it, on a 0..1 axis for
        // the rates (the demo's values are all below 1).
        auto projectFile = storage::Project::open(project, storage::Project::OpenMode::OpenExisting);
        QVERIFY(projectFile);
        auto thresholds = metrics::loadThresholds((*projectFile)->settings());
        auto bands = metrics::loadQualityBands((*projectFile)->settings());
        QVERIFY(thresholds && bands);
        auto data = ReportData::collect(**projectFile, runs.split(QLatin1Char(',')), *thresholds, *bands);
        QVERIFY(data && data->comparison);
        const int ndcg = static_cast<int>(data->metrics.indexOf(QStringLiteral("ndcg_cut_10")));
        const int compared =
            static_cast<int>(data->comparison->metricNames().indexOf(QStringLiteral("ndcg_cut_10")));
        const QByteArray ndcgStream = all.mid(all.indexOf("% chart ndcg_cut_10"));
        // Three runs: slots of 455 / 3, bars 70 wide centred in them.
        for (int r = 0; r < 3; ++r) {
            const double value = *data->runs[r].values[static_cast<std::size_t>(ndcg)];
            QVERIFY(value > 0 && value < 1);
            const double centre = 50 + 455.0 / 3 * (r + 0.5);
            const QByteArray bar =
                pdf::number(centre - 35) + " 30 70 " + pdf::number(value * 150) + " re f\n";
            QVERIFY2(afterComment(ndcgStream, "bar " + data->runs[r].name.toUtf8()).contains(bar),
                     bar.constData());
            const auto ci = data->comparison->cell(compared, r).ci95;
            QVERIFY(ci && ci->low <= value && value <= ci->high);
            const QByteArray whisker = pdf::number(centre) + ' ' + pdf::number(30 + ci->low * 150) + " m " +
                                       pdf::number(centre) + ' ' + pdf::number(30 + ci->high * 150) +
                                       " l S\n";
            QVERIFY2(afterComment(ndcgStream, "whisker " + data->runs[r].name.toUtf8()).contains(whisker),
                     whisker.constData());
        }
        // The significance table fills the rest of a page, then goes on in blocks: 18 rows as
        // 5 (in (5 + 1) * 11 + 4 = 70 pt) and 13.
        const QList<PdfGraphic> blocks = SignificancePdfTable::draw(*data->comparison, 75);
        QCOMPARE(blocks.size(), 2);
        QCOMPARE(blocks[0].height(), 70.0);
        QCOMPARE(blocks[0].operators().count("% pair "), 5);
        QCOMPARE(blocks[1].operators().count("% pair "), 13);
        QVERIFY(blocks[1].operators().contains("(verdict) Tj")); // each block has the header
        // ndcg_cut_10 >= 0.75 at 30 + 112.5.
        QVERIFY(afterComment(ndcgStream, "threshold >=0.75").contains(" 50 142.5 m 505 142.5 l S\n"));
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

QTEST_GUILESS_MAIN(TstReportPdf)
#include "tst_report_pdf.moc"
