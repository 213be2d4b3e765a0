#pragma once

#include "llm/ChatSchema.h"
#include "llm/ChatSettings.h"
#include "llm/RetryPolicy.h"

#include <QElapsedTimer>
#include <QList>
#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QQueue>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

class QNetworkReply;
class QTimer;

namespace goldset::llm {

struct ChatMessage
{
    QString role; // "system", "user"
    QString content;
};

struct ChatRequest
{
    ChatSchema schema = ChatSchema::Questions;
    QList<ChatMessage> messages;
    // How many items the prompt numbered (claims of a `verdicts` request): an answer without
    // exactly one entry for each is malformed, and retried like broken JSON. -1: none.
    int numberedItems = -1;
    // An embeddings request instead (POST {base}/embeddings with the settings' embedding
    // model; see llm/Embeddings): the texts to embed. Its answer is {"embeddings": [[...]]}.
    QStringList embeddingInputs;

    bool isEmbeddings() const { return !embeddingInputs.isEmpty(); }
    // Nothing to send (a job item that found nothing to ask).
    bool isEmpty() const { return messages.isEmpty() && embeddingInputs.isEmpty(); }
    // For claim_correctness: how many nuggets the prompt numbered (the claims name them).
    int referencedItems = -1;
};

// The tokens a server says it spent (`usage` of a chat completion), over all attempts of a
// request that reported them: a malformed answer that is asked again is paid for twice.
struct TokenUsage
{
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    int reportedAnswers = 0; // answers that carried a `usage` object

    TokenUsage& operator+=(const TokenUsage& other)
    {
        promptTokens += other.promptTokens;
        completionTokens += other.completionTokens;
        reportedAnswers += other.reportedAnswers;
        return *this;
    }
};

struct ChatReply
{
    quint64 id = 0;
    bool ok = false;
    nlohmann::json answer; // choices[0].message.content parsed and checked against the schema
    QString error;         // why it failed, after the last attempt
    int attempts = 0;
    TokenUsage usage;
};

// One client for any OpenAI-compatible chat-completions endpoint. Asynchronous on the event
// loop of the thread it lives in: submit() queues a request, at most `concurrency` (up to
// ChatSettings::kMaxConcurrency) are in flight, and finished() reports each request exactly
// once (unless cancelled). Network errors, time-outs, 408/429/5xx and answers that do not
// parse or fit the schema are retried with exponential back-off and jitter; a 429 or 503
// holds back the whole client (for its Retry-After, else for the back-off delay).
// A QNetworkAccessManager opens at most 6 HTTP/1.1 connections per host and queues the rest
// where our time-out would already run: the client spreads its requests over as many managers
// as it needs, 6 in flight each (HTTP/2 servers multiplex them anyway).
class ChatClient : public QObject
{
    Q_OBJECT

public:
    explicit ChatClient(ChatSettings settings, QObject* parent = nullptr);
    ~ChatClient() override;

    const ChatSettings& settings() const { return m_settings; }
    // The request body for a request: model, temperature 0, messages, response_format.
    nlohmann::json requestBody(const ChatRequest& request) const;

    quint64 submit(const ChatRequest& request);
    // Queued before every request that has not been sent yet: follow-up work of a pipeline
    // (an answer's verdicts once its claims are in) so that it never waits behind the rest.
    quint64 submitFirst(const ChatRequest& request);
    // Aborts the requests in flight and forgets the queued ones; none of them reports.
    void cancel();
    int pendingCount() const { return static_cast<int>(m_calls.size()); }

Q_SIGNALS:
    void finished(const goldset::llm::ChatReply& reply);

private:
    struct Call
    {
        quint64 id = 0;
        ChatRequest request;
        int attempts = 0;
        QPointer<QNetworkReply> reply;
        QTimer* timer = nullptr; // time-out while in flight, back-off while waiting
        bool timedOut = false;
        bool tooLarge = false; // aborted: the body passed settings().maxResponseBytes
        QByteArray body;       // what has arrived of the current attempt's body
        int manager = -1;      // the manager of the attempt in flight
        TokenUsage usage;      // over every attempt so far
    };

    void pump();
    void startSoon();
    void send(Call& call);
    void onReplyFinished(quint64 id);
    void onTimeout(quint64 id);
    void checkSize(quint64 id, qint64 declaredTotal);
    // Schedules another attempt or gives up with the error.
    // overloaded: a 429 or 503, which holds back the whole client.
    void retryOrFail(Call& call, const QString& error, std::optional<qint64> retryAfterMs,
                     bool overloaded = false);
    void finish(quint64 id, ChatReply reply);
    Result<nlohmann::json> parseAnswer(Call& call, const QByteArray& body) const;
    QNetworkAccessManager& managerFor(Call& call);
    void pauseAll(qint64 delayMs);

    // A 429/503 with Retry-After holds back the whole client, not only that request: the
    // server said it is overloaded, and the other requests would only be refused too.
    bool isPaused() const;

    ChatSettings m_settings;
    RetryPolicy m_policy;
    std::vector<std::unique_ptr<QNetworkAccessManager>> m_managers;
    std::vector<int> m_managerLoad;  // requests in flight per manager
    std::map<quint64, Call> m_calls; // node-based: references stay valid
    QQueue<quint64> m_queue;         // waiting for a free slot (first attempts and due retries)
    int m_inFlight = 0;
    QElapsedTimer m_clock;
    qint64 m_pausedUntilMs = 0; // on m_clock
    QTimer* m_resumeTimer = nullptr;
    quint64 m_nextId = 1;
};

} // namespace goldset::llm
