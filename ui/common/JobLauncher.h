#pragma once

#include "common/JobProgressDialog.h"
#include "jobs/JobSummary.h"
#include "llm/ChatSettings.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>

class QWidget;

namespace goldset::jobs {
class BackgroundJob;
}

namespace goldset::ui {

class ApiKeyStore;

// Runs a background job (generation, judging, export, a copy) off the GUI thread under a
// JobProgressDialog and reports its summary; for LLM jobs it first fetches the API key
// (keychain or environment). One job at a time.
class JobLauncher : public QObject
{
    Q_OBJECT

public:
    using JobFactory = std::function<std::unique_ptr<jobs::BackgroundJob>(const llm::ChatSettings&)>;

    explicit JobLauncher(QWidget* dialogParent);
    ~JobLauncher() override;

    // needsKey: read the API key first (LLM jobs); settings get it filled in.
    void start(const QString& title, llm::ChatSettings settings, bool needsKey, JobFactory factory);
    bool isRunning() const { return m_job != nullptr || m_keys != nullptr; }
    jobs::BackgroundJob* job() const { return m_job.get(); }
    JobProgressDialog* progressDialog() const { return m_progress; }

Q_SIGNALS:
    void started();
    void finished(const goldset::jobs::JobSummary& summary);
    void statusMessage(const QString& message);

private:
    void run(const llm::ChatSettings& settings);

    QWidget* m_dialogParent;
    ApiKeyStore* m_keys = nullptr;
    QString m_title;
    JobFactory m_factory;
    std::unique_ptr<jobs::BackgroundJob> m_job;
    QPointer<JobProgressDialog> m_progress;
};

} // namespace goldset::ui
