#pragma once

#include "domain/Entities.h"
#include "io/JsonInput.h"

namespace goldset::storage {
class Project;
}

namespace goldset::io {

class ImportSession;

// A goldset-run line's "nuggets": the judged nuggets of its answer, as a judge or an assessor
// (the TREC RAG track's nugget assignment) left them:
// [{"text", "importance"?, "judge_model"?, "support"?: "support" | "partial_support" |
//   "not_support", "present"?: bool, "evidence"?: [chunk ids]}]
// A nugget the question lacks is added (merged by text); each verdict given is stored for the
// entry's judge_model ("imported" when missing).
Status importRunNuggets(ImportSession& session, RowId runId, RowId questionId, const nlohmann::json& nuggets,
                        const JsonPlace& place);

// The same list for a run's answer to one question: one entry per nugget and judge with a
// verdict on it, then the question's nuggets no judge spoke of.
nlohmann::ordered_json runNuggetsJson(storage::Project& project, RowId runId, RowId questionId);

} // namespace goldset::io
