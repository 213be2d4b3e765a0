#include "TestSupport.h"
#include "monitor/IdkPatterns.h"
#include "monitor/IdkReapply.h"
#include "monitor/MonitorImport.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::test;

// Edited "I don't know" patterns flag the stored interactions again, and their days' numbers,
// on tests/fixtures/monitor/interactions.jsonl. By hand, with the default patterns the declined
// answers are i2, i4 (the 2nd of March) and i5, i7 (the 3rd); with the English pattern
// "connect you" alone (and patterns of the other languages that match nothing) only the
// interaction without an id ("I will connect you with our support team.", the 2nd) is.
class TestMonitorIdk : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_next = 0;

    std::unique_ptr<storage::Project> imported()
    {
        auto project = storage::Project::open(m_dir.filePath(QStringLiteral("p%1.goldset").arg(m_next++)),
                                              storage::Project::OpenMode::CreateIfMissing);
        if (!project)
            return nullptr;
        if (!monitor::importInteractionLogs(**project,
                                            {fixturePath(QStringLiteral("monitor/interactions.jsonl"))},
                                            monitor::LogFormat::Interactions))
            return nullptr;
        return std::move(*project);
    }

    static QList<qint64> idkByDay(storage::Project& project)
    {
        QList<qint64> result;
        const int march2 = int(QDate(2026, 3, 2).toJulianDay());
        for (const InteractionDay& day :
             storage::InteractionStore(project.connection()).days(march2, march2 + 7))
            result.append(day.idk);
        return result;
    }

    static QStringList flagged(storage::Project& project)
    {
        QSqlQuery q(project.connection());
        QStringList ids;
        if (q.exec(QStringLiteral("SELECT external_id FROM interaction WHERE idk = 1 ORDER BY id"))) {
            while (q.next())
                ids.append(q.value(0).toString());
        }
        return ids;
    }

    static bool setPatterns(storage::Project& project, const QString& english)
    {
        for (const QString& language : monitor::IdkPatterns::languages()) {
            const QString value = language == QLatin1String("en") ? english : QStringLiteral("zzzz");
            if (!project.settings().setValue(monitor::IdkPatterns::settingKey(language), value))
                return false;
        }
        return true;
    }

private Q_SLOTS:
    void editedPatternsFlagAgain()
    {
        auto project = imported();
        QVERIFY(project);
        QCOMPARE(idkByDay(*project), (QList<qint64>{2, 2, 0}));
        QCOMPARE(flagged(*project), (QStringList{QStringLiteral("i2"), QStringLiteral("i4"),
                                                 QStringLiteral("i5"), QStringLiteral("i7")}));
        auto defaults = monitor::IdkPatterns::load(project->settings());
        QVERIFY(defaults);
        QVERIFY(!monitor::idkPatternsChanged(*project, *defaults));

        QVERIFY(setPatterns(*project, QStringLiteral("connect you")));
        auto edited = monitor::IdkPatterns::load(project->settings());
        QVERIFY(edited);
        QVERIFY(monitor::idkPatternsChanged(*project, *edited));
        // An import of no file flags them again: four off, one on.
        QList<std::pair<qint64, qint64>> ticks;
        auto summary =
            monitor::importInteractionLogs(*project, {}, std::nullopt, [&](qint64 done, qint64 total) {
                ticks.append({done, total});
                return true;
            });
        QVERIFY2(summary, qPrintable(summary ? QString() : summary.error().toString()));
        QCOMPARE(summary->idkChanged, 5);
        QCOMPARE(summary->added, 0);
        QCOMPARE(ticks.constLast(), (std::pair<qint64, qint64>{9, 9}));
        QCOMPARE(idkByDay(*project), (QList<qint64>{1, 0, 0}));
        QCOMPARE(flagged(*project), QStringList{QString()});
        QVERIFY(!monitor::idkPatternsChanged(*project, *edited));

        // Nothing changed since: a re-import changes no flag; a new line is flagged on import.
        QFile more(m_dir.filePath(QStringLiteral("more.jsonl")));
        QVERIFY(more.open(QIODevice::WriteOnly));
        more.write(
            R"({"id": "n1", "timestamp": "2026-03-03T08:00:00Z", "query": "q", "answer": "Let me connect you.", "sources": [], "latency_ms": 5})"
            "\n");
        more.close();
        auto again = monitor::importInteractionLogs(
            *project, {fixturePath(QStringLiteral("monitor/interactions.jsonl")), more.fileName()},
            std::nullopt);
        QVERIFY(again);
        QCOMPARE(again->idkChanged, 0);
        QCOMPARE(again->added, 1);
        QCOMPARE(idkByDay(*project), (QList<qint64>{1, 1, 0}));
    }

    // Cancelled while flagging again: nothing changes, the patterns count as not applied.
    void cancelled()
    {
        auto project = imported();
        QVERIFY(project);
        QVERIFY(setPatterns(*project, QStringLiteral("connect you")));
        auto summary =
            monitor::importInteractionLogs(*project, {}, std::nullopt, [](qint64, qint64) { return false; });
        QVERIFY(!summary);
        QCOMPARE(idkByDay(*project), (QList<qint64>{2, 2, 0}));
        QCOMPARE(flagged(*project).size(), 4);
        auto edited = monitor::IdkPatterns::load(project->settings());
        QVERIFY(edited);
        QVERIFY(monitor::idkPatternsChanged(*project, *edited));
    }

    // A project whose flags were set before the applied patterns were recorded reads them again
    // once; an empty one has nothing to read.
    void unrecorded()
    {
        auto project = imported();
        QVERIFY(project);
        QSqlQuery q(project->connection());
        QVERIFY(q.exec(QStringLiteral("DELETE FROM setting WHERE key = 'monitor/idk_applied'")));
        auto defaults = monitor::IdkPatterns::load(project->settings());
        QVERIFY(defaults);
        QVERIFY(monitor::idkPatternsChanged(*project, *defaults));
        auto summary = monitor::importInteractionLogs(*project, {}, std::nullopt);
        QVERIFY(summary);
        QCOMPARE(summary->idkChanged, 0);
        QVERIFY(!monitor::idkPatternsChanged(*project, *defaults));

        auto empty = storage::Project::open(m_dir.filePath(QStringLiteral("empty.goldset")),
                                            storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(empty);
        QVERIFY(!monitor::idkPatternsChanged(**empty, *defaults));
    }
};

QTEST_GUILESS_MAIN(TestMonitorIdk)
#include "tst_monitor_idk.moc"
