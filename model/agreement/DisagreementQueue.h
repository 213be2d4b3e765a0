#pragma once

#include "agreement/AgreementScope.h"

#include <QList>
#include <QString>
#include <optional>

namespace goldset::agreement {

// One item that people labelled differently, with what a lead needs to settle it.
struct Disagreement
{
    struct Vote
    {
        QString annotator;
        QString label;
    };

    QString itemKey; // as AdjudicationStore keys it
    RowId questionId = 0;
    QString questionExternalId;
    QString questionText;
    RowId claimId = 0;   // claims
    RowId runId = 0;     // claims: the claim's run
    QString targetId;    // relevance: the chunk's external id; claims: "run · claim n"
    QString targetText;  // the chunk's or the claim's text
    QList<Vote> votes;   // by annotator name
    double distance = 0; // grades: highest minus lowest; verdicts: distinct verdicts - 1
    int minority = 0;    // votes outside the most common label
    std::optional<QString> adjudicated;
    QString reason;
};

// Items of the scope with two or more ratings that are not all the same, the largest
// disagreement first (distance, then minority size), ties in the order the items were rated.
// Ratings are taken as given (the scope's afterAdjudication is ignored); the current
// adjudication is attached to each item.
QList<Disagreement> disagreements(storage::Project& project, const AgreementScope& scope);

} // namespace goldset::agreement
