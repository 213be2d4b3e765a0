#include "commands/SetClaimReviewCommand.h"

#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QCoreApplication>

namespace goldset::ui {

SetClaimReviewCommand::SetClaimReviewCommand(storage::Project& project, RowId claimId, RowId annotatorId,
                                             std::optional<Review> review, std::function<void(RowId)> changed)
    : m_project(project), m_claimId(claimId), m_annotatorId(annotatorId), m_after(std::move(review)),
      m_changed(std::move(changed))
{
    for (const ClaimReview& existing : project.runs().reviews(claimId))
        if (existing.annotatorId == annotatorId)
            m_before = Review{existing.verdict, existing.note, existing.blind};
    setText(m_after ? QCoreApplication::translate("goldset::ui::SetClaimReviewCommand", "Verdict %1")
                          .arg(toString(m_after->verdict))
                    : QCoreApplication::translate("goldset::ui::SetClaimReviewCommand", "Clear Verdict"));
}

void SetClaimReviewCommand::apply(const std::optional<Review>& review)
{
    const Status status = review ? m_project.runs().setReview(m_claimId, m_annotatorId, review->verdict,
                                                              review->note, review->blind)
                                 : m_project.runs().removeReview(m_claimId, m_annotatorId);
    m_failed = !status.ok();
    if (m_failed)
        qWarning("cannot save the review: %s", qPrintable(status.error().toString()));
    if (m_changed)
        m_changed(m_claimId);
}

void SetClaimReviewCommand::redo()
{
    apply(m_after);
}

void SetClaimReviewCommand::undo()
{
    apply(m_before);
}

} // namespace goldset::ui
