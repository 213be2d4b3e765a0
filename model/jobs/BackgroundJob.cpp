#include "jobs/BackgroundJob.h"

#include "storage/Project.h"
#include "storage/WriteLockWait.h"

namespace goldset::jobs {

BackgroundJob::BackgroundJob(QString projectPath, QObject* parent)
    : QObject(parent), m_projectPath(std::move(projectPath))
{
    qRegisterMetaType<goldset::jobs::JobSummary>();
}

BackgroundJob::~BackgroundJob()
{
    if (m_thread) {
        m_cancel.cancel();
        m_thread->wait();
        delete m_thread;
    }
}

bool BackgroundJob::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void BackgroundJob::cancel()
{
    m_cancel.cancel();
}

void BackgroundJob::start()
{
    if (isRunning())
        return;
    delete m_thread;
    m_cancel.reset();
    // The thread writes m_summary; it is read only after QThread::finished, which is
    // delivered on this object's thread once the thread's function has returned.
    m_thread = QThread::create([this] { m_summary = openAndExecute(); });
    connect(m_thread, &QThread::finished, this, [this] { Q_EMIT finished(m_summary); });
    m_thread->start();
}

JobSummary BackgroundJob::runHere()
{
    m_cancel.reset();
    m_summary = openAndExecute();
    Q_EMIT finished(m_summary);
    return m_summary;
}

JobSummary BackgroundJob::openAndExecute()
{
    JobSummary summary;
    {
        // Cancel also ends a wait for another process's write lock.
        const storage::WriteLockWait::CancelScope cancelWaits([this] { return m_cancel.isCancelled(); });
        auto project = storage::Project::open(m_projectPath, storage::Project::OpenMode::OpenExisting);
        if (!project) {
            summary.fatalError = project.error().toString();
            return summary;
        }
        if (writesProject() && (*project)->database().isReadOnly()) {
            summary.fatalError = storage::Database::readOnlyMessage(m_projectPath);
            return summary;
        }
        summary = execute(**project, m_cancel,
                          [this](int done, int total, int errors) { Q_EMIT progress(done, total, errors); });
    }
    return summary;
}

} // namespace goldset::jobs
