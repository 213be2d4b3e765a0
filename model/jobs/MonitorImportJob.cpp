#include "jobs/MonitorImportJob.h"

#include "monitor/ImportSteps.h"

#include <limits>

namespace goldset::jobs {

MonitorImportJob::MonitorImportJob(QString projectPath, QStringList paths,
                                   std::optional<monitor::LogFormat> format, QObject* parent)
    : BackgroundJob(std::move(projectPath), parent), m_paths(std::move(paths)), m_format(format)
{
}

JobSummary MonitorImportJob::execute(storage::Project& project, const CancelToken& cancel,
                                     const ProgressFunction& progress)
{
    JobSummary summary;
    summary.job = QStringLiteral("monitor-import");
    auto kilobytes = [](qint64 bytes) {
        return static_cast<int>(std::min<qint64>((bytes + 1023) / 1024, std::numeric_limits<int>::max()));
    };
    const auto imported =
        monitor::importInteractionLogs(project, m_paths, m_format, [&](qint64 done, qint64 total) {
            summary.done = kilobytes(done);
            summary.total = kilobytes(total);
            if (progress)
                progress(summary.done, summary.total, 0);
            return !cancel.isCancelled();
        });
    if (!imported) {
        // Committed steps that could not be taken out again stay in the project: an error to be
        // read even after a cancel, and the page says that part of the import stayed.
        const bool stepsLeft = imported.error().message.contains(monitor::ImportSteps::stepsLeftMessage());
        if (stepsLeft)
            summary.counters.insert(QStringLiteral("steps_left"), 1);
        if (cancel.isCancelled() && !stepsLeft)
            summary.cancelled = true;
        else
            summary.fatalError = imported.error().toString();
        return summary;
    }
    summary.done = summary.total;
    summary.processed = summary.done;
    summary.counters.insert(QStringLiteral("lines"), double(imported->lines));
    summary.counters.insert(QStringLiteral("interactions"), double(imported->interactions));
    summary.counters.insert(QStringLiteral("added"), double(imported->added));
    summary.counters.insert(QStringLiteral("skipped_traces"), double(imported->skippedTraces));
    summary.counters.insert(QStringLiteral("idk_changed"), double(imported->idkChanged));
    return summary;
}

} // namespace goldset::jobs
