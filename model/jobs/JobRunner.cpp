#include "jobs/JobRunner.h"

#include "core/Secrets.h"
#include "storage/JobStore.h"
#include "storage/Project.h"
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
    // A few more than in flight, so that a free slot is filled at once; follow-ups jump ahead.
    const int window = client.settings().concurrency + 4;
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
            if (item.request.messages.isEmpty()) { // nothing to ask: store it at once
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
    QObject::connect(&client, &llm::ChatClient::finished, &loop, [&](const llm::ChatReply& reply) {
        auto it = inClient.find(reply.id);
        if (it == inClient.end())
            return;
        const JobItem item = std::move(it->second);
        inClient.erase(it);
        if (handle(item, reply))
            followUpsOf(item);
        feed();
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
    ++m_errors;
    if (m_errorSamples.size() < kErrorSamples)
        m_errorSamples.append(QStringLiteral("%1: %2").arg(key, error));
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
