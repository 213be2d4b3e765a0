#include "jobs/ExportJob.h"

#include <limits>

namespace goldset::jobs {

ExportJob::ExportJob(QString projectPath, QString format, QString outPath, io::ExportOptions options,
                     QObject* parent)
    : BackgroundJob(std::move(projectPath), parent), m_format(std::move(format)),
      m_outPath(std::move(outPath)), m_options(std::move(options))
{
}

JobSummary ExportJob::execute(storage::Project& project, const CancelToken& cancel,
                              const ProgressFunction& progress)
{
    JobSummary summary;
    summary.job = QStringLiteral("export:%1").arg(m_format);
    auto toInt = [](qint64 n) {
        return static_cast<int>(std::min<qint64>(n, std::numeric_limits<int>::max()));
    };
    io::ExportOptions options = m_options;
    options.onProgress = [&](qint64 done, qint64 total) {
        summary.done = toInt(done);
        summary.total = toInt(total);
        if (progress)
            progress(summary.done, summary.total, 0);
        return !cancel.isCancelled();
    };
    const Status exported = io::exportProject(project, m_format, m_outPath, options);
    summary.processed = summary.done;
    summary.counters.insert(QStringLiteral("lines"), summary.done);
    if (cancel.isCancelled() && !exported)
        summary.cancelled = true;
    else if (!exported)
        summary.fatalError = exported.error().toString();
    return summary;
}

} // namespace goldset::jobs
