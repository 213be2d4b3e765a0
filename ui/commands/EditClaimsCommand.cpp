#include "commands/EditClaimsCommand.h"

#include "commands/WriteTransaction.h"
#include "shell/ProjectSession.h"

namespace goldset::ui {

EditClaimsCommand::EditClaimsCommand(ProjectSession& session, Answer answer,
                                     QList<storage::EditedClaim> claims, int select, RowId selectBefore,
                                     const QString& text, Changed changed)
    : QUndoCommand(text), m_session(session), m_answer(std::move(answer)), m_claims(std::move(claims)),
      m_select(select), m_selectBefore(selectBefore), m_changed(std::move(changed))
{
}

void EditClaimsCommand::redo()
{
    storage::ClaimSync claims(m_session.project().connection());
    const Status written = writeInTransaction(m_session, [this, &claims]() -> Status {
        if (m_done)
            return claims.restore(m_after);
        auto before = claims.snapshot(m_answer.runId, m_answer.questionId, m_answer.judgeModel);
        if (!before)
            return before.error();
        auto ids = claims.replace(m_answer.runId, m_answer.questionId, m_answer.judgeModel, m_claims);
        if (!ids)
            return ids.error();
        auto after = claims.snapshot(m_answer.runId, m_answer.questionId, m_answer.judgeModel);
        if (!after)
            return after.error();
        m_before = std::move(*before);
        m_after = std::move(*after);
        m_ids = std::move(*ids);
        return {};
    });
    m_failed = !written.ok();
    if (m_failed) {
        setObsolete(true);
        return;
    }
    m_done = true;
    finish(m_select >= 0 && m_select < m_ids.size() ? m_ids.at(m_select) : 0);
}

void EditClaimsCommand::undo()
{
    storage::ClaimSync claims(m_session.project().connection());
    if (!writeInTransaction(m_session, [this, &claims] { return claims.restore(m_before); })) {
        m_failed = true;
        setObsolete(true);
        return;
    }
    finish(m_selectBefore);
}

void EditClaimsCommand::finish(RowId select)
{
    // The Runs page recomputes this question's metrics; the Review page shows the claims.
    m_session.notifyChanged(ProjectSession::Change::Reviews, {m_answer.questionId});
    if (m_changed)
        m_changed(m_answer, select);
}

} // namespace goldset::ui
