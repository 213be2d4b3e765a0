#include "commands/SetNuggetReviewCommand.h"

#include "shell/ProjectSession.h"
#include "storage/NuggetVerdictStore.h"

#include <QCoreApplication>

namespace goldset::ui {

SetNuggetReviewCommand::SetNuggetReviewCommand(ProjectSession& session, RowId runId, RowId questionId,
                                               const QString& questionName, RowId nuggetId,
                                               NuggetVerdictKind kind, RowId annotatorId,
                                               std::optional<NuggetReview> review)
    : m_session(session), m_runId(runId), m_questionId(questionId), m_nuggetId(nuggetId), m_kind(kind),
      m_annotatorId(annotatorId), m_after(std::move(review))
{
    for (const NuggetReview& existing : session.project().nuggetVerdicts().reviews(runId, questionId))
        if (existing.nuggetId == nuggetId && existing.kind == kind && existing.annotatorId == annotatorId)
            m_before = existing;
    if (m_after) {
        m_after->runId = runId;
        m_after->nuggetId = nuggetId;
        m_after->kind = kind;
        m_after->annotatorId = annotatorId;
    }
    setText(m_after ? QCoreApplication::translate("SetNuggetReviewCommand", "Nugget of %1: %2")
                          .arg(questionName, toString(m_after->value))
                    : QCoreApplication::translate("SetNuggetReviewCommand", "Clear Nugget Verdict of %1")
                          .arg(questionName));
}

void SetNuggetReviewCommand::apply(const std::optional<NuggetReview>& review)
{
    storage::NuggetVerdictStore& store = m_session.project().nuggetVerdicts();
    const Status status =
        review ? store.setReview(*review) : store.removeReview(m_runId, m_nuggetId, m_kind, m_annotatorId);
    if (!status) {
        qWarning("Goldset: cannot save the nugget review: %s", qPrintable(status.error().toString()));
        m_session.reportWriteFailure(status.error().toString());
        setObsolete(true);
    }
    // Only this question's metrics depend on it (the Runs page recomputes it alone).
    m_session.notifyChanged(ProjectSession::Change::Reviews, {m_questionId});
}

void SetNuggetReviewCommand::redo()
{
    apply(m_after);
}

void SetNuggetReviewCommand::undo()
{
    apply(m_before);
}

} // namespace goldset::ui
