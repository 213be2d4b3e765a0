// A project on a PostgreSQL server (the throwaway cluster ctest starts, tests/support/
// pg_cluster.sh) against the same project in a file: the demo built through the same importers
// into both must give the same statistics, metrics, agreement and search results, because the
// file's are checked against trec_eval and hand computations elsewhere. Also the server's own
// errors and an edit's round trip.
#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/server/ServerUrl.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QtTest>

using namespace goldset;

class TestServerBackend : public QObject
{
    Q_OBJECT

private:
    QString m_server; // postgresql:///goldset?host=...&user=goldset
    QTemporaryDir m_dir;
    QString m_file, m_url;

    QString urlFor(const QString& project) const { return m_server + QStringLiteral("&project=") + project; }
    static QString uniqueName(const char* stem)
    {
        return QStringLiteral("%1_%2")
            .arg(QLatin1String(stem))
            .arg(QRandomGenerator::global()->generate() % 1000000);
    }
    QString both(const QStringList& arguments, QString* server)
    {
        QStringList fileArguments = arguments, serverArguments = arguments;
        fileArguments.replaceInStrings(QStringLiteral("@PROJECT@"), m_file);
        serverArguments.replaceInStrings(QStringLiteral("@PROJECT@"), m_url);
        const test::CliResult onFile = test::runCli(fileArguments);
        const test::CliResult onServer = test::runCli(serverArguments);
        [&] { QCOMPARE(onServer.exitCode, onFile.exitCode); }();
        *server = onServer.out;
        return onFile.out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = qEnvironmentVariable("GOLDSET_TEST_SERVER");
        if (m_server.isEmpty())
            QSKIP("GOLDSET_TEST_SERVER is not set: run through ctest, which starts the cluster");
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("demo.goldset"));
        m_url = urlFor(uniqueName("demo"));
        QVERIFY2(demo::writeDemoProject(m_file).ok(), "demo file");
        const Status onServer = demo::writeDemoProject(m_url);
        QVERIFY2(onServer.ok(), qPrintable(onServer.ok() ? QString() : onServer.error().message));
    }

    void statisticsAreTheFiles()
    {
        QString server;
        const QString file = both({QStringLiteral("stats"), QStringLiteral("--project"),
                                   QStringLiteral("@PROJECT@"), QStringLiteral("--json")},
                                  &server);
        QVERIFY(file.contains(QLatin1String("\"chunks\"")));
        QCOMPARE(server, file);
    }

    void metricsOfEveryRunAreTheFiles()
    {
        for (const char* run : {"bm25-baseline", "hybrid-v2", "hybrid-v3-rerank"}) {
            QString server;
            const QString file =
                both({QStringLiteral("eval"), QStringLiteral("--project"), QStringLiteral("@PROJECT@"),
                      QStringLiteral("--run"), QLatin1String(run), QStringLiteral("--json")},
                     &server);
            QVERIFY2(file.contains(QLatin1String("ndcg")), run);
            QCOMPARE(server, file);
        }
    }

    void agreementAndJudgeTrustAreTheFiles()
    {
        for (const QStringList& command :
             {QStringList{QStringLiteral("agreement"), QStringLiteral("--project"),
                          QStringLiteral("@PROJECT@"), QStringLiteral("--task"), QStringLiteral("relevance"),
                          QStringLiteral("--json")},
              QStringList{QStringLiteral("agreement"), QStringLiteral("--project"),
                          QStringLiteral("@PROJECT@"), QStringLiteral("--task"), QStringLiteral("claims"),
                          QStringLiteral("--json")},
              QStringList{QStringLiteral("judge-trust"), QStringLiteral("--project"),
                          QStringLiteral("@PROJECT@"), QStringLiteral("--run"), QStringLiteral("hybrid-v2"),
                          QStringLiteral("--json")}}) {
            QString server;
            const QString file = both(command, &server);
            QVERIFY(!file.isEmpty());
            QCOMPARE(server, file);
        }
    }

    // FTS5's bm25() on the file, the server's tsvector terms ranked by the same formula: the
    // same chunks in the same order, scores equal to the last bits of a double.
    void searchRanksAsTheFile()
    {
        for (const char* query : {"battery range", "return bike", "客服", "客", "Akkus", "frame warranty"}) {
            QString server;
            const QString file =
                both({QStringLiteral("search"), QStringLiteral("--project"), QStringLiteral("@PROJECT@"),
                      QStringLiteral("--query"), QString::fromUtf8(query), QStringLiteral("--json")},
                     &server);
            const QJsonArray fileHits = QJsonDocument::fromJson(file.toUtf8()).array();
            const QJsonArray serverHits = QJsonDocument::fromJson(server.toUtf8()).array();
            QVERIFY2(!fileHits.isEmpty(), query);
            QCOMPARE(serverHits.size(), fileHits.size());
            for (qsizetype i = 0; i < fileHits.size(); ++i) {
                QCOMPARE(serverHits[i][QLatin1String("id")].toString(),
                         fileHits[i][QLatin1String("id")].toString());
                QVERIFY(std::abs(serverHits[i][QLatin1String("score")].toDouble() -
                                 fileHits[i][QLatin1String("score")].toDouble()) < 1e-9);
            }
        }
    }

    void anEditIsReadBackAndNumbered()
    {
        auto project = storage::Project::open(m_url);
        QVERIFY(project.ok());
        storage::Project& p = **project;
        auto first = p.annotators().ensure(QStringLiteral("server-tester"));
        auto second = p.annotators().ensure(QStringLiteral("server-tester-2"));
        QVERIFY(first.ok() && second.ok());
        QVERIFY(*second != *first);
        QCOMPARE(*p.annotators().ensure(QStringLiteral("server-tester")), *first); // found, not added again
        auto question = p.questions().idOf(QStringLiteral("q01"));
        QVERIFY2(question.ok(), qPrintable(question.ok() ? QString() : question.error().message));
        auto chunks = p.corpus().search(QStringLiteral("battery"), 1);
        QVERIFY(chunks.ok() && !chunks->isEmpty());
        QVERIFY(p.labels()
                    .setLabel(*question, chunks->first().chunk.id, *first, 3, QStringLiteral("größer"))
                    .ok());
        QVERIFY(p.labels().setLabel(*question, chunks->first().chunk.id, *first, 2).ok()); // replaced
        const auto labels = p.labels().labelsForQuestion(*question);
        int found = 0;
        for (const auto& label : labels) {
            if (label.annotatorId == *first && label.chunkId == chunks->first().chunk.id) {
                ++found;
                QCOMPARE(label.grade, 2);
            }
        }
        QCOMPARE(found, 1);
    }

    // The stores' "no limit" (-1) is a NULL limit on the server: every row, in the file's order.
    void listsWithoutALimitReturnEveryRow()
    {
        auto onServer = storage::Project::open(m_url);
        auto onFile = storage::Project::open(m_file);
        QVERIFY(onServer.ok() && onFile.ok());
        const auto serverQuestions = (*onServer)->questions().list();
        const auto fileQuestions = (*onFile)->questions().list();
        QCOMPARE(fileQuestions.size(), qsizetype((*onFile)->stats().questions));
        QCOMPARE(serverQuestions.size(), fileQuestions.size());
        for (qsizetype i = 0; i < fileQuestions.size(); ++i)
            QCOMPARE(serverQuestions[i].externalId, fileQuestions[i].externalId);
        QCOMPARE((*onServer)->corpus().documents().size(), (*onFile)->corpus().documents().size());
        QCOMPARE((*onServer)->questions().list({}, 2, 3).size(), qsizetype(3));
    }

    // The monitoring log imported into both (its bulk path runs through QSqlQuery on the
    // server): every day's numbers, printed by `monitor check` with rules that fire on every
    // day with data, and the weekly report are the file's (whose numbers tst_monitor_metrics
    // checks against hand computations); importing the same file again adds nothing.
    void monitorImportGivesTheFilesNumbers()
    {
        const QString log = test::fixturePath(QStringLiteral("monitor/interactions.jsonl"));
        QString server;
        QString file = both({QStringLiteral("monitor"), QStringLiteral("import"), QStringLiteral("--project"),
                             QStringLiteral("@PROJECT@"), log},
                            &server);
        QCOMPARE(server, file);
        file = both({QStringLiteral("monitor"), QStringLiteral("import"), QStringLiteral("--project"),
                     QStringLiteral("@PROJECT@"), log},
                    &server);
        QCOMPARE(server, file);
        QStringList check = {QStringLiteral("monitor"),   QStringLiteral("check"),
                             QStringLiteral("--project"), QStringLiteral("@PROJECT@"),
                             QStringLiteral("--since"),   QStringLiteral("2000-01-01")};
        for (const char* metric :
             {"interactions", "users", "sessions", "latency_mean_ms", "p50_latency_ms", "p95_latency_ms",
              "p99_latency_ms", "zero_result_rate", "idk_rate", "escalation_rate", "feedback_mean"})
            check << QStringLiteral("--rule") << QStringLiteral("%1 >= 0").arg(QLatin1String(metric));
        file = both(check, &server);
        QVERIFY2(file.contains(QLatin1String("2026-03-02\tinteractions >= 0\tvalue 4\t")), qPrintable(file));
        QCOMPARE(server, file);
        const QString fileReport = m_dir.filePath(QStringLiteral("file.md"));
        const QString serverReport = m_dir.filePath(QStringLiteral("server.md"));
        for (const auto& [project, out] : {std::pair{m_file, fileReport}, std::pair{m_url, serverReport}}) {
            const test::CliResult report = test::runCli(
                {QStringLiteral("monitor"), QStringLiteral("report"), QStringLiteral("--project"), project,
                 QStringLiteral("--format"), QStringLiteral("md"), QStringLiteral("--out"), out});
            QVERIFY2(report.exitCode == 0, qPrintable(report.err));
        }
        QFile a(fileReport), b(serverReport);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
    }

    void errorsNameTheProjectNotThePassword()
    {
        auto missing = storage::Project::open(urlFor(QStringLiteral("no_such_project")));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().message.contains(QLatin1String("no project no_such_project")),
                 qPrintable(missing.error().message));

        auto noProject = storage::Project::open(QStringLiteral("postgresql://u:secret@localhost/goldset"));
        QVERIFY(!noProject.ok());
        QVERIFY(noProject.error().message.contains(QLatin1String("?project=NAME")));
        QVERIFY(!noProject.error().message.contains(QLatin1String("secret")));

        auto badName = storage::ServerUrl::parse(QStringLiteral("postgresql:///goldset?project=Drop;Table"));
        QVERIFY(!badName.ok());

        auto unreachable = storage::Project::open(
            QStringLiteral("postgresql://u:secret@/goldset?host=/nonexistent&project=p"));
        QVERIFY(!unreachable.ok());
        QVERIFY2(unreachable.error().message.startsWith(
                     QLatin1String("cannot connect to postgresql://u@/goldset")),
                 qPrintable(unreachable.error().message));
        QVERIFY(!unreachable.error().message.contains(QLatin1String("secret")));
    }
};

QTEST_GUILESS_MAIN(TestServerBackend)
#include "tst_server_backend.moc"
