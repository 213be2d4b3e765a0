#pragma once

#include "core/Result.h"
#include "storage/SqlDialect.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <memory>
#include <unordered_map>

namespace goldset::storage {

class SqliteStatement;

// Shared plumbing of the stores: a connection, its dialect, statements prepared once and
// reused (a bulk import writes through the same store methods as an edit), and turning a
// failed query into an Error.
class StoreBase
{
public:
    explicit StoreBase(QSqlDatabase db);
    // A copy shares the connection, not the prepared statements.
    StoreBase(const StoreBase& other) : StoreBase(other.m_db) {}
    StoreBase& operator=(const StoreBase& other);
    virtual ~StoreBase();

    QSqlDatabase connection() const { return m_db; }
    const SqlDialect& dialect() const { return SqlDialect::forConnection(m_db); }

    // The time written into created_at/updated_at: now, or one fixed time for every row of an
    // import (one transaction), which ImportWriter sets.
    void setWriteTime(const QString& isoTime);
    QString writeTime() const;
    QByteArray writeTimeUtf8() const; // as SqliteStatement binds it

protected:
    QSqlQuery query() const { return QSqlQuery(m_db); }
    // A null QString binds as SQL NULL; NOT NULL text columns want ''.
    static QString notNull(const QString& text) { return text.isNull() ? QStringLiteral("") : text; }
    static Error queryError(const QSqlQuery& query)
    {
        return makeError(query.lastError().text().isEmpty() ? QStringLiteral("database error")
                                                            : query.lastError().text());
    }
    // Runs a prepared query (or `sql`): success, or the query's error.
    static Status exec(QSqlQuery& query);
    static Status exec(QSqlQuery& query, const QString& sql);
    // Runs an INSERT: the new row's id, or the query's error.
    static Result<qint64> execInsert(QSqlQuery& query);
    // Runs a lookup of one row: `read(query)` of its first row, a NotFound error naming
    // `what` when there is none, or the query's error.
    template <typename Read>
    static auto execOne(QSqlQuery& query, const QString& what, Read read) -> Result<decltype(read(query))>
    {
        if (!query.exec())
            return queryError(query);
        if (!query.next())
            return notFoundError(what);
        auto value = read(query);
        query.finish();
        return value;
    }

    // A statement of this store prepared on first use and reused (forward-only). `slot` is a
    // number the store gives each of its statements; `sql()` makes the text the first time.
    // Lookups call finish() after reading, so that no statement holds a read open.
    template <typename MakeSql> QSqlQuery& prepared(int slot, MakeSql sql)
    {
        auto& statement = m_prepared[slot];
        if (!statement)
            statement = makePrepared(sql());
        return *statement;
    }
    // The same through SQLite's own API (storage/SqliteStatement.h), for the bulk paths.
    template <typename MakeSql> Result<SqliteStatement*> bulk(int slot, MakeSql sql)
    {
        if (auto it = m_bulk.find(slot); it != m_bulk.end())
            return it->second.get();
        return makeBulk(slot, sql());
    }

private:
    std::unique_ptr<QSqlQuery> makePrepared(const QString& sql) const;
    Result<SqliteStatement*> makeBulk(int slot, const QString& sql);

    QSqlDatabase m_db;
    QString m_writeTime;
    QByteArray m_writeTimeUtf8;
    std::unordered_map<int, std::unique_ptr<QSqlQuery>> m_prepared;
    std::unordered_map<int, std::unique_ptr<SqliteStatement>> m_bulk;
};

} // namespace goldset::storage
