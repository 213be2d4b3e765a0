#include "ImportTestHelpers.h"
#include "TestSupport.h"
#include "storage/RunStore.h"

#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// Every file of shared/samples/malformed gives a clear error (file, line, what was expected)
// and leaves the project exactly as it was (same counts, same file bytes).
class TestImportMalformed : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project;

private Q_SLOTS:
    void initTestCase()
    {
        m_project = m_dir.filePath(QStringLiteral("base.goldset"));
        auto project = openProject(m_project);
        QVERIFY(project);
        QVERIFY(importInto(*project, QStringLiteral("corpus"), {samplePath(QStringLiteral("corpus"))}).ok());
        QVERIFY(
            importInto(*project, QStringLiteral("simple"), {samplePath(QStringLiteral("simple/eval.jsonl"))})
                .ok());
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("where"); // file:line[:column]
        QTest::addColumn<QString>("what");  // part of the message
        QTest::newRow("truncated") << "simple"
                                   << "simple_truncated_line.jsonl"
                                   << "simple_truncated_line.jsonl:2:54:"
                                   << "expected ',' or '}'";
        QTest::newRow("wrong types") << "simple"
                                     << "simple_wrong_types.jsonl"
                                     << "simple_wrong_types.jsonl:1:21:" // at 42, after {"qid":"q1","query":
                                     << "field \"query\": expected a string, got a number";
        QTest::newRow("empty") << "simple"
                               << "empty.jsonl"
                               << "empty.jsonl:1:1:"
                               << "empty";
        QTest::newRow("empty ragas") << "ragas"
                                     << "empty.jsonl"
                                     << "empty.jsonl:1:1:"
                                     << "empty";
        QTest::newRow("bad utf8") << "ragas"
                                  << "ragas_bad_utf8.jsonl"
                                  << "ragas_bad_utf8.jsonl:1:19:"
                                  << "invalid UTF-8";
        QTest::newRow("unbalanced quote") << "ragas"
                                          << "ragas_unbalanced_quote.csv"
                                          << "ragas_unbalanced_quote.csv:2:"
                                          << "quote";
        QTest::newRow("qrels fields") << "trec-qrels"
                                      << "qrels_bad_fields.txt"
                                      << "qrels_bad_fields.txt:2:"
                                      << "expected 4 fields";
        QTest::newRow("duplicate doc") << "trec-run"
                                       << "run_duplicate_doc.txt"
                                       << "run_duplicate_doc.txt:2:"
                                       << "duplicate document 'd1'";
        QTest::newRow("llamaindex unknown doc") << "llamaindex"
                                                << "llamaindex_unknown_doc.json"
                                                << "llamaindex_unknown_doc.json:1:66:" // at "c9"
                                                << "'c9'";
    }

    void malformed()
    {
        QFETCH(QString, format);
        QFETCH(QString, file);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const QByteArray hashBefore = fileHash(m_project);
        ProjectStats before;
        {
            auto project = openProject(m_project);
            QVERIFY(project);
            before = project->stats();
            auto report = importInto(*project, format, {samplePath(QStringLiteral("malformed/") + file)},
                                     QStringLiteral("run-x"));
            QVERIFY(!report.ok());
            const QString message = report.error().toString();
            QVERIFY2(message.contains(where), qPrintable(message));
            QVERIFY2(message.contains(what), qPrintable(message));
            QVERIFY(sameStats(before, project->stats()));
            QVERIFY(!project->runs().runByName(QStringLiteral("run-x")));
        }
        QCOMPARE(fileHash(m_project), hashBefore);
    }

    // Errors inside whole-file JSON (DeepEval lists, bare or wrapped) point at the offending
    // value: its line and column in the file.
    void jsonValuePositions_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        QTest::newRow("wrapped goldens")
            << "deepeval"
            << QByteArray("{\n  \"goldens\": [\n    {\"input\": \"A?\", \"expected_output\": \"a\"},\n"
                          "    {\"input\": 7, \"expected_output\": \"b\"}\n  ]\n}\n")
            << ":4:15:" // the 7 after '    {"input": '
            << "item 2: field \"input\": expected a string, got a number";
        QTest::newRow("bare list, value on its own line")
            << "deepeval"
            << QByteArray("[\n  {\n    \"input\": \"A?\",\n    \"context\": \"not a list\"\n  }\n]\n")
            << ":4:16:" // the string after '    "context": '
            << "item 1: field \"context\": expected a list of strings, got a string";
        QTest::newRow("second object on one line")
            << "deepeval" << QByteArray("[{\"input\": \"A?\"}, {\"input\": \"B?\", \"context\": [1.5]}]")
            << ":1:46:" // the [ after '[{"input": "A?"}, {"input": "B?", "context": '
            << "item 2: field \"context\"";
        QTest::newRow("a nested key of the same name is not the field")
            << "simple" << QByteArray("{\"qid\": \"q1\", \"meta\": {\"query\": 1}, \"query\": []}\n")
            << ":1:46:" // the [] after '... "query": '
            << "field \"query\": expected a string, got a list";
    }
    void jsonValuePositions()
    {
        QFETCH(QString, format);
        QFETCH(QByteArray, content);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const QString file = m_dir.filePath(format == QLatin1String("simple") ? QStringLiteral("input.jsonl")
                                                                              : QStringLiteral("input.json"));
        writeFile(file, content);
        auto project = openProject(m_dir.filePath(QStringLiteral("positions.goldset")));
        auto report = importInto(*project, format, {file});
        QVERIFY(!report.ok());
        const QString message = report.error().toString();
        QVERIFY2(message.startsWith(file + where), qPrintable(message));
        QVERIFY2(message.contains(what), qPrintable(message));
        QCOMPARE(project->stats().questions, 0);
    }

    void missingFileAndUnknownFormat()
    {
        auto project = openProject(m_project);
        auto missing =
            importInto(*project, QStringLiteral("simple"), {m_dir.filePath(QStringLiteral("nope.jsonl"))});
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().toString().contains(QStringLiteral("nope.jsonl")));
        auto unknown =
            importInto(*project, QStringLiteral("xml"), {samplePath(QStringLiteral("simple/eval.jsonl"))});
        QVERIFY(!unknown.ok());
        QVERIFY(unknown.error().message.contains(QStringLiteral("unknown format")));
    }
};

QTEST_GUILESS_MAIN(TestImportMalformed)
#include "tst_import_malformed.moc"
