#include "storage/SqlDialect.h"

#include "storage/server/PostgresDialect.h"
#include "storage/server/ServerDriver.h"

namespace goldset::storage {
namespace {

QString placeholders(qsizetype count)
{
    QStringList marks;
    for (qsizetype i = 0; i < count; ++i)
        marks << QStringLiteral("?");
    return marks.join(QStringLiteral(", "));
}

} // namespace

const SqlDialect& SqlDialect::sqlite()
{
    static const SqlDialect dialect;
    return dialect;
}

const SqlDialect& SqlDialect::forConnection(const QSqlDatabase& db)
{
    if (qobject_cast<const ServerDriver*>(db.driver()))
        return PostgresDialect::instance();
    return sqlite();
}

QString SqlDialect::insertOrIgnore(const QString& table, const QStringList& columns,
                                   const QString& conflictKey) const
{
    return QStringLiteral("INSERT INTO %1(%2) VALUES (%3) ON CONFLICT(%4) DO NOTHING")
        .arg(table, columns.join(QStringLiteral(", ")), placeholders(columns.size()), conflictKey);
}

QString SqlDialect::upsert(const QString& table, const QStringList& columns, const QString& conflictKey,
                           const QStringList& updated, const QStringList& touched) const
{
    QStringList sets, differs;
    for (const QString& entry : updated) {
        const qsizetype equals = entry.indexOf(QLatin1Char('='));
        const QString column = equals < 0 ? entry : entry.left(equals).trimmed();
        const QString value =
            equals < 0 ? QStringLiteral("excluded.") + column : entry.mid(equals + 1).trimmed();
        sets << column + QStringLiteral(" = ") + value;
        differs << QStringLiteral("%1.%2 IS NOT %3").arg(table, column, value);
    }
    for (const QString& entry : touched)
        sets << (entry.contains(QLatin1Char('=')) ? entry : entry + QStringLiteral(" = excluded.") + entry);
    return QStringLiteral("INSERT INTO %1(%2) VALUES (%3) ON CONFLICT(%4) DO UPDATE SET %5 WHERE %6")
        .arg(table, columns.join(QStringLiteral(", ")), placeholders(columns.size()), conflictKey,
             sets.join(QStringLiteral(", ")), differs.join(QStringLiteral(" OR ")));
}

QString SqlDialect::indexChunk() const
{
    return QStringLiteral("INSERT INTO chunk_fts(rowid, body, cjk) VALUES (?, ?, ?)");
}

QString SqlDialect::unindexChunk() const
{
    return QStringLiteral("INSERT INTO chunk_fts(chunk_fts, rowid, body, cjk) VALUES ('delete', ?, ?, ?)");
}

QString SqlDialect::clearChunkIndex() const
{
    return QStringLiteral("INSERT INTO chunk_fts(chunk_fts) VALUES ('delete-all')");
}

QString SqlDialect::commonTerms(qint64 floor) const
{
    return QStringLiteral("SELECT term, doc FROM chunk_fts_vocab WHERE doc >= %1").arg(floor);
}

QStringList SqlDialect::connectionSettings() const
{
    return {QStringLiteral("PRAGMA foreign_keys = ON")};
}

QStringList SqlDialect::writableSettings() const
{
    return {QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("PRAGMA synchronous = NORMAL")};
}

} // namespace goldset::storage
