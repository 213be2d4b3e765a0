#pragma once

#include "core/Result.h"
#include "domain/Entities.h"

#include <QList>
#include <QSqlDatabase>
#include <QStringList>
#include <QVariant>

namespace goldset::storage {

// Every row that belongs to one run, copied so that deleting the run can be undone exactly:
// the run's row, the rows of each table that references it (retrievals, answers, claims,
// scores, ...) and of the tables that reference those (claim reviews), found through SQLite's
// foreign keys so that a table a later migration adds comes along, and the run's settings
// ("run.<id>.*": its judges). restore() writes them back under their former row ids. Call both
// inside the transaction of the delete or its undo.
class RunRows
{
public:
    static Result<RunRows> take(const QSqlDatabase& db, RowId runId);
    Status restore(const QSqlDatabase& db) const;

    RowId runId() const { return m_runId; }
    // Rows copied, over every table (the run's own row and its settings included).
    qsizetype rowCount() const;

private:
    struct Table
    {
        QString name;
        QStringList columns;
        QList<QVariantList> rows;
    };
    RowId m_runId = 0;
    QList<Table> m_tables; // parents before the tables that reference them
};

} // namespace goldset::storage
