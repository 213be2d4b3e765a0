#include "TestSupport.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace goldset::test;

// goldset-cli import / export through the real binary: exit codes, messages, summaries.
class TestImportCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QJsonObject stats(const QString& project)
    {
        const CliResult r =
            runCli({QStringLiteral("stats"), QStringLiteral("--project"), project, QStringLiteral("--json")});
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    }

private Q_SLOTS:
    void importCreatesProject()
    {
        const QString project = m_dir.filePath(QStringLiteral("cli.goldset"));
        CliResult r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                              QStringLiteral("--format"), QStringLiteral("corpus"),
                              samplePath(QStringLiteral("corpus"))});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("imported 7 documents, 25 chunks"));
        r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                    QStringLiteral("--format"), QStringLiteral("trec-qrels"), QStringLiteral("--annotator"),
                    QStringLiteral("ana"), samplePath(QStringLiteral("trec-small/qrels.txt"))});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("imported 20 labels"));
        QVERIFY(r.err.contains(QStringLiteral("15 questions created without text")));
        r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                    QStringLiteral("--format"), QStringLiteral("trec-run"), QStringLiteral("--run-name"),
                    QStringLiteral("baseline"), samplePath(QStringLiteral("trec-small/run.txt"))});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject s = stats(project);
        QCOMPARE(s.value(QStringLiteral("documents")).toInt(), 7);
        QCOMPARE(s.value(QStringLiteral("chunks")).toInt(), 25);
        QCOMPARE(s.value(QStringLiteral("relevance_labels")).toInt(), 20);
        QCOMPARE(s.value(QStringLiteral("runs")).toInt(), 1);
        QCOMPARE(s.value(QStringLiteral("questions")).toInt(), 15);
    }

    void badInputExitsTwo()
    {
        const QString project = m_dir.filePath(QStringLiteral("bad.goldset"));
        const QString input = samplePath(QStringLiteral("malformed/simple_truncated_line.jsonl"));
        const CliResult r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                                    QStringLiteral("--format"), QStringLiteral("simple"), input});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("goldset-cli import: ") + input +
                                  QStringLiteral(":2:54: expected ',' or '}'")),
                 qPrintable(r.err));
        // A project file that the failed import would have created is not left behind.
        QVERIFY(!QFile::exists(project));
    }

    void badUsageExitsTwo()
    {
        const QString project = m_dir.filePath(QStringLiteral("usage.goldset"));
        CliResult r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                              samplePath(QStringLiteral("corpus"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--format")));
        r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                    QStringLiteral("--format"), QStringLiteral("nope"),
                    samplePath(QStringLiteral("corpus"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("unknown format 'nope'")));
        r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                    QStringLiteral("--format"), QStringLiteral("trec-run"),
                    samplePath(QStringLiteral("trec-small/run.txt"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--run-name")));
        r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                    QStringLiteral("--format"), QStringLiteral("corpus"), QStringLiteral("--chunk-size"),
                    QStringLiteral("zero"), samplePath(QStringLiteral("corpus"))});
        QCOMPARE(r.exitCode, 2);
        r = runCli({QStringLiteral("export"), QStringLiteral("--project"), project,
                    QStringLiteral("--format"), QStringLiteral("simple")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--out")));
    }

    void exportWritesFile()
    {
        const QString project = m_dir.filePath(QStringLiteral("export.goldset"));
        QCOMPARE(runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                         QStringLiteral("--format"), QStringLiteral("simple"),
                         samplePath(QStringLiteral("simple/eval.jsonl"))})
                     .exitCode,
                 0);
        const QString out = m_dir.filePath(QStringLiteral("qrels.txt"));
        const CliResult r =
            runCli({QStringLiteral("export"), QStringLiteral("--project"), project,
                    QStringLiteral("--format"), QStringLiteral("trec-qrels"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 20);
        QVERIFY(lines.contains(QStringLiteral("q1 0 returns#0 3")));
        QVERIFY(lines.contains(QStringLiteral("q1 0 returns#1 1")));
    }
};

QTEST_GUILESS_MAIN(TestImportCli)
#include "tst_import_cli.moc"
