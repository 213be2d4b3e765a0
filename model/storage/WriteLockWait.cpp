#include "storage/WriteLockWait.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QSqlDriver>
#include <QThread>
#include <QVariant>
#include <atomic>
#include <memory>
#include <sqlite3.h>
#include <utility>

namespace goldset::storage {
namespace {

constexpr qint64 kAnnounceAfterMs = 1000;

struct Waiter
{
    QString path;
    QElapsedTimer since;
    bool announced = false;
    WriteLockWait::GaveUp gaveUp = WriteLockWait::GaveUp::No;
};

struct State
{
    std::atomic<WriteLockWait::Policy> policy{WriteLockWait::Policy::Wait};
    QMutex mutex;
    WriteLockWait::Observer observer;
    QHash<sqlite3*, std::shared_ptr<Waiter>> waiters;
    std::atomic<int> writersInProcess{0};
};

State& state()
{
    static State instance;
    return instance;
}

thread_local std::function<bool()> t_cancelled;
// Set by KeepWaitingScope: --no-wait does not apply to work already begun.
thread_local bool t_keepWaiting = false;

sqlite3* handleOf(const QSqlDatabase& db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(handle.constData());
}

void notify(const Waiter& waiter, bool waiting)
{
    WriteLockWait::Observer observer;
    {
        QMutexLocker lock(&state().mutex);
        observer = state().observer;
    }
    if (observer)
        observer(waiter.path, waiting);
}

// SQLite calls this, on the thread running the statement, each time the lock it needs is held
// by another connection; 1 means "try again", 0 gives up with SQLITE_BUSY.
int onBusy(void* context, int attempt)
{
    auto* waiter = static_cast<Waiter*>(context);
    if (attempt == 0) {
        // A wait announced earlier that nobody ended (an autocommit write) is over by now.
        if (waiter->announced) {
            waiter->announced = false;
            notify(*waiter, false);
        }
        waiter->since.start();
        waiter->gaveUp = WriteLockWait::GaveUp::No;
    }
    // The GUI thread never waits for a write of this same process (its own import, say): that
    // would freeze the window, Cancel button and all, until the import ends.
    const QCoreApplication* app = QCoreApplication::instance();
    const bool guiThread =
        app && QThread::currentThread() == app->thread() && app->inherits("QGuiApplication");
    if (state().policy.load() == WriteLockWait::Policy::GiveUp && !t_keepWaiting)
        waiter->gaveUp = WriteLockWait::GaveUp::NoWait;
    else if (t_cancelled && t_cancelled())
        waiter->gaveUp = WriteLockWait::GaveUp::Cancelled;
    else if (guiThread && state().writersInProcess.load() > 0)
        waiter->gaveUp = WriteLockWait::GaveUp::ThisProcessWrites;
    if (waiter->gaveUp != WriteLockWait::GaveUp::No) {
        if (waiter->announced) {
            waiter->announced = false;
            notify(*waiter, false);
        }
        return 0;
    }
    if (!waiter->announced && waiter->since.elapsed() >= kAnnounceAfterMs) {
        waiter->announced = true;
        notify(*waiter, true);
    }
    // Short sleeps first (most waits are another window's one-row write), then 50 ms.
    static constexpr int kSleepMs[] = {1, 2, 5, 10, 20, 50};
    const int index = attempt < int(std::size(kSleepMs)) ? attempt : int(std::size(kSleepMs)) - 1;
    QThread::msleep(kSleepMs[index]);
    return 1;
}

} // namespace

void WriteLockWait::setPolicy(Policy policy)
{
    state().policy.store(policy);
}

WriteLockWait::Policy WriteLockWait::policy()
{
    return state().policy.load();
}

void WriteLockWait::setObserver(Observer observer)
{
    QMutexLocker lock(&state().mutex);
    state().observer = std::move(observer);
}

void WriteLockWait::install(const QSqlDatabase& db, const QString& projectPath)
{
    sqlite3* handle = handleOf(db);
    if (!handle)
        return;
    auto waiter = std::make_shared<Waiter>();
    waiter->path = projectPath;
    {
        QMutexLocker lock(&state().mutex);
        state().waiters.insert(handle, waiter);
    }
    sqlite3_busy_handler(handle, &onBusy, waiter.get());
}

void WriteLockWait::remove(const QSqlDatabase& db)
{
    sqlite3* handle = handleOf(db);
    if (!handle)
        return;
    sqlite3_busy_handler(handle, nullptr, nullptr);
    QMutexLocker lock(&state().mutex);
    state().waiters.remove(handle);
}

WriteLockWait::GaveUp WriteLockWait::gaveUp(const QSqlDatabase& db)
{
    sqlite3* handle = handleOf(db);
    if (!handle)
        return GaveUp::No;
    QMutexLocker lock(&state().mutex);
    const std::shared_ptr<Waiter> waiter = state().waiters.value(handle);
    return waiter ? waiter->gaveUp : GaveUp::No;
}

void WriteLockWait::writeBegan()
{
    ++state().writersInProcess;
}

void WriteLockWait::writeEnded()
{
    --state().writersInProcess;
}

void WriteLockWait::finished(const QSqlDatabase& db)
{
    sqlite3* handle = handleOf(db);
    if (!handle)
        return;
    std::shared_ptr<Waiter> waiter;
    {
        QMutexLocker lock(&state().mutex);
        waiter = state().waiters.value(handle);
    }
    if (waiter && waiter->announced) {
        waiter->announced = false;
        notify(*waiter, false);
    }
}

WriteLockWait::KeepWaitingScope::KeepWaitingScope() : m_previous(std::exchange(t_keepWaiting, true)) {}

WriteLockWait::KeepWaitingScope::~KeepWaitingScope()
{
    t_keepWaiting = m_previous;
}

WriteLockWait::CancelScope::CancelScope(std::function<bool()> cancelled) : m_previous(std::move(t_cancelled))
{
    t_cancelled = std::move(cancelled);
}

WriteLockWait::CancelScope::~CancelScope()
{
    t_cancelled = std::move(m_previous);
}

QString WriteLockWait::waitingMessage(const QString& projectPath)
{
    return QCoreApplication::translate("goldset::storage::WriteLockWait",
                                       "Waiting for another Goldset process writing to %1...")
        .arg(QFileInfo(projectPath).fileName());
}

} // namespace goldset::storage
