// The offline lexical baseline: evidence sentences by BM25 / term overlap, and the crude
// "lexical" judge, on a hand-made example whose numbers are worked out in the comments.
#include "TestSupport.h"
#include "judge/Faithfulness.h"
#include "judge/LexicalEvidence.h"
#include "judge/LexicalJudge.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "text/NearDuplicates.h"
#include "text/Terms.h"

#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace goldset;
using namespace goldset::judge;
using namespace goldset::storage;

namespace {

const QString kReturns0 = QStringLiteral(
    "Items can be returned within 30 days of delivery. Refunds are issued to the original payment method.");
const QString kReturns1 = QStringLiteral("Gift cards cannot be refunded.");

} // namespace

class TestJudgeLexical : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void termsSplitWordsAndCjkBigrams();
    void evidenceIsRankedByBm25WithOverlap();
    void lexicalJudgeStoresLabelledClaims();
    void nearDuplicateQuestions();
    void nearDuplicatesMatchEveryPairCompared();
};

void TestJudgeLexical::termsSplitWordsAndCjkBigrams()
{
    QCOMPARE(text::terms(QStringLiteral("What's the Return-window?")),
             (QStringList{QStringLiteral("what"), QStringLiteral("s"), QStringLiteral("the"),
                          QStringLiteral("return"), QStringLiteral("window")}));
    QCOMPARE(text::terms(QStringLiteral("退货期限 30天")),
             (QStringList{QStringLiteral("退货"), QStringLiteral("货期"), QStringLiteral("期限"),
                          QStringLiteral("30"), QStringLiteral("天")}));
    QCOMPARE(text::contentTerms(QStringLiteral("Refunds are issued to the card")),
             (QStringList{QStringLiteral("refunds"), QStringLiteral("issued"), QStringLiteral("card")}));
    const auto sentences = text::sentences(kReturns0);
    QCOMPARE(sentences.size(), 2);
    QCOMPARE(sentences.at(1).start, 50);
    QCOMPARE(sentences.at(1).text, QStringLiteral("Refunds are issued to the original payment method."));
}

void TestJudgeLexical::evidenceIsRankedByBm25WithOverlap()
{
    const LexicalEvidence evidence(
        {{QStringLiteral("returns#0"), kReturns0}, {QStringLiteral("returns#1"), kReturns1}});
    // Claim terms {refunds, issued, within, 30, days}. Sentences (content terms):
    //  S1 items returned within 30 days delivery (6)   shares within 30 days -> overlap 3/5
    //  S2 refunds issued original payment method (5)   shares refunds issued -> overlap 2/5
    //  S3 gift cards cannot refunded (4)               shares nothing ("refunded" is not "refunds")
    // N = 3, avgdl = 5, every shared term has df 1: idf = ln(1 + 2.5/1.5) = 0.980829.
    // S1: 3 * idf * 2.2 / (1 + 1.2 * (0.25 + 0.75 * 6/5)) = 2.719947
    // S2: 2 * idf * 2.2 / (1 + 1.2) = 1.961659
    const auto ranked = evidence.rank(QStringLiteral("Refunds are issued within 30 days."), 5);
    QCOMPARE(ranked.size(), 2);
    QCOMPARE(ranked.at(0).chunkId, QStringLiteral("returns#0"));
    QCOMPARE(ranked.at(0).start, 0);
    QCOMPARE(ranked.at(0).text, QStringLiteral("Items can be returned within 30 days of delivery."));
    QVERIFY(std::abs(ranked.at(0).score - 2.719947) < 1e-5);
    QCOMPARE(ranked.at(0).overlap, 0.6);
    QCOMPARE(ranked.at(1).start, 50);
    QCOMPARE(ranked.at(1).length, 50);
    QVERIFY(std::abs(ranked.at(1).score - 1.961659) < 1e-5);
    QCOMPARE(ranked.at(1).overlap, 0.4);
    QCOMPARE(evidence.rank(QStringLiteral("Refunds are issued within 30 days."), 1).size(), 1);
    QCOMPARE(evidence.bestOverlap(QStringLiteral("Shipping is always free.")), 0.0);
}

void TestJudgeLexical::lexicalJudgeStoresLabelledClaims()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lex.goldset"));
    auto opened = Project::open(path, Project::OpenMode::CreateIfMissing);
    QVERIFY(opened.ok());
    Project& p = **opened;
    Document document;
    document.externalId = QStringLiteral("returns");
    const RowId documentId = *p.corpus().upsertDocument(document);
    const RowId c0 = *p.corpus().upsertChunk(Chunk{0, documentId, QStringLiteral("returns#0"), 0, kReturns0});
    const RowId c1 = *p.corpus().upsertChunk(Chunk{0, documentId, QStringLiteral("returns#1"), 1, kReturns1});
    Question q1;
    q1.externalId = QStringLiteral("q1");
    q1.text = QStringLiteral("How long do I have to return an item?");
    const RowId q1Id = *p.questions().upsert(q1);
    Question q2;
    q2.externalId = QStringLiteral("q2");
    q2.text = QStringLiteral("Can I get my money back for a gift card?");
    const RowId q2Id = *p.questions().upsert(q2);
    const RowId runId = *p.runs().createRun(Run{0, QStringLiteral("r1")});
    QVERIFY(p.runs().addRetrieval({runId, q1Id, 1, c0, 2.0}));
    QVERIFY(p.runs().addRetrieval({runId, q1Id, 2, c1, 1.0}));
    QVERIFY(p.runs().addRetrieval({runId, q2Id, 1, c1, 1.0}));
    QVERIFY(p.runs().setAnswer(
        runId, q1Id,
        QStringLiteral("Items can be returned within 30 days. Refunds are issued within 30 days. "
                       "Shipping is always free."),
        std::nullopt));
    QVERIFY(p.runs().setAnswer(runId, q2Id, QStringLiteral("Gift cards can be refunded."), std::nullopt));
    // A claim of another judge stays as it is.
    Claim imported;
    imported.runId = runId;
    imported.questionId = q1Id;
    imported.text = QStringLiteral("imported claim");
    imported.verdict = Verdict::Supported;
    QVERIFY(p.runs().addClaim(imported));

    // q1: claim 1 overlap 5/5 with S1 -> supported; claim 2 overlap 3/5 = 0.6 (S1) -> supported at
    // the default threshold 0.6; claim 3 shares nothing -> unsupported. Faithfulness 2/3.
    // q2: {gift, cards, refunded} all in S3 "Gift cards cannot be refunded." -> supported: the
    // lexical judge cannot see negation, which is why its numbers are labelled "lexical".
    auto summary = runLexicalJudge(p, QStringLiteral("r1"));
    QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error().toString()));
    QCOMPARE(summary->answers, 2);
    QCOMPARE(summary->claims, 4);
    QCOMPARE(summary->supported, 3);
    QVERIFY(summary->meanFaithfulness);
    QVERIFY(std::abs(*summary->meanFaithfulness - (2.0 / 3 + 1.0) / 2) < 1e-9);

    QList<Claim> claims = p.runs().claims(runId, q1Id);
    QCOMPARE(claims.size(), 4);
    QCOMPARE(claims.at(0).text, QStringLiteral("imported claim"));
    QCOMPARE(claims.at(1).ordinal, 1);
    QCOMPARE(claims.at(1).judgeModel, QStringLiteral("lexical"));
    QCOMPARE(claims.at(1).text, QStringLiteral("Items can be returned within 30 days."));
    QVERIFY((claims.at(1).verdict) == (Verdict::Supported));
    QCOMPARE(claims.at(1).evidence, QStringList{QStringLiteral("returns#0")});
    QVERIFY((claims.at(2).verdict) == (Verdict::Supported));
    QVERIFY((claims.at(3).verdict) == (Verdict::Unsupported));
    QVERIFY(claims.at(3).evidence.isEmpty());
    QVERIFY((faithfulness(claims, QStringLiteral("lexical"))) == (std::optional<double>(2.0 / 3)));
    QVERIFY((faithfulness(claims, QStringLiteral("gpt-judge"))) == (std::nullopt));

    // A stricter threshold flips claim 2; the new judgement replaces the old one.
    summary = runLexicalJudge(p, QStringLiteral("r1"), 0.61);
    QVERIFY(summary.ok());
    QCOMPARE(summary->supported, 2);
    claims = p.runs().claims(runId, q1Id);
    QCOMPARE(claims.size(), 4);
    QVERIFY((claims.at(2).verdict) == (Verdict::Unsupported));
    QCOMPARE(p.runs().claims(runId, q2Id).size(), 1);

    QVERIFY(!runLexicalJudge(p, QStringLiteral("no-such-run")).ok());

    // The same through the CLI (default threshold again): 3 of 4 claims, mean faithfulness 5/6.
    const auto cli =
        goldset::test::runCli({QStringLiteral("judge"), QStringLiteral("--project"), path,
                               QStringLiteral("--run"), QStringLiteral("r1"), QStringLiteral("--lexical")});
    QCOMPARE(cli.exitCode, 0);
    QVERIFY2(cli.out.contains(
                 QLatin1String("2 answers, 4 claims, 3 supported; mean faithfulness (lexical) 0.8333")),
             qPrintable(cli.out + cli.err));
    const auto missing =
        goldset::test::runCli({QStringLiteral("judge"), QStringLiteral("--project"), path,
                               QStringLiteral("--run"), QStringLiteral("nope"), QStringLiteral("--lexical")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains(QLatin1String("nope")));
}

void TestJudgeLexical::nearDuplicateQuestions()
{
    auto question = [](RowId id, const char* text) {
        Question q;
        q.id = id;
        q.text = QString::fromUtf8(text);
        return q;
    };
    const QList<Question> questions = {
        question(1, "What is the return window for items?"),
        question(2, "what is the return window for items"),       // same terms: J = 1
        question(3, "What's the return window for electronics?"), // 5 shared of 9: J = 0.56
        question(4, "退货期限是多少天？"),
        question(5, "退货期限是多少天"), // same 7 bigrams: J = 1
        question(6, "How are refunds issued?"),
        question(7, "What is the return window for all items?"), // 7 shared of 8 with 1 and 2: J = 0.875
    };
    const QList<QPair<RowId, RowId>> expected = {{1, 2}, {1, 7}, {2, 7}, {4, 5}};
    QCOMPARE(text::nearDuplicates(questions), expected);
    QCOMPARE(text::nearDuplicates(questions, 0.9), (QList<QPair<RowId, RowId>>{{1, 2}, {4, 5}}));
    QVERIFY(std::abs(text::termJaccard(questions.at(0).text, questions.at(2).text) - 5.0 / 9) < 1e-12);
}

// Many questions sharing common words, some of them near copies of one another: the pairs
// found are exactly those that comparing every pair with termJaccard finds, at two thresholds.
void TestJudgeLexical::nearDuplicatesMatchEveryPairCompared()
{
    const QStringList common = {QStringLiteral("what"), QStringLiteral("is"), QStringLiteral("the"),
                                QStringLiteral("for"),  QStringLiteral("a"),  QStringLiteral("how")};
    QList<Question> questions;
    quint32 seed = 7;
    auto next = [&seed](quint32 n) {
        seed = seed * 1664525u + 1013904223u;
        return (seed >> 8) % n;
    };
    for (int i = 0; i < 300; ++i) {
        QStringList words;
        if (i % 3 == 2 && !questions.isEmpty()) {
            // A near copy of an earlier question: one word changed or added.
            words = questions.at(qsizetype(next(quint32(questions.size())))).text.split(QLatin1Char(' '));
            if (next(2) == 0)
                words[qsizetype(next(quint32(words.size())))] = QStringLiteral("w%1").arg(next(400));
            else
                words.append(QStringLiteral("w%1").arg(next(400)));
        } else {
            for (int k = 0, n = 4 + int(next(6)); k < n; ++k)
                words << (next(2) == 0 ? common.at(qsizetype(next(6)))
                                       : QStringLiteral("w%1").arg(next(400)));
        }
        Question q;
        q.id = i + 1;
        q.text = words.join(QLatin1Char(' '));
        questions.append(q);
    }
    for (const double threshold : {0.8, 0.6}) {
        QList<QPair<RowId, RowId>> expected;
        for (qsizetype i = 0; i < questions.size(); ++i)
            for (qsizetype j = i + 1; j < questions.size(); ++j)
                if (text::termJaccard(questions.at(i).text, questions.at(j).text) >= threshold)
                    expected.append({questions.at(i).id, questions.at(j).id});
        QVERIFY(expected.size() > 20); // the test has pairs to find
        QCOMPARE(text::nearDuplicates(questions, threshold), expected);
    }
}

QTEST_GUILESS_MAIN(TestJudgeLexical)
#include "tst_judge_lexical.moc"
