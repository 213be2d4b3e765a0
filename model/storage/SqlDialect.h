#pragma once

#include <QSqlDatabase>
#include <QStringList>

namespace goldset::storage {

// The SQL that differs between database engines, so that the stores say what they write and
// the dialect says how: upserts (SQLite's and PostgreSQL's ON CONFLICT agree; MERGE would not),
// the chunks' full-text index (an FTS5 table here, a tsvector column on a server) and the
// connection's settings (PRAGMAs here, SET on a server). Only SQLite exists today; a second
// backend adds a subclass and forConnection() picks it by the driver. See docs/ARCHITECTURE.md.
class SqlDialect
{
public:
    virtual ~SqlDialect() = default;

    // The dialect of a connection's driver (SQLite for every project file).
    static const SqlDialect& forConnection(const QSqlDatabase& db);
    static const SqlDialect& sqlite();

    // Upserts -------------------------------------------------------------------------
    // INSERT INTO table(columns) VALUES (?, ...) with `conflictKey` (a unique key's columns):
    // - insertOrIgnore: a row with that key already there stays as it is;
    // - upsert: its `updated` columns take the new values, `touched` ones (updated_at) too, but
    //   only when one of `updated` differs: an unchanged row is left untouched (no write, no
    //   new updated_at), so that importing the same file twice changes nothing.
    //   An entry "col = expr" in `updated` sets an expression (with "excluded.col" for the
    //   new value) and compares it with the column.
    virtual QString insertOrIgnore(const QString& table, const QStringList& columns,
                                   const QString& conflictKey) const;
    virtual QString upsert(const QString& table, const QStringList& columns, const QString& conflictKey,
                           const QStringList& updated, const QStringList& touched = {}) const;

    // The chunks' full-text index ------------------------------------------------------
    // Parameters: rowid, body, cjk (text::indexTexts of the chunk's text).
    virtual QString indexChunk() const;
    // Forgets a chunk; the same parameters, with the texts it was indexed with (FTS5's
    // contentless table needs them).
    virtual QString unindexChunk() const;
    virtual QString clearChunkIndex() const;
    // The terms in at least `floor` chunks, with their document frequencies (term, df).
    virtual QString commonTerms(qint64 floor) const;

    // The connection ------------------------------------------------------------------
    // Statements run on every new connection (foreign keys on, ...).
    virtual QStringList connectionSettings() const;
    // Statements run once a writable connection is open (journal mode, synchronous, ...).
    virtual QStringList writableSettings() const;
};

} // namespace goldset::storage
