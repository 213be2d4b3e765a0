#pragma once

#include "domain/Entities.h"

#include <QString>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// The packages merged back into one batch, newest first: when, whose, the counts of new,
// changed and conflicting labels, and the changed ones listed (rich text, every value escaped).
QString mergeHistoryHtml(storage::Project& project, RowId batchId);

} // namespace goldset::ui
