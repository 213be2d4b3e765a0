#include "TestSupport.h"
#include "monitor/AlertCheck.h"
#include "monitor/AlertRule.h"
#include "monitor/InteractionSample.h"
#include "monitor/MonitorImport.h"
#include "monitor/MonitorMetrics.h"
#include "storage/InteractionPeriodStore.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"
#include "storage/Transaction.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimeZone>
#include <map>
#include <random>

using namespace goldset;
using namespace goldset::test;
using monitor::PeriodNumbers;

// The daily, weekly and monthly numbers of tests/fixtures/monitor/interactions.jsonl, computed by
// hand (README, Monitoring):
//   2026-03-02: i1 100 ms u1 s1 2 sources fb 1 | i2 300 ms u2 s2 0 sources idk fb 0 |
//               (no id) 200 ms u1 s1 escalated | i4 1000 ms u3 (+02:00: still the 2nd, UTC) idk
//   2026-03-03: i5 50 ms u1 s3 idk fb 4 | i6 150 ms u4 s3 fb thumb up = 1 | i7 150 ms u1 s4 0 sources idk
//   2026-03-09: i8 6000 ms u5 s5 | i9 8000 ms u5 s5
class TestMonitorMetrics : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::Project> m_project;

    static void compareNear(const std::optional<double>& actual, double expected)
    {
        QVERIFY(actual.has_value());
        QVERIFY2(std::abs(*actual - expected) < 1e-9,
                 qPrintable(QStringLiteral("%1 != %2").arg(*actual).arg(expected)));
    }

    QList<PeriodNumbers> numbers(monitor::Period period)
    {
        return monitor::periodNumbers(storage::InteractionStore(m_project->connection()), period,
                                      QDate(2026, 1, 1), QDate(2026, 12, 31));
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto project = storage::Project::open(m_dir.filePath(QStringLiteral("m.goldset")),
                                              storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(project);
        m_project = std::move(*project);
        QVERIFY(monitor::importInteractionLogs(*m_project,
                                               {fixturePath(QStringLiteral("monitor/interactions.jsonl"))},
                                               monitor::LogFormat::Interactions)
                    .ok());
    }

    void days()
    {
        const QList<PeriodNumbers> days = numbers(monitor::Period::Day);
        QCOMPARE(days.size(), 3);
        const PeriodNumbers& d2 = days[0];
        QCOMPARE(d2.start, QDate(2026, 3, 2));
        QCOMPARE(d2.interactions, 4);
        QCOMPARE(d2.users, 3);
        QCOMPARE(d2.sessions, 2);
        compareNear(d2.latencyMeanMs, 400);
        compareNear(d2.p50LatencyMs, 200);  // 100 200 300 1000: rank ceil(0.5*4) = 2
        compareNear(d2.p95LatencyMs, 1000); // rank ceil(3.8) = 4
        compareNear(d2.p99LatencyMs, 1000);
        compareNear(d2.zeroResultRate, 0.25);
        compareNear(d2.idkRate, 0.5);
        compareNear(d2.escalationRate, 0.25);
        compareNear(d2.feedbackMean, 0.5);

        const PeriodNumbers& d3 = days[1];
        QCOMPARE(d3.interactions, 3);
        QCOMPARE(d3.users, 2);
        QCOMPARE(d3.sessions, 2);
        compareNear(d3.latencyMeanMs, 350.0 / 3.0);
        compareNear(d3.p50LatencyMs, 150); // 50 150 150: rank 2
        compareNear(d3.p95LatencyMs, 150);
        compareNear(d3.zeroResultRate, 1.0 / 3.0);
        compareNear(d3.idkRate, 2.0 / 3.0);
        compareNear(d3.escalationRate, 0);
        compareNear(d3.feedbackMean, 2.5);

        const PeriodNumbers& d9 = days[2];
        QCOMPARE(d9.interactions, 2);
        QCOMPARE(d9.users, 1);
        QCOMPARE(d9.sessions, 1);
        compareNear(d9.p50LatencyMs, 6000); // rank 1
        compareNear(d9.p95LatencyMs, 8000);
        QCOMPARE(d9.feedbackMean, std::nullopt); // no feedback that day: undefined, not 0
        QCOMPARE(d9.value(QStringLiteral("feedback_mean")), std::nullopt);
        compareNear(d9.value(QStringLiteral("p99_latency_ms")), 8000);
    }

    void weeksAndMonths()
    {
        const QList<PeriodNumbers> weeks = numbers(monitor::Period::Week);
        QCOMPARE(weeks.size(), 2);
        const PeriodNumbers& w = weeks[0];
        QCOMPARE(w.start, QDate(2026, 3, 2)); // a Monday
        QCOMPARE(w.end, QDate(2026, 3, 8));
        QCOMPARE(w.interactions, 7);
        QCOMPARE(w.users, 4);    // u1 u2 u3 u4, u1 on both days counted once
        QCOMPARE(w.sessions, 4); // s1 s2 s3 s4
        compareNear(w.latencyMeanMs, 1950.0 / 7.0);
        // 50 100 150 150 200 300 1000: p50 rank 4 = 150, p95 rank ceil(6.65) = 7 = 1000
        compareNear(w.p50LatencyMs, 150);
        compareNear(w.p95LatencyMs, 1000);
        compareNear(w.zeroResultRate, 2.0 / 7.0);
        compareNear(w.idkRate, 4.0 / 7.0);
        compareNear(w.escalationRate, 1.0 / 7.0);
        compareNear(w.feedbackMean, 1.5); // (1 + 0 + 4 + 1) / 4

        const QList<PeriodNumbers> months = numbers(monitor::Period::Month);
        QCOMPARE(months.size(), 1);
        const PeriodNumbers& m = months[0];
        QCOMPARE(m.start, QDate(2026, 3, 1));
        QCOMPARE(m.end, QDate(2026, 3, 31));
        QCOMPARE(m.interactions, 9);
        QCOMPARE(m.users, 5);
        QCOMPARE(m.sessions, 5);
        compareNear(m.latencyMeanMs, 15950.0 / 9.0);
        compareNear(m.p50LatencyMs, 200);  // rank ceil(4.5) = 5 of 50 100 150 150 200 300 1000 6000 8000
        compareNear(m.p95LatencyMs, 8000); // rank ceil(8.55) = 9
    }

    // The weeks' and months' distinct users and sessions and percentiles are stored on import;
    // without the stored rows (a project imported before they were) the same numbers are
    // counted over the days.
    void storedPeriods()
    {
        const storage::InteractionPeriodStore periods(m_project->connection());
        const int march2 = int(QDate(2026, 3, 2).toJulianDay());
        const int march9 = int(QDate(2026, 3, 9).toJulianDay());
        const auto weeks = periods.periods(storage::PeriodKind::Week, march2, march9);
        QCOMPARE(weeks.size(), 2);
        QCOMPARE(weeks[march2].users, 4);
        QCOMPARE(weeks[march2].sessions, 4);
        QCOMPARE(weeks[march2].p50, std::optional<double>(150));
        QCOMPARE(weeks[march2].p95, std::optional<double>(1000));
        QCOMPARE(weeks[march9].users, 1);
        QCOMPARE(weeks[march9].p50, std::optional<double>(6000));
        QCOMPARE(weeks[march9].p99, std::optional<double>(8000));
        const int march1 = int(QDate(2026, 3, 1).toJulianDay());
        const auto months = periods.periods(storage::PeriodKind::Month, march1, march1);
        QCOMPARE(months.size(), 1);
        QCOMPARE(months[march1].users, 5);
        QCOMPARE(months[march1].sessions, 5);
        QCOMPARE(months[march1].p50, std::optional<double>(200));

        // Counted over the days when not stored: the same numbers.
        QTemporaryDir dir;
        auto other = storage::Project::open(dir.filePath(QStringLiteral("other.goldset")),
                                            storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(other);
        QVERIFY(monitor::importInteractionLogs(**other,
                                               {fixturePath(QStringLiteral("monitor/interactions.jsonl"))},
                                               monitor::LogFormat::Interactions)
                    .ok());
        QSqlQuery clear((*other)->connection());
        QVERIFY(clear.exec(QStringLiteral("DELETE FROM monitor_period")));
        const QList<PeriodNumbers> counted =
            monitor::periodNumbers(storage::InteractionStore((*other)->connection()), monitor::Period::Week,
                                   QDate(2026, 1, 1), QDate(2026, 12, 31));
        QCOMPARE(counted.size(), 2);
        QCOMPARE(counted[0].users, 4);
        QCOMPARE(counted[0].sessions, 4);
        compareNear(counted[0].p50LatencyMs, 150);
        compareNear(counted[1].p95LatencyMs, 8000);

        // A later import updates the periods it touches: u1 and u9 on the 10th: the week of the
        // 9th has 3 users (u5, u1, u9), March 6 (u1 to u5, u9).
        QFile more(dir.filePath(QStringLiteral("more.jsonl")));
        QVERIFY(more.open(QIODevice::WriteOnly));
        more.write(
            R"({"id": "m1", "timestamp": "2026-03-10T08:00:00Z", "query": "q", "answer": "a", "sources": [], "latency_ms": 10, "user_id": "u1"})"
            "\n"
            R"({"id": "m2", "timestamp": "2026-03-10T09:00:00Z", "query": "q", "answer": "a", "sources": [], "latency_ms": 10, "user_id": "u9"})"
            "\n");
        more.close();
        QVERIFY(monitor::importInteractionLogs(**other, {more.fileName()}, monitor::LogFormat::Interactions)
                    .ok());
        const storage::InteractionPeriodStore after((*other)->connection());
        const auto week9 = after.periods(storage::PeriodKind::Week, march9, march9);
        QCOMPARE(week9[march9].users, 3);
        QCOMPARE(week9[march9].p50, std::optional<double>(10)); // 10 10 6000 8000: rank 2
        const auto march = after.periods(storage::PeriodKind::Month, march1, march1);
        QCOMPARE(march[march1].users, 6);
        QCOMPARE(march[march1].p50, std::optional<double>(150)); // rank 6 of 11: 10 10 50 100 150 150 ...
    }

    // Weeks that cross month ends, two imports whose days overlap: every stored week and month
    // against the same numbers counted from the log's lines here.
    void storedPeriodsOfALongLog()
    {
        struct Line
        {
            int day;
            QByteArray user, session;
            double latency;
        };
        std::mt19937 random(7);
        QList<Line> lines;
        QByteArray first;
        QByteArray second;
        // 36 lines a day from January 20; 600 more on February 10 in the first file only; 400 more
        // on March 4 in the second only, whose users that day partly has already.
        struct At
        {
            QDateTime time;
            bool inFirst, inSecond;
        };
        QList<At> times;
        const QDateTime start(QDate(2026, 1, 20), QTime(0, 0), QTimeZone::utc());
        for (int i = 0; i < 3000; ++i) {
            const QDateTime at = start.addSecs(qint64(i) * 2400 + qint64(random() % 2000));
            // The first file up to March 5, the second from February 25: the same lines twice.
            times.append({at, at.date() <= QDate(2026, 3, 5), at.date() >= QDate(2026, 2, 25)});
        }
        for (int i = 0; i < 600; ++i)
            times.append(
                {QDateTime(QDate(2026, 2, 10), QTime(12, 0), QTimeZone::utc()).addSecs(i * 10), true, false});
        for (int i = 0; i < 400; ++i)
            times.append(
                {QDateTime(QDate(2026, 3, 4), QTime(13, 0), QTimeZone::utc()).addSecs(i * 10), false, true});
        for (qsizetype i = 0; i < times.size(); ++i) {
            const QDateTime& at = times[i].time;
            Line line{
                int(at.date().toJulianDay()), random() % 20 ? "u" + QByteArray::number(random() % 400) : "",
                random() % 10 ? "s" + QByteArray::number(i / 3) : "", double(random() % 5000000) / 1000.0};
            QJsonObject object{{QStringLiteral("id"), QStringLiteral("L%1").arg(i)},
                               {QStringLiteral("timestamp"), at.toString(Qt::ISODate)},
                               {QStringLiteral("query"), QStringLiteral("q")},
                               {QStringLiteral("answer"), QStringLiteral("a")},
                               {QStringLiteral("sources"), QJsonArray()},
                               {QStringLiteral("latency_ms"), line.latency}};
            if (!line.user.isEmpty())
                object.insert(QStringLiteral("user_id"), QString::fromLatin1(line.user));
            if (!line.session.isEmpty())
                object.insert(QStringLiteral("session_id"), QString::fromLatin1(line.session));
            const QByteArray json = QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
            if (times[i].inFirst)
                first += json;
            if (times[i].inSecond)
                second += json;
            lines.append(line);
        }
        QTemporaryDir dir;
        QStringList paths;
        for (const QByteArray* bytes : {&first, &second}) {
            QFile file(dir.filePath(QStringLiteral("part%1.jsonl").arg(paths.size())));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(*bytes);
            paths << file.fileName();
        }
        auto project = storage::Project::open(dir.filePath(QStringLiteral("long.goldset")),
                                              storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(project);
        for (const QString& path : std::as_const(paths))
            QVERIFY(monitor::importInteractionLogs(**project, {path}, monitor::LogFormat::Interactions).ok());

        struct Expected
        {
            QSet<QByteArray> users, sessions;
            QList<double> latencies;
        };
        std::map<std::pair<int, int>, Expected> expected; // (0 week / 1 month, start day)
        for (const Line& line : std::as_const(lines)) {
            const QDate date = QDate::fromJulianDay(line.day);
            for (const auto& key : {std::pair{0, int(date.addDays(1 - date.dayOfWeek()).toJulianDay())},
                                    std::pair{1, int(QDate(date.year(), date.month(), 1).toJulianDay())}}) {
                Expected& e = expected[key];
                if (!line.user.isEmpty())
                    e.users.insert(line.user);
                if (!line.session.isEmpty())
                    e.sessions.insert(line.session);
                e.latencies.append(line.latency);
            }
        }
        // Every day's distinct users and sessions, counted as the import wrote their rows.
        std::map<int, std::pair<QSet<QByteArray>, QSet<QByteArray>>> daily;
        for (const Line& line : std::as_const(lines)) {
            auto& [users, sessions] = daily[line.day];
            if (!line.user.isEmpty())
                users.insert(line.user);
            if (!line.session.isEmpty())
                sessions.insert(line.session);
        }
        const auto days = storage::InteractionStore((*project)->connection()).days(0, 9999999);
        QCOMPARE(days.size(), qsizetype(daily.size()));
        for (const auto& day : days) {
            QCOMPARE(day.users, daily[day.day].first.size());
            QCOMPARE(day.sessions, daily[day.day].second.size());
        }
        QVERIFY(daily[int(QDate(2026, 2, 10).toJulianDay())].first.size() > 300);

        // Once as the import stored them, once counted again with at most 10 distinct users or
        // sessions in memory (the rest counted by SQLite, as for a month of a large log).
        for (const bool again : {false, true}) {
            if (again)
                QVERIFY(storage::InteractionPeriodStore((*project)->connection(), 10).refreshAll().ok());
            const storage::InteractionPeriodStore stored((*project)->connection());
            for (auto& [key, period] : expected) {
                Expected& e = period;
                const auto kind = key.first == 0 ? storage::PeriodKind::Week : storage::PeriodKind::Month;
                const auto found = stored.periods(kind, key.second, key.second);
                QVERIFY2(found.contains(key.second), qPrintable(QDate::fromJulianDay(key.second).toString()));
                const storage::InteractionPeriod& p = found[key.second];
                QCOMPARE(p.users, e.users.size());
                QCOMPARE(p.sessions, e.sessions.size());
                std::sort(e.latencies.begin(), e.latencies.end());
                // Nearest rank: the ceil(p n)-th smallest, in integers.
                const auto rank = [&e](qsizetype percent) {
                    return e.latencies[std::max<qsizetype>(1, (percent * e.latencies.size() + 99) / 100) - 1];
                };
                compareNear(p.p50, rank(50));
                compareNear(p.p95, rank(95));
                compareNear(p.p99, rank(99));
            }
        }
        QSqlQuery count((*project)->connection());
        QVERIFY(count.exec(QStringLiteral("SELECT count(*) FROM monitor_period")) && count.next());
        QCOMPARE(count.value(0).toLongLong(), qint64(expected.size())); // 13 weeks from January 19, 4 months
    }

    // A drill-down over several days takes each day's first ones from its index and merges
    // them: the slowest first, the worst rated first; counts come from the daily numbers.
    void drillDownOverDays()
    {
        const storage::InteractionStore store(m_project->connection());
        const int march2 = int(QDate(2026, 3, 2).toJulianDay());
        const int march9 = int(QDate(2026, 3, 9).toJulianDay());
        auto latencies = [&](int limit, int offset) {
            QList<double> result;
            for (const Interaction& i :
                 store.interactions(march2, march9, storage::InteractionFilter::WithLatency,
                                    storage::InteractionOrder::LatencyDescending, limit, offset))
                result.append(*i.latencyMs);
            return result;
        };
        QCOMPARE(latencies(3, 0), (QList<double>{8000, 6000, 1000}));
        QCOMPARE(latencies(2, 2), (QList<double>{1000, 300}));
        QCOMPARE(latencies(10, 7), (QList<double>{100, 50}));
        QStringList worst;
        for (const Interaction& i :
             store.interactions(march2, march9, storage::InteractionFilter::WithFeedback,
                                storage::InteractionOrder::FeedbackAscending, 10))
            worst.append(i.externalId);
        // i2 0, then i1 and i6 1 (in the order they were imported), i5 4
        QCOMPARE(worst, (QStringList{QStringLiteral("i2"), QStringLiteral("i1"), QStringLiteral("i6"),
                                     QStringLiteral("i5")}));
        QCOMPARE(store.countInteractions(march2, march2 + 1, storage::InteractionFilter::Idk), 4);
        QCOMPARE(store.countInteractions(march2, march9, storage::InteractionFilter::WithFeedback), 4);
        QCOMPARE(store.countInteractions(march2, march9, storage::InteractionFilter::ZeroResults), 2);
        QCOMPARE(store.countInteractions(march9, march9, storage::InteractionFilter::All), 2);
    }

    // The judge's numbers on the interactions sampled into a run, by hand: i1 (the 2nd) has
    // claims supported + unsupported (0.5), i2 (the 2nd) supported, supported, unknown (1.0),
    // i5 (the 3rd) contradicted (0); answer relevancy found i1 committal, i2 and i8 (the 9th)
    // noncommittal.
    void judgeOnTheSample()
    {
        QTemporaryDir dir;
        auto opened = storage::Project::open(dir.filePath(QStringLiteral("judged.goldset")),
                                             storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(opened);
        storage::Project& project = **opened;
        QVERIFY(monitor::importInteractionLogs(project,
                                               {fixturePath(QStringLiteral("monitor/interactions.jsonl"))},
                                               monitor::LogFormat::Interactions)
                    .ok());
        {
            storage::Transaction transaction(project.connection());
            QVERIFY(transaction.begin());
            monitor::SampleOptions options;
            options.runName = QStringLiteral("production sample");
            options.from = QDate(2026, 3, 1);
            options.to = QDate(2026, 3, 31);
            options.size = 9;
            auto sample = monitor::sampleIntoRun(project, options);
            QVERIFY2(sample, qPrintable(sample ? QString() : sample.error().toString()));
            QCOMPARE(sample->interactionIds.size(), 9);
            QVERIFY(transaction.commit());
        }
        QSqlQuery q(project.connection());
        auto judge = [&](const char* externalId, const QStringList& verdicts,
                         std::optional<bool> noncommittal) {
            QSqlQuery link(project.connection());
            link.prepare(
                QStringLiteral("SELECT l.run_id, l.question_id FROM interaction_link l JOIN interaction i"
                               " ON i.id = l.interaction_id WHERE i.external_id = ? AND l.kind = 'sampled'"));
            link.addBindValue(QString::fromLatin1(externalId));
            if (!link.exec() || !link.next())
                return false;
            const qint64 run = link.value(0).toLongLong();
            const qint64 question = link.value(1).toLongLong();
            for (int i = 0; i < verdicts.size(); ++i) {
                q.prepare(QStringLiteral("INSERT INTO claim(run_id, question_id, ordinal, text, verdict)"
                                         " VALUES (?, ?, ?, 'a claim', ?)"));
                q.addBindValue(run);
                q.addBindValue(question);
                q.addBindValue(i);
                q.addBindValue(verdicts[i]);
                if (!q.exec())
                    return false;
            }
            if (noncommittal) {
                q.prepare(QStringLiteral(
                    "INSERT INTO answer_relevancy(run_id, question_id, judge_model, noncommittal,"
                    " judged_at) VALUES (?, ?, 'judge', ?, '2026-03-20T00:00:00Z')"));
                q.addBindValue(run);
                q.addBindValue(question);
                q.addBindValue(*noncommittal ? 1 : 0);
                if (!q.exec())
                    return false;
            }
            return true;
        };
        QVERIFY(judge("i1", {QStringLiteral("supported"), QStringLiteral("unsupported")}, false));
        QVERIFY(judge("i2",
                      {QStringLiteral("supported"), QStringLiteral("supported"), QStringLiteral("unknown")},
                      true));
        QVERIFY(judge("i5", {QStringLiteral("contradicted")}, std::nullopt));
        QVERIFY(judge("i8", {}, true));

        const storage::InteractionStore store(project.connection());
        const QList<PeriodNumbers> days =
            monitor::periodNumbers(store, monitor::Period::Day, QDate(2026, 3, 1), QDate(2026, 3, 31));
        QCOMPARE(days.size(), 3);
        compareNear(days[0].judgeFaithfulness, 0.75); // (0.5 + 1.0) / 2
        compareNear(days[0].judgeIdkRate, 0.5);       // i2 of i1, i2
        compareNear(days[1].judgeFaithfulness, 0.0);
        QCOMPARE(days[1].judgeIdkRate, std::nullopt);
        QCOMPARE(days[2].judgeFaithfulness, std::nullopt);
        compareNear(days[2].value(QStringLiteral("judge_idk_rate")), 1.0);
        const QList<PeriodNumbers> weeks =
            monitor::periodNumbers(store, monitor::Period::Week, QDate(2026, 3, 1), QDate(2026, 3, 31));
        compareNear(weeks[0].value(QStringLiteral("judge_faithfulness")), 0.5); // (0.5 + 1 + 0) / 3
        compareNear(weeks[0].judgeIdkRate, 0.5);
        QVERIFY(monitor::isMonitorMetric(QStringLiteral("judge_faithfulness")));
        // Not judged at all: undefined.
        QCOMPARE(numbers(monitor::Period::Day).at(0).judgeFaithfulness, std::nullopt);
    }

    void movingAverages()
    {
        const QList<PeriodNumbers> days = numbers(monitor::Period::Day);
        const auto seven = monitor::movingAverage(days, QStringLiteral("interactions"), 7);
        QCOMPARE(seven.size(), 3);
        compareNear(seven[0], 4);
        compareNear(seven[1], 3.5);
        compareNear(seven[2], 2.5); // the 9th: the 3rd (6 days before) is in, the 2nd (7 days) out
        const auto thirty = monitor::movingAverage(days, QStringLiteral("interactions"), 30);
        compareNear(thirty[2], 3);
        const auto feedback = monitor::movingAverage(days, QStringLiteral("feedback_mean"), 30);
        compareNear(feedback[2], 1.5); // (0.5 + 2.5) / 2: the 9th has none
    }

    void rules_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("absolute") << "p95_latency_ms > 5000"
                                  << "p95_latency_ms > 5000";
        QTest::newRow("rate") << "zero_result_rate>=0.05"
                              << "zero_result_rate >= 0.05";
        QTest::newRow("relative") << "idk_rate > mean30 + 50%"
                                  << "idk_rate > mean30 + 50%";
        QTest::newRow("down") << "feedback_mean < mean7 - 20%"
                              << "feedback_mean < mean7 - 20%";
        QTest::newRow("mean") << "  users   <   mean14 "
                              << "users < mean14";
    }

    void rules()
    {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        auto rule = monitor::AlertRule::parse(text);
        QVERIFY2(rule.ok(), qPrintable(rule.ok() ? QString() : rule.error().toString()));
        QCOMPARE(rule->text(), canonical);
    }

    void badRules()
    {
        QVERIFY(!monitor::AlertRule::parse(QStringLiteral("latency > 5")).ok()); // unknown metric
        QVERIFY(!monitor::AlertRule::parse(QStringLiteral("p95_latency_ms = 5")).ok());
        QVERIFY(!monitor::AlertRule::parse(QStringLiteral("p95_latency_ms > mean0")).ok());
        QVERIFY(!monitor::AlertRule::parse(QStringLiteral("p95_latency_ms > fast")).ok());
        QVERIFY(monitor::AlertRule::parse(QStringLiteral("idk_rate >"))
                    .error()
                    .message.contains(QStringLiteral("METRIC OP VALUE")));
    }

    void checks()
    {
        auto rule = [](const char* text) { return *monitor::AlertRule::parse(QString::fromLatin1(text)); };
        // The last day alone by default: the 9th.
        auto fired = monitor::checkAlerts(*m_project, {rule("p95_latency_ms > 5000")}, std::nullopt);
        QVERIFY(fired.ok());
        QCOMPARE(fired->size(), 1);
        QCOMPARE(QDate::fromJulianDay(fired->at(0).day), QDate(2026, 3, 9));
        QCOMPARE(fired->at(0).value, 8000.0);
        QCOMPARE(fired->at(0).limit, 5000.0);

        fired = monitor::checkAlerts(*m_project, {rule("zero_result_rate > 0.3")}, QDate(2026, 3, 1));
        QCOMPARE(fired->size(), 1);
        QCOMPARE(QDate::fromJulianDay(fired->at(0).day), QDate(2026, 3, 3)); // 1/3; the 2nd is 0.25

        // Relative: the 3rd against the 2nd (400: limit 600), the 9th against the mean of the
        // 2nd and 3rd ((400 + 116.67) / 2 = 258.33: limit 387.5).
        fired = monitor::checkAlerts(*m_project, {rule("latency_mean_ms > mean30 + 50%")}, QDate(2026, 3, 1));
        QCOMPARE(fired->size(), 1);
        QCOMPARE(QDate::fromJulianDay(fired->at(0).day), QDate(2026, 3, 9));
        QVERIFY(std::abs(fired->at(0).limit - (400.0 + 350.0 / 3.0) / 2.0 * 1.5) < 1e-9);
        // The 2nd has no days before it: its relative rule does not fire.
        fired = monitor::checkAlerts(*m_project, {rule("idk_rate > mean7 - 90%")}, QDate(2026, 3, 2));
        QCOMPARE(fired->size(), 1);
        QCOMPARE(QDate::fromJulianDay(fired->at(0).day), QDate(2026, 3, 3)); // the 9th: 0 > 0.05? no

        // Stored once per rule and day, however often checked.
        QCOMPARE(storage::AlertStore(m_project->connection()).fired(0, 9999999).size(), 4);
        QVERIFY(monitor::checkAlerts(*m_project, {rule("p95_latency_ms > 5000")}, std::nullopt).ok());
        QCOMPARE(storage::AlertStore(m_project->connection()).fired(0, 9999999).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestMonitorMetrics)
#include "tst_monitor_metrics.moc"
