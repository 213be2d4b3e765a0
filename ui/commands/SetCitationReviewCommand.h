#pragma once

#include "domain/Citations.h"

#include <QUndoCommand>
#include <optional>

namespace goldset::ui {

class ProjectSession;

// A reviewer's verdict on a cited statement (entailed or not, which citations are unnecessary),
// or taking it back. Written at once in one transaction; undo restores what the reviewer had
// before. Every write tells the session (Reviews, with the statement's question), so that the
// citation metrics are computed again wherever they are shown.
class SetCitationReviewCommand : public QUndoCommand
{
public:
    struct Review
    {
        CitationVerdict verdict;
        QString note;
        bool blind = false;
    };

    SetCitationReviewCommand(ProjectSession& session, const Statement& statement, RowId annotatorId,
                             std::optional<Review> review);

    void redo() override;
    void undo() override;
    bool failed() const { return m_failed; }

private:
    void apply(const std::optional<Review>& review);

    ProjectSession& m_session;
    RowId m_statementId;
    RowId m_questionId;
    RowId m_annotatorId;
    std::optional<Review> m_before;
    std::optional<Review> m_after;
    bool m_failed = false;
};

} // namespace goldset::ui
