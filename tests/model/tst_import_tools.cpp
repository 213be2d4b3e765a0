#include "ImportTestHelpers.h"
#include "TestSupport.h"
#include "io/ImportSession.h"
#include "storage/RunStore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// Files other tools write: LlamaIndex's LabelledRagDataset, DeepEval's CSV; a file of another
// format is named as such; fields that Goldset does not keep are named in a warning.
class TestImportTools : public QObject
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

    QString file(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        writeFile(path, bytes);
        return path;
    }

    // The texts of a question's gold chunks (labels of `annotator`), sorted.
    static QStringList goldTexts(storage::Project& project, const QString& questionText,
                                 const QString& annotator)
    {
        QSqlQuery q(project.connection());
        q.prepare(
            QStringLiteral("SELECT c.text FROM relevance_label l JOIN question qu ON qu.id = l.question_id"
                           " JOIN chunk c ON c.id = l.chunk_id JOIN annotator a ON a.id = l.annotator_id"
                           " WHERE qu.text = ? AND a.name = ? ORDER BY 1"));
        q.addBindValue(questionText);
        q.addBindValue(annotator);
        QStringList texts;
        if (!q.exec())
            return {q.lastError().text()};
        while (q.next())
            texts << q.value(0).toString();
        return texts;
    }

    // RagDatasetGenerator's output as LabelledRagDataset.save_json() writes it (the layout of
    // real files: indent 4, CreatedBy objects, one example with null contexts).
    static QByteArray ragDatasetJson()
    {
        return R"({
    "examples": [
        {
            "query": "What does the warranty cover?",
            "query_by": {
                "model_name": "gpt-3.5-turbo",
                "type": "ai"
            },
            "reference_contexts": [
                "The frame is covered for five years.",
                "Wear parts such as brake pads are not covered."
            ],
            "reference_answer": "The frame, for five years; not wear parts.",
            "reference_answer_by": {
                "model_name": "gpt-3.5-turbo",
                "type": "ai"
            }
        },
        {
            "query": "\u914d\u9001\u306b\u306f\u4f55\u65e5\u304b\u304b\u308a\u307e\u3059\u304b\uff1f",
            "query_by": {
                "model_name": "",
                "type": "human"
            },
            "reference_contexts": [
                "The frame is covered for five years."
            ],
            "reference_answer": "2\u301c3\u65e5\u3067\u3059\u3002",
            "reference_answer_by": null
        },
        {
            "query": "Is there a question without contexts?",
            "query_by": null,
            "reference_contexts": null,
            "reference_answer": "Yes."
        }
    ]
})";
    }

private Q_SLOTS:
    void labelledRagDataset()
    {
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("llamaindex"),
                                 {file(QStringLiteral("rag_dataset.json"), ragDatasetJson())});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->questions, 3);
        QCOMPARE(report->labels, 3);
        QCOMPARE(project->stats().questions, 3);
        QCOMPARE(project->stats().chunks, 2); // the repeated context is one chunk
        const QString warranty = QStringLiteral("What does the warranty cover?");
        auto q1 = project->questions().byExternalId(io::ImportSession::questionIdFromText(warranty));
        QVERIFY(q1);
        QCOMPARE(q1->groundTruth, QStringLiteral("The frame, for five years; not wear parts."));
        QCOMPARE(q1->generatorModel, QStringLiteral("gpt-3.5-turbo"));
        QCOMPARE(goldTexts(*project, warranty, QStringLiteral("llamaindex")),
                 (QStringList{QStringLiteral("The frame is covered for five years."),
                              QStringLiteral("Wear parts such as brake pads are not covered.")}));
        const QString japanese = QStringLiteral(u"配送には何日かかりますか？");
        auto q2 = project->questions().byExternalId(io::ImportSession::questionIdFromText(japanese));
        QVERIFY(q2);
        QCOMPARE(q2->groundTruth, QStringLiteral(u"2〜3日です。"));
        QCOMPARE(q2->generatorModel, QString()); // written by a person
        QCOMPARE(goldTexts(*project, japanese, QStringLiteral("llamaindex")).size(), 1);
        const QString warnings = report->warnings.join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QStringLiteral("rag_dataset.json: not imported: reference_answer_by")),
                 qPrintable(warnings));
    }

    void labelledRagDatasetWrongType()
    {
        auto project = fresh();
        const QString path =
            file(QStringLiteral("bad_rag.json"),
                 "{\n  \"examples\": [\n    {\"query\": \"q?\", \"reference_contexts\": \"one\"}\n  ]\n}\n");
        auto report = importInto(*project, QStringLiteral("llamaindex"), {path});
        QVERIFY(!report.ok());
        QCOMPARE(report.error().line, 3);
        QVERIFY2(report.error().message.contains(QStringLiteral("reference_contexts")),
                 qPrintable(message(report)));
        QCOMPARE(project->stats().questions, 0);
    }

    // DeepEval's save_as("csv"): lists joined with '|', None as an empty cell, tool calls as
    // JSON text, a retrieved context with its source as "deepeval_source=..,deepeval_context=..".
    void deepevalCsv()
    {
        const QByteArray csv =
            "input,actual_output,expected_output,retrieval_context,context,name,comments,source_file,"
            "tools_called,expected_tools,additional_metadata,custom_column_key_values\n"
            "How long is the frame warranty?,Five years.,Five years for the frame.,"
            "\"Frame: five years.|Wear parts, such as pads, are not covered.\","
            "Frame: five years.|Warranty needs the receipt.,case 1,,warranty.md,"
            "\"[{\"\"name\"\": \"\"lookup\"\"}]\",,,\n"
            "Do you ship abroad?,,We ship within the EU.,"
            "\"deepeval_source=shipping.md,deepeval_context=EU shipping takes 3 days.\",,,a note,,,,"
            "\"{\"\"k\"\": 1}\",\n";
        const QString path = file(QStringLiteral("goldens.csv"), csv);
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("deepeval"), {path}, QStringLiteral("bot"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->questions, 2);
        QCOMPARE(report->labels, 2);  // the first row's two contexts; the second has none
        QCOMPARE(report->answers, 1); // an empty actual_output is None
        QCOMPARE(report->retrievals, 3);
        const QString warranty = QStringLiteral("How long is the frame warranty?");
        QCOMPARE(goldTexts(*project, warranty, QStringLiteral("deepeval")),
                 (QStringList{QStringLiteral("Frame: five years."),
                              QStringLiteral("Warranty needs the receipt.")}));
        auto q1 = project->questions().byExternalId(io::ImportSession::questionIdFromText(warranty));
        QCOMPARE(q1->groundTruth, QStringLiteral("Five years for the frame."));
        auto run = project->runs().runByName(QStringLiteral("bot"));
        QVERIFY(run);
        QCOMPARE(project->runs().answer(run->id, q1->id).value_or(QString()), QStringLiteral("Five years."));
        QStringList retrieved;
        for (const Retrieval& r : project->runs().retrievals(run->id, q1->id))
            retrieved << project->corpus().chunkById(r.chunkId)->text;
        QCOMPARE(retrieved, (QStringList{QStringLiteral("Frame: five years."),
                                         QStringLiteral("Wear parts, such as pads, are not covered.")}));
        auto q2 = project->questions().byExternalId(
            io::ImportSession::questionIdFromText(QStringLiteral("Do you ship abroad?")));
        const auto shipped = project->runs().retrievals(run->id, q2->id);
        QCOMPARE(shipped.size(), 1);
        QCOMPARE(project->corpus().chunkById(shipped[0].chunkId)->text,
                 QStringLiteral("EU shipping takes 3 days."));
        const QString warnings = report->warnings.join(QLatin1Char('\n'));
        QVERIFY2(
            warnings.contains(QStringLiteral(
                "goldens.csv: not imported: name, source_file, tools_called, comments, additional_metadata")),
            qPrintable(warnings));
    }

    // The samples' DeepEval JSON names the fields it has data in but Goldset does not keep.
    void deepevalJsonUnimportedFields()
    {
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("deepeval"),
                                 {samplePath(QStringLiteral("deepeval/goldens.json"))});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QVERIFY(
            report->warnings.join(QLatin1Char('\n')).contains(QStringLiteral("not imported: source_file")));
    }

    void ragasUnimportedFields()
    {
        auto project = fresh();
        const QString path =
            file(QStringLiteral("testset.jsonl"),
                 "{\"user_input\": \"Q?\", \"reference\": \"A.\", \"reference_contexts\": [\"c\"], "
                 "\"synthesizer_name\": \"single_hop\", \"persona_name\": null, \"note\": \"x\"}\n");
        auto report = importInto(*project, QStringLiteral("ragas"), {path});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QVERIFY(report->warnings.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("testset.jsonl: not imported: note, synthesizer_name")));
    }

    void otherFormatNamed_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("expected");
        QTest::newRow("LabelledRagDataset as deepeval")
            << "rag.json" << ragDatasetJson() << "deepeval"
            << "this looks like a LlamaIndex LabelledRagDataset; import it with --format llamaindex";
        QTest::newRow("LabelledRagDataset as ragas")
            << "rag.json" << ragDatasetJson() << "ragas"
            << "this looks like a LlamaIndex LabelledRagDataset; import it with --format llamaindex";
        QTest::newRow("DeepEval CSV as ragas")
            << "d.csv" << QByteArray("input,actual_output,expected_output\nq,,a\n") << "ragas"
            << "this looks like a DeepEval CSV; import it with --format deepeval";
        QTest::newRow("DeepEval JSON as llamaindex")
            << "d.json" << QByteArray("[{\"input\": \"q\", \"expected_output\": \"a\"}]") << "llamaindex"
            << "this looks like a DeepEval dataset; import it with --format deepeval";
        QTest::newRow("run as qrels") << "run" << QByteArray("# c\nq1 Q0 d1 1 2.5 tag junk\n") << "trec-qrels"
                                      << "this looks like a TREC run; import it with --format trec-run";
        QTest::newRow("RAGAS JSONL as simple")
            << "r.jsonl" << QByteArray("{\"user_input\": \"q\", \"retrieved_contexts\": []}\n") << "simple"
            << "this looks like a RAGAS EvaluationDataset; import it with --format ragas";
    }

    void otherFormatNamed()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, format);
        QFETCH(QString, expected);
        auto project = fresh();
        auto report = importInto(*project, format, {file(name, bytes)}, QStringLiteral("r"));
        QVERIFY(!report.ok());
        QVERIFY2(report.error().message.startsWith(expected), qPrintable(message(report)));
        QVERIFY(!report.error().message.contains(QStringLiteral("json.exception")));
        QCOMPARE(project->stats().questions, 0);
    }

    // A broken file of the right format keeps its own message, without a hint.
    void rightFormatNoHint()
    {
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("trec-qrels"),
                                 {samplePath(QStringLiteral("malformed/qrels_bad_fields.txt"))});
        QVERIFY(!report.ok());
        QVERIFY2(!report.error().message.contains(QStringLiteral("looks like")), qPrintable(message(report)));
    }
};

QTEST_GUILESS_MAIN(TestImportTools)
#include "tst_import_tools.moc"
