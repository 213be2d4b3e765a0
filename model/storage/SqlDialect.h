#pragma once

#include <QSqlDatabase>
#include <QStringList>

namespace goldset::storage {

// The SQL that differs between database engines, so that the stores say what they write and
// the dialect says how: upserts (SQLite's and PostgreSQL's ON CONFLICT agree; MERGE would not),
// the chunks' full-text index (an FTS5 table here, a tsvector column on a server) and the
// connection's settings (PRAGMAs here, SET on a server). PostgresDialect is the server's;
// forConnection() picks it by the driver. See docs/ARCHITECTURE.md, "Two backends".
class SqlDialect
{
public:
    virtual ~SqlDialect() = default;

    // The dialect of a connection's driver: SQLite for a project file, PostgreSQL's for a
    // project on a server.
    static const SqlDialect& forConnection(const QSqlDatabase& db);
    static const SqlDialect& sqlite();
    // A project on a server (PostgreSQL): no FTS5, no PRAGMAs, no file.
    virtual bool isServer() const { return false; }

    // Upserts -------------------------------------------------------------------------
    // INSERT INTO table(columns) VALUES (?, ...) with `conflictKey` (a unique key's columns):
    // - insertOrIgnore: a row with that key already there stays as it is;
    // - upsert: its `updated` columns take the new values, `touched` ones (updated_at) too, but
    //   only when one of `updated` differs: an unchanged row is left untouched (no write, no
    //   new updated_at), so that importing the same file twice changes nothing.
    //   An entry "col = expr" in `updated` sets an expression (with "excluded.col" for the
    //   new value) and compares it with the column; in `touched` it sets it uncompared.
    virtual QString insertOrIgnore(const QString& table, const QStringList& columns,
                                   const QString& conflictKey) const;
    virtual QString upsert(const QString& table, const QStringList& columns, const QString& conflictKey,
                           const QStringList& updated, const QStringList& touched = {}) const;

    // The chunks' full-text index ------------------------------------------------------
    // Parameters: rowid, body, cjk (text::indexTexts of the chunk's text); on a server: rowid,
    // the terms as a tsvector and their count (storage/server/ServerTerms).
    virtual QString indexChunk() const;
    // Forgets a chunk; the same parameters, with the texts it was indexed with (FTS5's
    // contentless table needs them); on a server the rowid alone.
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
