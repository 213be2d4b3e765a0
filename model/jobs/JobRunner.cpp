#include "jobs/JobRunner.h"

#include "core/Secrets.h"
#include "storage/JobStore.h"
#include "storage/Project.h"
#include "storage/Savepoint.h"
#include "storage/Transaction.h"

#include <QEventLoop>
#include <QHash>
#include <QTimer>
#include <unordered_map>

namespace goldset::jobs {

namespace {
constexpr int kCancelPollMs = 20;
constexpr int kErrorSamples = 5;
} // namespace

JobRunner::JobRunner(storage::Project& project, QString job, llm::ChatSettings settings,
                     const CancelToken& cancel, ProgressFunction progress)
    : m_project(project), m_job(std::move(job)), m_settings(std::move(settings)), m_cancel(cancel),
      m_progress(std::move(progress))
{
}

QSet<QString> JobRunner::doneKeys() const
{
    return storage::JobStore(m_project.connection()).doneKeys(m_job);
}

void JobRunner::addToScope(int total, int alreadyDone)
{
    m_total += total;
    m_done += alreadyDone;
    report();
}

void JobRunner::run(QList<JobItem> items)
{
    if (items.isEmpty() || m_cancelled)
        return;
    if (m_cancel.isCancelled()) {
        m_cancelled = true;
        return;
    }
    std::deque<JobItem> waiting;
    for (JobItem& item : items)
        waiting.push_back(std::move(item));
    items.clear();
    QEventLoop loop;
    llm::ChatClient client(m_settings);
    std::unordered_map<quint64, JobItem> inClient;
    // Twice the concurrency queued in the client, so that a slot freed while this thread stores
    // answers is filled at once; follow-ups jump ahead.
    const int window = 2 * client.settings().concurrency + 4;
    bool looping = false;
    QSet<QString> followUpKeys;

    const auto followUpsOf = [&waiting, &followUpKeys](const JobItem& item) {
        if (!item.followUps)
            return;
        const QList<JobItem> next = item.followUps();
        for (auto it = next.crbegin(); it != next.crend(); ++it) {
            followUpKeys.insert(it->key);
            waiting.push_front(*it);
        }
    };
    const auto feed = [&] {
        while (!m_cancelled && client.pendingCount() < window && !waiting.empty()) {
            JobItem item = std::move(waiting.front());
            waiting.pop_front();
            if (item.prepare) {
                if (Status prepared = item.prepare(item); !prepared) {
                    ++m_processed;
                    recordError(item.key, prepared.error().message, {});
                    report();
                    continue;
                }
            }
            if (item.request.isEmpty()) { // nothing to ask: store it at once
                ++m_processed;
                if (store(item, nlohmann::json(), {}))
                    followUpsOf(item);
                report();
                continue;
            }
            const bool first = followUpKeys.remove(item.key);
            const quint64 id = first ? client.submitFirst(item.request) : client.submit(item.request);
            inClient.emplace(id, std::move(item));
        }
        if (looping && (m_cancelled || (waiting.empty() && inClient.empty())))
            loop.quit();
    };
    // Answers are stored in batches, one transaction for all that arrived while the event loop
    // was busy: a commit per answer kept this thread from starting the next requests (Qt starts
    // a request from the event loop of the thread that posts it), 15% of the time at 64 in
    // flight against a 300 ms server.
    std::vector<std::pair<JobItem, llm::ChatReply>> answered;
    bool flushScheduled = false;
    const auto flush = [&] {
        flushScheduled = false;
        std::vector<std::pair<JobItem, llm::ChatReply>> batch;
        batch.swap(answered);
        const std::vector<bool> stored = storeBatch(batch);
        for (std::size_t i = 0; i < batch.size(); ++i)
            if (stored[i])
                followUpsOf(batch[i].first);
        feed();
    };
    QObject::connect(&client, &llm::ChatClient::finished, &loop, [&](const llm::ChatReply& reply) {
        auto it = inClient.find(reply.id);
        if (it == inClient.end())
            return;
        answered.emplace_back(std::move(it->second), reply);
        inClient.erase(it);
        if (!flushScheduled) {
            flushScheduled = true;
            QTimer::singleShot(0, &loop, flush);
        }
    });
    // The token is a plain atomic that any thread may set; look at it often.
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (m_cancel.isCancelled()) {
            m_cancelled = true;
            client.cancel();
            loop.quit();
        }
    });
    feed();
    if (!m_cancelled && !(waiting.empty() && inClient.empty())) {
        poll.start(kCancelPollMs);
        looping = true;
        loop.exec();
    }
    client.cancel();
    if (!answered.empty()) { // answered before a cancel: kept
        std::vector<std::pair<JobItem, llm::ChatReply>> batch;
        batch.swap(answered);
        storeBatch(batch);
    }
}

std::vector<bool> JobRunner::storeBatch(const std::vector<std::pair<JobItem, llm::ChatReply>>& batch)
{
    std::vector<bool> stored(batch.size(), false);
    storage::Transaction transaction(m_project.connection());
    if (!transaction.begin()) {
        for (std::size_t i = 0; i < batch.size(); ++i)
            stored[i] = handle(batch[i].first, batch[i].second); // each on its own
        return stored;
    }
    storage::JobStore jobs(m_project.connection());
    QStringList failedKeys;
    QStringList failures;
    int doneHere = 0;
    for (std::size_t i = 0; i < batch.size(); ++i) {
        const JobItem& item = batch[i].first;
        const llm::ChatReply& reply = batch[i].second;
        ++m_processed;
        m_requests += reply.attempts;
        m_usage += reply.usage;
        if (reply.ok && reply.usage.reportedAnswers == 0)
            ++m_answersWithoutUsage;
        const storage::JobStore::ItemCost cost{reply.usage.promptTokens, reply.usage.completionTokens};
        QString error = reply.error;
        if (reply.ok) {
            storage::Savepoint savepoint(m_project.connection(), QStringLiteral("job_item"));
            Status written =
                savepoint.isActive() ? Status() : makeError(QStringLiteral("cannot write to the project"));
            if (written && item.store)
                written = item.store(reply.answer);
            if (written)
                written = jobs.markDone(m_job, item.key, cost, item.note);
            if (written && savepoint.release()) {
                stored[i] = true;
                ++doneHere;
                continue;
            }
            savepoint.rollback();
            error = written ? QStringLiteral("cannot write to the project") : written.error().message;
        }
        error = redactSecrets(error, m_settings.apiKey);
        if (Status recorded = jobs.markError(m_job, item.key, error, cost); !recorded)
            error += QStringLiteral(" (not recorded: ") + recorded.error().message + u')';
        failedKeys << item.key;
        failures << error;
    }
    if (!transaction.commit()) {
        // Nothing of the batch was written: every item stays not done, and says why.
        const QString why = QStringLiteral("cannot commit: ") + transaction.lastError();
        for (std::size_t i = 0; i < batch.size(); ++i) {
            stored[i] = false;
            noteError(batch[i].first.key, why);
        }
        report();
        return stored;
    }
    m_done += doneHere;
    for (qsizetype i = 0; i < failedKeys.size(); ++i)
        noteError(failedKeys[i], failures[i]);
    report();
    return stored;
}

void JobRunner::noteError(const QString& key, const QString& error)
{
    ++m_errors;
    if (m_errorSamples.size() < kErrorSamples)
        m_errorSamples.append(QStringLiteral("%1: %2").arg(key, error));
}

bool JobRunner::handle(const JobItem& item, const llm::ChatReply& reply)
{
    ++m_processed;
    m_requests += reply.attempts;
    m_usage += reply.usage;
    if (reply.ok && reply.usage.reportedAnswers == 0)
        ++m_answersWithoutUsage;
    if (!reply.ok) {
        recordError(item.key, reply.error, reply.usage);
        report();
        return false;
    }
    const bool stored = store(item, reply.answer, reply.usage);
    report();
    return stored;
}

bool JobRunner::store(const JobItem& item, const nlohmann::json& answer, const llm::TokenUsage& usage)
{
    const storage::JobStore::ItemCost cost{usage.promptTokens, usage.completionTokens};
    storage::Transaction transaction(m_project.connection());
    if (!transaction.begin()) {
        recordError(item.key, QStringLiteral("cannot write to the project: ") + transaction.lastError(),
                    usage);
        return false;
    }
    Status stored = item.store ? item.store(answer) : Status();
    if (stored)
        stored = storage::JobStore(m_project.connection()).markDone(m_job, item.key, cost, item.note);
    if (stored && !transaction.commit())
        stored = makeError(QStringLiteral("cannot commit: ") + transaction.lastError());
    if (!stored) {
        transaction.rollback();
        recordError(item.key, stored.error().message, usage);
        return false;
    }
    ++m_done;
    return true;
}

void JobRunner::recordError(const QString& key, const QString& rawError, const llm::TokenUsage& usage)
{
    // The client redacts its errors already; an error of a store function might quote an
    // answer that quotes the key. Both end up in the project and on the screen.
    const QString error = redactSecrets(rawError, m_settings.apiKey);
    noteError(key, error);
    // Its own small transaction: an error row is a fact of its own, never mixed with results.
    storage::Transaction transaction(m_project.connection());
    if (transaction.begin()) {
        if (storage::JobStore(m_project.connection())
                .markError(m_job, key, error, {usage.promptTokens, usage.completionTokens}))
            transaction.commit();
    }
}

void JobRunner::report() const
{
    if (m_progress)
        m_progress(m_done, m_total, m_errors);
}

void JobRunner::fillSummary(JobSummary& summary) const
{
    summary.job = m_job;
    summary.total = m_total;
    summary.done = m_done;
    summary.errors = m_errors;
    summary.processed = m_processed;
    summary.cancelled = m_cancelled;
    summary.errorSamples = m_errorSamples;
    summary.requests = m_requests;
    summary.promptTokens = m_usage.promptTokens;
    summary.completionTokens = m_usage.completionTokens;
    summary.answersWithoutUsage = m_answersWithoutUsage;
    const storage::JobStore::ItemCost total = storage::JobStore(m_project.connection()).cost(m_job);
    summary.jobPromptTokens = total.promptTokens;
    summary.jobCompletionTokens = total.completionTokens;
}

} // namespace goldset::jobs
