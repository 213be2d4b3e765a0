#pragma once

#include "storage/ClaimSync.h"

#include <QUndoCommand>
#include <functional>

namespace goldset::ui {

class ProjectSession;

// A person's edit of one judge's claims of an answer on the Review page (edit, split, merge,
// add, delete): the claims become a new list in one transaction (storage::ClaimSync::replace).
// A changed claim is a new row without verdict, which the judge's next run judges; the others
// keep their rows, verdicts and reviews. Undo writes back the claims as they were, under their
// row ids, with their verdicts, reviews, adjudications and nugget links; redo the edited ones.
// `changed` runs after every write with the answer and the claim to select.
class EditClaimsCommand : public QUndoCommand
{
public:
    struct Answer
    {
        RowId runId = 0;
        RowId questionId = 0;
        QString judgeModel;
    };
    using Changed = std::function<void(const Answer& answer, RowId selectClaimId)>;

    // select: the index in `claims` of the claim to select after the edit; selectBefore: the
    // claim to select after undo.
    EditClaimsCommand(ProjectSession& session, Answer answer, QList<storage::EditedClaim> claims, int select,
                      RowId selectBefore, const QString& text, Changed changed);

    void redo() override;
    void undo() override;
    bool failed() const { return m_failed; }
    // The claims' rows after the edit, in order (once done).
    const QList<RowId>& claimIds() const { return m_ids; }

private:
    void finish(RowId select);

    ProjectSession& m_session;
    Answer m_answer;
    QList<storage::EditedClaim> m_claims;
    int m_select;
    RowId m_selectBefore;
    Changed m_changed;
    bool m_done = false; // the first redo wrote the edit; later ones restore m_after
    bool m_failed = false;
    storage::ClaimSnapshot m_before;
    storage::ClaimSnapshot m_after;
    QList<RowId> m_ids;
};

} // namespace goldset::ui
