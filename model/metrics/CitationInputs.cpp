#include "metrics/CitationInputs.h"

#include "storage/CitationStore.h"
#include "storage/Project.h"

namespace goldset::metrics {
namespace {

QString pickJudge(const QStringList& judges, const QString& primary)
{
    if (judges.contains(primary))
        return primary;
    return judges.isEmpty() ? QString() : judges.constFirst();
}

} // namespace

CitationInputs CitationInputs::load(storage::Project& project, RowId runId, const QString& primaryJudge,
                                    std::optional<RowId> questionId)
{
    CitationInputs inputs;
    storage::CitationStore store(project.connection());
    inputs.runCites = store.runHasStatements(runId);
    const QStringList relevancyJudges = store.relevancyJudges(runId);
    inputs.runHasRelevancy = !relevancyJudges.isEmpty();
    inputs.relevancyJudge = pickJudge(relevancyJudges, primaryJudge);
    if (inputs.runHasRelevancy)
        for (const RelevancyJudgement& r : store.relevancyOfRun(runId, inputs.relevancyJudge, questionId))
            inputs.relevancy.insert(r.questionId, r.score);
    if (!inputs.runCites)
        return inputs;
    inputs.checkJudge = pickJudge(store.checkJudges(runId), primaryJudge);
    const QHash<RowId, CitationCheck> checks = inputs.checkJudge.isEmpty()
                                                   ? QHash<RowId, CitationCheck>()
                                                   : store.checks(runId, inputs.checkJudge, questionId);
    const QHash<RowId, QList<CitationReview>> reviews = store.reviews(runId, questionId);
    for (const Statement& s : store.statementsOfRun(runId, questionId)) {
        StatementInput input;
        input.citations = s.citations;
        if (const auto c = checks.constFind(s.id); c != checks.constEnd())
            input.judge = c->verdict;
        if (const auto r = reviews.constFind(s.id); r != reviews.constEnd() && !r->isEmpty())
            input.review = r->constLast().verdict;
        inputs.statements[s.questionId].append(input);
    }
    return inputs;
}

} // namespace goldset::metrics
