// The fast reader of corpus JSON lines (io::FlatJsonObject) against nlohmann::json, the
// general parser: where the fast one accepts a line, both must read the same members; where the
// general one reads an object of string members without repeated keys, the fast one must too.
#include "io/FlatJson.h"

#include <QRandomGenerator>
#include <QTest>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

using namespace goldset;

namespace {

// nlohmann's reading of a line as an object of strings, or nullopt for anything else.
std::optional<std::map<std::string, std::string>> generalReading(const QByteArray& line, bool* repeatedKey)
{
    *repeatedKey = false;
    std::map<std::string, std::string> members;
    std::set<std::string> keys;
    bool flat = true;
    // The callback sees every key, so repeated ones (which the DOM would merge) are noticed.
    auto callback = [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
        if (event == nlohmann::json::parse_event_t::key && depth == 1 &&
            !keys.insert(parsed.get<std::string>()).second)
            *repeatedKey = true;
        return true;
    };
    nlohmann::json json = nlohmann::json::parse(line.begin(), line.end(), callback, false);
    if (json.is_discarded() || !json.is_object())
        return std::nullopt;
    for (const auto& [key, value] : json.items()) {
        if (!value.is_string())
            flat = false;
        else
            members[key] = value.get<std::string>();
    }
    if (!flat)
        return std::nullopt;
    return members;
}

void compare(const QByteArray& line)
{
    bool repeatedKey = false;
    const auto general = generalReading(line, &repeatedKey);
    const auto fast = io::parseFlatJsonObject(line);
    if (!general || repeatedKey) {
        QVERIFY2(!fast, line.constData());
        return;
    }
    QVERIFY2(fast, line.constData());
    for (const auto& [key, value] : *general) {
        const QString* read = fast->value(QByteArrayView(key.data(), qsizetype(key.size())));
        QVERIFY2(read, line.constData());
        QCOMPARE(*read, QString::fromUtf8(value.data(), qsizetype(value.size())));
    }
}

} // namespace

class TestFlatJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsObjectsOfStrings()
    {
        auto object =
            io::parseFlatJsonObject(" {\"id\" : \"d#1\", \"text\":\"a \\\"q\\\" \\\\ \\/ \\b\\f\\n\\r\\t "
                                    "\\u00e9 \\ud83d\\ude00 \\u5BA2\", \"title\": \"\"} ");
        QVERIFY(object);
        QCOMPARE(*object->value("id"), QStringLiteral("d#1"));
        QCOMPARE(*object->value("text"), QStringLiteral("a \"q\" \\ / \b\f\n\r\t \u00e9 \U0001F600 \u5ba2"));
        QCOMPARE(*object->value("title"), QString());
        QVERIFY(!object->value("missing"));
        QVERIFY(io::parseFlatJsonObject("{}"));
    }

    void leavesEverythingElseToTheGeneralParser_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("number") << QByteArray("{\"id\": 7, \"text\": \"x\"}");
        QTest::newRow("null") << QByteArray("{\"id\": \"a\", \"title\": null}");
        QTest::newRow("nested") << QByteArray("{\"id\": \"a\", \"meta\": {\"k\": \"v\"}}");
        QTest::newRow("list") << QByteArray("{\"id\": \"a\", \"tags\": [\"x\"]}");
        QTest::newRow("repeated key") << QByteArray("{\"id\": \"a\", \"id\": \"b\"}");
        QTest::newRow("array") << QByteArray("[\"a\"]");
        QTest::newRow("trailing comma") << QByteArray("{\"id\": \"a\",}");
        QTest::newRow("trailing text") << QByteArray("{\"id\": \"a\"} x");
        QTest::newRow("unterminated") << QByteArray("{\"id\": \"a");
        QTest::newRow("raw tab") << QByteArray("{\"id\": \"a\tb\"}");
        QTest::newRow("bad escape") << QByteArray("{\"id\": \"a\\x\"}");
        QTest::newRow("short unicode") << QByteArray("{\"id\": \"\\u12\"}");
        QTest::newRow("lone high surrogate") << QByteArray("{\"id\": \"\\ud83d x\"}");
        QTest::newRow("lone low surrogate") << QByteArray("{\"id\": \"\\ude00\"}");
        QTest::newRow("single quotes") << QByteArray("{'id': 'a'}");
        QTest::newRow("empty") << QByteArray("");
    }

    void leavesEverythingElseToTheGeneralParser()
    {
        QFETCH(QByteArray, line);
        QVERIFY(!io::parseFlatJsonObject(line));
        compare(line);
    }

    // Random lines from JSON-ish pieces, valid and broken, both parsers side by side.
    void agreesWithTheGeneralParserOnRandomLines()
    {
        const QList<QByteArray> pieces = {"{",       "}", "\"",   "\"id\"", "\"text\"", ":",
                                          ",",       " ", "\\",   "\\n",    "\\u00e9",  "\\ud83d",
                                          "\\ude00", "a", "1",    "null",   "\t",       "\xC3\xA9",
                                          "[",       "]", "\\\"", "\\/",    "\\u",      "x\"y"};
        QRandomGenerator random(20261125);
        for (int i = 0; i < 20000; ++i) {
            QByteArray line;
            const int length = random.bounded(1, 16);
            for (int j = 0; j < length; ++j)
                line += pieces[random.bounded(qsizetype(pieces.size()))];
            compare(line);
            // And as a well-formed object with that text as a value, escaped or not.
            compare("{\"id\": \"d#1\", \"text\": \"" + line + "\"}");
            if (QTest::currentTestFailed())
                return;
        }
    }
};

QTEST_GUILESS_MAIN(TestFlatJson)
#include "tst_flat_json.moc"
