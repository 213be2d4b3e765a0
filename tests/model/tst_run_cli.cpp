#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "storage/Project.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// goldset-cli run rename|delete: the contract's run commands, on a copy of the demo.
class TestRunCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;

    qint64 count(const QString& sql)
    {
        auto project = storage::Project::open(m_path, storage::Project::OpenMode::OpenExisting);
        if (!project)
            return -1;
        QSqlQuery q((*project)->connection());
        return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
    }

    CliResult run(const QStringList& args) { return runCli(QStringList{QStringLiteral("run")} + args); }

private Q_SLOTS:
    void initTestCase()
    {
        m_path = m_dir.filePath(QStringLiteral("demo.goldset"));
        QVERIFY(demo::writeDemoProject(m_path).ok());
    }

    void rename()
    {
        const qint64 retrievals =
            count(QStringLiteral("SELECT count(*) FROM retrieval r JOIN run ON run.id = r.run_id"
                                 " WHERE run.name = 'hybrid-v2'"));
        QVERIFY(retrievals > 0);
        const CliResult renamed =
            run({QStringLiteral("rename"), QStringLiteral("--project"), m_path, QStringLiteral("--run"),
                 QStringLiteral("hybrid-v2"), QStringLiteral("--to"), QStringLiteral("v2 (hybrid)")});
        QCOMPARE(renamed.exitCode, 0);
        QCOMPARE(renamed.out, QStringLiteral("renamed run 'hybrid-v2' to 'v2 (hybrid)'\n"));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM run WHERE name = 'hybrid-v2'")), 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM retrieval r JOIN run ON run.id = r.run_id"
                                      " WHERE run.name = 'v2 (hybrid)'")),
                 retrievals);
        const CliResult eval =
            runCli({QStringLiteral("eval"), QStringLiteral("--project"), m_path, QStringLiteral("--run"),
                    QStringLiteral("v2 (hybrid)"), QStringLiteral("--json")});
        QCOMPARE(eval.exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(eval.out.toUtf8()).object().value(QStringLiteral("questions")).toInt(),
            45);
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown run") << QStringList{QStringLiteral("delete"), QStringLiteral("--run"),
                                                    QStringLiteral("nope")}
                                     << "the project has no run 'nope'";
        QTest::newRow("name taken") << QStringList{QStringLiteral("rename"), QStringLiteral("--run"),
                                                   QStringLiteral("bm25-baseline"), QStringLiteral("--to"),
                                                   QStringLiteral("hybrid-v3-rerank")}
                                    << "a run named 'hybrid-v3-rerank' exists already";
        QTest::newRow("no --to") << QStringList{QStringLiteral("rename"), QStringLiteral("--run"),
                                                QStringLiteral("bm25-baseline")}
                                 << "--to is required";
        QTest::newRow("blank name") << QStringList{QStringLiteral("rename"), QStringLiteral("--run"),
                                                   QStringLiteral("bm25-baseline"), QStringLiteral("--to"),
                                                   QStringLiteral(" x")}
                                    << "white space";
        QTest::newRow("verb") << QStringList{QStringLiteral("move")} << "expected 'rename' or 'delete'";
    }

    void refused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const qint64 runs = count(QStringLiteral("SELECT count(*) FROM run"));
        const CliResult r =
            run(args.mid(0, 1) + QStringList{QStringLiteral("--project"), m_path} + args.mid(1));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM run")), runs);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM run WHERE name = 'bm25-baseline'")), 1);
    }

    void remove()
    {
        const qint64 allRetrievals = count(QStringLiteral("SELECT count(*) FROM retrieval"));
        const qint64 allAnswers = count(QStringLiteral("SELECT count(*) FROM answer"));
        const qint64 retrievals = count(QStringLiteral("SELECT count(*) FROM retrieval r JOIN run ON run.id "
                                                       "= r.run_id WHERE run.name = 'bm25-baseline'"));
        const qint64 answers = count(QStringLiteral(
            "SELECT count(*) FROM answer a JOIN run ON run.id = a.run_id WHERE run.name = 'bm25-baseline'"));
        const CliResult deleted = run({QStringLiteral("delete"), QStringLiteral("--project"), m_path,
                                       QStringLiteral("--run"), QStringLiteral("bm25-baseline")});
        QCOMPARE(deleted.exitCode, 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM run")), 2);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM retrieval")), allRetrievals - retrievals);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM answer")), allAnswers - answers);
        QCOMPARE(runCli({QStringLiteral("eval"), QStringLiteral("--project"), m_path, QStringLiteral("--run"),
                         QStringLiteral("bm25-baseline")})
                     .exitCode,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestRunCli)
#include "tst_run_cli.moc"
