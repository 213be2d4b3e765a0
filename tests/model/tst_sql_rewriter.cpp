// SqlRewriter: the stores' SQLite SQL as PostgreSQL's. Each expected text is written by hand
// from PostgreSQL's documentation of the construct it replaces.
#include "storage/server/SqlRewriter.h"

#include <QtTest>

using goldset::storage::SqlRewriter;

class TestSqlRewriter : public QObject
{
    Q_OBJECT

private:
    static SqlRewriter rewriter()
    {
        SqlRewriter::Schema schema;
        schema.tablesWithId = {QStringLiteral("question"), QStringLiteral("nugget")};
        schema.primaryKeys.insert(QStringLiteral("monitor_period"),
                                  {QStringLiteral("kind"), QStringLiteral("start_day")});
        schema.primaryKeys.insert(QStringLiteral("question"), {QStringLiteral("id")});
        return SqlRewriter(schema);
    }
    static QString pg(const QString& sql) { return rewriter().rewrite(sql).sql; }

private Q_SLOTS:
    void insertOrIgnoreBecomesOnConflictDoNothing()
    {
        QCOMPARE(pg(QStringLiteral("INSERT OR IGNORE INTO alert_rule(expression, created_at) VALUES (?, ?)")),
                 QStringLiteral(
                     "INSERT INTO alert_rule(expression, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING"));
    }

    void insertOrReplaceUpdatesTheRestOnTheKey()
    {
        QCOMPARE(pg(QStringLiteral(
                     "INSERT OR REPLACE INTO monitor_period(kind, start_day, users) VALUES (?, ?, ?)")),
                 QStringLiteral("INSERT INTO monitor_period(kind, start_day, users) VALUES (?, ?, ?)"
                                " ON CONFLICT (kind, start_day) DO UPDATE SET users = EXCLUDED.users"));
    }

    void insertIntoTableWithIdReturnsIt()
    {
        const auto out =
            rewriter().rewrite(QStringLiteral("INSERT INTO question(external_id, text) VALUES (?, ?)"));
        QCOMPARE(out.sql,
                 QStringLiteral("INSERT INTO question(external_id, text) VALUES (?, ?) RETURNING id"));
        QVERIFY(out.returnsId);
        // INSERT ... SELECT may write many rows: no id is read back.
        QVERIFY(
            !rewriter().rewrite(QStringLiteral("INSERT INTO question(text) SELECT text FROM x")).returnsId);
        QVERIFY(!rewriter().rewrite(QStringLiteral("INSERT INTO job_item(job) VALUES (?)")).returnsId);
    }

    void aNullIdIsNumbered()
    {
        QCOMPARE(pg(QStringLiteral("INSERT INTO nugget(id, text) VALUES (?, ?)")),
                 QStringLiteral("INSERT INTO nugget(id, text) VALUES (coalesce(CAST(? AS BIGINT), "
                                "nextval(pg_get_serial_sequence('nugget', 'id'))), ?) RETURNING id"));
    }

    void isComparesNullSafely()
    {
        QCOMPARE(
            pg(QStringLiteral("SELECT 1 FROM t WHERE a IS ? AND b IS NOT c AND d IS NULL AND e IS NOT NULL")),
            QStringLiteral(
                "SELECT 1 FROM t WHERE a IS NOT DISTINCT FROM ? AND b IS DISTINCT FROM c AND d IS NULL"
                " AND e IS NOT NULL"));
    }

    void functionsGetTheirCounterparts()
    {
        QCOMPARE(
            pg(QStringLiteral("SELECT ifnull(sum(x), 0), instr(a, char(9)), total(n), max(a, b), max(c)")),
            QStringLiteral("SELECT coalesce(sum(x), 0), strpos(a, chr(9)), coalesce(sum(n), 0), greatest(a, "
                           "b), max(c)"));
    }

    void castTypesAndLike()
    {
        QCOMPARE(
            pg(QStringLiteral("SELECT CAST(a AS REAL), CAST(b AS INTEGER) FROM t WHERE c LIKE ?")),
            QStringLiteral("SELECT CAST(a AS DOUBLE PRECISION), CAST(b AS BIGINT) FROM t WHERE c ILIKE ?"));
    }

    void negativeLimitMeansNone()
    {
        QCOMPARE(
            pg(QStringLiteral("SELECT a FROM t LIMIT ? OFFSET ?")),
            QStringLiteral("SELECT a FROM t LIMIT nullif(greatest(?, -1::bigint), -1::bigint) OFFSET ?"));
        QCOMPARE(pg(QStringLiteral("SELECT a FROM t LIMIT 3")), QStringLiteral("SELECT a FROM t LIMIT 3"));
    }

    void orderByPlacesNullsAsSqliteDoes()
    {
        QCOMPARE(pg(QStringLiteral("SELECT a FROM t ORDER BY a, b DESC, lower(c) ASC LIMIT 3")),
                 QStringLiteral("SELECT a FROM t ORDER BY a NULLS FIRST, b DESC NULLS LAST, lower(c) ASC "
                                "NULLS FIRST LIMIT 3"));
        QCOMPARE(pg(QStringLiteral("SELECT (SELECT x FROM u ORDER BY y) FROM t")),
                 QStringLiteral("SELECT (SELECT x FROM u ORDER BY y NULLS FIRST) FROM t"));
    }

    void literalsAreLeftAlone()
    {
        QCOMPARE(
            pg(QStringLiteral("SELECT 'a IS b', \"x LIKE y\" FROM t WHERE s = 'it''s ifnull(' ORDER BY 1")),
            QStringLiteral(
                "SELECT 'a IS b', \"x LIKE y\" FROM t WHERE s = 'it''s ifnull(' ORDER BY 1 NULLS FIRST"));
    }

    void sqliteOnlyStatements()
    {
        QCOMPARE(pg(QStringLiteral("BEGIN IMMEDIATE")), QStringLiteral("BEGIN"));
        QCOMPARE(pg(QStringLiteral("PRAGMA cache_size = -4000")), QStringLiteral("SELECT NULL WHERE FALSE"));
    }
};

QTEST_GUILESS_MAIN(TestSqlRewriter)
#include "tst_sql_rewriter.moc"
