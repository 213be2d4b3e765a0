#pragma once

#include "core/Result.h"
#include "domain/Interaction.h"

#include <QList>
#include <nlohmann/json.hpp>

namespace goldset::monitor {

class IdkPatterns;
class UserIdHasher;

// The parts of a trace that span-based logs give one line each (OpenInference spans, Langfuse
// observations and scores), as compact JSON objects with these members, all optional:
//   "k": "retriever" | "llm" | "trace" (a trace row) | "span" | "score"
//   "root": true for the trace's root, "s"/"e": start/end (ms since 1970), "lat": latency (ms),
//   "in"/"out": input/output text, "docs": [{"id","score"?,"text"?}], "sess", "user",
//   "fb": feedback score, "fbc": its comment, "esc": escalated.
namespace part {
QByteArray encode(const nlohmann::json& part);
}

// The interaction a trace makes, or nullopt when it has no LLM span or observation to give an
// answer (a trace of embeddings only, say). Query and answer come from the root (or trace row)
// when it has them, else the retriever's input and the last LLM output; the sources are the
// retrievers' documents; the latency is the root's (else the first start to the last end).
std::optional<InteractionInput> assembleTrace(const QByteArray& trace, const QList<QByteArray>& parts,
                                              const QByteArray& origin, UserIdHasher& users,
                                              const IdkPatterns& idk);

// The user's words in an input that may be plain text, JSON text or JSON: a "query",
// "question" or "input" member, or the last user message of a message list.
QByteArray userText(const nlohmann::json& input);

// Retrieved documents of a retriever's output given as JSON (LangChain/LlamaIndex documents:
// objects with id, page_content/content/text, score, metadata.id), as {"id","score"?,"text"?}.
nlohmann::json documentsOf(const nlohmann::json& output);

} // namespace goldset::monitor
