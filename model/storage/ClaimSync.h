#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <QVariant>

namespace goldset::storage {

// Replaces one judge's claims of one answer with a new list without losing people's work.
// Claims are matched by text (whitespace-normalised, in order for repeated texts): a claim the
// judge makes again keeps its row, so its reviews and adjudication stay attached. A claim the
// judge no longer makes is deleted only when nobody reviewed or adjudicated it; otherwise it is
// kept and marked orphaned (it no longer counts as the judge's verdict). Claims of other judges
// are never touched. Run it inside the caller's transaction.
struct ClaimSyncResult
{
    QList<RowId> ids; // the row of each new claim, in the order given
    int kept = 0;     // matched an existing claim
    int added = 0;
    int removed = 0;  // unreviewed claims the judge no longer makes
    int orphaned = 0; // reviewed claims the judge no longer makes, kept
};

// One judge's claims of one answer as stored, with every row that refers to them (people's
// reviews, the lead's adjudications, claim-to-nugget links), copied so that a person's edit of
// the claims can be undone exactly: ClaimSync::restore() writes them back under their row ids.
struct ClaimSnapshot
{
    RowId runId = 0;
    RowId questionId = 0;
    QString judgeModel;
    QList<Claim> claims; // in order
    struct Rows
    {
        QString table;
        QStringList columns;
        QList<QVariantList> rows;
    };
    QList<Rows> dependents;
    QList<RowId> ids() const;
};

// One claim of an answer's list as a person edited it: an existing row kept as it is (keep,
// with its verdict and reviews), or a new claim (text) that its judge has yet to judge.
struct EditedClaim
{
    RowId keep = 0;
    QString text;
};

class ClaimSync : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // claims: text, verdict, reason, evidence, promptHash are read; run, question, judge from the
    // arguments. With updateVerdicts false a matched claim keeps its stored verdict (the LLM
    // judge extracts claims first and judges them later).
    Result<ClaimSyncResult> sync(RowId runId, RowId questionId, const QString& judgeModel,
                                 const QList<Claim>& claims, bool updateVerdicts);

    // A person's edit of one judge's claims of an answer (the Review page): the claims become
    // `claims`, in that order. A kept row keeps its verdict, reviews and adjudication; a new
    // claim has no verdict and an empty prompt hash, so the judge's next run asks for its
    // verdict (and for it alone: JudgeScope::needsVerdict); a row left out is deleted with its
    // reviews, adjudication and links. Returns the row of each claim, in order.
    Result<QList<RowId>> replace(RowId runId, RowId questionId, const QString& judgeModel,
                                 const QList<EditedClaim>& claims);
    Result<ClaimSnapshot> snapshot(RowId runId, RowId questionId, const QString& judgeModel) const;
    // Makes the judge's claims of the answer exactly the snapshot's again (rows made since are
    // deleted), with their reviews, adjudications and links.
    Status restore(const ClaimSnapshot& snapshot);

private:
    Status park(RowId runId, RowId questionId, const QString& judgeModel);
    Result<int> firstFreeOrdinal(RowId runId, RowId questionId, const QString& judgeModel) const;
    Status removeClaim(RowId claimId);
};

} // namespace goldset::storage
