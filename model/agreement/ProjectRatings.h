#pragma once

#include "agreement/RatingSet.h"
#include "core/Result.h"

namespace goldset::storage {
class Project;
}

namespace goldset::agreement {

enum class AgreementTask
{
    Relevance,
    Claims
};

std::optional<AgreementTask> agreementTaskFromString(const QString& text); // "relevance", "claims"

// The ratings of a project's people (annotators of kind person, never the judge or the
// generator), read through the stores:
// - relevance: item = (question, chunk) keyed like AdjudicationStore::relevanceKey, label = the
//   grade, categories 0,1,2,3 (all four positions, also when a grade is unused);
// - claims: item = claim (row id), label = the human review verdict, categories
//   supported, unsupported, contradicted.
QList<Rating> projectRatings(storage::Project& project, AgreementTask task);
QStringList taskCategories(AgreementTask task);
Result<RatingSet> projectRatingSet(storage::Project& project, AgreementTask task);

} // namespace goldset::agreement
