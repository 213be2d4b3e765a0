// project copy between a file and a server (the cluster ctest starts): file -> server -> file
// gives back every row of every table of the demo, read here with plain SQL on both files;
// the copy on the server answers like the file; a copy never replaces a project; the server
// numbers new rows after the copied ones.
#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "jobs/SaveCopyJob.h"
#include "storage/AnnotatorStore.h"
#include "storage/Project.h"

#include <QRandomGenerator>
#include <QSqlDatabase>
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
};

QTEST_GUILESS_MAIN(TestServerCopy)
#include "tst_server_copy.moc"
