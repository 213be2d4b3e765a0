#include "review/CitationReview.h"

#include "metrics/CitationInputs.h"
#include "storage/CitationStore.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

namespace goldset::review {

CitationReviewData CitationReviewData::load(storage::Project& project, RowId runId, RowId questionId,
                                            RowId annotatorId, const std::optional<QString>& primaryJudge)
{
    CitationReviewData data;
    const QString primary =
        primaryJudge ? *primaryJudge : project.runs().primaryJudge(runId).value_or(QString());
    const metrics::CitationInputs inputs = metrics::CitationInputs::load(project, runId, primary, questionId);
    data.m_judge = inputs.checkJudge;
    QSet<QString> retrieved;
    for (const Retrieval& r : project.runs().retrievals(runId, questionId))
        if (const auto chunk = project.corpus().chunkById(r.chunkId))
            retrieved.insert(chunk->externalId);
    storage::CitationStore store(project.connection());
    const QList<Statement> statements = store.statements(runId, questionId);
    const QHash<RowId, QList<CitationReview>> reviews = store.reviews(runId, questionId);
    const QList<metrics::StatementInput> input = inputs.statements.value(questionId);
    for (qsizetype i = 0; i < statements.size() && i < input.size(); ++i) {
        StatementState state;
        state.statement = statements[i];
        for (const QString& id : statements[i].citations) {
            const auto chunk = project.corpus().chunkByExternalId(id);
            state.chunks.append(
                {id, chunk && !chunk->stub ? chunk->text : QString(), retrieved.contains(id)});
        }
        state.status = metrics::statementStatus(input[i], retrieved);
        state.judge = input[i].judge;
        state.reviews = reviews.value(statements[i].id);
        for (const CitationReview& r : std::as_const(state.reviews))
            if (r.annotatorId == annotatorId)
                state.mine = r;
        state.effective = metrics::effectiveCitationVerdict(input[i], retrieved);
        data.m_statements.append(state);
    }
    data.m_scores = metrics::citationScores(input, retrieved);
    return data;
}

} // namespace goldset::review
