#pragma once

#include "domain/Entities.h"

#include <QUndoCommand>
#include <functional>
#include <optional>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// A reviewer's verdict on a claim (or taking it back). Written at once; undo restores what the
// reviewer had before. `changed` runs after every write so the views can refresh.
class SetClaimReviewCommand : public QUndoCommand
{
public:
    struct Review
    {
        Verdict verdict = Verdict::Supported;
        QString note;
        bool blind = false;
    };

    SetClaimReviewCommand(storage::Project& project, RowId claimId, RowId annotatorId,
                          std::optional<Review> review, std::function<void(RowId claimId)> changed);

    void redo() override;
    void undo() override;
    bool failed() const { return m_failed; }

private:
    void apply(const std::optional<Review>& review);

    storage::Project& m_project;
    RowId m_claimId;
    RowId m_annotatorId;
    std::optional<Review> m_before;
    std::optional<Review> m_after;
    std::function<void(RowId)> m_changed;
    bool m_failed = false;
};

} // namespace goldset::ui
