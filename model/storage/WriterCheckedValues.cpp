#include "storage/WriterCheckedValues.h"

#include <QSqlQuery>

namespace goldset::storage {

WriterCheckedValues::WriterCheckedValues(QSqlDatabase db) : m_db(std::move(db))
{
    QSqlQuery(m_db).exec(QStringLiteral("PRAGMA ignore_check_constraints = ON"));
}

WriterCheckedValues::~WriterCheckedValues()
{
    QSqlQuery(m_db).exec(QStringLiteral("PRAGMA ignore_check_constraints = OFF"));
}

} // namespace goldset::storage
