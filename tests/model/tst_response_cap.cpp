// A server that streams a response without end: the item fails with a clear error once the
// body passes the cap, the memory stays bounded, and the job goes on with its other items.
#include "ChatServer.h"
#include "TestSupport.h"
#include "jobs/GenerationJob.h"
#include "storage/CorpusStore.h"
#include "storage/JobStore.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::storage;
using goldset::jobs::GenerationJob;
using goldset::jobs::GenerationOptions;
using goldset::jobs::JobSummary;
using goldset::test::ChatServer;
using goldset::test::CliResult;
using goldset::test::RecordedRequest;
using goldset::test::ScriptedResponse;

namespace {

constexpr qint64 kMiB = qint64(1) << 20;
// What the server streams at most, should the client never stop reading: far above the cap.
constexpr qint64 kServerBound = 256 * kMiB;

QString makeProject(const QTemporaryDir& dir, int count)
{
    return goldset::test::makePassageProject(dir.filePath(QStringLiteral("cap.goldset")), count);
}

int passageOf(const RecordedRequest& request)
{
    return goldset::test::passageOf(request.userPrompt());
}

// Passage 1 never ends; the others get one question each.
ScriptedResponse endlessForPassageOne(const RecordedRequest& request)
{
    const int n = passageOf(request);
    if (n == 1)
        return ScriptedResponse::endless(kServerBound);
    return ScriptedResponse::answer(
        {{"questions",
          {{{"question", QStringLiteral("What does item %1 cost?").arg(n).toStdString()},
            {"answer", QStringLiteral("%1 euros").arg(10 * n).toStdString()}}}}});
}

// The peak resident memory of this process so far (VmHWM), in bytes.
qint64 peakResidentBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() * 1024;
    return -1;
}

} // namespace

class TestResponseCap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void endlessResponseFailsOnlyItsItem();
    void cliReportsTheCapAndGoesOn();
};

void TestResponseCap::endlessResponseFailsOnlyItsItem()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 3);
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(endlessForPassageOne);

    GenerationOptions options;
    options.chat.baseUrl = server.baseUrl();
    options.chat.model = QStringLiteral("m");
    options.chat.concurrency = 1;
    options.chat.timeoutMs = 60000;
    options.chat.retries = 2;
    options.chat.backoffMs = 20;
    options.perChunk = 1;
    QCOMPARE(options.chat.maxResponseBytes, 8 * kMiB); // the default

    const qint64 peakBefore = peakResidentBytes();
    QVERIFY(peakBefore > 0);
    GenerationJob job(path, options);
    QSignalSpy finished(&job, &GenerationJob::finished);
    job.start();
    QVERIFY(finished.wait(120000));
    const auto summary = finished.first().first().value<JobSummary>();
    const qint64 peakAfter = peakResidentBytes();

    QCOMPARE(summary.total, 3);
    QCOMPARE(summary.done, 2);
    QCOMPARE(summary.errors, 1);
    auto project = Project::open(path);
    QVERIFY(project.ok());
    const QHash<QString, QString> errors = JobStore((*project)->connection()).errors(summary.job);
    QCOMPARE(errors.keys(), QStringList{QStringLiteral("doc#1")});
    QCOMPARE(errors.value(QStringLiteral("doc#1")), QStringLiteral("the server's response exceeded 8 MiB"));
    // Asked once (no retry of an endless answer), and the client hung up long before the
    // server's bound; the memory grew by about the cap, not by what the server sent.
    QCOMPARE(server.requestsFor(QStringLiteral("questions")).size(), 3);
    // Qt's HTTP thread reads only a little ahead of the client (it once read the whole body):
    // the hang-up comes soon after the cap, and the memory grows by little more than the cap.
    QTRY_COMPARE_WITH_TIMEOUT(server.endlessAbandoned(), 1, 2000); // the hang-up reaches the server
    QVERIFY2(server.endlessBytesSent() < 64 * kMiB, qPrintable(QString::number(server.endlessBytesSent())));
    QVERIFY2(peakAfter - peakBefore < 96 * kMiB,
             qPrintable(QStringLiteral("peak grew by %1 MiB").arg((peakAfter - peakBefore) / kMiB)));
}

void TestResponseCap::cliReportsTheCapAndGoesOn()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir, 4);
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler(endlessForPassageOne);

    QProcess process;
    QSignalSpy exited(&process, &QProcess::finished);
    process.start(QStringLiteral(GOLDSET_CLI_PATH),
                  {QStringLiteral("generate"), QStringLiteral("--project"), path,
                   QStringLiteral("--endpoint"), server.baseUrl(), QStringLiteral("--model"),
                   QStringLiteral("m"), QStringLiteral("--per-chunk"), QStringLiteral("1"),
                   QStringLiteral("--max-response-mb"), QStringLiteral("2")});
    QVERIFY(exited.wait(120000)); // serves the server meanwhile
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), 2);
    QVERIFY2(err.contains(QLatin1String("doc#1: the server's response exceeded 2 MiB")), qPrintable(err));
    QVERIFY2(out.contains(QLatin1String("generated 3 draft questions")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("3/4 chunks done")), qPrintable(out));
    QTRY_COMPARE_WITH_TIMEOUT(server.endlessAbandoned(), 1, 2000);
    QVERIFY(server.endlessBytesSent() < 64 * kMiB);

    const CliResult bad = goldset::test::runCli({QStringLiteral("generate"), QStringLiteral("--project"),
                                                 path, QStringLiteral("--endpoint"), server.baseUrl(),
                                                 QStringLiteral("--model"), QStringLiteral("m"),
                                                 QStringLiteral("--max-response-mb"), QStringLiteral("0")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QLatin1String("--max-response-mb")), qPrintable(bad.err));
}

QTEST_GUILESS_MAIN(TestResponseCap)
#include "tst_response_cap.moc"
