#pragma once

#include <QSqlQuery>
#include <QSqlResult>

namespace goldset::storage {

class ServerDriver;

// One statement of a ServerDriver connection: rewritten once when prepared, run by a QSqlQuery
// on the QPSQL connection underneath, its rows handed through.
class ServerResult : public QSqlResult
{
public:
    explicit ServerResult(const ServerDriver* driver);

protected:
    QVariant data(int index) override;
    bool isNull(int index) override;
    bool reset(const QString& sql) override;
    bool prepare(const QString& sql) override;
    bool exec() override;
    bool fetch(int index) override;
    bool fetchFirst() override;
    bool fetchLast() override;
    bool fetchNext() override;
    int size() override;
    int numRowsAffected() override;
    QSqlRecord record() const override;
    QVariant lastInsertId() const override;
    void detachFromResultSet() override;
    QVariant handle() const override;

private:
    bool finishExec(bool ok);

    const ServerDriver* m_driver;
    QSqlQuery m_query;
    bool m_returnsId = false;
    QVariant m_lastId;
    int m_rowsAffected = -1;
};

} // namespace goldset::storage
