#include "TestSupport.h"
#include "jobs/SaveCopyJob.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Migrations.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <chrono>
#include <thread>

using namespace goldset;
using namespace goldset::storage;

namespace {

QByteArray fileHash(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// Builds a SQLite file from SQL text with a plain connection (not through Goldset).
void buildFromSql(const QString& path, const QString& sqlText)
{
    const QString name = QStringLiteral("fixture-builder");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        for (QString statement : sqlText.split(QLatin1Char(';'))) {
            QStringList lines = statement.split(QLatin1Char('\n'));
            lines.removeIf([](const QString& l) { return l.trimmed().startsWith(QLatin1String("--")); });
            statement = lines.join(QLatin1Char('\n')).trimmed();
            if (statement.isEmpty())
                continue;
            QVERIFY2(query.exec(statement),
                     qPrintable(query.lastError().text() + QStringLiteral(": ") + statement));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace

class TestStorage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createAndReopen();
    void everyChangeIsCommittedAtOnce();
    void migratesVersionOneForward();
    void migratesVersionThreeForward();
    void refusesNewerSchemaAndLeavesFileUntouched();
    void refusesNonProjectFiles_data();
    void refusesNonProjectFiles();
    void refusesMissingFileWhenOpeningExisting();
    void stubChunksAreFilledByCorpus();
    void searchFindsEnglishGermanAndCjk();
    void saveCopyAs();
    void saveCopyJob();
    void interrupterStopsAStatement();
    void twoConnectionsShareOneFile();
    void anotherProcessNeverLosesTheLog();
    void questionsSortInNaturalIdOrder_data();
    void questionsSortInNaturalIdOrder();
};

void TestStorage::createAndReopen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.goldset"));
    {
        auto project = Project::open(path, Project::OpenMode::CreateIfMissing);
        QVERIFY2(project.ok(), qPrintable(project.ok() ? QString() : project.error().toString()));
        QCOMPARE((*project)->database().schemaVersion(), latestSchemaVersion());
        auto doc = (*project)->corpus().upsertDocument(
            Document{.externalId = QStringLiteral("returns"), .title = QStringLiteral("Returns")});
        QVERIFY2(doc.ok(), qPrintable(doc.ok() ? QString() : doc.error().toString()));
        Chunk chunk;
        chunk.documentId = *doc;
        chunk.externalId = QStringLiteral("returns#0");
        chunk.text = QStringLiteral("Unused bikes can be returned within 30 days.");
        QVERIFY((*project)->corpus().upsertChunk(chunk).ok());
        Question q;
        q.externalId = QStringLiteral("q1");
        q.text = QStringLiteral("How long do I have?");
        q.groundTruth = QStringLiteral("30 days");
        QVERIFY((*project)->questions().upsert(q).ok());
    }
    auto reopened = Project::open(path);
    QVERIFY(reopened.ok());
    const ProjectStats stats = (*reopened)->stats();
    QCOMPARE(stats.documents, 1);
    QCOMPARE(stats.chunks, 1);
    QCOMPARE(stats.questions, 1);
    QCOMPARE((*reopened)->questions().byExternalId(QStringLiteral("q1"))->groundTruth,
             QStringLiteral("30 days"));

    QSqlQuery pragma((*reopened)->connection());
    QVERIFY(pragma.exec(QStringLiteral("PRAGMA journal_mode")) && pragma.next());
    QCOMPARE(pragma.value(0).toString(), QStringLiteral("wal"));
    QVERIFY(pragma.exec(QStringLiteral("PRAGMA foreign_keys")) && pragma.next());
    QCOMPARE(pragma.value(0).toInt(), 1);
    QVERIFY(pragma.exec(QStringLiteral("PRAGMA application_id")) && pragma.next());
    QCOMPARE(pragma.value(0).toInt(), kApplicationId);
}

void TestStorage::everyChangeIsCommittedAtOnce()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.goldset"));
    auto writer = Project::open(path, Project::OpenMode::CreateIfMissing);
    QVERIFY(writer.ok());
    auto annotator = (*writer)->annotators().ensure(QStringLiteral("ana"));
    QVERIFY(annotator.ok());
    auto doc = (*writer)->corpus().upsertDocument(Document{.externalId = QStringLiteral("d")});
    Chunk chunk;
    chunk.documentId = *doc;
    chunk.externalId = QStringLiteral("d#0");
    chunk.text = QStringLiteral("text");
    auto chunkId = (*writer)->corpus().upsertChunk(chunk);
    Question q;
    q.externalId = QStringLiteral("q1");
    q.text = QStringLiteral("?");
    auto questionId = (*writer)->questions().upsert(q);
    QVERIFY((*writer)->labels().setLabel(*questionId, *chunkId, *annotator, 2).ok());
    // A second connection (another window, or the app after a crash) sees the label at once.
    auto reader = Project::open(path);
    QVERIFY2(reader.ok(), qPrintable(reader.ok() ? QString() : reader.error().toString()));
    auto label = (*reader)->labels().label(*questionId, *chunkId, *annotator);
    QVERIFY(label.has_value());
    QCOMPARE(label->grade, 2);
    QVERIFY(!(*writer)->labels().setLabel(*questionId, *chunkId, *annotator, 4).ok());
    QCOMPARE((*reader)->labels().label(*questionId, *chunkId, *annotator)->grade, 2);
}

void TestStorage::migratesVersionOneForward()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.goldset"));
    QFile sql(test::fixturePath(QStringLiteral("schema_v1.sql")));
    QVERIFY(sql.open(QIODevice::ReadOnly));
    buildFromSql(path, QString::fromUtf8(sql.readAll()));
    if (QTest::currentTestFailed())
        return;
    auto probe = Database::probe(path);
    QVERIFY(probe.ok());
    QCOMPARE(probe->schemaVersion, 1);
    QVERIFY(probe->isGoldset);

    auto project = Project::open(path);
    QVERIFY2(project.ok(), qPrintable(project.ok() ? QString() : project.error().toString()));
    QCOMPARE((*project)->database().schemaVersion(), latestSchemaVersion());
    QCOMPARE((*project)->projectId(), QStringLiteral("6f1c2a9e-0000-4000-8000-00000000v1v1"));
    const auto labels = (*project)->labels().all();
    QCOMPARE(labels.size(), 1);
    QCOMPARE(labels.first().grade, 3);
    QCOMPARE(labels.first().annotatorName, QStringLiteral("ana"));
    // The chunks of the old file are in the new full-text index, Chinese included.
    auto hits = (*project)->corpus().search(QStringLiteral("warranty"), 10);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 1);
    QCOMPARE(hits->first().chunk.externalId, QStringLiteral("warranty#0"));
    hits = (*project)->corpus().search(QStringLiteral("客服热线"), 10);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 1);
    QCOMPARE(hits->first().chunk.externalId, QStringLiteral("support_zh#0"));
}

// A version-3 file (made here by undoing versions 4 and 5 by hand, its one-column index written the way
// version 3 wrote it: CJK bigrams only) gets the two-column index, so that a CJK character ending
// a run is found, the term frequency table and the new indexes.
void TestStorage::migratesVersionThreeForward()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v3.goldset"));
    {
        auto project = Project::open(path, Project::OpenMode::CreateIfMissing);
        QVERIFY(project.ok());
        Document d;
        d.externalId = QStringLiteral("zh");
        const RowId docId = *(*project)->corpus().upsertDocument(d);
        Chunk c;
        c.documentId = docId;
        c.externalId = QStringLiteral("zh#0");
        c.text = QStringLiteral("客服热线");
        QVERIFY((*project)->corpus().upsertChunk(c).ok());
        c.externalId = QStringLiteral("zh#1");
        c.ordinal = 1;
        c.text = QStringLiteral("warranty card");
        QVERIFY((*project)->corpus().upsertChunk(c).ok());
        QSqlQuery q((*project)->connection());
        for (const char* statement :
             {"ALTER TABLE batch DROP COLUMN blind",
              "ALTER TABLE question DROP COLUMN row_version",
              "ALTER TABLE adjudication DROP COLUMN row_version",
              "DROP TABLE monitor_period",
              "DROP TABLE interaction_link",
              "DROP TABLE fired_alert",
              "DROP TABLE alert_rule",
              "DROP TABLE monitor_day_latency",
              "DROP TABLE monitor_day_session",
              "DROP TABLE monitor_day_user",
              "DROP TABLE monitor_day",
              "DROP TABLE interaction",
              "DROP TABLE citation_check",
              "DROP TABLE citation_review",
              "DROP TABLE statement",
              "DROP TABLE answer_relevancy",
              "DROP TABLE nugget_review",
              "DROP TABLE nugget_verdict",
              "DROP TABLE claim_nugget",
              "DROP TABLE nugget",
              "ALTER TABLE job_item DROP COLUMN prompt_tokens",
              "ALTER TABLE job_item DROP COLUMN completion_tokens",
              "ALTER TABLE job_item DROP COLUMN note",
              "ALTER TABLE relevance_label DROP COLUMN source_grade",
              "ALTER TABLE question_score DROP COLUMN source",
              "DROP TABLE package_merge",
              "ALTER TABLE claim DROP COLUMN orphaned",
              "DROP TABLE term_df",
              "DROP INDEX retrieval_by_question_score",
              "DROP INDEX label_by_annotator",
              "DELETE FROM meta WHERE key = 'term_df_chunks'",
              "DROP TABLE chunk_fts_vocab",
              "DROP TABLE chunk_fts",
              "CREATE VIRTUAL TABLE chunk_fts USING fts5(body, content='', tokenize='unicode61 "
              "remove_diacritics 2')",
              "CREATE VIRTUAL TABLE chunk_fts_vocab USING fts5vocab(chunk_fts, 'row')",
              "INSERT INTO chunk_fts(rowid, body) SELECT id, ' 客服 服热 热线 ' FROM chunk WHERE external_id "
              "= 'zh#0'",
              "INSERT INTO chunk_fts(rowid, body) SELECT id, text FROM chunk WHERE external_id = 'zh#1'",
              "PRAGMA user_version = 3"})
            QVERIFY2(q.exec(QString::fromUtf8(statement)), statement);
    }
    auto probe = Database::probe(path);
    QVERIFY(probe.ok());
    QCOMPARE(probe->schemaVersion, 3);
    auto project = Project::open(path);
    QVERIFY2(project.ok(), qPrintable(project.ok() ? QString() : project.error().toString()));
    QCOMPARE((*project)->database().schemaVersion(), latestSchemaVersion());
    storage::CorpusStore& corpus = (*project)->corpus();
    auto hits = corpus.search(QStringLiteral("线"), 10);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 1);
    QCOMPARE(hits->first().chunk.externalId, QStringLiteral("zh#0"));
    QCOMPARE(corpus.search(QStringLiteral("warranty"), 10)->size(), 1);
    QSqlQuery q((*project)->connection());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name IN"
                                  " ('term_df', 'retrieval_by_question_score', 'label_by_annotator')")));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toInt(), 3);
    QVERIFY(q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'term_df_chunks'")));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toInt(), 2);
    // The index is consistent with the text: replacing it forgets the old words.
    auto chunk = corpus.chunkByExternalId(QStringLiteral("zh#0"));
    QVERIFY(chunk);
    chunk->text = QStringLiteral("退货政策");
    QVERIFY(corpus.upsertChunk(*chunk).ok());
    QCOMPARE(corpus.search(QStringLiteral("线"), 10)->size(), 0);
    QCOMPARE(corpus.search(QStringLiteral("热线"), 10)->size(), 0);
    QCOMPARE(corpus.search(QStringLiteral("策"), 10)->size(), 1);
}

void TestStorage::refusesNewerSchemaAndLeavesFileUntouched()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.goldset"));
    {
        auto project = Project::open(path, Project::OpenMode::CreateIfMissing);
        QVERIFY(project.ok());
        QSqlQuery q((*project)->connection());
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(latestSchemaVersion() + 1)));
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
    }
    const QByteArray before = fileHash(path);
    auto project = Project::open(path);
    QVERIFY(!project.ok());
    QVERIFY2(project.error().message.contains(QStringLiteral("newer Goldset")),
             qPrintable(project.error().message));
    QCOMPARE(fileHash(path), before);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")) ||
            QFileInfo(path + QStringLiteral("-wal")).size() == 0);
}

void TestStorage::refusesNonProjectFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("sqlite");
    QTest::newRow("text") << QByteArray("hello, this is not a project\n") << false;
    QTest::newRow("json") << QByteArray("{\"queries\": {}}") << false;
    QTest::newRow("other sqlite") << QByteArray() << true;
}

void TestStorage::refusesNonProjectFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(bool, sqlite);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("other.goldset"));
    if (sqlite) {
        buildFromSql(path, QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);"
                                          "INSERT INTO notes(body) VALUES ('mine')"));
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    const QByteArray before = fileHash(path);
    auto project = Project::open(path);
    QVERIFY(!project.ok());
    QVERIFY2(project.error().message.contains(QStringLiteral("not a Goldset project")),
             qPrintable(project.error().message));
    QCOMPARE(fileHash(path), before);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
}

void TestStorage::refusesMissingFileWhenOpeningExisting()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing.goldset"));
    auto project = Project::open(path);
    QVERIFY(!project.ok());
    QVERIFY(!QFile::exists(path));
}

void TestStorage::stubChunksAreFilledByCorpus()
{
    QTemporaryDir dir;
    auto project =
        Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
    QVERIFY(project.ok());
    CorpusStore& corpus = (*project)->corpus();
    auto stubId = corpus.ensureChunk(QStringLiteral("shipping#2"));
    QVERIFY(stubId.ok());
    QCOMPARE(corpus.ensureChunk(QStringLiteral("shipping#2")).value(), *stubId);
    QVERIFY(corpus.chunkById(*stubId)->stub);
    QCOMPARE((*project)->stats().chunks, 0);
    QCOMPARE((*project)->stats().documents, 0);
    QCOMPARE(corpus.chunkById(*stubId)->ordinal, 2);

    auto doc = corpus.upsertDocument(
        Document{.externalId = QStringLiteral("shipping"), .title = QStringLiteral("Shipping")});
    Chunk chunk;
    chunk.documentId = *doc;
    chunk.externalId = QStringLiteral("shipping#2");
    chunk.ordinal = 2;
    chunk.text =
        QStringLiteral("Bikes ship 90% assembled; the handlebar and pedals are mounted by the customer.");
    QCOMPARE(corpus.upsertChunk(chunk).value(), *stubId);
    QVERIFY(!corpus.chunkById(*stubId)->stub);
    QCOMPARE((*project)->stats().chunks, 1);
    QCOMPARE(corpus.search(QStringLiteral("handlebar pedals"), 5)->size(), 1);
    chunk.text = QStringLiteral("Bikes ship fully assembled.");
    QVERIFY(corpus.upsertChunk(chunk).ok());
    QCOMPARE(corpus.search(QStringLiteral("handlebar"), 5)->size(), 0);
    QCOMPARE(corpus.search(QStringLiteral("assembled"), 5)->size(), 1);
}

void TestStorage::searchFindsEnglishGermanAndCjk()
{
    QTemporaryDir dir;
    auto project =
        Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
    QVERIFY(project.ok());
    CorpusStore& corpus = (*project)->corpus();
    auto doc = corpus.upsertDocument(Document{.externalId = QStringLiteral("mixed")});
    const QStringList texts = {
        QStringLiteral("Die erste Inspektion ist nach 300 Kilometern oder drei Monaten kostenlos."),
        QStringLiteral("バッテリーは冬の間、30〜60%の充電状態で保管してください。"),
        QStringLiteral("客服热线在工作日上午九点到下午六点开放。"),
        QStringLiteral("Frames carry a 10-year warranty against manufacturing defects."),
    };
    for (int i = 0; i < texts.size(); ++i) {
        Chunk chunk;
        chunk.documentId = *doc;
        chunk.externalId = QStringLiteral("mixed#%1").arg(i);
        chunk.ordinal = i;
        chunk.text = texts[i];
        QVERIFY(corpus.upsertChunk(chunk).ok());
    }
    auto first = [&](const QString& q) -> QString {
        auto hits = corpus.search(q, 5);
        return hits.ok() && !hits->isEmpty() ? hits->first().chunk.externalId : QString();
    };
    QCOMPARE(first(QStringLiteral("Inspektion")), QStringLiteral("mixed#0"));
    QCOMPARE(first(QStringLiteral("inspektion kostenlos")), QStringLiteral("mixed#0"));
    QCOMPARE(first(QStringLiteral("保管")), QStringLiteral("mixed#1"));
    QCOMPARE(first(QStringLiteral("客服热线什么时候")), QString()); // every bigram must occur
    QCOMPARE(first(QStringLiteral("客服热线")), QStringLiteral("mixed#2"));
    QCOMPARE(first(QStringLiteral("WARRANTY")), QStringLiteral("mixed#3"));
    QCOMPARE(first(QStringLiteral("\"unbalanced")), QString());
    QCOMPARE(first(QStringLiteral("warranty\" OR \"x")), QString());
}

void TestStorage::saveCopyAs()
{
    QTemporaryDir dir;
    auto project =
        Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
    QVERIFY(project.ok());
    Question q;
    q.externalId = QStringLiteral("q1");
    q.text = QStringLiteral("?");
    QVERIFY((*project)->questions().upsert(q).ok());
    const QString copy = dir.filePath(QStringLiteral("copy.goldset"));
    QVERIFY((*project)->saveCopyAs(copy).ok());
    QVERIFY(!(*project)->saveCopyAs(copy).ok());
    auto reopened = Project::open(copy);
    QVERIFY(reopened.ok());
    QCOMPARE((*reopened)->stats().questions, 1);
    QCOMPARE((*reopened)->projectId(), (*project)->projectId());
}

// The same in the background: the copy opens with the same content; a target that exists is
// refused and left as it was.
void TestStorage::saveCopyJob()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.goldset"));
    {
        auto project = Project::open(path, Project::OpenMode::CreateIfMissing);
        QVERIFY(project.ok());
        Question q;
        q.externalId = QStringLiteral("q1");
        q.text = QStringLiteral("?");
        QVERIFY((*project)->questions().upsert(q).ok());
    }
    const QString copy = dir.filePath(QStringLiteral("copy.goldset"));
    jobs::SaveCopyJob job(path, copy);
    const jobs::JobSummary summary = job.runHere();
    QVERIFY2(summary.fatalError.isEmpty(), qPrintable(summary.fatalError));
    QVERIFY(!summary.cancelled);
    QCOMPARE(summary.done, summary.total);
    auto reopened = Project::open(copy);
    QVERIFY(reopened.ok());
    QCOMPARE((*reopened)->stats().questions, 1);

    const QString existing = dir.filePath(QStringLiteral("existing.goldset"));
    QFile file(existing);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("keep me");
    file.close();
    jobs::SaveCopyJob refused(path, existing);
    QVERIFY(refused.runHere().fatalError.contains(QStringLiteral("already exists")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("keep me"));
}

// What Cancel relies on: the interrupter, called from another thread, stops a statement that
// would otherwise run for a long time.
void TestStorage::interrupterStopsAStatement()
{
    QTemporaryDir dir;
    auto project =
        Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
    QVERIFY(project.ok());
    const std::function<void()> interrupt = (*project)->interrupter();
    std::thread other([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        interrupt();
    });
    QElapsedTimer timer;
    timer.start();
    QSqlQuery q((*project)->connection());
    const bool ran = q.exec(QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c"
                                           " WHERE x < 2000000000) SELECT count(*) FROM c"));
    other.join();
    QVERIFY(!ran);
    QVERIFY2(q.lastError().text().contains(QStringLiteral("interrupt")), qPrintable(q.lastError().text()));
    QVERIFY(timer.elapsed() < 60000);
}

void TestStorage::twoConnectionsShareOneFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.goldset"));
    auto a = Project::open(path, Project::OpenMode::CreateIfMissing);
    auto b = Project::open(path);
    QVERIFY(a.ok() && b.ok());
    for (int i = 0; i < 50; ++i) {
        Question q;
        q.externalId = QStringLiteral("q%1").arg(i);
        q.text = QStringLiteral("from %1").arg(i % 2 ? QLatin1String("a") : QLatin1String("b"));
        QVERIFY(((i % 2) ? (*a) : (*b))->questions().upsert(q).ok());
    }
    QCOMPARE((*a)->stats().questions, 50);
    QSqlQuery check((*b)->connection());
    QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
    QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
}

// The GUI keeps the project open while background work opens the same file again (and
// closes it) and a script runs goldset-cli on it. Opening must never touch the file with a
// descriptor of its own: closing that descriptor would drop this process's SQLite locks, and
// the CLI, thinking itself the last user, would delete the write-ahead log under the GUI.
void TestStorage::anotherProcessNeverLosesTheLog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.goldset"));
    auto gui = Project::open(path, Project::OpenMode::CreateIfMissing);
    QVERIFY(gui.ok());
    Question first;
    first.externalId = QStringLiteral("before");
    first.text = QStringLiteral("written before the others came and went");
    QVERIFY((*gui)->questions().upsert(first).ok());
    {
        auto worker = Project::open(path); // as the Runs page's worker does
        QVERIFY(worker.ok());
    }
    const test::CliResult cli =
        test::runCli({QStringLiteral("stats"), QStringLiteral("--project"), path, QStringLiteral("--json")});
    QCOMPARE(cli.exitCode, 0);
    QVERIFY2(cli.out.contains(QStringLiteral("\"questions\":1")), qPrintable(cli.out));

    Question second;
    second.externalId = QStringLiteral("after");
    second.text = QStringLiteral("written after the CLI closed the file");
    QVERIFY((*gui)->questions().upsert(second).ok());
    auto reader = Project::open(path);
    QVERIFY2(reader.ok(), qPrintable(reader.ok() ? QString() : reader.error().toString()));
    QCOMPARE((*reader)->stats().questions, 2);
    QVERIFY(QFile::exists(path + QStringLiteral("-wal")));
}

QTEST_GUILESS_MAIN(TestStorage)
void TestStorage::questionsSortInNaturalIdOrder_data()
{
    QTest::addColumn<QStringList>("expected");
    // By hand: digit runs by value (fewer digits first; "q0" and "q00", "q02" and "q2" tie and
    // fall back to plain order), other characters case-folded by code unit, so that a digit run
    // sorts after ' ', '-' and '.' but before letters and '_'; a prefix first.
    QTest::newRow("ascii digits") << QStringList{
        QStringLiteral("9"),   QStringLiteral("10"),     QStringLiteral("E1"),  QStringLiteral("e2"),
        QStringLiteral("q"),   QStringLiteral("q-1"),    QStringLiteral("q0"),  QStringLiteral("q00"),
        QStringLiteral("q02"), QStringLiteral("q2"),     QStringLiteral("q2a"), QStringLiteral("Q3"),
        QStringLiteral("q10"), QStringLiteral("q_1"),    QStringLiteral("x 5"), QStringLiteral("x.5"),
        QStringLiteral("x5"),  QStringLiteral("\u00e91")};
    // Arabic-Indic digits (U+0660..): by value too, through the comparison without keys.
    QTest::newRow("other digits") << QStringList{QStringLiteral("q"), QStringLiteral("q\u0662"),
                                                 QStringLiteral("q\u0663"), QStringLiteral("q\u0661\u0660")};
}

void TestStorage::questionsSortInNaturalIdOrder()
{
    QFETCH(QStringList, expected);
    QTemporaryDir dir;
    auto project =
        Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
    QVERIFY(project.ok());
    QStringList shuffled = expected;
    std::reverse(shuffled.begin(), shuffled.end());
    std::rotate(shuffled.begin(), shuffled.begin() + shuffled.size() / 3, shuffled.end());
    for (const QString& id : std::as_const(shuffled)) {
        Question q;
        q.externalId = id;
        q.text = QStringLiteral("Question ") + id;
        QVERIFY((*project)->questions().upsert(q).ok());
    }
    const auto externalIds = [&](bool descending) {
        QStringList ids;
        for (const RowId id : (*project)->questions().ids({}, QuestionSortKey::ExternalId, descending))
            ids << (*project)->questions().byId(id)->externalId;
        return ids;
    };
    QCOMPARE(externalIds(false), expected);
    QStringList reversed = expected;
    std::reverse(reversed.begin(), reversed.end());
    QCOMPARE(externalIds(true), reversed);
}

#include "tst_storage.moc"
