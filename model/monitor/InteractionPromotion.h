#pragma once

#include "core/Result.h"
#include "domain/Interaction.h"

namespace goldset::storage {
class Project;
}

namespace goldset::monitor {

// What promoting or sampling did to the project, so that it can be undone exactly.
struct PromotionResult
{
    qint64 interactionId = 0;
    qint64 questionId = 0;
    bool created = false; // a new question (else the interaction had one already, from a sample)
};

// The external id of the question made from an interaction: "interaction:<id in the log>", or
// the row id for a line without one.
QString questionIdFor(const Interaction& interaction);

// The question an interaction becomes, made when missing: a draft with the interaction's query
// (an expert gives it a ground truth and gold chunks) whose link says where it came from.
// Runs inside the caller's transaction.
Result<PromotionResult> ensureInteractionQuestion(storage::Project& project, const Interaction& interaction,
                                                  bool* created);

// Promotes an interaction to a draft question of the gold set (link kind "promoted"), inside
// the caller's transaction. Promoting twice gives the same question.
Result<PromotionResult> promoteInteraction(storage::Project& project, qint64 interactionId);
// Undoes promoteInteraction: the link, and the question when it made it. In a transaction.
Status undoPromotion(storage::Project& project, const PromotionResult& promotion);

} // namespace goldset::monitor
