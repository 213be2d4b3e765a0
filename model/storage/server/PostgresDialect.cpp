#include "storage/server/PostgresDialect.h"

namespace goldset::storage {

const PostgresDialect& PostgresDialect::instance()
{
    static const PostgresDialect dialect;
    return dialect;
}

QString PostgresDialect::indexChunk() const
{
    return QStringLiteral("INSERT INTO chunk_fts(rowid, terms, size) VALUES (?, CAST(? AS tsvector), ?)"
                          " ON CONFLICT (rowid) DO UPDATE SET terms = EXCLUDED.terms, size = EXCLUDED.size");
}

QString PostgresDialect::unindexChunk() const
{
    return QStringLiteral("DELETE FROM chunk_fts WHERE rowid = ?");
}

QString PostgresDialect::clearChunkIndex() const
{
    return QStringLiteral("DELETE FROM chunk_fts");
}

QString PostgresDialect::commonTerms(qint64 floor) const
{
    return QStringLiteral("SELECT word, ndoc FROM ts_stat('SELECT terms FROM chunk_fts') WHERE ndoc >= %1")
        .arg(floor);
}

QStringList PostgresDialect::connectionSettings() const
{
    return {}; // the search path and the session's settings are set when the driver connects
}

QStringList PostgresDialect::writableSettings() const
{
    return {};
}

} // namespace goldset::storage
