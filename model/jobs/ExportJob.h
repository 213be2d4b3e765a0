#pragma once

#include "io/Export.h"
#include "jobs/BackgroundJob.h"

namespace goldset::jobs {

// An export (io::exportProject) as a background job, so that the GUI shows its progress and
// can cancel it. Items are the lines written, against the estimate from the project's counts;
// a cancelled or failed export leaves nothing at the path. Counter: "lines".
class ExportJob : public BackgroundJob
{
    Q_OBJECT

public:
    ExportJob(QString projectPath, QString format, QString outPath, io::ExportOptions options,
              QObject* parent = nullptr);

protected:
    bool writesProject() const override { return false; }
    JobSummary execute(storage::Project& project, const CancelToken& cancel,
                       const ProgressFunction& progress) override;

private:
    QString m_format;
    QString m_outPath;
    io::ExportOptions m_options;
};

} // namespace goldset::jobs
