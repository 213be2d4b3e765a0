// The project's prompt templates: placeholders checked (unknown, missing, unclosed), and a
// template the project changed is what the judge sends (seen on the loopback server) and whose
// hash it records, so that a change makes the judged items due again.
#include "ChatServer.h"
#include "jobs/JudgeJob.h"
#include "llm/PromptTemplates.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::storage;
using goldset::jobs::JobSummary;
using goldset::jobs::JudgeJob;
using goldset::jobs::JudgeOptions;
using goldset::llm::PromptKind;
using goldset::llm::PromptProblem;
using goldset::test::ChatServer;
using goldset::test::RecordedRequest;
using goldset::test::ScriptedResponse;
using json = nlohmann::json;

namespace {

ScriptedResponse judgeAnswer(const RecordedRequest& request)
{
    if (request.schemaName() == QLatin1String("claims"))
        return ScriptedResponse::answer({{"claims", {"Returns take 30 days.", "Refunds are cash."}}});
    json verdicts = json::array();
    for (const auto& [number, claim] : request.numbered(QStringLiteral("claim")))
        verdicts.push_back({{"claim", number},
                            {"verdict", claim.contains(QLatin1String("30")) ? "supported" : "unsupported"},
                            {"reason", "scripted"},
                            {"evidence", json::array()}});
    return ScriptedResponse::answer({{"verdicts", verdicts}});
}

JobSummary judgeOnce(const QString& path, const ChatServer& server)
{
    JudgeOptions options;
    options.runName = QStringLiteral("r1");
    options.chat.baseUrl = server.baseUrl();
    options.chat.model = QStringLiteral("judge-model");
    options.chat.timeoutMs = 5000;
    options.chat.retries = 1;
    options.chat.backoffMs = 20;
    options.metrics = {QStringLiteral("faithfulness")};
    JudgeJob job(path, options);
    QSignalSpy finished(&job, &JudgeJob::finished);
    job.start();
    if (!finished.wait(60000))
        return JobSummary{QStringLiteral("timed out")};
    return finished.first().first().value<JobSummary>();
}

QString makeProject(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("prompts.goldset"));
    auto opened = Project::open(path, Project::OpenMode::CreateIfMissing);
    if (!opened)
        return {};
    Project& p = **opened;
    const RowId doc = *p.corpus().upsertDocument(Document{.externalId = QStringLiteral("returns")});
    const RowId chunk = *p.corpus().upsertChunk(
        Chunk{0, doc, QStringLiteral("returns#0"), 0, QStringLiteral("Returns take 30 days.")});
    const RowId q = *p.questions().upsert(
        Question{.externalId = QStringLiteral("q1"), .text = QStringLiteral("How long do returns take?")});
    const RowId run = *p.runs().createRun(Run{0, QStringLiteral("r1")});
    p.runs().addRetrieval({run, q, 1, chunk, 1.0});
    p.runs().setAnswer(run, q, QStringLiteral("30 days, refunded in cash."), std::nullopt);
    return path;
}

// The verdicts template with a marker line, its placeholders intact.
QString customVerdicts(const QString& marker)
{
    QString text = llm::defaultPromptTemplate(PromptKind::Verdicts);
    return marker + QLatin1Char('\n') + text;
}

} // namespace

class TestPromptTemplates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsPassTheirOwnCheck();
    void unknownPlaceholderIsNamedWithItsPlace();
    void missingRequiredPlaceholderIsNamed();
    void unclosedPlaceholderAndEmptyText();
    void changedTemplateIsSentAndItsHashRecorded();
};

void TestPromptTemplates::defaultsPassTheirOwnCheck()
{
    const QList<PromptKind> kinds = llm::editablePromptKinds();
    QCOMPARE(kinds.size(), 9); // every template a job renders; not the old one-claim verdict
    QVERIFY(!kinds.contains(PromptKind::Verdict));
    for (const PromptKind kind : kinds) {
        const QString text = llm::defaultPromptTemplate(kind);
        QVERIFY2(!text.isEmpty(), qPrintable(llm::promptName(kind)));
        const auto problem = llm::checkPromptTemplate(kind, text);
        QVERIFY2(!problem, qPrintable(llm::promptName(kind) + QStringLiteral(": ") +
                                      (problem ? problem->message() : QString())));
        QVERIFY(llm::promptKindNamed(llm::promptName(kind)) == std::optional<PromptKind>(kind));
    }
    QVERIFY(!llm::promptKindNamed(QStringLiteral("verdict")));
}

void TestPromptTemplates::unknownPlaceholderIsNamedWithItsPlace()
{
    // {{answr}} on line 3, column 6 (1-based).
    const QString text =
        QStringLiteral("Split the answer.\nQuestion: {{question}}\nText {{answr}}\n{{answer}}");
    const auto problem = llm::checkPromptTemplate(PromptKind::Claims, text);
    QVERIFY(problem);
    QCOMPARE(problem->kind, PromptProblem::Kind::Unknown);
    QCOMPARE(problem->placeholder, QStringLiteral("answr"));
    QCOMPARE(problem->line, 3);
    QCOMPARE(problem->column, 6);
    QCOMPARE(problem->message(), QStringLiteral("line 3, column 6: unknown placeholder {{answr}}"));
    // A placeholder of another template is unknown here too: claims has no {{contexts}}.
    const auto other =
        llm::checkPromptTemplate(PromptKind::Claims, QStringLiteral("{{answer}} {{ contexts }}"));
    QVERIFY(other);
    QCOMPARE(other->placeholder, QStringLiteral("contexts"));
    QCOMPARE(other->column, 12);
    // Spaces inside the braces are allowed, as the renderer allows them.
    QVERIFY(!llm::checkPromptTemplate(PromptKind::Claims, QStringLiteral("Answer: {{ answer }}")));
}

void TestPromptTemplates::missingRequiredPlaceholderIsNamed()
{
    QString text = llm::defaultPromptTemplate(PromptKind::Verdicts);
    text.replace(QStringLiteral("{{claims}}"), QStringLiteral("(the claims)"));
    const auto problem = llm::checkPromptTemplate(PromptKind::Verdicts, text);
    QVERIFY(problem);
    QCOMPARE(problem->kind, PromptProblem::Kind::Missing);
    QCOMPARE(problem->placeholder, QStringLiteral("claims"));
    QCOMPARE(problem->message(), QStringLiteral("the required placeholder {{claims}} is missing"));
    // Optional ones may go: {{question}} and {{examples}} of the verdicts template.
    QString lean = llm::defaultPromptTemplate(PromptKind::Verdicts);
    lean.replace(QStringLiteral("{{question}}"), QString())
        .replace(QStringLiteral("{{examples}}"), QString());
    QVERIFY(!llm::checkPromptTemplate(PromptKind::Verdicts, lean));
    // Every required placeholder of nugget support: answer and nuggets.
    const auto support = llm::checkPromptTemplate(PromptKind::NuggetSupport, QStringLiteral("{{answer}}"));
    QVERIFY(support);
    QCOMPARE(support->placeholder, QStringLiteral("nuggets"));
}

void TestPromptTemplates::unclosedPlaceholderAndEmptyText()
{
    const auto unclosed =
        llm::checkPromptTemplate(PromptKind::Claims, QStringLiteral("{{answer}}\nAsk {{question here"));
    QVERIFY(unclosed);
    QCOMPARE(unclosed->kind, PromptProblem::Kind::Unclosed);
    QCOMPARE(unclosed->line, 2);
    QCOMPARE(unclosed->column, 5);
    const auto empty = llm::checkPromptTemplate(PromptKind::Claims, QStringLiteral("  \n "));
    QVERIFY(empty);
    QCOMPARE(empty->kind, PromptProblem::Kind::Empty);
    // JSON in the text is not a placeholder: single braces, and "}}" closing nested objects.
    QVERIFY(!llm::checkPromptTemplate(PromptKind::Claims,
                                      QStringLiteral("{{answer}} Answer with JSON: {\"a\": {\"b\": 1}}")));
}

void TestPromptTemplates::changedTemplateIsSentAndItsHashRecorded()
{
    QTemporaryDir dir;
    const QString path = makeProject(dir);
    QVERIFY(!path.isEmpty());
    const QString defaultHash = llm::promptHash(llm::defaultPromptTemplate(PromptKind::Verdicts));
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.setHandler(judgeAnswer);
        QVERIFY(judgeOnce(path, server).complete());
        QCOMPARE(server.countFor(QStringLiteral("verdicts")), 1);
        QVERIFY(!server.requestsFor(QStringLiteral("verdicts"))
                     .at(0)
                     .userPrompt()
                     .contains(QLatin1String("MARKER-ONE")));
    }
    auto claimsNow = [&path] {
        auto p = Project::open(path);
        const auto run = (*p)->runs().runByName(QStringLiteral("r1"));
        return (*p)->runs().claimsOfRun(run->id);
    };
    QCOMPARE(claimsNow().size(), 2);
    for (const Claim& c : claimsNow())
        QCOMPARE(c.promptHash, defaultHash);

    // The project's own template: the next run sends it, for every claim again, and records its hash.
    const QString custom = customVerdicts(QStringLiteral("MARKER-ONE: be strict."));
    QVERIFY(!llm::checkPromptTemplate(PromptKind::Verdicts, custom));
    {
        auto p = Project::open(path);
        QVERIFY((*p)->settings().setValue(llm::promptSettingKey(PromptKind::Verdicts), custom).ok());
        QCOMPARE(llm::promptTemplate((*p)->settings(), PromptKind::Verdicts), custom);
    }
    const QString customHash = llm::promptHash(custom);
    QVERIFY(customHash != defaultHash);
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.setHandler(judgeAnswer);
        QVERIFY(judgeOnce(path, server).complete());
        QCOMPARE(server.countFor(QStringLiteral("claims")), 0); // the claims stay
        const QList<RecordedRequest> asked = server.requestsFor(QStringLiteral("verdicts"));
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked[0].userPrompt().startsWith(QLatin1String("MARKER-ONE: be strict.\n")));
        QCOMPARE(asked[0].numbered(QStringLiteral("claim")).size(), 2);
    }
    for (const Claim& c : claimsNow())
        QCOMPARE(c.promptHash, customHash);

    // Unchanged since: nothing is due.
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.setHandler(judgeAnswer);
        QVERIFY(judgeOnce(path, server).complete());
        QCOMPARE(server.requestCount(), 0);
    }
    // Back to the default (the setting removed): due again, under the default's hash.
    {
        auto p = Project::open(path);
        QVERIFY((*p)->settings().remove(llm::promptSettingKey(PromptKind::Verdicts)).ok());
    }
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.setHandler(judgeAnswer);
        QVERIFY(judgeOnce(path, server).complete());
        QCOMPARE(server.countFor(QStringLiteral("verdicts")), 1);
        QVERIFY(!server.requestsFor(QStringLiteral("verdicts"))
                     .at(0)
                     .userPrompt()
                     .contains(QLatin1String("MARKER-ONE")));
    }
    for (const Claim& c : claimsNow())
        QCOMPARE(c.promptHash, defaultHash);
}

QTEST_GUILESS_MAIN(TestPromptTemplates)
#include "tst_prompt_templates.moc"
