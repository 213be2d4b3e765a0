// Merging batch packages back: labels belong to the package's annotator whatever name was
// picked in it, reviews find their claim by text, the assignment's status follows the work,
// and every merge leaves a record (also in `goldset-cli batch list`).
#include "TestSupport.h"
#include "batch/BatchPackage.h"
#include "batch/BatchPlanner.h"
#include "storage/AnnotatorStore.h"
#include "storage/BatchStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/MergeHistoryStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace goldset;
using namespace goldset::batch;
using storage::BatchStore;
using storage::MergeHistoryStore;
using storage::Project;

namespace {

// One document of 3 chunks, questions q1..q4, run r1 retrieving every chunk for every question.
std::unique_ptr<Project> makeProject(const QString& path)
{
    auto opened = Project::open(path, Project::OpenMode::CreateIfMissing);
    if (!opened)
        return {};
    std::unique_ptr<Project> project = std::move(*opened);
    Document document;
    document.externalId = QStringLiteral("doc");
    const RowId documentId = *project->corpus().upsertDocument(document);
    QList<RowId> chunks;
    for (int i = 0; i < 3; ++i)
        chunks.append(*project->corpus().upsertChunk(Chunk{0, documentId, QStringLiteral("doc#%1").arg(i), i,
                                                           QStringLiteral("Paragraph %1.").arg(i)}));
    const RowId runId = *project->runs().createRun(Run{0, QStringLiteral("r1")});
    for (int i = 1; i <= 4; ++i) {
        Question question;
        question.externalId = QStringLiteral("q%1").arg(i);
        question.text = QStringLiteral("Question %1?").arg(i);
        const RowId q = *project->questions().upsert(question);
        for (int r = 0; r < 3; ++r)
            project->runs().addRetrieval({runId, q, r + 1, chunks[r], 1.0 - 0.1 * r});
    }
    return project;
}

BatchRequest request(const QString& name)
{
    BatchRequest r;
    r.name = name;
    r.kind = QStringLiteral("relevance");
    r.annotators = {QStringLiteral("alice")};
    r.overlap = 1;
    r.seed = 3;
    return r;
}

int gradeOf(Project& project, const QString& question, const QString& chunk, const QString& annotator)
{
    const auto person = project.annotators().byName(annotator);
    if (!person)
        return -1;
    const auto label = project.labels().label(project.questions().byExternalId(question)->id,
                                              project.corpus().chunkByExternalId(chunk)->id, person->id);
    return label ? label->grade : -1;
}

} // namespace

class TestBatchMerge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelsBelongToThePackagesAnnotator();
    void statusFollowsTheWork();
    void mergesAreRecorded();
    void reviewsFindTheirClaimByText();
};

void TestBatchMerge::labelsBelongToThePackagesAnnotator()
{
    QTemporaryDir dir;
    auto project = makeProject(dir.filePath(QStringLiteral("p.goldset")));
    QVERIFY(project);
    QVERIFY(createBatch(*project, request(QStringLiteral("b1"))).ok());
    const QString packagePath = dir.filePath(QStringLiteral("alice.goldset"));
    QVERIFY(exportPackage(*project, QStringLiteral("b1"), QStringLiteral("alice"), packagePath).ok());
    {
        auto opened = Project::open(packagePath);
        QVERIFY(opened.ok());
        Project& package = **opened;
        // Alice picked another name while labelling ("Alice S."), and one label under her own.
        const RowId other = *package.annotators().ensure(QStringLiteral("Alice S."));
        const RowId alice = package.annotators().byName(QStringLiteral("alice"))->id;
        const auto chunk = [&](const char* id) {
            return package.corpus().chunkByExternalId(QString::fromLatin1(id))->id;
        };
        const auto question = [&](const char* id) {
            return package.questions().byExternalId(QString::fromLatin1(id))->id;
        };
        QVERIFY(package.labels().setLabel(question("q1"), chunk("doc#0"), other, 3).ok());
        QVERIFY(package.labels().setLabel(question("q2"), chunk("doc#1"), other, 2).ok());
        QVERIFY(package.labels().setLabel(question("q3"), chunk("doc#2"), alice, 1).ok());
    }
    auto merged = importPackage(*project, packagePath);
    QVERIFY2(merged.ok(), qPrintable(merged.ok() ? QString() : merged.error().toString()));
    QCOMPARE(merged->inserted, 3);
    QCOMPARE(gradeOf(*project, QStringLiteral("q1"), QStringLiteral("doc#0"), QStringLiteral("alice")), 3);
    QCOMPARE(gradeOf(*project, QStringLiteral("q2"), QStringLiteral("doc#1"), QStringLiteral("alice")), 2);
    QCOMPARE(gradeOf(*project, QStringLiteral("q3"), QStringLiteral("doc#2"), QStringLiteral("alice")), 1);
    // Nobody named "Alice S." appears in the project.
    QVERIFY(!project->annotators().byName(QStringLiteral("Alice S.")));
}

void TestBatchMerge::statusFollowsTheWork()
{
    QTemporaryDir dir;
    auto project = makeProject(dir.filePath(QStringLiteral("p.goldset")));
    QVERIFY(project);
    auto created = createBatch(*project, request(QStringLiteral("b1")));
    QVERIFY(created.ok());
    BatchStore batches(project->connection());
    const RowId alice = project->annotators().byName(QStringLiteral("alice"))->id;
    QCOMPARE(batches.assignment(*created, alice)->status, QStringLiteral("assigned"));
    QCOMPARE(batches.assignment(*created, alice)->items, 4);

    // Work done in the project itself (the Labelling page) moves the assignment.
    const RowId q1 = project->questions().byExternalId(QStringLiteral("q1"))->id;
    QVERIFY(project->labels()
                .setLabel(q1, project->corpus().chunkByExternalId(QStringLiteral("doc#0"))->id, alice, 2)
                .ok());
    QCOMPARE(batches.assignment(*created, alice)->status, QStringLiteral("in progress"));
    QCOMPARE(batches.assignment(*created, alice)->labelled, 1);

    // A package whose every item is labelled but that was not marked submitted: in progress.
    const QString packagePath = dir.filePath(QStringLiteral("alice.goldset"));
    QVERIFY(exportPackage(*project, QStringLiteral("b1"), QStringLiteral("alice"), packagePath).ok());
    {
        auto opened = Project::open(packagePath);
        QVERIFY(opened.ok());
        Project& package = **opened;
        const RowId me = package.annotators().byName(QStringLiteral("alice"))->id;
        for (const char* q : {"q2", "q3", "q4"})
            QVERIFY(package.labels()
                        .setLabel(package.questions().byExternalId(QString::fromLatin1(q))->id,
                                  package.corpus().chunkByExternalId(QStringLiteral("doc#1"))->id, me, 1)
                        .ok());
    }
    auto merged = importPackage(*project, packagePath);
    QVERIFY(merged.ok());
    QCOMPARE(merged->status, QStringLiteral("in progress"));
    QCOMPARE(batches.assignment(*created, alice)->labelled, 4);

    // The annotator says she is done, in the package: merging it marks the assignment submitted.
    {
        auto opened = Project::open(packagePath);
        QVERIFY(opened.ok());
        QVERIFY(markPackageSubmitted(**opened).ok());
    }
    QVERIFY(!markPackageSubmitted(*project).ok()); // not a package
    merged = importPackage(*project, packagePath);
    QVERIFY(merged.ok());
    QCOMPARE(merged->status, QStringLiteral("submitted"));
    QCOMPARE(batches.assignment(*created, alice)->status, QStringLiteral("submitted"));
}

void TestBatchMerge::mergesAreRecorded()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.goldset"));
    auto project = makeProject(path);
    QVERIFY(project);
    auto created = createBatch(*project, request(QStringLiteral("b1")));
    QVERIFY(created.ok());
    const QString packagePath = dir.filePath(QStringLiteral("alice.goldset"));
    QVERIFY(exportPackage(*project, QStringLiteral("b1"), QStringLiteral("alice"), packagePath).ok());
    const QDateTime later = QDateTime::currentDateTimeUtc().addSecs(3600);
    const QDateTime latest = later.addSecs(3600);
    {
        auto opened = Project::open(packagePath);
        QVERIFY(opened.ok());
        BatchStore packageBatches((*opened)->connection());
        const RowId me = (*opened)->annotators().byName(QStringLiteral("alice"))->id;
        QVERIFY(packageBatches.mergeLabel(me, {QStringLiteral("q1"), QStringLiteral("doc#0"), 3, {}, later})
                    .ok());
        QVERIFY(packageBatches.mergeLabel(me, {QStringLiteral("q2"), QStringLiteral("doc#0"), 1, {}, later})
                    .ok());
    }
    QVERIFY(importPackage(*project, packagePath).ok()); // 2 new
    {
        // In the package q1 changes (3 -> 0) and q2 changes (1 -> 2), but the lead changed q2 in
        // the project after that: q1 is taken, q2 is a conflict (the project keeps its 3).
        auto opened = Project::open(packagePath);
        BatchStore packageBatches((*opened)->connection());
        const RowId me = (*opened)->annotators().byName(QStringLiteral("alice"))->id;
        QVERIFY(packageBatches.mergeLabel(me, {QStringLiteral("q1"), QStringLiteral("doc#0"), 0, {}, latest})
                    .ok());
        QVERIFY(packageBatches.mergeLabel(me, {QStringLiteral("q2"), QStringLiteral("doc#0"), 2, {}, latest})
                    .ok());
    }
    BatchStore batches(project->connection());
    const RowId alice = project->annotators().byName(QStringLiteral("alice"))->id;
    QVERIFY(batches
                .mergeLabel(alice, {QStringLiteral("q2"), QStringLiteral("doc#0"), 3, QStringLiteral("lead"),
                                    latest.addSecs(60)})
                .ok());
    QVERIFY(importPackage(*project, packagePath).ok());

    const auto merges = MergeHistoryStore(project->connection()).merges(*created);
    QCOMPARE(merges.size(), 2);
    QCOMPARE(merges[0].package, QStringLiteral("alice.goldset"));
    QCOMPARE(merges[0].annotator, QStringLiteral("alice"));
    QCOMPARE(merges[0].inserted, 2);
    QCOMPARE(merges[0].changed, 0);
    QVERIFY(merges[0].mergedAt.isValid());
    QCOMPARE(merges[1].inserted, 0);
    QCOMPARE(merges[1].changed, 1);
    QCOMPARE(merges[1].conflicts, 1);
    QCOMPARE(merges[1].changedItems, QStringList{QStringLiteral("q1 doc#0: 3 -> 0")});
    QCOMPARE(merges[1].conflictItems.size(), 1);
    QVERIFY(merges[1].conflictItems.first().startsWith(QStringLiteral("q2 doc#0")));
    project.reset();

    // The same history through the command line, after the project was closed.
    const auto cli = goldset::test::runCli({QStringLiteral("batch"), QStringLiteral("list"),
                                            QStringLiteral("--project"), path, QStringLiteral("--json")});
    QCOMPARE(cli.exitCode, 0);
    const auto list = nlohmann::json::parse(cli.out.toStdString());
    const auto& history = list.at(0).at("merges");
    QCOMPARE(history.size(), size_t(2));
    QCOMPARE(history[1].at("changed").get<int>(), 1);
    QCOMPARE(history[1].at("conflicts").get<int>(), 1);
    QCOMPARE(history[1].at("changed_labels").at(0).get<std::string>(), std::string("q1 doc#0: 3 -> 0"));
    const auto text = goldset::test::runCli(
        {QStringLiteral("batch"), QStringLiteral("list"), QStringLiteral("--project"), path});
    QVERIFY2(text.out.contains(QStringLiteral("merged alice.goldset (alice)")), qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("0 new, 1 changed, 1 conflicting, 0 unchanged")));
}

void TestBatchMerge::reviewsFindTheirClaimByText()
{
    QTemporaryDir dir;
    auto project = makeProject(dir.filePath(QStringLiteral("p.goldset")));
    QVERIFY(project);
    const RowId runId = project->runs().runByName(QStringLiteral("r1"))->id;
    const RowId q1 = project->questions().byExternalId(QStringLiteral("q1"))->id;
    QVERIFY(project->runs().setAnswer(runId, q1, QStringLiteral("30 days."), std::nullopt).ok());
    Claim claim;
    claim.text = QStringLiteral("Returns are accepted for 30 days.");
    claim.verdict = Verdict::Supported;
    auto synced = project->runs().syncClaims(runId, q1, QStringLiteral("j"), {claim}, true);
    QVERIFY(synced.ok());
    const RowId claimId = synced->ids.first();
    BatchRequest r = request(QStringLiteral("c1"));
    r.kind = QStringLiteral("claims");
    r.runName = QStringLiteral("r1");
    QVERIFY(createBatch(*project, r).ok());
    const QString packagePath = dir.filePath(QStringLiteral("claims.goldset"));
    QVERIFY(exportPackage(*project, QStringLiteral("c1"), QStringLiteral("alice"), packagePath).ok());
    {
        auto opened = Project::open(packagePath);
        QVERIFY(opened.ok());
        Project& package = **opened;
        const auto claims = package.runs().claims(package.runs().runByName(QStringLiteral("r1"))->id,
                                                  package.questions().byExternalId(QStringLiteral("q1"))->id);
        QCOMPARE(claims.size(), 1);
        const RowId me = package.annotators().byName(QStringLiteral("alice"))->id;
        QVERIFY(package.runs().setReview(claims.first().id, me, Verdict::Contradicted, QString(), true).ok());
    }
    // Meanwhile the judge ran again and found a new claim first: ours is now ordinal 1.
    Claim first;
    first.text = QStringLiteral("Refunds take a week.");
    auto again = project->runs().syncClaims(runId, q1, QStringLiteral("j"), {first, claim}, true);
    QVERIFY(again.ok());
    QCOMPARE(again->ids.at(1), claimId);
    auto merged = importPackage(*project, packagePath);
    QVERIFY2(merged.ok(), qPrintable(merged.ok() ? QString() : merged.error().toString()));
    QCOMPARE(merged->inserted, 1);
    QCOMPARE(project->runs().reviews(claimId).size(), 1);
    QVERIFY(project->runs().reviews(claimId).first().verdict == Verdict::Contradicted);
    QVERIFY(project->runs().reviews(again->ids.at(0)).isEmpty());
}

QTEST_GUILESS_MAIN(TestBatchMerge)
#include "tst_batch_merge.moc"
