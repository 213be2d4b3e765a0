#pragma once

#include "core/Result.h"

#include <QString>
#include <functional>

namespace goldset::storage {

// `goldset-cli project copy SRC DST` when one side is a server: every row of every table of a
// project into a new project (a file, or a project on a server), keeping ids, so that the copy
// is the same project (a file to file copy is Project::saveCopyAs, a consistent VACUUM INTO).
// Rows go to a server with COPY (libpq's COPY FROM STDIN on the connection's own socket), to a
// file through one prepared INSERT per table, all in one transaction: a failed or cancelled
// copy leaves nothing behind. The full-text index and the common terms are made anew on the
// target (each backend has its own; PostgresSchema).
//
// Table by table in the order of their foreign keys (PostgresSchema::tables), rows in key order;
// the server's id sequences are set past the copied ids.
class ProjectCopy
{
public:
    struct Summary
    {
        int tables = 0;
        qint64 rows = 0;
    };
    // Called after each table with the rows copied so far; false cancels.
    using Progress = std::function<bool(const QString& table, qint64 rows)>;

    static Result<Summary> copy(const QString& source, const QString& target, const Progress& progress = {});
};

} // namespace goldset::storage
