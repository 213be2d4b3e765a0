#include "common/LatestRead.h"

#include "common/WorkPool.h"

#include <QtConcurrent/QtConcurrentRun>

namespace goldset::ui {

LatestRead::LatestRead(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Apply>::finished, this, &LatestRead::onFinished);
}

LatestRead::~LatestRead()
{
    // The read holds nothing of this object, but its answer's step may: let it end first.
    m_watcher.waitForFinished();
}

void LatestRead::request(Read read)
{
    if (m_running) {
        m_waiting = std::move(read);
        m_dropRunning = true;
        return;
    }
    start(std::move(read));
}

void LatestRead::cancel()
{
    m_waiting = nullptr;
    m_dropRunning = m_running;
}

void LatestRead::start(Read read)
{
    m_dropRunning = false;
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run(workPool(), std::move(read)));
}

void LatestRead::onFinished()
{
    if (m_waiting) {
        start(std::exchange(m_waiting, nullptr));
        return;
    }
    m_running = false;
    if (std::exchange(m_dropRunning, false)) {
        Q_EMIT idle();
        return;
    }
    const Apply apply = m_watcher.result();
    if (apply)
        apply();
    Q_EMIT applied();
    if (!m_running) // the answer's step may have asked for another read
        Q_EMIT idle();
}

} // namespace goldset::ui
