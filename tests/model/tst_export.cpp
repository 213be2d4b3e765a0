#include "ImportTestHelpers.h"
#include "TestSupport.h"
#include "io/Export.h"
#include "jobs/ExportJob.h"
#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"
#include "storage/RunStore.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// Round trips: importing an export into an empty project gives the same questions, chunks
// and labels (compared as sets), and the gold rule of the qrels export.
class TestExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::Project> m_source;
    int m_serial = 0;

    std::unique_ptr<storage::Project> fresh()
    {
        return openProject(m_dir.filePath(QStringLiteral("p%1.goldset").arg(++m_serial)));
    }

    static QSet<QString> chunks(storage::Project& project)
    {
        QSet<QString> result;
        for (const Document& d : project.corpus().documents())
            for (const Chunk& c : project.corpus().chunksOfDocument(d.id))
                if (!c.stub)
                    result.insert(c.externalId + QLatin1Char('\t') + c.text);
        return result;
    }
    static QSet<QString> questions(storage::Project& project, bool byText = false)
    {
        QSet<QString> result;
        for (const Question& q : project.questions().list())
            result.insert((byText ? QString() : q.externalId) + QLatin1Char('\t') + q.text +
                          QLatin1Char('\t') + q.groundTruth);
        return result;
    }
    // (question, chunk, grade) of every label; binary = grade>=1 as 1, grade 0 left out.
    static QSet<QString> labels(storage::Project& project, bool byText = false, bool binary = false)
    {
        QSet<QString> result;
        for (const RelevanceLabel& l : project.labels().all()) {
            if (binary && l.grade == 0)
                continue;
            auto q = project.questions().byId(l.questionId);
            result.insert((byText ? q->text : q->externalId) + QLatin1Char('\t') + l.chunkExternalId +
                          QLatin1Char('\t') + QString::number(binary ? 1 : l.grade));
        }
        return result;
    }

    QString exportTo(const QString& format, const QString& name, const io::ExportOptions& options = {})
    {
        const QString out = m_dir.filePath(name);
        const Status s = io::exportProject(*m_source, format, out, options);
        if (!s)
            qWarning() << s.error().toString();
        return s ? out : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_source = fresh();
        QVERIFY(m_source);
        QVERIFY(importInto(*m_source, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))}).ok());
        QVERIFY(
            importInto(*m_source, QStringLiteral("simple"), {samplePath(QStringLiteral("simple/eval.jsonl"))})
                .ok());
        QVERIFY(importInto(*m_source, QStringLiteral("trec-run"),
                           {samplePath(QStringLiteral("trec-small/run.txt"))}, QStringLiteral("baseline"))
                    .ok());
        const QString run = fixturePath(QStringLiteral("import/export-run.jsonl"));

        auto report = importInto(*m_source, QStringLiteral("goldset-run"), {run}, QStringLiteral("rag"));
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
    }

    void corpusRoundTrip()
    {
        const QString file = exportTo(QStringLiteral("corpus"), QStringLiteral("corpus.jsonl"));
        QVERIFY(!file.isEmpty());
        auto target = fresh();
        QVERIFY(importInto(*target, QStringLiteral("corpus"), {file}).ok());
        QCOMPARE(chunks(*target).size(), 25);
        QCOMPARE(chunks(*target), chunks(*m_source));
        QCOMPARE(target->corpus().documentByExternalId(QStringLiteral("returns"))->title,
                 QStringLiteral("Returns and refunds"));
    }

    void simpleRoundTrip()
    {
        const QString file = exportTo(QStringLiteral("simple"), QStringLiteral("simple.jsonl"));
        auto target = fresh();
        QVERIFY(importInto(*target, QStringLiteral("simple"), {file}).ok());
        QCOMPARE(questions(*target), questions(*m_source));
        QCOMPARE(labels(*target).size(), 20);
        QCOMPARE(labels(*target), labels(*m_source));
    }

    void qrelsCsvBeirRoundTrip_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("name");
        QTest::newRow("trec-qrels") << "trec-qrels"
                                    << "qrels.txt";
        QTest::newRow("csv") << "csv"
                             << "labels.csv";
        QTest::newRow("beir") << "beir"
                              << "beir";
    }
    void qrelsCsvBeirRoundTrip()
    {
        QFETCH(QString, format);
        QFETCH(QString, name);
        const QString file = exportTo(format, name);
        QVERIFY(!file.isEmpty());
        auto target = fresh();
        auto report = importInto(*target, format, {file});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        // Labels keyed by annotator name differ (the format's name); compare (q, chunk, grade).
        QCOMPARE(labels(*target), labels(*m_source));
        if (format != QLatin1String("trec-qrels"))
            QCOMPARE(questions(*target).size(), 15);
        if (format == QLatin1String("beir"))
            QCOMPARE(chunks(*target), chunks(*m_source));
        if (format == QLatin1String("csv"))
            QCOMPARE(questions(*target), questions(*m_source));
    }

    void llamaindexRoundTrip()
    {
        const QString file = exportTo(QStringLiteral("llamaindex"), QStringLiteral("qa.json"));
        auto target = fresh();
        QVERIFY(importInto(*target, QStringLiteral("llamaindex"), {file}).ok());
        QCOMPARE(chunks(*target), chunks(*m_source));
        QCOMPARE(target->stats().questions, 15);
        QCOMPARE(labels(*target, false, true), labels(*m_source, false, true));
    }

    void ragasAndDeepevalRoundTrip_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("ragas") << "ragas";
        QTest::newRow("deepeval") << "deepeval";
    }
    void ragasAndDeepevalRoundTrip()
    {
        QFETCH(QString, format);
        io::ExportOptions options;
        options.runName = QStringLiteral("rag");
        const QString file = exportTo(format, format + QStringLiteral(".out"), options);
        QVERIFY(!file.isEmpty());
        auto target = fresh();
        // The corpus first, so that contexts given as text match its chunks.
        QVERIFY(importInto(*target, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))}).ok());
        auto report = importInto(*target, format, {file}, QStringLiteral("rag"));
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        QCOMPARE(questions(*target, true), questions(*m_source, true));
        QCOMPARE(labels(*target, true, true), labels(*m_source, true, true));
        QCOMPARE(target->stats().chunks, 25);
        QCOMPARE(target->stats().answers, 2);
    }

    void runRoundTrips()
    {
        io::ExportOptions options;
        options.runName = QStringLiteral("baseline");
        const QString trec = exportTo(QStringLiteral("trec-run"), QStringLiteral("run.txt"), options);
        options.runName = QStringLiteral("rag");
        const QString goldset = exportTo(QStringLiteral("goldset-run"), QStringLiteral("run.jsonl"), options);
        QVERIFY(!trec.isEmpty() && !goldset.isEmpty());
        auto target = fresh();
        QVERIFY(
            importInto(*target, QStringLiteral("simple"), {samplePath(QStringLiteral("simple/eval.jsonl"))})
                .ok());
        QVERIFY(importInto(*target, QStringLiteral("trec-run"), {trec}, QStringLiteral("baseline")).ok());
        QVERIFY(importInto(*target, QStringLiteral("goldset-run"), {goldset}, QStringLiteral("rag")).ok());
        const auto runRows = [](storage::Project& p, const QString& runName) {
            QSet<QString> rows;
            auto run = p.runs().runByName(runName);
            for (const Question& q : p.questions().list()) {
                for (const Retrieval& r : p.runs().retrievals(run->id, q.id))
                    rows.insert(QStringLiteral("R %1 %2 %3 %4")
                                    .arg(q.externalId, p.corpus().chunkById(r.chunkId)->externalId)
                                    .arg(r.rank)
                                    .arg(r.score));
                if (auto a = p.runs().answer(run->id, q.id))
                    rows.insert(QStringLiteral("A %1 %2 %3")
                                    .arg(q.externalId, *a)
                                    .arg(p.runs().latency(run->id, q.id).value_or(-1)));
                for (const Claim& c : p.runs().claims(run->id, q.id)) {
                    rows.insert(QStringLiteral("C %1 %2 %3 %4 %5 %6")
                                    .arg(q.externalId, c.text, toString(c.verdict), c.reason,
                                         c.evidence.join(QLatin1Char(',')), c.judgeModel));
                    for (const ClaimReview& r : p.runs().reviews(c.id))
                        rows.insert(QStringLiteral("V %1 %2 %3 %4")
                                        .arg(c.text, r.annotatorName, toString(r.verdict), r.note));
                }
            }
            return rows;
        };
        QCOMPARE(runRows(*target, QStringLiteral("baseline")),
                 runRows(*m_source, QStringLiteral("baseline")));
        QCOMPARE(runRows(*target, QStringLiteral("rag")), runRows(*m_source, QStringLiteral("rag")));
        QCOMPARE(runRows(*target, QStringLiteral("baseline")).size(), 75); // 15 queries x 5 results
        QCOMPARE(target->stats().claimReviews, 1);
    }

    void goldIsAdjudicatedElseMedian()
    {
        auto project = fresh();
        const QString qrels = m_dir.filePath(QStringLiteral("three.txt"));
        // q1/a#0: ana 3, ben 1 -> lower middle 1; q1/a#1: ana 0, ben 2, cy 3 -> 2; q1/a#2: adjudicated 0.
        writeFile(qrels, "q1 0 a#0 3\nq1 0 a#1 0\nq1 0 a#2 3\n");
        QVERIFY(importInto(*project, QStringLiteral("trec-qrels"), {qrels}, {}, QStringLiteral("ana")).ok());
        writeFile(qrels, "q1 0 a#0 1\nq1 0 a#1 2\nq1 0 a#2 3\n");
        QVERIFY(importInto(*project, QStringLiteral("trec-qrels"), {qrels}, {}, QStringLiteral("ben")).ok());
        writeFile(qrels, "q1 0 a#1 3\n");
        QVERIFY(importInto(*project, QStringLiteral("trec-qrels"), {qrels}, {}, QStringLiteral("cy")).ok());
        QVERIFY(project->adjudications().set(
            QStringLiteral("relevance"),
            storage::AdjudicationStore::relevanceKey(QStringLiteral("q1"), QStringLiteral("a#2")),
            QStringLiteral("0"), QStringLiteral("lead says"), std::nullopt));
        const QString out = m_dir.filePath(QStringLiteral("gold.txt"));
        QVERIFY(io::exportProject(*project, QStringLiteral("trec-qrels"), out));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), QStringLiteral("q1 0 a#0 1\nq1 0 a#1 2\nq1 0 a#2 0\n"));
        io::ExportOptions onlyBen;
        onlyBen.annotator = QStringLiteral("ben");
        QVERIFY(io::exportProject(*project, QStringLiteral("trec-qrels"), out, onlyBen));
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), QStringLiteral("q1 0 a#0 1\nq1 0 a#1 2\nq1 0 a#2 3\n"));
        onlyBen.annotator = QStringLiteral("nobody");
        QVERIFY(!io::exportProject(*project, QStringLiteral("trec-qrels"), out, onlyBen));
    }

    // Progress is the lines written against the project's counts; a false from the callback
    // stops the export and leaves nothing behind, also for BEIR's three files.
    void progressAndCancel()
    {
        QList<QPair<qint64, qint64>> calls;
        io::ExportOptions options;
        options.onProgress = [&calls](qint64 done, qint64 total) {
            calls.append({done, total});
            return true;
        };
        QVERIFY(!exportTo(QStringLiteral("corpus"), QStringLiteral("progress.jsonl"), options).isEmpty());
        QCOMPARE(calls.first(), (QPair<qint64, qint64>(0, 25)));
        QCOMPARE(calls.last(), (QPair<qint64, qint64>(25, 25)));

        options.onProgress = [](qint64, qint64) { return false; };
        const QString stopped = m_dir.filePath(QStringLiteral("stopped.jsonl"));
        const Status s = io::exportProject(*m_source, QStringLiteral("corpus"), stopped, options);
        QVERIFY(!s);
        QVERIFY2(s.error().toString().contains(QStringLiteral("cancelled")),
                 qPrintable(s.error().toString()));
        QVERIFY(!QFileInfo::exists(stopped));
        const QString beir = m_dir.filePath(QStringLiteral("stopped-beir"));
        QVERIFY(!io::exportProject(*m_source, QStringLiteral("beir"), beir, options));
        QVERIFY(!QFileInfo::exists(beir + QStringLiteral("/corpus.jsonl")));
        QVERIFY(!QFileInfo::exists(beir + QStringLiteral("/queries.jsonl")));
        QVERIFY(!QFileInfo::exists(beir + QStringLiteral("/qrels/test.tsv")));
    }

    // The same as a background job on its own connection: its summary counts the lines.
    void exportJob()
    {
        const QString out = m_dir.filePath(QStringLiteral("job.jsonl"));
        jobs::ExportJob job(m_source->path(), QStringLiteral("simple"), out, {});
        const jobs::JobSummary summary = job.runHere();
        QVERIFY2(summary.fatalError.isEmpty(), qPrintable(summary.fatalError));
        QVERIFY(!summary.cancelled);
        const qint64 questions = m_source->stats().questions; // one line each
        QVERIFY(questions >= 15);
        QCOMPARE(summary.done, int(questions));
        QCOMPARE(summary.total, int(questions));
        QCOMPARE(summary.counters.value(QStringLiteral("lines")), double(questions));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count('\n'), questions);
    }

    // A TREC file cannot hold an id with white space: the export stops, names it and writes
    // nothing, instead of a file whose lines trec_eval would split wrongly.
    void trecRefusesIdsWithWhiteSpace()
    {
        auto project = fresh();
        QVERIFY(project);
        const QString input = m_dir.filePath(QStringLiteral("spaces.jsonl"));
        writeFile(input, "{\"qid\": \"q1\", \"query\": \"a?\", \"gold_evidence\": [\"my notes.md#0\"]}\n");
        QVERIFY(importInto(*project, QStringLiteral("simple"), {input}).ok());
        const QString out = m_dir.filePath(QStringLiteral("spaces.qrels"));
        const Status s = io::exportProject(*project, QStringLiteral("trec-qrels"), out);
        QVERIFY(!s);
        QVERIFY2(s.error().toString().contains(QStringLiteral("the chunk id 'my notes.md#0'")),
                 qPrintable(s.error().toString()));
        QVERIFY(!QFileInfo::exists(out));
        // The other formats keep such ids.
        QVERIFY(
            io::exportProject(*project, QStringLiteral("simple"), m_dir.filePath(QStringLiteral("s.jsonl"))));
    }

    void runExportNeedsRunName()
    {
        const Status s =
            io::exportProject(*m_source, QStringLiteral("trec-run"), m_dir.filePath(QStringLiteral("x.txt")));
        QVERIFY(!s);
        QVERIFY(s.error().message.contains(QStringLiteral("--run-name")));
    }
};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
