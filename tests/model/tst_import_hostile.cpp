// Small holes found by trying hostile inputs: each used to be stored, leaked or reported
// without a place. Each is now an error naming file, line and what was wrong, the project is
// left as it was, and no JSON library's internal text reaches the user.
#include "TestSupport.h"
#include "storage/Project.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;

class TestImportHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void refused_data();
    void refused();
    void exportsCarryOnlyWhatWasImported();
    void evalRefusesAGradeItCannotCount();

private:
    QString write(const QString& name, const QByteArray& bytes);
    QTemporaryDir m_dir;
    QString m_project;
};

void TestImportHostile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_project = m_dir.filePath(QStringLiteral("p.goldset"));
    const test::CliResult questions = test::runCli(
        {QStringLiteral("import"), QStringLiteral("--project"), m_project, QStringLiteral("--format"),
         QStringLiteral("simple"), test::samplePath(QStringLiteral("simple/eval.jsonl"))});
    QVERIFY2(questions.exitCode == 0, qPrintable(questions.err));
}

QString TestImportHostile::write(const QString& name, const QByteArray& bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(bytes);
    return path;
}

void TestImportHostile::refused_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("place");    // file:line(:column) the message must start with
    QTest::addColumn<QString>("expected"); // what it must say

    QTest::newRow("run score nan") << "trec-run"
                                   << "nan.run"
                                   << QByteArray("q1 Q0 doc#1 1 2.5 tag\nq1 Q0 doc#2 2 nan tag\n")
                                   << "nan.run:2:"
                                   << "expected a finite number as score, got 'nan'";
    QTest::newRow("run score inf") << "trec-run"
                                   << "inf.run" << QByteArray("q1 Q0 doc#1 1 inf tag\n") << "inf.run:1:"
                                   << "expected a finite number as score, got 'inf'";
    QTest::newRow("run score -inf") << "trec-run"
                                    << "ninf.run"
                                    << QByteArray("q1 Q0 doc#1 1 1.0 tag\nq1 Q0 doc#2 2 -INF tag\n")
                                    << "ninf.run:2:"
                                    << "finite number";
    QTest::newRow("NUL byte in a qrels id")
        << "trec-qrels"
        << "nul.qrels" << QByteArray("q1 0 doc#1 1\nq1 0 do\0c#2 1\n", 27) << "nul.qrels:2:8"
        << "a NUL byte";
    QTest::newRow("NUL escape in a JSON id")
        << "simple"
        << "nul.jsonl"
        << QByteArray("{\"qid\": \"a\", \"query\": \"x?\"}\n{\"qid\": \"b\\u0000c\", \"query\": \"y?\"}\n")
        << "nul.jsonl:2:"
        << "may not contain a NUL character";
    QTest::newRow("number too large for a double")
        << "goldset-run"
        << "huge.jsonl"
        << QByteArray("{\"qid\": \"q1\", \"retrieved\": [{\"id\": \"doc#1\", \"score\": 1e999}], \"answer\": "
                      "\"a\"}\n")
        << "huge.jsonl:1"
        << "a number too large to be read";
}

void TestImportHostile::refused()
{
    QFETCH(QString, format);
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, place);
    QFETCH(QString, expected);
    const QString path = write(name, bytes);
    QVERIFY(!path.isEmpty());
    const test::CliResult before = test::runCli(
        {QStringLiteral("stats"), QStringLiteral("--project"), m_project, QStringLiteral("--json")});
    QStringList arguments = {QStringLiteral("import"), QStringLiteral("--project"), m_project,
                             QStringLiteral("--format"), format};
    if (format.endsWith(QLatin1String("run")))
        arguments << QStringLiteral("--run-name") << QStringLiteral("r");
    arguments << path;
    const test::CliResult result = test::runCli(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(place), qPrintable(result.err));
    QVERIFY2(result.err.contains(expected), qPrintable(result.err));
    QVERIFY2(!result.err.contains(QLatin1String("json.exception")), qPrintable(result.err));
    QVERIFY2(!result.err.contains(QLatin1String("constraint")), qPrintable(result.err));
    const test::CliResult after = test::runCli(
        {QStringLiteral("stats"), QStringLiteral("--project"), m_project, QStringLiteral("--json")});
    QCOMPARE(after.out, before.out);
}

void TestImportHostile::exportsCarryOnlyWhatWasImported()
{
    // Finite scores round-trip exactly; nothing non-finite or NUL was let in to be exported.
    const QString run =
        write(QStringLiteral("ok.run"), "q1 Q0 doc#1 1 1e300 tag\nq1 Q0 doc#2 2 -2.5e-300 tag\n");
    const test::CliResult imported = test::runCli(
        {QStringLiteral("import"), QStringLiteral("--project"), m_project, QStringLiteral("--format"),
         QStringLiteral("trec-run"), QStringLiteral("--run-name"), QStringLiteral("ok"), run});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const QString out = m_dir.filePath(QStringLiteral("ok-out.run"));
    const test::CliResult exported =
        test::runCli({QStringLiteral("export"), QStringLiteral("--project"), m_project,
                      QStringLiteral("--format"), QStringLiteral("trec-run"), QStringLiteral("--run-name"),
                      QStringLiteral("ok"), QStringLiteral("--out"), out});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY(lines.size() >= 2);
    QCOMPARE(lines[0].split(' ').value(4).toDouble(), 1e300);
    QCOMPARE(lines[1].split(' ').value(4).toDouble(), -2.5e-300);
}

void TestImportHostile::evalRefusesAGradeItCannotCount()
{
    // eval counts a query's documents per grade up to its largest: a grade of 10^12 asked for a
    // table of 10^12 counts, and one read as LONG_MAX overflowed (found by fuzz_eval_qrels).
    const QString run = write(QStringLiteral("eval.run"), "q1 Q0 d1 1 2.0 t\nq1 Q0 d2 2 1.0 t\n");
    for (const QByteArray& grade : {QByteArray("1000000000000"), QByteArray("5555555555555555555555X")}) {
        const QString qrels = write(QStringLiteral("big.qrels"), "q1 0 d1 1\nq1 0 d2 " + grade + "\n");
        const test::CliResult result = test::runCli(
            {QStringLiteral("eval"), QStringLiteral("--qrels"), qrels, QStringLiteral("--run"), run});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QLatin1String("big.qrels:2")), qPrintable(result.err));
        QVERIFY2(result.err.contains(QLatin1String("the largest grade eval takes")), qPrintable(result.err));
    }
    // Up to the limit a grade is taken, as trec_eval takes it.
    const QString qrels = write(QStringLiteral("ok.qrels"), "q1 0 d1 1\nq1 0 d2 1000000\n");
    const test::CliResult ok =
        test::runCli({QStringLiteral("eval"), QStringLiteral("--qrels"), qrels, QStringLiteral("--run"), run,
                      QStringLiteral("-m"), QStringLiteral("P.2")});
    QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
    QVERIFY2(ok.out.contains(QLatin1String("1.0000")), qPrintable(ok.out));
}

QTEST_GUILESS_MAIN(TestImportHostile)
#include "tst_import_hostile.moc"
