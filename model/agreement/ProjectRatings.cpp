#include "agreement/ProjectRatings.h"

#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QHash>
#include <QSet>

namespace goldset::agreement {
namespace {

QSet<RowId> personIds(storage::Project& project)
{
    QSet<RowId> ids;
    for (const Annotator& annotator : project.annotators().all())
        if (annotator.kind == AnnotatorKind::Person)
            ids.insert(annotator.id);
    return ids;
}

QList<Rating> relevanceRatings(storage::Project& project)
{
    const QSet<RowId> people = personIds(project);
    QHash<RowId, QString> questionNames;
    QList<Rating> ratings;
    for (const RelevanceLabel& label : project.labels().all()) {
        if (!people.contains(label.annotatorId))
            continue;
        auto name = questionNames.find(label.questionId);
        if (name == questionNames.end()) {
            const auto question = project.questions().byId(label.questionId);
            name = questionNames.insert(label.questionId, question ? question->externalId : QString());
        }
        ratings.append({storage::AdjudicationStore::relevanceKey(*name, label.chunkExternalId),
                        label.annotatorName, QString::number(label.grade), 0});
    }
    return ratings;
}

QList<Rating> claimRatings(storage::Project& project)
{
    const QSet<RowId> people = personIds(project);
    QList<Rating> ratings;
    storage::RunStore& runs = project.runs();
    for (const Run& run : runs.runs())
        for (RowId questionId : runs.questionIds(run.id))
            for (const Claim& claim : runs.claims(run.id, questionId))
                for (const ClaimReview& review : runs.reviews(claim.id))
                    if (people.contains(review.annotatorId) && review.verdict != Verdict::Unknown)
                        ratings.append(
                            {QString::number(claim.id), review.annotatorName, toString(review.verdict), 0});
    return ratings;
}

} // namespace

std::optional<AgreementTask> agreementTaskFromString(const QString& text)
{
    if (text == QLatin1String("relevance"))
        return AgreementTask::Relevance;
    if (text == QLatin1String("claims"))
        return AgreementTask::Claims;
    return std::nullopt;
}

QStringList taskCategories(AgreementTask task)
{
    if (task == AgreementTask::Relevance)
        return {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")};
    return {toString(Verdict::Supported), toString(Verdict::Unsupported), toString(Verdict::Contradicted)};
}

QList<Rating> projectRatings(storage::Project& project, AgreementTask task)
{
    return task == AgreementTask::Relevance ? relevanceRatings(project) : claimRatings(project);
}

Result<RatingSet> projectRatingSet(storage::Project& project, AgreementTask task)
{
    return RatingSet::build(projectRatings(project, task), taskCategories(task), project.path());
}

} // namespace goldset::agreement
