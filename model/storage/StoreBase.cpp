#include "storage/StoreBase.h"

#include "storage/Project.h"
#include "storage/SqliteStatement.h"

namespace goldset::storage {

StoreBase::StoreBase(QSqlDatabase db) : m_db(std::move(db)) {}

StoreBase::~StoreBase() = default;

StoreBase& StoreBase::operator=(const StoreBase& other)
{
    if (this != &other) {
        m_prepared.clear();
        m_bulk.clear();
        m_db = other.m_db;
        m_writeTime = other.m_writeTime;
        m_writeTimeUtf8 = other.m_writeTimeUtf8;
    }
    return *this;
}

void StoreBase::setWriteTime(const QString& isoTime)
{
    m_writeTime = isoTime;
    m_writeTimeUtf8 = isoTime.toUtf8();
}

QString StoreBase::writeTime() const
{
    return m_writeTime.isNull() ? nowText() : m_writeTime;
}

QByteArray StoreBase::writeTimeUtf8() const
{
    return m_writeTime.isNull() ? nowText().toUtf8() : m_writeTimeUtf8;
}

Status StoreBase::exec(QSqlQuery& query)
{
    if (!query.exec())
        return queryError(query);
    return {};
}

Status StoreBase::exec(QSqlQuery& query, const QString& sql)
{
    if (!query.exec(sql))
        return queryError(query);
    return {};
}

Result<qint64> StoreBase::execInsert(QSqlQuery& query)
{
    if (!query.exec())
        return queryError(query);
    return query.lastInsertId().toLongLong();
}

std::unique_ptr<QSqlQuery> StoreBase::makePrepared(const QString& sql) const
{
    auto statement = std::make_unique<QSqlQuery>(m_db);
    statement->setForwardOnly(true);
    statement->prepare(sql);
    return statement;
}

Result<SqliteStatement*> StoreBase::makeBulk(int slot, const QString& sql)
{
    auto prepared = SqliteStatement::prepare(m_db, sql.toUtf8().constData());
    if (!prepared)
        return prepared.error();
    SqliteStatement* statement = prepared->get();
    m_bulk[slot] = std::move(*prepared);
    return statement;
}

} // namespace goldset::storage
