#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

namespace goldset::storage {

class AnnotatorStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // The annotator of that name, created with the role and kind when missing.
    Result<RowId> ensure(const QString& name, AnnotatorRole role = AnnotatorRole::Annotator,
                         AnnotatorKind kind = AnnotatorKind::Person);
    std::optional<Annotator> byName(const QString& name) const;
    std::optional<Annotator> byId(RowId id) const;
    QList<Annotator> all() const;
    Status setRole(RowId id, AnnotatorRole role);
    // Deletes an annotator nobody's data refers to (undo of adding one). Refused, with nothing
    // deleted, while the annotator has labels, reviews, assignments or adjudications: deleting
    // would cascade to that work.
    Status removeUnused(RowId id);
};

} // namespace goldset::storage
