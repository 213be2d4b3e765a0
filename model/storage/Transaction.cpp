#include "storage/Transaction.h"

#include <QSqlError>
#include <QSqlQuery>

namespace goldset::storage {

Transaction::Transaction(QSqlDatabase db) : m_db(std::move(db)) {}

Transaction::~Transaction()
{
    if (m_active)
        rollback();
}

bool Transaction::begin()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        m_error = query.lastError().text();
        return false;
    }
    m_active = true;
    return true;
}

bool Transaction::commit()
{
    if (!m_active)
        return false;
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("COMMIT"))) {
        m_error = query.lastError().text();
        rollback();
        return false;
    }
    m_active = false;
    return true;
}

void Transaction::rollback()
{
    if (!m_active)
        return;
    QSqlQuery query(m_db);
    query.exec(QStringLiteral("ROLLBACK"));
    m_active = false;
}

} // namespace goldset::storage
