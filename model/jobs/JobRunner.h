#pragma once

#include "core/Result.h"
#include "jobs/CancelToken.h"
#include "jobs/JobSummary.h"
#include "llm/ChatClient.h"

#include <QList>
#include <QSet>
#include <functional>
#include <nlohmann/json.hpp>

namespace goldset::storage {
class Project;
}

namespace goldset::jobs {

// One unit of a resumable job: a request to the model and how to store its answer.
struct JobItem
{
    QString key; // stable across runs: a chunk's external id, "answer:q12", "claim:42"
    llm::ChatRequest request;
    // Writes the item's results. Runs inside the transaction that also marks the item done;
    // an error rolls both back and records the error on the item instead.
    std::function<Status(const nlohmann::json& answer)> store;
};

// Sends a job's items to the model through a ChatClient and stores every answer together with
// its job_item row in one transaction. Runs a local event loop on the calling thread until
// every item is stored or failed, or the token is cancelled (then the requests in flight are
// aborted and their items stay "not done"). The project must belong to the calling thread.
class JobRunner
{
public:
    JobRunner(storage::Project& project, QString job, llm::ChatSettings settings, const CancelToken& cancel,
              ProgressFunction progress);

    const QString& job() const { return m_job; }
    QSet<QString> doneKeys() const;

    // Counts for progress: items in scope and those of them already done by earlier runs.
    void addToScope(int total, int alreadyDone);
    void run(const QList<JobItem>& items);

    // Progress and outcome, accumulated over run() calls.
    void fillSummary(JobSummary& summary) const;
    bool cancelled() const { return m_cancelled; }

private:
    void handle(const JobItem& item, const llm::ChatReply& reply);
    void recordError(const QString& key, const QString& rawError);
    void report() const;

    storage::Project& m_project;
    QString m_job;
    llm::ChatSettings m_settings;
    const CancelToken& m_cancel;
    ProgressFunction m_progress;
    int m_total = 0;
    int m_done = 0;
    int m_errors = 0;
    int m_processed = 0;
    bool m_cancelled = false;
    QStringList m_errorSamples;
};

} // namespace goldset::jobs
