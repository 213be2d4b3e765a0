#include "ImportTestHelpers.h"
#include "TestSupport.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace goldset;
using namespace goldset::test;

// A BEIR folder with several qrels splits: one split is imported (test unless --split says
// otherwise), with only its queries, as BEIR's GenericDataLoader(...).load(split) does.
class TestImportBeir : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_beir;
    int m_serial = 0;

    std::unique_ptr<storage::Project> fresh()
    {
        return openProject(m_dir.filePath(QStringLiteral("p%1.goldset").arg(++m_serial)));
    }
    Result<io::ImportReport> importSplit(storage::Project& project, const QString& folder,
                                         const QString& split)
    {
        io::ImportOptions options;
        options.format = QStringLiteral("beir");
        options.paths = {folder};
        options.split = split;
        return io::importFiles(project, options);
    }
    static QString makeFolder(const QString& root, const QStringList& splits)
    {
        QDir().mkpath(root + QStringLiteral("/qrels"));
        writeFile(root + QStringLiteral("/corpus.jsonl"),
                  "{\"_id\": \"d1\", \"title\": \"D\", \"text\": \"One.\"}\n"
                  "{\"_id\": \"d2\", \"title\": \"D\", \"text\": \"Two.\"}\n"
                  "{\"_id\": \"d3\", \"title\": \"D\", \"text\": \"Three.\"}\n");
        writeFile(
            root + QStringLiteral("/queries.jsonl"),
            "{\"_id\": \"q1\", \"text\": \"Train one?\"}\n{\"_id\": \"q2\", \"text\": \"Train two?\"}\n"
            "{\"_id\": \"q3\", \"text\": \"Dev three?\"}\n{\"_id\": \"q4\", \"text\": \"Test four?\"}\n");
        const QHash<QString, QByteArray> qrels = {
            {QStringLiteral("train"), "query-id\tcorpus-id\tscore\nq1\td1\t1\nq2\td2\t1\n"},
            {QStringLiteral("dev"), "query-id\tcorpus-id\tscore\nq3\td3\t2\n"},
            {QStringLiteral("test"), "query-id\tcorpus-id\tscore\nq4\td1\t2\nq4\td2\t0\n"}};
        for (const QString& split : splits)
            writeFile(root + QStringLiteral("/qrels/") + split + QStringLiteral(".tsv"), qrels.value(split));
        return root;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_beir = makeFolder(m_dir.filePath(QStringLiteral("beir")),
                            {QStringLiteral("train"), QStringLiteral("dev"), QStringLiteral("test")});
    }

    void testSplitByDefaultWithWarning()
    {
        auto project = fresh();
        auto report = importSplit(*project, m_beir, {});
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
        QCOMPARE(project->stats().questions, 1);
        QCOMPARE(project->stats().relevanceLabels, 2);
        QCOMPARE(project->stats().chunks, 3);
        QCOMPARE(gradeOf(*project, QStringLiteral("q4"), QStringLiteral("d1"), QStringLiteral("beir")), 2);
        QCOMPARE(gradeOf(*project, QStringLiteral("q4"), QStringLiteral("d2"), QStringLiteral("beir")), 0);
        QVERIFY(!project->questions().byExternalId(QStringLiteral("q1")));
        QCOMPARE(report->warnings.size(), 1);
        QVERIFY(report->warnings.first().contains(QStringLiteral("dev, test, train")));
        QVERIFY(report->warnings.first().contains(QStringLiteral("--split")));
    }

    void chosenSplit()
    {
        auto project = fresh();
        auto report = importSplit(*project, m_beir, QStringLiteral("dev"));
        QVERIFY(report.ok());
        QVERIFY(report->warnings.isEmpty());
        QCOMPARE(project->stats().questions, 1);
        QCOMPARE(project->questions().byExternalId(QStringLiteral("q3"))->text, QStringLiteral("Dev three?"));
        QCOMPARE(gradeOf(*project, QStringLiteral("q3"), QStringLiteral("d3"), QStringLiteral("beir")), 2);
        QCOMPARE(project->stats().relevanceLabels, 1);
    }

    void unknownSplitIsAnError()
    {
        auto project = fresh();
        auto report = importSplit(*project, m_beir, QStringLiteral("validation"));
        QVERIFY(!report.ok());
        QVERIFY(report.error().toString().contains(QStringLiteral("qrels/validation.tsv")));
        QVERIFY(report.error().toString().contains(QStringLiteral("dev, test, train")));
        QCOMPARE(project->stats().questions, 0);
        QCOMPARE(project->stats().chunks, 0);
    }

    void severalSplitsWithoutTestNeedAChoice()
    {
        const QString folder = makeFolder(m_dir.filePath(QStringLiteral("notest")),
                                          {QStringLiteral("train"), QStringLiteral("dev")});
        auto project = fresh();
        auto report = importSplit(*project, folder, {});
        QVERIFY(!report.ok());
        QVERIFY(report.error().toString().contains(QStringLiteral("--split")));
    }

    // One qrels file: all queries, as before (a Goldset export has questions without labels).
    void singleSplitKeepsAllQueries()
    {
        const QString folder = makeFolder(m_dir.filePath(QStringLiteral("single")), {QStringLiteral("test")});
        auto project = fresh();
        auto report = importSplit(*project, folder, {});
        QVERIFY(report.ok());
        QVERIFY(report->warnings.isEmpty());
        QCOMPARE(project->stats().questions, 4);
        QCOMPARE(project->stats().relevanceLabels, 2);
    }

    void cliSplitOption()
    {
        const QString project = m_dir.filePath(QStringLiteral("cli.goldset"));
        const CliResult r = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                                    QStringLiteral("--format"), QStringLiteral("beir"),
                                    QStringLiteral("--split"), QStringLiteral("train"), m_beir});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("imported 3 documents, 3 chunks, 2 questions, 2 labels"));
    }
};

QTEST_GUILESS_MAIN(TestImportBeir)
#include "tst_import_beir.moc"
