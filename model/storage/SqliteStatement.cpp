#include "storage/SqliteStatement.h"

#include "storage/server/ServerDriver.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QVariant>
#include <sqlite3.h>
#include <utility>

namespace goldset::storage {

SqliteStatement::SqliteStatement(std::unique_ptr<QSqlQuery> query) : m_query(std::move(query)) {}

Result<std::unique_ptr<SqliteStatement>> SqliteStatement::prepare(const QSqlDatabase& db, const char* sql)
{
    if (qobject_cast<const ServerDriver*>(db.driver())) {
        auto query = std::make_unique<QSqlQuery>(db);
        if (!query->prepare(QString::fromUtf8(sql)))
            return makeError(query->lastError().text());
        return std::unique_ptr<SqliteStatement>(new SqliteStatement(std::move(query)));
    }
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return makeError(QStringLiteral("not an SQLite connection"));
    sqlite3* connection = *static_cast<sqlite3* const*>(handle.constData());
    if (!connection)
        return makeError(QStringLiteral("the database is not open"));
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v3(connection, sql, -1, SQLITE_PREPARE_PERSISTENT, &statement, nullptr) != SQLITE_OK)
        return makeError(QString::fromUtf8(sqlite3_errmsg(connection)));
    return std::unique_ptr<SqliteStatement>(new SqliteStatement(connection, statement));
}

SqliteStatement::~SqliteStatement()
{
    if (m_statement)
        sqlite3_finalize(m_statement);
}

void SqliteStatement::bind(int parameter, QByteArrayView utf8)
{
    if (m_query) {
        m_query->bindValue(parameter - 1, QString::fromUtf8(utf8.data() ? utf8.data() : "", utf8.size()));
        return;
    }
    // SQLITE_STATIC: no copy; the caller keeps the bytes until exec(). A null view binds ''
    // (the columns written this way are NOT NULL text).
    sqlite3_bind_text64(m_statement, parameter, utf8.data() ? utf8.data() : "", sqlite3_uint64(utf8.size()),
                        SQLITE_STATIC, SQLITE_UTF8);
}

void SqliteStatement::bind(int parameter, qint64 value)
{
    if (m_query) {
        m_query->bindValue(parameter - 1, value);
        return;
    }
    sqlite3_bind_int64(m_statement, parameter, value);
}

void SqliteStatement::bindDouble(int parameter, double value)
{
    if (m_query) {
        m_query->bindValue(parameter - 1, value);
        return;
    }
    sqlite3_bind_double(m_statement, parameter, value);
}

void SqliteStatement::bindBlob(int parameter, QByteArrayView bytes)
{
    if (m_query) {
        m_query->bindValue(parameter - 1, bytes.toByteArray());
        return;
    }
    sqlite3_bind_blob64(m_statement, parameter, bytes.data() ? bytes.data() : "",
                        sqlite3_uint64(bytes.size()), SQLITE_STATIC);
}

void SqliteStatement::bindNull(int parameter)
{
    if (m_query) {
        m_query->bindValue(parameter - 1, QVariant());
        return;
    }
    sqlite3_bind_null(m_statement, parameter);
}

Status SqliteStatement::exec()
{
    if (m_query) {
        const bool ok = m_query->exec();
        m_changes = ok ? m_query->numRowsAffected() : 0;
        if (ok && m_changes > 0)
            m_lastId = m_query->lastInsertId().toLongLong();
        const QString error = ok ? QString() : m_query->lastError().text();
        m_query->finish();
        if (!ok)
            return makeError(error.isEmpty() ? QStringLiteral("database error") : error);
        return {};
    }
    const int result = sqlite3_step(m_statement);
    std::optional<Error> error;
    if (result != SQLITE_DONE && result != SQLITE_ROW)
        error = makeError(QString::fromUtf8(sqlite3_errmsg(m_connection)));
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
    if (error)
        return *error;
    return {};
}

bool SqliteStatement::next()
{
    if (m_query) {
        if (!std::exchange(m_started, true)) {
            m_error.reset();
            m_query->setForwardOnly(true);
            if (!m_query->exec()) {
                const QString error = m_query->lastError().text();
                m_error = makeError(error.isEmpty() ? QStringLiteral("database error") : error);
                m_started = false;
                return false;
            }
        }
        m_texts.clear();
        if (m_query->next())
            return true;
        m_query->finish();
        m_started = false;
        return false;
    }
    if (!std::exchange(m_started, true))
        m_error.reset();
    const int result = sqlite3_step(m_statement);
    if (result == SQLITE_ROW)
        return true;
    if (result != SQLITE_DONE)
        m_error = makeError(QString::fromUtf8(sqlite3_errmsg(m_connection)));
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
    m_started = false;
    return false;
}

QByteArrayView SqliteStatement::text(int column)
{
    if (m_query) {
        if (m_texts.size() <= column)
            m_texts.resize(column + 1);
        m_texts[column] = m_query->value(column).toString().toUtf8();
        return m_texts[column];
    }
    const auto* bytes = reinterpret_cast<const char*>(sqlite3_column_text(m_statement, column));
    return {bytes, sqlite3_column_bytes(m_statement, column)};
}

qint64 SqliteStatement::integer(int column) const
{
    if (m_query)
        return m_query->value(column).toLongLong();
    return sqlite3_column_int64(m_statement, column);
}

double SqliteStatement::real(int column) const
{
    if (m_query)
        return m_query->value(column).toDouble();
    return sqlite3_column_double(m_statement, column);
}

qint64 SqliteStatement::changes() const
{
    if (m_query)
        return m_changes;
    return sqlite3_changes64(m_connection);
}

qint64 SqliteStatement::lastInsertRowId() const
{
    if (m_query)
        return m_lastId;
    return sqlite3_last_insert_rowid(m_connection);
}

} // namespace goldset::storage
