#include "labelling/LabellingState.h"

// The Labelling page's reads on threads of their own (LatestRead): the question queue and the
// current question's candidate pool, and a question another page asks for once the queue is in.
#include "common/LatestRead.h"
#include "labelling/CandidateModel.h"
#include "labelling/QuestionQueueModel.h"
#include "labelling/QueueFilterProxy.h"
#include "storage/LabellingStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

namespace goldset::ui {

bool LabellingState::isReading() const
{
    return m_queueReads->isBusy() || m_poolReads->isBusy();
}

void LabellingState::reloadQueue()
{
    if (!m_session)
        return;
    // The queue's ids (100,000 at scale, sorted by natural id) are read on a thread; the queue
    // in view stays until they are in.
    const QString path = m_session->path();
    const RowId annotatorId = m_annotatorId;
    const bool assigned = m_scope == Scope::Assigned;
    m_queueReads->request(
        path, [this, annotatorId, assigned](storage::Project& project) -> LatestRead::Apply {
            storage::LabellingStore reads(project.connection());
            QList<RowId> ids = assigned ? reads.assignedQuestions(annotatorId) : project.questions().ids();
            QSet<RowId> done = annotatorId ? reads.questionsLabelledBy(annotatorId) : QSet<RowId>{};
            return [this, ids = std::move(ids), done = std::move(done)] { showQueue(ids, done); };
        });
}

LabellingState::Opened LabellingState::openQuestion(RowId questionId)
{
    if (!m_session || !m_session->project().questions().byId(questionId))
        return Opened::No;
    if (!isReading()) {
        if (const int row = rowOfQuestion(questionId); row >= 0) {
            showQuestionAt(row);
            return Opened::Now;
        }
    }
    // Not in this queue, or the queue is still being read: it is shown once the queue is in,
    // from every question if this scope does not hold it.
    m_openWhenRead = questionId;
    if (!isReading())
        reloadQueue();
    return Opened::WhenRead;
}

void LabellingState::showQueue(const QList<RowId>& ids, const QSet<RowId>& done)
{
    if (!m_session)
        return;
    if (const RowId wanted = std::exchange(m_openWhenRead, 0); wanted && !ids.contains(wanted)) {
        if (m_scope != Scope::All) {
            m_openWhenRead = wanted;
            m_scope = Scope::All;
            Q_EMIT scopeChanged(m_scope);
            reloadQueue();
            return;
        }
    } else if (wanted) {
        m_questionId = wanted;
    }
    const RowId keep = m_questionId;
    m_queue->setQuestions(&m_session->project(), ids, done);
    m_queueProxy->setOpenOnly(m_scope == Scope::Open);
    Q_EMIT progressChanged();
    // Stay on the question in view when it is still in the queue, else start at the top.
    const int row = keep ? rowOfQuestion(keep) : -1;
    ensureQueueRow(0);
    showQuestionAt(row < 0 ? 0 : row);
}

void LabellingState::reloadCandidates(RowId keepChunk)
{
    auto current = question();
    if (!current)
        return;
    labelling::PoolOptions options = m_poolOptions;
    options.searchQuery = m_searchQuery;
    // The pool's BM25 hits search the whole corpus (60-100 ms at 1M chunks): read on a thread.
    const QString path = m_session->path();
    m_poolReads->request(path,
                         [this, options, keepChunk,
                          question = std::move(*current)](storage::Project& project) -> LatestRead::Apply {
                             auto pool = labelling::loadPool(project, question.id, options);
                             return [this, question, pool = std::move(pool), keepChunk] {
                                 showPool(question, pool, keepChunk);
                             };
                         });
}

void LabellingState::showPoolError(const QString& message)
{
    Q_EMIT errorOccurred(message);
    m_candidates->clear();
    m_poolSummary.clear();
    Q_EMIT candidatesChanged(-1);
}

void LabellingState::showPool(const Question& current, const Result<QList<labelling::PoolCandidate>>& pool,
                              RowId keepChunk)
{
    if (!m_session || current.id != m_questionId)
        return; // read for a question no longer shown
    if (!pool) {
        showPoolError(pool.error().toString());
        return;
    }
    m_candidates->setQuestion(current, *pool, m_annotatorId, m_searchQuery);
    int row = keepChunk ? m_candidates->rowOfChunk(keepChunk) : -1;
    if (row < 0 && !m_searchQuery.isEmpty()) {
        // After a search, start on its best hit.
        for (qsizetype i = 0; i < pool->size(); ++i)
            if ((*pool)[i].searchRank == 1 && m_candidates->ensureLoaded(int(i))) {
                row = int(i);
                break;
            }
    }
    if (row < 0 && m_candidates->rowCount() > 0)
        row = 0;
    const qsizetype runs = std::count_if(pool->cbegin(), pool->cend(),
                                         [](const labelling::PoolCandidate& c) { return !c.runs.isEmpty(); });
    m_poolSummary = tr("%n candidate(s)", nullptr, int(pool->size())) + QStringLiteral(" · ") +
                    tr("%n from runs", nullptr, int(runs));
    Q_EMIT candidatesChanged(row);
}

} // namespace goldset::ui
