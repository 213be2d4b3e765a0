#include "import/BackgroundExport.h"

#include "common/JobLauncher.h"
#include "jobs/ExportJob.h"

#include <QMessageBox>
#include <QWidget>

namespace goldset::ui {

BackgroundExport::BackgroundExport(QWidget* dialogParent)
    : QObject(dialogParent), m_dialogParent(dialogParent), m_launcher(new JobLauncher(dialogParent))
{
    // The launcher runs any background job; an export needs no API key.
    connect(m_launcher, &JobLauncher::statusMessage, this, &BackgroundExport::statusMessage);
    connect(m_launcher, &JobLauncher::finished, this, &BackgroundExport::onFinished);
}

bool BackgroundExport::isRunning() const
{
    return m_launcher->isRunning();
}

void BackgroundExport::start(const QString& projectPath, const QString& format, const QString& outPath,
                             const io::ExportOptions& options)
{
    if (isRunning())
        return;
    m_outPath = outPath;
    m_launcher->start(tr("Export (%1)").arg(format), {}, false, [=](const llm::ChatSettings&) {
        return std::make_unique<jobs::ExportJob>(projectPath, format, outPath, options);
    });
}

void BackgroundExport::onFinished(const jobs::JobSummary& summary)
{
    if (!summary.fatalError.isEmpty()) {
        QMessageBox::warning(m_dialogParent, tr("Export failed"), summary.fatalError);
        Q_EMIT statusMessage(tr("Export failed: nothing was written."));
        Q_EMIT finished(false);
        return;
    }
    if (summary.cancelled) {
        Q_EMIT statusMessage(tr("Export cancelled: nothing was written."));
        Q_EMIT finished(false);
        return;
    }
    Q_EMIT statusMessage(summary.done == 1 ? tr("Exported 1 line to %1").arg(m_outPath)
                                           : tr("Exported %1 lines to %2").arg(summary.done).arg(m_outPath));
    Q_EMIT finished(true);
}

} // namespace goldset::ui
