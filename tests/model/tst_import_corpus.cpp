#include "ImportTestHelpers.h"
#include "TestSupport.h"
#include "io/TextExtractors.h"
#include "pdf/PdfText.h"
#include "storage/CorpusStore.h"

#include <QDir>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

namespace {

// `count` verbatim chunks d<n/10>#<n%10>, every one with escapes, an accent, an emoji and CJK,
// one of them with `word`; then the shapes the fast reader leaves to the general parser.
QByteArray bulkCorpus(int count, const char* word)
{
    QByteArray out;
    for (int i = 0; i < count; ++i) {
        const QByteArray n = QByteArray::number(i);
        const QByteArray id = "d" + QByteArray::number(i / 10) + "#" + QByteArray::number(i % 10);
        if (i == count - 1) {
            out += "{\"id\": \"" + id +
                   "\", \"title\": null, \"n\": 3, \"text\": \"Untitled; a null title and"
                   " an extra number.\"}\n";
            continue;
        }
        if (i < 10) // a German document: its language is guessed from its first chunk
            out += "{\"id\": \"" + id +
                   "\", \"title\": \"Titel\", \"text\": \"Die Kunden und die Fahrr\\u00e4der"
                   " werden nicht mit der Bahn geliefert, sondern mit dem Auto. " +
                   n + "\"}\n";
        else
            out += "{ \"id\" : \"" + id + "\" , \"title\": \"Title " + QByteArray::number(i / 10) +
                   "\", \"text\": \"Chunk " + n +
                   " says \\\"hi\\\"\\n\\tin caf\xC3\xA9 \\ud83d\\ude00 and "
                   "\xE5\xAE\xA2\xE6\x9C\x8D\xE7\x83\xAD\xE7\xBA\xBF" +
                   (i == 777 ? QByteArray(" ") + word : "") + ".\"}\n";
    }
    out += "{\"id\": 7, \"text\": \"Numeric id.\"}\n";
    out += "{\"id\": \"plain\", \"text\": \"A whole document.\"}\n";
    return out;
}

QStringList searchIds(storage::Project& project, const QString& query)
{
    QStringList ids;
    auto hits = project.corpus().search(query, 5000);
    if (hits)
        for (const auto& hit : *hits)
            ids << hit.chunk.externalId;
    return ids;
}

} // namespace

class TestImportCorpus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sampleFolder()
    {
        QTemporaryDir dir;
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        QVERIFY(project);
        auto report = importInto(*project, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        QCOMPARE(report->documents, 7);
        QCOMPARE(report->chunks, 25);
        const ProjectStats stats = project->stats();
        QCOMPARE(stats.documents, 7);
        QCOMPARE(stats.chunks, 25);

        auto chunk = project->corpus().chunkByExternalId(QStringLiteral("returns#0"));
        QVERIFY(chunk);
        QCOMPARE(chunk->text,
                 QStringLiteral(
                     "Unused bikes and parts can be returned within 30 days of delivery for a full refund."));
        QCOMPARE(chunk->ordinal, 0);
        QCOMPARE(chunk->startOffset, 23); // after "# Returns and refunds\n\n" (21 + 2)
        QCOMPARE(chunk->endOffset, 23 + chunk->text.size());
        auto last = project->corpus().chunkByExternalId(QStringLiteral("returns#3"));
        QVERIFY(last);
        QCOMPARE(last->text,
                 QStringLiteral("Custom-built frames cannot be returned unless they arrive damaged."));
        auto ja = project->corpus().chunkByExternalId(QStringLiteral("support_ja#1"));
        QVERIFY(ja);
        QCOMPARE(ja->text, QStringLiteral("バッテリーは冬の間、30〜60%の充電状態で保管してください。"));

        auto returns = project->corpus().documentByExternalId(QStringLiteral("returns"));
        QVERIFY(returns);
        QCOMPARE(returns->title, QStringLiteral("Returns and refunds"));
        QCOMPARE(returns->language, QStringLiteral("en"));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("support_ja"))->language,
                 QStringLiteral("ja"));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("support_zh"))->language,
                 QStringLiteral("zh"));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("service_de"))->language,
                 QStringLiteral("de"));

        // The full-text index knows the chunks.
        auto hits = project->corpus().search(QStringLiteral("restocking fee"), 5);
        QVERIFY(hits.ok());
        QVERIFY(!hits->isEmpty());
        QCOMPARE(hits->first().chunk.externalId, QStringLiteral("returns#1"));

        // Importing the same folder again changes nothing.
        auto again = importInto(*project, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))});
        QVERIFY(again.ok());
        QVERIFY(sameStats(stats, project->stats()));
        QCOMPARE(project->corpus().search(QStringLiteral("restocking"), 5)->size(), 1);
    }

    void stubsAreFilledByCorpus()
    {
        QTemporaryDir dir;
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        QVERIFY(project);
        QVERIFY(importInto(*project, QStringLiteral("trec-qrels"),
                           {samplePath(QStringLiteral("trec-small/qrels.txt"))})
                    .ok());
        QVERIFY(project->corpus().chunkByExternalId(QStringLiteral("returns#0"))->stub);
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))}).ok());
        auto chunk = project->corpus().chunkByExternalId(QStringLiteral("returns#0"));
        QVERIFY(!chunk->stub);
        QVERIFY(chunk->text.startsWith(QStringLiteral("Unused bikes")));
        QCOMPARE(project->stats().chunks, 25);
        QCOMPARE(gradeOf(*project, QStringLiteral("q1"), QStringLiteral("returns#0"), QStringLiteral("trec")),
                 3);
    }

    void jsonlVerbatimAndWholeDocuments()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("corpus.jsonl"));
        writeFile(file,
                  "{\"id\": \"a#0\", \"text\": \"Alpha zero.\", \"title\": \"A\"}\n"
                  "{\"id\": \"c#0\", \"text\": \"Gamma zero.\", \"title\": \"C\"}\n"
                  "{\"id\": \"a#7\", \"text\": \"Alpha seven.\", \"title\": \"Not the title\"}\n"
                  "\n"
                  "{\"id\": \"b\", \"text\": \"# B doc\\n\\nPara one.\\n\\nPara two.\", \"title\": \"Bee\"}\n"
                  "{\"id\": \"a#8\", \"text\": \"Alpha eight.\"}\n");
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        auto report = importInto(*project, QStringLiteral("corpus"), {file});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        QCOMPARE(project->stats().chunks, 6);
        // a's chunks, apart in the file, are one document, titled by its first chunk.
        QCOMPARE(project->stats().documents, 3);
        QCOMPARE(report->documents, 3);
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("a#7"))->documentId,
                 project->corpus().chunkByExternalId(QStringLiteral("a#0"))->documentId);
        // a#8 follows a#7 with the whole document b between them.
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("a#8"))->documentId,
                 project->corpus().chunkByExternalId(QStringLiteral("a#0"))->documentId);
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("a#7"))->text,
                 QStringLiteral("Alpha seven."));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("a#7"))->ordinal, 7);
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("b#1"))->text,
                 QStringLiteral("Para two."));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("b"))->title, QStringLiteral("Bee"));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("a"))->title, QStringLiteral("A"));

        // Again with a new title for a: the document is updated, nothing else changes.
        const ProjectStats before = project->stats();
        writeFile(file, "{\"id\": \"a#0\", \"text\": \"Alpha zero.\", \"title\": \"Alpha\"}\n");
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {file}).ok());
        QVERIFY(sameStats(before, project->stats()));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("a"))->title, QStringLiteral("Alpha"));
    }

    // Corpus JSONL is read on a thread of its own and written through SQLite's own API: more
    // lines than the reader queues at once, in every shape it meets, must come out as the
    // general path stores them, searchable in both index columns.
    void bulkJsonlIsStoredAndIndexed()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("corpus.jsonl"));
        writeFile(file, bulkCorpus(1500, "zebra"));
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        auto report = importInto(*project, QStringLiteral("corpus"), {file});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        // 1,500 verbatim chunks in 150 documents, plus "7" and "plain" chunked as documents.
        QCOMPARE(project->stats().chunks, 1502);
        QCOMPARE(project->stats().documents, 152);
        auto& corpus = project->corpus();
        QCOMPARE(
            corpus.chunkByExternalId(QStringLiteral("d3#4"))->text,
            QStringLiteral("Chunk 34 says \"hi\"\n\tin caf\u00e9 \U0001F600 and \u5ba2\u670d\u70ed\u7ebf."));
        QCOMPARE(corpus.chunkByExternalId(QStringLiteral("d3#4"))->ordinal, 4);
        QCOMPARE(corpus.documentByExternalId(QStringLiteral("d3"))->title, QStringLiteral("Title 3"));
        QCOMPARE(corpus.documentByExternalId(QStringLiteral("d0"))->language, QStringLiteral("de"));
        QCOMPARE(corpus.chunkByExternalId(QStringLiteral("7#0"))->text, QStringLiteral("Numeric id."));
        QCOMPARE(corpus.chunkByExternalId(QStringLiteral("d149#9"))->text,
                 QStringLiteral("Untitled; a null title and an extra number."));
        QCOMPARE(corpus.documentByExternalId(QStringLiteral("d149"))->title, QStringLiteral("Title 149"));
        QCOMPARE(searchIds(*project, QStringLiteral("zebra")), QStringList{QStringLiteral("d77#7")});
        QCOMPARE(searchIds(*project, QStringLiteral("\u670d\u70ed")).size(), 1489);
        QCOMPARE(searchIds(*project, QStringLiteral("\u7ebf")).size(), 1489); // the cjk column
        QCOMPARE(searchIds(*project, QStringLiteral("untitled")), QStringList{QStringLiteral("d149#9")});

        // The same file again changes nothing; a changed chunk is updated and indexed anew.
        const ProjectStats before = project->stats();
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {file}).ok());
        QVERIFY(sameStats(before, project->stats()));
        QCOMPARE(searchIds(*project, QStringLiteral("zebra")), QStringList{QStringLiteral("d77#7")});
        writeFile(file, bulkCorpus(1500, "okapi"));
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {file}).ok());
        QVERIFY(sameStats(before, project->stats()));
        QCOMPARE(searchIds(*project, QStringLiteral("zebra")), QStringList());
        QCOMPARE(searchIds(*project, QStringLiteral("okapi")), QStringList{QStringLiteral("d77#7")});
    }

    // A bad line after many good ones: the error names it, and the project is as before.
    void bulkJsonlErrorLeavesProjectUnchanged()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("corpus.jsonl"));
        writeFile(file, bulkCorpus(1500, "zebra") + "{\"id\": \"late#1\", \"text\": 5}\n");
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        const ProjectStats before = project->stats();
        auto report = importInto(*project, QStringLiteral("corpus"), {file});
        QVERIFY(!report.ok());
        QCOMPARE(report.error().line, 1503);
        QVERIFY2(report.error().message.contains(QStringLiteral("\"text\"")),
                 qPrintable(report.error().message));
        QVERIFY(sameStats(before, project->stats()));
    }

    // A cancel while the reader is ahead: nothing written, and the reading thread stops.
    void bulkJsonlCancel()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("corpus.jsonl"));
        writeFile(file, bulkCorpus(3000, "zebra"));
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        const ProjectStats before = project->stats();
        std::atomic<bool> cancel{false};
        io::ImportOptions options;
        options.format = QStringLiteral("corpus");
        options.paths = {file};
        io::ImportProgress progress;
        progress.cancel = &cancel;
        progress.onProgress = [&](qint64, qint64) { cancel = true; };
        auto report = io::importFiles(*project, options, progress);
        QVERIFY(!report.ok());
        QVERIFY(report.error().message.contains(QStringLiteral("cancel")));
        QVERIFY(sameStats(before, project->stats()));
    }

    void textHtmlAndEncodings()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("notes.txt")), "Short title\n\nBody text here.\n\nMore body.");
        writeFile(dir.filePath(QStringLiteral("page.html")),
                  "<html><head><title>Page</title></head><body><h1>Head</h1><p>One &amp; two.</p>"
                  "<p>Three.</p></body></html>");
        // UTF-8 with a BOM and CRLF line ends.
        writeFile(dir.filePath(QStringLiteral("bom.md")),
                  "\xEF\xBB\xBF# Bom\r\n\r\nCaf\xC3\xA9 au lait.\r\n");
        // UTF-16 LE and BE with BOM.
        const QString umlaut = QStringLiteral("# Sechzehn\n\nGrüße aus Köln.\n");
        QByteArray le("\xFF\xFE", 2), be("\xFE\xFF", 2);
        for (QChar c : umlaut) {
            le.append(char(c.unicode() & 0xff)).append(char(c.unicode() >> 8));
            be.append(char(c.unicode() >> 8)).append(char(c.unicode() & 0xff));
        }
        writeFile(dir.filePath(QStringLiteral("le.md")), le);
        writeFile(dir.filePath(QStringLiteral("be.md")), be);
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        auto report = importInto(*project, QStringLiteral("corpus"), {dir.path()});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("notes"))->title,
                 QStringLiteral("Short title"));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("notes#0"))->text,
                 QStringLiteral("Body text here."));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("page"))->title,
                 QStringLiteral("Page"));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("page#0"))->text,
                 QStringLiteral("One & two."));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("page#1"))->text,
                 QStringLiteral("Three."));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("bom"))->title, QStringLiteral("Bom"));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("bom#0"))->text,
                 QStringLiteral("Café au lait."));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("le#0"))->text,
                 QStringLiteral("Grüße aus Köln."));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("be#0"))->text,
                 QStringLiteral("Grüße aus Köln."));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("be"))->language,
                 QStringLiteral("de"));
    }

    // Files of the same name in two subfolders are two documents, named by their path in the
    // folder; importing the folder again finds the same ids and adds nothing.
    void sameNameInSubfolders()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("docs"));
        QVERIFY(QDir().mkpath(root + QStringLiteral("/a")));
        QVERIFY(QDir().mkpath(root + QStringLiteral("/b")));
        writeFile(root + QStringLiteral("/a/readme.md"), "# Alpha\n\nAlpha one.\n\nAlpha two.\n");
        writeFile(root + QStringLiteral("/b/readme.md"), "# Beta\n\nBeta one.\n");
        writeFile(root + QStringLiteral("/readme.md"), "# Top\n\nTop one.\n");
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        QVERIFY(project);
        auto report = importInto(*project, QStringLiteral("corpus"), {root});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        QCOMPARE(report->documents, 3);
        QCOMPARE(report->chunks, 4);
        const ProjectStats stats = project->stats();
        QCOMPARE(stats.documents, 3);
        QCOMPARE(stats.chunks, 4);
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("a/readme"))->title,
                 QStringLiteral("Alpha"));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("b/readme"))->title,
                 QStringLiteral("Beta"));
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("readme"))->title,
                 QStringLiteral("Top"));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("a/readme#1"))->text,
                 QStringLiteral("Alpha two."));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("b/readme#0"))->text,
                 QStringLiteral("Beta one."));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("readme#0"))->text,
                 QStringLiteral("Top one."));

        auto again = importInto(*project, QStringLiteral("corpus"), {root});
        QVERIFY(again.ok());
        QVERIFY(again->warnings.isEmpty());
        QVERIFY(sameStats(stats, project->stats()));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("a/readme#0"))->text,
                 QStringLiteral("Alpha one."));
    }

    // Two files that differ only in their suffix keep it in their ids.
    void sameStemInOneFolder()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("docs"));
        QVERIFY(QDir().mkpath(root));
        writeFile(root + QStringLiteral("/guide.md"), "# Guide\n\nFrom markdown.\n");
        writeFile(root + QStringLiteral("/guide.txt"), "From text.\n");
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {root}).ok());
        QCOMPARE(project->stats().documents, 2);
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("guide.md#0"))->text,
                 QStringLiteral("From markdown."));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("guide.txt#0"))->text,
                 QStringLiteral("From text."));
    }

    void cancelLeavesProjectUnchanged()
    {
        QTemporaryDir dir;
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        QVERIFY(
            importInto(*project, QStringLiteral("simple"), {samplePath(QStringLiteral("simple/eval.jsonl"))})
                .ok());
        const ProjectStats before = project->stats();
        std::atomic<bool> cancel{true};
        io::ImportOptions options;
        options.format = QStringLiteral("corpus");
        options.paths = {samplePath(QStringLiteral("corpus"))};
        io::ImportProgress progress;
        progress.cancel = &cancel;
        auto report = io::importFiles(*project, options, progress);
        QVERIFY(!report.ok());
        QVERIFY(report.error().message.contains(QStringLiteral("cancel")));
        QVERIFY(sameStats(before, project->stats()));
        QVERIFY(project->corpus().chunkByExternalId(QStringLiteral("returns#0"))->stub);
    }

    void progressIsReported()
    {
        QTemporaryDir dir;
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        qint64 lastDone = -1, lastTotal = -1;
        io::ImportOptions options;
        options.format = QStringLiteral("corpus");
        options.paths = {samplePath(QStringLiteral("corpus"))};
        io::ImportProgress progress;
        progress.onProgress = [&](qint64 done, qint64 total) {
            QVERIFY(done >= lastDone);
            lastDone = done;
            lastTotal = total;
        };
        QVERIFY(io::importFiles(*project, options, progress).ok());
        QVERIFY(lastTotal > 0);
        QCOMPARE(lastDone, lastTotal);
    }

    // PDF text through Qt PDF once a binary registers it; the files are written by QPdfWriter
    // (German umlauts included).
    void pdfThroughQtPdf()
    {
        QTemporaryDir dir;
        {
            QPdfWriter manual(dir.filePath(QStringLiteral("manual.pdf")));
            QPainter painter(&manual);
            painter.setFont(QFont(QStringLiteral("DejaVu Sans"), 10));
            const int line = manual.logicalDpiY() / 4;
            painter.drawText(QPointF(0, line), QStringLiteral("Returns and refunds"));
            painter.drawText(QPointF(0, 2 * line),
                             QStringLiteral("Unused bikes can be returned within 30 days."));
            painter.drawText(QPointF(0, 3 * line), QStringLiteral("The refund arrives within 14 days."));
            manual.newPage();
            painter.drawText(QPointF(0, line),
                             QStringLiteral("Grüße aus Köln. Die Garantie gilt zwei Jahre."));
        }
        {
            QPdfWriter scan(dir.filePath(QStringLiteral("scan.pdf")));
            QPainter painter(&scan);
            painter.fillRect(QRectF(0, 0, 100, 100), Qt::gray);
        }
        writeFile(dir.filePath(QStringLiteral("fake.pdf")), "this is not a PDF at all\n");
        auto project = openProject(dir.filePath(QStringLiteral("p.goldset")));
        const QString manualPath = dir.filePath(QStringLiteral("manual.pdf"));

        // Without a registered extractor (goldset_model alone) a PDF is refused clearly.
        if (!io::textExtractor(QStringLiteral("pdf"))) {
            auto refused = importInto(*project, QStringLiteral("corpus"), {manualPath});
            QVERIFY(!refused.ok());
            QVERIFY(refused.error().message.contains(QStringLiteral("PDF text extraction is not available")));
        }
        pdf::registerPdfTextExtractor();

        auto report = importInto(*project, QStringLiteral("corpus"), {manualPath});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        const auto document = project->corpus().documentByExternalId(QStringLiteral("manual"));
        QVERIFY(document);
        QCOMPARE(document->title, QStringLiteral("manual")); // no Title metadata: the file name
        QString all;
        for (int n = 0;; ++n) {
            const auto chunk = project->corpus().chunkByExternalId(QStringLiteral("manual#%1").arg(n));
            if (!chunk)
                break;
            all += chunk->text + QLatin1Char(' ');
        }
        all = all.simplified();
        QVERIFY2(all.contains(QStringLiteral("Unused bikes can be returned within 30 days.")),
                 qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("Grüße aus Köln.")), qPrintable(all));
        QVERIFY(all.indexOf(QStringLiteral("30 days")) < all.indexOf(QStringLiteral("Köln"))); // page order

        // Importing the same PDF again changes nothing.
        const ProjectStats before = project->stats();
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {manualPath}).ok());
        QVERIFY(sameStats(before, project->stats()));

        auto scan =
            importInto(*project, QStringLiteral("corpus"), {dir.filePath(QStringLiteral("scan.pdf"))});
        QVERIFY(!scan.ok());
        QVERIFY2(scan.error().message.contains(QStringLiteral("no text layer")),
                 qPrintable(scan.error().toString()));
        QVERIFY(scan.error().file.endsWith(QStringLiteral("scan.pdf")));
        auto fake =
            importInto(*project, QStringLiteral("corpus"), {dir.filePath(QStringLiteral("fake.pdf"))});
        QVERIFY(!fake.ok());
        QVERIFY2(fake.error().message.contains(QStringLiteral("not a valid PDF")),
                 qPrintable(fake.error().toString()));
        QVERIFY(sameStats(before, project->stats()));

        // The command line reads PDF too.
        const CliResult cli = runCli({QStringLiteral("import"), QStringLiteral("--project"),
                                      dir.filePath(QStringLiteral("cli.goldset")), QStringLiteral("--format"),
                                      QStringLiteral("corpus"), manualPath});
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
    }
};

QTEST_MAIN(TestImportCorpus)
#include "tst_import_corpus.moc"
