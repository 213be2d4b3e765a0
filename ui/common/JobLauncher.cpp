#include "common/JobLauncher.h"

#include "common/JobProgressDialog.h"
#include "jobs/BackgroundJob.h"
#include "preferences/ApiKeyStore.h"

#include <QWidget>

namespace goldset::ui {

JobLauncher::JobLauncher(QWidget* dialogParent) : QObject(dialogParent), m_dialogParent(dialogParent) {}

JobLauncher::~JobLauncher() = default; // the job's destructor cancels and waits

void JobLauncher::start(const QString& title, llm::ChatSettings settings, bool needsKey, JobFactory factory)
{
    if (m_job || m_keys)
        return;
    m_title = title;
    m_factory = std::move(factory);
    Q_EMIT started();
    if (!needsKey) {
        run(settings);
        return;
    }
    Q_EMIT statusMessage(tr("%1: looking up the API key…").arg(title));
    m_keys = new ApiKeyStore(this);
    connect(m_keys, &ApiKeyStore::readFinished, this,
            [this, settings](const ApiKeyStore::Lookup& lookup) mutable {
                m_keys->deleteLater();
                m_keys = nullptr;
                settings.apiKey = lookup.key;
                run(settings);
            });
    m_keys->read();
}

void JobLauncher::run(const llm::ChatSettings& settings)
{
    m_job = m_factory(settings);
    m_progress = new JobProgressDialog(m_job.get(), m_title, m_dialogParent);
    m_progress->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_progress, &JobProgressDialog::statusMessage, this, &JobLauncher::statusMessage);
    connect(m_job.get(), &jobs::BackgroundJob::finished, this, [this](const jobs::JobSummary& summary) {
        // The job object is dropped after this signal has been delivered everywhere.
        jobs::BackgroundJob* done = m_job.release();
        done->deleteLater();
        Q_EMIT finished(summary);
    });
    m_progress->open();
    m_job->start();
}

} // namespace goldset::ui
