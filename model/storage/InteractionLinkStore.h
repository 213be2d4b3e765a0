#pragma once

#include "storage/StoreBase.h"

#include <QList>

namespace goldset::storage {

enum class InteractionLinkKind
{
    Promoted, // made a draft question of the gold set
    Sampled,  // drawn into a run for the judge and the reviewers
};

struct InteractionLink
{
    qint64 interactionId = 0;
    qint64 questionId = 0;
    std::optional<qint64> runId;
    InteractionLinkKind kind = InteractionLinkKind::Promoted;
};

// Where an interaction went (interaction_link): the question made from it, the runs it was
// sampled into. The only code writing that table.
class InteractionLinkStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    Status add(const InteractionLink& link); // an existing link is left alone
    Status remove(const InteractionLink& link);
    // The question made from an interaction (by promotion or a sample), if any.
    std::optional<qint64> questionOf(qint64 interactionId) const;
    // The interaction a question came from, if any.
    std::optional<qint64> interactionOf(qint64 questionId) const;
    QList<InteractionLink> linksOf(qint64 interactionId) const;
};

} // namespace goldset::storage
