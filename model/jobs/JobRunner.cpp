#include "jobs/JobRunner.h"

#include "core/Secrets.h"
#include "storage/JobStore.h"
#include "storage/Project.h"
#include "storage/Transaction.h"

#include <QEventLoop>
#include <QHash>
#include <QTimer>

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

void JobRunner::run(const QList<JobItem>& items)
{
    if (items.isEmpty() || m_cancelled)
        return;
    if (m_cancel.isCancelled()) {
        m_cancelled = true;
        return;
    }
    QEventLoop loop;
    llm::ChatClient client(m_settings);
    QHash<quint64, qsizetype> itemOfRequest;
    int outstanding = 0;
    QObject::connect(&client, &llm::ChatClient::finished, &loop, [&](const llm::ChatReply& reply) {
        const auto it = itemOfRequest.constFind(reply.id);
        if (it == itemOfRequest.constEnd())
            return;
        handle(items.at(*it), reply);
        if (--outstanding == 0)
            loop.quit();
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
    poll.start(kCancelPollMs);
    for (qsizetype i = 0; i < items.size(); ++i) {
        itemOfRequest.insert(client.submit(items.at(i).request), i);
        ++outstanding;
    }
    loop.exec();
    client.cancel();
}

void JobRunner::handle(const JobItem& item, const llm::ChatReply& reply)
{
    ++m_processed;
    if (!reply.ok) {
        recordError(item.key, reply.error);
        report();
        return;
    }
    storage::Transaction transaction(m_project.connection());
    if (!transaction.begin()) {
        recordError(item.key, QStringLiteral("cannot write to the project: ") + transaction.lastError());
        report();
        return;
    }
    Status stored = item.store ? item.store(reply.answer) : Status();
    if (stored)
        stored = storage::JobStore(m_project.connection()).markDone(m_job, item.key);
    if (stored && !transaction.commit())
        stored = makeError(QStringLiteral("cannot commit: ") + transaction.lastError());
    if (!stored) {
        transaction.rollback();
        recordError(item.key, stored.error().message);
    } else {
        ++m_done;
    }
    report();
}

void JobRunner::recordError(const QString& key, const QString& rawError)
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
        if (storage::JobStore(m_project.connection()).markError(m_job, key, error))
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
}

} // namespace goldset::jobs
