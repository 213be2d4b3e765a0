// A second writer waits for the first instead of failing: SQLite's ten-second busy timeout made
// a grade, a verdict or a second import fail with "database is locked" while a long import held
// the write lock. The lock is held here by another process (tests/support/lock_holder.cpp) for
// longer than that old timeout.
#include "TestSupport.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/Transaction.h"
#include "storage/WriteLockWait.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <atomic>

using namespace goldset;

namespace {

// Longer than the busy timeout the project had (10 s), so that the old code fails.
constexpr int kHeldMs = 11000;

} // namespace

class TestWriteLockWait : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void aWriteWaitsForAnotherProcessAndSaysSo();
    void theCliWaitsAndSaysSoOnStderr();
    void noWaitGivesUpAtOnce();
    void cancelEndsAWait();
    void keepWaitingOutlastsNoWait();

private:
    // Starts the helper and returns once it holds the write lock.
    bool holdLock(QProcess& holder, int milliseconds);
    QTemporaryDir m_dir;
    QString m_path;
};

void TestWriteLockWait::init()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("p%1.goldset").arg(QDateTime::currentMSecsSinceEpoch()));
    auto project = storage::Project::open(m_path, storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(project);
    Question question;
    question.externalId = QStringLiteral("q1");
    question.text = QStringLiteral("How long is the frame warranty?");
    QVERIFY((*project)->questions().upsert(question));
}

void TestWriteLockWait::cleanup()
{
    storage::WriteLockWait::setObserver({});
    storage::WriteLockWait::setPolicy(storage::WriteLockWait::Policy::Wait);
}

bool TestWriteLockWait::holdLock(QProcess& holder, int milliseconds)
{
    holder.start(QStringLiteral(GOLDSET_LOCK_HOLDER), {m_path, QString::number(milliseconds)});
    if (!holder.waitForStarted(10000) || !holder.waitForReadyRead(10000))
        return false;
    return holder.readLine().trimmed() == "locked";
}

void TestWriteLockWait::aWriteWaitsForAnotherProcessAndSaysSo()
{
    auto project = storage::Project::open(m_path);
    QVERIFY(project);
    QList<QPair<qint64, bool>> announcements;
    QElapsedTimer clock;
    storage::WriteLockWait::setObserver([&](const QString& path, bool waiting) {
        QCOMPARE(path, m_path);
        announcements.append({clock.elapsed(), waiting});
    });

    QProcess holder;
    QVERIFY(holdLock(holder, kHeldMs));
    clock.start();
    {
        storage::Transaction transaction((*project)->connection());
        QVERIFY2(transaction.begin(), qPrintable(transaction.lastError()));
        const qint64 waited = clock.elapsed();
        QVERIFY2(waited > kHeldMs - 1500, qPrintable(QString::number(waited)));
        QVERIFY((*project)->questions().setStatus(
            (*project)->questions().byExternalId(QStringLiteral("q1"))->id, QuestionStatus::Accepted));
        QVERIFY(transaction.commit());
    }
    QVERIFY(holder.waitForFinished(10000));
    QCOMPARE(holder.exitCode(), 0);
    // Said once after about a second, and once when the wait was over.
    QCOMPARE(announcements.size(), 2);
    QVERIFY(announcements[0].second);
    QVERIFY(announcements[0].first >= 900 && announcements[0].first < 3000);
    QVERIFY(!announcements[1].second);
    QVERIFY(announcements[1].first > kHeldMs - 1500);
    QVERIFY((*project)->questions().byExternalId(QStringLiteral("q1"))->status == QuestionStatus::Accepted);
}

void TestWriteLockWait::theCliWaitsAndSaysSoOnStderr()
{
    QProcess holder;
    QVERIFY(holdLock(holder, kHeldMs));
    QElapsedTimer clock;
    clock.start();
    const test::CliResult imported = test::runCli(
        {QStringLiteral("import"), QStringLiteral("--project"), m_path, QStringLiteral("--format"),
         QStringLiteral("simple"), test::samplePath(QStringLiteral("simple/eval.jsonl"))});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QVERIFY(clock.elapsed() > kHeldMs - 1500);
    QCOMPARE(imported.err.count(QStringLiteral("Waiting for another Goldset process writing to")), 1);
    QVERIFY(imported.err.contains(QFileInfo(m_path).fileName()));
    QVERIFY(holder.waitForFinished(10000));
    QCOMPARE(holder.exitCode(), 0);
}

void TestWriteLockWait::noWaitGivesUpAtOnce()
{
    QProcess holder;
    QVERIFY(holdLock(holder, 4000));
    QElapsedTimer clock;
    clock.start();
    const test::CliResult imported =
        test::runCli({QStringLiteral("import"), QStringLiteral("--no-wait"), QStringLiteral("--project"),
                      m_path, QStringLiteral("--format"), QStringLiteral("simple"),
                      test::samplePath(QStringLiteral("simple/eval.jsonl"))});
    QCOMPARE(imported.exitCode, 2);
    QVERIFY2(imported.err.contains(QLatin1String("another Goldset process is writing to this project")),
             qPrintable(imported.err));
    QVERIFY(!imported.err.contains(QLatin1String("Waiting")));
    QVERIFY2(clock.elapsed() < 3500, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(holder.waitForFinished(10000));
    // Nothing of the refused import was written.
    auto project = storage::Project::open(m_path);
    QVERIFY(project);
    QCOMPARE((*project)->questions().count(), 1);
}

void TestWriteLockWait::cancelEndsAWait()
{
    auto project = storage::Project::open(m_path);
    QVERIFY(project);
    QProcess holder;
    QVERIFY(holdLock(holder, 6000));
    std::atomic<bool> cancelled{false};
    QThread* canceller = QThread::create([&] {
        QThread::msleep(1000);
        cancelled = true;
    });
    canceller->start();
    QElapsedTimer clock;
    clock.start();
    {
        const storage::WriteLockWait::CancelScope scope([&] { return cancelled.load(); });
        storage::Transaction transaction((*project)->connection());
        QVERIFY(!transaction.begin());
        QVERIFY2(transaction.lastError().contains(QLatin1String("another Goldset process")),
                 qPrintable(transaction.lastError()));
    }
    QVERIFY(clock.elapsed() >= 900 && clock.elapsed() < 4000);
    canceller->wait();
    delete canceller;
    QVERIFY(holder.waitForFinished(10000));
}

// Work already begun (a huge import's next step, taking its steps out) waits even with
// --no-wait; outside such a scope the same begin gives up at once.
void TestWriteLockWait::keepWaitingOutlastsNoWait()
{
    auto project = storage::Project::open(m_path);
    QVERIFY(project);
    storage::WriteLockWait::setPolicy(storage::WriteLockWait::Policy::GiveUp);
    QProcess holder;
    QVERIFY(holdLock(holder, 2500));
    QElapsedTimer clock;
    clock.start();
    {
        storage::Transaction refused((*project)->connection());
        QVERIFY(!refused.begin());
        QVERIFY(clock.elapsed() < 1500);
    }
    {
        const storage::WriteLockWait::KeepWaitingScope keepWaiting;
        storage::Transaction transaction((*project)->connection());
        QVERIFY2(transaction.begin(), qPrintable(transaction.lastError()));
        QVERIFY2(clock.elapsed() > 1500, qPrintable(QString::number(clock.elapsed())));
        transaction.rollback();
    }
    // The scope is over: --no-wait applies again.
    QVERIFY(holder.waitForFinished(10000));
    QProcess again;
    QVERIFY(holdLock(again, 2500));
    storage::Transaction refusedAgain((*project)->connection());
    QVERIFY(!refusedAgain.begin());
    QVERIFY(again.waitForFinished(10000));
}

QTEST_GUILESS_MAIN(TestWriteLockWait)
#include "tst_write_lock_wait.moc"
