#include "llm/ChatClient.h"

#include "core/Secrets.h"
#include "io/JsonInput.h"
#include "llm/Embeddings.h"

#include <QHostAddress>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QPointer>
#include <QRandomGenerator>
#include <QTimer>
#include <QUrl>
#include <algorithm>

namespace goldset::llm {
namespace {

using json = nlohmann::json;

QUrl completionsUrl(const QString& baseUrl)
{
    QString base = baseUrl.trimmed();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return QUrl(base + QStringLiteral("/chat/completions"));
}

// What one QNetworkAccessManager keeps in flight to one host (Qt's connections per host).
constexpr int kPerManager = 6;
constexpr qint64 kReadAheadBytes = 256 * 1024;

// Some servers wrap structured output in a Markdown fence despite the schema; accept that.
QByteArray withoutFence(QByteArray text)
{
    text = text.trimmed();
    if (!text.startsWith("```"))
        return text;
    const qsizetype firstNewline = text.indexOf('\n');
    if (firstNewline < 0)
        return text;
    text = text.mid(firstNewline + 1);
    if (text.endsWith("```"))
        text.chop(3);
    return text.trimmed();
}

// The start of a body for an error message, redacted before it is cut (a cut key would no
// longer be recognised).
QString shortened(const QByteArray& body, const QString& apiKey)
{
    const QString whole = redactSecrets(QString::fromUtf8(body), apiKey);
    const QString text = whole.left(300).simplified();
    return whole.size() > 300 ? text + QStringLiteral("…") : text;
}

// Timers may be dropped from inside their own timeout signal: never delete them directly.
void dropTimer(QTimer*& timer)
{
    if (!timer)
        return;
    timer->stop();
    timer->deleteLater();
    timer = nullptr;
}

} // namespace

ChatClient::ChatClient(ChatSettings settings, QObject* parent)
    : QObject(parent),
      m_settings(std::move(settings)), m_policy{m_settings.backoffMs, m_settings.maxBackoffMs}
{
    m_settings.concurrency = std::clamp(m_settings.concurrency, 1, ChatSettings::kMaxConcurrency);
    m_settings.retries = std::max(0, m_settings.retries);
    m_clock.start();
    m_resumeTimer = new QTimer(this);
    m_resumeTimer->setSingleShot(true);
    m_resumeTimer->setTimerType(Qt::PreciseTimer);
    connect(m_resumeTimer, &QTimer::timeout, this, &ChatClient::pump);
    // A local server (llama.cpp, Ollama, vLLM on this machine, the tests) must never go
    // through a proxy configured for the internet.
    const QUrl url = completionsUrl(m_settings.baseUrl);
    const bool local = QHostAddress(url.host()).isLoopback() || url.host() == QLatin1String("localhost");
    const int managers = (m_settings.concurrency + kPerManager - 1) / kPerManager;
    for (int i = 0; i < managers; ++i) {
        auto manager = std::make_unique<QNetworkAccessManager>();
        if (local)
            manager->setProxy(QNetworkProxy::NoProxy);
        m_managers.push_back(std::move(manager));
        m_managerLoad.push_back(0);
    }
}

ChatClient::~ChatClient()
{
    cancel();
}

json ChatClient::requestBody(const ChatRequest& request) const
{
    if (request.isEmbeddings())
        return embeddingsBody(m_settings.embeddingModel, request.embeddingInputs);
    json messages = json::array();
    for (const ChatMessage& message : request.messages)
        messages.push_back(
            {{"role", message.role.toStdString()}, {"content", message.content.toStdString()}});
    return {{"model", m_settings.model.toStdString()},
            {"temperature", 0},
            {"messages", messages},
            {"response_format", responseFormat(request.schema)}};
}

quint64 ChatClient::submit(const ChatRequest& request)
{
    const quint64 id = m_nextId++;
    Call& call = m_calls[id];
    call.id = id;
    call.request = request;
    m_queue.enqueue(id);
    startSoon();
    return id;
}

quint64 ChatClient::submitFirst(const ChatRequest& request)
{
    const quint64 id = m_nextId++;
    Call& call = m_calls[id];
    call.id = id;
    call.request = request;
    // After the retries waiting at the front (they were sent before), before the first attempts.
    qsizetype position = 0;
    while (position < m_queue.size()) {
        const auto it = m_calls.find(m_queue.at(position));
        if (it == m_calls.end() || it->second.attempts == 0)
            break;
        ++position;
    }
    m_queue.insert(position, id);
    startSoon();
    return id;
}

void ChatClient::startSoon()
{
    // From the event loop, so that a caller may connect or submit more first.
    QTimer::singleShot(0, this, &ChatClient::pump);
}

QNetworkAccessManager& ChatClient::managerFor(Call& call)
{
    // The least loaded manager: each keeps at most kPerManager requests in flight.
    std::size_t best = 0;
    for (std::size_t i = 1; i < m_managerLoad.size(); ++i)
        if (m_managerLoad[i] < m_managerLoad[best])
            best = i;
    call.manager = static_cast<int>(best);
    ++m_managerLoad[best];
    return *m_managers[best];
}

void ChatClient::pauseAll(qint64 delayMs)
{
    m_pausedUntilMs = std::max(m_pausedUntilMs, m_clock.elapsed() + delayMs + 1);
}

void ChatClient::cancel()
{
    std::map<quint64, Call> calls;
    calls.swap(m_calls);
    m_queue.clear();
    m_inFlight = 0;
    std::fill(m_managerLoad.begin(), m_managerLoad.end(), 0);
    for (auto& [id, call] : calls) {
        dropTimer(call.timer);
        if (call.reply) {
            QNetworkReply* reply = call.reply;
            reply->disconnect(this);
            reply->abort();
            reply->deleteLater();
        }
    }
}

bool ChatClient::isPaused() const
{
    return m_clock.elapsed() < m_pausedUntilMs;
}

void ChatClient::pump()
{
    if (isPaused()) {
        // Retry-After is a lower bound: check again rather than trust the timer to be late.
        m_resumeTimer->start(static_cast<int>(std::max<qint64>(1, m_pausedUntilMs - m_clock.elapsed())));
        return;
    }
    while (m_inFlight < m_settings.concurrency && !m_queue.isEmpty()) {
        const quint64 id = m_queue.dequeue();
        auto it = m_calls.find(id);
        if (it != m_calls.end())
            send(it->second);
    }
}

void ChatClient::send(Call& call)
{
    ++call.attempts;
    call.timedOut = false;
    QNetworkRequest request(call.request.isEmbeddings() ? embeddingsUrl(m_settings.baseUrl)
                                                        : completionsUrl(m_settings.baseUrl));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    if (!m_settings.apiKey.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_settings.apiKey.toUtf8());
    const QByteArray body = QByteArray::fromStdString(requestBody(call.request).dump());
    call.reply = managerFor(call).post(request, body);
    ++m_inFlight;

    const quint64 id = call.id;
    connect(call.reply, &QNetworkReply::finished, this, [this, id] { onReplyFinished(id); });
    // QNetworkReply would read and keep a body of any size, on a thread of its own and faster
    // than this thread takes it: it may read only a little ahead, and the body is taken here
    // as it arrives, counted against the cap.
    call.body.clear();
    call.reply->setReadBufferSize(kReadAheadBytes);
    // The size reaches Qt's HTTP thread only once the request has started there (it is set up
    // on the next turn of the event loop); set before that, it was lost and the thread read the
    // whole body into memory. Set again once started and when the headers are in.
    const QPointer<QNetworkReply> reply = call.reply;
    QTimer::singleShot(0, this, [reply] {
        if (reply)
            reply->setReadBufferSize(kReadAheadBytes);
    });
    connect(call.reply, &QNetworkReply::metaDataChanged, this, [reply] {
        if (reply)
            reply->setReadBufferSize(kReadAheadBytes);
    });
    connect(call.reply, &QNetworkReply::readyRead, this, [this, id] { checkSize(id, -1); });
    connect(call.reply, &QNetworkReply::downloadProgress, this,
            [this, id](qint64, qint64 total) { checkSize(id, total); });
    dropTimer(call.timer);
    call.timer = new QTimer(this);
    call.timer->setSingleShot(true);
    connect(call.timer, &QTimer::timeout, this, [this, id] { onTimeout(id); });
    call.timer->start(std::max(1, m_settings.timeoutMs));
}

void ChatClient::onTimeout(quint64 id)
{
    auto it = m_calls.find(id);
    if (it == m_calls.end() || !it->second.reply)
        return;
    it->second.timedOut = true;
    it->second.reply->abort(); // finished() follows, synchronously, with OperationCanceledError
}

void ChatClient::checkSize(quint64 id, qint64 declaredTotal)
{
    auto it = m_calls.find(id);
    if (it == m_calls.end() || !it->second.reply || it->second.tooLarge)
        return;
    Call& call = it->second;
    call.body += call.reply->readAll();
    const qint64 cap = std::max<qint64>(1, m_settings.maxResponseBytes);
    if (call.body.size() <= cap && declaredTotal <= cap)
        return;
    call.tooLarge = true;
    call.body.clear();
    call.reply->abort(); // finished() follows, synchronously
}

void ChatClient::onReplyFinished(quint64 id)
{
    auto it = m_calls.find(id);
    if (it == m_calls.end())
        return;
    Call& call = it->second;
    QNetworkReply* reply = call.reply;
    if (!reply)
        return;
    call.reply = nullptr;
    reply->deleteLater();
    dropTimer(call.timer);
    --m_inFlight;
    if (call.manager >= 0 && static_cast<std::size_t>(call.manager) < m_managerLoad.size())
        --m_managerLoad[static_cast<std::size_t>(call.manager)];
    call.manager = -1;

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QByteArray body = std::move(call.body);
    call.body.clear();
    if (reply->isOpen()) // closed when aborted
        body += reply->readAll();
    if (call.tooLarge) {
        // An endless or huge answer would be the same the next time: no retry.
        finish(id,
               ChatReply{id,
                         false,
                         {},
                         QStringLiteral("the server's response exceeded %1")
                             .arg(ChatSettings::sizeText(std::max<qint64>(1, m_settings.maxResponseBytes))),
                         call.attempts,
                         call.usage});
    } else if (call.timedOut) {
        retryOrFail(call, QStringLiteral("no answer within %1 ms").arg(m_settings.timeoutMs), std::nullopt);
    } else if (status == 0) {
        retryOrFail(call, QStringLiteral("network error: %1").arg(reply->errorString()), std::nullopt);
    } else if (status < 200 || status > 299) {
        const QString error =
            QStringLiteral("HTTP %1: %2").arg(status).arg(shortened(body, m_settings.apiKey));
        if (RetryPolicy::isRetryableStatus(status)) {
            std::optional<qint64> retryAfter;
            const bool overloaded = status == 429 || status == 503;
            if (overloaded)
                retryAfter = RetryPolicy::retryAfterMs(reply->rawHeader("Retry-After"),
                                                       QDateTime::currentDateTimeUtc());
            retryOrFail(call, error, retryAfter, overloaded);
        } else {
            // 400, 401, 404...: asking again will not help. A server without embeddings (or
            // without that model) says so here: name the setting to change.
            finish(id, ChatReply{id,
                                 false,
                                 {},
                                 call.request.isEmbeddings()
                                     ? error + QStringLiteral("; ") + embeddingsFailureHint(m_settings)
                                     : error,
                                 call.attempts,
                                 call.usage});
        }
    } else {
        Result<json> answer = parseAnswer(call, body);
        if (answer)
            finish(id, ChatReply{id, true, std::move(*answer), {}, call.attempts, call.usage});
        else
            retryOrFail(call, answer.error().message, std::nullopt);
    }
    pump();
}

void ChatClient::retryOrFail(Call& call, const QString& error, std::optional<qint64> retryAfterMs,
                             bool overloaded)
{
    if (call.attempts > m_settings.retries) {
        finish(call.id, ChatReply{call.id,
                                  false,
                                  {},
                                  QStringLiteral("%1 (after %2 attempts)").arg(error).arg(call.attempts),
                                  call.attempts,
                                  call.usage});
        return;
    }
    const qint64 delay = m_policy.backoffDelayMs(call.attempts, QRandomGenerator::global()->generateDouble());
    if (retryAfterMs || overloaded) {
        // The server said it is overloaded: the whole client waits (its Retry-After, else the
        // back-off delay), and this request goes first when it resumes.
        pauseAll(std::min<qint64>(retryAfterMs.value_or(delay), 10LL * 60 * 1000));
        m_queue.prepend(call.id);
        return; // onReplyFinished pumps, which arms the resume timer
    }
    const quint64 id = call.id;
    call.timer = new QTimer(this);
    call.timer->setSingleShot(true);
    connect(call.timer, &QTimer::timeout, this, [this, id] {
        auto it = m_calls.find(id);
        if (it == m_calls.end())
            return;
        dropTimer(it->second.timer);
        m_queue.prepend(id); // a retry goes before requests that have not been tried yet
        pump();
    });
    call.timer->start(static_cast<int>(delay));
}

void ChatClient::finish(quint64 id, ChatReply reply)
{
    // Every error leaves the client through here, redacted: it is stored, shown and printed.
    reply.error = redactSecrets(reply.error, m_settings.apiKey);
    m_calls.erase(id);
    // The freed slot is filled before the receiver stores this answer (a transaction of its
    // own): at 64 in flight, storing first kept the slots idle for ~15% of the time.
    pump();
    Q_EMIT finished(reply);
}

Result<json> ChatClient::parseAnswer(Call& call, const QByteArray& body) const
{
    try {
        const json response = json::parse(body.constData(), body.constData() + body.size());
        // What the server spent counts even when its answer is no use.
        if (const auto usage = response.find("usage"); usage != response.end() && usage->is_object()) {
            const auto count = [&usage](const char* key) -> qint64 {
                const auto it = usage->find(key);
                return it != usage->end() && it->is_number_integer() ? std::max<qint64>(0, it->get<qint64>())
                                                                     : 0;
            };
            call.usage.promptTokens += count("prompt_tokens");
            call.usage.completionTokens += count("completion_tokens");
            ++call.usage.reportedAnswers;
        }
        if (call.request.isEmbeddings())
            return parseEmbeddings(response, static_cast<int>(call.request.embeddingInputs.size()));
        const json& choices = response.at("choices");
        if (!choices.is_array() || choices.empty())
            return makeError(QStringLiteral("malformed answer: no choices"));
        const json& content = choices.at(0).at("message").at("content");
        if (!content.is_string())
            return makeError(QStringLiteral("malformed answer: message content is not a string"));
        const QByteArray text = withoutFence(QByteArray::fromStdString(content.get<std::string>()));
        json answer;
        try {
            answer = json::parse(text.constData(), text.constData() + text.size());
        } catch (const json::exception&) {
            return makeError(QStringLiteral("malformed answer: content is not JSON: %1")
                                 .arg(shortened(text, m_settings.apiKey)));
        }
        if (Status valid = validateAnswer(call.request.schema, answer, call.request.numberedItems,
                                          call.request.referencedItems);
            !valid)
            return valid.error();
        return answer;
    } catch (const json::exception& e) {
        return makeError(QStringLiteral("malformed response: %1").arg(io::jsonExceptionText(e)));
    }
}

} // namespace goldset::llm
