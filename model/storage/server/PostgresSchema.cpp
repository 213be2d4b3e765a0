#include "storage/server/PostgresSchema.h"

#include "storage/Migrations.h"

#include <QAtomicInteger>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace goldset::storage {
namespace {

bool isFullTextTable(const QString& name)
{
    return name.startsWith(QLatin1String("chunk_fts"));
}

// Whether the table's `id` is SQLite's rowid alias (numbered by the database).
bool idIsNumbered(const QString& sql)
{
    static const QRegularExpression rowidAlias(
        QStringLiteral("\\bid INTEGER PRIMARY KEY\\b(?!\\s+REFERENCES)"));
    return rowidAlias.match(sql).hasMatch();
}

PostgresSchema build()
{
    PostgresSchema schema;
    static QAtomicInteger<int> counter;
    const QString name = QStringLiteral("goldset-schema-%1").arg(counter.fetchAndAddRelaxed(1));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QStringLiteral(":memory:"));
        db.open();
        QSqlQuery q(db);
        for (const Migration& migration : migrations())
            for (const QString& statement : migration.statements)
                q.exec(statement);

        struct Table
        {
            QString name, sql;
            QStringList references;
        };
        QList<Table> pending;
        QStringList indexes;
        q.exec(
            QStringLiteral("SELECT type, name, sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY rowid"));
        while (q.next()) {
            const QString objectName = q.value(1).toString();
            if (isFullTextTable(objectName))
                continue;
            if (q.value(0).toString() == QLatin1String("table"))
                pending.append({objectName, q.value(2).toString(), {}});
            else if (q.value(0).toString() == QLatin1String("index"))
                indexes << q.value(2).toString();
        }
        for (Table& table : pending) {
            QSqlQuery info(db);
            info.exec(QStringLiteral("SELECT name, type, pk FROM pragma_table_info('%1') ORDER BY pk")
                          .arg(table.name));
            QStringList key;
            while (info.next()) {
                if (info.value(2).toInt() > 0)
                    key << info.value(0).toString();
            }
            schema.rewriting.primaryKeys.insert(table.name, key);
            if (key == QStringList{QStringLiteral("id")} && idIsNumbered(table.sql))
                schema.rewriting.tablesWithId.insert(table.name);
            info.exec(QStringLiteral("SELECT DISTINCT \"table\" FROM pragma_foreign_key_list('%1')")
                          .arg(table.name));
            while (info.next())
                if (info.value(0).toString() != table.name)
                    table.references << info.value(0).toString();
        }
        // Referenced tables first.
        while (!pending.isEmpty()) {
            bool progressed = false;
            for (qsizetype i = 0; i < pending.size(); ++i) {
                const bool ready = std::all_of(pending[i].references.cbegin(), pending[i].references.cend(),
                                               [&](const QString& r) { return schema.tables.contains(r); });
                if (!ready)
                    continue;
                schema.tables << pending[i].name;
                schema.createStatements << PostgresSchema::translateCreate(pending[i].sql);
                pending.removeAt(i);
                progressed = true;
                break;
            }
            if (!progressed) { // a cycle: PostgreSQL would refuse it; keep the order given
                for (const Table& table : pending) {
                    schema.tables << table.name;
                    schema.createStatements << PostgresSchema::translateCreate(table.sql);
                }
                break;
            }
        }
        for (const QString& index : indexes)
            schema.createStatements << PostgresSchema::translateCreate(index);
        q = QSqlQuery();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);

    // The chunks' full-text index: one tsvector of the chunk's terms with their positions (the
    // same terms FTS5's unicode61 tokenizer makes, CJK as bigrams and single characters, see
    // storage/server/ServerSearch), and the chunk's length in terms for BM25.
    schema.createStatements << QStringLiteral(
                                   "CREATE TABLE chunk_fts (rowid BIGINT PRIMARY KEY REFERENCES chunk(id)"
                                   " ON DELETE CASCADE, terms TSVECTOR NOT NULL, size INTEGER NOT NULL)")
                            << QStringLiteral("CREATE INDEX chunk_fts_terms ON chunk_fts USING gin (terms)");
    schema.tables << QStringLiteral("chunk_fts");
    schema.rewriting.primaryKeys.insert(QStringLiteral("chunk_fts"), {QStringLiteral("rowid")});
    return schema;
}

} // namespace

const PostgresSchema& PostgresSchema::get()
{
    static const PostgresSchema schema = build();
    return schema;
}

QString PostgresSchema::translateCreate(const QString& sqliteSql)
{
    QString sql = sqliteSql;
    static const QRegularExpression withoutRowid(QStringLiteral("\\)\\s*WITHOUT ROWID\\s*$"));
    sql.replace(withoutRowid, QStringLiteral(")"));
    // A rowid alias is numbered by the server; one that refers to another row's id is not.
    static const QRegularExpression rowidAlias(QStringLiteral("\\bINTEGER PRIMARY KEY\\b(?!\\s+REFERENCES)"));
    sql.replace(rowidAlias, QStringLiteral("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"));
    static const QRegularExpression integer(QStringLiteral("\\bINTEGER\\b"));
    sql.replace(integer, QStringLiteral("BIGINT"));
    static const QRegularExpression real(QStringLiteral("\\bREAL\\b"));
    sql.replace(real, QStringLiteral("DOUBLE PRECISION"));
    static const QRegularExpression blob(QStringLiteral("\\bBLOB\\b"));
    sql.replace(blob, QStringLiteral("BYTEA"));
    // SQLite compares text byte by byte: so does the "C" collation, whatever the server's.
    static const QRegularExpression text(QStringLiteral("\\bTEXT\\b"));
    sql.replace(text, QStringLiteral("TEXT COLLATE \"C\""));
    static const QRegularExpression ifnull(QStringLiteral("\\bifnull\\("));
    sql.replace(ifnull, QStringLiteral("coalesce("));
    return sql;
}

} // namespace goldset::storage
