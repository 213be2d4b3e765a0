#include "review/RunReviewLoader.h"

#include "common/WorkPool.h"
#include "core/Heap.h"
#include "review/ReviewHtml.h"
#include "storage/Project.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace goldset::ui {

RunReviewLoader::RunReviewLoader(QObject* parent) : QObject(parent) {}

void RunReviewLoader::load(const QString& projectPath, RowId runId)
{
    const quint64 generation = ++m_generation;
    m_busy = true;
    auto* watcher = new QFutureWatcher<Loaded>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // superseded
        m_busy = false;
        Q_EMIT loaded(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(workPool(), [projectPath, runId]() -> Loaded {
        auto project = storage::Project::open(projectPath, storage::Project::OpenMode::OpenExisting);
        if (!project)
            return {};
        auto review = std::make_shared<review::RunReview>();
        if (!review->load(**project, runId))
            return {};
        const QString trust = judgeTrustHtml(*review, **project);
        project->reset();
        // The read's transients (every claim as read, the reviews by claim) are freed: their
        // pages go back to the system instead of staying resident beside the run.
        core::releaseFreedMemory();
        return {std::move(review), trust};
    }));
}

void RunReviewLoader::cancel()
{
    ++m_generation;
    m_busy = false;
}

} // namespace goldset::ui
