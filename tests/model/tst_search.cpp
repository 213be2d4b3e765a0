#include "TestSupport.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/Transaction.h"
#include "text/SearchText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using goldset::test::runCli;

namespace {

// Six short English chunks whose BM25 scores are computed by hand below, plus Chinese and
// Japanese chunks.
const QList<std::pair<QString, QString>> kChunks = {
    {QStringLiteral("shop#1"), QStringLiteral("refund refund policy")},
    {QStringLiteral("shop#2"), QStringLiteral("the refund window is thirty days after delivery")},
    {QStringLiteral("shop#3"), QStringLiteral("shipping policy for international orders")},
    {QStringLiteral("shop#4"), QStringLiteral("contact support by phone")},
    {QStringLiteral("shop#5"), QStringLiteral("returns are accepted within thirty days")},
    {QStringLiteral("shop#6"), QStringLiteral("gift cards cannot be refunded")},
};

} // namespace

class TestSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void bm25MatchesHandComputedScores();
    void cliPrintsRankedJson();
    void cliLimit();
    void cjkIsSearchable();
    void badUsageExitsTwo_data();
    void badUsageExitsTwo();
    void matchExpressions();
    void foldingLikeTheIndex();
    void questionSearchLeavesOutCommonWords();
    void termFrequenciesAreStoredAndRefreshed();
    void halfTheChunksOnlyFilters();
    void rankingWindowAtScale();
    void cliSaysWhenRankingWindowed();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestSearch::initTestCase()
{
    m_path = m_dir.filePath(QStringLiteral("search.goldset"));
    auto opened = storage::Project::open(m_path, storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    storage::CorpusStore& corpus = (*opened)->corpus();
    Document shop;
    shop.externalId = QStringLiteral("shop");
    shop.title = QStringLiteral("Shop FAQ");
    const RowId shopId = *corpus.upsertDocument(shop);
    int ordinal = 0;
    for (const auto& [id, text] : kChunks) {
        Chunk c;
        c.documentId = shopId;
        c.externalId = id;
        c.ordinal = ordinal++;
        c.text = text;
        QVERIFY(corpus.upsertChunk(c).ok());
    }
}

void TestSearch::bm25MatchesHandComputedScores()
{
    auto opened = storage::Project::open(m_path);
    QVERIFY(opened.ok());
    // FTS5's BM25 (k1 = 1.2, b = 0.75), N = 6 chunks, average length 31/6 tokens:
    //   idf(refund) = ln((6 - 2 + 0.5) / (2 + 0.5)) = 0.587787
    //   shop#1 (tf 2, 3 tokens): 0.587787 * 2 * 2.2 / (2 + 1.2 * (0.25 + 0.75 * 3 / (31/6)))  = 0.916275
    //   shop#2 (tf 1, 8 tokens): 0.587787 * 2.2 / (1 + 1.2 * (0.25 + 0.75 * 8 / (31/6)))      = 0.480084
    // "refunded" (shop#6) is another word: the index does not stem.
    auto hits = (*opened)->corpus().search(QStringLiteral("refund"), 10);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 2);
    QCOMPARE((*hits)[0].chunk.externalId, QStringLiteral("shop#1"));
    QVERIFY(qAbs((*hits)[0].score - 0.9162754) < 1e-6);
    QCOMPARE((*hits)[1].chunk.externalId, QStringLiteral("shop#2"));
    QVERIFY(qAbs((*hits)[1].score - 0.4800844) < 1e-6);
    QCOMPARE((*hits)[0].documentTitle, QStringLiteral("Shop FAQ"));

    // Every term must occur: shop#5 (6 tokens) 1.102807 before shop#2 (8 tokens) 0.960169.
    hits = (*opened)->corpus().search(QStringLiteral("Thirty DAYS"), 10);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 2);
    QCOMPARE((*hits)[0].chunk.externalId, QStringLiteral("shop#5"));
    QVERIFY(qAbs((*hits)[0].score - 1.1028074) < 1e-6);
    QVERIFY(qAbs((*hits)[1].score - 0.9601689) < 1e-6);

    // Any term: the question's words, ranked by how well each chunk matches.
    hits = (*opened)->corpus().search(QStringLiteral("refund policy"), 10,
                                      storage::CorpusStore::SearchMode::AnyTerm);
    QVERIFY(hits.ok());
    QStringList order;
    for (const auto& hit : *hits)
        order.append(hit.chunk.externalId);
    // shop#1: 0.916275 + policy (idf ln(4.5/2.5) = 0.587787, tf 1, 3 tokens) 0.709505 = 1.625781;
    // shop#3: policy only, 5 tokens: 0.595647; shop#2: refund only 0.480084.
    QCOMPARE(order,
             (QStringList{QStringLiteral("shop#1"), QStringLiteral("shop#3"), QStringLiteral("shop#2")}));
    QVERIFY(qAbs((*hits)[0].score - 1.6257808) < 1e-6);
}

void TestSearch::cliPrintsRankedJson()
{
    const auto result =
        runCli({QStringLiteral("search"), QStringLiteral("--project"), m_path, QStringLiteral("--query"),
                QStringLiteral("refund"), QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonDocument json = QJsonDocument::fromJson(result.out.toUtf8());
    QVERIFY2(json.isArray(), qPrintable(result.out));
    const QJsonArray hits = json.array();
    QCOMPARE(hits.size(), 2);
    const QJsonObject first = hits[0].toObject();
    QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("shop#1"));
    QCOMPARE(first.value(QStringLiteral("document")).toString(), QStringLiteral("shop"));
    QCOMPARE(first.value(QStringLiteral("text")).toString(), QStringLiteral("refund refund policy"));
    QVERIFY(qAbs(first.value(QStringLiteral("score")).toDouble() - 0.9162754) < 1e-6);
    QCOMPARE(hits[1].toObject().value(QStringLiteral("id")).toString(), QStringLiteral("shop#2"));
    QCOMPARE(first.keys(), (QStringList{QStringLiteral("document"), QStringLiteral("id"),
                                        QStringLiteral("score"), QStringLiteral("text")}));
}

void TestSearch::cliLimit()
{
    auto result = runCli({QStringLiteral("search"), QStringLiteral("--project"), m_path,
                          QStringLiteral("--query"), QStringLiteral("refund"), QStringLiteral("--limit"),
                          QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(result.out.toUtf8()).array().size(), 1);
    // Nothing found is an empty list, not an error.
    result = runCli({QStringLiteral("search"), QStringLiteral("--project"), m_path, QStringLiteral("--query"),
                     QStringLiteral("zeppelin"), QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.out.trimmed(), QStringLiteral("[]"));
}

void TestSearch::cjkIsSearchable()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cjk.goldset"));
    {
        auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(opened.ok());
        Document d;
        d.externalId = QStringLiteral("faq");
        const RowId docId = *(*opened)->corpus().upsertDocument(d);
        const QStringList texts = {
            QStringLiteral("客服热线的电话号码是多少"), QStringLiteral("東京駅から新幹線に乗る"),
            QStringLiteral("退货政策：三十天内可以退货"), QStringLiteral("Mixed text: 新幹線 timetable")};
        for (int i = 0; i < texts.size(); ++i) {
            Chunk c;
            c.documentId = docId;
            c.externalId = QStringLiteral("faq#%1").arg(i);
            c.ordinal = i;
            c.text = texts[i];
            QVERIFY((*opened)->corpus().upsertChunk(c).ok());
        }
    }
    auto search = [&](const QString& query) {
        const auto result = runCli({QStringLiteral("search"), QStringLiteral("--project"), path,
                                    QStringLiteral("--query"), query, QStringLiteral("--json")});
        QStringList found;
        for (const QJsonValue& v : QJsonDocument::fromJson(result.out.toUtf8()).array())
            found.append(v.toObject().value(QStringLiteral("id")).toString());
        found.sort();
        return found;
    };
    QCOMPARE(search(QStringLiteral("热线")), QStringList{QStringLiteral("faq#0")});
    QCOMPARE(search(QStringLiteral("退货政策")), QStringList{QStringLiteral("faq#2")});
    // Bigrams in a row make a phrase: 客服 and 电话 both occur, but not as "客服电话".
    QCOMPARE(search(QStringLiteral("客服电话")), QStringList());
    QCOMPARE(search(QStringLiteral("新幹線")),
             (QStringList{QStringLiteral("faq#1"), QStringLiteral("faq#3")}));
    QCOMPARE(search(QStringLiteral("新幹線 timetable")), QStringList{QStringLiteral("faq#3")});
    // One character: found wherever it stands in a run: where it starts a bigram,
    QCOMPARE(search(QStringLiteral("駅")), QStringList{QStringLiteral("faq#1")});
    // ... and where it ends a run of CJK text, which starts no bigram: at the end of the text
    // (少, る), before punctuation (策 before "："), before Latin text (線 in "新幹線 timetable").
    QCOMPARE(search(QStringLiteral("少")), QStringList{QStringLiteral("faq#0")});
    QCOMPARE(search(QStringLiteral("る")), QStringList{QStringLiteral("faq#1")});
    QCOMPARE(search(QStringLiteral("策")), QStringList{QStringLiteral("faq#2")});
    QCOMPARE(search(QStringLiteral("線")), (QStringList{QStringLiteral("faq#1"), QStringLiteral("faq#3")}));
    QCOMPARE(search(QStringLiteral("策 timetable")), QStringList());
    QCOMPARE(search(QStringLiteral("線 timetable")), QStringList{QStringLiteral("faq#3")});
    // A character that occurs nowhere is not found through a neighbour.
    QCOMPARE(search(QStringLiteral("猫")), QStringList());
}

void TestSearch::badUsageExitsTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString missing = QStringLiteral("/nonexistent/x.goldset");
    QTest::newRow("no query") << QStringList{QStringLiteral("--project"), QStringLiteral("P"),
                                             QStringLiteral("--json")};
    QTest::newRow("no project") << QStringList{QStringLiteral("--query"), QStringLiteral("x")};
    QTest::newRow("zero limit") << QStringList{QStringLiteral("--project"), QStringLiteral("P"),
                                               QStringLiteral("--query"),   QStringLiteral("x"),
                                               QStringLiteral("--limit"),   QStringLiteral("0")};
    QTest::newRow("word limit") << QStringList{QStringLiteral("--project"), QStringLiteral("P"),
                                               QStringLiteral("--query"),   QStringLiteral("x"),
                                               QStringLiteral("--limit"),   QStringLiteral("ten")};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--project"), QStringLiteral("P"),
                                                   QStringLiteral("--query"), QStringLiteral("x"),
                                                   QStringLiteral("--fuzzy")};
    QTest::newRow("missing file") << QStringList{QStringLiteral("--project"), missing,
                                                 QStringLiteral("--query"), QStringLiteral("x")};
}

void TestSearch::badUsageExitsTwo()
{
    QFETCH(QStringList, arguments);
    arguments.replaceInStrings(QRegularExpression(QStringLiteral("^P$")), m_path);
    arguments.prepend(QStringLiteral("search"));
    const auto result = runCli(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY(!result.err.isEmpty());
    QVERIFY(result.out.isEmpty());
}

void TestSearch::matchExpressions()
{
    QCOMPARE(text::matchExpression(QStringLiteral("refund \"policy\" OR")),
             QStringLiteral("\"refund\" AND \"policy\" AND \"OR\""));
    QCOMPARE(text::matchAnyExpression(QStringLiteral("refund policy refund")),
             QStringLiteral("\"refund\" OR \"policy\""));
    QCOMPARE(text::matchExpression(QStringLiteral("客服热线")), QStringLiteral("\"客服 服热 热线\""));
    QCOMPARE(text::matchExpression(QStringLiteral("駅")), QStringLiteral("cjk : \"駅\""));
    QCOMPARE(text::matchExpression(QStringLiteral("  ?! ")), QString());
    // The index's two columns: text with CJK runs as bigrams (a lone character has none), and
    // every CJK character alone.
    QCOMPARE(text::indexableText(QStringLiteral("客服热线")), QStringLiteral(" 客服 服热 热线 "));
    QCOMPARE(text::indexableText(QStringLiteral("駅 ok 東京")), QStringLiteral(" ok  東京 "));
    QCOMPARE(text::indexableCjkCharacters(QStringLiteral("駅 ok 東京")), QStringLiteral("駅 東 京"));
    QCOMPARE(text::indexableCjkCharacters(QStringLiteral("no CJK")), QString());
}

QTEST_GUILESS_MAIN(TestSearch)
// 3,000 chunks all containing "bike"; "battery" in 3, "frame" in 2,100 (70%). An AnyTerm search
// for "bike battery" must rank only by battery (bike is in more than max(2000, 5%) of the chunks);
// "bike frame" keeps the rarer of two common words; AllTerms (a search box) is never pruned.
// Case and the accents of Latin letters go, as SQLite's unicode61 (remove_diacritics 2) does;
// CJK stays. Every character below U+2000 against its decomposition made here.
void TestSearch::foldingLikeTheIndex()
{
    QCOMPARE(text::foldedLikeIndex(QStringLiteral("Élan")), QStringLiteral("elan"));
    QCOMPARE(text::foldedLikeIndex(QStringLiteral("ÅNGSTRÖM")), QStringLiteral("angstrom"));
    QCOMPARE(text::foldedLikeIndex(QStringLiteral("Straße")), QStringLiteral("straße"));
    QCOMPARE(text::foldedLikeIndex(QStringLiteral("Ωμέγα")), QStringLiteral("ωμεγα"));
    QCOMPARE(text::foldedLikeIndex(QStringLiteral("検索Ǳ")), QStringLiteral("検索ǳ"));
    for (char16_t c = 1; c < 0x2000; ++c) {
        QString expected;
        for (QChar part : QString(QChar(c)).normalized(QString::NormalizationForm_D))
            if (part.category() != QChar::Mark_NonSpacing)
                expected += part.toLower();
        const QString word = QStringLiteral("a") + QChar(c) + QStringLiteral("B");
        QCOMPARE(text::foldedLikeIndex(word), QStringLiteral("a") + expected + QStringLiteral("b"));
    }
}

void TestSearch::questionSearchLeavesOutCommonWords()
{
    QTemporaryDir dir;
    auto opened = storage::Project::open(dir.filePath(QStringLiteral("big.goldset")),
                                         storage::Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    storage::Project& project = **opened;
    Document d;
    d.externalId = QStringLiteral("manual");
    const RowId docId = *project.corpus().upsertDocument(d);
    QVERIFY(project.connection().transaction());
    for (int i = 0; i < 3000; ++i) {
        Chunk c;
        c.documentId = docId;
        c.externalId = QStringLiteral("manual#%1").arg(i);
        c.ordinal = i;
        c.text = QStringLiteral("The bike number %1.").arg(i);
        if (i % 1000 == 7)
            c.text += QStringLiteral(" Charge the battery.");
        if (i < 2100)
            c.text += QStringLiteral(" The frame is steel.");
        QVERIFY(project.corpus().upsertChunk(c).ok());
    }
    QVERIFY(project.connection().commit());
    using Mode = storage::CorpusStore::SearchMode;
    const auto ids = [&](const QString& query, Mode mode, int limit) {
        QStringList found;
        const auto hits = project.corpus().search(query, limit, mode);
        if (hits.ok()) {
            for (const auto& hit : hits.value())
                found << hit.chunk.externalId;
        }
        found.sort();
        return found;
    };
    QCOMPARE(ids(QStringLiteral("bike battery"), Mode::AnyTerm, 50),
             (QStringList{QStringLiteral("manual#1007"), QStringLiteral("manual#2007"),
                          QStringLiteral("manual#7")}));
    // Both common: the rarer (frame, 2,100 chunks) stays, bike (3,000) goes.
    const QStringList frame = ids(QStringLiteral("bike frame"), Mode::AnyTerm, 5000);
    QCOMPARE(frame.size(), 2100);
    // A single word is searched as it is, however common.
    QCOMPARE(ids(QStringLiteral("bike"), Mode::AnyTerm, 5000).size(), 3000);
    QCOMPARE(ids(QStringLiteral("bike battery"), Mode::AllTerms, 50).size(), 3);
    QCOMPARE(ids(QStringLiteral("bike steel"), Mode::AllTerms, 5000).size(), 2100);
}

namespace {

// A project of `count` chunks "c#i" whose text textOf(i) gives, in one transaction.
template <typename TextOf>
std::unique_ptr<storage::Project> bigProject(const QString& path, int count, TextOf textOf)
{
    auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!opened.ok())
        return nullptr;
    std::unique_ptr<storage::Project> project = std::move(*opened);
    Document d;
    d.externalId = QStringLiteral("c");
    const RowId docId = *project->corpus().upsertDocument(d);
    storage::Transaction tx(project->connection());
    if (!tx.begin())
        return nullptr;
    for (int i = 0; i < count; ++i) {
        Chunk c;
        c.documentId = docId;
        c.externalId = QStringLiteral("c#%1").arg(i);
        c.ordinal = i;
        c.text = textOf(i);
        if (!project->corpus().upsertChunk(c).ok())
            return nullptr;
    }
    if (!tx.commit())
        return nullptr;
    return project;
}

QStringList idsOf(const QList<storage::CorpusStore::Hit>& hits)
{
    QStringList ids;
    for (const auto& hit : hits)
        ids << hit.chunk.externalId;
    return ids;
}

} // namespace

// Frequencies come from the term_df table once refreshed (terms in at least 1,000 chunks), and
// from the index itself while the table is stale (chunks added one by one since).
void TestSearch::termFrequenciesAreStoredAndRefreshed()
{
    QTemporaryDir dir;
    // "common" in every chunk, "half" in chunks 0..1199, "rare" in 0..9.
    auto project = bigProject(dir.filePath(QStringLiteral("df.goldset")), 2400, [](int i) {
        return QStringLiteral("common Café %1 %2 %3")
            .arg(i)
            .arg(i < 1200 ? QStringLiteral("half") : QString())
            .arg(i < 10 ? QStringLiteral("rare") : QString());
    });
    QVERIFY(project);
    storage::CorpusStore& corpus = project->corpus();
    // Stale (never refreshed since the chunks came): counted from the index.
    QCOMPARE(corpus.termFrequency(QStringLiteral("common")), 2400);
    QCOMPARE(corpus.termFrequency(QStringLiteral("rare")), 10);
    QVERIFY(corpus.refreshTermFrequencies().ok());
    QSqlQuery q(project->connection());
    QVERIFY(q.exec(QStringLiteral("SELECT term, df FROM term_df ORDER BY term")));
    QStringList stored;
    while (q.next())
        stored << q.value(0).toString() + QLatin1Char('=') + q.value(1).toString();
    // unicode61 folds case and accents: "Café" is stored as "cafe".
    QCOMPARE(stored, (QStringList{QStringLiteral("cafe=2400"), QStringLiteral("common=2400"),
                                  QStringLiteral("half=1200")}));
    QCOMPARE(corpus.termFrequency(QStringLiteral("CAFÉ")), 2400);
    QCOMPARE(corpus.termFrequency(QStringLiteral("half")), 1200);
    QCOMPARE(corpus.termFrequency(QStringLiteral("rare")), 0); // below the floor: not stored
    // The table is fresh now: a changed stored value is what a look-up returns.
    QVERIFY(q.exec(QStringLiteral("UPDATE term_df SET df = 7 WHERE term = 'half'")));
    QCOMPARE(corpus.termFrequency(QStringLiteral("half")), 7);
    // A twentieth more chunks make it stale: the index is asked again until the next refresh.
    Document d;
    d.externalId = QStringLiteral("more");
    const RowId docId = *corpus.upsertDocument(d);
    for (int i = 0; i < 130; ++i) {
        Chunk c;
        c.documentId = docId;
        c.externalId = QStringLiteral("more#%1").arg(i);
        c.text = QStringLiteral("half");
        QVERIFY(corpus.upsertChunk(c).ok());
    }
    QCOMPARE(corpus.termFrequency(QStringLiteral("half")), 1330);
    QVERIFY(corpus.refreshTermFrequencies().ok());
    QVERIFY(q.exec(QStringLiteral("SELECT df FROM term_df WHERE term = 'half'")) && q.next());
    QCOMPARE(q.value(0).toLongLong(), 1330);
}

// 4,000 chunks: "bike" in all, "frame" in 2,100 (over half), "steel" in 1,000, "battery" in 5.
// A word in at least half of the chunks has idf 1e-6 in FTS5's BM25: the search ranks by the
// other words and only checks for it. Hits and scores are those of FTS5's own bm25() over the
// whole expression (read here with plain SQL), to 1e-5; ties at the cut go to the earlier chunk.
void TestSearch::halfTheChunksOnlyFilters()
{
    QTemporaryDir dir;
    auto project = bigProject(dir.filePath(QStringLiteral("half.goldset")), 4000, [](int i) {
        QString text = QStringLiteral("bike number %1").arg(i);
        if (i < 2100)
            text += QStringLiteral(" frame");
        if (i % 4 == 0)
            text += QStringLiteral(" steel");
        if (i % 1000 == 8 || i == 3001)
            text += (i == 8 ? QStringLiteral(" battery battery") : QStringLiteral(" battery"));
        return text;
    });
    QVERIFY(project);
    QVERIFY(project->corpus().refreshTermFrequencies().ok());
    const auto fts = [&](const QString& match, int limit) {
        QList<std::pair<QString, double>> rows;
        QSqlQuery q(project->connection());
        q.prepare(QStringLiteral("SELECT c.external_id, -bm25(chunk_fts) FROM chunk_fts JOIN chunk c"
                                 " ON c.id = chunk_fts.rowid WHERE chunk_fts MATCH ?"
                                 " ORDER BY bm25(chunk_fts), chunk_fts.rowid LIMIT ?"));
        q.addBindValue(match);
        q.addBindValue(limit);
        if (q.exec())
            while (q.next())
                rows.append({q.value(0).toString(), q.value(1).toDouble()});
        // Shown best first, equal scores by external id.
        std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) {
            return a.second != b.second ? a.second > b.second : a.first < b.first;
        });
        return rows;
    };
    for (const auto& [query, match] :
         {std::pair{QStringLiteral("bike battery"), QStringLiteral("\"bike\" AND \"battery\"")},
          std::pair{QStringLiteral("frame steel bike"),
                    QStringLiteral("\"frame\" AND \"steel\" AND \"bike\"")},
          std::pair{QStringLiteral("frame battery"), QStringLiteral("\"frame\" AND \"battery\"")}}) {
        const auto expected = fts(match, 10);
        auto hits = project->corpus().search(query, 10);
        QVERIFY(hits.ok());
        QCOMPARE(hits->size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE((*hits)[i].chunk.externalId, expected[i].first);
            QVERIFY2(qAbs((*hits)[i].score - expected[i].second) < 1e-5, qPrintable(query));
        }
    }
    // By hand: "frame battery" holds for c#8 (battery twice, first), c#1008 and c#2008 (tied:
    // same length).
    QCOMPARE(idsOf(*project->corpus().search(QStringLiteral("frame battery"), 10)),
             (QStringList{QStringLiteral("c#8"), QStringLiteral("c#1008"), QStringLiteral("c#2008")}));
    // Every word that common: the first chunks that have them all, in corpus order, score 0.
    auto hits = project->corpus().search(QStringLiteral("frame bike"), 12);
    QVERIFY(hits.ok());
    QStringList first;
    for (int i = 0; i < 12; ++i)
        first << QStringLiteral("c#%1").arg(i);
    QCOMPARE(idsOf(*hits), first);
    QCOMPARE(hits->first().score, 0.0);
    QCOMPARE(project->corpus().search(QStringLiteral("frame bike"), 5000)->size(), 2100);
}

// Over kRankWindow matches, only the first kRankWindow (in corpus order) are ranked.
void TestSearch::rankingWindowAtScale()
{
    const int window = storage::CorpusStore::kRankWindow;
    QTemporaryDir dir;
    // "alpha" in every chunk and three times in c#50 and c#<window + 100> (the best two for BM25,
    // equally short); "seven" in every seventh chunk.
    const int count = window + 300;
    auto project = bigProject(dir.filePath(QStringLiteral("window.goldset")), count, [&](int i) {
        if (i == 50 || i == window + 100)
            return QStringLiteral("alpha alpha alpha");
        return QStringLiteral("alpha %1 %2").arg(i % 7 == 0 ? QStringLiteral("seven") : QString()).arg(i);
    });
    QVERIFY(project);
    using Mode = storage::CorpusStore::SearchMode;
    // Stale frequencies (never refreshed): "alpha" is ranked, within the window only.
    auto hits = project->corpus().search(QStringLiteral("alpha"), 5, Mode::AnyTerm);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 5);
    QCOMPARE(hits->first().chunk.externalId, QStringLiteral("c#50"));
    QVERIFY(hits->first().windowed);
    QVERIFY(!idsOf(*hits).contains(QStringLiteral("c#%1").arg(window + 100)));
    // A rarer word ranks over every chunk: not windowed.
    hits = project->corpus().search(QStringLiteral("seven"), 5);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 5);
    QVERIFY(!hits->first().windowed);
}

// The command line says on stderr when its hits were ranked within the window: "beta" is in
// just under half of the chunks (so it ranks) but in more than kRankWindow of them.
void TestSearch::cliSaysWhenRankingWindowed()
{
    const int window = storage::CorpusStore::kRankWindow;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cli-window.goldset"));
    const int count = 2 * window + 200;
    const int withBeta = window + 50;
    QVERIFY(bigProject(path, count, [&](int i) {
        if (i == 50)
            return QStringLiteral("beta beta beta");
        return i < withBeta ? QStringLiteral("beta %1").arg(i) : QStringLiteral("gamma %1").arg(i);
    }));
    test::CliResult cli =
        runCli({QStringLiteral("search"), QStringLiteral("--project"), path, QStringLiteral("--query"),
                QStringLiteral("beta"), QStringLiteral("--limit"), QStringLiteral("3")});
    QCOMPARE(cli.exitCode, 0);
    QVERIFY2(cli.out.startsWith(QStringLiteral("c#50\t")), qPrintable(cli.out));
    QVERIFY2(cli.err.contains(QStringLiteral("more than %1 chunks match").arg(window)), qPrintable(cli.err));
    cli = runCli({QStringLiteral("search"), QStringLiteral("--project"), path, QStringLiteral("--query"),
                  QStringLiteral("gamma"), QStringLiteral("--limit"), QStringLiteral("3")});
    QCOMPARE(cli.exitCode, 0);
    QVERIFY2(cli.err.isEmpty(), qPrintable(cli.err));
}

#include "tst_search.moc"
