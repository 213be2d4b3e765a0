// The API key never reaches a project or the terminal: redactSecrets on its own, and
// goldset-cli generate and judge against a loopback server that echoes the Authorization
// header in its 401 body, as OpenAI does.
#include "ChatServer.h"
#include "TestSupport.h"
#include "core/Secrets.h"
#include "storage/Project.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using goldset::test::ChatServer;
using goldset::test::CliResult;
using goldset::test::RecordedRequest;
using goldset::test::ScriptedResponse;

namespace {

// The CLI as a separate process while this thread's event loop serves the loopback server.
CliResult runCliServing(const QStringList& arguments, const QString& key)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("GOLDSET_API_KEY"), key);
    process.setProcessEnvironment(environment);
    QSignalSpy finished(&process, &QProcess::finished);
    process.start(QStringLiteral(GOLDSET_CLI_PATH), arguments);
    if (!finished.wait(120000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// Every value of every table, as text: what a key would have to hide in.
QStringList everyValue(const QString& path)
{
    QStringList values;
    auto project = storage::Project::open(path);
    if (!project)
        return {QStringLiteral("<cannot open>")};
    QSqlQuery tables((*project)->connection());
    tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"));
    QStringList names;
    while (tables.next())
        names << tables.value(0).toString();
    for (const QString& table : names) {
        QSqlQuery rows((*project)->connection());
        if (!rows.exec(QStringLiteral("SELECT * FROM \"%1\"").arg(table)))
            continue; // FTS shadow tables of another tokenizer
        while (rows.next())
            for (int i = 0; i < rows.record().count(); ++i)
                values << QStringLiteral("%1: %2").arg(table, rows.value(i).toString());
    }
    return values;
}

} // namespace

class TestRedaction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void redactsKeysAndTokens_data();
    void redactsKeysAndTokens();
    void cliNeverStoresOrPrintsTheKey();
};

void TestRedaction::redactsKeysAndTokens_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("expected");
    QTest::newRow("openai 401") << QStringLiteral(
                                       "Incorrect API key provided: Bearer sk-proj-AbC123_xyz. You can")
                                << QString()
                                << QStringLiteral("Incorrect API key provided: Bearer [redacted] You can");
    QTest::newRow("masked sk") << QStringLiteral("key sk-proj-ab**********wxyz is wrong") << QString()
                               << QStringLiteral("key [redacted] is wrong");
    QTest::newRow("own key") << QStringLiteral("token=abcd-EFGH-1234 rejected")
                             << QStringLiteral("abcd-EFGH-1234")
                             << QStringLiteral("token=[redacted] rejected");
    QTest::newRow("quoted bearer") << QStringLiteral(R"({"auth": "bearer abc.def.ghi"})") << QString()
                                   << QStringLiteral(R"({"auth": "bearer [redacted]"})");
    QTest::newRow("api_key parameter") << QStringLiteral("GET /v1?api_key=secret123&x=1") << QString()
                                       << QStringLiteral("GET /v1?api_key=[redacted]&x=1");
    QTest::newRow("plain text") << QStringLiteral("risk-free desk-top answer: HTTP 500")
                                << QStringLiteral("k")
                                << QStringLiteral("risk-free desk-top answer: HTTP 500");
}

void TestRedaction::redactsKeysAndTokens()
{
    QFETCH(QString, text);
    QFETCH(QString, key);
    QFETCH(QString, expected);
    QCOMPARE(redactSecrets(text, key), expected);
}

void TestRedaction::cliNeverStoresOrPrintsTheKey()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo.goldset"));
    const CliResult demo = goldset::test::runCli({QStringLiteral("demo"), QStringLiteral("--out"), path});
    QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));

    ChatServer server;
    QVERIFY(server.listen());
    QList<QByteArray> echoed;
    server.setHandler([&echoed](const RecordedRequest& request) {
        ScriptedResponse response = ScriptedResponse::echoAuthorization(request);
        echoed << response.body;
        return response;
    });
    const QString key = QStringLiteral("sk-proj-%1%2")
                            .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'))
                            .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
    const QStringList llm = {QStringLiteral("--endpoint"), server.baseUrl(),
                             QStringLiteral("--model"),    QStringLiteral("m"),
                             QStringLiteral("--retries"),  QStringLiteral("0")};

    const CliResult generate =
        runCliServing(QStringList{QStringLiteral("generate"), QStringLiteral("--project"), path,
                                  QStringLiteral("--limit"), QStringLiteral("12")} +
                          llm,
                      key);
    QCOMPARE(generate.exitCode, 2);
    QVERIFY2(generate.err.contains(QLatin1String("12 chunks failed")), qPrintable(generate.err));
    const CliResult judge =
        runCliServing(QStringList{QStringLiteral("judge"), QStringLiteral("--project"), path,
                                  QStringLiteral("--run"), QStringLiteral("bm25-baseline")} +
                          llm,
                      key);
    QCOMPARE(judge.exitCode, 2);

    // The server did echo the key: the test exercises what it claims to.
    QVERIFY(server.requestCount() >= 13);
    QVERIFY(!echoed.isEmpty());
    for (const QByteArray& body : echoed)
        QVERIFY(body.contains(key.toUtf8()));

    for (const CliResult* result : {&generate, &judge}) {
        QVERIFY2(result->err.contains(QLatin1String("Incorrect API key provided")), qPrintable(result->err));
        QVERIFY2(!result->err.contains(key) && !result->err.contains(QLatin1String("sk-")),
                 qPrintable(result->err));
        QVERIFY2(!result->out.contains(key) && !result->out.contains(QLatin1String("sk-")),
                 qPrintable(result->out));
    }

    const QStringList values = everyValue(path);
    int storedErrors = 0;
    QVERIFY(values.size() > 100);
    for (const QString& value : values) {
        QVERIFY2(!value.contains(key), qPrintable(value));
        // The demo's own text may hold "sk-" ("task-based"); the errors must not.
        if (!value.startsWith(QLatin1String("job_item: ")))
            continue;
        QVERIFY2(!value.contains(QLatin1String("sk-")), qPrintable(value));
        if (value.contains(QLatin1String("Incorrect API key")))
            ++storedErrors;
    }
    QVERIFY2(storedErrors >= 13,
             qPrintable(QString::number(storedErrors))); // 12 chunks and the judge's items
}

QTEST_GUILESS_MAIN(TestRedaction)
#include "tst_redaction.moc"
