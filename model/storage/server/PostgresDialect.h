#pragma once

#include "storage/SqlDialect.h"

namespace goldset::storage {

// PostgreSQL's side of SqlDialect. Upserts are written as SQLite's and rewritten on the way by
// SqlRewriter (IS NOT becomes IS DISTINCT FROM); the full-text index is the chunk_fts table of
// PostgresSchema: a tsvector of the terms FTS5 would make, with their positions.
class PostgresDialect : public SqlDialect
{
public:
    static const PostgresDialect& instance();

    bool isServer() const override { return true; }
    QString indexChunk() const override;
    QString unindexChunk() const override;
    QString clearChunkIndex() const override;
    QString commonTerms(qint64 floor) const override;
    QStringList connectionSettings() const override;
    QStringList writableSettings() const override;
};

} // namespace goldset::storage
