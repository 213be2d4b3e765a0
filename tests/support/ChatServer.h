#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QQueue>
#include <QTcpServer>
#include <functional>
#include <nlohmann/json.hpp>

class QTcpSocket;

namespace goldset::test {

// A request as the loopback server received it.
struct RecordedRequest
{
    QByteArray method;
    QByteArray path;
    QHash<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
    nlohmann::json json;   // the body parsed, null when it is not JSON
    qint64 receivedMs = 0; // when the whole request had arrived, ms since the server started

    QString schemaName() const; // response_format.json_schema.name
    QString userPrompt() const; // content of the last "user" message
};

// What the server answers to one request.
struct ScriptedResponse
{
    int status = 200;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    int delayMs = 0; // wait this long before answering (a slow server)
    // A 200 whose chunked body never ends: chunks of filler are sent for as long as the client
    // reads, up to this many bytes (a bound for the test, should the client never stop).
    qint64 endlessUpTo = 0;

    // A chat completion whose choices[0].message.content is the given JSON, serialised.
    static ScriptedResponse answer(const nlohmann::json& content);
    // A chat completion whose content is this text verbatim (e.g. broken JSON).
    static ScriptedResponse rawContent(const QByteArray& content);
    static ScriptedResponse error(int status, const QByteArray& retryAfter = {});
    // What OpenAI answers to a wrong key: a 401 whose message quotes the Authorization header.
    static ScriptedResponse echoAuthorization(const RecordedRequest& request, int status = 401);
    static ScriptedResponse endless(qint64 upToBytes);
    ScriptedResponse delayed(int ms) const;
};

// A real HTTP/1.1 server on 127.0.0.1 (a free port) speaking the chat-completions protocol,
// for tests of the LLM client and the jobs that use it. Answers come first from the queue of
// scripted responses, then from the handler. Every request is recorded with its arrival time,
// so that tests assert on what was sent and when (never on wall-clock bounds of the test).
// One request per connection ("Connection: close").
class ChatServer : public QObject
{
    Q_OBJECT

public:
    using Handler = std::function<ScriptedResponse(const RecordedRequest&)>;

    explicit ChatServer(QObject* parent = nullptr);
    ~ChatServer() override;

    bool listen();
    QString baseUrl() const; // "http://127.0.0.1:PORT/v1"

    void enqueue(const ScriptedResponse& response);
    void setHandler(Handler handler);

    const QList<RecordedRequest>& requests() const { return m_requests; }
    int requestCount() const { return static_cast<int>(m_requests.size()); }
    // Requests whose schema name is the given one.
    QList<RecordedRequest> requestsFor(const QString& schemaName) const;
    // Endless bodies: bytes sent so far in all of them, and how many ended because the client
    // went away (rather than at their bound).
    qint64 endlessBytesSent() const { return m_endlessBytes; }
    int endlessAbandoned() const { return m_endlessAbandoned; }

Q_SIGNALS:
    void requestReceived(int index);

private:
    void onNewConnection();
    void onReadyRead(QTcpSocket* socket);
    void respond(QTcpSocket* socket, const ScriptedResponse& response);
    void streamEndless(QTcpSocket* socket, qint64 upToBytes);

    QTcpServer m_server;
    QElapsedTimer m_clock;
    QHash<QTcpSocket*, QByteArray> m_buffers;
    QQueue<ScriptedResponse> m_queue;
    Handler m_handler;
    QList<RecordedRequest> m_requests;
    qint64 m_endlessBytes = 0;
    int m_endlessAbandoned = 0;
};

} // namespace goldset::test
