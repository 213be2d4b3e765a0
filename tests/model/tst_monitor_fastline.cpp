#include "TestSupport.h"
#include "monitor/FastInteractionLine.h"
#include "monitor/IdkPatterns.h"
#include "monitor/InteractionLog.h"
#include "monitor/UserIdHasher.h"

#include <QFile>
#include <QTest>

using namespace goldset;
using namespace goldset::test;

// The fast path of the plain log's parser: on every line it accepts it must give what the
// general parser gives, and it must decline (leave to the general parser, which names the
// error) every line it cannot read exactly as the general parser would.
class TestMonitorFastLine : public QObject
{
    Q_OBJECT

private:
    static monitor::IdkPatterns idk()
    {
        return *monitor::IdkPatterns::fromLists({{QStringLiteral("don't know")}});
    }

    static void compareInputs(const InteractionInput& a, const InteractionInput& b)
    {
        QCOMPARE(a.externalId, b.externalId);
        QCOMPARE(a.origin, b.origin);
        QCOMPARE(a.timeMs, b.timeMs);
        QCOMPARE(a.query, b.query);
        QCOMPARE(a.answer, b.answer);
        QCOMPARE(a.sources, b.sources);
        QCOMPARE(a.sourceCount, b.sourceCount);
        QCOMPARE(a.latencyMs, b.latencyMs);
        QCOMPARE(a.userHash, b.userHash);
        QCOMPARE(a.sessionId, b.sessionId);
        QCOMPARE(a.feedback, b.feedback);
        QCOMPARE(a.feedbackComment, b.feedbackComment);
        QCOMPARE(a.escalated, b.escalated);
        QCOMPARE(a.idk, b.idk);
    }

private Q_SLOTS:
    // One line, every field read by hand.
    void handRead()
    {
        monitor::UserIdHasher users("salt", true);
        const auto patterns = idk();
        const QByteArray line = "{\"id\": 17, \"timestamp\": \"2026-03-02T08:00:00.250Z\", \"query\": "
                                "\"caf\\u00e9 \\ud83d\\ude00?\","
                                " \"answer\": \"I don't know "
                                "\\\"that\\\""
                                "\", \"sources\": [\"a\", 42, {\"id\": \"b\", \"score\": 0.950,"
                                " \"text\": \"line\\none\", \"extra\": [1, {\"x\": null}]}, {\"id\": 7, "
                                "\"score\": 2}], \"latency_ms\": 12.5,"
                                " \"user_id\": \"u1\", \"session_id\": 9, \"feedback\": {\"score\": false, "
                                "\"comment\": \"bad\\/\"},"
                                " \"escalated\": true, \"other\": {\"nested\": [true, false, null, -1.5]}}";
        const auto fast = monitor::parseInteractionLineFast(line, users, patterns);
        QVERIFY(fast);
        QCOMPARE(fast->externalId, QByteArray("17"));
        QCOMPARE(fast->timeMs, 1772438400250LL); // 2026-03-02T08:00:00.250Z
        QCOMPARE(fast->query, QByteArray("caf\xc3\xa9 \xf0\x9f\x98\x80?"));
        QCOMPARE(fast->answer, QByteArray("I don't know \"that\""));
        QCOMPARE(fast->sources,
                 QByteArray(
                     "[{\"id\":\"a\"},{\"id\":\"42\"},{\"id\":\"b\",\"score\":0.95,\"text\":\"line\\none\"},"
                     "{\"id\":\"7\",\"score\":2}]"));
        QCOMPARE(fast->sourceCount, 4);
        QCOMPARE(fast->latencyMs, std::optional<double>(12.5));
        QCOMPARE(fast->userHash, QByteArray("u1"));
        QCOMPARE(fast->sessionId, QByteArray("9"));
        QCOMPARE(fast->feedback, std::optional<double>(0.0));
        QCOMPARE(fast->feedbackComment, QByteArray("bad/"));
        QVERIFY(fast->escalated);
        QVERIFY(fast->idk);
    }

    // Lines both parsers read: the same interaction.
    void sameAsGeneral_data()
    {
        QTest::addColumn<QByteArray>("line");
        QFile fixture(QStringLiteral(GOLDSET_FIXTURES_DIR "/monitor/interactions.jsonl"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        int n = 0;
        for (const QByteArray& line : fixture.readAll().split('\n')) {
            if (!line.trimmed().isEmpty())
                QTest::addRow("fixture %d", ++n) << line;
        }
        const char* const lines[] = {
            "{\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"q\",\"answer\":\"a\",\"sources\":[],"
            "\"latency_ms\":0}",
            "  {\"timestamp\":\"2026-03-02 "
            "08:00:00.963000\",\"query\":\"\",\"answer\":\"\",\"sources\":[],\"latency_ms\":1}  ",
            "{\"timestamp\":\"2026-03-02T08:00:00+05:30\",\"query\":\"q\",\"answer\":\"a\",\"sources\":[{"
            "\"id\":\"x\",\"score\":0.0001},{\"id\":\"y\",\"score\":1234567.0},{\"id\":\"z\",\"score\":-0.5},"
            "{\"id\":\"w\",\"score\":0.1,\"text\":null}],\"latency_ms\":3}",
            "{\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"tab\\there\",\"answer\":\"\\u65e5\\u672c\","
            "\"sources\":[{\"id\":\"s\",\"text\":\"ctl \\u0001 "
            "\\\\ \\\""
            "\"}],\"latency_ms\":3,\"feedback\":4.5,\"user_id\":123,\"session_id\":\"s1\",\"escalated\":"
            "false}",
            "{\"id\":null,\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"q\",\"answer\":\"a\","
            "\"sources\":[],\"latency_ms\":3,\"feedback\":{\"comment\":\"no score\"},\"user_id\":null}",
            "{\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"q\",\"answer\":\"a\",\"sources\":[],"
            "\"latency_ms\":3,\"feedback\":true,\"unknown\":\"\\u00e9\\ud83d\\ude00\"}",
            "{\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"\xe6\x97\xa5\",\"answer\":\"a\",\"sources\":"
            "[],\"latency_ms\":3}",
            // Ids as numbers and with escapes, a time and a user id with escapes.
            "{\"timestamp\":\"2026\\u002d03-02T08:00:00Z\",\"query\":\"q\",\"answer\":\"a\",\"sources\":"
            "[123,\"a\\u00e9\\\"\",{\"id\":7,\"score\":1},{\"id\":\"x\\ty\"}],\"latency_ms\":3,"
            "\"user_id\":\"u\\u0031\",\"session_id\":\"s\"}",
            // Member names with escapes and beyond ASCII: decoded, not read as they are written.
            "{\"\\u0074imestamp\":\"2026-03-02T08:00:00Z\",\"qu\\u0065ry\":\"q\",\"answer\":\"a\","
            "\"sources\":"
            "[{\"\\u0069d\":\"x\",\"sc\\u006fre\":0.5,\"\\u0001\":1}],\"latency_ms\":3,\"feedback\":{"
            "\"sc\\u006fre\":1,"
            "\"comm\\u0065nt\":\"c\"},\"caf\xc3\xa9\":1,\"\\u00e9\":{\"k\xc3\xa9y\":2,\"\\\"\":3}}",
        };
        for (const char* line : lines)
            QTest::addRow("line %d", ++n) << QByteArray(line);
    }
    void sameAsGeneral()
    {
        QFETCH(QByteArray, line);
        monitor::UserIdHasher users("salt", false);
        const auto patterns = idk();
        const auto fast = monitor::parseInteractionLineFast(line, users, patterns);
        const auto general =
            monitor::parseInteractionLineGeneral(line, QStringLiteral("f"), 1, users, patterns);
        QVERIFY2(general, qPrintable(general ? QString() : general.error().toString()));
        QVERIFY(fast);
        compareInputs(*fast, *general);
    }

    // Lines the fast path leaves to the general parser (which reads some of them and names the
    // error of the others).
    void declined_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("generalReadsIt");
        const QByteArray ok =
            "\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"q\",\"answer\":\"a\",\"sources\":[]";
        QTest::newRow("exponent") << QByteArray("{" + ok + ",\"latency_ms\":1e3}") << true;
        QTest::newRow("duplicate") << QByteArray("{" + ok + ",\"latency_ms\":1,\"query\":\"q2\"}") << true;
        QTest::newRow("minus zero id") << QByteArray("{\"id\":-0," + ok + ",\"latency_ms\":1}") << true;
        QTest::newRow("long integer")
            << QByteArray("{" + ok + ",\"latency_ms\":12345678901234567890}") << true;
        QTest::newRow("lone surrogate")
            << QByteArray("{\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"\\ud83d\","
                          "\"answer\":\"a\",\"sources\":[],\"latency_ms\":1}")
            << false;
        QTest::newRow("bad utf-8") << QByteArray(
                                          "{\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"\xc3\x28\","
                                          "\"answer\":\"a\",\"sources\":[],\"latency_ms\":1}")
                                   << false;
        QTest::newRow("overlong utf-8")
            << QByteArray("{\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"\xc0\xaf\","
                          "\"answer\":\"a\",\"sources\":[],\"latency_ms\":1}")
            << false;
        QTest::newRow("raw control") << QByteArray(
                                            "{\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"a\x01\","
                                            "\"answer\":\"a\",\"sources\":[],\"latency_ms\":1}")
                                     << false;
        QTest::newRow("trailing") << QByteArray("{" + ok + ",\"latency_ms\":1} x") << false;
        QTest::newRow("trailing comma") << QByteArray("{" + ok + ",\"latency_ms\":1,}") << false;
        QTest::newRow("no latency") << QByteArray("{" + ok + "}") << false;
        QTest::newRow("negative latency") << QByteArray("{" + ok + ",\"latency_ms\":-1}") << false;
        QTest::newRow("float id") << QByteArray("{\"id\":1.5," + ok + ",\"latency_ms\":1}") << false;
        QTest::newRow("bad time") << QByteArray(
                                         "{\"timestamp\":\"yesterday\",\"query\":\"q\",\"answer\":\"a\","
                                         "\"sources\":[],\"latency_ms\":1}")
                                  << false;
        QTest::newRow("source without id")
            << QByteArray("{\"timestamp\":\"2026-03-02T08:00:00Z\",\"query\":\"q\","
                          "\"answer\":\"a\",\"sources\":[{\"score\":1}],\"latency_ms\":1}")
            << false;
        QTest::newRow("feedback text")
            << QByteArray("{" + ok + ",\"latency_ms\":1,\"feedback\":\"good\"}") << false;
        QTest::newRow("escalated number")
            << QByteArray("{" + ok + ",\"latency_ms\":1,\"escalated\":1}") << false;
        QTest::newRow("list") << QByteArray("[1, 2]") << false;
        QTest::newRow("leading zero") << QByteArray("{" + ok + ",\"latency_ms\":01}") << false;
        QTest::newRow("truncated") << QByteArray("{" + ok + ",\"latency_ms\":1") << false;
    }
    void declined()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, generalReadsIt);
        monitor::UserIdHasher users("salt", false);
        const auto patterns = idk();
        QVERIFY(!monitor::parseInteractionLineFast(line, users, patterns));
        const auto general =
            monitor::parseInteractionLineGeneral(line, QStringLiteral("f"), 1, users, patterns);
        QCOMPARE(bool(general), generalReadsIt);
        // parseInteractionLine gives the general parser's answer.
        const auto either = monitor::parseInteractionLine(line, QStringLiteral("f"), 1, users, patterns);
        QCOMPARE(bool(either), generalReadsIt);
        if (!either)
            QCOMPARE(either.error().toString(), general.error().toString());
    }
};

QTEST_GUILESS_MAIN(TestMonitorFastLine)
#include "tst_monitor_fastline.moc"
