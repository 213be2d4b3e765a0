#include "TestSupport.h"
#include "monitor/IdkPatterns.h"
#include "monitor/MonitorImport.h"
#include "monitor/Timestamp.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// The three importers of production logs on samples written from the formats' documentation:
// what each interaction becomes, incremental re-imports, malformed lines (file:line, nothing
// imported) and the salted user hashes.
class TestMonitorImport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_next = 0;

    QString newProjectPath() { return m_dir.filePath(QStringLiteral("p%1.goldset").arg(m_next++)); }

    static std::unique_ptr<storage::Project> open(const QString& path) { return openOrCreateProject(path); }

    static QList<Interaction> all(storage::Project& project)
    {
        return storage::InteractionStore(project.connection())
            .interactions(0, 9999999, storage::InteractionFilter::All, storage::InteractionOrder::Time, 1000);
    }

    static const Interaction* byExternalId(const QList<Interaction>& list, const QString& id)
    {
        for (const Interaction& i : list) {
            if (i.externalId == id)
                return &i;
        }
        return nullptr;
    }

    static qint64 scalar(storage::Project& project, const QString& sql)
    {
        QSqlQuery q(project.connection());
        return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
    }

    QString writeFile(const QString& name, const QByteArray& bytes)
    {
        return writeTestFile(m_dir, name, bytes);
    }

    static QByteArray fixtureLines(int count)
    {
        QFile file(fixturePath(QStringLiteral("monitor/interactions.jsonl")));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QByteArray out;
        int taken = 0;
        while (!file.atEnd() && taken < count) {
            const QByteArray line = file.readLine();
            out += line;
            if (!line.trimmed().isEmpty())
                ++taken;
        }
        return out;
    }

private Q_SLOTS:
    void timestamps()
    {
        using monitor::parseIsoTimestampMs;
        QCOMPARE(parseIsoTimestampMs("1970-01-01T00:00:00Z"), std::optional<qint64>(0));
        // 2026-03-02T08:30:00.5Z, written in +01:00
        const qint64 expected =
            QDateTime(QDate(2026, 3, 2), QTime(8, 30, 0, 500), Qt::UTC).toMSecsSinceEpoch();
        QCOMPARE(parseIsoTimestampMs("2026-03-02T09:30:00.500+01:00"), std::optional<qint64>(expected));
        QCOMPARE(parseIsoTimestampMs("2026-03-02 08:30:00.500000"), std::optional<qint64>(expected));
        QCOMPARE(parseIsoTimestampMs("2026-03-02T08:30:00.5Z"), std::optional<qint64>(expected));
        QCOMPARE(
            parseIsoTimestampMs("2024-02-29T00:00:00-0130"),
            std::optional<qint64>(QDateTime(QDate(2024, 2, 29), QTime(1, 30), Qt::UTC).toMSecsSinceEpoch()));
        QVERIFY(!parseIsoTimestampMs("2026-02-29T00:00:00Z"));
        QVERIFY(!parseIsoTimestampMs("2026-03-02T25:00:00Z"));
        QVERIFY(!parseIsoTimestampMs("yesterday"));
        QVERIFY(!parseIsoTimestampMs("2026-03-02T08:00:00Zjunk"));
        QCOMPARE(monitor::epochNumberToMs(1772539200100000000.0), qint64(1772539200100));
        QCOMPARE(monitor::epochNumberToMs(1772539200.5), qint64(1772539200500));
    }

    void idkDefaults()
    {
        auto idk = monitor::IdkPatterns::fromLists({monitor::IdkPatterns::defaults(QStringLiteral("en")),
                                                    monitor::IdkPatterns::defaults(QStringLiteral("de")),
                                                    monitor::IdkPatterns::defaults(QStringLiteral("zh")),
                                                    monitor::IdkPatterns::defaults(QStringLiteral("ja"))});
        QVERIFY(idk.ok());
        QVERIFY(idk->matches(QStringLiteral("Sorry, I don't know.")));
        QVERIFY(idk->matches(QStringLiteral("I do not know the opening hours")));
        QVERIFY(idk->matches(QStringLiteral("Ich weiß es nicht.")));
        QVERIFY(idk->matches(QStringLiteral("抱歉，我不知道。")));
        QVERIFY(idk->matches(QStringLiteral("申し訳ありませんが、わかりません。")));
        QVERIFY(!idk->matches(QStringLiteral("You know, returns take 30 days.")));
        QVERIFY(!idk->matches(QStringLiteral("Wir wissen, dass es 30 Tage sind.")));
    }

    void plainLog()
    {
        auto project = open(newProjectPath());
        QVERIFY(project);
        auto summary = monitor::importInteractionLogs(
            *project, {fixturePath(QStringLiteral("monitor/interactions.jsonl"))},
            monitor::LogFormat::Interactions);
        QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error().toString()));
        QCOMPARE(summary->lines, 9);
        QCOMPARE(summary->added, 9);
        QCOMPARE(project->stats().interactions, 9);
        const QList<Interaction> list = all(*project);
        QCOMPARE(list.size(), 9);
        const Interaction* i2 = byExternalId(list, QStringLiteral("i2"));
        QVERIFY(i2);
        QCOMPARE(i2->timeMs, QDateTime(QDate(2026, 3, 2), QTime(8, 30, 0, 500), Qt::UTC).toMSecsSinceEpoch());
        QCOMPARE(i2->sourceCount, 0);
        QVERIFY(i2->idk);
        QCOMPARE(i2->feedback, std::optional<double>(0.0));
        QCOMPARE(i2->feedbackComment, QStringLiteral("useless"));
        QCOMPARE(i2->latencyMs, std::optional<double>(300.0));
        // i4 is written in +02:00: its UTC day is the 2nd of March.
        const Interaction* i4 = byExternalId(list, QStringLiteral("i4"));
        QVERIFY(i4);
        QCOMPARE(QDate::fromJulianDay(i4->day), QDate(2026, 3, 2));
        QVERIFY(i4->idk);
        QCOMPARE(i4->sessionId, QString());
        const Interaction* i1 = byExternalId(list, QStringLiteral("i1"));
        QVERIFY(i1);
        QCOMPARE(i1->sourceCount, 2);
        const QJsonArray sources = QJsonDocument::fromJson(i1->sources.toUtf8()).array();
        QCOMPARE(sources.size(), 2);
        QCOMPARE(sources[0].toObject().value(QStringLiteral("id")).toString(), QStringLiteral("returns#0"));
        QCOMPARE(sources[1].toObject().value(QStringLiteral("score")).toDouble(), 0.82);
        const Interaction* i6 = byExternalId(list, QStringLiteral("i6"));
        QVERIFY(i6);
        QCOMPARE(i6->feedback, std::optional<double>(1.0)); // a thumb up
        QVERIFY(!i6->idk);
        // The line without an id: escalated.
        const Interaction* noId = byExternalId(list, QString());
        QVERIFY(noId);
        QVERIFY(noId->escalated);
    }

    void userIdsAreSaltedHashes()
    {
        const QString path = newProjectPath();
        auto project = open(path);
        QVERIFY(project);
        QVERIFY(monitor::importInteractionLogs(
                    *project, {fixturePath(QStringLiteral("monitor/interactions.jsonl"))}, std::nullopt)
                    .ok());
        const QList<Interaction> list = all(*project);
        const Interaction* i1 = byExternalId(list, QStringLiteral("i1"));
        const Interaction* i5 = byExternalId(list, QStringLiteral("i5"));
        QVERIFY(i1 && i5);
        QCOMPARE(i1->userHash.size(), 32);
        QCOMPARE(i1->userHash, i5->userHash); // the same user u1
        QVERIFY(i1->userHash != QStringLiteral("u1"));
        // The first 16 bytes of SHA-256(salt ":" id), as every earlier import stored them: a log
        // imported again later must count its users as the same ones.
        const QByteArray salt = project->settings().value(QStringLiteral("monitor/user_salt")).toLatin1();
        QVERIFY(!salt.isEmpty());
        QCOMPARE(i1->userHash.toLatin1(),
                 QCryptographicHash::hash(salt + ":u1", QCryptographicHash::Sha256).left(16).toHex());
        // An interaction's identity: its day's 8 digits and 8 bytes of SHA-256("id" NUL id).
        QSqlQuery identity(project->connection());
        QVERIFY(
            identity.exec(QStringLiteral("SELECT identity, day FROM interaction WHERE external_id = 'i1'")));
        QVERIFY(identity.next());
        QCOMPARE(identity.value(0).toByteArray(),
                 QByteArray::number(identity.value(1).toInt()).rightJustified(8, '0') +
                     QCryptographicHash::hash(QByteArray("id\0i1", 5), QCryptographicHash::Sha256).left(8));
        // Nowhere in the project: the raw ids.
        QCOMPARE(
            scalar(*project,
                   QStringLiteral("SELECT count(*) FROM interaction WHERE user_hash IN ('u1','u2','u3')")),
            0);
        QCOMPARE(
            scalar(*project,
                   QStringLiteral("SELECT count(*) FROM monitor_day_user WHERE user_hash IN ('u1','u2')")),
            0);

        // Another project has another salt: the same user, another hash.
        auto other = open(newProjectPath());
        QVERIFY(monitor::importInteractionLogs(
                    *other, {fixturePath(QStringLiteral("monitor/interactions.jsonl"))}, std::nullopt)
                    .ok());
        QVERIFY(byExternalId(all(*other), QStringLiteral("i1"))->userHash != i1->userHash);

        // A project that keeps ids keeps them.
        auto keeping = open(newProjectPath());
        QVERIFY(keeping->settings()
                    .setValue(QStringLiteral("monitor/keep_user_ids"), QStringLiteral("true"))
                    .ok());
        QVERIFY(monitor::importInteractionLogs(
                    *keeping, {fixturePath(QStringLiteral("monitor/interactions.jsonl"))}, std::nullopt)
                    .ok());
        QCOMPARE(byExternalId(all(*keeping), QStringLiteral("i1"))->userHash, QStringLiteral("u1"));
    }

    void incremental()
    {
        auto project = open(newProjectPath());
        const QString grown = writeFile(QStringLiteral("grown.jsonl"), fixtureLines(5));
        auto first = monitor::importInteractionLogs(*project, {grown}, monitor::LogFormat::Interactions);
        QVERIFY(first.ok());
        QCOMPARE(first->added, 5);
        // The file grows by four lines: only those are added, the days' numbers as if at once.
        QVERIFY(!writeFile(QStringLiteral("grown.jsonl"), fixtureLines(9)).isEmpty());
        auto second = monitor::importInteractionLogs(*project, {grown}, monitor::LogFormat::Interactions);
        QVERIFY(second.ok());
        QCOMPARE(second->interactions, 9);
        QCOMPARE(second->added, 4);
        auto third = monitor::importInteractionLogs(*project, {grown}, monitor::LogFormat::Interactions);
        QCOMPARE(third->added, 0);
        QCOMPARE(project->stats().interactions, 9);
        storage::InteractionStore store(project->connection());
        const int march2 = int(QDate(2026, 3, 2).toJulianDay());
        const QList<InteractionDay> days = store.days(march2, march2 + 1);
        QCOMPARE(days.size(), 2);
        QCOMPARE(days[0].interactions, 4);
        QCOMPARE(days[0].users, 3);
        QCOMPARE(days[0].sessions, 2);
        QCOMPARE(days[1].interactions, 3);
        QCOMPARE(days[1].users, 2); // u1 was seen on the 3rd in the first import already
        QCOMPARE(days[1].p50, std::optional<double>(150));
    }

    // The day aggregates gather per interaction and are written sorted at each flush: days
    // interleaved, a session coming back after another day's line, a latency repeated and a
    // line repeated within the file count exactly as hand-computed, over a grown re-import.
    void interleavedDaysCountOnce()
    {
        auto line = [](const char* time, const char* user, const char* session, int latency) {
            return QByteArray("{\"timestamp\": \"2026-03-0") + time + "Z\", \"query\": \"q " + time +
                   "\", \"answer\": \"a\", \"sources\": [\"d1\"], \"latency_ms\": " +
                   QByteArray::number(latency) + ", \"user_id\": \"" + user + "\", \"session_id\": \"" +
                   session + "\"}\n";
        };
        const QByteArray first = line("2T10:00:00", "u1", "s1", 100) + line("2T10:01:00", "u1", "s1", 100) +
                                 line("3T09:00:00", "u2", "s2", 200) + line("2T10:02:00", "u2", "s1", 300);
        const QByteArray grown = first + line("3T09:01:00", "u1", "s2", 200) +
                                 line("2T10:03:00", "u3", "s3", 100) + line("2T10:01:00", "u1", "s1", 100);
        auto project = open(newProjectPath());
        QVERIFY(project);
        const QString path = writeFile(QStringLiteral("interleaved.jsonl"), first);
        auto once = monitor::importInteractionLogs(*project, {path}, monitor::LogFormat::Interactions);
        QVERIFY(once.ok());
        QCOMPARE(once->added, 4);
        QVERIFY(!writeFile(QStringLiteral("interleaved.jsonl"), grown).isEmpty());
        auto twice = monitor::importInteractionLogs(*project, {path}, monitor::LogFormat::Interactions);
        QVERIFY(twice.ok());
        QCOMPARE(twice->interactions, 7);
        QCOMPARE(twice->added, 2); // the repeated last line is the second one again
        auto again = monitor::importInteractionLogs(*project, {path}, monitor::LogFormat::Interactions);
        QVERIFY(again.ok());
        QCOMPARE(again->added, 0);

        storage::InteractionStore store(project->connection());
        const int march2 = int(QDate(2026, 3, 2).toJulianDay());
        const QList<InteractionDay> days = store.days(march2, march2 + 1);
        QCOMPARE(days.size(), 2);
        // The 2nd: u1 u1 u2 u3 in sessions s1 s1 s1 s3, latencies 100 100 300 100.
        QCOMPARE(days[0].interactions, 4);
        QCOMPARE(days[0].users, 3);
        QCOMPARE(days[0].sessions, 2);
        QCOMPARE(days[0].latencyCount, 4);
        QCOMPARE(days[0].latencySum, 600.0);
        QCOMPARE(days[0].p50, std::optional<double>(100));
        QCOMPARE(days[0].p95, std::optional<double>(300));
        // The 3rd: u2 u1 in session s2, latencies 200 200.
        QCOMPARE(days[1].interactions, 2);
        QCOMPARE(days[1].users, 2);
        QCOMPARE(days[1].sessions, 1);
        QCOMPARE(days[1].p50, std::optional<double>(200));
        QCOMPARE(scalar(*project, QStringLiteral("SELECT count FROM monitor_day_latency WHERE day = %1"
                                                 " AND latency_ms = 100")
                                      .arg(march2)),
                 3);
        QCOMPARE(scalar(*project, QStringLiteral("SELECT count(*) FROM monitor_day_latency")), 3);
        QCOMPARE(store.distinctUsers(march2, march2 + 1), 3);
        QCOMPARE(store.distinctSessions(march2, march2 + 1), 3);
        // Both days are in the week of Monday the 2nd: 100 100 100 200 200 300.
        QCOMPARE(scalar(*project, QStringLiteral("SELECT users * 100 + sessions * 10 FROM monitor_period"
                                                 " WHERE kind = 'week' AND start_day = %1")
                                      .arg(march2)),
                 330);
        QCOMPARE(scalar(*project, QStringLiteral("SELECT p50_latency_ms * 1000 + p95_latency_ms FROM"
                                                 " monitor_period WHERE kind = 'week' AND start_day = %1")
                                      .arg(march2)),
                 100300);
    }

    void openInference()
    {
        auto project = open(newProjectPath());
        auto summary = monitor::importInteractionLogs(
            *project, {fixturePath(QStringLiteral("monitor/openinference_spans.jsonl"))}, std::nullopt);
        QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error().toString()));
        QCOMPARE(summary->lines, 9);
        QCOMPARE(summary->interactions, 3);
        QCOMPARE(summary->skippedTraces, 1); // t3: an embedding only
        const QList<Interaction> list = all(*project);
        const Interaction* t1 = byExternalId(list, QStringLiteral("t1"));
        QVERIFY(t1);
        QCOMPARE(t1->origin, QStringLiteral("openinference"));
        QCOMPARE(t1->query, QStringLiteral("What is the refund window?"));
        QCOMPARE(t1->answer, QStringLiteral("Refunds are possible within 30 days."));
        QCOMPARE(t1->sourceCount, 2);
        QCOMPARE(t1->latencyMs, std::optional<double>(1250));
        QCOMPARE(t1->sessionId, QStringLiteral("s1"));
        QCOMPARE(t1->userHash.size(), 32);
        const QJsonArray docs = QJsonDocument::fromJson(t1->sources.toUtf8()).array();
        QCOMPARE(docs[0].toObject().value(QStringLiteral("id")).toString(), QStringLiteral("returns#0"));
        QCOMPARE(docs[0].toObject().value(QStringLiteral("score")).toDouble(), 0.91);
        QCOMPARE(docs[1].toObject().value(QStringLiteral("text")).toString(),
                 QStringLiteral("Refunds take 5 days."));
        const Interaction* t2 = byExternalId(list, QStringLiteral("t2"));
        QVERIFY(t2);
        QCOMPARE(t2->sourceCount, 0);
        QVERIFY(t2->idk);
        QCOMPARE(t2->latencyMs, std::optional<double>(2000));
        // t4: no root span, times in nanoseconds, documents as flattened attributes.
        const Interaction* t4 = byExternalId(list, QStringLiteral("t4"));
        QVERIFY(t4);
        QCOMPARE(t4->query, QStringLiteral("Opening hours?"));
        QCOMPARE(t4->answer, QStringLiteral("We open at 9."));
        QCOMPARE(t4->sourceCount, 2);
        QCOMPARE(t4->latencyMs, std::optional<double>(900));
        QCOMPARE(QDate::fromJulianDay(t4->day), QDate(2026, 3, 3));
        // Again: nothing new.
        auto again = monitor::importInteractionLogs(
            *project, {fixturePath(QStringLiteral("monitor/openinference_spans.jsonl"))},
            monitor::LogFormat::OpenInference);
        QCOMPARE(again->added, 0);
    }

    void langfuse()
    {
        auto project = open(newProjectPath());
        auto summary = monitor::importInteractionLogs(
            *project,
            {fixturePath(QStringLiteral("monitor/langfuse_observations.jsonl")),
             fixturePath(QStringLiteral("monitor/langfuse_scores.jsonl"))},
            monitor::LogFormat::Langfuse);
        QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error().toString()));
        QCOMPARE(summary->interactions, 2);
        const QList<Interaction> list = all(*project);
        const Interaction* lt1 = byExternalId(list, QStringLiteral("lt1"));
        QVERIFY(lt1);
        QCOMPARE(lt1->origin, QStringLiteral("langfuse"));
        QCOMPARE(lt1->query, QStringLiteral("How do I reset my password?"));
        QCOMPARE(lt1->answer, QStringLiteral("Use the reset link on the sign-in page."));
        QCOMPARE(lt1->sourceCount, 1);
        QCOMPARE(QJsonDocument::fromJson(lt1->sources.toUtf8())
                     .array()[0]
                     .toObject()
                     .value(QStringLiteral("id"))
                     .toString(),
                 QStringLiteral("kb#3"));
        QCOMPARE(lt1->latencyMs, std::optional<double>(800));
        QCOMPARE(lt1->feedback, std::optional<double>(1));
        QCOMPARE(lt1->feedbackComment, QStringLiteral("great"));
        QCOMPARE(lt1->sessionId, QStringLiteral("ls1"));
        QVERIFY(!lt1->escalated);
        const Interaction* lt2 = byExternalId(list, QStringLiteral("lt2"));
        QVERIFY(lt2);
        QCOMPARE(lt2->query, QStringLiteral("Wo ist mein Paket?"));
        QCOMPARE(lt2->answer, QStringLiteral("Ich weiß es nicht."));
        QVERIFY(lt2->idk);
        QVERIFY(lt2->escalated);
        QCOMPARE(lt2->latencyMs, std::optional<double>(2500)); // 2.5 s
        QCOMPARE(lt2->feedback, std::nullopt);                 // toxicity is not feedback
        QCOMPARE(lt2->sourceCount, 0);
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        const QByteArray good = fixtureLines(2);
        QTest::newRow("broken json") << "interactions"
                                     << good + "{\"timestamp\": \"2026-03-02T08:00:00Z\", \"query\": }\n"
                                     << "bad.jsonl:3:"
                                     << "";
        QTest::newRow("missing latency") << "interactions"
                                         << good + "{\"timestamp\": \"2026-03-02T08:00:00Z\", \"query\": "
                                                   "\"q\", \"answer\": \"a\", \"sources\": []}\n"
                                         << "bad.jsonl:3:"
                                         << "latency_ms";
        QTest::newRow("bad time")
            << "interactions"
            << good + "{\"timestamp\": \"2026-13-02\", \"query\": \"q\", \"answer\": \"a\", "
                      "\"sources\": [], \"latency_ms\": 5}\n"
            << "bad.jsonl:3:"
            << "timestamp";
        QTest::newRow("bad source")
            << "interactions"
            << "{\"timestamp\": \"2026-03-02T08:00:00Z\", \"query\": \"q\", \"answer\": \"a\", "
               "\"sources\": [{\"score\": 1}], \"latency_ms\": 5}\n" +
                   good
            << "bad.jsonl:1:"
            << "source";
        QTest::newRow("span without trace")
            << "openinference" << QByteArray("{\"name\": \"x\", \"span_kind\": \"LLM\"}\n") << "bad.jsonl:1:"
            << "trace";
        // Phoenix saves spans as one JSON array: named as such, whether the format is given or guessed.
        const QByteArray array = "[{\"name\": \"llm\", \"span_kind\": \"LLM\", \"context\": {\"trace_id\": "
                                 "\"t1\", \"span_id\": \"s1\"}},\n {\"name\": \"retriever\"}]\n";
        QTest::newRow("span array") << "openinference" << array << "bad.jsonl:1:"
                                    << "JSON array";
        QTest::newRow("span array guessed") << "" << array << "bad.jsonl:1:"
                                            << "JSON array";
        QTest::newRow("langfuse unknown")
            << "langfuse" << QByteArray("{\"trace_id\": \"a\", \"type\": \"SPAN\", \"start_time\": \"x\"}\n")
            << "bad.jsonl:1:"
            << "start_time";
    }

    void malformed()
    {
        QFETCH(QString, format);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, where);
        QFETCH(QString, what);
        auto project = open(newProjectPath());
        const QString path = writeFile(QStringLiteral("bad.jsonl"), bytes);
        auto result = monitor::importInteractionLogs(*project, {path}, monitor::logFormatFromString(format));
        QVERIFY(!result.ok());
        const QString message = result.error().toString();
        QVERIFY2(message.contains(where), qPrintable(message));
        QVERIFY2(message.contains(what), qPrintable(message));
        // Nothing imported, not even the good lines before.
        QCOMPARE(scalar(*project, QStringLiteral("SELECT count(*) FROM interaction")), 0);
        QCOMPARE(scalar(*project, QStringLiteral("SELECT count(*) FROM monitor_day")), 0);
        QCOMPARE(project->stats().interactions, 0);
    }
};

QTEST_GUILESS_MAIN(TestMonitorImport)
#include "tst_monitor_import.moc"
