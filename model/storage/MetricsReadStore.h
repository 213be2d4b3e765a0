#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <functional>
#include <optional>

namespace goldset::storage {

// Bulk reads for the metrics of a run (model/metrics): everything a run's evaluation needs,
// in a few queries instead of one per question. Each read can be limited to one question,
// which is how metrics are recomputed incrementally after a label changes.
class MetricsReadStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    struct LabelRow
    {
        RowId questionId = 0;
        RowId chunkId = 0;
        int grade = 0;
        bool byModel = false; // annotator kind 'model' (the generator, the judge)
    };
    struct AdjudicatedGrade
    {
        RowId questionId = 0;
        RowId chunkId = 0;
        QString value; // as stored; the caller checks it is a grade
    };
    struct RetrievalRow
    {
        RowId questionId = 0;
        RowId chunkId = 0;
        QString chunkExternalId;
        double score = 0;
    };
    struct ClaimRow
    {
        RowId id = 0;
        RowId questionId = 0;
        Verdict judgeVerdict = Verdict::Unknown;
        QString evidence; // JSON array of chunk external ids, as stored
    };
    struct ReviewRow
    {
        RowId claimId = 0;
        Verdict verdict = Verdict::Supported;
    };
    struct ScoreRow
    {
        RowId questionId = 0;
        QString metric;
        std::optional<double> value;
        QString source; // the tool it came from ("ragas"), empty for goldset-run
    };
    // The imported score metrics of every run that name their tool: "ragas:faithfulness", ...
    QStringList sourcedScoreMetrics() const;
    bool hasNuggets() const;
    bool hasStatements() const; // some run's answers were cut into cited statements

    // Relevance labels, with whether a model gave them. All questions, or one.
    // In the order they were first written (an import's: the file's order of a question's contexts).
    QList<LabelRow> relevanceLabels(std::optional<RowId> questionId = {}) const;
    // Adjudicated relevance grades, keys resolved to question and chunk row ids.
    QList<AdjudicatedGrade> adjudicatedGrades(std::optional<RowId> questionId = {}) const;
    // Retrievals are handed over row by row, in question order, never held as a list: a run of
    // 100,000 questions has a million retrievals (a list of them was the largest thing in
    // memory while the Runs page evaluated a run).
    void forEachRetrieval(RowId runId, std::optional<RowId> questionId,
                          const std::function<void(const RetrievalRow&)>& visit) const;
    // The latency of each answer (metrics never need the answers' text).
    void forEachAnswerLatency(
        RowId runId, std::optional<RowId> questionId,
        const std::function<void(RowId questionId, std::optional<double> latencyMs)>& visit) const;
    // The claims of one judge (the run's primary judge, see RunStore::primaryJudge) that it
    // still makes (orphaned ones are left out): metrics never mix judges.
    QList<ClaimRow> claims(RowId runId, const QString& judgeModel,
                           std::optional<RowId> questionId = {}) const;
    // Reviews of the run's claims, each claim's reviews oldest first (ties by row id).
    QList<ReviewRow> claimReviews(RowId runId, std::optional<RowId> questionId = {}) const;
    // Adjudicated claim verdicts of the run: claim row id -> verdict text.
    QList<QPair<RowId, QString>> adjudicatedVerdicts(RowId runId, std::optional<RowId> questionId = {}) const;
    QList<ScoreRow> scores(RowId runId, std::optional<RowId> questionId = {}) const;
};

} // namespace goldset::storage
