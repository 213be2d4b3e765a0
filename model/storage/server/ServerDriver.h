#pragma once

#include "storage/server/SqlRewriter.h"

#include <QSqlDriver>

namespace goldset::storage {

// The SQL driver of a project on a PostgreSQL server: Qt's QPSQL driver underneath, with every
// statement the stores prepare or run rewritten from SQLite's SQL to PostgreSQL's on the way
// (SqlRewriter), so that the stores, and everything above them, stay one code path for both
// backends. Results come back as QPSQL gives them; an INSERT's new id through RETURNING.
class ServerDriver : public QSqlDriver
{
    Q_OBJECT
public:
    // `innerConnection`: the name under which the QPSQL connection is added; removing it is
    // the owner's (after removing this driver's connection).
    ServerDriver(const QString& innerConnection, SqlRewriter rewriter, QStringList sessionSettings);
    ~ServerDriver() override;

    bool hasFeature(DriverFeature feature) const override;
    bool open(const QString& db, const QString& user, const QString& password, const QString& host, int port,
              const QString& connectOptions) override;
    void close() override;
    QSqlResult* createResult() const override;
    bool beginTransaction() override;
    bool commitTransaction() override;
    bool rollbackTransaction() override;
    QStringList tables(QSql::TableType type) const override;
    QSqlRecord record(const QString& tableName) const override;
    QVariant handle() const override; // libpq's PGconn*, for COPY
    bool subscribeToNotification(const QString& name) override;
    bool unsubscribeFromNotification(const QString& name) override;
    QStringList subscribedToNotifications() const override;

    QSqlDatabase inner() const;
    const SqlRewriter& rewriter() const { return m_rewriter; }

private:
    QString m_innerConnection;
    SqlRewriter m_rewriter;
    QStringList m_sessionSettings;
};

} // namespace goldset::storage
