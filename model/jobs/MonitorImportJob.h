#pragma once

#include "jobs/BackgroundJob.h"
#include "monitor/MonitorImport.h"

namespace goldset::jobs {

// An import of production logs (monitor::importInteractionLogs) as a background job, so that
// the Monitoring page shows its progress and can cancel it. Items are kilobytes read of all
// the files; a cancelled or failed import leaves the project as it was (one transaction).
// Without paths it only flags the stored interactions again after the "I don't know" patterns
// changed. Counters: "lines", "interactions", "added", "skipped_traces", "idk_changed".
class MonitorImportJob : public BackgroundJob
{
    Q_OBJECT

public:
    MonitorImportJob(QString projectPath, QStringList paths, std::optional<monitor::LogFormat> format,
                     QObject* parent = nullptr);

protected:
    JobSummary execute(storage::Project& project, const CancelToken& cancel,
                       const ProgressFunction& progress) override;

private:
    QStringList m_paths;
    std::optional<monitor::LogFormat> m_format;
};

} // namespace goldset::jobs
