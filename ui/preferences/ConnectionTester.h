#pragma once

#include "llm/ChatClient.h"
#include "llm/ChatSettings.h"

#include <QMutex>
#include <QObject>
#include <QPointer>

class QEventLoop;
class QThread;

namespace goldset::ui {

// "Test connection": one small chat request (the `claims` schema, a one-sentence answer) to
// the endpoint, on a thread of its own: success with the time it took, or the exact error (HTTP
// status and body, time-out, network error, an answer that does not fit the schema). Only a
// busy server (HTTP 429 or 503) is asked again, up to three times after 1, 2 and 4 s, and said
// to be busy in words rather than with its raw answer.
class ConnectionTester : public QObject
{
    Q_OBJECT

public:
    explicit ConnectionTester(QObject* parent = nullptr);
    ~ConnectionTester() override; // stops a test in progress

    void start(const llm::ChatSettings& settings);
    bool isRunning() const;

Q_SIGNALS:
    void finished(bool ok, const QString& message);

private:
    // On the test thread: runs `loop` unless the tester is stopping; false once it is.
    bool run(QEventLoop& loop);
    llm::ChatReply ask(llm::ChatClient& client, const llm::ChatRequest& request);

    QPointer<QThread> m_thread;
    QMutex m_loopMutex;
    QEventLoop* m_loop = nullptr; // the test thread's loop while it waits, under m_loopMutex
    bool m_stopping = false;      // under m_loopMutex
    bool m_ok = false;
    QString m_message;
};

} // namespace goldset::ui
