#include "ImportTestHelpers.h"
#include "TestSupport.h"
#include "storage/AnnotatorStore.h"
#include "storage/RunStore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// Every importer on its sample in shared/samples: counts and specific values.
class TestImportFormats : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_serial = 0;

    std::unique_ptr<storage::Project> fresh()
    {
        return openProject(m_dir.filePath(QStringLiteral("p%1.goldset").arg(++m_serial)));
    }

    static QString message(const Result<io::ImportReport>& r)
    {
        return r.ok() ? QString() : r.error().toString();
    }

private Q_SLOTS:
    void simple()
    {
        auto project = fresh();
        auto report =
            importInto(*project, QStringLiteral("simple"), {samplePath(QStringLiteral("simple/eval.jsonl"))});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->questions, 15);
        QCOMPARE(report->labels, 20);
        QCOMPARE(project->stats().questions, 15);
        QCOMPARE(project->stats().relevanceLabels, 20);
        QCOMPARE(
            gradeOf(*project, QStringLiteral("q1"), QStringLiteral("returns#0"), QStringLiteral("simple")),
            3);
        QCOMPARE(
            gradeOf(*project, QStringLiteral("q1"), QStringLiteral("returns#1"), QStringLiteral("simple")),
            1);
        QCOMPARE(gradeOf(*project, QStringLiteral("q10"), QStringLiteral("support_ja#0"),
                         QStringLiteral("simple")),
                 2);
        auto q1 = project->questions().byExternalId(QStringLiteral("q1"));
        QCOMPARE(q1->text, QStringLiteral("How long do I have to return an unused bike?"));
        QCOMPARE(
            q1->groundTruth,
            QStringLiteral("Unused bikes can be returned within 30 days of delivery for a full refund."));
        QVERIFY(q1->status == QuestionStatus::Accepted);
        QVERIFY(q1->origin == QuestionOrigin::Imported);
        // Chunks named only by labels are stubs until the corpus comes.
        QCOMPARE(project->stats().chunks, 0);
        QVERIFY(project->corpus().chunkByExternalId(QStringLiteral("returns#0"))->stub);

        const ProjectStats before = project->stats();
        QVERIFY(
            importInto(*project, QStringLiteral("simple"), {samplePath(QStringLiteral("simple/eval.jsonl"))})
                .ok());
        QVERIFY(sameStats(before, project->stats()));
    }

    void simpleExtensionsAndJsonList()
    {
        const QString file = fixturePath(QStringLiteral("import/list.json"));

        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("simple"), {file}, {}, QStringLiteral("ana"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        auto g1 = project->questions().byExternalId(QStringLiteral("g1"));
        QVERIFY(g1);
        QVERIFY(g1->status == QuestionStatus::Draft);
        QVERIFY(g1->origin == QuestionOrigin::Generated);
        QCOMPARE(g1->generatorModel, QStringLiteral("llama3"));
        QCOMPARE(g1->sourceChunkId, project->corpus().chunkByExternalId(QStringLiteral("d#0"))->id);
        QCOMPARE(gradeOf(*project, QStringLiteral("g1"), QStringLiteral("d#0"), QStringLiteral("ana")), 2);
        QCOMPARE(gradeOf(*project, QStringLiteral("g1"), QStringLiteral("d#1"), QStringLiteral("ana")), 1);
        QCOMPARE(gradeOf(*project, QStringLiteral("g1"), QStringLiteral("d#5"), QStringLiteral("ana")), 0);
        QVERIFY(project->questions().byExternalId(QStringLiteral("7")));
        QVERIFY(!project->annotators().byName(QStringLiteral("simple")));
    }

    void trecQrels()
    {
        auto project = fresh();
        auto report =
            importInto(*project, QStringLiteral("trec-qrels"),
                       {samplePath(QStringLiteral("trec-small/qrels.txt"))}, {}, QStringLiteral("ben"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->labels, 20);
        QCOMPARE(project->stats().relevanceLabels, 20);
        QCOMPARE(project->stats().questions, 15);
        QCOMPARE(gradeOf(*project, QStringLiteral("q6"), QStringLiteral("shipping#3"), QStringLiteral("ben")),
                 1);
        QCOMPARE(
            gradeOf(*project, QStringLiteral("q11"), QStringLiteral("support_ja#1"), QStringLiteral("ben")),
            2);
        QVERIFY(report->warnings.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("15 questions created without text")));
        QCOMPARE(project->questions().byExternalId(QStringLiteral("q3"))->text, QStringLiteral("q3"));
        // The qrels and simple/eval.jsonl describe the same judgments.
        QVERIFY(
            importInto(*project, QStringLiteral("simple"), {samplePath(QStringLiteral("simple/eval.jsonl"))})
                .ok());
        for (const RelevanceLabel& label : project->labels().all()) {
            if (label.annotatorName != QLatin1String("simple"))
                continue;
            auto question = project->questions().byId(label.questionId);
            QCOMPARE(gradeOf(*project, question->externalId, label.chunkExternalId, QStringLiteral("ben")),
                     label.grade);
        }
        QCOMPARE(project->questions().byExternalId(QStringLiteral("q3"))->text,
                 QStringLiteral("When will my refund arrive?"));
    }

    void trecRun()
    {
        auto project = fresh();
        auto missing = importInto(*project, QStringLiteral("trec-run"),
                                  {samplePath(QStringLiteral("trec-small/run.txt"))});
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.contains(QStringLiteral("--run-name")));
        const QString file = m_dir.filePath(QStringLiteral("ties.txt"));
        // Ties: trec_eval orders by score desc, then docno desc; the rank column is ignored.
        writeFile(file, "q1 Q0 a#1 1 2.0 t\nq1 Q0 a#2 2 2.0 t\nq1 Q0 a#3 3 5.0 t\nq2 Q0 b#0 1 1 t\n");
        auto report = importInto(*project, QStringLiteral("trec-run"), {file}, QStringLiteral("bm25"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->retrievals, 4);
        auto run = project->runs().runByName(QStringLiteral("bm25"));
        QVERIFY(run);
        auto q1 = project->questions().byExternalId(QStringLiteral("q1"));
        const auto rows = project->runs().retrievals(run->id, q1->id);
        QCOMPARE(rows.size(), 3);
        QStringList order;
        for (const Retrieval& r : rows)
            order << project->corpus().chunkById(r.chunkId)->externalId + QLatin1Char('@') +
                         QString::number(r.rank);
        QCOMPARE(order,
                 (QStringList{QStringLiteral("a#3@1"), QStringLiteral("a#2@2"), QStringLiteral("a#1@3")}));

        auto sample =
            importInto(*project, QStringLiteral("trec-run"),
                       {samplePath(QStringLiteral("trec-small/run.txt"))}, QStringLiteral("baseline"));
        QVERIFY2(sample.ok(), qPrintable(message(sample)));
        const qint64 retrievals = project->stats().retrievals;
        QVERIFY(importInto(*project, QStringLiteral("trec-run"),
                           {samplePath(QStringLiteral("trec-small/run.txt"))}, QStringLiteral("baseline"))
                    .ok());
        QCOMPARE(project->stats().retrievals, retrievals);
        QCOMPARE(project->stats().runs, 2);
    }

    void goldsetRun()
    {
        const QString file = fixturePath(QStringLiteral("import/run.jsonl"));

        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("goldset-run"), {file}, QStringLiteral("rag-v1"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->retrievals, 3);
        QCOMPARE(report->answers, 2);
        QCOMPARE(report->claims, 2);
        QCOMPARE(report->reviews, 1);
        QCOMPARE(report->scores, 2);
        auto run = project->runs().runByName(QStringLiteral("rag-v1"));
        auto q1 = project->questions().byExternalId(QStringLiteral("q1"));
        QCOMPARE(project->runs().answer(run->id, q1->id), QStringLiteral("30 days."));
        QCOMPARE(project->runs().latency(run->id, q1->id), 812.0);
        const auto claims = project->runs().claims(run->id, q1->id);
        QCOMPARE(claims.size(), 2);
        QVERIFY(claims[0].verdict == Verdict::Supported);
        QCOMPARE(claims[0].evidence, QStringList{QStringLiteral("returns#0")});
        QCOMPARE(claims[0].judgeModel, QStringLiteral("judge-1"));
        QVERIFY(claims[1].verdict == Verdict::Unsupported);
        const auto reviews = project->runs().reviews(claims[0].id);
        QCOMPARE(reviews.size(), 1);
        QCOMPARE(reviews[0].annotatorName, QStringLiteral("ana"));
        QVERIFY(reviews[0].blind);
        const auto retrieved = project->runs().retrievals(run->id, q1->id);
        QCOMPARE(retrieved.size(), 2);
        QCOMPARE(retrieved[0].rank, 1);
        QCOMPARE(retrieved[0].score, 0.9);

        const ProjectStats before = project->stats();
        QVERIFY(importInto(*project, QStringLiteral("goldset-run"), {file}, QStringLiteral("rag-v1")).ok());
        QVERIFY(sameStats(before, project->stats()));
        QCOMPARE(project->runs().reviews(project->runs().claims(run->id, q1->id)[0].id).size(), 1);

        const QString bad = m_dir.filePath(QStringLiteral("bad.jsonl"));
        writeFile(bad, "{\"qid\": \"q1\", \"claims\": [{\"text\": \"x\", \"verdict\": \"maybe\"}]}\n");
        auto failed = importInto(*project, QStringLiteral("goldset-run"), {bad}, QStringLiteral("rag-v2"));
        QVERIFY(!failed.ok());
        QVERIFY(failed.error().toString().contains(QStringLiteral("bad.jsonl:1:")));
        QVERIFY(failed.error().message.contains(
            QStringLiteral("supported, unsupported, contradicted or unknown")));
        QVERIFY(!project->runs().runByName(QStringLiteral("rag-v2")));
    }

    void ragasJsonl()
    {
        auto project = fresh();
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))}).ok());
        auto report = importInto(*project, QStringLiteral("ragas"),
                                 {samplePath(QStringLiteral("ragas/evaluation_dataset.jsonl"))},
                                 QStringLiteral("ragas-run"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->questions, 15);
        QCOMPARE(report->answers, 15);
        QCOMPARE(project->stats().chunks, 25); // contexts came with ids of known chunks
        const QString qid =
            QStringLiteral("q-") +
            QString::fromLatin1(QCryptographicHash::hash("How long do I have to return an unused bike?",
                                                         QCryptographicHash::Sha1)
                                    .toHex()
                                    .left(12));
        QCOMPARE(gradeOf(*project, qid, QStringLiteral("returns#0"), QStringLiteral("ragas")), 1);
        auto run = project->runs().runByName(QStringLiteral("ragas-run"));
        auto question = project->questions().byExternalId(qid);
        const auto retrieved = project->runs().retrievals(run->id, question->id);
        QCOMPARE(retrieved.size(), 5);
        QCOMPARE(project->corpus().chunkById(retrieved[3].chunkId)->externalId,
                 QStringLiteral("support_ja#2"));

        auto noRun = fresh();
        auto questionsOnly = importInto(*noRun, QStringLiteral("ragas"),
                                        {samplePath(QStringLiteral("ragas/evaluation_dataset.jsonl"))});
        QVERIFY(questionsOnly.ok());
        QCOMPARE(noRun->stats().runs, 0);
        QCOMPARE(noRun->stats().questions, 15);
        QVERIFY(questionsOnly->warnings.join(QLatin1Char(' ')).contains(QStringLiteral("--run-name")));
    }

    void ragasLegacyCsv()
    {
        auto project = fresh();
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))}).ok());
        auto report = importInto(*project, QStringLiteral("ragas"),
                                 {samplePath(QStringLiteral("ragas/legacy.csv"))}, QStringLiteral("legacy"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->questions, 15);
        QCOMPARE(report->answers, 15);
        // Contexts given as text match the corpus chunks: no new chunks.
        QCOMPARE(project->stats().chunks, 25);
        auto run = project->runs().runByName(QStringLiteral("legacy"));
        const QString qid =
            QStringLiteral("q-") +
            QString::fromLatin1(QCryptographicHash::hash("How long do I have to return an unused bike?",
                                                         QCryptographicHash::Sha1)
                                    .toHex()
                                    .left(12));
        auto question = project->questions().byExternalId(qid);
        QVERIFY(question);
        const auto retrieved = project->runs().retrievals(run->id, question->id);
        QCOMPARE(retrieved.size(), 3);
        QCOMPARE(project->corpus().chunkById(retrieved[0].chunkId)->externalId, QStringLiteral("returns#0"));
        QCOMPARE(project->corpus().chunkById(retrieved[2].chunkId)->externalId, QStringLiteral("returns#3"));
    }

    void pythonReprLists()
    {
        const QString file = fixturePath(QStringLiteral("import/repr.csv"));
        // pandas' to_csv of a list column: Python reprs in both quote styles, with escapes.

        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("ragas"), {file}, QStringLiteral("r"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QVERIFY(project->corpus().chunkByExternalId(QStringLiteral("ragas-contexts#0")));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("ragas-contexts#0"))->text,
                 QStringLiteral("it's here"));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("ragas-contexts#1"))->text,
                 QStringLiteral("say \"hi\""));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("ragas-contexts#2"))->text,
                 QStringLiteral("both ' and \""));
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("ragas-contexts#3"))->text,
                 QStringLiteral("back\\slash\nnew"));
    }

    void deepeval()
    {
        auto project = fresh();
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))}).ok());
        auto report = importInto(*project, QStringLiteral("deepeval"),
                                 {samplePath(QStringLiteral("deepeval/goldens.json"))});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->questions, 15);
        QCOMPARE(project->stats().chunks, 25);
        const QString qid =
            QStringLiteral("q-") +
            QString::fromLatin1(QCryptographicHash::hash("How long do I have to return an unused bike?",
                                                         QCryptographicHash::Sha1)
                                    .toHex()
                                    .left(12));
        QCOMPARE(gradeOf(*project, qid, QStringLiteral("returns#0"), QStringLiteral("deepeval")), 1);
        QCOMPARE(gradeOf(*project, qid, QStringLiteral("returns#1"), QStringLiteral("deepeval")), 1);
    }

    void llamaindex()
    {
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("llamaindex"),
                                 {samplePath(QStringLiteral("llamaindex/qa_dataset.json"))});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(project->stats().questions, 15);
        QCOMPARE(project->stats().chunks, 25);
        QCOMPARE(project->corpus().chunkByExternalId(QStringLiteral("returns#0"))->text,
                 QStringLiteral(
                     "Unused bikes and parts can be returned within 30 days of delivery for a full refund."));
        QCOMPARE(gradeOf(*project, QStringLiteral("q1"), QStringLiteral("returns#0"),
                         QStringLiteral("llamaindex")),
                 1);
        QCOMPARE(project->questions().byExternalId(QStringLiteral("q13"))->text,
                 QStringLiteral("Wann ist die erste Inspektion fällig?"));
    }

    void beir()
    {
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("beir"), {samplePath(QStringLiteral("beir"))});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(project->stats().questions, 15);
        QCOMPARE(project->stats().chunks, 25);
        QCOMPARE(project->stats().relevanceLabels, 20);
        QCOMPARE(gradeOf(*project, QStringLiteral("q1"), QStringLiteral("returns#1"), QStringLiteral("beir")),
                 1);
        QCOMPARE(project->corpus().documentByExternalId(QStringLiteral("returns"))->title,
                 QStringLiteral("Returns and refunds"));
    }

    void csvWithMap()
    {
        const QString file = m_dir.filePath(QStringLiteral("labels.csv"));
        writeFile(file, "id,question,doc,relevance\nq1,How long?,returns#0,3\nq1,How long?,returns#1,1\n");
        auto project = fresh();
        io::ImportOptions options;
        options.format = QStringLiteral("csv");
        options.paths = {file};
        options.columnMap = {{QStringLiteral("id"), QStringLiteral("qid")},
                             {QStringLiteral("question"), QStringLiteral("query")},
                             {QStringLiteral("doc"), QStringLiteral("chunk")},
                             {QStringLiteral("relevance"), QStringLiteral("grade")}};
        auto report = io::importFiles(*project, options);
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(project->stats().questions, 1);
        QCOMPARE(gradeOf(*project, QStringLiteral("q1"), QStringLiteral("returns#0"), QStringLiteral("csv")),
                 3);
        QCOMPARE(gradeOf(*project, QStringLiteral("q1"), QStringLiteral("returns#1"), QStringLiteral("csv")),
                 1);
        options.columnMap.insert(QStringLiteral("nope"), QStringLiteral("qid"));
        auto bad = io::importFiles(*project, options);
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.contains(QStringLiteral("nope")));
    }

    // A simple JSON Lines file with the extension fields (read on the reading thread, stored
    // here), then a second file that changes one question, one grade and adds a question.
    void simpleJsonLinesUpdates()
    {
        const QString first = m_dir.filePath(QStringLiteral("first.jsonl"));
        writeFile(first,
                  "{\"qid\": \"g1\", \"query\": \"Wie lange gilt die Garantie?\", \"gold_answer\": \"Zwei "
                  "Jahre.\", \"status\": \"draft\", \"origin\": \"generated\", \"source_chunk\": \"d#0\","
                  " \"generator_model\": \"llama3\", \"gold_evidence\": [\"d#0\", \"d#1\"],"
                  " \"rel_map\": {\"d#0\": 2}}\n"
                  "\n"
                  "{\"qid\": \"g2\", \"query\": \"保証期間は？\", \"rel_map\": {\"d#2\": 3}}\n");
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("simple"), {first});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->questions, 2);
        QCOMPARE(report->labels, 3);
        auto g1 = project->questions().byExternalId(QStringLiteral("g1"));
        QVERIFY(g1);
        QCOMPARE(g1->text, QStringLiteral("Wie lange gilt die Garantie?"));
        QCOMPARE(g1->groundTruth, QStringLiteral("Zwei Jahre."));
        QVERIFY(g1->status == QuestionStatus::Draft);
        QVERIFY(g1->origin == QuestionOrigin::Generated);
        QCOMPARE(g1->generatorModel, QStringLiteral("llama3"));
        QCOMPARE(g1->sourceChunkId, project->corpus().chunkByExternalId(QStringLiteral("d#0"))->id);
        QCOMPARE(gradeOf(*project, QStringLiteral("g1"), QStringLiteral("d#0"), QStringLiteral("simple")), 2);
        QCOMPARE(gradeOf(*project, QStringLiteral("g1"), QStringLiteral("d#1"), QStringLiteral("simple")), 1);
        QCOMPARE(project->questions().byExternalId(QStringLiteral("g2"))->text,
                 QStringLiteral("保証期間は？"));

        const QString second = m_dir.filePath(QStringLiteral("second.jsonl"));
        writeFile(second, "{\"qid\": \"g1\", \"query\": \"Wie lange gilt die Garantie genau?\","
                          " \"gold_answer\": \"Zwei Jahre.\", \"rel_map\": {\"d#0\": 3}}\n"
                          "{\"qid\": \"g3\", \"query\": \"New?\"}\n");
        report = importInto(*project, QStringLiteral("simple"), {second});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(project->stats().questions, 3);
        g1 = project->questions().byExternalId(QStringLiteral("g1"));
        QCOMPARE(g1->text, QStringLiteral("Wie lange gilt die Garantie genau?"));
        // Fields the second file leaves out take their defaults; the source chunk stays.
        QVERIFY(g1->status == QuestionStatus::Accepted);
        QVERIFY(g1->origin == QuestionOrigin::Imported);
        QCOMPARE(g1->generatorModel, QString());
        QCOMPARE(g1->sourceChunkId, project->corpus().chunkByExternalId(QStringLiteral("d#0"))->id);
        QCOMPARE(gradeOf(*project, QStringLiteral("g1"), QStringLiteral("d#0"), QStringLiteral("simple")), 3);
        QCOMPARE(gradeOf(*project, QStringLiteral("g1"), QStringLiteral("d#1"), QStringLiteral("simple")), 1);
        QCOMPARE(project->questions().byExternalId(QStringLiteral("g3"))->text, QStringLiteral("New?"));
    }

    // A bad record far beyond the records read ahead: the records before it are all stored
    // first (progress reaches them), then the error, naming its line, undoes them all.
    void jsonLinesErrorAfterManyRecords()
    {
        QByteArray lines;
        qint64 bytesBeforeLastProgress = 0; // progress is reported every 256 records
        for (int i = 1; i <= 3000; ++i) {
            lines += "{\"qid\": \"long" + QByteArray::number(i) + "\", \"query\": \"Question " +
                     QByteArray::number(i) + "?\", \"rel_map\": {\"c#" + QByteArray::number(i % 7) +
                     "\": 2}}\n";
            if (i == 2816)
                bytesBeforeLastProgress = lines.size();
        }
        lines += "{\"qid\": \"q3001\", \"query\": \"Bad grade?\", \"rel_map\": {\"c#1\": 7}}\n";
        lines += "{\"qid\": \"q3002\", \"query\": \"After the error?\"}\n";
        const QString file = m_dir.filePath(QStringLiteral("long.jsonl"));
        writeFile(file, lines);
        auto project = fresh();
        QVERIFY(
            importInto(*project, QStringLiteral("simple"), {samplePath(QStringLiteral("simple/eval.jsonl"))})
                .ok());
        const ProjectStats before = project->stats();
        io::ImportOptions options;
        options.format = QStringLiteral("simple");
        options.paths = {file};
        qint64 mostDone = 0;
        io::ImportProgress progress;
        progress.onProgress = [&](qint64 done, qint64) { mostDone = std::max(mostDone, done); };
        auto report = io::importFiles(*project, options, progress);
        QVERIFY(!report.ok());
        QCOMPARE(report.error().line, 3001);
        QVERIFY2(report.error().message.contains(QStringLiteral("grade 0..3")), qPrintable(message(report)));
        QCOMPARE(mostDone, bytesBeforeLastProgress);
        QVERIFY(sameStats(before, project->stats()));
        QVERIFY(!project->questions().byExternalId(QStringLiteral("long1")));
    }

    // The bulk path skips SQLite's CHECK constraints while it writes (the writer checks the
    // values itself); afterwards the connection checks them again.
    void checkConstraintsHoldAfterAnImport()
    {
        auto project = fresh();
        QVERIFY(
            importInto(*project, QStringLiteral("simple"), {samplePath(QStringLiteral("simple/eval.jsonl"))})
                .ok());
        QSqlQuery insert(project->connection());
        QVERIFY(!insert.exec(
            QStringLiteral("INSERT INTO question(external_id, text, status, created_at, updated_at)"
                           " VALUES ('x', 'x', 'bogus', 't', 't')")));
        QVERIFY2(insert.lastError().text().contains(QStringLiteral("CHECK")),
                 qPrintable(insert.lastError().text()));
        QVERIFY(!insert.exec(QStringLiteral("UPDATE relevance_label SET grade = 9")));
        // A failed import restores them too.
        const QString bad = m_dir.filePath(QStringLiteral("bad.jsonl"));
        writeFile(bad, "{\"qid\": \"q1\", \"query\": \"ok?\"}\n{\"qid\": 5\n");
        QVERIFY(!importInto(*project, QStringLiteral("simple"), {bad}).ok());
        QVERIFY(!insert.exec(QStringLiteral("UPDATE question SET origin = 'elsewhere'")));
        QCOMPARE(project->stats().questions, 15);
    }

    // An import that writes no labels leaves no annotator behind; one that does keeps its own.
    void noAnnotatorWithoutLabels_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("simple") << "simple"
                                << "q.jsonl"
                                << QByteArray("{\"qid\": \"q1\", \"query\": \"No evidence?\"}\n");
        QTest::newRow("csv") << "csv"
                             << "q.csv" << QByteArray("qid,query\nq1,No evidence?\n");
        QTest::newRow("llamaindex") << "llamaindex"
                                    << "qa.json"
                                    << QByteArray("{\"queries\": {\"q1\": \"No evidence?\"}, \"corpus\": "
                                                  "{\"c1\": \"t\"}, \"relevant_docs\": {}}");
    }
    void noAnnotatorWithoutLabels()
    {
        QFETCH(QString, format);
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        const QString file = m_dir.filePath(name);
        writeFile(file, content);
        auto project = fresh();
        QVERIFY(project->annotators().ensure(QStringLiteral("ana")));
        auto report = importInto(*project, format, {file});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(project->stats().questions, 1);
        QCOMPARE(project->stats().annotators, 1); // ana, who was there before
        // The same import naming ana keeps her even without labels.
        QVERIFY(importInto(*project, format, {file}, {}, QStringLiteral("ana")).ok());
        QVERIFY(project->annotators().byName(QStringLiteral("ana")));
    }
};

QTEST_GUILESS_MAIN(TestImportFormats)
#include "tst_import_formats.moc"
