// project copy between a file and a server (the cluster ctest starts): file -> server -> file
// gives back every row of every table of the demo, read here with plain SQL on both files;
// the copy on the server answers like the file; a copy never replaces a project; the server
// numbers new rows after the copied ones; the server's full-text terms (computed from the source
// file while the rows stream) equal those of the chunks' text as the server holds it, and the
// copy has the indexes of a new project; a cancelled copy leaves no schema behind.
#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "jobs/SaveCopyJob.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/server/ProjectCopy.h"
#include "storage/server/ServerRoles.h"
#include "storage/server/ServerTerms.h"
#include "text/SearchText.h"

#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QtTest>

using namespace goldset;

class TestServerCopy : public QObject
{
    Q_OBJECT

private:
    QString m_server;
    QTemporaryDir m_dir;

    QString newUrl(const char* stem) const
    {
        return m_server + QStringLiteral("&project=%1_%2")
                              .arg(QLatin1String(stem))
                              .arg(QRandomGenerator::global()->generate() % 1000000);
    }

    // Every row of every table of a project file (the full-text index's own tables aside: each
    // backend makes its own), as text, table by table.
    static QMap<QString, QStringList> rowsOf(const QString& path)
    {
        QMap<QString, QStringList> out;
        const QString name = QStringLiteral("rows-") + path;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            if (!db.open())
                return out;
            QSqlQuery tables(db);
            tables.exec(
                QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE "
                               "'chunk_fts%' ORDER BY name"));
            while (tables.next()) {
                const QString table = tables.value(0).toString();
                QSqlQuery rows(db);
                rows.exec(QStringLiteral("SELECT * FROM %1").arg(table));
                QStringList lines;
                while (rows.next()) {
                    QStringList values;
                    for (int i = 0; i < rows.record().count(); ++i) {
                        const QVariant v = rows.value(i);
                        values << (v.isNull() ? QStringLiteral("<null>")
                                              : QStringLiteral("%1:%2").arg(
                                                    QLatin1String(v.typeName()),
                                                    v.typeId() == QMetaType::QByteArray
                                                        ? QString::fromLatin1(v.toByteArray().toHex())
                                                        : v.toString()));
                    }
                    lines << values.join(QLatin1Char('|'));
                }
                lines.sort();
                out.insert(table, lines);
            }
        }
        QSqlDatabase::removeDatabase(name);
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = qEnvironmentVariable("GOLDSET_TEST_SERVER");
        if (m_server.isEmpty())
            QSKIP("GOLDSET_TEST_SERVER is not set: run through ctest, which starts the cluster");
        QVERIFY(m_dir.isValid());
    }

    void fileToServerAndBackKeepsEveryRow()
    {
        const QString original = m_dir.filePath(QStringLiteral("original.goldset"));
        const QString back = m_dir.filePath(QStringLiteral("back.goldset"));
        QVERIFY(demo::writeDemoProject(original).ok());
        // A row with a NULL, a tab, a newline and a backslash in its text: COPY's escapes.
        {
            auto project = storage::Project::open(original);
            QVERIFY(project.ok());
            QSqlQuery q((*project)->connection());
            QVERIFY(q.exec(
                QStringLiteral("INSERT INTO setting(key, value) VALUES ('odd', 'a\tb\nc\\\\d ü 客')")));
        }
        const QString url = newUrl("copy");
        const test::CliResult up =
            test::runCli({QStringLiteral("project"), QStringLiteral("copy"), original, url});
        QVERIFY2(up.exitCode == 0, qPrintable(up.err));
        QVERIFY(up.out.contains(QLatin1String(" rows in ")));
        const test::CliResult down =
            test::runCli({QStringLiteral("project"), QStringLiteral("copy"), url, back});
        QVERIFY2(down.exitCode == 0, qPrintable(down.err));

        const auto before = rowsOf(original);
        const auto after = rowsOf(back);
        QVERIFY(before.value(QStringLiteral("chunk")).size() > 100);
        QVERIFY(before.value(QStringLiteral("relevance_label")).size() > 100);
        QCOMPARE(after.keys(), before.keys());
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QCOMPARE(after.value(it.key()), it.value());

        // The copies answer as the original does.
        for (const QString& project : {url, back}) {
            const test::CliResult stats = test::runCli(
                {QStringLiteral("stats"), QStringLiteral("--project"), project, QStringLiteral("--json")});
            const test::CliResult expected = test::runCli(
                {QStringLiteral("stats"), QStringLiteral("--project"), original, QStringLiteral("--json")});
            QCOMPARE(stats.out, expected.out);
            const test::CliResult search =
                test::runCli({QStringLiteral("search"), QStringLiteral("--project"), project,
                              QStringLiteral("--query"), QStringLiteral("客服"), QStringLiteral("--json")});
            QVERIFY(search.out.contains(QLatin1String("support-zh#0")));
        }

        // New rows on the server are numbered after the copied ones.
        auto onServer = storage::Project::open(url);
        QVERIFY(onServer.ok());
        QSqlQuery max((*onServer)->connection());
        QVERIFY(max.exec(QStringLiteral("SELECT max(id) FROM annotator")) && max.next());
        const qint64 highest = max.value(0).toLongLong();
        auto added = (*onServer)->annotators().ensure(QStringLiteral("after-the-copy"));
        QVERIFY(added.ok());
        QCOMPARE(*added, highest + 1);
    }

    // File > Save a Copy As on a project on a server: the job writes a file with every row; a
    // cancelled one leaves no file.
    void saveACopyOfAServerProject()
    {
        const QString original = m_dir.filePath(QStringLiteral("saved-original.goldset"));
        QVERIFY(demo::writeDemoProject(original).ok());
        const QString url = newUrl("saved");
        QCOMPARE(test::runCli({QStringLiteral("project"), QStringLiteral("copy"), original, url}).exitCode,
                 0);

        const QString copy = m_dir.filePath(QStringLiteral("saved-copy.goldset"));
        jobs::SaveCopyJob job(url, copy);
        const jobs::JobSummary summary = job.runHere();
        QVERIFY2(summary.fatalError.isEmpty(), qPrintable(summary.fatalError));
        QVERIFY(!summary.cancelled);
        QVERIFY(summary.total > 20); // one step a table
        QCOMPARE(summary.done, summary.total);
        const auto before = rowsOf(original);
        const auto after = rowsOf(copy);
        QVERIFY(before.value(QStringLiteral("chunk")).size() > 100);
        QCOMPARE(after.keys(), before.keys());
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QCOMPARE(after.value(it.key()), it.value());
        qint64 rows = 0;
        for (const QStringList& table : before)
            rows += table.size();
        QCOMPARE(qint64(summary.counters.value(QStringLiteral("rows"))), rows);

        const QString cancelled = m_dir.filePath(QStringLiteral("saved-cancelled.goldset"));
        jobs::SaveCopyJob stopped(url, cancelled);
        // Cancelled after its first table, as Cancel in the progress dialog would.
        connect(&stopped, &jobs::BackgroundJob::progress, &stopped, [&stopped] { stopped.cancel(); });
        const jobs::JobSummary none = stopped.runHere();
        QVERIFY(none.cancelled);
        QVERIFY(none.fatalError.isEmpty());
        QVERIFY(!QFileInfo::exists(cancelled));
        QVERIFY(!QFileInfo::exists(cancelled + QStringLiteral("-wal")));
    }

    void aCopyNeverReplacesAProject()
    {
        const QString file = m_dir.filePath(QStringLiteral("existing.goldset"));
        QVERIFY(demo::writeDemoProject(file).ok());
        const QString url = newUrl("existing");
        QCOMPARE(test::runCli({QStringLiteral("project"), QStringLiteral("copy"), file, url}).exitCode, 0);
        const test::CliResult again =
            test::runCli({QStringLiteral("project"), QStringLiteral("copy"), file, url});
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains(QLatin1String("already exists")), qPrintable(again.err));
        const test::CliResult ontoFile =
            test::runCli({QStringLiteral("project"), QStringLiteral("copy"), url, file});
        QCOMPARE(ontoFile.exitCode, 2);
        QVERIFY(ontoFile.err.contains(QLatin1String("already exists")));
    }

    // Each chunk's terms on the server are those ServerTerms makes of the text the server
    // holds (what the copy computed by reading the chunks back before it took them from the
    // source file), the common terms are what the server counts itself, and every index of a
    // new project is there (the copy builds the secondary ones after the rows).
    void serverTermsAndIndexesAfterACopy()
    {
        const QString original = m_dir.filePath(QStringLiteral("terms-original.goldset"));
        QVERIFY(demo::writeDemoProject(original).ok());
        {
            // Text that tests the escapes and the tokenizer: quotes, a backslash, a tab, CJK,
            // a word longer than a lexeme may be, and a word repeated past 256 positions.
            auto project = storage::Project::open(original);
            QVERIFY(project.ok());
            QSqlQuery q((*project)->connection());
            QVERIFY(q.prepare(QStringLiteral(
                "INSERT INTO chunk(document_id, external_id, ordinal, text, start_offset, end_offset)"
                " SELECT document_id, ?, 900 + ?, ?, 0, 1 FROM chunk ORDER BY id LIMIT 1")));
            const QStringList texts = {
                QStringLiteral("It's a \\back\\slash\tand O'Brien's \"quote\" 客服中心 日本語のテキスト"),
                QString(3000, QLatin1Char('x')) + QStringLiteral(" short"),
                QStringLiteral("again ").repeated(400) + QStringLiteral("Ünïcödé ÉCOLE"),
            };
            // Common terms: "zqedge" in exactly as many chunks as term_df's floor, "zqbelow" in
            // one fewer.
            const qint64 floor = storage::CorpusStore::kTermFrequencyFloor;
            QStringList all = texts;
            for (qint64 i = 0; i < floor + 20; ++i)
                all << QStringLiteral("common ground %1%2%3 客服")
                           .arg(i)
                           .arg(i < floor ? QStringLiteral(" zqedge") : QString())
                           .arg(i < floor - 1 ? QStringLiteral(" ZQBELOW") : QString());
            QVERIFY((*project)->connection().transaction());
            for (qsizetype i = 0; i < all.size(); ++i) {
                q.addBindValue(QStringLiteral("odd#%1").arg(i));
                q.addBindValue(int(i));
                q.addBindValue(all.at(i));
                QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
            }
            QVERIFY((*project)->connection().commit());
        }
        const QString url = newUrl("terms");
        auto copied = storage::ProjectCopy::copy(original, url);
        QVERIFY2(copied.ok(), copied.ok() ? "" : qPrintable(copied.error().toString()));

        auto server = storage::Project::open(url);
        QVERIFY(server.ok());
        QSqlDatabase db = (*server)->connection();
        QSqlQuery rows(db);
        QVERIFY(rows.exec(QStringLiteral("SELECT c.id, c.text, f.terms::text, f.size FROM chunk c"
                                         " LEFT JOIN chunk_fts f ON f.rowid = c.id WHERE c.stub = 0")));
        QSqlQuery cast(db);
        QVERIFY(cast.prepare(QStringLiteral("SELECT CAST(? AS tsvector)::text")));
        int checked = 0;
        while (rows.next()) {
            const text::IndexTexts index = text::indexTexts(rows.value(1).toString());
            const storage::ServerTerms terms = storage::ServerTerms::of(index.body, index.cjk);
            cast.addBindValue(QString::fromUtf8(terms.tsvector));
            QVERIFY2(cast.exec() && cast.next(), qPrintable(cast.lastError().text()));
            QVERIFY2(!rows.value(2).isNull(), qPrintable(rows.value(0).toString()));
            QCOMPARE(rows.value(2).toString(), cast.value(0).toString());
            QCOMPARE(rows.value(3).toLongLong(), terms.size);
            ++checked;
        }
        QVERIFY(checked > 1100);
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM chunk_fts")) && q.next());
        QCOMPARE(q.value(0).toInt(), checked);
        QVERIFY(q.exec(QStringLiteral(
                    "SELECT count(*) FROM chunk_fts WHERE terms @@ '''客服'' & ''cjk:客'''::tsquery")) &&
                q.next());
        QVERIFY(q.value(0).toInt() >= storage::CorpusStore::kTermFrequencyFloor + 20);
        // term_df: what ts_stat gives over the copied index, no more, no less.
        const qint64 floor = storage::CorpusStore::kTermFrequencyFloor;
        QVERIFY(q.exec(QStringLiteral("SELECT term, df FROM term_df WHERE term LIKE 'zq%'")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("zqedge"));
        QCOMPARE(q.value(1).toLongLong(), floor);
        QVERIFY(!q.next());
        QVERIFY(q.exec(QStringLiteral("SELECT df FROM term_df WHERE term = 'cjk:客'")) && q.next());
        QVERIFY(q.value(0).toLongLong() >= floor + 20);
        for (const char* difference :
             {"SELECT count(*) FROM (SELECT word, ndoc FROM ts_stat('SELECT terms FROM chunk_fts')"
              " WHERE ndoc >= %1 EXCEPT SELECT term, df FROM term_df) d",
              "SELECT count(*) FROM (SELECT term, df FROM term_df EXCEPT SELECT word, ndoc FROM"
              " ts_stat('SELECT terms FROM chunk_fts') WHERE ndoc >= %1) d"}) {
            QVERIFY(q.exec(QString::fromLatin1(difference).arg(floor)) && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
        }

        // The same indexes as a project made on the server from scratch.
        const QString fresh = newUrl("fresh");
        QVERIFY(storage::Project::open(fresh, storage::Project::OpenMode::CreateIfMissing).ok());
        auto indexes = [&](const QString& projectUrl) {
            const QString schema = projectUrl.mid(projectUrl.indexOf(QLatin1String("project=")) + 8);
            QSqlQuery i(db);
            i.prepare(QStringLiteral("SELECT indexname, replace(indexdef, ?, 'S') FROM pg_indexes"
                                     " WHERE schemaname = ? ORDER BY indexname"));
            i.addBindValue(schema);
            i.addBindValue(schema);
            QStringList out;
            if (i.exec())
                while (i.next())
                    out << i.value(0).toString() + QLatin1Char(' ') + i.value(1).toString();
            return out;
        };
        const QStringList expected = indexes(fresh);
        QVERIFY(expected.size() > 15);
        QVERIFY(expected.join(QLatin1Char('\n')).contains(QLatin1String("chunk_fts_terms")));
        QCOMPARE(indexes(url), expected);
    }

    // Cancelled part way (after the chunks, as the CLI's Ctrl+C or a job's Cancel would): no
    // project, no schema stays on the server.
    void aCancelledCopyLeavesNothing()
    {
        const QString original = m_dir.filePath(QStringLiteral("cancel-original.goldset"));
        QVERIFY(demo::writeDemoProject(original).ok());
        const QString url = newUrl("cancel");
        auto copied = storage::ProjectCopy::copy(
            original, url, [](const QString& table, qint64) { return table != QLatin1String("chunk"); });
        QVERIFY(!copied.ok());
        QVERIFY(!storage::Project::open(url, storage::Project::OpenMode::OpenExisting).ok());
        auto other = storage::Project::open(newUrl("probe"), storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(other.ok());
        QSqlQuery q((*other)->connection());
        QVERIFY(q.prepare(QStringLiteral("SELECT count(*) FROM pg_namespace WHERE nspname IN (?, ?)")));
        const QString project = url.mid(url.indexOf(QLatin1String("project=")) + 8);
        q.addBindValue(project);
        q.addBindValue(storage::ServerRoles::blindSchema(project));
        QVERIFY(q.exec() && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    // The copy checks the foreign keys once each after the rows are in: the copied project has
    // every one a new project on the server has, as it defines them; a file whose rows break
    // one is refused, and nothing of it stays on the server.
    void foreignKeysAreTheSchemasAfterACopy()
    {
        const auto foreignKeys = [](const QSqlDatabase& db) {
            QStringList out;
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT conrelid::regclass::text || ' ' || conname || ' ' ||"
                                      " pg_get_constraintdef(oid) FROM pg_constraint WHERE contype = 'f'"
                                      " AND connamespace = current_schema()::regnamespace")))
                while (q.next())
                    out << q.value(0).toString();
            out.sort();
            return out;
        };
        const QString original = m_dir.filePath(QStringLiteral("keys-original.goldset"));
        QVERIFY(demo::writeDemoProject(original).ok());
        const QString url = newUrl("keys");
        QVERIFY(storage::ProjectCopy::copy(original, url).ok());
        auto copied = storage::Project::open(url, storage::Project::OpenMode::OpenExisting);
        auto fresh = storage::Project::open(newUrl("fresh"), storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(copied.ok() && fresh.ok());
        const QStringList expected = foreignKeys((*fresh)->connection());
        QVERIFY(expected.size() > 20);
        QVERIFY(expected.join(QLatin1Char('\n')).contains(QLatin1String("ON DELETE CASCADE")));
        QCOMPARE(foreignKeys((*copied)->connection()), expected);

        // A label whose question is gone (the file written with SQLite's foreign keys off).
        const QString broken = m_dir.filePath(QStringLiteral("keys-broken.goldset"));
        QVERIFY(demo::writeDemoProject(broken).ok());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("broken"));
            db.setDatabaseName(broken);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys = OFF")));
            QVERIFY(q.exec(QStringLiteral(
                "DELETE FROM question WHERE id = (SELECT question_id FROM relevance_label LIMIT 1)")));
            QCOMPARE(q.numRowsAffected(), 1);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("broken"));
        const QString refusedUrl = newUrl("refused");
        auto refused = storage::ProjectCopy::copy(broken, refusedUrl);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(QLatin1String("foreign key")) &&
                     refused.error().message.contains(broken),
                 qPrintable(refused.error().message));
        QVERIFY(!storage::Project::open(refusedUrl, storage::Project::OpenMode::OpenExisting).ok());
    }
};

QTEST_GUILESS_MAIN(TestServerCopy)
#include "tst_server_copy.moc"
