#include "shell/SaveCopyRunner.h"

#include "common/JobLauncher.h"
#include "jobs/SaveCopyJob.h"

#include <QWidget>

namespace goldset::ui {

SaveCopyRunner::SaveCopyRunner(QWidget* dialogParent)
    : QObject(dialogParent), m_launcher(new JobLauncher(dialogParent))
{
    // The launcher runs any background job; a copy needs no API key.
    connect(m_launcher, &JobLauncher::finished, this, &SaveCopyRunner::onFinished);
}

bool SaveCopyRunner::isRunning() const
{
    return m_launcher->isRunning();
}

void SaveCopyRunner::start(const QString& projectPath, const QString& targetPath)
{
    if (isRunning())
        return;
    m_targetPath = targetPath;
    m_launcher->start(tr("Save a Copy"), {}, false, [=](const llm::ChatSettings&) {
        return std::make_unique<jobs::SaveCopyJob>(projectPath, targetPath);
    });
}

void SaveCopyRunner::onFinished(const jobs::JobSummary& summary)
{
    if (!summary.fatalError.isEmpty())
        Q_EMIT failed(summary.fatalError);
    else if (summary.cancelled)
        Q_EMIT statusMessage(tr("Copy cancelled: nothing was written."));
    else
        Q_EMIT statusMessage(tr("Saved a copy as %1").arg(m_targetPath));
}

} // namespace goldset::ui
