#pragma once

#include <QSqlDatabase>
#include <QString>

namespace goldset::storage {

// RAII savepoint inside a transaction: one item of a batch written in one transaction rolls back
// alone (ROLLBACK TO) unless release() succeeded.
class Savepoint
{
public:
    Savepoint(QSqlDatabase db, QString name);
    ~Savepoint();
    Savepoint(const Savepoint&) = delete;
    Savepoint& operator=(const Savepoint&) = delete;

    bool isActive() const { return m_active; }
    bool release();
    void rollback();

private:
    QSqlDatabase m_db;
    QString m_name;
    bool m_active = false;
};

} // namespace goldset::storage
