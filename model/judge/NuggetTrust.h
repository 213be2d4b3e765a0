#pragma once

#include "agreement/CohenKappa.h"
#include "domain/Nugget.h"
#include "judge/JudgeTrust.h"

#include <QList>

namespace goldset::storage {
class Project;
}

namespace goldset::judge {

// How far a judge's nugget verdicts can be trusted, from the nuggets people reviewed on a run:
// per judge and kind, Cohen's kappa (unweighted) between the judge's verdict and the people's
// (their majority, a tie going to the latest, as the metrics take it), and the confusion
// matrix. Support has three categories (support, partial_support, not_support), context two
// (present, absent). A verdict made before its nugget was edited is stale and not compared.
struct NuggetTrustReport
{
    QString judge;
    NuggetVerdictKind kind = NuggetVerdictKind::Support;
    qint64 compared = 0;
    QList<QList<qint64>> confusion; // [judge][people], in the category order above
    agreement::KappaResult kappa;
    qint64 overridden = 0; // people disagree with the judge
    // Prediction-powered estimate (ppiMean) of the mean nugget value over every current verdict
    // of the judge, corrected by the reviewed ones: support 1, partial 0.5, not 0 (the unit of
    // nugget_all); present 1, absent 0 (context_recall_llm's).
    PpiEstimate ppi;
};

// One report per judge and kind that has verdicts on the run (kinds without any are left out).
QList<NuggetTrustReport> nuggetTrustOfRun(storage::Project& project, RowId runId);

// The categories of a kind, in the confusion matrix's order.
QList<NuggetValue> nuggetCategories(NuggetVerdictKind kind);
// A verdict's value in the nugget metrics: 1, 0.5 (partial support) or 0.
double nuggetScoreValue(NuggetValue value);

} // namespace goldset::judge
