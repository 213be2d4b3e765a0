#pragma once

#include "agreement/ProjectRatings.h"
#include "domain/Entities.h"

#include <QHash>

namespace goldset::agreement {

// Which of a project's ratings an agreement view is about.
struct AgreementScope
{
    AgreementTask task = AgreementTask::Relevance;
    std::optional<RowId> runId; // claims: only the claims of this run; unset: every run
    // After adjudication every rating of an adjudicated item counts as the adjudicated value: the
    // agreement of the labels as they stand once the lead has settled the disagreements.
    bool afterAdjudication = false;
};

// The people's ratings in scope (see projectRatings for items, labels and categories).
QList<Rating> scopedRatings(storage::Project& project, const AgreementScope& scope);
Result<RatingSet> scopedRatingSet(storage::Project& project, const AgreementScope& scope);

// Replaces the label of every rating whose item has an adjudicated value by that value.
QList<Rating> applyAdjudications(QList<Rating> ratings, const QHash<QString, QString>& valueByItem);

// The adjudicated values of a task, by item key (AdjudicationStore keys, as the ratings use).
QHash<QString, QString> adjudicatedValues(storage::Project& project, AgreementTask task);

QString toString(AgreementTask task); // "relevance", "claims"

} // namespace goldset::agreement
