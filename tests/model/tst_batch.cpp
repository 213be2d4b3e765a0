// Batches: overlap balance, and the package round trip (create, export, label inside the
// package, import twice, conflicting changes, blindness, a foreign package refused).
#include "TestSupport.h"
#include "batch/BatchPackage.h"
#include "batch/BatchPlanner.h"
#include "batch/OverlapAssigner.h"
#include "storage/AnnotatorStore.h"
#include "storage/BatchStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace goldset;
using namespace goldset::batch;
using storage::BatchStore;
using storage::Project;

namespace {

// A project with one document of 4 chunks, 6 questions, a run retrieving 3 chunks per question,
// the guidelines, and a label by zoe (a person outside the batch) on q1/doc#3.
std::unique_ptr<Project> makeProject(const QString& path)
{
    auto opened = Project::open(path, Project::OpenMode::CreateIfMissing);
    if (!opened)
        return {};
    std::unique_ptr<Project> project = std::move(*opened);
    Document document;
    document.externalId = QStringLiteral("doc");
    document.title = QStringLiteral("Handbook");
    const RowId documentId = *project->corpus().upsertDocument(document);
    QList<RowId> chunks;
    for (int i = 0; i < 4; ++i) {
        Chunk chunk;
        chunk.documentId = documentId;
        chunk.externalId = QStringLiteral("doc#%1").arg(i);
        chunk.ordinal = i;
        chunk.text = QStringLiteral("Paragraph %1 about returns and warranty.").arg(i);
        chunks.append(*project->corpus().upsertChunk(chunk));
    }
    Run run;
    run.name = QStringLiteral("r1");
    const RowId runId = *project->runs().createRun(run);
    for (int i = 1; i <= 6; ++i) {
        Question question;
        question.externalId = QStringLiteral("q%1").arg(i);
        question.text = QStringLiteral("Question %1?").arg(i);
        const RowId q = *project->questions().upsert(question);
        for (int r = 0; r < 3; ++r)
            project->runs().addRetrieval({runId, q, r + 1, chunks[r], 1.0 - 0.1 * r});
        if (i == 1) {
            const RowId zoe = *project->annotators().ensure(QStringLiteral("zoe"));
            project->labels().setLabel(q, chunks[3], zoe, 2, QStringLiteral("zoe's note"));
        }
    }
    project->settings().setValue(QStringLiteral("guidelines"), QStringLiteral("# Grade 0-3"));
    return project;
}

BatchRequest request(const QString& name, const QStringList& annotators, int overlap)
{
    BatchRequest r;
    r.name = name;
    r.kind = QStringLiteral("relevance");
    r.annotators = annotators;
    r.overlap = overlap;
    r.seed = 7;
    return r;
}

int gradeOf(Project& project, const QString& question, const QString& chunk, const QString& annotator)
{
    const auto label = project.labels().label(project.questions().byExternalId(question)->id,
                                              project.corpus().chunkByExternalId(chunk)->id,
                                              project.annotators().byName(annotator)->id);
    return label ? label->grade : -1;
}

} // namespace

class TestBatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void overlapBalance()
    {
        for (int annotators = 2; annotators <= 7; ++annotators)
            for (int overlap : {1, 2, annotators})
                for (int items = 0; items <= 30; ++items)
                    for (quint64 seed : {0ULL, 1ULL, 42ULL}) {
                        const auto plan = assignWithOverlap(items, annotators, overlap, seed);
                        QCOMPARE(plan.size(), items);
                        QList<int> load(annotators, 0);
                        QList<int> pairs(annotators * annotators, 0);
                        for (const QList<int>& set : plan) {
                            QCOMPARE(set.size(), overlap);
                            for (qsizetype i = 0; i < set.size(); ++i) {
                                ++load[set[i]];
                                for (qsizetype j = i + 1; j < set.size(); ++j) {
                                    QVERIFY(set[i] < set[j]); // distinct and sorted
                                    ++pairs[set[i] * annotators + set[j]];
                                }
                            }
                        }
                        QList<int> pairCounts;
                        for (int a = 0; a < annotators; ++a)
                            for (int b = a + 1; b < annotators; ++b)
                                pairCounts.append(pairs[a * annotators + b]);
                        const auto [minPair, maxPair] =
                            std::minmax_element(pairCounts.cbegin(), pairCounts.cend());
                        const auto [minLoad, maxLoad] = std::minmax_element(load.cbegin(), load.cend());
                        const QByteArray where = QStringLiteral("A=%1 m=%2 n=%3 seed=%4")
                                                     .arg(annotators)
                                                     .arg(overlap)
                                                     .arg(items)
                                                     .arg(seed)
                                                     .toUtf8();
                        if (overlap >= 2)
                            QVERIFY2(*maxPair - *minPair <= 1, where.constData());
                        QVERIFY2(*maxLoad - *minLoad <= (overlap == 2 ? 2 : 1), where.constData());
                        QCOMPARE(assignWithOverlap(items, annotators, overlap, seed), plan); // deterministic
                    }
        QVERIFY(assignWithOverlap(5, 3, 4, 0).isEmpty());
        QVERIFY(assignWithOverlap(5, 3, 0, 0).isEmpty());
    }

    void everyPairSharesEqually()
    {
        // 4 annotators, overlap 2, 12 items: 6 pairs, each shares exactly 12 / 6 = 2 items,
        // and each annotator gets 12 * 2 / 4 = 6.
        QTemporaryDir dir;
        auto project = makeProject(dir.filePath(QStringLiteral("p.goldset")));
        QVERIFY(project);
        for (int i = 7; i <= 12; ++i) {
            Question question;
            question.externalId = QStringLiteral("q%1").arg(i);
            question.text = QStringLiteral("More %1?").arg(i);
            QVERIFY(project->questions().upsert(question).ok());
        }
        const QStringList names = {QStringLiteral("ana"), QStringLiteral("ben"), QStringLiteral("chen"),
                                   QStringLiteral("dee")};
        auto created = createBatch(*project, request(QStringLiteral("b"), names, 2));
        QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().toString()));
        BatchStore batches(project->connection());
        const auto assignments = batches.assignments(*created);
        QCOMPARE(assignments.size(), 4);
        QList<QSet<RowId>> itemSets;
        for (const auto& a : assignments) {
            QCOMPARE(a.items, 6);
            QCOMPARE(a.status, QStringLiteral("assigned"));
            const QList<RowId> items = batches.items(a.id);
            itemSets.append(QSet<RowId>(items.cbegin(), items.cend()));
        }
        for (int a = 0; a < 4; ++a)
            for (int b = a + 1; b < 4; ++b)
                QCOMPARE(QSet<RowId>(itemSets[a]).intersect(itemSets[b]).size(), 2);
        // Items already in a batch are not offered again.
        QVERIFY(!createBatch(*project, request(QStringLiteral("c"), names, 2)).ok());
        // The same name twice is refused.
        QVERIFY(!createBatch(*project, request(QStringLiteral("b"), names, 1)).ok());
    }

    void packageRoundTrip()
    {
        QTemporaryDir dir;
        auto project = makeProject(dir.filePath(QStringLiteral("p.goldset")));
        QVERIFY(project);
        auto created = createBatch(
            *project, request(QStringLiteral("b1"), {QStringLiteral("ana"), QStringLiteral("ben")}, 2));
        QVERIFY(created.ok());
        const QString packagePath = dir.filePath(QStringLiteral("ana.goldset"));
        auto exported = exportPackage(*project, QStringLiteral("b1"), QStringLiteral("ana"), packagePath);
        QVERIFY2(exported.ok(), qPrintable(exported.ok() ? QString() : exported.error().toString()));
        QCOMPARE(*exported, 6);
        QVERIFY(!exportPackage(*project, QStringLiteral("b1"), QStringLiteral("ana"), packagePath)
                     .ok()); // exists
        QVERIFY(!exportPackage(*project, QStringLiteral("b1"), QStringLiteral("zoe"),
                               dir.filePath(QStringLiteral("z")))
                     .ok());

        BatchStore batches(project->connection());
        const RowId anaId = project->annotators().byName(QStringLiteral("ana"))->id;
        QVERIFY(batches.assignment(*created, anaId)->exportedAt.isValid());

        {
            auto opened = Project::open(packagePath);
            QVERIFY(opened.ok());
            Project& package = **opened;
            // Blind: zoe's label, zoe herself and her note are not in the package.
            QCOMPARE(package.labels().all().size(), 0);
            QVERIFY(!package.annotators().byName(QStringLiteral("zoe")));
            QCOMPARE(package.annotators().all().size(), 1);
            QCOMPARE(package.questions().count(), 6);
            QCOMPARE(package.settings().value(QStringLiteral("guidelines")), QStringLiteral("# Grade 0-3"));
            QCOMPARE(package.settings().value(QStringLiteral("batch.origin_project_id")),
                     project->projectId());
            QCOMPARE(package.settings().value(QStringLiteral("batch.annotator")), QStringLiteral("ana"));
            // The chunk only zoe's label made a candidate travels as a pool retrieval of q1.
            const RowId q1 = package.questions().byExternalId(QStringLiteral("q1"))->id;
            const auto pool = package.runs().runByName(QStringLiteral("labelled (pool)"));
            QVERIFY(pool);
            const auto pooled = package.runs().retrievals(pool->id, q1);
            QCOMPARE(pooled.size(), 1);
            QCOMPARE(package.corpus().chunkById(pooled.first().chunkId)->externalId, QStringLiteral("doc#3"));
            QCOMPARE(package.runs().retrievals(package.runs().runByName(QStringLiteral("r1"))->id, q1).size(),
                     3);

            // ana labels two chunks in her package.
            const RowId ana = package.annotators().byName(QStringLiteral("ana"))->id;
            const RowId q2 = package.questions().byExternalId(QStringLiteral("q2"))->id;
            QVERIFY(package.labels()
                        .setLabel(q1, package.corpus().chunkByExternalId(QStringLiteral("doc#1"))->id, ana, 3)
                        .ok());
            QVERIFY(package.labels()
                        .setLabel(q2, package.corpus().chunkByExternalId(QStringLiteral("doc#0"))->id, ana, 1)
                        .ok());
        }

        auto first = importPackage(*project, packagePath);
        QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().toString()));
        QCOMPARE(first->inserted, 2);
        QCOMPARE(first->updated, 0);
        QCOMPARE(first->status, QStringLiteral("in progress"));
        QCOMPARE(gradeOf(*project, QStringLiteral("q1"), QStringLiteral("doc#1"), QStringLiteral("ana")), 3);
        QCOMPARE(gradeOf(*project, QStringLiteral("q2"), QStringLiteral("doc#0"), QStringLiteral("ana")), 1);
        const auto afterFirst = batches.assignment(*created, anaId);
        QCOMPARE(afterFirst->labelled, 2);
        QVERIFY(afterFirst->returnedAt.isValid());
        const auto labelsAfterFirst = project->labels().all();

        // The same package again changes nothing.
        auto second = importPackage(*project, packagePath);
        QVERIFY(second.ok());
        QCOMPARE(second->inserted, 0);
        QCOMPARE(second->updated, 0);
        QCOMPARE(second->unchanged, 2);
        QCOMPARE(batches.assignment(*created, anaId)->returnedAt, afterFirst->returnedAt);
        const auto labelsAfterSecond = project->labels().all();
        QCOMPARE(labelsAfterSecond.size(), labelsAfterFirst.size());
        for (qsizetype i = 0; i < labelsAfterFirst.size(); ++i) {
            QCOMPARE(labelsAfterSecond[i].grade, labelsAfterFirst[i].grade);
            QCOMPARE(labelsAfterSecond[i].updatedAt, labelsAfterFirst[i].updatedAt);
        }

        // Conflicts, with explicit times an hour apart so that "newer" does not depend on the clock:
        // ana changes q1/doc#1 in the package later; the lead changes q2/doc#0 in the project later.
        const QDateTime later = QDateTime::currentDateTimeUtc().addSecs(3600);
        {
            auto opened = Project::open(packagePath);
            QVERIFY(opened.ok());
            BatchStore packageBatches((*opened)->connection());
            const RowId ana = (*opened)->annotators().byName(QStringLiteral("ana"))->id;
            QVERIFY(packageBatches
                        .mergeLabel(ana, {QStringLiteral("q1"), QStringLiteral("doc#1"), 2, QString(), later})
                        .ok());
        }
        QVERIFY(batches
                    .mergeLabel(anaId, {QStringLiteral("q2"), QStringLiteral("doc#0"), 0,
                                        QStringLiteral("lead"), later})
                    .ok());
        auto third = importPackage(*project, packagePath);
        QVERIFY(third.ok());
        QCOMPARE(third->updated, 1);
        QCOMPARE(third->updatedItems, QStringList{QStringLiteral("q1 doc#1: 3 -> 2")});
        QCOMPARE(third->keptNewer, 1);
        QCOMPARE(gradeOf(*project, QStringLiteral("q1"), QStringLiteral("doc#1"), QStringLiteral("ana")), 2);
        QCOMPARE(gradeOf(*project, QStringLiteral("q2"), QStringLiteral("doc#0"), QStringLiteral("ana")), 0);
        // Nothing lost: zoe's label is still there.
        QCOMPARE(gradeOf(*project, QStringLiteral("q1"), QStringLiteral("doc#3"), QStringLiteral("zoe")), 2);

        // ben's package holds neither zoe's nor ana's labels.
        const QString benPath = dir.filePath(QStringLiteral("ben.goldset"));
        QVERIFY(exportPackage(*project, QStringLiteral("b1"), QStringLiteral("ben"), benPath).ok());
        {
            auto opened = Project::open(benPath);
            QVERIFY(opened.ok());
            QCOMPARE((*opened)->labels().all().size(), 0);
            QVERIFY(!(*opened)->annotators().byName(QStringLiteral("ana")));
        }
    }

    void foreignPackageRefused()
    {
        QTemporaryDir dir;
        auto project = makeProject(dir.filePath(QStringLiteral("p.goldset")));
        auto other = makeProject(dir.filePath(QStringLiteral("other.goldset")));
        QVERIFY(project && other);
        QVERIFY(project->projectId() != other->projectId());
        QVERIFY(createBatch(*other, request(QStringLiteral("b1"), {QStringLiteral("ana")}, 1)).ok());
        QVERIFY(createBatch(*project, request(QStringLiteral("b1"), {QStringLiteral("ana")}, 1)).ok());
        const QString packagePath = dir.filePath(QStringLiteral("foreign.goldset"));
        QVERIFY(exportPackage(*other, QStringLiteral("b1"), QStringLiteral("ana"), packagePath).ok());
        auto imported = importPackage(*project, packagePath);
        QVERIFY(!imported.ok());
        QVERIFY(imported.error().message.contains(QStringLiteral("another project")));
        // A plain project is not a package.
        QVERIFY(!importPackage(*project, dir.filePath(QStringLiteral("other.goldset"))).ok());
    }

    void claimsPackage()
    {
        QTemporaryDir dir;
        auto project = makeProject(dir.filePath(QStringLiteral("p.goldset")));
        QVERIFY(project);
        const auto run = project->runs().runByName(QStringLiteral("r1"));
        const RowId q1 = project->questions().byExternalId(QStringLiteral("q1"))->id;
        QVERIFY(project->runs().setAnswer(run->id, q1, QStringLiteral("30 days."), 12.0).ok());
        Claim claim;
        claim.runId = run->id;
        claim.questionId = q1;
        claim.ordinal = 0;
        claim.text = QStringLiteral("Returns are accepted for 30 days.");
        claim.verdict = Verdict::Supported;
        claim.reason = QStringLiteral("the judge's reason");
        const RowId claimId = *project->runs().addClaim(claim);
        const RowId zoe = project->annotators().byName(QStringLiteral("zoe"))->id;
        QVERIFY(project->runs().setReview(claimId, zoe, Verdict::Contradicted, {}, true).ok());

        BatchRequest r = request(QStringLiteral("c1"), {QStringLiteral("ana")}, 1);
        r.kind = QStringLiteral("claims");
        QVERIFY(!createBatch(*project, r).ok()); // needs --run
        r.runName = QStringLiteral("r1");
        QVERIFY(createBatch(*project, r).ok());
        const QString packagePath = dir.filePath(QStringLiteral("claims.goldset"));
        QVERIFY(exportPackage(*project, QStringLiteral("c1"), QStringLiteral("ana"), packagePath).ok());
        {
            auto opened = Project::open(packagePath);
            QVERIFY(opened.ok());
            Project& package = **opened;
            const auto packageRun = package.runs().runByName(QStringLiteral("r1"));
            const RowId pq = package.questions().byExternalId(QStringLiteral("q1"))->id;
            QCOMPARE(*package.runs().answer(packageRun->id, pq), QStringLiteral("30 days."));
            QCOMPARE(package.runs().retrievals(packageRun->id, pq).size(), 3);
            const auto claims = package.runs().claims(packageRun->id, pq);
            QCOMPARE(claims.size(), 1);
            QVERIFY(claims.first().verdict == Verdict::Unknown); // blind to the judge
            QVERIFY(claims.first().reason.isEmpty());
            QVERIFY(package.runs().reviews(claims.first().id).isEmpty()); // and to zoe
            const RowId ana = package.annotators().byName(QStringLiteral("ana"))->id;
            QVERIFY(package.runs()
                        .setReview(claims.first().id, ana, Verdict::Supported, QStringLiteral("ok"), true)
                        .ok());
            // Submitted only because ana says so (every item labelled is not enough).
            QVERIFY(markPackageSubmitted(package).ok());
        }
        auto imported = importPackage(*project, packagePath);
        QVERIFY(imported.ok());
        QCOMPARE(imported->inserted, 1);
        QCOMPARE(imported->status, QStringLiteral("submitted"));
        const auto reviews = project->runs().reviews(claimId);
        QCOMPARE(reviews.size(), 2);
        QCOMPARE(reviews.first().annotatorName, QStringLiteral("ana"));
        QVERIFY(reviews.first().verdict == Verdict::Supported);
    }
    void commandLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.goldset"));
        QVERIFY(makeProject(path));
        using goldset::test::runCli;
        auto result = runCli({QStringLiteral("batch"), QStringLiteral("create"), QStringLiteral("--project"),
                              path, QStringLiteral("--name"), QStringLiteral("week1"),
                              QStringLiteral("--kind"), QStringLiteral("relevance"),
                              QStringLiteral("--annotators"), QStringLiteral("ana,ben,chen"),
                              QStringLiteral("--size"), QStringLiteral("6"), QStringLiteral("--overlap"),
                              QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("3")});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        result = runCli({QStringLiteral("batch"), QStringLiteral("list"), QStringLiteral("--project"), path,
                         QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        auto list = nlohmann::json::parse(result.out.toStdString());
        QCOMPARE(list.size(), size_t(1));
        QCOMPARE(list[0]["name"].get<std::string>(), std::string("week1"));
        QCOMPARE(list[0]["assignments"].size(), size_t(3));
        int total = 0;
        for (const auto& a : list[0]["assignments"]) {
            QCOMPARE(a["items"].get<int>(), 4); // 6 items x 2 / 3 annotators
            QCOMPARE(a["status"].get<std::string>(), std::string("assigned"));
            QVERIFY(a["exported_at"].is_null());
            total += a["items"].get<int>();
        }
        QCOMPARE(total, 12);
        const QString package = dir.filePath(QStringLiteral("ben.goldset"));
        result = runCli({QStringLiteral("batch"), QStringLiteral("export"), QStringLiteral("--project"), path,
                         QStringLiteral("--batch"), QStringLiteral("week1"), QStringLiteral("--annotator"),
                         QStringLiteral("ben"), QStringLiteral("--out"), package});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        result = runCli(
            {QStringLiteral("batch"), QStringLiteral("import"), QStringLiteral("--project"), path, package});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY(result.out.contains(QStringLiteral("0 new")));
        result = runCli(
            {QStringLiteral("batch"), QStringLiteral("import"), QStringLiteral("--project"), path, path});
        QCOMPARE(result.exitCode, 2); // a project, not a package
        result = runCli({QStringLiteral("batch"), QStringLiteral("create"), QStringLiteral("--project"), path,
                         QStringLiteral("--name"), QStringLiteral("x"), QStringLiteral("--kind"),
                         QStringLiteral("relevance"), QStringLiteral("--annotators"), QStringLiteral("ana"),
                         QStringLiteral("--overlap"), QStringLiteral("2")});
        QCOMPARE(result.exitCode, 2); // overlap above the number of annotators
    }
};

QTEST_GUILESS_MAIN(TestBatch)
#include "tst_batch.moc"
