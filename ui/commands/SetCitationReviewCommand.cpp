#include "commands/SetCitationReviewCommand.h"

#include "shell/ProjectSession.h"
#include "storage/CitationStore.h"
#include "storage/Transaction.h"

#include <QCoreApplication>

namespace goldset::ui {

SetCitationReviewCommand::SetCitationReviewCommand(ProjectSession& session, const Statement& statement,
                                                   RowId annotatorId, std::optional<Review> review)
    : m_session(session), m_statementId(statement.id), m_questionId(statement.questionId),
      m_annotatorId(annotatorId), m_after(std::move(review))
{
    if (const auto existing =
            storage::CitationStore(session.project().connection()).review(m_statementId, annotatorId))
        m_before = Review{existing->verdict, existing->note, existing->blind};
    if (!m_after)
        setText(
            QCoreApplication::translate("goldset::ui::SetCitationReviewCommand", "Clear Citation Verdict"));
    else if (m_after->verdict.entailed)
        setText(QCoreApplication::translate("goldset::ui::SetCitationReviewCommand",
                                            "Citations Entail Statement"));
    else
        setText(QCoreApplication::translate("goldset::ui::SetCitationReviewCommand",
                                            "Citations Do Not Entail Statement"));
}

void SetCitationReviewCommand::apply(const std::optional<Review>& review)
{
    Status status;
    {
        storage::Transaction transaction(m_session.project().connection());
        storage::CitationStore store(m_session.project().connection());
        if (!transaction.begin())
            status = makeError(transaction.lastError());
        else if (Status written = review ? store.setReview(m_statementId, m_annotatorId, review->verdict,
                                                           review->note, review->blind)
                                         : store.removeReview(m_statementId, m_annotatorId);
                 !written)
            status = written;
        else if (!transaction.commit())
            status = makeError(transaction.lastError());
    }
    m_failed = !status.ok();
    if (m_failed) {
        qWarning("cannot save the citation review: %s", qPrintable(status.error().toString()));
        m_session.reportWriteFailure(status.error().toString());
        setObsolete(true);
    }
    m_session.notifyChanged(ProjectSession::Change::Reviews, {m_questionId});
}

void SetCitationReviewCommand::redo()
{
    apply(m_after);
}

void SetCitationReviewCommand::undo()
{
    apply(m_before);
}

} // namespace goldset::ui
