#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QTimer>

namespace goldset::storage {

// Listens on a server project's channel (ServerNotify) on the project's own connection and says
// which tables other connections changed: other people, goldset-cli, psql, this app's own
// background jobs. Writes of this connection are left out (its writer already said so). Bursts
// are coalesced: at most one changed() per interval, with every table changed since the last
// one, so that twenty annotators grading at once cost the lead a few refreshes a second, and
// nothing polls the server. Lives on the connection's thread (QPSQL watches its socket there).
class ServerChangeListener : public QObject
{
    Q_OBJECT

public:
    // `db`: an open connection to the project; `project`: its schema.
    ServerChangeListener(QSqlDatabase db, const QString& project, QObject* parent = nullptr);
    ~ServerChangeListener() override;

    bool isListening() const { return m_listening; }
    QString channel() const { return m_channel; }
    // The least time between two changed() signals (300 ms unless set).
    void setInterval(int milliseconds) { m_interval = milliseconds; }

Q_SIGNALS:
    void changed(const QStringList& tables);

private:
    void onNotification(const QString& name, QSqlDriver::NotificationSource source, const QVariant& payload);
    void flush();

    QSqlDatabase m_db;
    QString m_channel;
    bool m_listening = false;
    int m_interval = 300;
    QSet<QString> m_pending;
    QTimer m_timer;
    QElapsedTimer m_sinceLast;
};

} // namespace goldset::storage
