#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace goldset::storage {

// Shared plumbing of the stores: a connection, and turning a failed query into an Error.
class StoreBase
{
public:
    explicit StoreBase(QSqlDatabase db) : m_db(std::move(db)) {}
    virtual ~StoreBase() = default;

    QSqlDatabase connection() const { return m_db; }

protected:
    QSqlQuery query() const { return QSqlQuery(m_db); }
    // A null QString binds as SQL NULL; NOT NULL text columns want ''.
    static QString notNull(const QString& text) { return text.isNull() ? QStringLiteral("") : text; }
    static Error queryError(const QSqlQuery& query)
    {
        return makeError(query.lastError().text().isEmpty() ? QStringLiteral("database error")
                                                            : query.lastError().text());
    }

private:
    QSqlDatabase m_db;
};

} // namespace goldset::storage
