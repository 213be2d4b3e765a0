#pragma once

#include "jobs/CancelToken.h"
#include "jobs/JobSummary.h"

#include <QObject>
#include <QPointer>
#include <QThread>

namespace goldset::storage {
class Project;
}

namespace goldset::jobs {

// Long work on a project (generation, judging) that the GUI runs off its thread and the CLI
// runs in place. start() runs execute() in a new thread that opens its own storage::Project
// on the same file (a connection belongs to one thread); progress() and finished() arrive on
// the thread that owns this object. cancel() may be called from any thread: the work stops
// after the item being written, and every item is either fully written or not at all.
class BackgroundJob : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundJob(QString projectPath, QObject* parent = nullptr);
    ~BackgroundJob() override; // cancels and waits for the thread

    QString projectPath() const { return m_projectPath; }

    void start();
    void cancel();
    bool isRunning() const;
    // The same work on the calling thread (the CLI); emits progress() and finished() too.
    JobSummary runHere();
    JobSummary summary() const { return m_summary; }

Q_SIGNALS:
    void progress(int done, int total, int errors);
    void finished(const goldset::jobs::JobSummary& summary);

protected:
    // Whether the job stores anything: a job that does is refused on a read-only project before
    // it sends a single request (it would pay for them and store nothing).
    virtual bool writesProject() const { return true; }
    // The work itself, on whichever thread runs it, with a project opened on that thread.
    virtual JobSummary execute(storage::Project& project, const CancelToken& cancel,
                               const ProgressFunction& progress) = 0;

private:
    JobSummary openAndExecute();

    QString m_projectPath;
    CancelToken m_cancel;
    QPointer<QThread> m_thread;
    JobSummary m_summary;
};

} // namespace goldset::jobs
