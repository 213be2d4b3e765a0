#include "storage/server/ServerResult.h"

#include "storage/server/ServerDriver.h"

#include <QSqlError>
#include <QSqlRecord>

namespace goldset::storage {

ServerResult::ServerResult(const ServerDriver* driver) : QSqlResult(driver), m_driver(driver) {}

QVariant ServerResult::data(int index)
{
    return m_query.value(index);
}

bool ServerResult::isNull(int index)
{
    return m_query.isNull(index);
}

bool ServerResult::prepare(const QString& sql)
{
    const SqlRewriter::Rewritten rewritten = m_driver->rewriter().rewrite(sql);
    m_returnsId = rewritten.returnsId;
    m_query = QSqlQuery(m_driver->inner());
    m_query.setForwardOnly(isForwardOnly());
    if (!m_query.prepare(rewritten.sql)) {
        setLastError(m_query.lastError());
        return false;
    }
    return true;
}

bool ServerResult::exec()
{
    m_query.finish();
    const QVariantList values = boundValues();
    for (int i = 0; i < values.size(); ++i) {
        // SQLite has no booleans: a bool is the integer 0 or 1 in every column it is bound to.
        const QVariant& value = values[i];
        m_query.bindValue(i, value.typeId() == QMetaType::Bool ? QVariant(value.toInt()) : value);
    }
    return finishExec(m_query.exec());
}

bool ServerResult::reset(const QString& sql)
{
    const SqlRewriter::Rewritten rewritten = m_driver->rewriter().rewrite(sql);
    m_returnsId = rewritten.returnsId;
    m_query = QSqlQuery(m_driver->inner());
    m_query.setForwardOnly(isForwardOnly());
    return finishExec(m_query.exec(rewritten.sql));
}

bool ServerResult::finishExec(bool ok)
{
    m_lastId = QVariant();
    m_rowsAffected = -1;
    setAt(QSql::BeforeFirstRow);
    if (!ok) {
        setLastError(m_query.lastError());
        setActive(false);
        return false;
    }
    setLastError(QSqlError());
    m_rowsAffected = m_query.numRowsAffected();
    if (m_returnsId) {
        if (m_query.next())
            m_lastId = m_query.value(0);
        m_query.finish();
        setSelect(false);
    } else {
        setSelect(m_query.isSelect());
    }
    setActive(true);
    return true;
}

bool ServerResult::fetch(int index)
{
    if (index == at() + 1)
        return fetchNext();
    if (!m_query.seek(index))
        return false;
    setAt(index);
    return true;
}

bool ServerResult::fetchNext()
{
    if (!m_query.next())
        return false;
    setAt(at() < 0 ? 0 : at() + 1);
    return true;
}

bool ServerResult::fetchFirst()
{
    if (at() == 0)
        return true;
    if (!m_query.first())
        return false;
    setAt(0);
    return true;
}

bool ServerResult::fetchLast()
{
    if (!m_query.last())
        return false;
    setAt(m_query.at());
    return true;
}

int ServerResult::size()
{
    return m_query.size();
}

int ServerResult::numRowsAffected()
{
    return m_rowsAffected;
}

QSqlRecord ServerResult::record() const
{
    return m_query.record();
}

QVariant ServerResult::lastInsertId() const
{
    return m_lastId;
}

void ServerResult::detachFromResultSet()
{
    m_query.finish();
}

QVariant ServerResult::handle() const
{
    return m_query.result() ? m_query.result()->handle() : QVariant();
}

} // namespace goldset::storage
