#pragma once

#include <QString>

namespace goldset::llm {

// How to reach one OpenAI-compatible endpoint. The key is never stored in a project: the GUI
// takes it from the keychain, the CLI from the environment (GOLDSET_API_KEY).
struct ChatSettings
{
    QString baseUrl; // "http://host:port/v1"; requests go to {baseUrl}/chat/completions
    QString model;
    // The model of {baseUrl}/embeddings (answer relevancy); empty: no embeddings, and no
    // relevancy unless asked for (then an error names this setting).
    QString embeddingModel;
    QString apiKey; // empty: no Authorization header
    static constexpr int kMaxConcurrency = 64;
    int concurrency = 4;   // requests in flight, 1..kMaxConcurrency
    int timeoutMs = 60000; // per attempt, from sending to the last byte of the answer
    int retries = 4;       // attempts after the first one
    int backoffMs = 1000;  // first back-off; doubles per attempt, with jitter
    int maxBackoffMs = 60000;
    // The largest response body read; a longer one (a server streaming without end) fails its
    // request instead of filling the memory.
    qint64 maxResponseBytes = qint64(8) << 20;

    // The environment variable the CLI reads the key from.
    static constexpr const char* apiKeyVariable = "GOLDSET_API_KEY";
    static QString apiKeyFromEnvironment();
    // "8 MiB": the cap as the user sets it, for messages.
    static QString sizeText(qint64 bytes);
};

} // namespace goldset::llm
