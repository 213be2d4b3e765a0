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
                                     << "simple_wrong_types.jsonl:1:"
                                     << "field \"query\": expected a string, got a number";
        QTest::newRow("empty") << "simple"
                               << "empty.jsonl"
                               << "empty.jsonl:1:"
                               << "empty";
        QTest::newRow("empty ragas") << "ragas"
                                     << "empty.jsonl"
                                     << "empty.jsonl:1:"
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
                                                << "llamaindex_unknown_doc.json:1:"
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
