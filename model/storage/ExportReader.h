#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

#include <functional>

namespace goldset::storage {

// The read side of exports: whole-project scans that stream rows instead of building lists.
class ExportReader : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // Every chunk with text (stubs left out) with its document's title, in document and
    // ordinal order.
    Status forEachChunk(const std::function<Status(const Chunk& chunk, const QString& title)>& visit) const;
    // Scores of one question in a run, by metric name.
    QList<QPair<QString, std::optional<double>>> scores(RowId runId, RowId questionId) const;
};

} // namespace goldset::storage
