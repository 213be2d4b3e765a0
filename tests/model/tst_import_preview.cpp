// The import preview says what the import will do to the project it is for, and the import then
// does exactly that. On the demo project (resources/demo): questions.jsonl holds 58 questions,
// all already in the demo as the file has them; ben.qrels holds 221 distinct (question, chunk)
// grades, all already in the demo under ben (the preview reads its first 200 lines unless told). A file of 3
// questions, 2 new and 1 (q01) with another text, adds 2 and updates 1. Row counts before and after are read
// with plain SQL.

#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "io/ImportPreview.h"
#include "storage/Project.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;

namespace {

QString demoFile(const QString& relative)
{
    return QDir::cleanPath(test::fixturePath(QStringLiteral("../../resources/demo/") + relative));
}

struct Rows
{
    qint64 documents = 0, chunks = 0, questions = 0, labels = 0, nuggets = 0;
    QString questionTexts; // every question's fields an import writes, in id order
    bool operator==(const Rows&) const = default;
};

qint64 count(storage::Project& project, const QString& table)
{
    QSqlQuery q(project.connection());
    if (!q.exec(QStringLiteral("SELECT count(*) FROM ") + table) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

Rows rows(storage::Project& project)
{
    Rows r;
    r.documents = count(project, QStringLiteral("document"));
    r.chunks = count(project, QStringLiteral("chunk"));
    r.questions = count(project, QStringLiteral("question"));
    r.labels = count(project, QStringLiteral("relevance_label"));
    r.nuggets = count(project, QStringLiteral("nugget"));
    QSqlQuery q(project.connection());
    q.exec(
        QStringLiteral("SELECT external_id, text, ground_truth, status, origin FROM question ORDER BY id"));
    while (q.next())
        for (int i = 0; i < 5; ++i)
            r.questionTexts += q.value(i).toString() + QLatin1Char('\t');
    return r;
}

QString gradesOf(storage::Project& project)
{
    QSqlQuery q(project.connection());
    q.exec(QStringLiteral("SELECT question_id, chunk_id, annotator_id, grade FROM relevance_label "
                          "ORDER BY question_id, chunk_id, annotator_id"));
    QString grades;
    while (q.next())
        grades += QStringLiteral("%1 %2 %3 %4\n")
                      .arg(q.value(0).toLongLong())
                      .arg(q.value(1).toLongLong())
                      .arg(q.value(2).toLongLong())
                      .arg(q.value(3).toInt());
    return grades;
}

} // namespace

class TestImportPreview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void reimportedQuestionsChangeNothing();
    void reimportedLabelsChangeNothing();
    void newAndChangedQuestionsAreTold();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<storage::Project> m_project;
};

void TestImportPreview::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto opened = test::openNewDemo(*m_dir);
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().toString()));
    m_project = std::move(*opened);
}

void TestImportPreview::cleanup()
{
    m_project.reset();
    m_dir.reset();
}

void TestImportPreview::reimportedQuestionsChangeNothing()
{
    io::ImportOptions options;
    options.format = QStringLiteral("simple");
    options.paths = {demoFile(QStringLiteral("questions.jsonl"))};
    options.annotator = QStringLiteral("ana");
    const auto preview = io::previewImport(m_project.get(), options);
    QVERIFY2(preview.ok(), preview.ok() ? "" : qPrintable(preview.error().toString()));
    QVERIFY(!preview->sampled);
    QCOMPARE(preview->changes.questions.added, qint64(0));
    QCOMPARE(preview->changes.questions.updated, qint64(0));
    QCOMPARE(preview->changes.questions.unchanged, qint64(58));
    QCOMPARE(preview->changes.documents.total(), qint64(0));
    QCOMPARE(preview->changes.chunks.total(), qint64(0));
    QCOMPARE(preview->changes.labels.total(), qint64(0));
    // No false "will be updated" warning.
    for (const QString& warning : preview->warnings)
        QVERIFY2(!warning.contains(QStringLiteral("updated")), qPrintable(warning));

    const Rows before = rows(*m_project);
    QCOMPARE(before.questions, qint64(58));
    QVERIFY(io::importFiles(*m_project, options));
    const Rows after = rows(*m_project);
    QCOMPARE(after.questions, before.questions);
    QCOMPARE(after.questionTexts, before.questionTexts);
    QCOMPARE(after.documents, before.documents);
    QCOMPARE(after.chunks, before.chunks);
    QCOMPARE(after.labels, before.labels);
    QCOMPARE(after.nuggets, before.nuggets);
}

void TestImportPreview::reimportedLabelsChangeNothing()
{
    io::ImportOptions options;
    options.format = QStringLiteral("trec-qrels");
    options.paths = {demoFile(QStringLiteral("labels/ben.qrels"))};
    options.annotator = QStringLiteral("ben");
    // By default the preview reads the first 200 lines, and says so.
    const auto sampled = io::previewImport(m_project.get(), options);
    QVERIFY(sampled.ok());
    QVERIFY(sampled->sampled);
    QCOMPARE(sampled->changes.labels.unchanged, qint64(200));
    QCOMPARE(sampled->changes.labels.added + sampled->changes.labels.updated, qint64(0));
    const auto preview = io::previewImport(m_project.get(), options, 1000);
    QVERIFY2(preview.ok(), preview.ok() ? "" : qPrintable(preview.error().toString()));
    QVERIFY(!preview->sampled);
    QCOMPARE(preview->changes.labels.added, qint64(0));
    QCOMPARE(preview->changes.labels.updated, qint64(0));
    QCOMPARE(preview->changes.labels.unchanged, qint64(221));
    // The qrels name questions and chunks already there: none is added or touched.
    QCOMPARE(preview->changes.questions.total(), qint64(0));
    QCOMPARE(preview->changes.chunks.total(), qint64(0));
    QCOMPARE(preview->changes.documents.total(), qint64(0));

    const Rows before = rows(*m_project);
    const QString grades = gradesOf(*m_project);
    QVERIFY(io::importFiles(*m_project, options));
    QCOMPARE(rows(*m_project), before);
    QCOMPARE(gradesOf(*m_project), grades);
}

void TestImportPreview::newAndChangedQuestionsAreTold()
{
    const QString path = m_dir->filePath(QStringLiteral("three.jsonl"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"qid": "q01", "query": "How long may an unused bike be returned?", "status": "accepted"}
{"qid": "new-1", "query": "Is there a night service?", "status": "accepted"}
{"qid": "new-2", "query": "Who repairs a broken display?", "status": "accepted"}
)");
    file.close();
    io::ImportOptions options;
    options.format = QStringLiteral("simple");
    options.paths = {path};
    options.annotator = QStringLiteral("ana");
    const auto preview = io::previewImport(m_project.get(), options);
    QVERIFY2(preview.ok(), preview.ok() ? "" : qPrintable(preview.error().toString()));
    QCOMPARE(preview->changes.questions.added, qint64(2));
    QCOMPARE(preview->changes.questions.updated, qint64(1));
    QCOMPARE(preview->changes.questions.unchanged, qint64(0));
    QVERIFY2(preview->warnings.contains(QStringLiteral("1 question(s) already in the project will be updated "
                                                       "(merged by id).")),
             qPrintable(preview->warnings.join(QLatin1Char('\n'))));

    const Rows before = rows(*m_project);
    QVERIFY(io::importFiles(*m_project, options));
    const Rows after = rows(*m_project);
    QCOMPARE(after.questions, before.questions + 2);
    QCOMPARE(after.documents, before.documents);
    QCOMPARE(after.chunks, before.chunks);
    QSqlQuery q(m_project->connection());
    QVERIFY(q.exec(QStringLiteral("SELECT text FROM question WHERE external_id = 'q01'")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("How long may an unused bike be returned?"));
}

QTEST_GUILESS_MAIN(TestImportPreview)
#include "tst_import_preview.moc"
