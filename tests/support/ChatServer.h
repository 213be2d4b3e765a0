#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QQueue>
#include <QStringList>
#include <QTcpServer>
#include <functional>
#include <nlohmann/json.hpp>
#include <vector>

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
    // The numbered items of the user prompt ("claim 0: text" lines, DESIGN.md), by number.
    QList<QPair<int, QString>> numbered(const QString& noun) const;
    // A citation_checks prompt: the chunk ids ("[id] text" lines) under each "statement N:" line.
    QHash<int, QStringList> citedUnder(const QString& noun = QStringLiteral("statement")) const;
    // An {base}/embeddings request: its "input" texts (empty for any other request).
    bool isEmbeddings() const { return path.endsWith("/embeddings"); }
    QStringList embeddingInputs() const;
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
    // An /embeddings answer: one vector per input, in order, with usage (prompt tokens = 1 per input).
    static ScriptedResponse embeddings(const QList<std::vector<double>>& vectors);
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

    // Every 200 chat completion then says what it cost, as OpenAI does: "usage" with
    // prompt_tokens = UTF-8 bytes of the request's messages, completion_tokens = UTF-8 bytes of
    // the content (numbers a test can work out on its own), added up in reportedUsage().
    void setReportUsage(bool report) { m_reportUsage = report; }
    QPair<qint64, qint64> reportedUsage() const { return {m_reportedPrompt, m_reportedCompletion}; }
    // The most requests the server held at once (received, not yet answered).
    int maxInFlight() const { return m_maxInFlight; }

    // Off: requests are counted (per schema too) but not kept, for benchmarks whose memory is
    // measured. requests() then holds the last one only.
    void setKeepRequests(bool keep) { m_keepRequests = keep; }
    int countFor(const QString& schemaName) const { return m_schemaCounts.value(schemaName); }

    const QList<RecordedRequest>& requests() const { return m_requests; }
    int requestCount() const { return m_requestCount; }
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
    ScriptedResponse withUsage(const RecordedRequest& request, ScriptedResponse response);
    void streamEndless(QTcpSocket* socket, qint64 upToBytes);

    QTcpServer m_server;
    QElapsedTimer m_clock;
    QHash<QTcpSocket*, QByteArray> m_buffers;
    QQueue<ScriptedResponse> m_queue;
    Handler m_handler;
    QList<RecordedRequest> m_requests;
    qint64 m_endlessBytes = 0;
    int m_endlessAbandoned = 0;
    bool m_reportUsage = false;
    bool m_keepRequests = true;
    int m_requestCount = 0;
    QHash<QString, int> m_schemaCounts;
    qint64 m_reportedPrompt = 0;
    qint64 m_reportedCompletion = 0;
    int m_inFlight = 0;
    int m_maxInFlight = 0;
};

} // namespace goldset::test
