#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

namespace goldset::storage {

// Turns the SQLite SQL the stores write into PostgreSQL's, so that one store serves both
// backends (docs/ARCHITECTURE.md, "Two backends"). It works on tokens, never inside string
// literals or quoted names, and covers what the stores use:
// - INSERT OR IGNORE / OR REPLACE become ON CONFLICT DO NOTHING / DO UPDATE on the table's key;
// - an INSERT into a table with an `id` column returns it (lastInsertId without OIDs);
// - `a IS b` / `a IS NOT b` compare as IS [NOT] DISTINCT FROM (SQLite's IS is null-safe);
// - ifnull, instr, char, total, two-argument min/max and CAST types get their counterparts;
// - LIKE ignores case as SQLite's does (ILIKE);
// - ORDER BY puts NULLs first ascending, last descending, as SQLite does;
// - BEGIN IMMEDIATE is BEGIN; a PRAGMA returns no row.
class SqlRewriter
{
public:
    struct Schema
    {
        QSet<QString> tablesWithId;              // tables whose `id` the server numbers
        QHash<QString, QStringList> primaryKeys; // table -> its key's columns (for OR REPLACE)
    };
    struct Rewritten
    {
        QString sql;
        bool returnsId = false; // the statement ends in RETURNING id, added here
    };

    explicit SqlRewriter(Schema schema) : m_schema(std::move(schema)) {}
    Rewritten rewrite(const QString& sqliteSql) const;

private:
    Schema m_schema;
};

} // namespace goldset::storage
