#include "agreement/AgreementScope.h"

#include "storage/AdjudicationStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QSet>

namespace goldset::agreement {

QString toString(AgreementTask task)
{
    return task == AgreementTask::Relevance ? QStringLiteral("relevance") : QStringLiteral("claims");
}

QHash<QString, QString> adjudicatedValues(storage::Project& project, AgreementTask task)
{
    QHash<QString, QString> values;
    for (const auto& adjudication : project.adjudications().all(toString(task)))
        values.insert(adjudication.itemKey, adjudication.value);
    return values;
}

QList<Rating> applyAdjudications(QList<Rating> ratings, const QHash<QString, QString>& valueByItem)
{
    for (Rating& rating : ratings)
        if (const auto value = valueByItem.constFind(rating.item); value != valueByItem.cend())
            rating.label = *value;
    return ratings;
}

QList<Rating> scopedRatings(storage::Project& project, const AgreementScope& scope)
{
    QList<Rating> ratings = projectRatings(project, scope.task);
    if (scope.task == AgreementTask::Claims && scope.runId) {
        QSet<QString> claimsOfRun;
        project.runs().forEachClaimOfRun(
            *scope.runId, [&claimsOfRun](Claim&& claim) { claimsOfRun.insert(QString::number(claim.id)); });
        ratings.removeIf([&claimsOfRun](const Rating& r) { return !claimsOfRun.contains(r.item); });
    }
    if (scope.afterAdjudication)
        ratings = applyAdjudications(std::move(ratings), adjudicatedValues(project, scope.task));
    return ratings;
}

Result<RatingSet> scopedRatingSet(storage::Project& project, const AgreementScope& scope)
{
    return RatingSet::build(scopedRatings(project, scope), taskCategories(scope.task), project.path());
}

} // namespace goldset::agreement
