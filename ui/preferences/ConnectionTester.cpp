#include "preferences/ConnectionTester.h"

#include "llm/ChatClient.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QThread>
#include <QUrl>

namespace goldset::ui {

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
    once.retries = 0; // the user wants the server's own answer, not our patience
    once.concurrency = 1;
    // m_ok and m_message are written by the thread and read only after QThread::finished.
    m_thread = QThread::create([this, once] {
        llm::ChatClient client(once);
        llm::ChatRequest request;
        request.schema = llm::ChatSchema::Claims;
        request.messages = {
            {QStringLiteral("system"), QStringLiteral("Answer only with JSON that matches the "
                                                      "requested schema.")},
            {QStringLiteral("user"), QStringLiteral("List the claims of this answer: "
                                                    "\"The sky is blue.\"")}};
        QEventLoop loop;
        llm::ChatReply result;
        QObject::connect(&client, &llm::ChatClient::finished, &loop, [&](const llm::ChatReply& reply) {
            result = reply;
            loop.quit();
        });
        QElapsedTimer clock;
        clock.start();
        client.submit(request);
        bool stopping = false;
        {
            const QMutexLocker locker(&m_loopMutex);
            m_loop = &loop;
            stopping = m_stopping;
        }
        if (!stopping)
            loop.exec();
        {
            const QMutexLocker locker(&m_loopMutex);
            m_loop = nullptr;
        }
        m_ok = result.ok;
        m_message = result.ok ? tr("Connected: %1 answered in %2 ms.").arg(once.model).arg(clock.elapsed())
                              : result.error;
    });
    connect(m_thread, &QThread::finished, this, [this] { Q_EMIT finished(m_ok, m_message); });
    m_thread->start();
}

} // namespace goldset::ui
