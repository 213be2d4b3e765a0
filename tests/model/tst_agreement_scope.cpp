// What the Batches & Agreement page adds to the model: agreement before and after adjudication
// (checked against kappas computed by hand), the disagreement queue's order, claims of one run,
// deleting a batch (undo of creating it), removing an unused annotator, batches of questions of
// one status and the plan summary.
#include "TestSupport.h"
#include "agreement/AgreementReport.h"
#include "agreement/AgreementScope.h"
#include "agreement/DisagreementQueue.h"
#include "batch/BatchPlanner.h"
#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"
#include "storage/BatchStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::agreement;
using storage::Project;

namespace {

// One question q1 and five chunks c1..c5 graded by ana and ben:
//   c1 0/0, c2 1/1, c3 3/3, c4 0/3, c5 1/2.
// By hand (unweighted, categories 0..3): p_o = 3/5; ana's margins .4 .4 0 .2, ben's .2 .2 .2 .4,
// p_e = .08 + .08 + 0 + .08 = .24, kappa = .36 / .76 = 9/19.
// With c4 adjudicated as 3 (both ratings count as 3): p_o = 4/5; ana .2 .4 0 .4, ben unchanged,
// p_e = .04 + .08 + 0 + .16 = .28, kappa = .52 / .72 = 13/18.
struct Fixture
{
    std::unique_ptr<Project> project;
    RowId ana = 0;
    RowId ben = 0;
    RowId question = 0;
    QList<RowId> chunks;
};

Fixture makeProject(const QString& path)
{
    Fixture f;
    auto opened = Project::open(path, Project::OpenMode::CreateIfMissing);
    if (!opened)
        return f;
    f.project = std::move(*opened);
    Project& p = *f.project;
    const RowId doc = *p.corpus().upsertDocument(Document{.externalId = QStringLiteral("d")});
    for (int i = 1; i <= 5; ++i)
        f.chunks.append(*p.corpus().upsertChunk(Chunk{.documentId = doc,
                                                      .externalId = QStringLiteral("c%1").arg(i),
                                                      .ordinal = i,
                                                      .text = QStringLiteral("chunk %1").arg(i)}));
    f.question =
        *p.questions().upsert(Question{.externalId = QStringLiteral("q1"), .text = QStringLiteral("What?")});
    f.ana = *p.annotators().ensure(QStringLiteral("ana"), AnnotatorRole::Lead);
    f.ben = *p.annotators().ensure(QStringLiteral("ben"));
    const int anaGrades[] = {0, 1, 3, 0, 1};
    const int benGrades[] = {0, 1, 3, 3, 2};
    for (int i = 0; i < 5; ++i) {
        p.labels().setLabel(f.question, f.chunks[i], f.ana, anaGrades[i]);
        p.labels().setLabel(f.question, f.chunks[i], f.ben, benGrades[i]);
    }
    return f;
}

std::optional<double> kappaOf(Project& project, bool after)
{
    AgreementScope scope;
    scope.afterAdjudication = after;
    auto ratings = scopedRatingSet(project, scope);
    if (!ratings)
        return std::nullopt;
    const AgreementReport report = computeAgreement(*ratings, KappaWeights::None);
    return report.pairwise.isEmpty() ? std::nullopt : report.pairwise.first().kappa.kappa;
}

QString key(const QString& chunk)
{
    return storage::AdjudicationStore::relevanceKey(QStringLiteral("q1"), chunk);
}

} // namespace

class TestAgreementScope : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kappaBeforeAndAfterAdjudication()
    {
        QTemporaryDir dir;
        Fixture f = makeProject(dir.filePath(QStringLiteral("a.goldset")));
        QVERIFY(f.project);
        Project& p = *f.project;
        QVERIFY(qAbs(*kappaOf(p, false) - 9.0 / 19.0) < 1e-12);
        QVERIFY(qAbs(*kappaOf(p, true) - 9.0 / 19.0) < 1e-12); // nothing adjudicated yet

        QVERIFY(p.adjudications().set(QStringLiteral("relevance"), key(QStringLiteral("c4")),
                                      QStringLiteral("3"), QStringLiteral("ben is right"), f.ana));
        QVERIFY(qAbs(*kappaOf(p, false) - 9.0 / 19.0) < 1e-12);
        QVERIFY(qAbs(*kappaOf(p, true) - 13.0 / 18.0) < 1e-12);
    }

    void applyAdjudicationsReplacesEveryRatingOfTheItem()
    {
        const QList<Rating> ratings = {{QStringLiteral("i1"), QStringLiteral("a"), QStringLiteral("0"), 0},
                                       {QStringLiteral("i1"), QStringLiteral("b"), QStringLiteral("2"), 0},
                                       {QStringLiteral("i2"), QStringLiteral("a"), QStringLiteral("1"), 0}};
        const QList<Rating> after =
            applyAdjudications(ratings, {{QStringLiteral("i1"), QStringLiteral("1")}});
        QCOMPARE(after.size(), 3);
        QCOMPARE(after[0].label, QStringLiteral("1"));
        QCOMPARE(after[1].label, QStringLiteral("1"));
        QCOMPARE(after[2].label, QStringLiteral("1"));
        QCOMPARE(after[1].annotator, QStringLiteral("b"));
    }

    void disagreementsLargestFirst()
    {
        QTemporaryDir dir;
        Fixture f = makeProject(dir.filePath(QStringLiteral("a.goldset")));
        QVERIFY(f.project);
        Project& p = *f.project;
        QVERIFY(p.adjudications().set(QStringLiteral("relevance"), key(QStringLiteral("c5")),
                                      QStringLiteral("2"), QStringLiteral("close call"), f.ana));
        const QList<Disagreement> queue = disagreements(p, AgreementScope{});
        QCOMPARE(queue.size(), 2); // c1..c3 agree
        QCOMPARE(queue[0].targetId, QStringLiteral("c4"));
        QCOMPARE(queue[0].distance, 3.0);
        QCOMPARE(queue[0].questionExternalId, QStringLiteral("q1"));
        QCOMPARE(queue[0].questionText, QStringLiteral("What?"));
        QCOMPARE(queue[0].targetText, QStringLiteral("chunk 4"));
        QCOMPARE(queue[0].votes.size(), 2);
        QCOMPARE(queue[0].votes[0].annotator, QStringLiteral("ana"));
        QCOMPARE(queue[0].votes[0].label, QStringLiteral("0"));
        QCOMPARE(queue[0].votes[1].label, QStringLiteral("3"));
        QVERIFY(!queue[0].adjudicated);
        QCOMPARE(queue[1].targetId, QStringLiteral("c5"));
        QCOMPARE(queue[1].distance, 1.0);
        QCOMPARE(queue[1].adjudicated.value_or(QString()), QStringLiteral("2"));
        QCOMPARE(queue[1].reason, QStringLiteral("close call"));
    }

    void claimsOfOneRun()
    {
        QTemporaryDir dir;
        Fixture f = makeProject(dir.filePath(QStringLiteral("a.goldset")));
        QVERIFY(f.project);
        Project& p = *f.project;
        QList<RowId> claims;
        for (const QString& name : {QStringLiteral("r1"), QStringLiteral("r2")}) {
            const RowId run = *p.runs().createRun(Run{.name = name});
            for (int ordinal = 0; ordinal < 2; ++ordinal)
                claims.append(
                    *p.runs().addClaim(Claim{.runId = run,
                                             .questionId = f.question,
                                             .ordinal = ordinal,
                                             .text = QStringLiteral("%1 claim %2").arg(name).arg(ordinal)}));
        }
        // r1: claim 0 agreed (supported), claim 1 split; r2: claim 0 split three ways.
        const RowId chen = *p.annotators().ensure(QStringLiteral("chen"));
        QVERIFY(p.runs().setReview(claims[0], f.ana, Verdict::Supported, {}, false));
        QVERIFY(p.runs().setReview(claims[0], f.ben, Verdict::Supported, {}, false));
        QVERIFY(p.runs().setReview(claims[1], f.ana, Verdict::Supported, {}, false));
        QVERIFY(p.runs().setReview(claims[1], f.ben, Verdict::Contradicted, {}, false));
        QVERIFY(p.runs().setReview(claims[2], f.ana, Verdict::Supported, {}, false));
        QVERIFY(p.runs().setReview(claims[2], f.ben, Verdict::Unsupported, {}, false));
        QVERIFY(p.runs().setReview(claims[2], chen, Verdict::Contradicted, {}, false));

        AgreementScope scope;
        scope.task = AgreementTask::Claims;
        scope.runId = p.runs().runByName(QStringLiteral("r1"))->id;
        QCOMPARE(scopedRatings(p, scope).size(), 4);
        QList<Disagreement> queue = disagreements(p, scope);
        QCOMPARE(queue.size(), 1);
        QCOMPARE(queue[0].claimId, claims[1]);
        QCOMPARE(queue[0].targetText, QStringLiteral("r1 claim 1"));
        QCOMPARE(queue[0].runId, scope.runId.value());

        scope.runId.reset(); // every run: the three-way split first (2 distinct verdicts too many)
        queue = disagreements(p, scope);
        QCOMPARE(queue.size(), 2);
        QCOMPARE(queue[0].claimId, claims[2]);
        QCOMPARE(queue[0].distance, 2.0);
        QCOMPARE(queue[0].minority, 2);
        QCOMPARE(queue[1].claimId, claims[1]);
    }

    void removingABatchKeepsTheLabels()
    {
        QTemporaryDir dir;
        Fixture f = makeProject(dir.filePath(QStringLiteral("a.goldset")));
        QVERIFY(f.project);
        Project& p = *f.project;
        storage::BatchStore batches(p.connection());
        const auto created = batches.create({0, QStringLiteral("b"), QStringLiteral("relevance"), 2, 3, {}},
                                            {{f.ana, {f.question}}, {f.ben, {f.question}}});
        QVERIFY(created);
        QCOMPARE(batches.assignments(*created).size(), 2);
        QCOMPARE(batches.assignedItems(QStringLiteral("relevance")).size(), 1);
        QVERIFY(batches.remove(*created));
        QVERIFY(!batches.byName(QStringLiteral("b")));
        QVERIFY(batches.assignments(*created).isEmpty());
        QVERIFY(batches.assignedItems(QStringLiteral("relevance")).isEmpty());
        QCOMPARE(p.labels().all().size(), 10);
        // The same name can be stored again (redo of the creation).
        QVERIFY(batches.create({0, QStringLiteral("b"), QStringLiteral("relevance"), 2, 3, {}},
                               {{f.ana, {f.question}}, {f.ben, {f.question}}}));
    }

    void onlyUnusedAnnotatorsAreRemoved()
    {
        QTemporaryDir dir;
        Fixture f = makeProject(dir.filePath(QStringLiteral("a.goldset")));
        QVERIFY(f.project);
        Project& p = *f.project;
        QVERIFY(!p.annotators().removeUnused(f.ben)); // ben has labels
        QVERIFY(p.annotators().byId(f.ben));
        QCOMPARE(p.labels().all().size(), 10);
        const RowId dora = *p.annotators().ensure(QStringLiteral("dora"));
        QVERIFY(p.annotators().removeUnused(dora));
        QVERIFY(!p.annotators().byName(QStringLiteral("dora")));
    }

    void batchOfQuestionsOfOneStatus()
    {
        QTemporaryDir dir;
        Fixture f = makeProject(dir.filePath(QStringLiteral("a.goldset")));
        QVERIFY(f.project);
        Project& p = *f.project;
        for (int i = 2; i <= 6; ++i)
            p.questions().upsert(
                Question{.externalId = QStringLiteral("q%1").arg(i),
                         .text = QStringLiteral("Q%1?").arg(i),
                         .status = i % 2 ? QuestionStatus::Draft : QuestionStatus::Accepted});
        // Accepted: q1 (default), q2, q4, q6. Drafts: q3, q5.
        batch::BatchRequest request;
        request.name = QStringLiteral("drafts");
        request.annotators = {QStringLiteral("ana"), QStringLiteral("ben"), QStringLiteral("chen")};
        request.overlap = 2;
        request.seed = 5;
        request.questionStatus = QuestionStatus::Draft;
        auto plan = batch::planBatch(p, request);
        QVERIFY(plan);
        QSet<QString> names;
        for (const Question& q : p.questions().byIds(plan->items))
            names.insert(q.externalId);
        QCOMPARE(names, (QSet<QString>{QStringLiteral("q3"), QStringLiteral("q5")}));

        for (int i = 7; i <= 8; ++i)
            p.questions().upsert(
                Question{.externalId = QStringLiteral("q%1").arg(i), .text = QStringLiteral("Q?")});
        request.questionStatus.reset();
        request.name = QStringLiteral("all");
        plan = batch::planBatch(p, request);
        QVERIFY(plan);
        QCOMPARE(plan->items.size(), 8);
        // Six items over three annotators, each item to two: every item is one pair's, so each of
        // the 3 pairs shares 6 / 3 = 2 items and each annotator, in two pairs, gets 4.
        const auto balanced = batch::planBatch(p, [&] {
            batch::BatchRequest r = request;
            r.size = 6;
            return r;
        }());
        QVERIFY(balanced);
        const batch::PlanSummary summary = batch::summarize(*balanced);
        QCOMPARE(summary.itemsPerAnnotator, (QList<qsizetype>{4, 4, 4}));
        for (int a = 0; a < 3; ++a)
            for (int b = 0; b < 3; ++b)
                QCOMPARE(summary.sharedItems[a][b], a == b ? 4 : 2);
        const auto byAnnotator = batch::itemsByAnnotator(*balanced);
        QCOMPARE(byAnnotator.size(), 3);
        for (const QList<RowId>& items : byAnnotator)
            QCOMPARE(items.size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestAgreementScope)
#include "tst_agreement_scope.moc"
