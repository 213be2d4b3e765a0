#pragma once

#include "jobs/BackgroundJob.h"

namespace goldset::jobs {

// Project::saveCopyAs (VACUUM INTO) as a background job: a multi-gigabyte project takes many
// seconds to copy. Progress is the copy's size so far against the project's, in MB; Cancel
// interrupts the copy and removes what it wrote. Counter: "bytes". A project on a server is
// copied table by table into a new file (ProjectCopy); progress counts the tables.
class SaveCopyJob : public BackgroundJob
{
    Q_OBJECT

public:
    SaveCopyJob(QString projectPath, QString targetPath, QObject* parent = nullptr);

protected:
    bool writesProject() const override { return false; }
    JobSummary execute(storage::Project& project, const CancelToken& cancel,
                       const ProgressFunction& progress) override;

private:
    JobSummary copyFromServer(const QString& source, const CancelToken& cancel,
                              const ProgressFunction& progress);

    QString m_targetPath;
};

} // namespace goldset::jobs
