#include "metrics/CitationScores.h"

namespace goldset::metrics {

StatementStatus statementStatus(const StatementInput& statement, const QSet<QString>& retrieved)
{
    if (statement.citations.isEmpty())
        return StatementStatus::NoCitation;
    for (const QString& id : statement.citations)
        if (!retrieved.contains(id))
            return StatementStatus::NotRetrieved;
    return statement.judge || statement.review ? StatementStatus::Judged : StatementStatus::Unjudged;
}

std::optional<CitationVerdict> effectiveCitationVerdict(const StatementInput& statement,
                                                        const QSet<QString>& retrieved)
{
    if (statement.review)
        return statement.review;
    switch (statementStatus(statement, retrieved)) {
    case StatementStatus::NoCitation:
    case StatementStatus::NotRetrieved:
        return CitationVerdict{false, {}};
    case StatementStatus::Unjudged:
        return std::nullopt;
    case StatementStatus::Judged:
        break;
    }
    return statement.judge;
}

CitationScores citationScores(const QList<StatementInput>& statements, const QSet<QString>& retrieved)
{
    CitationScores scores;
    if (statements.isEmpty())
        return scores;
    const double n = double(statements.size());
    qint64 cited = 0, entailed = 0, citations = 0, necessary = 0;
    bool complete = true;
    for (const StatementInput& s : statements) {
        const qint64 count = s.citations.size();
        cited += count > 0 ? 1 : 0;
        citations += count;
        const auto verdict = effectiveCitationVerdict(s, retrieved);
        if (!verdict) {
            complete = false;
            continue;
        }
        if (!verdict->entailed)
            continue;
        ++entailed;
        if (count > 1) {
            qint64 unnecessary = 0;
            for (const QString& id : s.citations)
                unnecessary += verdict->unnecessary.contains(id) ? 1 : 0;
            necessary += count - unnecessary;
        } else {
            necessary += count;
        }
    }
    scores.coverage = double(cited) / n;
    if (complete) {
        scores.recall = double(entailed) / n;
        scores.precision = citations > 0 ? double(necessary) / double(citations) : 0.0;
    }
    return scores;
}

} // namespace goldset::metrics
