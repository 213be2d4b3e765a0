// goldset-cli eval against outputs printed by the real trec_eval 10.0 (see
// tests/fixtures/trec_eval/README.md and shared/samples/trec): byte for byte.
#include "TestSupport.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

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

// The measures of trec_eval's all_trec but rbp and rbp_resid (their own rows below).
const QStringList kMoreMeasures = [] {
    QStringList args;
    for (const char* m : {"official",
                          "relstring",
                          "recall",
                          "infAP",
                          "gm_bpref",
                          "Rprec_mult",
                          "utility",
                          "11pt_avg",
                          "binG",
                          "G",
                          "ndcg",
                          "ndcg_rel",
                          "Rndcg",
                          "ndcg_cut",
                          "map_cut",
                          "relative_P",
                          "success",
                          "set_P",
                          "set_relative_P",
                          "set_recall",
                          "set_map",
                          "set_F",
                          "num_nonrel_judged_ret",
                          "unj"})
        args << QStringLiteral("-m") << QLatin1String(m);
    return args;
}();

// Measures with parameters: custom gains (ndcg.1=3,2=5), fractional gains (whose order trec_eval
// decides with an int comparison), double parameters and cutoffs.
const QStringList kParameterised = [] {
    QStringList args;
    for (const char* m : {"ndcg.1=3,2=5", "ndcg_rel.0=1,1=2.5,3=0", "G.1=0.5,2=1.7,4=0.2", "Rndcg.2=4",
                          "set_F.0.5", "11pt_avg.0.25,0.5,0.75", "Rprec_mult.0.5,1,3", "relstring.5",
                          "relative_P.3,7", "unj.2,4", "utility.2,-1,0,0.5", "iprec_at_recall.0.33,0.66"})
        args << QStringLiteral("-m") << QLatin1String(m);
    return args;
}();

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
        const QString sample = samplePath(QStringLiteral("trec/"));
        const QString sampleExpected = fixturePath(QStringLiteral("trec_eval/sample/"));
        QTest::addRow("sample all_trec")
            << sample + QStringLiteral("qrels.txt") << sample + QStringLiteral("run.txt")
            << QStringList{QStringLiteral("-m"), QStringLiteral("all_trec")}
            << sampleExpected + QStringLiteral("expected.all_trec.txt");
        QTest::addRow("sample -q all_trec")
            << sample + QStringLiteral("qrels.txt") << sample + QStringLiteral("run.txt")
            << QStringList{QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("all_trec")}
            << sampleExpected + QStringLiteral("expected.all_trec.q.txt");
        const QString smallExpected = fixturePath(QStringLiteral("trec_eval/trec-small/"));
        QTest::addRow("trec-small official")
            << small + QStringLiteral("qrels.txt") << small + QStringLiteral("run.txt") << QStringList{}
            << smallExpected + QStringLiteral("expected.official.txt");
        QTest::addRow("trec-small -q all")
            << small + QStringLiteral("qrels.txt") << small + QStringLiteral("run.txt")
            << (QStringList{QStringLiteral("-q")} + kAllMeasures)
            << smallExpected + QStringLiteral("expected.all.q.txt");
    }

    // The measures added to all_trec and trec_eval's options that change the numbers
    // (-J, -M, -l, -N), on inputs with unjudged (negative) grades; expected outputs in
    // tests/fixtures/trec_eval/README.md.
    void moreMeasures_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected");
        const QStringList q{QStringLiteral("-q")};
        QTest::newRow("unjudged") << "unjudged" << q + kMoreMeasures << "expected.more.q.txt";
        QTest::newRow("unjudged -J") << "unjudged" << q + QStringList{QStringLiteral("-J")} + kMoreMeasures
                                     << "expected.more.J.q.txt";
        QTest::newRow("unjudged -M 5")
            << "unjudged" << q + QStringList{QStringLiteral("-M"), QStringLiteral("5")} + kMoreMeasures
            << "expected.more.M5.q.txt";
        QTest::newRow("unjudged -l 2") << "unjudged" << q + QStringList{QStringLiteral("-l2")} + kMoreMeasures
                                       << "expected.more.l2.q.txt";
        QTest::newRow("parameters -N 1000")
            << "unjudged" << q + QStringList{QStringLiteral("--Number_docs_in_coll=1000")} + kParameterised
            << "expected.params.N1000.q.txt";
        QTest::newRow("graded") << "graded" << q + kMoreMeasures << "expected.more.q.txt";
        const QStringList rbp{QStringLiteral("-m"), QStringLiteral("rbp"), QStringLiteral("-m"),
                              QStringLiteral("rbp_resid")};
        QTest::newRow("rbp unjudged") << "unjudged" << q + rbp << "expected.rbp.q.txt";
        QTest::newRow("rbp unjudged -J")
            << "unjudged" << q + QStringList{QStringLiteral("-J")} + rbp << "expected.rbp.J.q.txt";
        QTest::newRow("rbp parameters")
            << "unjudged"
            << q + QStringList{QStringLiteral("-m"), QStringLiteral("rbp.p=0.95,1=2,2=0.5,4=-1"),
                               QStringLiteral("-m"), QStringLiteral("rbp_resid.p=0.5")}
            << "expected.rbp.params.q.txt";
        QTest::newRow("rbp graded") << "graded" << q + rbp << "expected.rbp.q.txt";
        QTest::newRow("rbp missing -c")
            << "missing" << QStringList{QStringLiteral("-c")} + q + rbp << "expected.rbp.c.q.txt";
        QTest::newRow("rbp parameters missing -c")
            << "missing"
            << QStringList{QStringLiteral("-c")} + q +
                   QStringList{QStringLiteral("-m"), QStringLiteral("rbp.p=0.8"), QStringLiteral("-m"),
                               QStringLiteral("rbp_resid.p=0.8")}
            << "expected.rbp.params.c.q.txt";
        QTest::newRow("grades that are not integers")
            << "grades" << QStringList{QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("all_trec")}
            << "expected.all_trec.q.txt";
        QTest::newRow("all_trec missing -c") << "missing"
                                             << QStringList{QStringLiteral("-c"), QStringLiteral("-q"),
                                                            QStringLiteral("-m"), QStringLiteral("all_trec")}
                                             << "expected.all_trec.c.q.txt";
        QTest::newRow("missing -c") << "missing" << QStringList{QStringLiteral("-c")} + q + kMoreMeasures
                                    << "expected.more.c.q.txt";
        QTest::newRow("missing -c -J") << "missing" << QStringList{QStringLiteral("-cJ")} + q + kMoreMeasures
                                       << "expected.more.c.J.q.txt";
        // NaN, infinite, text and trailing-text scores, read as trec_eval's atof reads them.
        QTest::newRow("scores") << "scores" << QStringList{QStringLiteral("--query_eval_wanted"),
                                                           QStringLiteral("-m"),
                                                           QStringLiteral("official"),
                                                           QStringLiteral("-m"),
                                                           QStringLiteral("relstring.20"),
                                                           QStringLiteral("-m"),
                                                           QStringLiteral("ndcg")}
                                << "expected.q.txt";
    }

    void moreMeasures()
    {
        QFETCH(QString, dir);
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        const QString base = fixturePath(QStringLiteral("trec_eval/%1/").arg(dir));
        const CliResult r =
            runCli(QStringList{QStringLiteral("eval")} + options +
                   QStringList{base + QStringLiteral("qrels.txt"), base + QStringLiteral("run.txt")});
        QCOMPARE(r.exitCode, 0);
        compareOutput(r.out, readAll(base + expected));
    }

    // Malformed scores are read like trec_eval does, with a warning naming file and line.
    void malformedScoreWarns()
    {
        const QString base = fixturePath(QStringLiteral("trec_eval/scores/"));
        const CliResult r = runCli(
            {QStringLiteral("eval"), base + QStringLiteral("qrels.txt"), base + QStringLiteral("run.txt")});
        QCOMPARE(r.exitCode, 0);
        // run.txt line 2 is "q0 Q0 doc0 2 abc sys".
        QVERIFY2(r.err.contains(QStringLiteral("run.txt:2: the score 'abc' is not a number")),
                 qPrintable(r.err));
    }

    void malformedGradeWarns()
    {
        const QString base = fixturePath(QStringLiteral("trec_eval/grades/"));
        const CliResult r = runCli(
            {QStringLiteral("eval"), base + QStringLiteral("qrels.txt"), base + QStringLiteral("run.txt")});
        QCOMPARE(r.exitCode, 0);
        // qrels.txt line 1 is "1 0 d1_10 x".
        QVERIFY2(r.err.contains(QStringLiteral("qrels.txt:1: the grade 'x' is not an integer")),
                 qPrintable(r.err));
    }

    // Qrels from a process substitution and the run from /dev/stdin (pipes): no size, no seeking.
    void readsPipes()
    {
        const QString bash = QStandardPaths::findExecutable(QStringLiteral("bash"));
        if (bash.isEmpty())
            QSKIP("needs bash for <(...)");
        const QString base = fixturePath(QStringLiteral("trec_eval/graded/"));
        QProcess process;
        process.start(bash, {QStringLiteral("-c"),
                             QStringLiteral("cat \"$2\" | \"$0\" eval -q <(cat \"$1\") /dev/stdin"),
                             QStringLiteral(GOLDSET_CLI_PATH), base + QStringLiteral("qrels.txt"),
                             base + QStringLiteral("run.txt")});
        QVERIFY(process.waitForFinished(300000));
        QCOMPARE(process.exitCode(), 0);
        compareOutput(QString::fromUtf8(process.readAllStandardOutput()),
                      readAll(base + QStringLiteral("expected.official.q.txt")));
    }

    // trec_eval options that Goldset does not implement are refused by name, nothing printed.
    void unsupportedOptions_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::newRow("-Z") << QStringList{QStringLiteral("-Z"), QStringLiteral("zfile")};
        QTest::newRow("-R prefs") << QStringList{QStringLiteral("-R"), QStringLiteral("prefs")};
        QTest::newRow("--Results_format") << QStringList{QStringLiteral("--Results_format=other")};
        QTest::newRow("-D") << QStringList{QStringLiteral("-D1")};
    }

    void unsupportedOptions()
    {
        QFETCH(QStringList, options);
        const QString base = fixturePath(QStringLiteral("trec_eval/graded/"));
        const CliResult r =
            runCli(QStringList{QStringLiteral("eval")} + options +
                   QStringList{base + QStringLiteral("qrels.txt"), base + QStringLiteral("run.txt")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
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

    // Qrels in any order: a query's judgments spread over the file read as if grouped.
    void qrelsInAnyOrder()
    {
        QTemporaryDir dir;
        const QString base = fixturePath(QStringLiteral("trec_eval/graded/"));
        QStringList lines =
            readAll(base + QStringLiteral("qrels.txt")).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        std::reverse(lines.begin(), lines.end());
        QStringList interleaved; // even lines first, then odd ones: every query split in two
        for (int pass = 0; pass < 2; ++pass)
            for (int i = pass; i < lines.size(); i += 2)
                interleaved << lines[i];
        const QString qrels = dir.filePath(QStringLiteral("qrels.txt"));
        QFile file(qrels);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write((interleaved.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
        file.close();
        const CliResult r =
            runCli({QStringLiteral("eval"), QStringLiteral("-q"), qrels, base + QStringLiteral("run.txt")});
        QCOMPARE(r.exitCode, 0);
        compareOutput(r.out, readAll(base + QStringLiteral("expected.official.q.txt")));
    }

    // A docno judged twice in one query, its lines apart: the error names both lines.
    void qrelsDuplicateIsAnError()
    {
        QTemporaryDir dir;
        const QString qrels = dir.filePath(QStringLiteral("qrels.txt"));
        QFile file(qrels);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("q1 0 a 1\nq1 0 b 0\nq2 0 a 1\nq2 0 c 2\nq1 0 d 1\nq1 0 b 2\n");
        file.close();
        const CliResult r =
            runCli({QStringLiteral("eval"), qrels, samplePath(QStringLiteral("trec-small/run.txt"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(qrels + QStringLiteral(":6")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("'b' is judged twice for query 'q1' (first on line 2)")),
                 qPrintable(r.err));
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
        // A malformed line first (line 1: 5 fields; trec_eval refuses it too; a score that is not
        // a number is no error, trec_eval reads it with atof), a duplicate later.
        const QString malformedFirst =
            write("b.txt", "q1 Q0 d1 1 r\n" + many + "q3 Q0 d9 1 2 r\nq3 Q0 d9 2 1 r\n");
        r = runCli({QStringLiteral("eval"), qrels, malformedFirst});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(malformedFirst + QStringLiteral(":1")) &&
                     r.err.contains(QStringLiteral("6 fields")),
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
