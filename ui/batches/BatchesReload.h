#pragma once

#include "agreement/AgreementReport.h"
#include "agreement/AgreementScope.h"
#include "agreement/CohenKappa.h"
#include "storage/BatchStore.h"

#include <QList>
#include <QString>
#include <optional>

namespace goldset::ui {

// What the Batches page reads again off the GUI thread when other people's labels arrive (a
// project on a server): the current batch's assignments and the scope's agreement, through a
// connection of its own. The request is kept beside the answer so that a late answer for another
// batch or scope can be told apart.
struct BatchesReload
{
    QString path;
    RowId batchId = 0;
    agreement::AgreementScope scope;
    agreement::KappaWeights weights = agreement::KappaWeights::None;
    QList<storage::BatchStore::Assignment> assignments;
    std::optional<agreement::AgreementReport> report;
    QString error;

    static BatchesReload read(const QString& path, RowId batchId, const agreement::AgreementScope& scope,
                              agreement::KappaWeights weights);
    bool isFor(const QString& path, RowId batchId, const agreement::AgreementScope& scope,
               agreement::KappaWeights weights) const;
};

} // namespace goldset::ui
