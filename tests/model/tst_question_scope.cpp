#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "storage/Project.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// Metrics count the accepted questions unless --questions all, and say how many they left
// out; check without thresholds is refused unless --allow-empty; eval --project honours or
// refuses trec_eval's options; the metric table as CSV.
class TestQuestionScope : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;

    static QJsonObject json(const CliResult& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

    CliResult eval(const QStringList& more)
    {
        return runCli(QStringList{QStringLiteral("eval"), QStringLiteral("--project"), m_demo,
                                  QStringLiteral("--run"), QStringLiteral("hybrid-v2")} +
                      more);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_demo = m_dir.filePath(QStringLiteral("demo.goldset"));
        QVERIFY(demo::writeDemoProject(m_demo).ok());
        // The case: reject q01-q03, make q04 a draft.
        auto project = storage::Project::open(m_demo, storage::Project::OpenMode::OpenExisting);
        QVERIFY(project.ok());
        QSqlQuery q((*project)->connection());
        QVERIFY(q.exec(QStringLiteral(
            "UPDATE question SET status = 'rejected' WHERE external_id IN ('q01','q02','q03')")));
        QCOMPARE(q.numRowsAffected(), 3);
        QVERIFY(q.exec(QStringLiteral("UPDATE question SET status = 'draft' WHERE external_id = 'q04'")));
    }

    void acceptedByDefault()
    {
        const CliResult all =
            eval({QStringLiteral("--json"), QStringLiteral("--questions"), QStringLiteral("all")});
        QCOMPARE(all.exitCode, 0);
        QCOMPARE(json(all).value(QStringLiteral("questions")).toInt(), 45);
        QCOMPARE(json(all).value(QStringLiteral("questions_left_out")).toInt(), 0);
        QVERIFY2(!all.err.contains(QStringLiteral("left out")), qPrintable(all.err));
        // The accepted questions' mean, from the per-question values of the whole run.
        double sum = 0;
        int n = 0;
        for (const QJsonValue& row : json(all).value(QStringLiteral("per_question")).toArray()) {
            const QString qid = row[QStringLiteral("qid")].toString();
            if (qid == QLatin1String("q01") || qid == QLatin1String("q02") || qid == QLatin1String("q03") ||
                qid == QLatin1String("q04"))
                continue;
            sum += row[QStringLiteral("metrics")][QStringLiteral("P_5")].toDouble();
            ++n;
        }
        QCOMPARE(n, 41);

        const CliResult accepted = eval({QStringLiteral("--json")});
        QCOMPARE(accepted.exitCode, 0);
        const QJsonObject o = json(accepted);
        QCOMPARE(o.value(QStringLiteral("questions")).toInt(), 41);
        QCOMPARE(o.value(QStringLiteral("questions_left_out")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("question_scope")).toString(), QStringLiteral("accepted"));
        QVERIFY(qAbs(o.value(QStringLiteral("metrics"))[QStringLiteral("P_5")].toDouble() - sum / n) < 1e-12);
        QVERIFY2(accepted.err.contains(QStringLiteral(
                     "4 questions left out (1 draft, 3 rejected); --questions all counts them")),
                 qPrintable(accepted.err));
        QCOMPARE(eval({QStringLiteral("--questions"), QStringLiteral("some")}).exitCode, 2);
    }

    void checkAndReportUseTheScope()
    {
        const CliResult check =
            runCli({QStringLiteral("check"), QStringLiteral("--project"), m_demo, QStringLiteral("--run"),
                    QStringLiteral("hybrid-v2"), QStringLiteral("--threshold"), QStringLiteral("P_5=0")});
        QVERIFY(check.err.contains(QStringLiteral("4 questions left out")));
        const CliResult checkAll =
            runCli({QStringLiteral("check"), QStringLiteral("--project"), m_demo, QStringLiteral("--run"),
                    QStringLiteral("hybrid-v2"), QStringLiteral("--threshold"), QStringLiteral("P_5=0"),
                    QStringLiteral("--questions"), QStringLiteral("all")});
        QVERIFY(!checkAll.err.contains(QStringLiteral("left out")));
        const QString md = m_dir.filePath(QStringLiteral("r.md"));
        QCOMPARE(runCli({QStringLiteral("report"), QStringLiteral("--project"), m_demo,
                         QStringLiteral("--runs"), QStringLiteral("hybrid-v2"), QStringLiteral("--format"),
                         QStringLiteral("md"), QStringLiteral("--out"), md})
                     .exitCode,
                 0);
        QFile file(md);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(file.readAll())
                    .contains(QStringLiteral("4 questions of the run left out (1 draft, 3 rejected).")));
    }

    void checkWithoutThresholds()
    {
        const QString path = m_dir.filePath(QStringLiteral("bare.goldset"));
        const QString run = m_dir.filePath(QStringLiteral("run.txt"));
        QFile file(run);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("q1 Q0 d#1 1 1.0 t\n");
        file.close();
        QCOMPARE(
            runCli({QStringLiteral("import"), QStringLiteral("--project"), path, QStringLiteral("--format"),
                    QStringLiteral("trec-run"), QStringLiteral("--run-name"), QStringLiteral("r"), run})
                .exitCode,
            0);
        const QStringList args{QStringLiteral("check"), QStringLiteral("--project"), path,
                               QStringLiteral("--run"), QStringLiteral("r")};
        const CliResult refused = runCli(args);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("no thresholds")), qPrintable(refused.err));
        QVERIFY(refused.out.isEmpty());
        const CliResult allowed = runCli(args + QStringList{QStringLiteral("--allow-empty")});
        QCOMPARE(allowed.exitCode, 0);
        QVERIFY(allowed.out.contains(QStringLiteral("no thresholds")));
    }

    void trecOptionsRefused_data()
    {
        QTest::addColumn<QStringList>("option");
        QTest::newRow("-c") << QStringList{QStringLiteral("-c")};
        QTest::newRow("-l") << QStringList{QStringLiteral("-l"), QStringLiteral("2")};
        QTest::newRow("-J") << QStringList{QStringLiteral("-J")};
        QTest::newRow("-M") << QStringList{QStringLiteral("-M"), QStringLiteral("5")};
        QTest::newRow("-N") << QStringList{QStringLiteral("-N"), QStringLiteral("100")};
        QTest::newRow("-qc") << QStringList{QStringLiteral("-qc")};
    }

    void trecOptionsRefused()
    {
        QFETCH(QStringList, option);
        const CliResult r = eval(option);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("is not supported with --project")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void summaryAndPerQuery()
    {
        const CliResult full = eval({QStringLiteral("-m"), QStringLiteral("P.5")});
        QCOMPARE(full.exitCode, 0);
        const QStringList lines = full.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 42); // 41 questions and "all"
        QVERIFY(lines.last().contains(QStringLiteral("\tall\t")));
        // -q: what the project form prints anyway; -n: no summary.
        QCOMPARE(eval({QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("P.5")}).out, full.out);
        const CliResult noSummary = eval({QStringLiteral("-n"), QStringLiteral("-m"), QStringLiteral("P.5")});
        QCOMPARE(noSummary.out, QStringList(lines.mid(0, 41)).join(QLatin1Char('\n')) + QLatin1Char('\n'));
    }

    void csvTable()
    {
        const CliResult csv =
            eval({QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-m"),
                  QStringLiteral("P.5"), QStringLiteral("-m"), QStringLiteral("recip_rank")});
        QCOMPARE(csv.exitCode, 0);
        const QStringList rows = csv.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 43);                                    // header, 41 questions, all
        QCOMPARE(rows.first(), QStringLiteral("qid,recip_rank,P_5")); // trec_eval's order
        const QJsonObject o =
            json(eval({QStringLiteral("--json"), QStringLiteral("-m"), QStringLiteral("P.5"),
                       QStringLiteral("-m"), QStringLiteral("recip_rank")}));
        const QStringList all = rows.last().split(QLatin1Char(','));
        QCOMPARE(all.value(0), QStringLiteral("all"));
        QCOMPARE(all.value(2).toDouble(),
                 o.value(QStringLiteral("metrics"))[QStringLiteral("P_5")].toDouble());
        QCOMPARE(all.value(1).toDouble(),
                 o.value(QStringLiteral("metrics"))[QStringLiteral("recip_rank")].toDouble());
        const QJsonArray perQuestion = o.value(QStringLiteral("per_question")).toArray();
        for (int i = 0; i < perQuestion.size(); ++i) {
            const QStringList cells = rows[i + 1].split(QLatin1Char(','));
            QCOMPARE(cells.value(0), perQuestion[i][QStringLiteral("qid")].toString());
            QCOMPARE(cells.value(2).toDouble(),
                     perQuestion[i][QStringLiteral("metrics")][QStringLiteral("P_5")].toDouble());
        }
        QCOMPARE(eval({QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--json")}).exitCode,
                 2);
        QCOMPARE(eval({QStringLiteral("--format"), QStringLiteral("xml")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestQuestionScope)
#include "tst_question_scope.moc"
