#pragma once

#include "core/Result.h"
#include "llm/ChatSettings.h"

namespace goldset::storage {
class SettingsStore;
}

namespace goldset::llm {

// The LLM settings a project remembers: llm/endpoint, llm/model, llm/concurrency,
// llm/embedding_model, llm/timeout (seconds), llm/retries, llm/max_response_mb (the response cap, MiB). Never the API key: load
// leaves apiKey empty, save ignores it.
inline QString embeddingModelSettingKey()
{
    return QStringLiteral("llm/embedding_model");
}
ChatSettings loadChatSettings(const storage::SettingsStore& settings);
Status saveChatSettings(storage::SettingsStore& settings, const ChatSettings& chat);

} // namespace goldset::llm
