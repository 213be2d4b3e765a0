// Nuggets in and out (issue 21): the nuggetizer's JSON Lines and goldset's simple format carry
// them, through the real goldset-cli; a malformed nugget names file and line and imports
// nothing; `stats --json` counts them; importing the same file twice adds nothing.
#include "TestSupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using goldset::test::runCli;

namespace {

bool writeFile(const QString& path, const QByteArray& text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

QList<QJsonObject> readLines(const QString& path)
{
    QList<QJsonObject> lines;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return lines;
    for (const QByteArray& line : file.readAll().split('\n'))
        if (!line.trimmed().isEmpty())
            lines.append(QJsonDocument::fromJson(line).object());
    return lines;
}

int nuggetCount(const QString& project)
{
    const auto r =
        runCli({QStringLiteral("stats"), QStringLiteral("--project"), project, QStringLiteral("--json")});
    return QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("nuggets")).toInt(-1);
}

const QByteArray kNuggetizer =
    "{\"qid\": \"1001\", \"query\": \"how do solar panels work\", \"nuggets\": ["
    "{\"text\": \"Solar panels convert sunlight into electricity\", \"importance\": \"vital\"},"
    "{\"text\": \"They use photovoltaic cells\", \"importance\": \"vital\"},"
    "{\"text\": \"Silicon is the most common material\", \"importance\": \"okay\"}]}\n"
    "{\"qid\": \"1002\", \"query\": "
    "\"\xe5\xa4\xaa\xe9\x98\xb3\xe8\x83\xbd\xe6\x9d\xbf\xe5\xaf\xbf\xe5\x91\xbd\", "
    "\"nuggets\": [{\"text\": \"\xe5\xaf\xbf\xe5\x91\xbd\xe7\xba\xa6 25 \xe5\xb9\xb4\", \"importance\": "
    "\"vital\"}]}\n";

} // namespace

class TestNuggetIo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nuggetizerRoundTrip();
    void simpleFormatCarriesNuggets();
    void malformedNuggetNamesFileAndLine();
    void assignedFileWarnsOfWhatItDrops();
    void demoRunCarriesNuggetVerdicts();
};

void TestNuggetIo::nuggetizerRoundTrip()
{
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("p.goldset"));
    const QString in = dir.filePath(QStringLiteral("nuggets.jsonl"));
    QVERIFY(writeFile(in, kNuggetizer));
    auto r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                     QStringLiteral("--format"), QStringLiteral("nuggetizer"), in});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("2 questions")) && r.out.contains(QStringLiteral("4 nuggets")),
             qPrintable(r.out));
    QCOMPARE(nuggetCount(project), 4);
    // The same file again adds nothing.
    r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project, QStringLiteral("--format"),
                QStringLiteral("nuggetizer"), in});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(nuggetCount(project), 4);

    const QString out = dir.filePath(QStringLiteral("out.jsonl"));
    r = runCli({QStringLiteral("export"), QStringLiteral("--project"), project, QStringLiteral("--format"),
                QStringLiteral("nuggetizer"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QList<QJsonObject> lines = readLines(out);
    QCOMPARE(lines.size(), 2);
    QList<QJsonObject> expected;
    for (const QByteArray& line : kNuggetizer.split('\n'))
        if (!line.isEmpty())
            expected.append(QJsonDocument::fromJson(line).object());
    for (const QJsonObject& want : expected) {
        const auto got = std::find_if(lines.cbegin(), lines.cend(), [&](const QJsonObject& o) {
            return o.value(QStringLiteral("qid")) == want.value(QStringLiteral("qid"));
        });
        QVERIFY(got != lines.cend());
        QCOMPARE(got->value(QStringLiteral("query")), want.value(QStringLiteral("query")));
        QCOMPARE(got->value(QStringLiteral("nuggets")), want.value(QStringLiteral("nuggets")));
    }
}

void TestNuggetIo::simpleFormatCarriesNuggets()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("gold.jsonl"));
    QVERIFY(writeFile(
        in, "{\"qid\": \"q1\", \"query\": \"What is WAL?\", \"gold_answer\": \"A log written ahead.\","
            " \"gold_evidence\": [], \"nuggets\": [{\"text\": \"WAL is a log\", \"importance\": "
            "\"vital\", \"status\": \"accepted\"}, {\"text\": \"written before the data\"}]}\n"));
    const QString first = dir.filePath(QStringLiteral("a.goldset"));
    auto r = runCli({QStringLiteral("import"), QStringLiteral("--project"), first, QStringLiteral("--format"),
                     QStringLiteral("simple"), in});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(nuggetCount(first), 2);
    const QString out = dir.filePath(QStringLiteral("gold-out.jsonl"));
    r = runCli({QStringLiteral("export"), QStringLiteral("--project"), first, QStringLiteral("--format"),
                QStringLiteral("simple"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QList<QJsonObject> lines = readLines(out);
    QCOMPARE(lines.size(), 1);
    const QJsonArray nuggets = lines.first().value(QStringLiteral("nuggets")).toArray();
    QCOMPARE(nuggets.size(), 2);
    QCOMPARE(nuggets.at(0).toObject().value(QStringLiteral("text")).toString(),
             QStringLiteral("WAL is a log"));
    QCOMPARE(nuggets.at(0).toObject().value(QStringLiteral("importance")).toString(),
             QStringLiteral("vital"));
    QCOMPARE(nuggets.at(0).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("accepted"));
    QCOMPARE(nuggets.at(1).toObject().value(QStringLiteral("importance")).toString(), QStringLiteral("okay"));
    QCOMPARE(nuggets.at(1).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("draft"));
    // Into a second project: the same nuggets, the same order, importance and status.
    const QString second = dir.filePath(QStringLiteral("b.goldset"));
    r = runCli({QStringLiteral("import"), QStringLiteral("--project"), second, QStringLiteral("--format"),
                QStringLiteral("simple"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString again = dir.filePath(QStringLiteral("gold-again.jsonl"));
    QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("--project"), second,
                     QStringLiteral("--format"), QStringLiteral("simple"), QStringLiteral("--out"), again})
                 .exitCode,
             0);
    QCOMPARE(readLines(again).first().value(QStringLiteral("nuggets")), QJsonValue(nuggets));
}

void TestNuggetIo::malformedNuggetNamesFileAndLine()
{
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("p.goldset"));
    const QString in = dir.filePath(QStringLiteral("bad.jsonl"));
    QVERIFY(writeFile(in,
                      "{\"qid\": \"1\", \"query\": \"a\", \"nuggets\": [{\"text\": \"x\", \"importance\": "
                      "\"vital\"}]}\n{\"qid\": \"2\", \"query\": \"b\", \"nuggets\": [{\"text\": \"y\", "
                      "\"importance\": \"high\"}]}\n"));
    const auto r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                           QStringLiteral("--format"), QStringLiteral("nuggetizer"), in});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("bad.jsonl:2")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("importance must be \"vital\" or \"okay\"")), qPrintable(r.err));
    QVERIFY(nuggetCount(project) <= 0); // nothing imported (or no project at all)
}

void TestNuggetIo::assignedFileWarnsOfWhatItDrops()
{
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("p.goldset"));
    const QString in = dir.filePath(QStringLiteral("assigned.jsonl"));
    QVERIFY(writeFile(in,
                      "{\"qid\": \"1\", \"query\": \"a\", \"answer_text\": \"...\", \"nuggets\": [{\"text\": "
                      "\"x\", \"importance\": \"okay\", \"assignment\": \"support\"}]}\n"));
    const auto r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                           QStringLiteral("--format"), QStringLiteral("nuggetizer"), in});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("nuggets.assignment")) &&
                 r.err.contains(QStringLiteral("answer_text")),
             qPrintable(r.err));
    QCOMPARE(nuggetCount(project), 1);
}

void TestNuggetIo::demoRunCarriesNuggetVerdicts()
{
    QTemporaryDir dir;
    const QString demo = dir.filePath(QStringLiteral("demo.goldset"));
    QCOMPARE(runCli({QStringLiteral("demo"), QStringLiteral("--out"), demo}).exitCode, 0);
    QCOMPARE(nuggetCount(demo), 27); // q01..q08 of resources/demo/questions.jsonl
    const auto r = runCli({QStringLiteral("eval"), QStringLiteral("--project"), demo, QStringLiteral("--run"),
                           QStringLiteral("hybrid-v3-rerank"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject document = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QHash<QString, QJsonObject> byQid;
    for (const QJsonValue& q : document.value(QStringLiteral("per_question")).toArray())
        byQid.insert(q.toObject().value(QStringLiteral("qid")).toString(),
                     q.toObject().value(QStringLiteral("metrics")).toObject());
    const auto value = [&](const char* qid, const char* metric) {
        return byQid.value(QString::fromLatin1(qid)).value(QString::fromLatin1(metric));
    };
    // q03: vital support, vital support, okay partial_support (resources/demo/runs).
    QCOMPARE(value("q03", "nugget_all").toDouble(), 2.5 / 3.0);
    QCOMPARE(value("q03", "nugget_all_strict").toDouble(), 2.0 / 3.0);
    QCOMPARE(value("q03", "nugget_vital").toDouble(), 1.0);
    // q06: vital partial, vital support, okay support, okay support.
    QCOMPARE(value("q06", "nugget_all").toDouble(), 3.5 / 4.0);
    QCOMPARE(value("q06", "nugget_vital").toDouble(), 0.75);
    QCOMPARE(value("q06", "nugget_vital_strict").toDouble(), 0.5);
    QCOMPARE(value("q06", "context_recall_llm").toDouble(), 1.0);
    QVERIFY(byQid.contains(QStringLiteral("q20")));
    QVERIFY(value("q20", "nugget_all").isNull()); // no nuggets: undefined (null), not 0
    // The mean over the eight questions with nuggets: six at 1, q03 and q06 as above.
    const double mean = (6.0 + 2.5 / 3.0 + 3.5 / 4.0) / 8.0;
    QVERIFY(qAbs(document.value(QStringLiteral("metrics"))
                     .toObject()
                     .value(QStringLiteral("nugget_all"))
                     .toDouble() -
                 mean) < 1e-12);

    // Exported and read back: the same verdicts, line by line.
    const QString out = dir.filePath(QStringLiteral("run.jsonl"));
    QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("--project"), demo, QStringLiteral("--format"),
                     QStringLiteral("goldset-run"), QStringLiteral("--run-name"),
                     QStringLiteral("hybrid-v3-rerank"), QStringLiteral("--out"), out})
                 .exitCode,
             0);
    QHash<QString, QJsonValue> exported;
    for (const QJsonObject& line : readLines(out))
        exported.insert(line.value(QStringLiteral("qid")).toString(), line.value(QStringLiteral("nuggets")));
    int compared = 0;
    for (const QJsonObject& line : readLines(QStringLiteral(GOLDSET_SOURCE_DIR) +
                                             QStringLiteral("/resources/demo/runs/hybrid-v3-rerank.jsonl"))) {
        const QString qid = line.value(QStringLiteral("qid")).toString();
        if (!line.contains(QStringLiteral("nuggets")))
            continue;
        QCOMPARE(exported.value(qid), line.value(QStringLiteral("nuggets")));
        ++compared;
    }
    QCOMPARE(compared, 8);
}

QTEST_GUILESS_MAIN(TestNuggetIo)
#include "tst_nugget_io.moc"
