// One write path per table (docs/ARCHITECTURE.md, "Storage"): every SQL statement that writes a
// table sits in that table's store; imports and edits go through the same store methods, with
// the same unchanged-row guard; lookups tell "not found" from a failed query.
#include "TestSupport.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/ImportWriter.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QDirIterator>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::storage;

namespace {

const QStringList kInteractionStoreFiles = {QStringLiteral("model/storage/InteractionStore.cpp"),
                                            QStringLiteral("model/storage/InteractionStoreRemoval.cpp")};

// The files allowed to write each table. A table missing here may be written by one file only.
const QMap<QString, QStringList> kWriters = {
    // The judge's claims: RunStore and its claim-matching helper ClaimSync.
    {QStringLiteral("claim"),
     {QStringLiteral("model/storage/RunStore.cpp"), QStringLiteral("model/storage/ClaimSync.cpp")}},
    // The index's term statistics' freshness (CorpusStore, in CorpusTermFrequencies.cpp), the
    // schema's own keys (Database, and its server side ServerDatabase), and a whole project's
    // copy keeping its id (ProjectCopy).
    {QStringLiteral("meta"),
     {QStringLiteral("model/storage/CorpusTermFrequencies.cpp"), QStringLiteral("model/storage/Database.cpp"),
      QStringLiteral("model/storage/server/ServerDatabase.cpp"),
      QStringLiteral("model/storage/server/ProjectCopy.cpp")}},
    // Interactions and their daily aggregates: InteractionStore, which takes an import's
    // committed steps out again in InteractionStoreRemoval.cpp.
    {QStringLiteral("interaction"), kInteractionStoreFiles},
    {QStringLiteral("monitor_day"), kInteractionStoreFiles},
    {QStringLiteral("monitor_day_user"), kInteractionStoreFiles},
    {QStringLiteral("monitor_day_session"), kInteractionStoreFiles},
    {QStringLiteral("monitor_day_latency"), kInteractionStoreFiles},
};

qint64 totalChanges(Project& project)
{
    QSqlQuery q(project.connection());
    if (!q.exec(QStringLiteral("SELECT total_changes()")) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

QString scalar(Project& project, const QString& sql)
{
    QSqlQuery q(project.connection());
    if (!q.exec(sql) || !q.next())
        return QStringLiteral("<none>");
    return q.value(0).toString();
}

} // namespace

class TestWritePaths : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyTableHasOneWriter()
    {
        // INSERT/UPDATE/DELETE/REPLACE statements and the dialect's upserts, by table, over every
        // source that could hold SQL (model/, ui/, app/).
        static const QRegularExpression statement(
            QStringLiteral("(?:INSERT(?:\\s+OR\\s+\\w+)?\\s+INTO|REPLACE\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+"
                           "(?:temp\\.|main\\.)?([a-z_]+)\\s*(?:\\(|SET|WHERE|VALUES|SELECT|\"|$)"));
        static const QRegularExpression dialectUpsert(
            QStringLiteral("(?:insertOrIgnore|upsert)\\(\\s*QStringLiteral\\(\"([a-z_]+)\"\\)"));
        QMap<QString, QSet<QString>> writers;
        const QString root = QStringLiteral(GOLDSET_SOURCE_DIR);
        int files = 0;
        for (const QString& folder : {QStringLiteral("model"), QStringLiteral("ui"), QStringLiteral("app")}) {
            QDirIterator it(root + QLatin1Char('/') + folder,
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                const QString relative = path.mid(root.size() + 1);
                // The schema's own statements, and the dialect (it writes for the stores).
                if (relative == QLatin1String("model/storage/Migrations.cpp") ||
                    relative.startsWith(QLatin1String("model/storage/SqlDialect.")))
                    continue;
                QFile file(path);
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(file.readAll());
                ++files;
                for (const QRegularExpression* pattern : {&statement, &dialectUpsert}) {
                    auto matches = pattern->globalMatch(text);
                    while (matches.hasNext())
                        writers[matches.next().captured(1)].insert(relative);
                }
            }
        }
        QVERIFY(files > 100);
        // The scan sees the stores' writes (a sanity check of the patterns themselves).
        QVERIFY(
            writers.value(QStringLiteral("chunk")).contains(QStringLiteral("model/storage/CorpusStore.cpp")));
        QVERIFY(writers.value(QStringLiteral("relevance_label"))
                    .contains(QStringLiteral("model/storage/LabelStore.cpp")));
        QVERIFY(
            writers.value(QStringLiteral("answer")).contains(QStringLiteral("model/storage/RunStore.cpp")));
        for (auto it = writers.cbegin(); it != writers.cend(); ++it) {
            QStringList found = it.value().values();
            found.sort();
            const QStringList allowed = kWriters.value(it.key());
            if (allowed.isEmpty()) {
                QVERIFY2(found.size() == 1, qPrintable(QStringLiteral("table %1 is written by %2")
                                                           .arg(it.key(), found.join(QStringLiteral(", ")))));
                QVERIFY2(found.first().startsWith(QLatin1String("model/storage/")),
                         qPrintable(found.first()));
            } else {
                for (const QString& file : found)
                    QVERIFY2(
                        allowed.contains(file),
                        qPrintable(QStringLiteral("table %1 is also written by %2").arg(it.key(), file)));
            }
        }
    }

    void importAndEditShareTheUnchangedRowGuard()
    {
        QTemporaryDir dir;
        auto project =
            Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
        QVERIFY(project);
        ImportWriter writer((*project)->connection());
        auto question = writer.ensureQuestion(QStringLiteral("q1"));
        auto run = writer.ensureRun(QStringLiteral("r"));
        QVERIFY(question && run);
        QVERIFY(writer.setAnswer(*run, *question, QStringLiteral("Paris."), 12.5));
        RunStore& runs = (*project)->runs();
        // The same answer through the edit path writes no row (it used to rewrite it).
        qint64 before = totalChanges(**project);
        QVERIFY(runs.setAnswer(*run, *question, QStringLiteral("Paris."), 12.5));
        QCOMPARE(totalChanges(**project) - before, 0);
        before = totalChanges(**project);
        QVERIFY(runs.setAnswer(*run, *question, QStringLiteral("Lyon."), 12.5));
        QCOMPARE(totalChanges(**project) - before, 1);
        QCOMPARE(runs.answer(*run, *question).value_or(QString()), QStringLiteral("Lyon."));
        // And the import path the same way round.
        before = totalChanges(**project);
        QVERIFY(writer.setAnswer(*run, *question, QStringLiteral("Lyon."), 12.5));
        QCOMPARE(totalChanges(**project) - before, 0);
    }

    void anUnchangedReviewKeepsItsTime()
    {
        QTemporaryDir dir;
        auto project =
            Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
        QVERIFY(project);
        RunStore runs((*project)->connection());
        auto run = runs.ensureRun(QStringLiteral("r"));
        auto question = (*project)->questions().insertStub(QStringLiteral("q1"));
        QVERIFY(run && question);
        Claim claim;
        claim.runId = *run;
        claim.questionId = *question;
        claim.text = QStringLiteral("Paris is in France.");
        claim.judgeModel = QStringLiteral("judge");
        claim.ordinal = 1;
        claim.verdict = Verdict::Supported;
        auto claimId = runs.addClaim(claim);
        auto annotator = (*project)->annotators().ensure(QStringLiteral("ann"));
        QVERIFY(claimId && annotator);
        runs.setWriteTime(QStringLiteral("2026-01-01T00:00:00.000Z"));
        QVERIFY(runs.setReview(*claimId, *annotator, Verdict::Supported, QStringLiteral("ok"), false));
        runs.setWriteTime(QStringLiteral("2026-02-01T00:00:00.000Z"));
        QVERIFY(runs.setReview(*claimId, *annotator, Verdict::Supported, QStringLiteral("ok"), false));
        QCOMPARE(scalar(**project, QStringLiteral("SELECT updated_at FROM claim_review")),
                 QStringLiteral("2026-01-01T00:00:00.000Z"));
        QVERIFY(runs.setReview(*claimId, *annotator, Verdict::Unsupported, QStringLiteral("ok"), false));
        QCOMPARE(scalar(**project, QStringLiteral("SELECT updated_at || ' ' || verdict FROM claim_review")),
                 QStringLiteral("2026-02-01T00:00:00.000Z unsupported"));
        QCOMPARE(scalar(**project, QStringLiteral("SELECT created_at FROM claim_review")),
                 QStringLiteral("2026-01-01T00:00:00.000Z"));
    }

    void anEditedChunkIsFoundByItsNewWordsOnly()
    {
        QTemporaryDir dir;
        auto project =
            Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
        QVERIFY(project);
        // Imported through ImportWriter, edited through the project's CorpusStore: one index upkeep.
        ImportWriter writer((*project)->connection());
        auto document = writer.ensureDocument(QStringLiteral("d"));
        QVERIFY(document);
        Chunk chunk;
        chunk.documentId = *document;
        chunk.externalId = QStringLiteral("d#0");
        chunk.text = QStringLiteral("The warranty covers the frame. 保証書");
        auto id = writer.upsertChunk(chunk);
        QVERIFY(id);
        CorpusStore& corpus = (*project)->corpus();
        chunk.text = QStringLiteral("The refund takes ten days. 客服");
        auto again = corpus.upsertChunk(chunk);
        QVERIFY(again);
        QCOMPARE(*again, *id);
        QCOMPARE(corpus.search(QStringLiteral("warranty"), 10)->size(), 0);
        QCOMPARE(corpus.search(QStringLiteral("保証"), 10)->size(), 0);
        QCOMPARE(corpus.search(QStringLiteral("refund"), 10)->size(), 1);
        QCOMPARE(corpus.search(QStringLiteral("客服"), 10)->size(), 1);
        // The same text again writes nothing, index included.
        const qint64 before = totalChanges(**project);
        QVERIFY(corpus.upsertChunk(chunk));
        QCOMPARE(totalChanges(**project) - before, 0);
    }

    void lookupsTellNotFoundFromFailure()
    {
        QTemporaryDir dir;
        auto project =
            Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
        QVERIFY(project);
        auto missing = (*project)->runs().findRun(QStringLiteral("nope"));
        QVERIFY(!missing);
        QVERIFY(missing.notFound());
        QVERIFY(missing.error().message.contains(QStringLiteral("nope")));
        QVERIFY((*project)->corpus().chunkId(QStringLiteral("d#9")).notFound());
        QVERIFY((*project)->questions().idOf(QStringLiteral("q9")).notFound());
        // A query that fails (no such table) is an error, not "not found".
        QSqlQuery drop((*project)->connection());
        QVERIFY(drop.exec(QStringLiteral("PRAGMA foreign_keys = OFF")));
        QVERIFY(drop.exec(QStringLiteral("DROP TABLE run")));
        auto failed = (*project)->runs().findRun(QStringLiteral("nope"));
        QVERIFY(!failed);
        QVERIFY(!failed.notFound());
        // ensureRun used to take a failed lookup for a missing run and try to insert one.
        auto ensured = RunStore((*project)->connection()).ensureRun(QStringLiteral("nope"));
        QVERIFY(!ensured);
        QVERIFY(!ensured.notFound());
        QVERIFY(!ensured.error().message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestWritePaths)
#include "tst_write_paths.moc"
