// Citation coverage, recall and precision (ALCE) and answer relevancy (RAGAS), on
// hand-computed cases: the pure functions, the [n] / [chunk id] markers of goldset-run, and
// the run metrics read from a project (reviews overriding the judge, an answer of a citing run
// without citations, a statement citing a chunk that was not retrieved).
#include "TestSupport.h"
#include "io/CitationMarkers.h"
#include "judge/CitationTrust.h"
#include "judge/RelevancyItems.h"
#include "llm/Embeddings.h"
#include "metrics/CitationScores.h"
#include "metrics/RunMetrics.h"
#include "storage/AnnotatorStore.h"
#include "storage/CitationStore.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace goldset;
using namespace goldset::metrics;

namespace {

StatementInput cites(QStringList ids, std::optional<CitationVerdict> judge = std::nullopt)
{
    StatementInput s;
    s.citations = std::move(ids);
    s.judge = std::move(judge);
    return s;
}

CitationVerdict entailed(QStringList unnecessary = {})
{
    return {true, std::move(unnecessary)};
}

CitationVerdict notEntailed()
{
    return {false, {}};
}

const QSet<QString> kRetrieved = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};

} // namespace

class TestCitationMetrics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // s0 cites a,b (entailed, b unnecessary): 1 of 2 citations necessary; s1 cites c
    // (entailed): 1 of 1; s2 cites nothing; s3 cites x, not retrieved: never asked, unsupported,
    // its citation imprecise. coverage 3/4, recall 2/4, precision (1+1+0)/(2+1+1) = 2/4.
    void alceExample()
    {
        const QList<StatementInput> statements = {
            cites({QStringLiteral("a"), QStringLiteral("b")}, entailed({QStringLiteral("b")})),
            cites({QStringLiteral("c")}, entailed()),
            cites({}),
            cites({QStringLiteral("x")}),
        };
        QCOMPARE(statementStatus(statements[2], kRetrieved), StatementStatus::NoCitation);
        QCOMPARE(statementStatus(statements[3], kRetrieved), StatementStatus::NotRetrieved);
        const CitationScores s = citationScores(statements, kRetrieved);
        QCOMPARE(*s.coverage, 0.75);
        QCOMPARE(*s.recall, 0.5);
        QCOMPARE(*s.precision, 0.5);
    }

    // No citation at all: coverage 0, recall 0, precision 0 (ALCE's 0 when there is no citation).
    void noCitations()
    {
        const CitationScores s = citationScores({cites({}), cites({})}, kRetrieved);
        QCOMPARE(*s.coverage, 0.0);
        QCOMPARE(*s.recall, 0.0);
        QCOMPARE(*s.precision, 0.0);
    }

    void noStatementsUndefined()
    {
        const CitationScores s = citationScores({}, kRetrieved);
        QVERIFY(!s.coverage && !s.recall && !s.precision);
    }

    // An askable statement without a verdict leaves recall and precision undefined, not 0.
    void unjudgedUndefined()
    {
        const CitationScores s = citationScores(
            {cites({QStringLiteral("a")}, entailed()), cites({QStringLiteral("b")})}, kRetrieved);
        QCOMPARE(*s.coverage, 1.0);
        QVERIFY(!s.recall);
        QVERIFY(!s.precision);
    }

    // A single citation that entails is necessary even if called unnecessary; a statement that
    // is not entailed makes all its citations imprecise: (1 + 0 + 0) / (1 + 2) = 1/3, recall 1/2.
    void singleAndUnsupported()
    {
        const CitationScores s =
            citationScores({cites({QStringLiteral("a")}, entailed({QStringLiteral("a")})),
                            cites({QStringLiteral("b"), QStringLiteral("c")}, notEntailed())},
                           kRetrieved);
        QCOMPARE(*s.recall, 0.5);
        QCOMPARE(*s.precision, 1.0 / 3.0);
    }

    // A person's verdict wins over the judge's and over the non-retrieved flag.
    void reviewOverrides()
    {
        StatementInput s3 = cites({QStringLiteral("x")});
        s3.review = entailed();
        StatementInput s0 =
            cites({QStringLiteral("a"), QStringLiteral("b")}, entailed({QStringLiteral("b")}));
        s0.review = entailed(); // both necessary after all
        const CitationScores s =
            citationScores({s0, cites({QStringLiteral("c")}, entailed()), cites({}), s3}, kRetrieved);
        QCOMPARE(*s.recall, 0.75);
        QCOMPARE(*s.precision, 1.0); // (2 + 1 + 1) / 4
    }

    // Judge vs people on five statements: (E,E) (E,E) (E,N) (N,N) and (E with b unnecessary, E).
    // Confusion [[3,1],[0,1]]; observed 4/5; expected 4/5*3/5 + 1/5*2/5 = 14/25;
    // kappa (0.8 - 0.56) / 0.44 = 6/11; two overridden, one of them for its unnecessary citation.
    void citationTrust()
    {
        const judge::CitationTrustReport r =
            judge::citationTrust({{entailed(), entailed()},
                                  {entailed(), entailed()},
                                  {entailed(), notEntailed()},
                                  {notEntailed(), notEntailed()},
                                  {entailed({QStringLiteral("b")}), entailed()}});
        QCOMPARE(r.compared, 5);
        QCOMPARE(r.confusion[0][0], 3);
        QCOMPARE(r.confusion[0][1], 1);
        QCOMPARE(r.confusion[1][0], 0);
        QCOMPARE(r.confusion[1][1], 1);
        QCOMPARE(*r.kappa.observed, 0.8);
        QVERIFY(std::abs(*r.kappa.kappa - 6.0 / 11.0) < 1e-12);
        QCOMPARE(r.overridden, 2);
        QCOMPARE(r.unnecessaryDiffers, 1);
    }

    void cosine()
    {
        QCOMPARE(*llm::cosineSimilarity({1, 0}, {1, 1}), 1.0 / std::sqrt(2.0));
        QCOMPARE(*llm::cosineSimilarity({2, 0}, {-3, 0}), -1.0);
        QVERIFY(!llm::cosineSimilarity({}, {}));         // zero dimensions
        QVERIFY(!llm::cosineSimilarity({0, 0}, {1, 1})); // zero length
        QVERIFY(!llm::cosineSimilarity({1, 0}, {1, 0, 0}));
    }

    // RAGAS: mean over the generated questions of cos(question_i, user question).
    // (1 + 0 + 1/sqrt 2) / 3; noncommittal: 0; a zero-length vector: undefined, not NaN.
    void relevancyScore()
    {
        const std::vector<std::vector<double>> e = {{1, 0}, {1, 0}, {0, 1}, {1, 1}};
        QCOMPARE(*judge::RelevancyWork::score(e, false), (1.0 + 0.0 + 1.0 / std::sqrt(2.0)) / 3.0);
        QCOMPARE(*judge::RelevancyWork::score(e, true), 0.0);
        QVERIFY(!judge::RelevancyWork::score({{0, 0}, {1, 0}}, false));
        QVERIFY(!judge::RelevancyWork::score({{1, 0}, {}}, false));
        QVERIFY(!judge::RelevancyWork::score({{1, 0}}, false)); // no generated question
    }

    void embeddingsAnswerChecked()
    {
        const nlohmann::json good = {
            {"data", {{{"index", 1}, {"embedding", {0.5}}}, {{"index", 0}, {"embedding", {1}}}}}};
        const auto parsed = llm::parseEmbeddings(good, 2);
        QVERIFY(parsed);
        QCOMPARE((*parsed)["embeddings"][0][0].get<double>(), 1.0);
        QCOMPARE((*parsed)["embeddings"][1][0].get<double>(), 0.5);
        QVERIFY(!llm::parseEmbeddings(good, 3));                                             // wrong count
        QVERIFY(!llm::parseEmbeddings({{"data", {{{"index", 0}, {"embedding", "x"}}}}}, 1)); // not numbers
        QVERIFY(!llm::parseEmbeddings(
            {{"data", {{{"index", 0}, {"embedding", {1}}}, {{"index", 0}, {"embedding", {1}}}}}}, 2));
    }

    void markers()
    {
        const io::CitationMarkers m({QStringLiteral("d#1"), QStringLiteral("d#2")},
                                    [](const QString& id) { return id == QLatin1String("doc#9"); });
        const QList<Statement> s =
            m.statements(QStringLiteral("Paris is the capital of France [1]. It has 2.1 million people [2, "
                                        "doc#9]. It is old. [sic] Fine. "
                                        "Rome is older. [7]\nMilan [d#2]"));
        QCOMPARE(s.size(), 6);
        QCOMPARE(s[0].text, QStringLiteral("Paris is the capital of France."));
        QCOMPARE(s[0].citations, QStringList{QStringLiteral("d#1")});
        QCOMPARE(s[1].text, QStringLiteral("It has 2.1 million people."));
        QCOMPARE(s[1].citations, (QStringList{QStringLiteral("d#2"), QStringLiteral("doc#9")}));
        QCOMPARE(s[2].text, QStringLiteral("It is old."));
        QVERIFY(s[2].citations.isEmpty());
        QCOMPARE(s[3].text, QStringLiteral("[sic] Fine."));
        QVERIFY(s[3].citations.isEmpty());
        QCOMPARE(s[4].text, QStringLiteral("Rome is older."));
        QCOMPARE(s[4].citations, QStringList{QStringLiteral("#7")}); // beyond the list
        QCOMPARE(s[5].text, QStringLiteral("Milan"));
        QCOMPARE(s[5].citations, QStringList{QStringLiteral("d#2")});
        QVERIFY(!m.hasMarkers(QStringLiteral("No markers [here].")));

        const QList<Statement> cjk = m.statements(QStringLiteral("巴黎是首都[1]。它很大[2]。"));
        QCOMPARE(cjk.size(), 2);
        QCOMPARE(cjk[0].text, QStringLiteral("巴黎是首都。"));
        QCOMPARE(cjk[0].citations, QStringList{QStringLiteral("d#1")});
        QCOMPARE(cjk[1].citations, QStringList{QStringLiteral("d#2")});
    }

    // The run metrics from a project: q1 as alceExample (its statements stored, a judge's
    // checks, s3 citing x which q1 did not retrieve); q2 answered without any citation: 0, 0, 0.
    // A review of q1's s0 makes both citations necessary: precision 3/4 and the mean (3/4+0)/2.
    void runMetricsFromProject()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.goldset"));
        auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
        QVERIFY(opened);
        storage::Project& p = **opened;
        Document document;
        document.externalId = QStringLiteral("d");
        const RowId doc = *p.corpus().upsertDocument(document);
        QHash<QString, RowId> chunk;
        int ordinal = 0;
        for (const char* id : {"a", "b", "c", "x"})
            chunk[QLatin1String(id)] =
                *p.corpus().upsertChunk(Chunk{0, doc, QLatin1String(id), ordinal++, QStringLiteral("text")});
        const RowId run = *p.runs().createRun(Run{0, QStringLiteral("r1")});
        QList<RowId> q;
        for (int i = 1; i <= 2; ++i) {
            Question question;
            question.externalId = QStringLiteral("q%1").arg(i);
            question.text = QStringLiteral("question %1").arg(i);
            question.status = QuestionStatus::Accepted;
            q.append(*p.questions().upsert(question));
            int rank = 0;
            for (const char* id : {"a", "b", "c"})
                QVERIFY(p.runs().addRetrieval({run, q.last(), ++rank, chunk[QLatin1String(id)], 3.0 - rank}));
            QVERIFY(p.runs().setAnswer(run, q.last(), QStringLiteral("answer"), std::nullopt));
        }
        storage::CitationStore store(p.connection());
        QVERIFY(store.replaceStatements(
            run, q[0],
            {Statement{0, 0, 0, 0, QStringLiteral("s0"), {QStringLiteral("a"), QStringLiteral("b")}},
             Statement{0, 0, 0, 0, QStringLiteral("s1"), {QStringLiteral("c")}},
             Statement{0, 0, 0, 0, QStringLiteral("s2"), {}},
             Statement{0, 0, 0, 0, QStringLiteral("s3"), {QStringLiteral("x")}}}));
        const QList<Statement> stored = store.statements(run, q[0]);
        QCOMPARE(stored.size(), 4);
        QVERIFY(
            store.setCheck({stored[0].id, QStringLiteral("j"), entailed({QStringLiteral("b")}), QString()}));
        QVERIFY(store.setCheck({stored[1].id, QStringLiteral("j"), entailed(), QString()}));

        const auto values = [&] {
            auto catalog =
                MetricCatalog::parse({QStringLiteral("citation_coverage"), QStringLiteral("citation_recall"),
                                      QStringLiteral("citation_precision")});
            auto m = RunMetrics::compute(p, QStringLiteral("r1"), *catalog);
            return std::make_pair(m->values(0), m->aggregate());
        };
        auto [first, mean] = values();
        QCOMPARE(*first[0], 0.75);
        QCOMPARE(*first[1], 0.5);
        QCOMPARE(*first[2], 0.5);
        QCOMPARE(*mean[0], (0.75 + 0.0) / 2);
        QCOMPARE(*mean[1], (0.5 + 0.0) / 2);
        QCOMPARE(*mean[2], (0.5 + 0.0) / 2);

        const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
        QVERIFY(store.setReview(stored[0].id, ana, entailed(), QString(), false));
        auto [after, meanAfter] = values();
        QCOMPARE(*after[2], 0.75);
        QCOMPARE(*meanAfter[2], 0.75 / 2);
    }
};

QTEST_GUILESS_MAIN(TestCitationMetrics)
#include "tst_citation_metrics.moc"
