#include "storage/Savepoint.h"

#include <QSqlQuery>

namespace goldset::storage {

Savepoint::Savepoint(QSqlDatabase db, QString name) : m_db(std::move(db)), m_name(std::move(name))
{
    QSqlQuery q(m_db);
    m_active = q.exec(QStringLiteral("SAVEPOINT ") + m_name);
}

Savepoint::~Savepoint()
{
    if (m_active)
        rollback();
}

bool Savepoint::release()
{
    if (!m_active)
        return false;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("RELEASE ") + m_name))
        return false;
    m_active = false;
    return true;
}

void Savepoint::rollback()
{
    if (!m_active)
        return;
    QSqlQuery q(m_db);
    q.exec(QStringLiteral("ROLLBACK TO ") + m_name);
    q.exec(QStringLiteral("RELEASE ") + m_name);
    m_active = false;
}

} // namespace goldset::storage
