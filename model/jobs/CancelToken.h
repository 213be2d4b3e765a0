#pragma once

#include <atomic>
#include <functional>

namespace goldset::jobs {

// Set from any thread (the GUI's Cancel button), read by the worker.
class CancelToken
{
public:
    void cancel() { m_cancelled.store(true); }
    bool isCancelled() const { return m_cancelled.load(); }
    void reset() { m_cancelled.store(false); }

private:
    std::atomic<bool> m_cancelled{false};
};

// done and total count items of the whole job (also those done by earlier runs); errors
// counts the items that failed in this run.
using ProgressFunction = std::function<void(int done, int total, int errors)>;

} // namespace goldset::jobs
