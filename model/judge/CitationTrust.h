#pragma once

#include "agreement/CohenKappa.h"
#include "domain/Citations.h"
#include "judge/JudgeTrust.h"

#include <array>

namespace goldset::storage {
class Project;
}

namespace goldset::judge {

// How far a judge's citation checks can be trusted: on the statements it checked that people
// reviewed (the latest review of each), Cohen's kappa on "entailed" between the judge and the
// people, the 2x2 confusion matrix, and how often the unnecessary citations differ.
struct CitationTrustReport
{
    QString judge;
    qint64 compared = 0;
    // confusion[j][h]: judge said j, people said h; 0 entailed, 1 not entailed.
    std::array<std::array<qint64, 2>, 2> confusion{};
    agreement::KappaResult kappa;
    qint64 overridden = 0;         // people's verdict differs (entailed, or the unnecessary ones)
    qint64 unnecessaryDiffers = 0; // both say entailed, with different unnecessary citations
    // Prediction-powered estimate (ppiMean) of the share of entailed statements (the unit of
    // citation_recall: 1 entailed, 0 not) over every statement the judge checked, corrected by
    // the reviewed ones. citationTrust() alone leaves it empty: it sees only reviewed pairs.
    PpiEstimate ppi;
};

struct CitationVerdictPair
{
    CitationVerdict judge;
    CitationVerdict human;
};

CitationTrustReport citationTrust(const QList<CitationVerdictPair>& pairs);
// Every judge that checked citations of the run, by name.
QList<CitationTrustReport> citationTrustOfRun(storage::Project& project, RowId runId);

} // namespace goldset::judge
