// People's verdicts on claims survive a judge that runs again: the lexical judge re-run, a
// goldset-run file imported again for the same run. Claims are matched by their text; a
// reviewed claim the judge no longer makes is kept (orphaned), never dropped with its review.
#include "ImportTestHelpers.h"
#include "TestSupport.h"
#include "io/Export.h"
#include "judge/Faithfulness.h"
#include "judge/LexicalJudge.h"
#include "storage/AnnotatorStore.h"
#include "storage/RunStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::storage;
using namespace goldset::test;

namespace {

QList<Claim> ofJudge(const QList<Claim>& claims, const QString& judge)
{
    QList<Claim> result;
    for (const Claim& claim : claims)
        if (claim.judgeModel == judge)
            result.append(claim);
    return result;
}

} // namespace

class TestClaimSync : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lexicalRerunKeepsReviews();
    void goldsetRunReimportKeepsReviews();
};

void TestClaimSync::lexicalRerunKeepsReviews()
{
    QTemporaryDir dir;
    auto project = openProject(dir.filePath(QStringLiteral("lex.goldset")));
    QVERIFY(project);
    Project& p = *project;
    Document document;
    document.externalId = QStringLiteral("returns");
    const RowId documentId = *p.corpus().upsertDocument(document);
    const RowId c0 =
        *p.corpus().upsertChunk(Chunk{0, documentId, QStringLiteral("returns#0"), 0,
                                      QStringLiteral("Items can be returned within 30 days of delivery.")});
    Question q;
    q.externalId = QStringLiteral("q1");
    q.text = QStringLiteral("How long do I have to return an item?");
    const RowId qId = *p.questions().upsert(q);
    const RowId runId = *p.runs().createRun(Run{0, QStringLiteral("r1")});
    QVERIFY(p.runs().addRetrieval({runId, qId, 1, c0, 2.0}));
    QVERIFY(p.runs().setAnswer(
        runId, qId, QStringLiteral("Items can be returned within 30 days. Shipping is always free."),
        std::nullopt));
    QVERIFY(judge::runLexicalJudge(p, QStringLiteral("r1")).ok());
    QList<Claim> claims = p.runs().claims(runId, qId);
    QCOMPARE(claims.size(), 2);
    const RowId returnsId = claims.at(0).id;
    const RowId shippingId = claims.at(1).id;
    const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
    QVERIFY(p.runs().setReview(returnsId, ana, Verdict::Supported, QStringLiteral("yes"), false));
    QVERIFY(p.runs().setReview(shippingId, ana, Verdict::Contradicted, QString(), true));

    // The same answer judged again (another threshold): same rows, both reviews still there.
    QVERIFY(judge::runLexicalJudge(p, QStringLiteral("r1"), 0.9).ok());
    claims = p.runs().claims(runId, qId);
    QCOMPARE(claims.size(), 2);
    QCOMPARE(claims.at(0).id, returnsId);
    QCOMPARE(claims.at(1).id, shippingId);
    QCOMPARE(p.runs().reviews(returnsId).size(), 1);
    QCOMPARE(p.runs().reviews(shippingId).size(), 1);
    QVERIFY(p.runs().reviews(shippingId).first().blind);

    // The answer changes: the shipping sentence is gone. Its claim was reviewed, so it stays,
    // orphaned (no longer the judge's verdict); the new sentence is a new claim.
    QVERIFY(p.runs().setAnswer(runId, qId,
                               QStringLiteral("Items can be returned within 30 days. Refunds take a week."),
                               std::nullopt));
    QVERIFY(judge::runLexicalJudge(p, QStringLiteral("r1")).ok());
    claims = p.runs().claims(runId, qId);
    QCOMPARE(claims.size(), 3);
    QCOMPARE(claims.at(0).id, returnsId);
    QVERIFY(!claims.at(0).orphaned);
    QCOMPARE(claims.at(1).text, QStringLiteral("Refunds take a week."));
    QCOMPARE(claims.at(2).id, shippingId);
    QVERIFY(claims.at(2).orphaned);
    QCOMPARE(p.runs().reviews(shippingId).size(), 1);
    QCOMPARE(p.stats().claimReviews, 2);
    // Faithfulness counts the judge's two current claims only: "returned" supported (1 of 2).
    QVERIFY(judge::faithfulness(claims, QStringLiteral("lexical")) == std::optional<double>(0.5));

    // An unreviewed claim that disappears is simply removed.
    QVERIFY(p.runs().setAnswer(runId, qId, QStringLiteral("Items can be returned within 30 days."),
                               std::nullopt));
    QVERIFY(judge::runLexicalJudge(p, QStringLiteral("r1")).ok());
    claims = p.runs().claims(runId, qId);
    QCOMPARE(claims.size(), 2);
    QCOMPARE(claims.at(0).id, returnsId);
    QCOMPARE(claims.at(1).id, shippingId);
}

void TestClaimSync::goldsetRunReimportKeepsReviews()
{
    QTemporaryDir dir;
    auto project = openProject(dir.filePath(QStringLiteral("run.goldset")));
    QVERIFY(project);
    Project& p = *project;
    const QString file = fixturePath(QStringLiteral("import/run.jsonl"));
    QVERIFY(importInto(p, QStringLiteral("goldset-run"), {file}, QStringLiteral("rag-v1")).ok());
    const RowId runId = p.runs().runByName(QStringLiteral("rag-v1"))->id;
    const RowId q1 = p.questions().byExternalId(QStringLiteral("q1"))->id;
    // Another judge (the LLM judge, say) adds its claims after the imported ones; bob reviews one.
    Claim other;
    other.runId = runId;
    other.questionId = q1;
    other.ordinal = 2;
    other.text = QStringLiteral("Returns are free.");
    other.judgeModel = QStringLiteral("judge-2");
    other.verdict = Verdict::Unsupported;
    const RowId otherId = *p.runs().addClaim(other);
    const RowId bob = *p.annotators().ensure(QStringLiteral("bob"));
    QVERIFY(p.runs().setReview(otherId, bob, Verdict::Supported, QString(), false));
    const RowId shippingId = p.runs().claims(runId, q1).at(1).id; // "Free shipping.", no judge
    QVERIFY(p.runs().setReview(shippingId, bob, Verdict::Unsupported, QString(), false));
    QCOMPARE(p.stats().claimReviews, 3);

    // The same file again: nothing changes, every review stays.
    QVERIFY(importInto(p, QStringLiteral("goldset-run"), {file}, QStringLiteral("rag-v1")).ok());
    QCOMPARE(p.stats().claimReviews, 3);
    QCOMPARE(p.runs().claims(runId, q1).size(), 3);
    QCOMPARE(p.runs().reviews(otherId).size(), 1);

    // A new version of the file: judge-1's claim is unchanged, "Free shipping." became another
    // claim. The reviewed claim is kept, orphaned; judge-2's claim is untouched.
    const QString changed = dir.filePath(QStringLiteral("run2.jsonl"));
    writeFile(
        changed,
        "{\"qid\": \"q1\", \"claims\": [{\"text\": \"Returns within 30 days.\", \"verdict\": \"supported\","
        " \"judge_model\": \"judge-1\"}, {\"text\": \"Shipping is free over $50.\", \"verdict\":"
        " \"unsupported\"}]}\n");
    auto report = importInto(p, QStringLiteral("goldset-run"), {changed}, QStringLiteral("rag-v1"));
    QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().toString()));
    const QList<Claim> claims = p.runs().claims(runId, q1);
    QCOMPARE(claims.size(), 4);
    QCOMPARE(p.stats().claimReviews, 3);
    QCOMPARE(p.runs().reviews(shippingId).size(), 1);
    QCOMPARE(p.runs().reviews(otherId).size(), 1);
    const QList<Claim> unnamed = ofJudge(claims, QString());
    QCOMPARE(unnamed.size(), 2);
    QCOMPARE(unnamed.at(0).text, QStringLiteral("Shipping is free over $50."));
    QVERIFY(!unnamed.at(0).orphaned);
    QCOMPARE(unnamed.at(1).id, shippingId);
    QVERIFY(unnamed.at(1).orphaned);
    QCOMPARE(ofJudge(claims, QStringLiteral("judge-2")).size(), 1);
    // ana's review of judge-1's claim (from the first file) is still attached to it.
    const QList<Claim> first = ofJudge(claims, QStringLiteral("judge-1"));
    QCOMPARE(first.size(), 1);
    QCOMPARE(p.runs().reviews(first.first().id).size(), 1);

    // An export carries the orphaned claim as such: imported into an empty project it comes
    // back orphaned, with bob's review, and does not count as the unnamed judge's verdict.
    const QString exported = dir.filePath(QStringLiteral("export.jsonl"));
    QVERIFY(
        io::exportProject(p, QStringLiteral("goldset-run"), exported, {.runName = QStringLiteral("rag-v1")}));
    QFile written(exported);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll().count("\"orphaned\":true"), 1);
    auto copy = openProject(dir.filePath(QStringLiteral("copy.goldset")));
    QVERIFY(copy);
    QVERIFY(importInto(*copy, QStringLiteral("goldset-run"), {exported}, QStringLiteral("rag-v1")).ok());
    const RowId copyRun = copy->runs().runByName(QStringLiteral("rag-v1"))->id;
    const RowId copyQ1 = copy->questions().byExternalId(QStringLiteral("q1"))->id;
    const QList<Claim> copied = ofJudge(copy->runs().claims(copyRun, copyQ1), QString());
    QCOMPARE(copied.size(), 2);
    QCOMPARE(copied.at(0).text, QStringLiteral("Shipping is free over $50."));
    QVERIFY(!copied.at(0).orphaned);
    QCOMPARE(copied.at(1).text, unnamed.at(1).text);
    QVERIFY(copied.at(1).orphaned);
    QCOMPARE(copy->runs().reviews(copied.at(1).id).size(), 1);
    QCOMPARE(copy->stats().claimReviews, 3);
}

QTEST_GUILESS_MAIN(TestClaimSync)
#include "tst_claim_sync.moc"
