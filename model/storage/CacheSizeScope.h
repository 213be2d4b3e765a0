#pragma once

#include <QSqlDatabase>

namespace goldset::storage {

// A larger SQLite page cache for one bulk write (an import), the connection's own size again
// afterwards. A fixed size, whatever the file: the import's pages are written once instead of
// spilled to the write-ahead log and read back many times, and memory still does not grow.
class CacheSizeScope
{
public:
    CacheSizeScope(QSqlDatabase db, int mebibytes);
    ~CacheSizeScope();
    CacheSizeScope(const CacheSizeScope&) = delete;
    CacheSizeScope& operator=(const CacheSizeScope&) = delete;

private:
    QSqlDatabase m_db;
    qint64 m_previous = 0; // PRAGMA cache_size as it was (pages, or KiB when negative)
    bool m_changed = false;
};

} // namespace goldset::storage
