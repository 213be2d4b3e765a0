#pragma once

#include "domain/Entities.h"
#include "storage/StoreBase.h"

namespace goldset::storage {

class AnnotatorStore : public StoreBase
{
public:
    using StoreBase::StoreBase;

    // The annotator of that name, created with the role and kind when missing (`created` says
    // whether it was). The only writer of the annotator table, for edits and imports alike.
    Result<RowId> ensure(const QString& name, AnnotatorRole role = AnnotatorRole::Annotator,
                         AnnotatorKind kind = AnnotatorKind::Person, bool* created = nullptr);
    std::optional<Annotator> byName(const QString& name) const;
    std::optional<Annotator> byId(RowId id) const;
    QList<Annotator> all() const;
    Status setRole(RowId id, AnnotatorRole role);
    // Deletes an annotator nobody's data refers to (undo of adding one). Refused, with nothing
    // deleted, while the annotator has labels, reviews, assignments or adjudications: deleting
    // would cascade to that work.
    Status removeUnused(RowId id);
    // Deletes the annotator when it has no label and no claim review (an import that created
    // it and wrote nothing for it); otherwise leaves it.
    Status removeIfUnlabelled(RowId id);
};

} // namespace goldset::storage
