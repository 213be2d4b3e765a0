#pragma once

#include "domain/Citations.h"
#include "storage/StoreBase.h"

#include <QHash>

namespace goldset::storage {

// The only writer of statement, citation_check, citation_review and answer_relevancy: an
// answer's cited statements (imports write them through replaceStatements), the judge's
// citation checks and relevancy, and people's overrides of the checks.
class CitationStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // Replaces the statements of one answer. Unchanged statements (same texts and citations in
    // the same order) keep their rows, and with them their checks and reviews.
    Status replaceStatements(RowId runId, RowId questionId, const QList<Statement>& statements);
    QList<Statement> statements(RowId runId, RowId questionId) const;
    // Every statement of a run (or of one question of it), by question then ordinal.
    QList<Statement> statementsOfRun(RowId runId, std::optional<RowId> questionId = std::nullopt) const;
    bool runHasStatements(RowId runId) const;

    Status setCheck(const CitationCheck& check);
    // statement id -> the check of `judgeModel`, for a run (or one question of it).
    QHash<RowId, CitationCheck> checks(RowId runId, const QString& judgeModel,
                                       std::optional<RowId> questionId = std::nullopt) const;
    // The judges that checked citations of a run, by name.
    QStringList checkJudges(RowId runId) const;

    Status setReview(RowId statementId, RowId annotatorId, const CitationVerdict& verdict, const QString& note,
                     bool blind);
    Status removeReview(RowId statementId, RowId annotatorId);
    std::optional<CitationReview> review(RowId statementId, RowId annotatorId) const;
    // statement id -> its reviews, oldest first, for a run (or one question of it).
    QHash<RowId, QList<CitationReview>> reviews(RowId runId, std::optional<RowId> questionId = std::nullopt) const;

    Status setRelevancy(const RelevancyJudgement& judgement);
    std::optional<RelevancyJudgement> relevancy(RowId runId, RowId questionId, const QString& judgeModel) const;
    // question id -> the judgement of `judgeModel`, for a run (or one question of it).
    QHash<RowId, RelevancyJudgement> relevancyOfRun(RowId runId, const QString& judgeModel,
                                                    std::optional<RowId> questionId = std::nullopt) const;
    QStringList relevancyJudges(RowId runId) const;
};

} // namespace goldset::storage
