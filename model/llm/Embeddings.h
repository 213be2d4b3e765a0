#pragma once

#include "core/Result.h"
#include "llm/ChatSettings.h"

#include <QStringList>
#include <QUrl>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace goldset::llm {

// The embeddings side of the OpenAI protocol (DESIGN.md, "LLM access"): POST {base}/embeddings
// with {"model": EMBEDDING_MODEL, "input": [...]}, answered {"data": [{"index", "embedding"}]}.
// ChatClient sends these requests like chat requests (same retries, pauses and usage); this
// file holds what is particular to them.
QUrl embeddingsUrl(const QString& baseUrl);
nlohmann::json embeddingsBody(const QString& model, const QStringList& inputs);
// The vectors of an /embeddings response, checked: exactly one entry per input, indices 0..n-1
// each once, every embedding a list of numbers (possibly empty). Returned as
// {"embeddings": [[...], ...]} in input order.
Result<nlohmann::json> parseEmbeddings(const nlohmann::json& response, int inputs);
// Why an embeddings request failed, with what to change: the setting that names the model.
QString embeddingsFailureHint(const ChatSettings& settings);

// Cosine similarity; nullopt when either vector has length zero (no dimensions, or all zero)
// or the lengths differ: undefined, never NaN.
std::optional<double> cosineSimilarity(const std::vector<double>& a, const std::vector<double>& b);

} // namespace goldset::llm
