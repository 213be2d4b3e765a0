#pragma once

#include "storage/server/SqlRewriter.h"

#include <QStringList>

namespace goldset::storage {

// The schema of a project on a PostgreSQL server, made from the one description both backends
// share: the SQLite migrations are run on an empty in-memory database and the tables and
// indexes they leave are written out for PostgreSQL (types mapped, `id` columns numbered by
// the server, text compared byte by byte as SQLite does, the FTS5 index replaced by a tsvector
// table). A later migration (version > the one a server project has) runs through the same
// SqlRewriter as the stores' statements.
struct PostgresSchema
{
    QStringList createStatements;  // in an order foreign keys allow
    QStringList tables;            // every table, in that order (copies use it too)
    SqlRewriter::Schema rewriting; // what SqlRewriter needs to know about the tables

    // Built once per process; an error is a defect of the migrations, reported as text.
    static const PostgresSchema& get();
    // One SQLite CREATE TABLE / CREATE INDEX statement as PostgreSQL's.
    static QString translateCreate(const QString& sqliteSql);
};

} // namespace goldset::storage
