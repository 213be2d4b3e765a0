#pragma once

#include <QSqlDatabase>
#include <QString>

namespace goldset::storage {

// RAII transaction: rolls back unless commit() succeeded. Every user action that changes
// data is one of these, committed at once. BEGIN IMMEDIATE takes the write lock up front so
// that two windows on one file wait for each other (busy timeout) instead of failing midway.
class Transaction
{
public:
    explicit Transaction(QSqlDatabase db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool begin();
    bool commit();
    void rollback();
    QString lastError() const { return m_error; }

private:
    QSqlDatabase m_db;
    bool m_active = false;
    QString m_error;
};

} // namespace goldset::storage
