#include "storage/RunRows.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>
#include <utility>

namespace goldset::storage {

namespace {

Error sqlError(const QSqlQuery& q)
{
    return makeError(q.lastError().text().isEmpty() ? QStringLiteral("database error")
                                                    : q.lastError().text());
}

QString quoted(const QString& identifier)
{
    return QLatin1Char('"') + QString(identifier).replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
           QLatin1Char('"');
}

// A table's rows selected by `where` (one bound value: the run's id).
struct Selection
{
    QString table;
    QString where;
};

} // namespace

Result<RunRows> RunRows::take(const QSqlDatabase& db, RowId runId)
{
    // Every foreign key of the schema: child table, its column, the parent table, its column.
    struct Key
    {
        QString child, column, parent, parentColumn;
    };
    QList<Key> keys;
    QSqlQuery tables(db);
    if (!tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                                    "'sqlite_%'")))
        return sqlError(tables);
    QStringList names;
    while (tables.next())
        names << tables.value(0).toString();
    for (const QString& name : names) {
        QSqlQuery fk(db);
        if (!fk.exec(QStringLiteral("PRAGMA foreign_key_list(%1)").arg(quoted(name))))
            return sqlError(fk);
        while (fk.next()) {
            const QString parentColumn = fk.value(QStringLiteral("to")).toString();
            keys.append({name, fk.value(QStringLiteral("from")).toString(),
                         fk.value(QStringLiteral("table")).toString(),
                         parentColumn.isEmpty() ? QStringLiteral("id") : parentColumn});
        }
    }

    // Breadth first from the run: each table's rows are those whose key points at a row taken
    // already (a table reached twice is taken once, by its first path).
    QList<Selection> order{{QStringLiteral("run"), QStringLiteral("id = ?")}};
    for (qsizetype i = 0; i < order.size(); ++i) {
        const Selection parent = order[i];
        for (const Key& key : std::as_const(keys)) {
            if (key.parent != parent.table)
                continue;
            const bool seen = std::any_of(order.cbegin(), order.cend(),
                                          [&key](const Selection& s) { return s.table == key.child; });
            if (seen)
                continue;
            order.append({key.child, QStringLiteral("%1 IN (SELECT %2 FROM %3 WHERE %4)")
                                         .arg(quoted(key.column), quoted(key.parentColumn),
                                              quoted(parent.table), parent.where)});
        }
    }

    RunRows rows;
    rows.m_runId = runId;
    for (const Selection& s : std::as_const(order)) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT * FROM %1 WHERE %2").arg(quoted(s.table), s.where));
        q.addBindValue(runId);
        if (!q.exec())
            return sqlError(q);
        Table table{s.table, {}, {}};
        const QSqlRecord record = q.record();
        for (int c = 0; c < record.count(); ++c)
            table.columns << record.fieldName(c);
        while (q.next()) {
            QVariantList row;
            row.reserve(record.count());
            for (int c = 0; c < record.count(); ++c)
                row << q.value(c);
            table.rows << row;
        }
        rows.m_tables << table;
    }
    QSqlQuery settings(db);
    settings.prepare(QStringLiteral("SELECT key, value FROM setting WHERE key LIKE ?"));
    settings.addBindValue(QStringLiteral("run.%1.%").arg(runId));
    if (!settings.exec())
        return sqlError(settings);
    Table setting{QStringLiteral("setting"), {QStringLiteral("key"), QStringLiteral("value")}, {}};
    while (settings.next())
        setting.rows << QVariantList{settings.value(0), settings.value(1)};
    rows.m_tables << setting;
    return rows;
}

Status RunRows::restore(const QSqlDatabase& db) const
{
    for (const Table& table : m_tables) {
        if (table.rows.isEmpty())
            continue;
        QStringList columns;
        for (const QString& c : table.columns)
            columns << quoted(c);
        QSqlQuery q(db);
        // OR REPLACE: a setting or a row that ON DELETE SET NULL kept gets its values back.
        if (!q.prepare(QStringLiteral("INSERT OR REPLACE INTO %1 (%2) VALUES (%3)")
                           .arg(quoted(table.name), columns.join(QStringLiteral(", ")),
                                QStringList(columns.size(), QStringLiteral("?")).join(QStringLiteral(", ")))))
            return sqlError(q);
        for (const QVariantList& row : table.rows) {
            for (int c = 0; c < row.size(); ++c)
                q.bindValue(c, row[c]);
            if (!q.exec())
                return sqlError(q);
        }
    }
    return {};
}

qsizetype RunRows::rowCount() const
{
    qsizetype n = 0;
    for (const Table& table : m_tables)
        n += table.rows.size();
    return n;
}

} // namespace goldset::storage
