#include "TestSupport.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace goldset::test;

// goldset-cli monitor import|check|report and stats' interactions, as DESIGN.md gives them:
// check exits 1 when a rule fired, 0 when none did, 2 on bad usage or input.
class TestMonitorCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project;

    CliResult monitor(const QStringList& args)
    {
        return runCli(QStringList{QStringLiteral("monitor")} + args);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_project = m_dir.filePath(QStringLiteral("prod.goldset"));
        const CliResult imported = monitor({QStringLiteral("import"), QStringLiteral("--project"), m_project,
                                            QStringLiteral("--format"), QStringLiteral("interactions"),
                                            fixturePath(QStringLiteral("monitor/interactions.jsonl"))});
        QCOMPARE(imported.exitCode, 0);
        QCOMPARE(imported.out,
                 QStringLiteral("imported 9 new interactions (9 read, 0 already in the project)\n"));
    }

    void stats()
    {
        const CliResult stats = runCli(
            {QStringLiteral("stats"), QStringLiteral("--project"), m_project, QStringLiteral("--json")});
        QCOMPARE(stats.exitCode, 0);
        const QJsonObject counts = QJsonDocument::fromJson(stats.out.toUtf8()).object();
        QCOMPARE(counts.value(QStringLiteral("interactions")).toInt(), 9);
        QCOMPARE(counts.value(QStringLiteral("questions")).toInt(), 0);
    }

    void importAgainAndOtherFormats()
    {
        CliResult again = monitor({QStringLiteral("import"), QStringLiteral("--project"), m_project,
                                   fixturePath(QStringLiteral("monitor/interactions.jsonl"))});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out,
                 QStringLiteral("imported 0 new interactions (9 read, 9 already in the project)\n"));
        const QString spans = m_dir.filePath(QStringLiteral("spans.goldset"));
        CliResult oi = monitor({QStringLiteral("import"), QStringLiteral("--project"), spans,
                                QStringLiteral("--format"), QStringLiteral("openinference"),
                                fixturePath(QStringLiteral("monitor/openinference_spans.jsonl"))});
        QCOMPARE(oi.exitCode, 0);
        QCOMPARE(oi.out,
                 QStringLiteral("imported 3 new interactions (3 read, 0 already in the project); 1 traces "
                                "without an LLM span left out\n"));
        CliResult lf = monitor({QStringLiteral("import"), QStringLiteral("--project"), spans,
                                fixturePath(QStringLiteral("monitor/langfuse_observations.jsonl")),
                                fixturePath(QStringLiteral("monitor/langfuse_scores.jsonl"))});
        QCOMPARE(lf.exitCode, 0);
        QCOMPARE(lf.out, QStringLiteral("imported 2 new interactions (2 read, 0 already in the project)\n"));
    }

    void importErrors()
    {
        const QString bad = m_dir.filePath(QStringLiteral("bad.jsonl"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "{\"timestamp\": \"2026-04-01T00:00:00Z\", \"query\": \"q\", \"answer\": \"a\", \"sources\": [], "
            "\"latency_ms\": 1}\n{\"timestamp\": \"2026-04-01T00:00:00Z\", \"query\": 5}\n");
        file.close();
        const CliResult result = monitor({QStringLiteral("import"), QStringLiteral("--project"), m_project,
                                          QStringLiteral("--format"), QStringLiteral("interactions"), bad});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("bad.jsonl:2:")), qPrintable(result.err));
        QVERIFY(result.out.isEmpty());
        const CliResult stats = runCli(
            {QStringLiteral("stats"), QStringLiteral("--project"), m_project, QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(stats.out.toUtf8())
                     .object()
                     .value(QStringLiteral("interactions"))
                     .toInt(),
                 9);
        QCOMPARE(monitor({QStringLiteral("import"), QStringLiteral("--project"), m_project,
                          QStringLiteral("--format"), QStringLiteral("csv"), bad})
                     .exitCode,
                 2);
        QCOMPARE(monitor({QStringLiteral("import"), QStringLiteral("--project"), m_project}).exitCode, 2);
        QCOMPARE(monitor({QStringLiteral("frobnicate")}).exitCode, 2);
    }

    void check()
    {
        // The last day (the 9th): p95 8000 ms.
        CliResult fired = monitor({QStringLiteral("check"), QStringLiteral("--project"), m_project,
                                   QStringLiteral("--rule"), QStringLiteral("p95_latency_ms > 5000")});
        QCOMPARE(fired.exitCode, 1);
        QCOMPARE(fired.out, QStringLiteral("2026-03-09\tp95_latency_ms > 5000\tvalue 8000\tlimit 5000\n"));
        CliResult quiet = monitor({QStringLiteral("check"), QStringLiteral("--project"), m_project,
                                   QStringLiteral("--rule"), QStringLiteral("idk_rate > 0.9"),
                                   QStringLiteral("--since"), QStringLiteral("2026-03-01")});
        QCOMPARE(quiet.exitCode, 0);
        QCOMPARE(quiet.out, QStringLiteral("no alert fired (1 rules)\n"));
        CliResult since = monitor({QStringLiteral("check"), QStringLiteral("--project"), m_project,
                                   QStringLiteral("--since"), QStringLiteral("2026-03-01"),
                                   QStringLiteral("--rule"), QStringLiteral("zero_result_rate > 0.3"),
                                   QStringLiteral("--rule"), QStringLiteral("idk_rate > 0.9")});
        QCOMPARE(since.exitCode, 1);
        QCOMPARE(since.out,
                 QStringLiteral("2026-03-03\tzero_result_rate > 0.3\tvalue 0.333333\tlimit 0.3\n"));
    }

    void checkUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no rules") << QStringList{};
        QTest::newRow("bad rule") << QStringList{QStringLiteral("--rule"), QStringLiteral("latency > 5")};
        QTest::newRow("bad since") << QStringList{QStringLiteral("--rule"), QStringLiteral("users > 5"),
                                                  QStringLiteral("--since"), QStringLiteral("March")};
        QTest::newRow("stray") << QStringList{QStringLiteral("--rule"), QStringLiteral("users > 5"),
                                              QStringLiteral("x")};
    }

    void checkUsage()
    {
        QFETCH(QStringList, args);
        const CliResult result =
            monitor(QStringList{QStringLiteral("check"), QStringLiteral("--project"), m_project} + args);
        QCOMPARE(result.exitCode, 2);
        QVERIFY(!result.err.isEmpty());
        QVERIFY(result.out.isEmpty());
        QCOMPARE(monitor({QStringLiteral("check"), QStringLiteral("--project"),
                          m_dir.filePath(QStringLiteral("none.goldset")), QStringLiteral("--rule"),
                          QStringLiteral("users > 5")})
                     .exitCode,
                 2);
    }

    void report()
    {
        QVERIFY(monitor({QStringLiteral("check"), QStringLiteral("--project"), m_project,
                         QStringLiteral("--rule"), QStringLiteral("p95_latency_ms > 5000")})
                    .exitCode == 1);
        const QString md = m_dir.filePath(QStringLiteral("week.md"));
        CliResult written =
            monitor({QStringLiteral("report"), QStringLiteral("--project"), m_project,
                     QStringLiteral("--format"), QStringLiteral("md"), QStringLiteral("--out"), md});
        QCOMPARE(written.exitCode, 0);
        QFile file(md);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        // The week: the 3rd to the 9th (5 interactions), against the 24th of February to the 2nd (4).
        QVERIFY2(text.contains(QStringLiteral(
                     "2026-03-03 to 2026-03-09 (UTC), compared with 2026-02-24 to 2026-03-02.")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("| interactions | 5 | 4 | +25.0% |")));
        // p95 of 50 150 150 6000 8000: rank 5 = 8000; the week before: 1000.
        QVERIFY(text.contains(QStringLiteral("| p95_latency_ms | 8000 | 1000 | +700.0% |")));
        QVERIFY(text.contains(QStringLiteral("| feedback_mean | 2.50 | 0.50 | +400.0% |")));
        QVERIFY(text.contains(QStringLiteral("| 2026-03-09 | p95_latency_ms > 5000 | 8000 | 5000 |")));

        const QString html = m_dir.filePath(QStringLiteral("week.html"));
        QCOMPARE(monitor({QStringLiteral("report"), QStringLiteral("--project"), m_project,
                          QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("--out"), html,
                          QStringLiteral("--since"), QStringLiteral("2026-03-02")})
                     .exitCode,
                 0);
        QFile htmlFile(html);
        QVERIFY(htmlFile.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(htmlFile.readAll());
        QVERIFY(page.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(page.contains(QStringLiteral("<td>p95_latency_ms &gt; 5000</td>")));
        QVERIFY(page.contains(QStringLiteral("<tr><td>interactions</td><td>9</td><td>0</td>")));
        QCOMPARE(monitor({QStringLiteral("report"), QStringLiteral("--project"), m_project,
                          QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), html})
                     .exitCode,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestMonitorCli)
#include "tst_monitor_cli.moc"
