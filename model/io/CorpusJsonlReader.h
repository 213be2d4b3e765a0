#pragma once

#include "core/Result.h"
#include "storage/ImportWriter.h"

#include <QString>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace goldset::io {

// One record of a corpus JSONL file, checked and ready to store.
struct CorpusRecord
{
    QString id;
    QString title;
    QString text;
    bool verbatimChunk = false;    // the id is "document#n": the record is one chunk as given
    storage::EncodedChunk encoded; // verbatim chunks only: as the database stores them
    qint64 position = 0;           // bytes of the file read up to the end of this record
};

// Reads and checks the lines of a corpus JSONL file on a thread of its own, a few batches
// ahead of the caller, so that parsing JSON and encoding the chunks overlap the
// database writes (the two halves of a corpus import cost about the same). The queue is
// bounded: memory does not grow with the file. Records come out in file order; an error
// (the file cannot be read, a bad line) comes after every record before it.
class CorpusJsonlReader
{
public:
    explicit CorpusJsonlReader(QString path);
    ~CorpusJsonlReader(); // stops the reading thread

    CorpusJsonlReader(const CorpusJsonlReader&) = delete;
    CorpusJsonlReader& operator=(const CorpusJsonlReader&) = delete;

    // The next record; false at the end of the file or on an error (then error() is set).
    bool next(CorpusRecord& record);
    const std::optional<Error>& error() const { return m_error; }

private:
    using Batch = std::vector<CorpusRecord>;
    void read();
    Status parseRecord(const QByteArray& line, int lineNumber, CorpusRecord& record) const;
    // Hands a batch to the caller; false when the caller stopped reading.
    bool publish(Batch& batch);

    const QString m_path;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Batch> m_queue;        // guarded by m_mutex
    bool m_finished = false;          // guarded by m_mutex: the reading thread is done
    bool m_stopped = false;           // guarded by m_mutex: the caller wants no more
    std::deque<Batch> m_spent;        // guarded by m_mutex: batches done with, to free
    std::optional<Error> m_readError; // guarded by m_mutex
    std::optional<Error> m_error;     // the caller's copy, once the queue ran dry
    Batch m_current;
    size_t m_currentIndex = 0;
    std::thread m_thread;
};

} // namespace goldset::io
