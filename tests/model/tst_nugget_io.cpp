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

QTEST_GUILESS_MAIN(TestNuggetIo)
#include "tst_nugget_io.moc"
