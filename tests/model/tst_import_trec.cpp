#include "ImportTestHelpers.h"
#include "TestSupport.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// TREC files as trec_eval reads them: comment lines, grades of other scales mapped onto 0..3
// (--grade-map) with the original kept, run lines with fields after the sixth.
class TestImportTrec : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_serial = 0;

    std::unique_ptr<storage::Project> fresh()
    {
        return openProject(m_dir.filePath(QStringLiteral("p%1.goldset").arg(++m_serial)));
    }

    // Like trec_eval's qrels.test.with-comments and TREC-COVID: comments (also a '#' inside a
    // docno, which is not one), grades -1, 0..4 and 6.
    QString qrelsFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("qrels.txt"));
        writeFile(path, "# comment here\n"
                        "301 0 FBIS3-10082 1\n"
                        "301 0 FBIS3-10169 -1\n"
                        "   # indented comment\n"
                        "301 0 CR#93E-1860 4\n"
                        "\n"
                        "302 0 FT921-1 +2\n"
                        "302 0 FT921-2 6\n"
                        "302 0 FT921-3 -1\n"
                        "302 0 FT921-4 3\n"
                        "302 0 FT921-5 0\n");
        return path;
    }

    // relevance_label rows as "qid docid grade source_grade" (source NULL as "-").
    static QStringList labelRows(storage::Project& project)
    {
        QSqlQuery q(project.connection());
        QStringList rows;
        if (!q.exec(QStringLiteral("SELECT qu.external_id, ch.external_id, l.grade, l.source_grade"
                                   " FROM relevance_label l JOIN question qu ON qu.id = l.question_id"
                                   " JOIN chunk ch ON ch.id = l.chunk_id ORDER BY 1, 2")))
            return {q.lastError().text()};
        while (q.next())
            rows << QStringLiteral("%1 %2 %3 %4")
                        .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                             q.value(3).isNull() ? QStringLiteral("-") : q.value(3).toString());
        return rows;
    }

    static QString message(const Result<io::ImportReport>& r)
    {
        return r.ok() ? QString() : r.error().toString();
    }

private Q_SLOTS:
    void qrelsDefaultGradeMap()
    {
        auto project = fresh();
        auto report = importInto(*project, QStringLiteral("trec-qrels"), {qrelsFile()});
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->labels, 8);
        // Default: <= 0 -> 0, above 3 -> 3; a '+' sign is trec_eval's too.
        QCOMPARE(labelRows(*project), (QStringList{
                                          QStringLiteral("301 CR#93E-1860 3 4"),
                                          QStringLiteral("301 FBIS3-10082 1 -"),
                                          QStringLiteral("301 FBIS3-10169 0 -1"),
                                          QStringLiteral("302 FT921-1 2 -"),
                                          QStringLiteral("302 FT921-2 3 6"),
                                          QStringLiteral("302 FT921-3 0 -1"),
                                          QStringLiteral("302 FT921-4 3 -"),
                                          QStringLiteral("302 FT921-5 0 -"),
                                      }));
        const QString warnings = report->warnings.join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QStringLiteral("mapped 4 grades onto 0..3 (-1->0: 2, 4->3: 1, 6->3: 1)")),
                 qPrintable(warnings));
    }

    void qrelsExplicitGradeMap()
    {
        auto project = fresh();
        io::ImportOptions options;
        options.format = QStringLiteral("trec-qrels");
        options.paths = {qrelsFile()};
        options.gradeMap = QStringLiteral("-1=0, 4=2,3=2");
        auto report = io::importFiles(*project, options);
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(labelRows(*project), (QStringList{
                                          QStringLiteral("301 CR#93E-1860 2 4"),
                                          QStringLiteral("301 FBIS3-10082 1 -"),
                                          QStringLiteral("301 FBIS3-10169 0 -1"),
                                          QStringLiteral("302 FT921-1 2 -"),
                                          QStringLiteral("302 FT921-2 3 6"),
                                          QStringLiteral("302 FT921-3 0 -1"),
                                          QStringLiteral("302 FT921-4 2 3"),
                                          QStringLiteral("302 FT921-5 0 -"),
                                      }));
        QVERIFY(
            report->warnings.join(QLatin1Char('\n'))
                .contains(QStringLiteral("mapped 5 grades onto 0..3 (-1->0: 2, 3->2: 1, 4->2: 1, 6->3: 1)")));

        // A re-import with the default rule sets the grades and originals anew.
        QVERIFY(importInto(*project, QStringLiteral("trec-qrels"), {qrelsFile()}).ok());
        QVERIFY(labelRows(*project).contains(QStringLiteral("302 FT921-4 3 -")));
        QVERIFY(labelRows(*project).contains(QStringLiteral("301 CR#93E-1860 3 4")));
    }

    void badGradeMapRefused_data()
    {
        QTest::addColumn<QString>("map");
        QTest::newRow("target above 3") << QStringLiteral("4=4");
        QTest::newRow("no =") << QStringLiteral("-1");
        QTest::newRow("not a number") << QStringLiteral("x=1");
        QTest::newRow("negative target") << QStringLiteral("1=-1");
    }

    void badGradeMapRefused()
    {
        QFETCH(QString, map);
        auto project = fresh();
        io::ImportOptions options;
        options.format = QStringLiteral("trec-qrels");
        options.paths = {qrelsFile()};
        options.gradeMap = map;
        auto report = io::importFiles(*project, options);
        QVERIFY(!report.ok());
        QVERIFY2(report.error().message.contains(QStringLiteral("--grade-map")), qPrintable(message(report)));
        QCOMPARE(project->stats().relevanceLabels, 0);
    }

    void qrelsNonIntegerGradeNamesItsPlace()
    {
        auto project = fresh();
        const QString path = m_dir.filePath(QStringLiteral("float.qrels"));
        writeFile(path, "q1 0 d1 1\nq1 0 d2 0.5\n");
        auto report = importInto(*project, QStringLiteral("trec-qrels"), {path});
        QVERIFY(!report.ok());
        QCOMPARE(report.error().line, 2);
        QCOMPARE(report.error().column, 9);
        QVERIFY(report.error().message.contains(QStringLiteral("integer grade, got '0.5'")));
    }

    // trec_eval's results.trunc: junk after the sixth field, which trec_eval ignores.
    void runWithExtraFields()
    {
        auto project = fresh();
        const QString path = m_dir.filePath(QStringLiteral("results.trunc"));
        writeFile(path, "# a comment\n"
                        "301\tQ0\tFBIS3-27619\t99\t  2.138276\tSTANDARD more junk at\n"
                        "301\tQ0\tFBIS3-2934\t98\t  2.139655\tSTANDARD\n"
                        "303\tQ0\tFT941-17652\t99\t  1.857372\tSTANDARD end of lines.\n");
        auto report = importInto(*project, QStringLiteral("trec-run"), {path}, QStringLiteral("std"));
        QVERIFY2(report.ok(), qPrintable(message(report)));
        QCOMPARE(report->retrievals, 3);
        QVERIFY(report->warnings.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("2 lines have more than 6 fields (first on line 2)")));
        QSqlQuery q(project->connection());
        QVERIFY(q.exec(
            QStringLiteral("SELECT qu.external_id, ch.external_id, r.rank, r.score FROM retrieval r"
                           " JOIN question qu ON qu.id = r.question_id JOIN chunk ch ON ch.id = r.chunk_id"
                           " ORDER BY 1, 3")));
        QStringList rows;
        while (q.next())
            rows << QStringLiteral("%1 %2 %3 %4")
                        .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                             q.value(3).toString());
        QCOMPARE(rows, (QStringList{QStringLiteral("301 FBIS3-2934 1 2.139655"),
                                    QStringLiteral("301 FBIS3-27619 2 2.138276"),
                                    QStringLiteral("303 FT941-17652 1 1.857372")}));
    }

    void cliGradeMap()
    {
        const QString project = m_dir.filePath(QStringLiteral("cli.goldset"));
        const CliResult bad = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                                      QStringLiteral("--format"), QStringLiteral("trec-qrels"),
                                      QStringLiteral("--grade-map"), QStringLiteral("4=9"), qrelsFile()});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--grade-map")), qPrintable(bad.err));
        QVERIFY(!QFile::exists(project));
        const CliResult ok = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                                     QStringLiteral("--format"), QStringLiteral("trec-qrels"),
                                     QStringLiteral("--grade-map"), QStringLiteral("-1=1"), qrelsFile()});
        QCOMPARE(ok.exitCode, 0);
        QVERIFY2(ok.err.contains(QStringLiteral("mapped 4 grades onto 0..3 (-1->1: 2, 4->3: 1, 6->3: 1)")),
                 qPrintable(ok.err));
        QVERIFY(ok.out.contains(QStringLiteral("8 labels")));
    }
};

QTEST_GUILESS_MAIN(TestImportTrec)
#include "tst_import_trec.moc"
