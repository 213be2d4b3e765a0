#include "monitor/InteractionPromotion.h"

#include "storage/InteractionLinkStore.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>

namespace goldset::monitor {

QString questionIdFor(const Interaction& interaction)
{
    return QStringLiteral("interaction:") +
           (interaction.externalId.isEmpty() ? QString::number(interaction.id) : interaction.externalId);
}

Result<PromotionResult> ensureInteractionQuestion(storage::Project& project, const Interaction& interaction,
                                                  bool* created)
{
    PromotionResult result;
    result.interactionId = interaction.id;
    *created = false;
    storage::InteractionLinkStore links(project.connection());
    if (const auto linked = links.questionOf(interaction.id); linked && project.questions().byId(*linked)) {
        result.questionId = *linked;
        return result;
    }
    const QString externalId = questionIdFor(interaction);
    if (const auto existing = project.questions().byExternalId(externalId)) {
        result.questionId = existing->id;
        return result;
    }
    Question question;
    question.externalId = externalId;
    question.text = interaction.query;
    question.origin = QuestionOrigin::Imported;
    question.status = QuestionStatus::Draft;
    auto id = project.questions().upsert(question);
    if (!id)
        return id.error();
    result.questionId = *id;
    result.created = true;
    *created = true;
    return result;
}

Result<PromotionResult> promoteInteraction(storage::Project& project, qint64 interactionId)
{
    const auto interaction = storage::InteractionStore(project.connection()).interaction(interactionId);
    if (!interaction)
        return makeError(
            QCoreApplication::translate("goldset::monitor", "no interaction %1").arg(interactionId));
    bool created = false;
    auto result = ensureInteractionQuestion(project, *interaction, &created);
    if (!result)
        return result;
    storage::InteractionLinkStore links(project.connection());
    if (Status linked = links.add(
            {interactionId, result->questionId, std::nullopt, storage::InteractionLinkKind::Promoted});
        !linked)
        return linked.error();
    return result;
}

Status undoPromotion(storage::Project& project, const PromotionResult& promotion)
{
    storage::InteractionLinkStore links(project.connection());
    if (Status removed = links.remove({promotion.interactionId, promotion.questionId, std::nullopt,
                                       storage::InteractionLinkKind::Promoted});
        !removed)
        return removed;
    if (promotion.created)
        return project.questions().remove(promotion.questionId);
    return {};
}

} // namespace goldset::monitor
