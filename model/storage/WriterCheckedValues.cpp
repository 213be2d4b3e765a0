#include "storage/WriterCheckedValues.h"

#include <QSqlError>
#include <QSqlQuery>

namespace goldset::storage {

WriterCheckedValues::WriterCheckedValues(QSqlDatabase db) : m_db(std::move(db))
{
    if (QSqlQuery query(m_db); !query.exec(QStringLiteral("PRAGMA ignore_check_constraints = ON")))
        qWarning("cannot skip CHECK constraints for an import: %s", qPrintable(query.lastError().text()));
}

WriterCheckedValues::~WriterCheckedValues()
{
    // A flag pragma takes no lock and cannot fail on an open connection; if it ever did, the
    // connection would go on without CHECK constraints, so say so.
    if (QSqlQuery query(m_db); !query.exec(QStringLiteral("PRAGMA ignore_check_constraints = OFF")))
        qWarning("cannot check CHECK constraints again: %s", qPrintable(query.lastError().text()));
}

} // namespace goldset::storage
