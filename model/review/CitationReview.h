#pragma once

#include "domain/Citations.h"
#include "metrics/CitationScores.h"

#include <QHash>
#include <optional>

namespace goldset::storage {
class Project;
}

namespace goldset::review {

// The cited statements of one answer as the Review page's Citations tab shows them: each with
// its citations and their texts, whether they were retrieved, the judge's check (of the judge
// the metrics use), the current reviewer's override and the verdict that counts.
struct CitedChunk
{
    QString id;
    QString text; // empty when the chunk is not in the corpus (or has no text)
    bool retrieved = false;
};

struct StatementState
{
    Statement statement;
    QList<CitedChunk> chunks;
    metrics::StatementStatus status = metrics::StatementStatus::NoCitation;
    std::optional<CitationVerdict> judge;
    std::optional<CitationReview> mine;       // the current reviewer's
    QList<CitationReview> reviews;            // everyone's, oldest first
    std::optional<CitationVerdict> effective; // what the metrics count

    // Failing: not entailed (or not yet judged), or with an unnecessary citation.
    bool failing() const { return !effective || !effective->entailed || !effective->unnecessary.isEmpty(); }
};

class CitationReviewData
{
public:
    // `annotatorId`: the reviewer whose overrides are "mine" (0: none). `primaryJudge`: the run's
    // primary judge when the caller knows it (the Review page has it from the run it read);
    // nullopt reads it, which visits every claim of the run (0.13 s at 100,000 questions).
    static CitationReviewData load(storage::Project& project, RowId runId, RowId questionId,
                                   RowId annotatorId,
                                   const std::optional<QString>& primaryJudge = std::nullopt);

    const QList<StatementState>& statements() const { return m_statements; }
    const QString& judge() const { return m_judge; }
    // The answer's citation metrics as they stand (reviews included).
    const metrics::CitationScores& scores() const { return m_scores; }

private:
    QList<StatementState> m_statements;
    QString m_judge;
    metrics::CitationScores m_scores;
};

} // namespace goldset::review
