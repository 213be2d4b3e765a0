#include "TestSupport.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
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
    void questionSearchLeavesOutCommonWords();

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
    // One character: found where it starts a bigram.
    QCOMPARE(search(QStringLiteral("駅")), QStringList{QStringLiteral("faq#1")});
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
    QCOMPARE(text::matchExpression(QStringLiteral("駅")), QStringLiteral("\"駅\"*"));
    QCOMPARE(text::matchExpression(QStringLiteral("  ?! ")), QString());
}

QTEST_GUILESS_MAIN(TestSearch)
// 3,000 chunks all containing "bike"; "battery" in 3, "frame" in 2,100 (70%). An AnyTerm search
// for "bike battery" must rank only by battery (bike is in more than max(2000, 5%) of the chunks);
// "bike frame" keeps the rarer of two common words; AllTerms (a search box) is never pruned.
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

#include "tst_search.moc"
