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
#include <nlohmann/json.hpp>

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
};

struct ChatReply
{
    quint64 id = 0;
    bool ok = false;
    nlohmann::json answer; // choices[0].message.content parsed and checked against the schema
    QString error;         // why it failed, after the last attempt
    int attempts = 0;
};

// One client for any OpenAI-compatible chat-completions endpoint. Asynchronous on the event
// loop of the thread it lives in: submit() queues a request, at most `concurrency` are in
// flight, and finished() reports each request exactly once (unless cancelled). Network
// errors, time-outs, 408/429/5xx and answers that do not parse or fit the schema are retried
// with exponential back-off and jitter, honouring Retry-After on 429 and 503.
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
    };

    void pump();
    void send(Call& call);
    void onReplyFinished(quint64 id);
    void onTimeout(quint64 id);
    void checkSize(quint64 id, qint64 declaredTotal);
    // Schedules another attempt or gives up with the error.
    void retryOrFail(Call& call, const QString& error, std::optional<qint64> retryAfterMs);
    void finish(quint64 id, ChatReply reply);
    Result<nlohmann::json> parseAnswer(const Call& call, const QByteArray& body) const;

    // A 429/503 with Retry-After holds back the whole client, not only that request: the
    // server said it is overloaded, and the other requests would only be refused too.
    bool isPaused() const;

    ChatSettings m_settings;
    RetryPolicy m_policy;
    QNetworkAccessManager m_manager;
    std::map<quint64, Call> m_calls; // node-based: references stay valid
    QQueue<quint64> m_queue;         // waiting for a free slot (first attempts and due retries)
    int m_inFlight = 0;
    QElapsedTimer m_clock;
    qint64 m_pausedUntilMs = 0; // on m_clock
    QTimer* m_resumeTimer = nullptr;
    quint64 m_nextId = 1;
};

} // namespace goldset::llm
