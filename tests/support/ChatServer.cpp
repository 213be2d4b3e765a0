#include "ChatServer.h"

#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <memory>

namespace goldset::test {
namespace {

using json = nlohmann::json;

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 404:
        return "Not Found";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 503:
        return "Service Unavailable";
    default:
        return "Status";
    }
}

QByteArray completion(const std::string& content)
{
    const json body = {{"id", "chatcmpl-test"},
                       {"object", "chat.completion"},
                       {"model", "test"},
                       {"choices",
                        {{{"index", 0},
                          {"message", {{"role", "assistant"}, {"content", content}}},
                          {"finish_reason", "stop"}}}}};
    return QByteArray::fromStdString(body.dump());
}

} // namespace

QString RecordedRequest::schemaName() const
{
    try {
        return QString::fromStdString(
            json.at("response_format").at("json_schema").at("name").get<std::string>());
    } catch (const json::exception&) {
        return {};
    }
}

QString RecordedRequest::userPrompt() const
{
    QString prompt;
    try {
        for (const auto& message : json.at("messages"))
            if (message.at("role") == "user")
                prompt = QString::fromStdString(message.at("content").get<std::string>());
    } catch (const json::exception&) {
    }
    return prompt;
}

QList<QPair<int, QString>> RecordedRequest::numbered(const QString& noun) const
{
    QList<QPair<int, QString>> items;
    const QString prefix = noun + u' ';
    for (const QString& line : userPrompt().split(u'\n')) {
        if (!line.startsWith(prefix))
            continue;
        const qsizetype colon = line.indexOf(QLatin1String(": "), prefix.size());
        bool ok = false;
        const int number = line.mid(prefix.size(), colon - prefix.size()).toInt(&ok);
        if (colon > 0 && ok)
            items.append({number, line.mid(colon + 2)});
    }
    return items;
}

QHash<int, QStringList> RecordedRequest::citedUnder(const QString& noun) const
{
    QHash<int, QStringList> result;
    const QString prefix = noun + u' ';
    int current = -1;
    for (const QString& line : userPrompt().split(u'\n')) {
        if (line.startsWith(prefix)) {
            const qsizetype colon = line.indexOf(QLatin1String(": "), prefix.size());
            bool ok = false;
            const int number = line.mid(prefix.size(), colon - prefix.size()).toInt(&ok);
            current = colon > 0 && ok ? number : -1;
            if (current >= 0)
                result[current];
        } else if (current >= 0 && line.startsWith(u'[')) {
            const qsizetype close = line.indexOf(u']');
            if (close > 1)
                result[current].append(line.mid(1, close - 1));
        }
    }
    return result;
}

QStringList RecordedRequest::embeddingInputs() const
{
    QStringList inputs;
    if (!json.is_object() || !json.contains("input") || !json.at("input").is_array())
        return inputs;
    for (const auto& text : json.at("input"))
        if (text.is_string())
            inputs.append(QString::fromStdString(text.get<std::string>()));
    return inputs;
}

ScriptedResponse ScriptedResponse::embeddings(const QList<std::vector<double>>& vectors)
{
    json data = json::array();
    for (qsizetype i = 0; i < vectors.size(); ++i)
        data.push_back({{"object", "embedding"}, {"index", i}, {"embedding", vectors[i]}});
    const json body = {{"object", "list"},
                       {"data", data},
                       {"model", "test-embed"},
                       {"usage", {{"prompt_tokens", vectors.size()}, {"total_tokens", vectors.size()}}}};
    return {200, QByteArray::fromStdString(body.dump()), {}, 0};
}

ScriptedResponse ScriptedResponse::answer(const json& content)
{
    return {200, completion(content.dump()), {}, 0};
}

ScriptedResponse ScriptedResponse::rawContent(const QByteArray& content)
{
    return {200, completion(content.toStdString()), {}, 0};
}

ScriptedResponse ScriptedResponse::error(int status, const QByteArray& retryAfter)
{
    ScriptedResponse response{status, R"({"error": {"message": "scripted failure"}})", {}, 0};
    if (!retryAfter.isEmpty())
        response.headers.append({"Retry-After", retryAfter});
    return response;
}

ScriptedResponse ScriptedResponse::echoAuthorization(const RecordedRequest& request, int status)
{
    const json body = {
        {"error",
         {{"message", "Incorrect API key provided: " + request.headers.value("authorization").toStdString() +
                          ". You can find your API key at https://platform.openai.com/account/api-keys."},
          {"type", "invalid_request_error"},
          {"param", nullptr},
          {"code", "invalid_api_key"}}}};
    return {status, QByteArray::fromStdString(body.dump()), {}, 0};
}

ScriptedResponse ScriptedResponse::endless(qint64 upToBytes)
{
    ScriptedResponse response;
    response.endlessUpTo = upToBytes;
    return response;
}

ScriptedResponse ScriptedResponse::delayed(int ms) const
{
    ScriptedResponse copy = *this;
    copy.delayMs = ms;
    return copy;
}

ChatServer::ChatServer(QObject* parent) : QObject(parent)
{
    m_clock.start();
    connect(&m_server, &QTcpServer::newConnection, this, &ChatServer::onNewConnection);
}

ChatServer::~ChatServer() = default;

bool ChatServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QString ChatServer::baseUrl() const
{
    return QStringLiteral("http://127.0.0.1:%1/v1").arg(m_server.serverPort());
}

void ChatServer::enqueue(const ScriptedResponse& response)
{
    m_queue.enqueue(response);
}

void ChatServer::setHandler(Handler handler)
{
    m_handler = std::move(handler);
}

QList<RecordedRequest> ChatServer::requestsFor(const QString& schemaName) const
{
    QList<RecordedRequest> result;
    for (const RecordedRequest& request : m_requests)
        if (request.schemaName() == schemaName)
            result.append(request);
    return result;
}

void ChatServer::onNewConnection()
{
    while (QTcpSocket* socket = m_server.nextPendingConnection()) {
        socket->setParent(this);
        m_buffers.insert(socket, {});
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            socket->deleteLater();
        });
    }
}

void ChatServer::onReadyRead(QTcpSocket* socket)
{
    auto buffer = m_buffers.find(socket);
    if (buffer == m_buffers.end())
        return;
    buffer->append(socket->readAll());
    const qsizetype headerEnd = buffer->indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return;
    RecordedRequest request;
    const QList<QByteArray> lines = buffer->left(headerEnd).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.path = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            request.headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                                   lines.at(i).mid(colon + 1).trimmed());
    }
    const qsizetype length = request.headers.value("content-length", "0").toLongLong();
    if (buffer->size() < headerEnd + 4 + length)
        return; // the body is still on its way
    request.body = buffer->mid(headerEnd + 4, length);
    buffer->clear();
    request.json =
        json::parse(request.body.constData(), request.body.constData() + request.body.size(), nullptr, false);
    if (request.json.is_discarded())
        request.json = nullptr;
    request.receivedMs = m_clock.elapsed();
    if (!m_keepRequests)
        m_requests.clear();
    m_requests.append(request);
    ++m_requestCount;
    ++m_schemaCounts[request.schemaName()];
    m_maxInFlight = std::max(m_maxInFlight, ++m_inFlight);
    const int index = static_cast<int>(m_requests.size()) - 1;

    ScriptedResponse response;
    if (!m_queue.isEmpty())
        response = m_queue.dequeue();
    else if (m_handler)
        response = m_handler(request);
    else
        response = ScriptedResponse::error(500);
    if (m_reportUsage)
        response = withUsage(request, response);
    Q_EMIT requestReceived(index);

    if (response.delayMs <= 0) {
        respond(socket, response);
        return;
    }
    QPointer<QTcpSocket> guarded(socket);
    QTimer::singleShot(response.delayMs, Qt::PreciseTimer, this, [this, guarded, response] {
        if (guarded && guarded->state() == QAbstractSocket::ConnectedState)
            respond(guarded, response);
        else
            m_inFlight = std::max(0, m_inFlight - 1); // the client went away meanwhile
    });
}

ScriptedResponse ChatServer::withUsage(const RecordedRequest& request, ScriptedResponse response)
{
    if (response.status != 200 || response.endlessUpTo > 0)
        return response;
    json body = json::parse(response.body.constData(), response.body.constData() + response.body.size(),
                            nullptr, false);
    if (body.is_discarded() || !body.contains("choices"))
        return response;
    qint64 prompt = 0;
    for (const auto& message : request.json.at("messages"))
        prompt += static_cast<qint64>(message.at("content").get<std::string>().size());
    const auto completionTokens =
        static_cast<qint64>(body.at("choices").at(0).at("message").at("content").get<std::string>().size());
    body["usage"] = {{"prompt_tokens", prompt},
                     {"completion_tokens", completionTokens},
                     {"total_tokens", prompt + completionTokens}};
    m_reportedPrompt += prompt;
    m_reportedCompletion += completionTokens;
    response.body = QByteArray::fromStdString(body.dump());
    return response;
}

void ChatServer::respond(QTcpSocket* socket, const ScriptedResponse& response)
{
    m_inFlight = std::max(0, m_inFlight - 1);
    if (response.endlessUpTo > 0) {
        streamEndless(socket, response.endlessUpTo);
        return;
    }
    QByteArray head =
        "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reasonPhrase(response.status) + "\r\n";
    head += "Content-Type: application/json\r\n";
    head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    head += "Connection: close\r\n";
    for (const auto& [name, value] : response.headers)
        head += name + ": " + value + "\r\n";
    head += "\r\n";
    socket->write(head + response.body);
    socket->disconnectFromHost();
}

// Writes the next chunk whenever the socket has sent most of the previous ones: the body goes
// out as fast as the client reads it, and this server never holds more than a few chunks.
void ChatServer::streamEndless(QTcpSocket* socket, qint64 upToBytes)
{
    socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
                  "Connection: close\r\n\r\n");
    static const QByteArray filler(64 * 1024, ' ');
    const QByteArray chunk = QByteArray::number(filler.size(), 16) + "\r\n" + filler + "\r\n";
    auto sent = std::make_shared<qint64>(0);
    auto done = std::make_shared<bool>(false);
    const QPointer<QTcpSocket> guarded(socket);
    auto pump = [this, guarded, chunk, sent, done, upToBytes] {
        if (!guarded || *done)
            return;
        if (guarded->state() != QAbstractSocket::ConnectedState) {
            *done = true;
            ++m_endlessAbandoned;
            return;
        }
        while (guarded->bytesToWrite() < 4 * chunk.size() && *sent < upToBytes) {
            guarded->write(chunk);
            *sent += chunk.size();
            m_endlessBytes += chunk.size();
        }
        if (*sent >= upToBytes) {
            *done = true;
            guarded->write("0\r\n\r\n");
            guarded->disconnectFromHost();
        }
    };
    connect(socket, &QTcpSocket::bytesWritten, this, pump);
    connect(socket, &QTcpSocket::disconnected, this, pump);
    connect(socket, &QAbstractSocket::errorOccurred, this, pump);
    pump();
}

} // namespace goldset::test
