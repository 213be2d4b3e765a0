#pragma once

#include "core/Result.h"

#include <QString>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace goldset::io {

// Makes records on a thread of its own, a few batches ahead of the caller, so that reading
// and parsing a file overlap the database writes of an import. The queue is bounded in
// records and in bytes (as the producer counts them: a record's line): memory does not grow
// with the file, nor with its longest records. Records come out in the order they were made; an error of
// the producer comes after every record made before it. Destroying the ReadAhead stops the
// producer at its next record.
template <typename Record> class ReadAhead
{
public:
    // Hands one record of about `bytes` to the caller; false when the caller wants no more
    // (stop producing).
    using Emit = std::function<bool(Record&&, qsizetype bytes)>;
    // Runs on the reading thread: makes every record, handing each to `emit`, and returns
    // the error that ended it early, if any. An exception it throws ends it as an error.
    using Producer = std::function<std::optional<Error>(const Emit& emit)>;

    explicit ReadAhead(Producer producer) : m_producer(std::move(producer))
    {
        m_thread = std::thread(&ReadAhead::produce, this);
    }

    ~ReadAhead()
    {
        m_stopping.store(true, std::memory_order_relaxed);
        {
            const std::lock_guard lock(m_mutex);
            m_stopped = true;
        }
        m_changed.notify_all();
        m_thread.join();
    }

    ReadAhead(const ReadAhead&) = delete;
    ReadAhead& operator=(const ReadAhead&) = delete;

    // The next record; false when there are no more or the producer failed (then error()).
    bool next(Record& record)
    {
        if (m_currentIndex == m_current.size()) {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return !m_queue.empty() || m_finished; });
            if (m_queue.empty()) {
                m_error = m_producerError;
                return false;
            }
            // The spent batch holds the caller's earlier records (swapped out below): the
            // reading thread frees them, off the writing thread.
            m_spent.push_back(std::move(m_current));
            m_current = std::move(m_queue.front());
            m_queue.pop_front();
            m_currentIndex = 0;
            lock.unlock();
            m_changed.notify_all();
        }
        std::swap(record, m_current[m_currentIndex++]);
        return true;
    }

    const std::optional<Error>& error() const { return m_error; }

private:
    using Batch = std::vector<Record>;
    // Small enough that the caller starts at once and memory stays flat, large enough that
    // the two threads rarely wait on the lock.
    static constexpr size_t kBatchSize = 256;
    static constexpr qsizetype kBatchBytes = 256 * 1024;
    static constexpr size_t kQueuedBatches = 4;

    void produce()
    {
        Batch batch;
        batch.reserve(kBatchSize);
        qsizetype batchBytes = 0;
        bool stopped = false;
        const Emit emit = [&](Record&& record, qsizetype bytes) {
            if (m_stopping.load(std::memory_order_relaxed))
                stopped = true;
            if (stopped)
                return false;
            batch.push_back(std::move(record));
            batchBytes += bytes;
            if (batch.size() == kBatchSize || batchBytes >= kBatchBytes) {
                batchBytes = 0;
                if (!publish(batch))
                    stopped = true;
            }
            return !stopped;
        };
        std::optional<Error> error;
        try {
            error = m_producer(emit);
        } catch (const std::exception& e) {
            error = makeError(QString::fromUtf8(e.what()));
        }
        if (stopped || (!batch.empty() && !publish(batch)))
            return;
        {
            const std::lock_guard lock(m_mutex);
            m_producerError = std::move(error);
            m_finished = true;
        }
        m_changed.notify_all();
    }

    // Hands a batch to the caller; false when the caller stopped reading.
    bool publish(Batch& batch)
    {
        std::deque<Batch> spent;
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return m_queue.size() < kQueuedBatches || m_stopped; });
            if (m_stopped)
                return false;
            m_queue.push_back(std::move(batch));
            spent.swap(m_spent);
        }
        m_changed.notify_all();
        spent.clear(); // outside the lock
        batch = Batch();
        batch.reserve(kBatchSize);
        return true;
    }

    const Producer m_producer;
    std::atomic<bool> m_stopping = false; // the caller is going: the producer may stop at once
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Batch> m_queue;            // guarded by m_mutex
    bool m_finished = false;              // guarded by m_mutex: the producer is done
    bool m_stopped = false;               // guarded by m_mutex: the caller wants no more
    std::deque<Batch> m_spent;            // guarded by m_mutex: batches done with, to free
    std::optional<Error> m_producerError; // guarded by m_mutex
    std::optional<Error> m_error;         // the caller's copy, once the queue ran dry
    Batch m_current;
    size_t m_currentIndex = 0;
    std::thread m_thread; // last: started once everything above is made
};

} // namespace goldset::io
