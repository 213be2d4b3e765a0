// goldset-cli eval against outputs printed by the real trec_eval 10.0 (see
// tests/fixtures/trec_eval/README.md and shared/samples/trec): byte for byte.
#include "TestSupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset::test;

namespace {

QString readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("<cannot read %1>").arg(path);
    return QString::fromUtf8(file.readAll());
}

const QStringList kSampleMeasures = {QStringLiteral("-m"), QStringLiteral("P.5,10"),
                                     QStringLiteral("-m"), QStringLiteral("recall.5,10,100"),
                                     QStringLiteral("-m"), QStringLiteral("recip_rank"),
                                     QStringLiteral("-m"), QStringLiteral("ndcg_cut.5,10,100"),
                                     QStringLiteral("-m"), QStringLiteral("map"),
                                     QStringLiteral("-m"), QStringLiteral("success.1,5,10")};

const QStringList kAllMeasures = {
    QStringLiteral("-m"), QStringLiteral("official"), QStringLiteral("-m"), QStringLiteral("recall"),
    QStringLiteral("-m"), QStringLiteral("ndcg"),     QStringLiteral("-m"), QStringLiteral("ndcg_cut"),
    QStringLiteral("-m"), QStringLiteral("map_cut"),  QStringLiteral("-m"), QStringLiteral("success")};

// Compares line by line first so that a failure shows the first differing line.
void compareOutput(const QString& actual, const QString& expected)
{
    const QStringList a = actual.split(QLatin1Char('\n'));
    const QStringList e = expected.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::min(a.size(), e.size()); ++i) {
        if (a[i] != e[i])
            QFAIL(qPrintable(QStringLiteral("line %1 differs:\n  got      '%2'\n  expected '%3'")
                                 .arg(i + 1)
                                 .arg(a[i], e[i])));
    }
    QCOMPARE(a.size(), e.size());
    QCOMPARE(actual, expected);
}

} // namespace

class TstTrecEval : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sampleAggregate()
    {
        const CliResult r =
            runCli(QStringList{QStringLiteral("eval"), QStringLiteral("--qrels"),
                               samplePath(QStringLiteral("trec/qrels.txt")), QStringLiteral("--run"),
                               samplePath(QStringLiteral("trec/run.txt"))} +
                   kSampleMeasures);
        QCOMPARE(r.exitCode, 0);
        compareOutput(r.out, readAll(samplePath(QStringLiteral("trec/expected.trec_eval.txt"))));
    }

    void samplePerQuery()
    {
        const CliResult r =
            runCli(QStringList{QStringLiteral("eval"), QStringLiteral("-q"), QStringLiteral("--qrels"),
                               samplePath(QStringLiteral("trec/qrels.txt")), QStringLiteral("--run"),
                               samplePath(QStringLiteral("trec/run.txt"))} +
                   kSampleMeasures);
        QCOMPARE(r.exitCode, 0);
        compareOutput(r.out, readAll(samplePath(QStringLiteral("trec/expected.trec_eval.q.txt"))));
    }

    // trec_eval's own command line: options first, then QRELS RUN; -mX and -q together.
    void positionalForm()
    {
        QStringList args{QStringLiteral("eval"), QStringLiteral("-q")};
        args << QStringLiteral("-mP.5,10") << QStringLiteral("-m") << QStringLiteral("recall.5,10,100")
             << QStringLiteral("-m") << QStringLiteral("recip_rank") << QStringLiteral("-m")
             << QStringLiteral("ndcg_cut.5,10,100") << QStringLiteral("-m") << QStringLiteral("map")
             << QStringLiteral("-m") << QStringLiteral("success.1,5,10")
             << samplePath(QStringLiteral("trec/qrels.txt")) << samplePath(QStringLiteral("trec/run.txt"));
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        compareOutput(r.out, readAll(samplePath(QStringLiteral("trec/expected.trec_eval.q.txt"))));
    }

    void fixtures_data()
    {
        QTest::addColumn<QString>("qrels");
        QTest::addColumn<QString>("run");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected");
        const QString small = samplePath(QStringLiteral("trec-small/"));
        for (const char* name : {"graded", "ties", "missing"}) {
            const QString dir = fixturePath(QStringLiteral("trec_eval/%1/").arg(QLatin1String(name)));
            if (QLatin1String(name) != QLatin1String("missing"))
                QTest::addRow("%s official", name)
                    << dir + QStringLiteral("qrels.txt") << dir + QStringLiteral("run.txt") << QStringList{}
                    << dir + QStringLiteral("expected.official.txt");
            QTest::addRow("%s -q all", name)
                << dir + QStringLiteral("qrels.txt") << dir + QStringLiteral("run.txt")
                << (QStringList{QStringLiteral("-q")} + kAllMeasures)
                << dir + QStringLiteral("expected.all.q.txt");
            QTest::addRow("%s -c -q all", name)
                << dir + QStringLiteral("qrels.txt") << dir + QStringLiteral("run.txt")
                << (QStringList{QStringLiteral("-c"), QStringLiteral("-q")} + kAllMeasures)
                << dir + QStringLiteral("expected.all.c.q.txt");
        }
        const QString smallExpected = fixturePath(QStringLiteral("trec_eval/trec-small/"));
        QTest::addRow("trec-small official")
            << small + QStringLiteral("qrels.txt") << small + QStringLiteral("run.txt") << QStringList{}
            << smallExpected + QStringLiteral("expected.official.txt");
        QTest::addRow("trec-small -q all")
            << small + QStringLiteral("qrels.txt") << small + QStringLiteral("run.txt")
            << (QStringList{QStringLiteral("-q")} + kAllMeasures)
            << smallExpected + QStringLiteral("expected.all.q.txt");
    }

    void fixtures()
    {
        QFETCH(QString, qrels);
        QFETCH(QString, run);
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        const CliResult r = runCli(QStringList{QStringLiteral("eval")} + options + QStringList{qrels, run});
        QCOMPARE(r.exitCode, 0);
        compareOutput(r.out, readAll(expected));
    }

    // Queries of the qrels without results are skipped, each with a warning naming it.
    void missingQueryWarns()
    {
        const QString dir = fixturePath(QStringLiteral("trec_eval/missing/"));
        const CliResult r = runCli({QStringLiteral("eval"), QStringLiteral("-m"), QStringLiteral("map"),
                                    dir + QStringLiteral("qrels.txt"), dir + QStringLiteral("run.txt")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err.count(QStringLiteral("warning")), 4);
        QVERIFY2(r.err.contains(QStringLiteral("query '200'")), qPrintable(r.err));
    }

    void duplicateDocIsAnError()
    {
        const QString run = samplePath(QStringLiteral("malformed/run_duplicate_doc.txt"));
        const CliResult r =
            runCli({QStringLiteral("eval"), samplePath(QStringLiteral("trec-small/qrels.txt")), run});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(run + QStringLiteral(":2")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("'d1'")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // Queries are judged on a second thread while later lines are read: the error reported is
    // still the first one in the file, whichever kind it is.
    void firstErrorInTheFileWins()
    {
        QTemporaryDir dir;
        const QString qrels = samplePath(QStringLiteral("trec-small/qrels.txt"));
        const auto write = [&dir](const char* name, const QByteArray& text) {
            QFile file(dir.filePath(QLatin1String(name)));
            file.open(QIODevice::WriteOnly);
            file.write(text);
            return file.fileName();
        };
        QByteArray many;
        for (int i = 0; i < 200; ++i)
            many += "q2 Q0 x" + QByteArray::number(i) + " 1 " + QByteArray::number(1000 - i) + " r\n";
        // A duplicate in the first query (line 2), a bad score far later (line 203).
        const QString duplicateFirst =
            write("a.txt", "q1 Q0 d1 1 2.0 r\nq1 Q0 d1 2 1.0 r\n" + many + "q3 Q0 d9 1 zero r\n");
        CliResult r = runCli({QStringLiteral("eval"), qrels, duplicateFirst});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(duplicateFirst + QStringLiteral(":2")) &&
                     r.err.contains(QStringLiteral("twice")),
                 qPrintable(r.err));
        // A bad score first (line 1), a duplicate later.
        const QString scoreFirst =
            write("b.txt", "q1 Q0 d1 1 zero r\n" + many + "q3 Q0 d9 1 2 r\nq3 Q0 d9 2 1 r\n");
        r = runCli({QStringLiteral("eval"), qrels, scoreFirst});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(scoreFirst + QStringLiteral(":1")) &&
                     r.err.contains(QStringLiteral("not a number")),
                 qPrintable(r.err));
        // A duplicate in the last query, after many good ones.
        const QString duplicateLast = write("c.txt", many + "q3 Q0 d9 1 2 r\nq3 Q0 d9 2 1 r\n");
        r = runCli({QStringLiteral("eval"), qrels, duplicateLast});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(duplicateLast + QStringLiteral(":202")), qPrintable(r.err));
    }

    void badQrelsLineIsAnError()
    {
        const QString qrels = samplePath(QStringLiteral("malformed/qrels_bad_fields.txt"));
        const CliResult r =
            runCli({QStringLiteral("eval"), qrels, samplePath(QStringLiteral("trec-small/run.txt"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(qrels + QStringLiteral(":2")), qPrintable(r.err));
    }

    void badUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString q = samplePath(QStringLiteral("trec/qrels.txt"));
        const QString r = samplePath(QStringLiteral("trec/run.txt"));
        QTest::newRow("unknown measure")
            << QStringList{QStringLiteral("-m"), QStringLiteral("nDCG@10"), q, r};
        QTest::newRow("zero cutoff") << QStringList{QStringLiteral("-m"), QStringLiteral("P.0"), q, r};
        QTest::newRow("duplicate cutoff") << QStringList{QStringLiteral("-m"), QStringLiteral("P.5,5"), q, r};
        QTest::newRow("missing run") << QStringList{q};
        QTest::newRow("missing file") << QStringList{q, r + QStringLiteral(".nope")};
        QTest::newRow("unknown option") << QStringList{QStringLiteral("-x"), q, r};
    }

    void badUsage()
    {
        QFETCH(QStringList, args);
        const CliResult result = runCli(QStringList{QStringLiteral("eval")} + args);
        QCOMPARE(result.exitCode, 2);
        QVERIFY(!result.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstTrecEval)
#include "tst_trec_eval.moc"
