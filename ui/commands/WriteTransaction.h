#pragma once

#include "core/Result.h"

#include <functional>

namespace goldset::ui {

class ProjectSession;

// Runs a write of an undo command as one transaction, committed at once, and tells the
// session's listeners what changed. On failure nothing is written and a warning is logged;
// the command marks itself obsolete so the undo stack drops it.
Status writeInTransaction(ProjectSession& session, const std::function<Status()>& write);

} // namespace goldset::ui
