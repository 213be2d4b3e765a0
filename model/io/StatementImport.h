#pragma once

#include "domain/Citations.h"
#include "io/JsonInput.h"

namespace goldset::io {

class ImportSession;

// The cited statements of one imported answer, written through storage::CitationStore. The
// `statements` list of goldset-run ([{"text", "citations": [chunk id or 1-based rank]}]) wins;
// else markers in the answer text ([1], [doc#12]; see CitationMarkers); an answer with neither
// has no statements. `retrieved`: the question's retrieved chunk ids in rank order.
Status importStatements(ImportSession& session, RowId runId, RowId questionId, const QStringList& retrieved,
                        const nlohmann::json* statements, const std::optional<QString>& answer,
                        const JsonPlace& place);

// The question's retrieved chunk ids in rank order, as stored.
QStringList retrievedIds(ImportSession& session, RowId runId, RowId questionId);

} // namespace goldset::io
