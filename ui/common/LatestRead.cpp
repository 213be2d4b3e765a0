#include "common/LatestRead.h"

#include "common/WorkPool.h"
#include "storage/Project.h"

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

void LatestRead::request(const QString& projectPath, Read read)
{
    Task task = [this, projectPath, read = std::move(read)]() -> Apply {
        auto project = storage::Project::open(projectPath);
        if (!project)
            return [this, message = project.error().toString()] { Q_EMIT failed(message); };
        return read(**project);
    };
    if (m_running) {
        m_waiting = std::move(task);
        m_dropRunning = true;
        return;
    }
    start(std::move(task));
}

void LatestRead::cancel()
{
    m_waiting = nullptr;
    m_dropRunning = m_running;
}

void LatestRead::start(Task task)
{
    m_dropRunning = false;
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run(workPool(), std::move(task)));
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
