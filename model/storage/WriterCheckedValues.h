#pragma once

#include <QSqlDatabase>

namespace goldset::storage {

// While it lives, SQLite skips the CHECK constraints of the connection's statements
// (PRAGMA ignore_check_constraints), for the bulk path of an import, whose writer
// (ImportWriter, ClaimSync) only writes values that satisfy them: statuses, origins, kinds
// and verdicts from their enums, grades checked to be 0..3. SQLite evaluates a CHECK with an
// IN list by building a small temporary b-tree for every row written: a quarter of the
// time of a question import. Changing the flag expires every prepared statement of the
// connection, so statements prepared before and after are checked as usual.
class WriterCheckedValues
{
public:
    explicit WriterCheckedValues(QSqlDatabase db);
    ~WriterCheckedValues();
    WriterCheckedValues(const WriterCheckedValues&) = delete;
    WriterCheckedValues& operator=(const WriterCheckedValues&) = delete;

private:
    QSqlDatabase m_db;
};

} // namespace goldset::storage
