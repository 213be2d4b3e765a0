#include "storage/server/ServerDriver.h"

#include "storage/server/ServerResult.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace goldset::storage {

ServerDriver::ServerDriver(const QString& innerConnection, SqlRewriter rewriter, QStringList sessionSettings)
    : m_innerConnection(innerConnection), m_rewriter(std::move(rewriter)),
      m_sessionSettings(std::move(sessionSettings))
{
    QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_innerConnection);
}

// The inner connection is removed by whoever removes this one (storage::Database::close):
// QSqlDatabase::removeDatabase, which deletes this driver, holds the lock removing it needs.
ServerDriver::~ServerDriver()
{
    close();
}

QSqlDatabase ServerDriver::inner() const
{
    return QSqlDatabase::database(m_innerConnection, false);
}

bool ServerDriver::hasFeature(DriverFeature feature) const
{
    switch (feature) {
    case Transactions:
    case QuerySize:
    case PreparedQueries:
    case PositionalPlaceholders:
    case LastInsertId:
    case Unicode:
    case BLOB:
    case EventNotifications:
    case LowPrecisionNumbers:
        return true;
    default:
        return false;
    }
}

bool ServerDriver::open(const QString& db, const QString& user, const QString& password, const QString& host,
                        int port, const QString& connectOptions)
{
    QSqlDatabase connection = inner();
    connection.setDatabaseName(db);
    connection.setUserName(user);
    connection.setPassword(password);
    connection.setHostName(host);
    connection.setPort(port);
    connection.setConnectOptions(connectOptions);
    if (!connection.open()) {
        setLastError(connection.lastError());
        setOpenError(true);
        return false;
    }
    QSqlQuery settings(connection);
    for (const QString& setting : m_sessionSettings) {
        if (!settings.exec(setting)) {
            setLastError(settings.lastError());
            connection.close();
            setOpenError(true);
            return false;
        }
    }
    connect(
        connection.driver(),
        qOverload<const QString&, QSqlDriver::NotificationSource, const QVariant&>(&QSqlDriver::notification),
        this,
        qOverload<const QString&, QSqlDriver::NotificationSource, const QVariant&>(
            &QSqlDriver::notification));
    setOpen(true);
    setOpenError(false);
    return true;
}

void ServerDriver::close()
{
    if (!isOpen())
        return;
    QSqlDatabase connection = inner();
    if (connection.isValid())
        connection.close();
    setOpen(false);
}

QSqlResult* ServerDriver::createResult() const
{
    return new ServerResult(this);
}

bool ServerDriver::beginTransaction()
{
    return inner().transaction();
}

bool ServerDriver::commitTransaction()
{
    return inner().commit();
}

bool ServerDriver::rollbackTransaction()
{
    return inner().rollback();
}

QStringList ServerDriver::tables(QSql::TableType type) const
{
    return inner().tables(type);
}

QSqlRecord ServerDriver::record(const QString& tableName) const
{
    return inner().record(tableName);
}

QVariant ServerDriver::handle() const
{
    return inner().driver()->handle();
}

bool ServerDriver::subscribeToNotification(const QString& name)
{
    return inner().driver()->subscribeToNotification(name);
}

bool ServerDriver::unsubscribeFromNotification(const QString& name)
{
    return inner().driver()->unsubscribeFromNotification(name);
}

QStringList ServerDriver::subscribedToNotifications() const
{
    return inner().driver()->subscribedToNotifications();
}

} // namespace goldset::storage
