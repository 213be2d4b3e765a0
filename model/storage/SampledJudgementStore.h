#pragma once

#include "storage/StoreBase.h"

#include <QHash>

namespace goldset::storage {

// What the judge said about the interactions sampled into runs, per day of the interaction:
// the faithfulness of each judged answer (supported claims over the claims with a verdict),
// and how many answers the judge of answer relevancy found noncommittal ("I don't know").
struct DayJudgement
{
    qint64 faithfulAnswers = 0; // answers with at least one claim verdict
    double faithfulnessSum = 0; // the sum of their faithfulness
    qint64 relevancyJudged = 0; // answer relevancy verdicts
    qint64 noncommittal = 0;    // of which noncommittal
};

class SampledJudgementStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // By Julian day, the days with anything judged between the two days (inclusive).
    QHash<int, DayJudgement> byDay(int firstDay, int lastDay) const;
};

} // namespace goldset::storage
