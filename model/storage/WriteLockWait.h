#pragma once

#include <QSqlDatabase>
#include <QString>
#include <functional>

namespace goldset::storage {

// How a connection waits while another process (a CLI import, another window) holds a
// project's write lock. SQLite's busy timeout gave up after ten seconds and dropped the user's
// grade with "database is locked"; this waits for as long as the lock is held, says so once
// it has waited a second, and gives up only when told to (--no-wait) or when the waiting
// work is cancelled.
class WriteLockWait
{
public:
    enum class Policy
    {
        Wait,
        GiveUp
    };
    // Called on the waiting thread: waiting is true once a wait has lasted a second, false
    // when that wait is over (the lock was had, or the wait was given up).
    using Observer = std::function<void(const QString& projectPath, bool waiting)>;

    // Process-wide, set at start-up before any project is opened.
    static void setPolicy(Policy policy);
    static Policy policy();
    static void setObserver(Observer observer);

    // Installs the wait on a connection (replacing its busy timeout); remove() before it closes.
    static void install(const QSqlDatabase& db, const QString& projectPath);
    static void remove(const QSqlDatabase& db);
    // Tells the observer that a wait announced on this connection is over.
    static void finished(const QSqlDatabase& db);

    // Why the last wait on this connection gave up, for the error message.
    enum class GaveUp
    {
        No,
        NoWait,
        Cancelled,
        ThisProcessWrites
    };
    static GaveUp gaveUp(const QSqlDatabase& db);
    // Write transactions of this process (storage::Transaction): the GUI thread does not wait
    // for those, see onBusy.
    static void writeBegan();
    static void writeEnded();

    // While one lives, waits on this thread do not give up for Policy::GiveUp (--no-wait): for
    // work already begun that must go on or be taken back (a huge import's next step, taking
    // its steps out again).
    class KeepWaitingScope
    {
    public:
        KeepWaitingScope();
        ~KeepWaitingScope();
        KeepWaitingScope(const KeepWaitingScope&) = delete;
        KeepWaitingScope& operator=(const KeepWaitingScope&) = delete;

    private:
        bool m_previous;
    };

    // While one lives, waits on this thread give up once cancelled() returns true.
    class CancelScope
    {
    public:
        explicit CancelScope(std::function<bool()> cancelled);
        ~CancelScope();
        CancelScope(const CancelScope&) = delete;
        CancelScope& operator=(const CancelScope&) = delete;

    private:
        std::function<bool()> m_previous;
    };

    static QString waitingMessage(const QString& projectPath);
};

} // namespace goldset::storage
