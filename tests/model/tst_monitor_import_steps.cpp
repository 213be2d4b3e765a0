#include "TestSupport.h"
#include "monitor/ImportSteps.h"
#include "monitor/MonitorImport.h"
#include "monitor/UserIdHasher.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"
#include "storage/Transaction.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// A huge plain log is imported in steps (monitor/ImportSteps): committed every N interactions,
// and the steps taken out again when a later one fails. The tests use steps of a few hundred
// interactions: the project's tables after a stepped import are those of one transaction, and
// after a malformed line or a cancel behind committed steps they are exactly as before.
class TestMonitorImportSteps : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_next = 0;

    QString newProjectPath() { return m_dir.filePath(QStringLiteral("p%1.goldset").arg(m_next++)); }

    // Line `i` of a log that starts on `firstDay` (days of March 2026 and on) with `perDay`
    // lines a day: users, sessions and latencies repeat within and across days, some lines have
    // no sources, decline, are escalated or carry feedback; latencies have fractions.
    static QByteArray line(int i, int firstDay, int perDay)
    {
        const QDate date = QDate(2026, 3, 1).addDays(firstDay - 1 + i / perDay);
        const int second = (i % perDay) * 7;
        const QByteArray time = date.toString(Qt::ISODate).toLatin1() + 'T' +
                                QTime(0, 0).addSecs(second).toString(Qt::ISODate).toLatin1() + 'Z';
        QByteArray out =
            "{\"id\": \"r" + QByteArray::number(firstDay) + "-" + QByteArray::number(i) +
            "\", \"timestamp\": \"" + time + "\", \"query\": \"question " + QByteArray::number(i % 97) +
            "\", \"answer\": \"" + (i % 11 == 0 ? "I don't know." : "answer " + QByteArray::number(i)) +
            "\", \"sources\": " + (i % 13 == 0 ? "[]" : "[\"d1\", {\"id\": \"d2\", \"score\": 0.5}]") +
            ", \"latency_ms\": " + QByteArray::number(100 + (i * 37) % 900) + "." +
            QByteArray::number(i % 8 * 125) + ", \"user_id\": \"u" + QByteArray::number(i % 41) +
            "\", \"session_id\": \"s" + QByteArray::number(i / 5) + "\"";
        if (i % 7 == 0)
            out += ", \"feedback\": " + QByteArray(i % 14 == 0 ? "0.25" : "1");
        if (i % 17 == 0)
            out += ", \"escalated\": true";
        return out + "}\n";
    }

    static QByteArray lines(int from, int to, int firstDay, int perDay)
    {
        QByteArray out;
        for (int i = from; i < to; ++i)
            out += line(i, firstDay, perDay);
        return out;
    }

    // Every row of the monitoring tables, sums to six decimals (taking out what was added
    // subtracts the sums of a few, in another order than they were added).
    static QStringList dump(storage::Project& project, bool withIds = true)
    {
        QStringList rows;
        static const std::pair<const char*, const char*> tables[] = {
            {"interaction", "SELECT hex(identity), external_id, time_ms, day, query, answer, sources,"
                            " source_count, latency_ms, user_hash, session_id, feedback, escalated, idk, id"
                            " FROM interaction ORDER BY id"},
            {"monitor_day", "SELECT day, interactions, users, sessions, latency_count,"
                            " printf('%.6f', latency_sum), p50_latency_ms, p95_latency_ms, p99_latency_ms,"
                            " zero_results, idk, escalated, feedback_count, printf('%.6f', feedback_sum)"
                            " FROM monitor_day ORDER BY day"},
            {"monitor_day_user", "SELECT * FROM monitor_day_user ORDER BY day, user_hash"},
            {"monitor_day_session", "SELECT * FROM monitor_day_session ORDER BY day, session_id"},
            {"monitor_day_latency", "SELECT * FROM monitor_day_latency ORDER BY day, latency_ms"},
            {"monitor_period", "SELECT * FROM monitor_period ORDER BY kind, start_day"},
        };
        for (const auto& [table, sql] : tables) {
            QSqlQuery q(project.connection());
            if (!q.exec(QString::fromLatin1(sql)))
                return {QStringLiteral("error: ") + QString::fromLatin1(sql)};
            while (q.next()) {
                QStringList values;
                for (int c = 0; c < q.record().count(); ++c)
                    values << q.value(c).toString();
                // The id last: left out where ids differ by design.
                if (!withIds && QLatin1String(table) == QLatin1String("interaction"))
                    values.removeLast();
                rows << QString::fromLatin1(table) + QLatin1Char(':') + values.join(QLatin1Char('|'));
            }
        }
        return rows;
    }

    static qint64 countIn(const QString& path)
    {
        // Another connection, as another process would read while the import runs.
        const QString name = QStringLiteral("reader-%1").arg(quintptr(&path));
        qint64 count = -1;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            if (db.open()) {
                QSqlQuery q(db);
                if (q.exec(QStringLiteral("SELECT count(*) FROM interaction")) && q.next())
                    count = q.value(0).toLongLong();
            }
        }
        QSqlDatabase::removeDatabase(name);
        return count;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // 2,600 lines over 13 days (across a month and several weeks) in steps of 300: the tables
    // are those of one transaction, and importing the file again in steps adds nothing.
    void stepsWriteWhatOneTransactionWrites()
    {
        const QString path = writeTestFile(m_dir, QStringLiteral("log.jsonl"), lines(0, 2600, 25, 200));
        auto once = openOrCreateProject(newProjectPath());
        auto stepped = openOrCreateProject(newProjectPath());
        QVERIFY(once && stepped);
        // One salt for both: their user hashes are the same.
        for (storage::Project* project : {once.get(), stepped.get()})
            QVERIFY(project->settings().setValue(monitor::UserIdHasher::saltKey(),
                                                 QStringLiteral("0123456789abcdef0123456789abcdef")));
        auto whole = monitor::importInteractionLogs(*once, {path}, monitor::LogFormat::Interactions);
        QVERIFY2(whole.ok(), qPrintable(whole.ok() ? QString() : whole.error().toString()));
        auto steps =
            monitor::importInteractionLogs(*stepped, {path}, monitor::LogFormat::Interactions, {}, 300);
        QVERIFY2(steps.ok(), qPrintable(steps.ok() ? QString() : steps.error().toString()));
        QCOMPARE(steps->added, 2600);
        const QStringList expected = dump(*once);
        QCOMPARE(expected.filter(QStringLiteral("monitor_day:")).size(), 13);
        QCOMPARE(dump(*stepped), expected);
        auto again =
            monitor::importInteractionLogs(*stepped, {path}, monitor::LogFormat::Interactions, {}, 300);
        QVERIFY(again.ok());
        QCOMPARE(again->added, 0);
        QCOMPARE(dump(*stepped), expected);
    }

    // What another writer adds between two steps stays when the steps are taken out: the
    // interactions of an import taken out of days that a later import shares leave those days
    // as if only the later import had been made.
    void takingOutKeepsWhatOthersAdded()
    {
        const QString before = writeTestFile(m_dir, QStringLiteral("before.jsonl"), lines(0, 600, 10, 150));
        const QString mine = writeTestFile(m_dir, QStringLiteral("mine.jsonl"), lines(0, 900, 12, 100));
        const QString theirs = writeTestFile(m_dir, QStringLiteral("theirs.jsonl"), lines(0, 800, 13, 120));
        auto withMine = openOrCreateProject(newProjectPath());
        auto without = openOrCreateProject(newProjectPath());
        QVERIFY(withMine && without);
        for (storage::Project* project : {withMine.get(), without.get()})
            QVERIFY(project->settings().setValue(monitor::UserIdHasher::saltKey(),
                                                 QStringLiteral("00112233445566778899aabbccddeeff")));
        for (const QString& path : {before, mine, theirs}) {
            auto imported =
                monitor::importInteractionLogs(*withMine, {path}, monitor::LogFormat::Interactions);
            QVERIFY(imported.ok());
        }
        for (const QString& path : {before, theirs})
            QVERIFY(monitor::importInteractionLogs(*without, {path}, monitor::LogFormat::Interactions).ok());
        storage::Transaction transaction(withMine->connection());
        QVERIFY(transaction.begin());
        // Mine were the ids after the 600 before.
        storage::InteractionStore store(withMine->connection());
        QVERIFY(store.removeAdded({{601, 1500}}).ok());
        QVERIFY(transaction.commit());
        const QStringList expected = dump(*without, false);
        // Before: the 10th to the 13th of March; mine the 12th to the 20th; theirs the 13th to the 19th.
        QCOMPARE(expected.filter(QStringLiteral("monitor_day:")).size(), 10);
        QCOMPARE(dump(*withMine, false), expected);
    }

    void failureTakesTheStepsOut_data()
    {
        QTest::addColumn<bool>("cancel");
        QTest::newRow("malformed line") << false;
        QTest::newRow("cancelled") << true;
    }

    // A project with 1,000 interactions of its own (days 3 to 7 of April); then a log whose
    // first 600 lines are among those, then 8,400 new ones over the same and later days, in
    // steps of 1,000. At its 4,096th line (the first progress) other connections see the four
    // steps committed; a malformed last line, or a cancel at the second progress, and the
    // project is as before the import.
    void failureTakesTheStepsOut()
    {
        QFETCH(bool, cancel);
        const QString projectPath = newProjectPath();
        auto project = openOrCreateProject(projectPath);
        QVERIFY(project);
        const QString before = writeTestFile(m_dir, QStringLiteral("before.jsonl"), lines(0, 1000, 34, 200));
        QVERIFY(monitor::importInteractionLogs(*project, {before}, monitor::LogFormat::Interactions).ok());
        const QStringList expected = dump(*project);
        QCOMPARE(expected.filter(QStringLiteral("interaction:")).size(), 1000);

        QByteArray log = lines(400, 1000, 34, 200) + lines(0, 8400, 36, 700);
        if (!cancel)
            log += "{\"timestamp\": \"2026-04-20T08:00:00Z\", \"query\": }\n";
        const QString path = writeTestFile(m_dir, QStringLiteral("grown.jsonl"), log);
        QList<qint64> seen;
        auto result = monitor::importInteractionLogs(
            *project, {path}, monitor::LogFormat::Interactions,
            [&](qint64, qint64) {
                seen << countIn(projectPath);
                return !cancel || seen.size() < 2;
            },
            1000);
        QVERIFY(!result.ok());
        const QString message = result.error().toString();
        QVERIFY2(message.contains(cancel ? QStringLiteral("cancelled") : QStringLiteral("grown.jsonl:9001:")),
                 qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("taken out")), qPrintable(message));
        // 1,000 before, then four steps of 1,000 lines of which the first brought 400 new ones.
        QVERIFY(seen.size() >= 1);
        QCOMPARE(seen.first(), 1000 + 400 + 3000);
        if (cancel)
            QCOMPARE(seen.size(), 2);
        QCOMPARE(dump(*project), expected);
        QCOMPARE(countIn(projectPath), 1000);
        // And the same log imported afterwards, without the bad line, adds all of it.
        const QString fixed = writeTestFile(m_dir, QStringLiteral("fixed.jsonl"), lines(0, 8400, 36, 700));
        auto imported =
            monitor::importInteractionLogs(*project, {fixed}, monitor::LogFormat::Interactions, {}, 1000);
        QVERIFY(imported.ok());
        QCOMPARE(imported->added, 8400);
    }

    // Another import that applied other "I don't know" patterns between two steps (here the
    // record of the applied patterns changed during a step) fails the import at its next step,
    // and its steps are taken out: its later steps would have been flagged with the old ones.
    void patternsAppliedMeanwhileFailTheImport()
    {
        auto project = openOrCreateProject(newProjectPath());
        QVERIFY(project);
        const QString before = writeTestFile(m_dir, QStringLiteral("before.jsonl"), lines(0, 300, 1, 100));
        QVERIFY(monitor::importInteractionLogs(*project, {before}, monitor::LogFormat::Interactions).ok());
        const QStringList expected = dump(*project);
        const QString path = writeTestFile(m_dir, QStringLiteral("more.jsonl"), lines(0, 6000, 5, 500));
        int ticks = 0;
        auto result = monitor::importInteractionLogs(
            *project, {path}, monitor::LogFormat::Interactions,
            [&](qint64, qint64) {
                if (++ticks == 1)
                    (void)project->settings().setValue(QStringLiteral("monitor/idk_applied"),
                                                       QStringLiteral("patterns of another import"));
                return true;
            },
            1000);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().toString().contains(QStringLiteral("import again")),
                 qPrintable(result.error().toString()));
        QCOMPARE(ticks, 1);
        QCOMPARE(dump(*project), expected);
    }

    // When the steps cannot be taken out (here a trigger refuses the delete), the error says so
    // after the line's, and what stays is the committed steps with their days' numbers.
    void stepsLeftWhenTheyCannotBeTakenOut()
    {
        auto project = openOrCreateProject(newProjectPath());
        QVERIFY(project);
        QSqlQuery trigger(project->connection());
        QVERIFY(trigger.exec(QStringLiteral("CREATE TRIGGER keep BEFORE DELETE ON interaction"
                                            " BEGIN SELECT RAISE(ABORT, 'kept by a trigger'); END")));
        const QString path =
            writeTestFile(m_dir, QStringLiteral("kept.jsonl"),
                          lines(0, 2500, 3, 300) + "{\"timestamp\": \"2026-04-20\", \"query\": }\n");
        auto result =
            monitor::importInteractionLogs(*project, {path}, monitor::LogFormat::Interactions, {}, 1000);
        QVERIFY(!result.ok());
        const QString message = result.error().toString();
        QVERIFY2(message.contains(QStringLiteral("kept.jsonl:2501:")), qPrintable(message));
        QVERIFY2(message.contains(monitor::ImportSteps::stepsLeftMessage()), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("kept by a trigger")), qPrintable(message));
        QSqlQuery counts(project->connection());
        QVERIFY(counts.exec(QStringLiteral("SELECT (SELECT count(*) FROM interaction),"
                                           " (SELECT sum(interactions) FROM monitor_day),"
                                           " (SELECT sum(count) FROM monitor_day_latency)")));
        QVERIFY(counts.next());
        QCOMPARE(counts.value(0).toLongLong(), 2000);
        QCOMPARE(counts.value(1).toLongLong(), 2000);
        QCOMPARE(counts.value(2).toLongLong(), 2000);
    }
};

QTEST_GUILESS_MAIN(TestMonitorImportSteps)
#include "tst_monitor_import_steps.moc"
