// The chat client against a real HTTP server on the loopback interface (tests/support/ChatServer).
#include "ChatServer.h"
#include "llm/ChatClient.h"
#include "llm/ProjectChatSettings.h"
#include "llm/PromptTemplates.h"
#include "llm/RetryPolicy.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::llm;
using goldset::test::ChatServer;
using goldset::test::ScriptedResponse;
using json = nlohmann::json;

namespace {

ChatSettings fastSettings(const ChatServer& server, const QString& key = {})
{
    ChatSettings settings;
    settings.baseUrl = server.baseUrl();
    settings.model = QStringLiteral("test-model");
    settings.apiKey = key;
    settings.concurrency = 1;
    settings.timeoutMs = 300;
    settings.retries = 2;
    settings.backoffMs = 20;
    return settings;
}

ChatRequest claimsRequest()
{
    return ChatRequest{ChatSchema::Claims, {{QStringLiteral("user"), QStringLiteral("split this")}}};
}

// Submits one request and waits for its reply.
ChatReply roundTrip(ChatClient& client, const ChatRequest& request)
{
    QSignalSpy spy(&client, &ChatClient::finished);
    client.submit(request);
    if (!spy.wait(20000))
        return ChatReply{0, false, {}, QStringLiteral("no reply from the client"), 0};
    return spy.first().first().value<ChatReply>();
}

const json kClaims = {{"claims", {"Returns are accepted within 30 days.", "Refunds take 5 days."}}};

} // namespace

class TestLlmClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<goldset::llm::ChatReply>(); }
    void requestBodyFollowsTheProtocol();
    void noAuthorizationHeaderWithoutKey();
    void retryAfterSecondsIsHonoured();
    void serverErrorThenSuccess();
    void timeoutThenSuccess();
    void malformedAnswersAreRetriedThenFail();
    void schemaViolationsAreRejected_data();
    void schemaViolationsAreRejected();
    void clientErrorsAreNotRetried();
    void concurrencyIsLimited();
    void cancelAbortsEverything();
    void retryAfterParsing();
    void backoffGrowsWithJitterWithinBounds();
    void promptRenderingIsSinglePass();
    void projectKeepsSettingsButNeverTheKey();
};

void TestLlmClient::requestBodyFollowsTheProtocol()
{
    ChatServer server;
    QVERIFY(server.listen());
    server.enqueue(ScriptedResponse::answer(kClaims));
    ChatClient client(fastSettings(server, QStringLiteral("sk-test")));
    const ChatReply reply = roundTrip(client, claimsRequest());
    QVERIFY2(reply.ok, qPrintable(reply.error));
    QVERIFY((reply.answer) == (kClaims));
    QCOMPARE(reply.attempts, 1);

    QCOMPARE(server.requestCount(), 1);
    const auto& request = server.requests().first();
    QCOMPARE(request.method, QByteArray("POST"));
    QCOMPARE(request.path, QByteArray("/v1/chat/completions"));
    QCOMPARE(request.headers.value("authorization"), QByteArray("Bearer sk-test"));
    QVERIFY(request.headers.value("content-type").startsWith("application/json"));
    const json& body = request.json;
    QVERIFY((body.at("model")) == (json("test-model")));
    QVERIFY((body.at("temperature")) == (json(0)));
    QVERIFY((body.at("messages").at(0).at("role")) == (json("user")));
    QVERIFY((body.at("messages").at(0).at("content")) == (json("split this")));
    const json& format = body.at("response_format");
    QVERIFY((format.at("type")) == (json("json_schema")));
    QVERIFY((format.at("json_schema").at("name")) == (json("claims")));
    QVERIFY((format.at("json_schema").at("strict")) == (json(true)));
    const json& schema = format.at("json_schema").at("schema");
    QVERIFY((schema.at("type")) == (json("object")));
    QVERIFY((schema.at("required")) == (json({"claims"})));
    QVERIFY((schema.at("additionalProperties")) == (json(false)));
    QVERIFY((schema.at("properties").at("claims").at("items").at("type")) == (json("string")));
}

void TestLlmClient::noAuthorizationHeaderWithoutKey()
{
    ChatServer server;
    QVERIFY(server.listen());
    server.enqueue(ScriptedResponse::answer(kClaims));
    ChatClient client(fastSettings(server));
    QVERIFY(roundTrip(client, claimsRequest()).ok);
    QVERIFY(!server.requests().first().headers.contains("authorization"));
}

void TestLlmClient::retryAfterSecondsIsHonoured()
{
    ChatServer server;
    QVERIFY(server.listen());
    server.enqueue(ScriptedResponse::error(429, "1"));
    server.enqueue(ScriptedResponse::answer(kClaims));
    ChatClient client(fastSettings(server));
    const ChatReply reply = roundTrip(client, claimsRequest());
    QVERIFY2(reply.ok, qPrintable(reply.error));
    QCOMPARE(reply.attempts, 2);
    QCOMPARE(server.requestCount(), 2);
    // Measured by the server: the second request came at least Retry-After (1 s) after the first.
    QVERIFY(server.requests().at(1).receivedMs - server.requests().at(0).receivedMs >= 1000);
}

void TestLlmClient::serverErrorThenSuccess()
{
    ChatServer server;
    QVERIFY(server.listen());
    server.enqueue(ScriptedResponse::error(500));
    server.enqueue(ScriptedResponse::error(503));
    server.enqueue(ScriptedResponse::answer(kClaims));
    ChatClient client(fastSettings(server));
    const ChatReply reply = roundTrip(client, claimsRequest());
    QVERIFY2(reply.ok, qPrintable(reply.error));
    QCOMPARE(reply.attempts, 3);
    QCOMPARE(server.requestCount(), 3);
}

void TestLlmClient::timeoutThenSuccess()
{
    ChatServer server;
    QVERIFY(server.listen());
    server.enqueue(ScriptedResponse::answer(kClaims).delayed(1500)); // past the 300 ms time-out
    server.enqueue(ScriptedResponse::answer(kClaims));
    ChatClient client(fastSettings(server));
    const ChatReply reply = roundTrip(client, claimsRequest());
    QVERIFY2(reply.ok, qPrintable(reply.error));
    QCOMPARE(reply.attempts, 2);
    QCOMPARE(server.requestCount(), 2);
}

void TestLlmClient::malformedAnswersAreRetriedThenFail()
{
    ChatServer server;
    QVERIFY(server.listen());
    // retries = 2: three attempts, all broken.
    server.enqueue(ScriptedResponse::rawContent(R"({"claims": ["unterminated)"));
    server.enqueue(ScriptedResponse::rawContent("Sure! Here are the claims: one, two."));
    server.enqueue(ScriptedResponse::rawContent(R"({"claims": "not a list"})"));
    server.enqueue(ScriptedResponse::answer(kClaims)); // never asked for
    ChatClient client(fastSettings(server));
    const ChatReply reply = roundTrip(client, claimsRequest());
    QVERIFY(!reply.ok);
    QCOMPARE(reply.attempts, 3);
    QCOMPARE(server.requestCount(), 3);
    QVERIFY2(reply.error.contains(QLatin1String("not an array")), qPrintable(reply.error));
}

void TestLlmClient::schemaViolationsAreRejected_data()
{
    QTest::addColumn<int>("schema");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("valid");
    const int questions = static_cast<int>(ChatSchema::Questions);
    const int verdict = static_cast<int>(ChatSchema::Verdict);
    QTest::newRow("questions ok") << questions
                                  << QByteArray(R"({"questions": [{"question": "Q?", "answer": "A"}]})")
                                  << true;
    QTest::newRow("questions empty list ok") << questions << QByteArray(R"({"questions": []})") << true;
    QTest::newRow("question missing answer")
        << questions << QByteArray(R"({"questions": [{"question": "Q?"}]})") << false;
    QTest::newRow("question not a string")
        << questions << QByteArray(R"({"questions": [{"question": 3, "answer": "A"}]})") << false;
    QTest::newRow("verdict ok") << verdict
                                << QByteArray(
                                       R"({"verdict": "contradicted", "reason": "r", "evidence": ["a#0"]})")
                                << true;
    QTest::newRow("verdict outside enum")
        << verdict << QByteArray(R"({"verdict": "maybe", "reason": "r", "evidence": []})") << false;
    QTest::newRow("verdict without reason")
        << verdict << QByteArray(R"({"verdict": "supported", "evidence": []})") << false;
    QTest::newRow("evidence of numbers")
        << verdict << QByteArray(R"({"verdict": "supported", "reason": "r", "evidence": [1]})") << false;
    QTest::newRow("fenced json ok")
        << verdict
        << QByteArray("```json\n{\"verdict\": \"unsupported\", \"reason\": \"\", \"evidence\": []}\n```")
        << true;
}

void TestLlmClient::schemaViolationsAreRejected()
{
    QFETCH(int, schema);
    QFETCH(QByteArray, content);
    QFETCH(bool, valid);
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler([content](const auto&) { return ScriptedResponse::rawContent(content); });
    ChatSettings settings = fastSettings(server);
    settings.retries = 0;
    ChatClient client(settings);
    const ChatReply reply = roundTrip(client, ChatRequest{static_cast<ChatSchema>(schema),
                                                          {{QStringLiteral("user"), QStringLiteral("x")}}});
    QCOMPARE(reply.ok, valid);
    QCOMPARE(server.requestCount(), 1);
}

void TestLlmClient::clientErrorsAreNotRetried()
{
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler([](const auto&) { return ScriptedResponse::error(401); });
    ChatClient client(fastSettings(server));
    const ChatReply reply = roundTrip(client, claimsRequest());
    QVERIFY(!reply.ok);
    QVERIFY2(reply.error.startsWith(QLatin1String("HTTP 401")), qPrintable(reply.error));
    QCOMPARE(server.requestCount(), 1);
}

void TestLlmClient::concurrencyIsLimited()
{
    ChatServer server;
    QVERIFY(server.listen());
    // Every answer takes 150 ms; with concurrency 2 the third request can only arrive after
    // one of the first two was answered.
    server.setHandler([](const auto&) { return ScriptedResponse::answer(kClaims).delayed(150); });
    ChatSettings settings = fastSettings(server);
    settings.concurrency = 2;
    settings.timeoutMs = 5000;
    ChatClient client(settings);
    QSignalSpy spy(&client, &ChatClient::finished);
    for (int i = 0; i < 4; ++i)
        client.submit(claimsRequest());
    QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 4, 20000);
    const auto& r = server.requests();
    QCOMPARE(r.size(), 4);
    QVERIFY(r.at(2).receivedMs - r.at(0).receivedMs >= 150);
    QVERIFY(r.at(3).receivedMs - r.at(1).receivedMs >= 150);
}

void TestLlmClient::cancelAbortsEverything()
{
    ChatServer server;
    QVERIFY(server.listen());
    server.setHandler([](const auto&) { return ScriptedResponse::answer(kClaims).delayed(2000); });
    ChatSettings settings = fastSettings(server);
    settings.timeoutMs = 10000;
    ChatClient client(settings);
    QSignalSpy spy(&client, &ChatClient::finished);
    for (int i = 0; i < 3; ++i)
        client.submit(claimsRequest());
    QTRY_COMPARE_WITH_TIMEOUT(server.requestCount(), 1, 10000);
    client.cancel();
    QCOMPARE(client.pendingCount(), 0);
    QTest::qWait(100);
    QCOMPARE(spy.size(), 0);
    QCOMPARE(server.requestCount(), 1); // the queued two were never sent
}

void TestLlmClient::retryAfterParsing()
{
    const QDateTime now(QDate(2015, 10, 21), QTime(7, 27, 50), Qt::UTC);
    QVERIFY((RetryPolicy::retryAfterMs("1", now)) == (std::optional<qint64>(1000)));
    QVERIFY((RetryPolicy::retryAfterMs(" 120 ", now)) == (std::optional<qint64>(120000)));
    QVERIFY((RetryPolicy::retryAfterMs("Wed, 21 Oct 2015 07:28:00 GMT", now)) ==
            (std::optional<qint64>(10000)));
    QVERIFY((RetryPolicy::retryAfterMs("Wed, 21 Oct 2015 07:27:00 GMT", now)) ==
            (std::optional<qint64>(0))); // past
    QVERIFY((RetryPolicy::retryAfterMs("", now)) == (std::nullopt));
    QVERIFY((RetryPolicy::retryAfterMs("soon", now)) == (std::nullopt));
    QVERIFY((RetryPolicy::retryAfterMs("-5", now)) == (std::nullopt));
}

void TestLlmClient::backoffGrowsWithJitterWithinBounds()
{
    const RetryPolicy policy{1000, 5000};
    // attempt n: base 1000 * 2^(n-1), capped at 5000; delay in [base/2, base].
    QCOMPARE(policy.backoffDelayMs(1, 0.0), 500);
    QCOMPARE(policy.backoffDelayMs(1, 0.999), 999);
    QCOMPARE(policy.backoffDelayMs(2, 0.0), 1000);
    QCOMPARE(policy.backoffDelayMs(3, 0.5), 3000);
    QCOMPARE(policy.backoffDelayMs(4, 0.0), 2500); // 8000 capped at 5000
    QVERIFY(RetryPolicy::isRetryableStatus(429));
    QVERIFY(RetryPolicy::isRetryableStatus(502));
    QVERIFY(!RetryPolicy::isRetryableStatus(400));
    QVERIFY(!RetryPolicy::isRetryableStatus(401));
}

void TestLlmClient::promptRenderingIsSinglePass()
{
    const QString rendered = renderPrompt(QStringLiteral("A {{chunk}} B {{ count }} {{unknown}}"),
                                          {{QStringLiteral("chunk"), QStringLiteral("{{count}}")},
                                           {QStringLiteral("count"), QStringLiteral("3")}});
    QCOMPARE(rendered, QStringLiteral("A {{count}} B 3 {{unknown}}"));
    // sha256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    QCOMPARE(promptHash(QStringLiteral("abc")), QStringLiteral("ba7816bf8f01cfea"));
    QVERIFY(defaultPromptTemplate(PromptKind::Questions).contains(QLatin1String("{{chunk}}")));
    QVERIFY(defaultPromptTemplate(PromptKind::Verdict).contains(QLatin1String("{{contexts}}")));
    QVERIFY(defaultPromptTemplate(PromptKind::Claims).contains(QLatin1String("{{answer}}")));
}

void TestLlmClient::projectKeepsSettingsButNeverTheKey()
{
    QTemporaryDir dir;
    auto project = goldset::storage::Project::open(dir.filePath(QStringLiteral("s.goldset")),
                                                   goldset::storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(project.ok());
    goldset::storage::SettingsStore& store = (*project)->settings();
    ChatSettings defaults = loadChatSettings(store);
    QCOMPARE(defaults.concurrency, 4);
    QCOMPARE(defaults.timeoutMs, 60000);
    QCOMPARE(defaults.retries, 4);
    ChatSettings chat;
    chat.baseUrl = QStringLiteral("http://localhost:11434/v1");
    chat.model = QStringLiteral("llama3.1");
    chat.apiKey = QStringLiteral("sk-secret");
    chat.concurrency = 2;
    chat.timeoutMs = 30000;
    chat.retries = 0;
    QVERIFY(saveChatSettings(store, chat));
    const ChatSettings loaded = loadChatSettings(store);
    QCOMPARE(loaded.baseUrl, chat.baseUrl);
    QCOMPARE(loaded.model, chat.model);
    QCOMPARE(loaded.concurrency, 2);
    QCOMPARE(loaded.timeoutMs, 30000);
    QCOMPARE(loaded.retries, 0);
    QVERIFY(loaded.apiKey.isEmpty());
    for (const QString& key : store.keys())
        QVERIFY2(!store.value(key).contains(QLatin1String("sk-secret")), qPrintable(key));
}

QTEST_GUILESS_MAIN(TestLlmClient)
#include "tst_llmclient.moc"
