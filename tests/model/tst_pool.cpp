#include "TestSupport.h"
#include "labelling/CandidatePool.h"
#include "labelling/CandidatePoolLoader.h"
#include "labelling/TermHighlighter.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/LabellingStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::labelling;

namespace {

QStringList ids(const QList<PoolCandidate>& pool)
{
    QStringList out;
    for (const PoolCandidate& c : pool)
        out.append(c.chunkExternalId);
    return out;
}

QString ranks(const PoolCandidate& c)
{
    QStringList out;
    for (const RunRank& r : c.runs)
        out.append(QStringLiteral("%1#%2").arg(r.runName).arg(r.rank));
    return out.join(QLatin1Char(','));
}

// Run A scores d#2 and d#3 equally: trec_eval puts d#3 first (docno descending), so A ranks
// d#1 1, d#3 2, d#2 3, d#4 4. Run B ranks e#1 1, d#2 2, d#1 3.
PoolInput handInput(int depth)
{
    PoolInput input;
    input.depth = depth;
    input.runs = {
        {1,
         QStringLiteral("A"),
         {{1, QStringLiteral("d#1"), 0.9},
          {2, QStringLiteral("d#2"), 0.8},
          {3, QStringLiteral("d#3"), 0.8},
          {4, QStringLiteral("d#4"), 0.1}}},
        {2,
         QStringLiteral("B"),
         {{1, QStringLiteral("d#1"), 1.0}, {5, QStringLiteral("e#1"), 5.0}, {2, QStringLiteral("d#2"), 4.0}}},
    };
    input.searchHits = {
        {4, QStringLiteral("d#4"), 3.0}, {5, QStringLiteral("e#1"), 2.0}, {6, QStringLiteral("f#1"), 1.0}};
    input.labelled = {{7, QStringLiteral("g#1"), 0}, {1, QStringLiteral("d#1"), 0}};
    return input;
}

} // namespace

class TestPool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ranksRunsAsTrecEval();
    void poolsToDepthTwo();
    void poolsToDepthThree();
    void depthZeroKeepsSearchAndLabels();
    void duplicateInOneRunCountsOnce();
    void questionTerms();
    void highlightSpans();
    void highlightCjk();
    void highlightEscapes();
    void loadsPoolFromProject();
    void readsOnlyTheTopOfEachRun();
};

void TestPool::ranksRunsAsTrecEval()
{
    const auto ranked = rankedAsTrecEval(handInput(10).runs[0].results);
    QStringList order;
    for (const auto& r : ranked)
        order.append(r.chunkExternalId);
    QCOMPARE(order, (QStringList{QStringLiteral("d#1"), QStringLiteral("d#3"), QStringLiteral("d#2"),
                                 QStringLiteral("d#4")}));
}

void TestPool::poolsToDepthTwo()
{
    // A's top 2: d#1 (1), d#3 (2); B's: e#1 (1), d#2 (2). d#4 is only A's 4th: it enters by
    // search. By best rank, then runs, then id: d#1 e#1 | d#2 d#3 | search d#4 f#1 | label g#1.
    const auto pool = buildPool(handInput(2));
    QCOMPARE(ids(pool), (QStringList{QStringLiteral("d#1"), QStringLiteral("e#1"), QStringLiteral("d#2"),
                                     QStringLiteral("d#3"), QStringLiteral("d#4"), QStringLiteral("f#1"),
                                     QStringLiteral("g#1")}));
    QCOMPARE(ranks(pool[0]), QStringLiteral("A#1"));
    QVERIFY(pool[0].labelled);
    QVERIFY(!pool[0].searchRank);
    QCOMPARE(ranks(pool[1]), QStringLiteral("B#1"));
    QCOMPARE(pool[1].searchRank, std::optional<int>(2));
    QCOMPARE(ranks(pool[2]), QStringLiteral("B#2"));
    QCOMPARE(ranks(pool[3]), QStringLiteral("A#2"));
    QCOMPARE(ranks(pool[4]), QString());
    QCOMPARE(pool[4].searchRank, std::optional<int>(1));
    QCOMPARE(pool[4].searchScore, 3.0);
    QCOMPARE(pool[5].searchRank, std::optional<int>(3));
    QVERIFY(pool[6].labelled);
    QVERIFY(pool[6].runs.isEmpty() && !pool[6].searchRank);
}

void TestPool::poolsToDepthThree()
{
    // Now d#1 is A#1 and B#3 (two runs, best 1: before e#1), d#2 is A#3 and B#2 (two runs,
    // best 2: before d#3).
    const auto pool = buildPool(handInput(3));
    QCOMPARE(ids(pool), (QStringList{QStringLiteral("d#1"), QStringLiteral("e#1"), QStringLiteral("d#2"),
                                     QStringLiteral("d#3"), QStringLiteral("d#4"), QStringLiteral("f#1"),
                                     QStringLiteral("g#1")}));
    QCOMPARE(ranks(pool[0]), QStringLiteral("A#1,B#3"));
    QCOMPARE(ranks(pool[2]), QStringLiteral("A#3,B#2"));
    QCOMPARE(pool[2].bestRank(), 2);
}

void TestPool::depthZeroKeepsSearchAndLabels()
{
    const auto pool = buildPool(handInput(0));
    QCOMPARE(ids(pool), (QStringList{QStringLiteral("d#4"), QStringLiteral("e#1"), QStringLiteral("f#1"),
                                     QStringLiteral("d#1"), QStringLiteral("g#1")}));
}

void TestPool::duplicateInOneRunCountsOnce()
{
    PoolInput input;
    input.depth = 5;
    input.runs = {{9,
                   QStringLiteral("C"),
                   {{1, QStringLiteral("x#1"), 0.5},
                    {1, QStringLiteral("x#1"), 0.7},
                    {2, QStringLiteral("x#2"), 0.6}}}};
    const auto pool = buildPool(input);
    QCOMPARE(ids(pool), (QStringList{QStringLiteral("x#1"), QStringLiteral("x#2")}));
    QCOMPARE(ranks(pool[0]), QStringLiteral("C#1"));
    QCOMPARE(ranks(pool[1]), QStringLiteral("C#2"));
}

void TestPool::questionTerms()
{
    QCOMPARE(TermHighlighter(QStringLiteral("What is the refund policy for Café orders?")).terms(),
             (QStringList{QStringLiteral("refund"), QStringLiteral("policy"), QStringLiteral("cafe"),
                          QStringLiteral("orders")}));
    // CJK: overlapping bigrams; a lone character stays a term.
    QCOMPARE(TermHighlighter(QStringLiteral("客服热线 of 駅")).terms(),
             (QStringList{QStringLiteral("客服"), QStringLiteral("服热"), QStringLiteral("热线"),
                          QStringLiteral("駅")}));
}

void TestPool::highlightSpans()
{
    const TermHighlighter h(QStringLiteral("refund policy café"));
    // "Refunds" is another word (no stemming, like the index); "CAFÉ" folds to "cafe".
    const QString text = QStringLiteral("Refunds: our refund policy at the CAFÉ.");
    QCOMPARE(h.spans(text), (QList<TextSpan>{{13, 6}, {20, 6}, {34, 4}}));
}

void TestPool::highlightCjk()
{
    const TermHighlighter h(QStringLiteral("客服热线是多少"));
    // 客服, 服热, 热线 overlap and merge into one span over 客服热线 (positions 3..6).
    QCOMPARE(h.spans(QStringLiteral("请拨打客服热线。")), (QList<TextSpan>{{3, 4}}));
    const TermHighlighter single(QStringLiteral("駅"));
    QCOMPARE(single.spans(QStringLiteral("東京駅から")), (QList<TextSpan>{{2, 1}}));
}

void TestPool::highlightEscapes()
{
    const TermHighlighter h(QStringLiteral("refund"));
    QCOMPARE(h.html(QStringLiteral("<b>refund</b> & co")),
             QStringLiteral("&lt;b&gt;<b>refund</b>&lt;/b&gt; &amp; co"));
}

void TestPool::loadsPoolFromProject()
{
    QTemporaryDir dir;
    auto opened = storage::Project::open(dir.filePath(QStringLiteral("p.goldset")),
                                         storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    storage::Project& project = **opened;
    Document doc;
    doc.externalId = QStringLiteral("shop");
    doc.title = QStringLiteral("Shop");
    const RowId docId = *project.corpus().upsertDocument(doc);
    const QStringList texts = {
        QStringLiteral("refund policy for damaged goods"), QStringLiteral("shipping takes five days"),
        QStringLiteral("gift cards are not refundable"), QStringLiteral("our refund window is thirty days"),
        QStringLiteral("contact support by phone")};
    QList<RowId> chunk;
    for (int i = 0; i < texts.size(); ++i) {
        Chunk c;
        c.documentId = docId;
        c.externalId = QStringLiteral("shop#%1").arg(i);
        c.ordinal = i;
        c.text = texts[i];
        chunk.append(*project.corpus().upsertChunk(c));
    }
    Question q;
    q.externalId = QStringLiteral("q1");
    q.text = QStringLiteral("How long is the refund window?");
    const RowId qid = *project.questions().upsert(q);
    Run run;
    run.name = QStringLiteral("dense");
    const RowId runId = *project.runs().createRun(run);
    // Stored ranks disagree with the scores on purpose: the pool follows the scores.
    QVERIFY(project.runs().addRetrieval({runId, qid, 1, chunk[1], 0.2}));
    QVERIFY(project.runs().addRetrieval({runId, qid, 2, chunk[2], 0.9}));
    QVERIFY(project.runs().addRetrieval({runId, qid, 3, chunk[4], 0.1}));
    const RowId other = *project.annotators().ensure(QStringLiteral("other"));
    QVERIFY(project.labels().setLabel(qid, chunk[4], other, 0));

    PoolOptions options;
    options.depth = 2;
    options.questionSearchHits = 10;
    auto pool = loadPool(project, qid, options);
    QVERIFY(pool.ok());
    // Run top 2 by score: shop#2 (0.9), shop#1 (0.2). The question's words that are not stop
    // words: long, refund, window; the chunks holding any: shop#3 (refund, window) then shop#0
    // (refund). shop#4 is only the run's 3rd (beyond depth 2) but labelled.
    QCOMPARE(ids(*pool),
             (QStringList{QStringLiteral("shop#2"), QStringLiteral("shop#1"), QStringLiteral("shop#3"),
                          QStringLiteral("shop#0"), QStringLiteral("shop#4")}));
    QCOMPARE(ranks((*pool)[0]), QStringLiteral("dense#1"));
    QCOMPARE((*pool)[2].searchRank, std::optional<int>(1));
    QVERIFY((*pool)[4].labelled);

    // The annotator's own search comes before the question's words.
    options.searchQuery = QStringLiteral("phone");
    pool = loadPool(project, qid, options);
    QVERIFY(pool.ok());
    QCOMPARE((*pool)[2].chunkExternalId, QStringLiteral("shop#4"));
    QCOMPARE((*pool)[2].searchRank, std::optional<int>(1));
    QVERIFY((*pool)[2].labelled);

    // Per question, the runs' results are read with one indexed query per run.
    storage::LabellingStore reads(project.connection());
    QCOMPARE(reads.runResults(qid, 10).size(), 3);
    QCOMPARE(reads.runResults(qid, 2).size(), 2);
    QCOMPARE(reads.runResults(qid, 0).size(), 0);
    QCOMPARE(reads.questionsLabelledBy(other), (QSet<RowId>{qid}));
    const auto cards = reads.chunkCards({chunk[3], chunk[0]});
    QCOMPARE(cards.size(), 2);
    QCOMPARE(cards[0].chunk.text, texts[3]);
    QCOMPARE(cards[1].documentTitle, QStringLiteral("Shop"));
}

// Run "big" has 500 results for q1, scores 500 down to 1, except that ranks 3..5 tie at 497.5
// and the 20th-best ties with two more; "small" has 4. Pooling to depth 20 reads the top 20 of
// each run plus the ties with the 20th, and the pool is what buildPool() makes of every result.
void TestPool::readsOnlyTheTopOfEachRun()
{
    QTemporaryDir dir;
    auto opened = storage::Project::open(dir.filePath(QStringLiteral("top.goldset")),
                                         storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    storage::Project& project = **opened;
    Question q;
    q.externalId = QStringLiteral("q1");
    q.text = QStringLiteral("zzz");
    const RowId qid = *project.questions().upsert(q);
    Question other;
    other.externalId = QStringLiteral("q2");
    other.text = QStringLiteral("zzz");
    const RowId otherId = *project.questions().upsert(other);
    Run big;
    big.name = QStringLiteral("big");
    const RowId bigId = *project.runs().createRun(big);
    Run small;
    small.name = QStringLiteral("small");
    const RowId smallId = *project.runs().createRun(small);
    QVERIFY(project.connection().transaction());
    RunResults all{bigId, QStringLiteral("big"), {}};
    for (int i = 0; i < 500; ++i) {
        const QString ext = QStringLiteral("d#%1").arg(i);
        const RowId chunk = *project.corpus().ensureChunk(ext);
        double score = 500 - i;
        if (i >= 2 && i <= 4)
            score = 497.5;
        if (i == 20 || i == 21)
            score = 481; // ties with i = 19
        QVERIFY(project.runs().addRetrieval({bigId, qid, i + 1, chunk, score}));
        QVERIFY(project.runs().addRetrieval({bigId, otherId, i + 1, chunk, 1000.0 + i}));
        all.results.append({chunk, ext, score});
        if (i < 4)
            QVERIFY(project.runs().addRetrieval({smallId, qid, i + 1, chunk, double(i)}));
    }
    QVERIFY(project.connection().commit());

    storage::LabellingStore reads(project.connection());
    const auto rows = reads.runResults(qid, 20);
    QStringList read;
    for (const auto& row : rows)
        read << row.runName + QLatin1Char(' ') + row.chunkExternalId;
    read.sort();
    QStringList expected;
    for (int i = 0; i < 22; ++i) // 0..19, and 20, 21 tied with 19
        expected << QStringLiteral("big d#%1").arg(i);
    for (int i = 0; i < 4; ++i)
        expected << QStringLiteral("small d#%1").arg(i);
    expected.sort();
    QCOMPARE(read, expected);

    PoolOptions options;
    options.depth = 20;
    options.questionSearchHits = 0;
    auto pool = loadPool(project, qid, options);
    QVERIFY(pool.ok());
    PoolInput input;
    input.depth = 20;
    input.runs = {all, {smallId, QStringLiteral("small"), {}}};
    for (int i = 0; i < 4; ++i)
        input.runs[1].results.append({all.results[i].chunkId, all.results[i].chunkExternalId, double(i)});
    QCOMPARE(ids(*pool), ids(buildPool(input)));
    // 19 results score above 481, where d#19, d#20, d#21 tie: trec_eval takes d#21 (ids descending).
    QVERIFY(ids(*pool).contains(QStringLiteral("d#21")));
    QVERIFY(!ids(*pool).contains(QStringLiteral("d#19")));
}

QTEST_GUILESS_MAIN(TestPool)
#include "tst_pool.moc"
