// Stratified batch sampling: proportional allocation per stratum (largest remainder), seeded,
// checked on hand-worked stratum counts.
#include "batch/BatchPlanner.h"
#include "batch/StratifiedSample.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::batch;
using storage::Project;

class TestBatchStrata : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allocation();
    void sampleIsSeededAndWithinStrata();
    void byDocumentIsProportional();
    void byFailingIsProportional();
};

void TestBatchStrata::allocation()
{
    // 5 of (6, 3, 1): quotas 3.0, 1.5, 0.5 -> 3, 1, 0 and one left: the tie of 0.5 goes to the
    // larger stratum -> 3, 2, 0.
    QCOMPARE(proportionalAllocation({6, 3, 1}, 5), (QList<qsizetype>{3, 2, 0}));
    // 6 of (8, 4): exactly 4 and 2.
    QCOMPARE(proportionalAllocation({8, 4}, 6), (QList<qsizetype>{4, 2}));
    // 10 of (5, 5, 5): 3.33 each -> 3, 3, 3, the last one to the first (equal remainders and sizes).
    QCOMPARE(proportionalAllocation({5, 5, 5}, 10), (QList<qsizetype>{4, 3, 3}));
    // 4 of (7, 2, 1): 2.8, 0.8, 0.4 -> 2, 0, 0; two left: to 2.8 and 0.8 -> 3, 1, 0.
    QCOMPARE(proportionalAllocation({7, 2, 1}, 4), (QList<qsizetype>{3, 1, 0}));
    // All, or more than all: every item.
    QCOMPARE(proportionalAllocation({2, 3}, 0), (QList<qsizetype>{2, 3}));
    QCOMPARE(proportionalAllocation({2, 3}, 9), (QList<qsizetype>{2, 3}));
}

void TestBatchStrata::sampleIsSeededAndWithinStrata()
{
    const QList<QList<RowId>> strata = {{1, 2, 3, 4, 5, 6, 7, 8}, {11, 12, 13, 14}};
    const QList<RowId> a = stratifiedSample(strata, 6, 5);
    QCOMPARE(a.size(), 6);
    for (int i = 0; i < 4; ++i)
        QVERIFY(a[i] >= 1 && a[i] <= 8);
    for (int i = 4; i < 6; ++i)
        QVERIFY(a[i] >= 11 && a[i] <= 14);
    QCOMPARE(QSet<RowId>(a.cbegin(), a.cend()).size(), 6);
    QCOMPARE(stratifiedSample(strata, 6, 5), a); // the same seed, the same sample
    bool differs = false;
    for (quint64 seed = 6; seed < 16 && !differs; ++seed)
        differs = stratifiedSample(strata, 6, seed) != a;
    QVERIFY(differs); // the seed does choose
}

void TestBatchStrata::byDocumentIsProportional()
{
    QTemporaryDir dir;
    auto opened =
        Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    Project& p = **opened;
    // Documents of 6, 3 and 1 questions (by their source chunk).
    QHash<RowId, RowId> documentOf; // question -> document
    int serial = 0;
    for (int sizeOfDocument : {6, 3, 1}) {
        Document d;
        d.externalId = QStringLiteral("d%1").arg(sizeOfDocument);
        const RowId documentId = *p.corpus().upsertDocument(d);
        const RowId chunk = *p.corpus().upsertChunk(
            Chunk{0, documentId, d.externalId + QStringLiteral("#0"), 0, QStringLiteral("t")});
        for (int i = 0; i < sizeOfDocument; ++i) {
            Question q;
            q.externalId = QStringLiteral("q%1").arg(++serial);
            q.text = q.externalId;
            q.sourceChunkId = chunk;
            documentOf.insert(*p.questions().upsert(q), documentId);
        }
    }
    for (quint64 seed : {0ULL, 7ULL, 42ULL}) {
        BatchRequest r;
        r.name = QStringLiteral("b");
        r.annotators = {QStringLiteral("ana")};
        r.size = 5;
        r.seed = seed;
        r.strategy = QStringLiteral("by-document");
        auto plan = planBatch(p, r);
        QVERIFY(plan.ok());
        QCOMPARE(plan->items.size(), 5);
        QHash<RowId, int> perDocument;
        for (RowId q : plan->items)
            ++perDocument[documentOf.value(q)];
        QList<int> counts = perDocument.values();
        std::sort(counts.begin(), counts.end());
        QCOMPARE(counts, (QList<int>{2, 3})); // 3 of the 6, 2 of the 3, none of the 1
        // Each document's questions stay together in the batch order.
        QList<RowId> seen;
        for (RowId q : plan->items) {
            const RowId d = documentOf.value(q);
            if (seen.isEmpty() || seen.last() != d) {
                QVERIFY(!seen.contains(d));
                seen.append(d);
            }
        }
    }
}

void TestBatchStrata::byFailingIsProportional()
{
    QTemporaryDir dir;
    auto opened =
        Project::open(dir.filePath(QStringLiteral("p.goldset")), Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    Project& p = **opened;
    Document d;
    d.externalId = QStringLiteral("doc");
    const RowId documentId = *p.corpus().upsertDocument(d);
    const RowId chunk =
        *p.corpus().upsertChunk(Chunk{0, documentId, QStringLiteral("doc#0"), 0, QStringLiteral("t")});
    const RowId runId = *p.runs().createRun(Run{0, QStringLiteral("r1")});
    const RowId lead = *p.annotators().ensure(QStringLiteral("lead"));
    QSet<RowId> passing;
    // 12 questions all retrieving doc#0; it is relevant (grade 2) for 4 of them: 8 fail, 4 pass.
    for (int i = 1; i <= 12; ++i) {
        Question q;
        q.externalId = QStringLiteral("q%1").arg(i);
        q.text = q.externalId;
        const RowId id = *p.questions().upsert(q);
        QVERIFY(p.runs().addRetrieval({runId, id, 1, chunk, 1.0}));
        if (i % 3 == 0) {
            QVERIFY(p.labels().setLabel(id, chunk, lead, 2).ok());
            passing.insert(id);
        }
    }
    QCOMPARE(passing.size(), 4);
    BatchRequest r;
    r.name = QStringLiteral("b");
    r.annotators = {QStringLiteral("ana")};
    r.size = 6;
    r.seed = 11;
    r.strategy = QStringLiteral("by-failing");
    r.runName = QStringLiteral("r1");
    auto plan = planBatch(p, r);
    QVERIFY(plan.ok());
    QCOMPARE(plan->items.size(), 6);
    // 6 of (8 failing, 4 passing) -> 4 and 2, failing first.
    for (int i = 0; i < 6; ++i)
        QCOMPARE(passing.contains(plan->items[i]), i >= 4);
}

QTEST_GUILESS_MAIN(TestBatchStrata)
#include "tst_batch_strata.moc"
