// kill -9 at random moments: an import, a judge run, a generation run, a batch merge and a
// project copy are killed midway, then the project must pass PRAGMA integrity_check, imports
// must be all or nothing, and the next run of a job must not redo what the killed one stored.
// The moments are random (the seed is printed; GOLDSET_KILL_SEED repeats a run).
#include "ChatServer.h"
#include "TestSupport.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using goldset::test::ChatServer;
using goldset::test::RecordedRequest;
using goldset::test::ScriptedResponse;

namespace {

qint64 count(storage::Project& project, const QString& sql)
{
    QSqlQuery query(project.connection());
    return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
}

QString integrity(const QString& path)
{
    auto project = storage::Project::open(path);
    if (!project)
        return project.error().toString();
    QSqlQuery query((*project)->connection());
    if (!query.exec(QStringLiteral("PRAGMA integrity_check")) || !query.next())
        return QStringLiteral("integrity_check failed to run");
    return query.value(0).toString();
}

// Claims and verdicts for any answer; a unique question for any chunk.
ScriptedResponse answerEverything(const RecordedRequest& request)
{
    static int generated = 0;
    const QString schema = request.schemaName();
    ScriptedResponse response;
    if (schema == QLatin1String("claims"))
        response = ScriptedResponse::answer({{"claims", {"The answer says something.", "It says more."}}});
    else if (schema == QLatin1String("questions"))
        response = ScriptedResponse::answer(
            {{"questions",
              {{{"question", QStringLiteral("Generated question %1?").arg(++generated).toStdString()},
                {"answer", "An answer."}}}}});
    else {
        nlohmann::json verdicts = nlohmann::json::array();
        for (const auto& item : request.numbered(QStringLiteral("claim")))
            verdicts.push_back({{"claim", item.first},
                                {"verdict", "supported"},
                                {"reason", "it says so"},
                                {"evidence", nlohmann::json::array()}});
        response = ScriptedResponse::answer({{"verdicts", verdicts}});
    }
    return response.delayed(15);
}

} // namespace

class TestKillRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedImportIsAllOrNothing();
    void killedJudgeResumesWithoutRedoingWork();
    void killedGenerationResumesWithoutRedoingWork();
    void killedBatchMergeIsAllOrNothing();
    void killedCopyLeavesNoHalfProject();
    void killedMonitorImportKeepsWholeSteps();
    void copyRefusesATargetWithALeftoverLog();

private:
    QString demo(const QString& name);
    // Starts goldset-cli, spins the event loop (the loopback server lives on it) until `ready`
    // says so, then kills it with SIGKILL. Returns false if it ended by itself first.
    bool killWhen(const QStringList& arguments, const std::function<bool()>& ready);
    int randomBetween(int low, int high) { return low + int(m_random.bounded(high - low + 1)); }

    QTemporaryDir m_dir;
    QRandomGenerator m_random;
};

void TestKillRecovery::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const quint32 seed = qEnvironmentVariableIsSet("GOLDSET_KILL_SEED")
                             ? quint32(qEnvironmentVariableIntValue("GOLDSET_KILL_SEED"))
                             : QRandomGenerator::global()->generate();
    qInfo("kill moments from seed %u (GOLDSET_KILL_SEED=%u repeats them)", seed, seed);
    m_random.seed(seed);
}

QString TestKillRecovery::demo(const QString& name)
{
    const QString path = m_dir.filePath(name);
    const test::CliResult made = test::runCli({QStringLiteral("demo"), QStringLiteral("--out"), path});
    return made.exitCode == 0 ? path : QString();
}

bool TestKillRecovery::killWhen(const QStringList& arguments, const std::function<bool()>& ready)
{
    QProcess process;
    process.start(QStringLiteral(GOLDSET_CLI_PATH), arguments);
    if (!process.waitForStarted(10000))
        return false;
    QElapsedTimer clock;
    clock.start();
    while (process.state() == QProcess::Running && !ready() && clock.elapsed() < 120000)
        QTest::qWait(5);
    const bool killed = process.state() == QProcess::Running;
    process.kill();
    process.waitForFinished(10000);
    // Requests the killed process had sent are still in the loopback server's sockets: let it
    // read them now, so that they are not counted as the next run's.
    QTest::qWait(500);
    if (!killed)
        qWarning("goldset-cli ended before the kill: %s", process.readAllStandardError().constData());
    return killed;
}

void TestKillRecovery::killedImportIsAllOrNothing()
{
    const QString path = demo(QStringLiteral("import.goldset"));
    QVERIFY(!path.isEmpty());
    // 6,000 chunks of varied text: long enough to be killed midway.
    const QString corpus = m_dir.filePath(QStringLiteral("corpus.jsonl"));
    {
        QFile file(corpus);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QStringList words = {
            QStringLiteral("battery"), QStringLiteral("frame"), QStringLiteral("warranty"),
            QStringLiteral("Akku"),    QStringLiteral("电池"),  QStringLiteral("保証"),
            QStringLiteral("return"),  QStringLiteral("motor"), QStringLiteral("brake")};
        for (int i = 0; i < 6000; ++i) {
            QString text;
            for (int w = 0; w < 40; ++w)
                text += words[(i * 7 + w * 3) % words.size()] + QLatin1Char(' ');
            file.write(
                QStringLiteral("{\"id\": \"k%1#0\", \"text\": \"%2 %1\"}\n").arg(i).arg(text).toUtf8());
        }
    }
    qint64 before = 0;
    {
        auto project = storage::Project::open(path);
        QVERIFY(project);
        before = count(**project, QStringLiteral("SELECT count(*) FROM chunk"));
    }
    const QStringList import = {QStringLiteral("import"),   QStringLiteral("--project"), path,
                                QStringLiteral("--format"), QStringLiteral("corpus"),    corpus};
    for (int round = 0; round < 3; ++round) {
        const int delayMs = randomBetween(30, 1500);
        QElapsedTimer clock;
        clock.start();
        killWhen(import, [&] { return clock.elapsed() >= delayMs; });
        QCOMPARE(integrity(path), QStringLiteral("ok"));
        auto project = storage::Project::open(path);
        QVERIFY(project);
        const qint64 chunks = count(**project, QStringLiteral("SELECT count(*) FROM chunk"));
        QVERIFY2(chunks == before || chunks == before + 6000,
                 qPrintable(QStringLiteral("round %1, killed after %2 ms: %3 chunks")
                                .arg(round)
                                .arg(delayMs)
                                .arg(chunks)));
        if (chunks != before)
            break; // it finished before the kill: nothing more to learn
    }
}

void TestKillRecovery::killedJudgeResumesWithoutRedoingWork()
{
    const QString path = demo(QStringLiteral("judge.goldset"));
    QVERIFY(!path.isEmpty());
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(answerEverything);
    const QStringList judge = {QStringLiteral("judge"), QStringLiteral("--project"), path,
                               QStringLiteral("--run"), QStringLiteral("bm25-baseline"),
                               QStringLiteral("--endpoint"), server.baseUrl(), QStringLiteral("--model"),
                               QStringLiteral("kill-judge"),
                               // The claims pipeline: the demo's nuggets are judged in tst_nuggets.
                               QStringLiteral("--metrics"), QStringLiteral("faithfulness"),
                               QStringLiteral("--concurrency"), QStringLiteral("3")};
    const int killAfter = randomBetween(4, 60);
    QVERIFY(killWhen(judge, [&] { return server.requestCount() >= killAfter; }));
    QCOMPARE(integrity(path), QStringLiteral("ok"));

    // What the killed run stored as done is what the next run must not ask for again.
    QStringList doneQuestions;
    {
        auto project = storage::Project::open(path);
        QVERIFY(project);
        QSqlQuery query((*project)->connection());
        QVERIFY(query.exec(QStringLiteral(
            "SELECT q.text FROM job_item j JOIN question q ON j.item_key = 'answer:' || q.external_id "
            "WHERE j.state = 'done' AND j.job LIKE '%kill-judge%'")));
        while (query.next())
            doneQuestions << query.value(0).toString();
    }
    const int firstRun = server.requestCount();
    const test::CliResult resumed = [&] {
        QProcess process;
        process.start(QStringLiteral(GOLDSET_CLI_PATH), judge);
        process.waitForStarted();
        QElapsedTimer clock;
        clock.start();
        while (process.state() == QProcess::Running && clock.elapsed() < 180000)
            QTest::qWait(10);
        return test::CliResult{process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                               QString::fromUtf8(process.readAllStandardError())};
    }();
    QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
    int asked = 0;
    for (int i = firstRun; i < server.requestCount(); ++i) {
        const RecordedRequest& request = server.requests()[i];
        if (request.schemaName() != QLatin1String("claims"))
            continue;
        ++asked;
        for (const QString& done : std::as_const(doneQuestions))
            QVERIFY2(!request.userPrompt().contains(done),
                     qPrintable(QStringLiteral("asked again: ") + done));
    }
    // Every answer of the run exactly once overall.
    QVERIFY2(
        asked + doneQuestions.size() == 45,
        qPrintable(QStringLiteral("asked again %1, done before %2").arg(asked).arg(doneQuestions.size())));
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

void TestKillRecovery::killedGenerationResumesWithoutRedoingWork()
{
    const QString path = demo(QStringLiteral("generate.goldset"));
    QVERIFY(!path.isEmpty());
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(answerEverything);
    const QStringList generate = {QStringLiteral("generate"),
                                  QStringLiteral("--project"),
                                  path,
                                  QStringLiteral("--endpoint"),
                                  server.baseUrl(),
                                  QStringLiteral("--model"),
                                  QStringLiteral("kill-generator"),
                                  QStringLiteral("--concurrency"),
                                  QStringLiteral("3")};
    const int killAfter = randomBetween(4, 120);
    QVERIFY(killWhen(generate, [&] { return server.requestCount() >= killAfter; }));
    QCOMPARE(integrity(path), QStringLiteral("ok"));
    QStringList doneChunks;
    qint64 questionsAfterKill = 0;
    {
        auto project = storage::Project::open(path);
        QVERIFY(project);
        QSqlQuery query((*project)->connection());
        QVERIFY(query.exec(
            QStringLiteral("SELECT c.text FROM job_item j JOIN chunk c ON c.external_id = j.item_key "
                           "WHERE j.state = 'done' AND j.job LIKE '%kill-generator%'")));
        while (query.next())
            doneChunks << query.value(0).toString();
        questionsAfterKill =
            count(**project, QStringLiteral("SELECT count(*) FROM question WHERE origin = 'generated'"));
    }
    const int firstRun = server.requestCount();
    QProcess process;
    process.start(QStringLiteral(GOLDSET_CLI_PATH), generate);
    QVERIFY(process.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(process.state() == QProcess::NotRunning, 180000);
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    for (int i = firstRun; i < server.requestCount(); ++i)
        for (const QString& done : std::as_const(doneChunks))
            QVERIFY2(!server.requests()[i].userPrompt().contains(done),
                     qPrintable(QStringLiteral("generated again from: ") + done.left(60)));
    auto project = storage::Project::open(path);
    QVERIFY(project);
    // One question per request, none lost and none twice: the killed run's stay, the rest come.
    QVERIFY(count(**project, QStringLiteral("SELECT count(*) FROM question WHERE origin = 'generated'")) >=
            questionsAfterKill);
    QCOMPARE(count(**project, QStringLiteral("SELECT count(*) - count(DISTINCT text) FROM question")), 0);
    QCOMPARE(integrity(path), QStringLiteral("ok"));
}

void TestKillRecovery::killedBatchMergeIsAllOrNothing()
{
    const QString path = demo(QStringLiteral("batch.goldset"));
    QVERIFY(!path.isEmpty());
    const test::CliResult created =
        test::runCli({QStringLiteral("batch"), QStringLiteral("create"), QStringLiteral("--project"), path,
                      QStringLiteral("--name"), QStringLiteral("b1"), QStringLiteral("--kind"),
                      QStringLiteral("relevance"), QStringLiteral("--annotators"), QStringLiteral("carla"),
                      QStringLiteral("--size"), QStringLiteral("40")});
    QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    const QString package = m_dir.filePath(QStringLiteral("carla.goldset"));
    const test::CliResult exported =
        test::runCli({QStringLiteral("batch"), QStringLiteral("export"), QStringLiteral("--project"), path,
                      QStringLiteral("--batch"), QStringLiteral("b1"), QStringLiteral("--annotator"),
                      QStringLiteral("carla"), QStringLiteral("--out"), package});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    // carla grades every item of her package (in it, as her workstation would).
    qint64 graded = 0;
    {
        auto pkg = storage::Project::open(package);
        QVERIFY(pkg);
        storage::Project& p = **pkg;
        const auto carla = p.annotators().ensure(QStringLiteral("carla"));
        QVERIFY(carla);
        QList<RowId> chunks;
        for (const Document& d : p.corpus().documents())
            for (const Chunk& c : p.corpus().chunksOfDocument(d.id))
                if (chunks.size() < 4)
                    chunks.append(c.id);
        for (const RowId question : p.questions().ids())
            for (const RowId chunk : std::as_const(chunks))
                if (!p.labels().label(question, chunk, *carla)) {
                    QVERIFY(p.labels().setLabel(question, chunk, *carla, int((question + chunk) % 4)).ok());
                    ++graded;
                }
    }
    QVERIFY(graded > 0);
    qint64 before = 0;
    {
        auto project = storage::Project::open(path);
        before = count(**project, QStringLiteral("SELECT count(*) FROM relevance_label"));
    }
    // What a whole merge gives, measured on a copy merged without a kill.
    const QString whole = m_dir.filePath(QStringLiteral("batch-whole.goldset"));
    QVERIFY(QFile::copy(path, whole));
    const test::CliResult merged = test::runCli(
        {QStringLiteral("batch"), QStringLiteral("import"), QStringLiteral("--project"), whole, package});
    QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
    qint64 complete = 0;
    {
        auto project = storage::Project::open(whole);
        complete = count(**project, QStringLiteral("SELECT count(*) FROM relevance_label"));
    }
    QVERIFY(complete > before);
    const QStringList merge = {QStringLiteral("batch"), QStringLiteral("import"), QStringLiteral("--project"),
                               path, package};
    const int delayMs = randomBetween(5, 400);
    QElapsedTimer clock;
    clock.start();
    killWhen(merge, [&] { return clock.elapsed() >= delayMs; });
    QCOMPARE(integrity(path), QStringLiteral("ok"));
    auto project = storage::Project::open(path);
    QVERIFY(project);
    const qint64 after = count(**project, QStringLiteral("SELECT count(*) FROM relevance_label"));
    QVERIFY2(
        after == before || after == complete,
        qPrintable(
            QStringLiteral("%1 labels, before %2, whole merge %3").arg(after).arg(before).arg(complete)));
}

void TestKillRecovery::killedCopyLeavesNoHalfProject()
{
    const QString path = demo(QStringLiteral("copy.goldset"));
    QVERIFY(!path.isEmpty());
    for (int round = 0; round < 3; ++round) {
        const QString target = m_dir.filePath(QStringLiteral("copy-%1.goldset").arg(round));
        const int delayMs = randomBetween(1, 300);
        QElapsedTimer clock;
        clock.start();
        killWhen({QStringLiteral("project"), QStringLiteral("copy"), path, target},
                 [&] { return clock.elapsed() >= delayMs; });
        // Either no copy, or a whole one: never a file that looks like a project and is not.
        if (QFileInfo::exists(target)) {
            QCOMPARE(integrity(target), QStringLiteral("ok"));
            const test::CliResult a = test::runCli(
                {QStringLiteral("stats"), QStringLiteral("--project"), path, QStringLiteral("--json")});
            const test::CliResult b = test::runCli(
                {QStringLiteral("stats"), QStringLiteral("--project"), target, QStringLiteral("--json")});
            QCOMPARE(b.out, a.out);
        }
        QCOMPARE(integrity(path), QStringLiteral("ok"));
    }
}

void TestKillRecovery::copyRefusesATargetWithALeftoverLog()
{
    // A project killed while writing leaves its -wal; a copy renamed into its place would be
    // read together with that log. The copy is refused, and nothing is left behind.
    const QString path = demo(QStringLiteral("source.goldset"));
    QVERIFY(!path.isEmpty());
    const QString target = m_dir.filePath(QStringLiteral("stale.goldset"));
    {
        QFile log(target + QStringLiteral("-wal"));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write(QByteArray(4096, 'w'));
    }
    const test::CliResult copied =
        test::runCli({QStringLiteral("project"), QStringLiteral("copy"), path, target});
    QCOMPARE(copied.exitCode, 2);
    QVERIFY2(copied.err.contains(QLatin1String("stale.goldset-wal lies beside it")), qPrintable(copied.err));
    QVERIFY(!QFileInfo::exists(target));
    QCOMPARE(
        QDir(m_dir.path()).entryList({QStringLiteral(".stale.goldset.*")}, QDir::Files | QDir::Hidden).size(),
        0);
}

// A monitoring import of more than a step (1,000,000 interactions) killed after its first step:
// what stays is that step with its days' and weeks' numbers, each equal to what the stored
// interactions say (counted here by SQL), and importing the file again adds the rest.
void TestKillRecovery::killedMonitorImportKeepsWholeSteps()
{
    const QString project = m_dir.filePath(QStringLiteral("monitor.goldset"));
    const QString log = m_dir.filePath(QStringLiteral("interactions.jsonl"));
    constexpr int kLines = 1100000;
    {
        QFile file(log);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray buffer;
        const QDateTime start(QDate(2026, 3, 1), QTime(0, 0), Qt::UTC);
        for (int i = 0; i < kLines; ++i) {
            buffer += "{\"id\":\"k" + QByteArray::number(i) + "\",\"timestamp\":\"" +
                      start.addSecs(2LL * i).toString(Qt::ISODate).toLatin1() + "\",\"query\":\"q" +
                      QByteArray::number(i % 997) + "\",\"answer\":\"a" + QByteArray::number(i % 13) +
                      "\",\"sources\":[\"d" + QByteArray::number(i % 50) +
                      "\"],\"latency_ms\":" + QByteArray::number(100 + i % 900) + ",\"user_id\":\"u" +
                      QByteArray::number(i % 300) + "\",\"session_id\":\"s" + QByteArray::number(i / 4) +
                      "\"}\n";
            if (buffer.size() > (1 << 20)) {
                QCOMPARE(file.write(buffer), buffer.size());
                buffer.clear();
            }
        }
        QCOMPARE(file.write(buffer), buffer.size());
    }
    auto scalar = [&project](const QString& sql) -> qint64 {
        const QString name = QStringLiteral("kill-reader");
        qint64 value = -1;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(project);
            if (db.open()) {
                QSqlQuery q(db);
                if (q.exec(sql) && q.next())
                    value = q.value(0).toLongLong();
            }
        }
        QSqlDatabase::removeDatabase(name);
        return value;
    };
    const QString highestId = QStringLiteral("SELECT ifnull(max(id), 0) FROM interaction");
    const QStringList arguments = {QStringLiteral("monitor"), QStringLiteral("import"),
                                   QStringLiteral("--project"), project, log};
    // Killed once the first step is committed, up to half a second later.
    const int after = randomBetween(0, 500);
    QElapsedTimer sinceStep;
    QVERIFY(killWhen(arguments, [&] {
        if (!sinceStep.isValid()) {
            if (QFileInfo::exists(project) && scalar(highestId) > 0)
                sinceStep.start();
            return false;
        }
        return sinceStep.elapsed() >= after;
    }));
    auto project1 = storage::Project::open(project);
    QVERIFY(project1);
    QSqlQuery integrity((*project1)->connection());
    QVERIFY(integrity.exec(QStringLiteral("PRAGMA integrity_check")) && integrity.next());
    QCOMPARE(integrity.value(0).toString(), QStringLiteral("ok"));
    // Every day's and week's numbers against the interactions themselves; none may differ.
    const auto inconsistent = [&]() -> qint64 {
        QSqlQuery q((*project1)->connection());
        const bool ran = q.exec(QStringLiteral(
            "SELECT (SELECT count(*) FROM monitor_day d WHERE interactions != (SELECT count(*) FROM "
            "interaction"
            " WHERE day = d.day) OR users != (SELECT count(DISTINCT user_hash) FROM interaction WHERE day = "
            "d.day)"
            " OR sessions != (SELECT count(DISTINCT session_id) FROM interaction WHERE day = d.day)"
            " OR latency_sum != (SELECT sum(latency_ms) FROM interaction WHERE day = d.day))"
            " + ((SELECT count(*) FROM monitor_day) != (SELECT count(DISTINCT day) FROM interaction))"
            " + ((SELECT sum(count) FROM monitor_day_latency) != (SELECT count(*) FROM interaction))"
            " + (SELECT count(*) FROM monitor_period p WHERE kind = 'week' AND users != (SELECT"
            " count(DISTINCT user_hash) FROM interaction WHERE day BETWEEN p.start_day AND p.start_day + 6))"
            // Every week with interactions has its row (a Julian day divisible by 7 is a Monday).
            " + ((SELECT count(*) FROM monitor_period WHERE kind = 'week')"
            " != (SELECT count(DISTINCT day - day % 7) FROM monitor_day))"
            // Nearest-rank percentiles: the latency at rank ceil(p * n) of the day's, sorted.
            " + (SELECT count(*) FROM monitor_day d WHERE p50_latency_ms IS NOT (SELECT latency_ms FROM"
            " (SELECT latency_ms, row_number() OVER (ORDER BY latency_ms) AS n FROM interaction WHERE day = "
            "d.day)"
            " WHERE n = (d.latency_count + 1) / 2) OR p95_latency_ms IS NOT (SELECT latency_ms FROM"
            " (SELECT latency_ms, row_number() OVER (ORDER BY latency_ms) AS n FROM interaction WHERE day = "
            "d.day)"
            " WHERE n = (95 * d.latency_count + 99) / 100) OR p99_latency_ms IS NOT (SELECT latency_ms FROM"
            " (SELECT latency_ms, row_number() OVER (ORDER BY latency_ms) AS n FROM interaction WHERE day = "
            "d.day)"
            " WHERE n = (99 * d.latency_count + 99) / 100))"));
        return ran && q.next() ? q.value(0).toLongLong() : -1;
    };
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM interaction")), 1000000);
    QCOMPARE(inconsistent(), 0);
    const test::CliResult again = test::runCli(arguments);
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QVERIFY2(again.out.contains(QStringLiteral("imported 100000 new")), qPrintable(again.out));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM interaction")), kLines);
    QCOMPARE(inconsistent(), 0);
}

QTEST_GUILESS_MAIN(TestKillRecovery)
#include "tst_kill_recovery.moc"
