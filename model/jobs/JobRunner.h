#pragma once

#include "core/Result.h"
#include "jobs/CancelToken.h"
#include "jobs/JobSummary.h"
#include "llm/ChatClient.h"

#include <QList>
#include <QSet>
#include <deque>
#include <functional>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

namespace goldset::storage {
class Project;
}

namespace goldset::jobs {

// One unit of a resumable job: a request to the model and how to store its answer.
struct JobItem
{
    QString key; // stable across runs: a chunk's external id, "answer:q12", "verdicts:q12"
    llm::ChatRequest request;
    // Builds the request just before it leaves, when building it reads the project (an answer's
    // verdicts need the claims that were stored a moment ago and the retrieved texts): a long
    // job then holds only the requests in flight. An error fails the item without a request.
    // It may fill in the request, the store state and the note; a request left without
    // messages means there is nothing to ask after all (stored at once, with a null answer).
    std::function<Status(JobItem& item)> prepare;
    // Writes the item's results. Runs inside the transaction that also marks the item done;
    // an error rolls both back and records the error on the item instead. An item whose
    // request has no messages (after prepare) is stored at once, with a null answer.
    std::function<Status(const nlohmann::json& answer)> store;
    // Work that can start once this item is stored (an answer's verdicts after its claims): it
    // goes before every item not yet sent, so that a pipeline never drains between phases.
    std::function<QList<JobItem>()> followUps;
    // A note kept with the item's row (e.g. "contexts cut to the token budget").
    QString note;
};

// Sends a job's items to the model through a ChatClient and stores every answer together with
// its job_item row (and the tokens the server reported) in one transaction. Runs a local event
// loop on the calling thread until every item, follow-ups included, is stored or failed, or the
// token is cancelled (then the requests in flight are aborted and their items stay "not
// done"). Only a few requests more than the concurrency wait in the client at any time, so
// memory does not grow with the job. The project must belong to the calling thread.
class JobRunner
{
public:
    JobRunner(storage::Project& project, QString job, llm::ChatSettings settings, const CancelToken& cancel,
              ProgressFunction progress);

    const QString& job() const { return m_job; }
    QSet<QString> doneKeys() const;

    // Counts for progress: items in scope and those of them already done by earlier runs.
    void addToScope(int total, int alreadyDone);
    void run(QList<JobItem> items);

    // Progress and outcome, accumulated over run() calls.
    void fillSummary(JobSummary& summary) const;
    bool cancelled() const { return m_cancelled; }

private:
    // Stores or records the error of an answered item; true when it was stored.
    bool handle(const JobItem& item, const llm::ChatReply& reply);
    // Marks the item done in the transaction of its results; false when it was not stored.
    bool store(const JobItem& item, const nlohmann::json& answer, const llm::TokenUsage& usage);
    // Stores answered items in one transaction, each in a savepoint of its own; true for each
    // item stored.
    std::vector<bool> storeBatch(const std::vector<std::pair<JobItem, llm::ChatReply>>& batch);
    void recordError(const QString& key, const QString& rawError, const llm::TokenUsage& usage);
    void noteError(const QString& key, const QString& error); // counts and samples it
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
    int m_requests = 0;
    llm::TokenUsage m_usage;
    int m_answersWithoutUsage = 0;
};

} // namespace goldset::jobs
