#pragma once

#include "core/Result.h"

#include <QByteArrayView>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <memory>
#include <optional>

struct sqlite3;
struct sqlite3_stmt;

namespace goldset::storage {

// A statement prepared on the SQLite connection under a QSqlDatabase, for the few bulk paths
// where QSqlQuery's per-value cost dominates: QtSql converts every bound QString to UTF-16 and
// SQLite converts it back to UTF-8, while this binds UTF-8 bytes as they are stored. It runs
// in the connection's current transaction like any QSqlQuery. On a project on a server
// (storage/server/ServerDriver) the same calls run through a QSqlQuery: one bulk path serves
// both backends.
class SqliteStatement
{
public:
    // Fails when `db` is not an open SQLite connection or the SQL does not compile.
    static Result<std::unique_ptr<SqliteStatement>> prepare(const QSqlDatabase& db, const char* sql);
    ~SqliteStatement();

    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    // Parameters are 1-based, as in SQLite. The bytes must live until exec() returns.
    void bind(int parameter, QByteArrayView utf8);
    void bind(int parameter, qint64 value);
    // Named apart from bind(): an int argument would be ambiguous between qint64 and double.
    void bindDouble(int parameter, double value);
    void bindBlob(int parameter, QByteArrayView bytes); // bytes kept until exec(), like bind()
    void bindNull(int parameter);
    // Runs a statement that returns no rows, then resets it for the next bind.
    Status exec();
    // Runs a statement that returns rows: the first call starts it, each call moves to the next
    // row. False after the last row (the statement is then reset for the next bind) or on an
    // error, which lastError() tells.
    bool next();
    const std::optional<Error>& lastError() const { return m_error; }
    // The current row's columns, 0-based as in SQLite; the bytes live until the next next().
    QByteArrayView text(int column);
    qint64 integer(int column) const;
    double real(int column) const;
    qint64 changes() const;
    qint64 lastInsertRowId() const;

private:
    SqliteStatement(sqlite3* connection, sqlite3_stmt* statement)
        : m_connection(connection), m_statement(statement)
    {
    }
    explicit SqliteStatement(std::unique_ptr<QSqlQuery> query);

    sqlite3* m_connection = nullptr;
    sqlite3_stmt* m_statement = nullptr;
    // The server's way: a prepared QSqlQuery, its last row count and new id.
    std::unique_ptr<QSqlQuery> m_query;
    qint64 m_changes = 0;
    qint64 m_lastId = 0;
    bool m_started = false;
    QList<QByteArray> m_texts; // the server's text columns of the current row, as UTF-8
    std::optional<Error> m_error;
};

} // namespace goldset::storage
