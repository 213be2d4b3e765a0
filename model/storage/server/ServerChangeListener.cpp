#include "storage/server/ServerChangeListener.h"

#include "storage/server/ServerNotify.h"

#include <QVariant>

namespace goldset::storage {

ServerChangeListener::ServerChangeListener(QSqlDatabase db, const QString& project, QObject* parent)
    : QObject(parent), m_db(db), m_channel(ServerNotify::channel(project))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ServerChangeListener::flush);
    QSqlDriver* driver = m_db.driver();
    if (!driver || !driver->hasFeature(QSqlDriver::EventNotifications))
        return;
    connect(
        driver,
        qOverload<const QString&, QSqlDriver::NotificationSource, const QVariant&>(&QSqlDriver::notification),
        this, &ServerChangeListener::onNotification);
    m_listening = driver->subscribeToNotification(m_channel);
}

ServerChangeListener::~ServerChangeListener()
{
    if (m_listening && m_db.isOpen() && m_db.driver())
        m_db.driver()->unsubscribeFromNotification(m_channel);
}

void ServerChangeListener::onNotification(const QString& name, QSqlDriver::NotificationSource source,
                                          const QVariant& payload)
{
    if (name != m_channel || source == QSqlDriver::SelfSource)
        return;
    m_pending.insert(payload.toString());
    if (m_timer.isActive())
        return;
    // The first change after a quiet spell is shown at once; a burst waits out the interval.
    const qint64 since = m_sinceLast.isValid() ? m_sinceLast.elapsed() : m_interval;
    m_timer.start(int(std::max<qint64>(0, m_interval - since)));
}

void ServerChangeListener::flush()
{
    if (m_pending.isEmpty())
        return;
    QStringList tables(m_pending.cbegin(), m_pending.cend());
    tables.sort();
    m_pending.clear();
    m_sinceLast.start();
    Q_EMIT changed(tables);
}

} // namespace goldset::storage
