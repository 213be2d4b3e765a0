#include "preferences/ConnectionTester.h"

#include "llm/ChatClient.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QThread>
#include <QTimer>
#include <QUrl>

namespace goldset::ui {

namespace {
constexpr int kBusyRetries = 3;

bool isBusy(const QString& error)
{
    return error.startsWith(QLatin1String("HTTP 429")) || error.startsWith(QLatin1String("HTTP 503"));
}
} // namespace

ConnectionTester::ConnectionTester(QObject* parent) : QObject(parent) {}

ConnectionTester::~ConnectionTester()
{
    if (m_thread) {
        {
            // Closing the dialog must not wait for a slow server's time-out.
            const QMutexLocker locker(&m_loopMutex);
            m_stopping = true;
            if (m_loop)
                QMetaObject::invokeMethod(m_loop, &QEventLoop::quit, Qt::QueuedConnection);
        }
        m_thread->wait();
        delete m_thread;
    }
}

bool ConnectionTester::run(QEventLoop& loop)
{
    {
        const QMutexLocker locker(&m_loopMutex);
        if (m_stopping)
            return false;
        m_loop = &loop;
    }
    loop.exec();
    const QMutexLocker locker(&m_loopMutex);
    m_loop = nullptr;
    return !m_stopping;
}

llm::ChatReply ConnectionTester::ask(llm::ChatClient& client, const llm::ChatRequest& request)
{
    QEventLoop loop;
    llm::ChatReply result;
    const QMetaObject::Connection connection =
        QObject::connect(&client, &llm::ChatClient::finished, &loop, [&](const llm::ChatReply& reply) {
            result = reply;
            loop.quit();
        });
    client.submit(request);
    run(loop);
    QObject::disconnect(connection);
    return result;
}

bool ConnectionTester::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void ConnectionTester::start(const llm::ChatSettings& settings)
{
    if (isRunning())
        return;
    delete m_thread;
    const QUrl url(settings.baseUrl.trimmed());
    if (settings.baseUrl.trimmed().isEmpty() || !url.isValid() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))) {
        m_ok = false;
        m_message = tr("The base URL must be an http(s) URL such as http://localhost:8080/v1.");
        QMetaObject::invokeMethod(
            this, [this] { Q_EMIT finished(m_ok, m_message); }, Qt::QueuedConnection);
        return;
    }
    if (settings.model.trimmed().isEmpty()) {
        m_ok = false;
        m_message = tr("Enter the name of the model first.");
        QMetaObject::invokeMethod(
            this, [this] { Q_EMIT finished(m_ok, m_message); }, Qt::QueuedConnection);
        return;
    }
    llm::ChatSettings once = settings;
    // The client itself does not retry: a closed port or a wrong key is said at once. A busy
    // server (429, 503) is asked again below, a few times, as the jobs would.
    once.retries = 0;
    once.concurrency = 1;
    // m_ok and m_message are written by the thread and read only after QThread::finished.
    m_thread = QThread::create([this, once] {
        llm::ChatClient client(once);
        auto pause = [this](int ms) {
            QEventLoop wait;
            QTimer::singleShot(ms, &wait, &QEventLoop::quit);
            return run(wait);
        };
        llm::ChatRequest request;
        request.schema = llm::ChatSchema::Claims;
        request.messages = {
            {QStringLiteral("system"), QStringLiteral("Answer only with JSON that matches the "
                                                      "requested schema.")},
            {QStringLiteral("user"), QStringLiteral("List the claims of this answer: "
                                                    "\"The sky is blue.\"")}};
        llm::ChatReply result;
        QElapsedTimer clock;
        bool stopped = false;
        for (int attempt = 0; attempt <= kBusyRetries; ++attempt) {
            if (attempt > 0 && !pause(1000 << (attempt - 1))) {
                stopped = true;
                break;
            }
            clock.start();
            result = ask(client, request);
            if (result.ok || !isBusy(result.error))
                break;
        }
        m_ok = result.ok;
        if (result.ok)
            m_message = tr("Connected: %1 answered in %2 ms.").arg(once.model).arg(clock.elapsed());
        else if (isBusy(result.error) && !stopped)
            m_message = tr("the server is busy or limits how often it may be asked (%1) and still was "
                           "after %n retries; try again in a minute.",
                           nullptr, kBusyRetries)
                            .arg(result.error.section(QLatin1Char(':'), 0, 0));
        else
            m_message = result.error;
    });
    connect(m_thread, &QThread::finished, this, [this] { Q_EMIT finished(m_ok, m_message); });
    m_thread->start();
}

} // namespace goldset::ui
