#include "monitoring/MonitorLogImport.h"

#include "common/JobLauncher.h"
#include "jobs/MonitorImportJob.h"

#include <QMessageBox>
#include <QWidget>

namespace goldset::ui {

MonitorLogImport::MonitorLogImport(QWidget* dialogParent)
    : QObject(dialogParent), m_dialogParent(dialogParent), m_launcher(new JobLauncher(dialogParent))
{
    connect(m_launcher, &JobLauncher::statusMessage, this, &MonitorLogImport::statusMessage);
    connect(m_launcher, &JobLauncher::finished, this, &MonitorLogImport::onFinished);
}

bool MonitorLogImport::isRunning() const
{
    return m_launcher->isRunning();
}

void MonitorLogImport::start(const QString& projectPath, const QStringList& paths)
{
    if (isRunning())
        return;
    m_lastError.clear();
    m_launcher->start(paths.isEmpty() ? tr("Flag declined answers again") : tr("Import production logs"), {},
                      false, [=](const llm::ChatSettings&) {
                          return std::make_unique<jobs::MonitorImportJob>(projectPath, paths, std::nullopt);
                      });
}

void MonitorLogImport::onFinished(const jobs::JobSummary& summary)
{
    if (!summary.fatalError.isEmpty()) {
        m_lastError = summary.fatalError;
        // A huge import whose committed steps could not be taken out again left them (rare: the
        // error names why, and importing again completes them).
        const bool stepsLeft = summary.counters.value(QStringLiteral("steps_left")) > 0;
        // Not exec(): the page stays usable (and tests are not held up) while it is shown.
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Import failed"),
                                    (stepsLeft ? tr("Part of the import stayed in the project.\n\n%1")
                                               : tr("Nothing was imported.\n\n%1"))
                                        .arg(summary.fatalError),
                                    QMessageBox::Ok, m_dialogParent);
        box->setObjectName(QStringLiteral("monitorImportError"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        Q_EMIT statusMessage(stepsLeft ? tr("Import failed: part of it stayed in the project.")
                                       : tr("Import failed: nothing was imported."));
        Q_EMIT finished(false);
        return;
    }
    if (summary.cancelled) {
        Q_EMIT statusMessage(tr("Import cancelled: nothing was imported."));
        Q_EMIT finished(false);
        return;
    }
    const qint64 added = qint64(summary.counters.value(QStringLiteral("added")));
    const qint64 read = qint64(summary.counters.value(QStringLiteral("interactions")));
    const qint64 flagged = qint64(summary.counters.value(QStringLiteral("idk_changed")));
    QString message = tr("Imported %n new interaction(s) (%1 read).", nullptr, int(added)).arg(read);
    if (summary.counters.value(QStringLiteral("lines")) == 0 && read == 0)
        message.clear();
    if (flagged > 0 || message.isEmpty())
        message =
            (message + QLatin1Char(' ') +
             tr("The edited \"I don't know\" patterns changed %n stored answer(s).", nullptr, int(flagged)))
                .trimmed();
    Q_EMIT statusMessage(message);
    Q_EMIT finished(true);
}

} // namespace goldset::ui
