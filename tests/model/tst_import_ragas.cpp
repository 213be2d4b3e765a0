#include "ImportTestHelpers.h"
#include "TestSupport.h"
#include "io/Export.h"
#include "io/ImportSession.h"
#include "metrics/RunHistory.h"
#include "storage/ExportReader.h"
#include "storage/RunStore.h"

#include <QSet>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// RAGAS files beyond the EvaluationDataset JSONL: CSV as RAGAS writes it (list columns as
// Python reprs), 0.1 test sets (contexts = the reference the question was made from) and
// evaluation results with per-question scores.
class TestImportRagas : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_serial = 0;

    std::unique_ptr<storage::Project> fresh()
    {
        return openProject(m_dir.filePath(QStringLiteral("p%1.goldset").arg(++m_serial)));
    }
    static QString readAll(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }
    static QString message(const Result<io::ImportReport>& r)
    {
        return r.ok() ? QString() : r.error().toString();
    }

private Q_SLOTS:
    void csvExportWritesPythonLists()
    {
        auto project = fresh();
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))}).ok());
        QVERIFY(
            importInto(*project, QStringLiteral("simple"), {samplePath(QStringLiteral("simple/eval.jsonl"))})
                .ok());
        const QString out = m_dir.filePath(QStringLiteral("ragas.csv"));
        const Status s = io::exportProject(*project, QStringLiteral("ragas"), out);
        QVERIFY2(s, qPrintable(s ? QString() : s.error().toString()));
        const QStringList lines = readAll(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 16);
        QCOMPARE(lines.first(),
                 QStringLiteral("user_input,reference_contexts,reference_context_ids,reference"));
        // q1: rel_map returns#0 = 3, returns#1 = 1 (best grade first); texts from corpus/returns.md.
        QVERIFY(lines.contains(QStringLiteral(
            "How long do I have to return an unused bike?,"
            "\"['Unused bikes and parts can be returned within 30 days of delivery for a full refund.', "
            "'Bikes that were ridden outdoors can be returned within 14 days; a 10% restocking fee "
            "applies.']\","
            "\"['returns#0', 'returns#1']\","
            "Unused bikes can be returned within 30 days of delivery for a full refund.")));

        // Reads back: same questions (by text), same relevant chunks.
        auto target = fresh();
        auto report = importInto(*target, QStringLiteral("ragas"), {out});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(target->stats().questions, 15);
        QCOMPARE(target->stats().relevanceLabels, 20); // every judgment of the sample is grade >= 1
        auto q1 = target->questions().byExternalId(io::ImportSession::questionIdFromText(
            QStringLiteral("How long do I have to return an unused bike?")));
        QVERIFY(q1);
        QCOMPARE(
            q1->groundTruth,
            QStringLiteral("Unused bikes can be returned within 30 days of delivery for a full refund."));
        QCOMPARE(gradeOf(*target, q1->externalId, QStringLiteral("returns#1"), QStringLiteral("ragas")), 1);
        QCOMPARE(target->corpus().chunkByExternalId(QStringLiteral("returns#1"))->text,
                 QStringLiteral("Bikes that were ridden outdoors can be returned within 14 days; a 10% "
                                "restocking fee applies."));
    }

    // Quotes, backslashes and line breaks inside list items survive the trip.
    void csvQuotingRoundTrip()
    {
        auto project = fresh();
        const QString corpus = m_dir.filePath(QStringLiteral("odd.jsonl"));
        writeFile(corpus, "{\"id\": \"x#0\", \"text\": \"It's a \\\"test\\\"\\nline\"}\n"
                          "{\"id\": \"x#1\", \"text\": \"Don't, C:\\\\temp\"}\n");
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {corpus}).ok());
        const QString qrels = m_dir.filePath(QStringLiteral("odd.jsonl.simple"));
        writeFile(qrels, "{\"qid\": \"q\", \"query\": \"Odd?\", \"rel_map\": {\"x#0\": 2, \"x#1\": 1}}\n");
        QVERIFY(importInto(*project, QStringLiteral("simple"), {qrels}).ok());
        const QString out = m_dir.filePath(QStringLiteral("odd.csv"));
        QVERIFY(io::exportProject(*project, QStringLiteral("ragas"), out));
        // repr("It's a \"test\"\nline") = 'It\'s a "test"\nline'; repr("Don't, C:\\temp") =
        // "Don't, C:\\temp"; then CSV doubles the quotes of the quoted field.
        const QString expected =
            QStringLiteral("Odd?,\"['It\\'s a \"\"test\"\"\\nline', \"\"Don't, C:\\\\temp\"\"]\","
                           "\"['x#0', 'x#1']\",");
        QCOMPARE(readAll(out).split(QLatin1Char('\n')).value(1), expected);
        auto target = fresh();
        auto report = importInto(*target, QStringLiteral("ragas"), {out});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(target->corpus().chunkByExternalId(QStringLiteral("x#0"))->text,
                 QStringLiteral("It's a \"test\"\nline"));
        QCOMPARE(target->corpus().chunkByExternalId(QStringLiteral("x#1"))->text,
                 QStringLiteral("Don't, C:\\temp"));
    }

    // RAGAS 0.1 TestsetGenerator output: "contexts" are where the question came from.
    void testsetContextsAreTheReference_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("csv") << "testset.csv"
                             << QByteArray(
                                    "question,contexts,ground_truth,evolution_type,metadata,episode_done\n"
                                    "How long do I have to return an unused bike?,\"['Unused bikes and parts "
                                    "can be returned within 30 days of delivery for a full refund.']\","
                                    "Within 30 days.,simple,\"[{'source': 'returns.md'}]\",True\n");
        QTest::newRow("jsonl") << "testset.jsonl"
                               << QByteArray(
                                      "{\"question\": \"How long do I have to return an unused bike?\", "
                                      "\"contexts\": [\"Unused bikes and parts can be returned within "
                                      "30 days of delivery for a full refund.\"], \"ground_truth\": "
                                      "\"Within 30 days.\", \"evolution_type\": \"simple\", "
                                      "\"metadata\": [{\"source\": \"returns.md\"}], "
                                      "\"episode_done\": true}\n");
    }
    void testsetContextsAreTheReference()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        const QString file = m_dir.filePath(name);
        writeFile(file, content);
        auto project = fresh();
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))}).ok());
        auto report = importInto(*project, QStringLiteral("ragas"), {file});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        // The test set's provenance has no place in Goldset: named, not dropped silently.
        QCOMPARE(
            report->warnings,
            QStringList{file + QStringLiteral(": not imported: evolution_type, metadata (Goldset has no place"
                                              " for them)")});
        QCOMPARE(report->questions, 1);
        QCOMPARE(report->labels, 1);
        const QString qid = io::ImportSession::questionIdFromText(
            QStringLiteral("How long do I have to return an unused bike?"));
        QCOMPARE(gradeOf(*project, qid, QStringLiteral("returns#0"), QStringLiteral("ragas")), 1);
        QCOMPARE(project->questions().byExternalId(qid)->groundTruth, QStringLiteral("Within 30 days."));
        QCOMPARE(project->stats().chunks, 25); // matched, not added
        QCOMPARE(project->stats().runs, 0);
    }

    // evaluate(...).to_pandas().to_csv(): the sample columns plus one column per metric;
    // pandas writes NaN as an empty cell.
    void evaluationScoresGoToTheRun()
    {
        const QString file = m_dir.filePath(QStringLiteral("result.csv"));
        writeFile(file, "user_input,retrieved_contexts,response,reference,faithfulness,answer_relevancy,"
                        "context_precision,context_recall\n"
                        "Q one?,\"['ctx a', 'ctx b']\",Answer one.,Ref one.,1.0,0.9512,,0.5\n"
                        "Q two?,['ctx b'],Answer two.,Ref two.,0.25,0.0,1.0,1.0\n");
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("ragas"), {file}, QStringLiteral("eval"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->scores, 8);
        auto run = project->runs().runByName(QStringLiteral("eval"));
        QVERIFY(run);
        storage::ExportReader reader(project->connection());
        const auto scoresOf = [&](const QString& text) {
            QMap<QString, QString> result;
            auto q = project->questions().byExternalId(io::ImportSession::questionIdFromText(text));
            for (const auto& [metric, value] : reader.scores(run->id, q->id))
                result.insert(metric, value ? QString::number(*value) : QStringLiteral("null"));
            return result;
        };
        QCOMPARE(scoresOf(QStringLiteral("Q one?")),
                 (QMap<QString, QString>{{QStringLiteral("faithfulness"), QStringLiteral("1")},
                                         {QStringLiteral("answer_relevancy"), QStringLiteral("0.9512")},
                                         {QStringLiteral("context_precision"), QStringLiteral("null")},
                                         {QStringLiteral("context_recall"), QStringLiteral("0.5")}}));
        QCOMPARE(scoresOf(QStringLiteral("Q two?")).value(QStringLiteral("faithfulness")),
                 QStringLiteral("0.25"));
        QCOMPARE(project->stats().answers, 2);
        QCOMPARE(project->stats().retrievals, 3);

        // Each score column is a metric named after its tool, beside Goldset's own of the same
        // idea (no claims here: Goldset's faithfulness is undefined). Means by hand.
        auto history = metrics::RunHistory::load(*project);
        QVERIFY(history.ok());
        for (const char* name : {"ragas:faithfulness", "ragas:answer_relevancy", "ragas:context_precision",
                                 "ragas:context_recall", "faithfulness"})
            QVERIFY2(history->catalog.indexOf(QLatin1String(name)) >= 0, name);
        const auto& aggregate = history->aggregates.at(0);
        const auto valueOf = [&](const char* name) {
            return aggregate.at(static_cast<std::size_t>(history->catalog.indexOf(QLatin1String(name))));
        };
        QCOMPARE(*valueOf("ragas:faithfulness"), (1.0 + 0.25) / 2);
        QCOMPARE(*valueOf("ragas:answer_relevancy"), (0.9512 + 0.0) / 2);
        QCOMPARE(*valueOf("ragas:context_precision"), 1.0); // the NaN is left out
        QCOMPARE(*valueOf("ragas:context_recall"), 1.5 / 2);
        QVERIFY(!valueOf("faithfulness"));
        const QString path = m_dir.filePath(QStringLiteral("p%1.goldset").arg(m_serial));
        const CliResult cli = runCli({QStringLiteral("eval"), QStringLiteral("--project"), path,
                                      QStringLiteral("--run"), QStringLiteral("eval"), QStringLiteral("--json")});
        QCOMPARE(cli.exitCode, 0);
        QVERIFY2(cli.out.contains(QStringLiteral("\"ragas:faithfulness\":0.625")), qPrintable(cli.out));

        // Without --run-name the scores are counted as skipped, not silently dropped.
        auto plain = fresh();
        auto skipped = importInto(*plain, QStringLiteral("ragas"), {file});
        QVERIFY(skipped.ok());
        QCOMPARE(skipped->scores, 0);
        QCOMPARE(skipped->warnings.size(), 1);
        QVERIFY(skipped->warnings.first().contains(QStringLiteral("--run-name")));
    }

    // export --format ragas --run-name writes the scores back: every field of the result
    // reads back the same (texts, contexts, response, reference, each score, NaN as NaN).
    void scoresSurviveTheRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("jsonl") << "back.jsonl";
        QTest::newRow("csv") << "back.csv";
    }
    void scoresSurviveTheRoundTrip()
    {
        QFETCH(QString, name);
        const QString file = m_dir.filePath(QStringLiteral("result2.csv"));
        writeFile(file, "user_input,retrieved_contexts,response,reference,faithfulness,answer_relevancy,"
                        "context_precision,context_recall\n"
                        "Q one?,\"['ctx a', 'ctx b']\",Answer one.,Ref one.,1.0,0.95123456789012345,,0.5\n"
                        "Q two?,['ctx b'],\"Answer, two.\",Ref two.,0.25,0.0,1.0,1.0\n");
        auto project = fresh();
        QVERIFY(importInto(*project, QStringLiteral("ragas"), {file}, QStringLiteral("eval")).ok());
        io::ExportOptions options;
        options.runName = QStringLiteral("eval");
        const QString out = m_dir.filePath(name);
        const Status exported = io::exportProject(*project, QStringLiteral("ragas"), out, options);
        QVERIFY2(exported.ok(), qPrintable(exported.ok() ? QString() : exported.error().toString()));
        auto back = fresh();
        auto report = importInto(*back, QStringLiteral("ragas"), {out}, QStringLiteral("eval"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->scores, 8);
        // Every field of both questions, read from each project independently.
        const auto fields = [](storage::Project& p, const QString& text) {
            QStringList result;
            auto run = p.runs().runByName(QStringLiteral("eval"));
            auto q = p.questions().byExternalId(io::ImportSession::questionIdFromText(text));
            if (!run || !q)
                return QStringList{QStringLiteral("missing")};
            result << q->text << q->groundTruth
                   << p.runs().answer(run->id, q->id).value_or(QStringLiteral("-"));
            for (const Retrieval& r : p.runs().retrievals(run->id, q->id))
                result << QStringLiteral("%1@%2").arg(p.corpus().chunkById(r.chunkId)->text).arg(r.rank);
            storage::ExportReader reader(p.connection());
            QMap<QString, QString> scores;
            for (const auto& [metric, value] : reader.scores(run->id, q->id))
                scores.insert(metric, value ? QString::number(*value, 'g', 17) : QStringLiteral("null"));
            for (auto it = scores.cbegin(); it != scores.cend(); ++it)
                result << it.key() + QLatin1Char('=') + it.value();
            return result;
        };
        for (const QString& text : {QStringLiteral("Q one?"), QStringLiteral("Q two?")})
            QCOMPARE(fields(*back, text), fields(*project, text));
        QCOMPARE(
            fields(*back, QStringLiteral("Q one?")),
            (QStringList{QStringLiteral("Q one?"), QStringLiteral("Ref one."), QStringLiteral("Answer one."),
                         QStringLiteral("ctx a@1"), QStringLiteral("ctx b@2"),
                         QStringLiteral("answer_relevancy=") + QString::number(0.95123456789012345, 'g', 17),
                         QStringLiteral("context_precision=null"), QStringLiteral("context_recall=0.5"),
                         QStringLiteral("faithfulness=1")}));
    }
};

QTEST_GUILESS_MAIN(TestImportRagas)
#include "tst_import_ragas.moc"
