#pragma once

#include "domain/Nugget.h"

#include <QUndoCommand>
#include <optional>

namespace goldset::ui {

class ProjectSession;

// A reviewer's own verdict on whether an answer supports a nugget (or taking it back). Written
// at once; undo restores what the reviewer had before. Each write tells the session that the
// question's reviews changed, so that the metrics using them (nugget_all, ...) are computed
// again at once (the Runs page) and the Review page's nugget tab shows it.
class SetNuggetReviewCommand : public QUndoCommand
{
public:
    SetNuggetReviewCommand(ProjectSession& session, RowId runId, RowId questionId,
                           const QString& questionName, RowId nuggetId, NuggetVerdictKind kind,
                           RowId annotatorId, std::optional<NuggetReview> review);

    void redo() override;
    void undo() override;

private:
    void apply(const std::optional<NuggetReview>& review);

    ProjectSession& m_session;
    RowId m_runId;
    RowId m_questionId;
    RowId m_nuggetId;
    NuggetVerdictKind m_kind;
    RowId m_annotatorId;
    std::optional<NuggetReview> m_before;
    std::optional<NuggetReview> m_after;
};

} // namespace goldset::ui
