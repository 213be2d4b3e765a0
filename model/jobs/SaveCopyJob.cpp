#include "jobs/SaveCopyJob.h"

#include "io/SafeFile.h"
#include "storage/Project.h"
#include "storage/server/PostgresSchema.h"
#include "storage/server/ProjectCopy.h"
#include "storage/server/ServerUrl.h"

#include <QFileInfo>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace goldset::jobs {

SaveCopyJob::SaveCopyJob(QString projectPath, QString targetPath, QObject* parent)
    : BackgroundJob(std::move(projectPath), parent), m_targetPath(std::move(targetPath))
{
}

JobSummary SaveCopyJob::execute(storage::Project& project, const CancelToken& cancel,
                                const ProgressFunction& progress)
{
    if (storage::ServerUrl::isServerUrl(project.path()))
        return copyFromServer(project.path(), cancel, progress);
    JobSummary summary;
    summary.job = QStringLiteral("save-copy");
    constexpr qint64 kMB = 1 << 20;
    // The copy leaves out free pages and the WAL: it ends at most this big.
    const int totalMB = static_cast<int>(std::max<qint64>(1, QFileInfo(project.path()).size() / kMB));
    summary.total = totalMB;

    // VACUUM INTO reports nothing while it runs: a watcher reports the file's growth and
    // passes a cancel on as an interrupt.
    if (QFileInfo::exists(m_targetPath)) {
        summary.fatalError = project.saveCopyAs(m_targetPath).error().toString(); // "already exists"
        return summary;
    }
    // Built under another name and renamed when complete (Project::saveCopyAs): the watcher
    // follows that file.
    const QString partial = io::partialPath(m_targetPath);
    const std::function<void()> interrupt = project.interrupter();
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
    std::thread watcher([&] {
        std::unique_lock lock(mutex);
        bool interrupted = false;
        while (!finished.wait_for(lock, std::chrono::milliseconds(200), [&] { return done; })) {
            if (cancel.isCancelled() && !interrupted) {
                interrupt();
                interrupted = true;
            }
            const int sizeMB = static_cast<int>(QFileInfo(partial).size() / kMB);
            if (progress)
                progress(std::min(sizeMB, totalMB - 1), totalMB, 0);
        }
    });
    const Status saved = project.saveCopyAs(m_targetPath, partial);
    {
        std::lock_guard lock(mutex);
        done = true;
    }
    finished.notify_all();
    watcher.join();

    // saveCopyAs removed whatever a failed or interrupted copy wrote; the target was never
    // touched.
    if (cancel.isCancelled() && !saved) {
        summary.cancelled = true;
        return summary;
    }
    if (!saved) {
        summary.fatalError = saved.error().toString();
        return summary;
    }
    summary.done = summary.processed = totalMB;
    summary.counters.insert(QStringLiteral("bytes"), static_cast<double>(QFileInfo(m_targetPath).size()));
    if (progress)
        progress(totalMB, totalMB, 0);
    return summary;
}

JobSummary SaveCopyJob::copyFromServer(const QString& source, const CancelToken& cancel,
                                       const ProgressFunction& progress)
{
    JobSummary summary;
    summary.job = QStringLiteral("save-copy");
    summary.total = static_cast<int>(storage::PostgresSchema::get().tables.size());
    int tables = 0;
    // One transaction on the new file: a cancel or a failure removes it (ProjectCopy).
    auto copied = storage::ProjectCopy::copy(source, m_targetPath, [&](const QString&, qint64) {
        if (progress)
            progress(std::min(++tables, summary.total - 1), summary.total, 0);
        return !cancel.isCancelled();
    });
    if (!copied) {
        if (cancel.isCancelled())
            summary.cancelled = true;
        else
            summary.fatalError = copied.error().toString();
        return summary;
    }
    summary.done = summary.processed = summary.total;
    summary.counters.insert(QStringLiteral("rows"), static_cast<double>(copied->rows));
    summary.counters.insert(QStringLiteral("bytes"), static_cast<double>(QFileInfo(m_targetPath).size()));
    if (progress)
        progress(summary.total, summary.total, 0);
    return summary;
}

} // namespace goldset::jobs
