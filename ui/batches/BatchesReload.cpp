#include "batches/BatchesReload.h"

#include "agreement/AgreementScope.h"
#include "storage/Project.h"

namespace goldset::ui {

BatchesReload BatchesReload::read(const QString& path, RowId batchId, const agreement::AgreementScope& scope,
                                  agreement::KappaWeights weights)
{
    BatchesReload read;
    read.path = path;
    read.batchId = batchId;
    read.scope = scope;
    read.weights = weights;
    auto project = storage::Project::open(path);
    if (!project) {
        read.error = project.error().toString();
        return read;
    }
    if (batchId)
        read.assignments = storage::BatchStore((*project)->connection()).assignments(batchId);
    if (auto ratings = agreement::scopedRatingSet(**project, scope); ratings)
        read.report = agreement::computeAgreement(*ratings, weights);
    else
        read.error = ratings.error().toString();
    read.disagreements = agreement::disagreements(**project, scope);
    return read;
}

bool BatchesReload::isFor(const QString& otherPath, RowId otherBatchId,
                          const agreement::AgreementScope& otherScope,
                          agreement::KappaWeights otherWeights) const
{
    return path == otherPath && batchId == otherBatchId && scope.task == otherScope.task &&
           scope.runId == otherScope.runId && scope.afterAdjudication == otherScope.afterAdjudication &&
           weights == otherWeights;
}

} // namespace goldset::ui
