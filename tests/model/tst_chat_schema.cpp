#include "llm/ChatSchema.h"

#include <QtTest>

using namespace goldset;
using json = nlohmann::json;

// The six answer schemas of the answer metrics (DESIGN.md, "LLM access"): every answer must give
// exactly one entry per numbered item, with the enum values the contract names.
class TestChatSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesAreTheContracts();
    void strictSchemasRequireEveryProperty();
    void validAnswersPass();
    void malformedAnswersFail_data();
    void malformedAnswersFail();
};

void TestChatSchema::namesAreTheContracts()
{
    QCOMPARE(llm::schemaName(llm::ChatSchema::Nuggets), QStringLiteral("nuggets"));
    QCOMPARE(llm::schemaName(llm::ChatSchema::NuggetSupport), QStringLiteral("nugget_support"));
    QCOMPARE(llm::schemaName(llm::ChatSchema::ContextRecall), QStringLiteral("context_recall"));
    QCOMPARE(llm::schemaName(llm::ChatSchema::ClaimCorrectness), QStringLiteral("claim_correctness"));
    QCOMPARE(llm::schemaName(llm::ChatSchema::CitationChecks), QStringLiteral("citation_checks"));
    QCOMPARE(llm::schemaName(llm::ChatSchema::RelevancyQuestions), QStringLiteral("relevancy_questions"));
}

void TestChatSchema::strictSchemasRequireEveryProperty()
{
    const json support = llm::schemaDocument(llm::ChatSchema::NuggetSupport);
    const json item = support["properties"]["support"]["items"];
    QCOMPARE(item["required"], json({"nugget", "support"}));
    QCOMPARE(item["additionalProperties"], json(false));
    QCOMPARE(item["properties"]["support"]["enum"], json({"support", "partial_support", "not_support"}));
    const json relevancy = llm::schemaDocument(llm::ChatSchema::RelevancyQuestions);
    QCOMPARE(relevancy["required"], json({"noncommittal", "questions"}));
    const json format = llm::responseFormat(llm::ChatSchema::CitationChecks);
    QCOMPARE(format["json_schema"]["name"], json("citation_checks"));
    QCOMPARE(format["json_schema"]["strict"], json(true));
}

void TestChatSchema::validAnswersPass()
{
    QVERIFY(llm::validateAnswer(llm::ChatSchema::Nuggets,
                                json::parse(R"({"nuggets":[{"text":"a","importance":"vital"},
                                                            {"text":"b","importance":"okay"}]})")));
    QVERIFY(llm::validateAnswer(llm::ChatSchema::NuggetSupport,
                                json::parse(R"({"support":[{"nugget":1,"support":"partial_support"},
                                                            {"nugget":0,"support":"not_support"}]})"),
                                2));
    QVERIFY(llm::validateAnswer(
        llm::ChatSchema::ContextRecall,
        json::parse(R"({"attributions":[{"nugget":0,"present":true,"evidence":["d#1"]}]})"), 1));
    QVERIFY(llm::validateAnswer(
        llm::ChatSchema::ClaimCorrectness,
        json::parse(R"({"claims":[{"claim":0,"nuggets":[0,2]},{"claim":1,"nuggets":[]}]})"), 2, 3));
    QVERIFY(llm::validateAnswer(
        llm::ChatSchema::CitationChecks,
        json::parse(R"({"statements":[{"statement":0,"entailed":false,"unnecessary":[]}]})"), 1));
    QVERIFY(llm::validateAnswer(llm::ChatSchema::RelevancyQuestions,
                                json::parse(R"({"noncommittal":true,"questions":[]})")));
}

void TestChatSchema::malformedAnswersFail_data()
{
    QTest::addColumn<int>("schema");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("numbered");
    QTest::addColumn<int>("referenced");
    QTest::addColumn<QString>("message");
    const auto add = [](const char* name, llm::ChatSchema schema, const char* answer, int numbered,
                        int referenced, const char* message) {
        QTest::newRow(name) << int(schema) << QString::fromUtf8(answer) << numbered << referenced
                            << QString::fromUtf8(message);
    };
    add("importance not in the enum", llm::ChatSchema::Nuggets,
        R"({"nuggets":[{"text":"a","importance":"high"}]})", -1, -1,
        "importance \"high\" is not one of vital, okay");
    add("nugget without text", llm::ChatSchema::Nuggets, R"({"nuggets":[{"importance":"okay"}]})", -1, -1,
        "nuggets[0] lacks \"text\"");
    add("a nugget missing", llm::ChatSchema::NuggetSupport,
        R"({"support":[{"nugget":0,"support":"support"}]})", 2, -1, "nugget 1 has no entry");
    add("a nugget twice", llm::ChatSchema::NuggetSupport,
        R"({"support":[{"nugget":0,"support":"support"},{"nugget":0,"support":"support"}]})", 2, -1,
        "nugget 0 has a second entry");
    add("support value", llm::ChatSchema::NuggetSupport, R"({"support":[{"nugget":0,"support":"partial"}]})",
        1, -1, "support \"partial\" is not one of support, partial_support, not_support");
    add("nugget out of range", llm::ChatSchema::ContextRecall,
        R"({"attributions":[{"nugget":3,"present":true,"evidence":[]}]})", 1, -1,
        "there is no nugget 3 (the prompt numbered 0 to 0)");
    add("present not a bool", llm::ChatSchema::ContextRecall,
        R"({"attributions":[{"nugget":0,"present":"yes","evidence":[]}]})", 1, -1,
        "lacks a boolean \"present\"");
    add("claim names an unknown nugget", llm::ChatSchema::ClaimCorrectness,
        R"({"claims":[{"claim":0,"nuggets":[5]}]})", 1, 2,
        "there is no nugget 5 (the prompt numbered 0 to 1)");
    add("claim index a string", llm::ChatSchema::ClaimCorrectness,
        R"({"claims":[{"claim":"0","nuggets":[]}]})", 1, 2, "lacks an integer \"claim\"");
    add("statement missing", llm::ChatSchema::CitationChecks, R"({"statements":[]})", 1, -1,
        "statement 0 has no entry");
    add("unnecessary not ids", llm::ChatSchema::CitationChecks,
        R"({"statements":[{"statement":0,"entailed":true,"unnecessary":[1]}]})", 1, -1,
        "unnecessary has an item that is not a string");
    add("noncommittal missing", llm::ChatSchema::RelevancyQuestions, R"({"questions":["q"]})", -1, -1,
        "lacks a boolean \"noncommittal\"");
}

void TestChatSchema::malformedAnswersFail()
{
    QFETCH(int, schema);
    QFETCH(QString, answer);
    QFETCH(int, numbered);
    QFETCH(int, referenced);
    QFETCH(QString, message);
    const Status status = llm::validateAnswer(static_cast<llm::ChatSchema>(schema),
                                              json::parse(answer.toStdString()), numbered, referenced);
    QVERIFY(!status);
    QVERIFY2(status.error().message.contains(message), qPrintable(status.error().message));
}

QTEST_GUILESS_MAIN(TestChatSchema)
#include "tst_chat_schema.moc"
