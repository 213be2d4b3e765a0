#pragma once

#include "core/Result.h"
#include "domain/Interaction.h"

#include <QByteArrayView>

namespace goldset::monitor {

class IdkPatterns;
class UserIdHasher;

// The plain interaction log of DESIGN.md, one JSON object per line:
// {"id"?, "timestamp": ISO 8601, "query", "answer", "sources": [id or {"id","score"?,"text"?}],
//  "latency_ms", "user_id"?, "session_id"?, "feedback"?: number or {"score","comment"},
//  "escalated"?: bool}. Feedback may also be a thumb (true/false: 1/0).
// A line that is not such an object is an error naming file, line and column. Most lines take
// the fast path (FastInteractionLine.h); the others the general parser below.
Result<InteractionInput> parseInteractionLine(QByteArrayView line, const QString& file, int lineNumber,
                                              UserIdHasher& users, const IdkPatterns& idk);
// The general parser alone: a JSON document, then its fields (tests compare the two paths).
Result<InteractionInput> parseInteractionLineGeneral(QByteArrayView line, const QString& file, int lineNumber,
                                                     UserIdHasher& users, const IdkPatterns& idk);

} // namespace goldset::monitor
