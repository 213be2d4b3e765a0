#pragma once

#include "agreement/AgreementReport.h"
#include "agreement/AgreementScope.h"
#include "agreement/CohenKappa.h"
#include "agreement/DisagreementQueue.h"
#include "storage/BatchStore.h"

#include <QList>
#include <QString>
#include <optional>

namespace goldset::ui {

// What the Batches page reads off the GUI thread whenever labels or reviews change (its own
// connection, a file or a server): the current batch's assignments, the scope's agreement and
// its disagreement queue. The request is kept beside the answer so that a late answer for another
// batch or scope can be told apart.
struct BatchesReload
{
    QString path;
    RowId batchId = 0;
    agreement::AgreementScope scope;
    agreement::KappaWeights weights = agreement::KappaWeights::None;
    QList<storage::BatchStore::Assignment> assignments;
    std::optional<agreement::AgreementReport> report;
    QList<agreement::Disagreement> disagreements;
    QString error;

    static BatchesReload read(const QString& path, RowId batchId, const agreement::AgreementScope& scope,
                              agreement::KappaWeights weights);
    bool isFor(const QString& path, RowId batchId, const agreement::AgreementScope& scope,
               agreement::KappaWeights weights) const;
};

} // namespace goldset::ui
