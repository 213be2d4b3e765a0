#pragma once

#include "monitor/InteractionPromotion.h"

#include <QUndoCommand>

namespace goldset::ui {

class ProjectSession;

// Makes a production interaction a draft question of the gold set, linked to where it came
// from; undo removes the link, and the question when this made it.
class PromoteInteractionCommand : public QUndoCommand
{
public:
    PromoteInteractionCommand(ProjectSession* session, qint64 interactionId);

    void redo() override;
    void undo() override;
    // The question made or found by the last redo (0 before).
    qint64 questionId() const { return m_result ? m_result->questionId : 0; }

private:
    ProjectSession* m_session;
    qint64 m_interactionId;
    std::optional<monitor::PromotionResult> m_result;
};

} // namespace goldset::ui
