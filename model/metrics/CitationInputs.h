#pragma once

#include "metrics/CitationScores.h"

#include <QHash>

namespace goldset::storage {
class Project;
}

namespace goldset::metrics {

// What a run's citation and relevancy metrics read, per question: the statements with their
// judge's checks and people's latest reviews, and the relevancy scores. The judge is the run's
// primary judge when it checked citations (or judged relevancy), else the first judge by name
// that did.
struct CitationInputs
{
    bool runCites = false;        // the run has statements: an answer without any scores 0
    bool runHasRelevancy = false; // some answer of the run was judged for relevancy
    QString checkJudge;
    QString relevancyJudge;
    QHash<RowId, QList<StatementInput>> statements;
    QHash<RowId, std::optional<double>> relevancy;

    static CitationInputs load(storage::Project& project, RowId runId, const QString& primaryJudge,
                               std::optional<RowId> questionId = std::nullopt);
};

} // namespace goldset::metrics
