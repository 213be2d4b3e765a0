// Metrics of a project run (RunMetrics, goldset-cli eval --project / check / report) on a
// small project whose every value is computed by hand below.
#include "TestSupport.h"
#include "metrics/RunMetrics.h"
#include "storage/AdjudicationStore.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <limits>

using namespace goldset;
using namespace goldset::test;

namespace {

// The value of a Result that must have succeeded (the test set-up cannot go on otherwise).
template <typename T> T must(Result<T> result, const char* what)
{
    if (!result)
        qFatal("%s: %s", what, qPrintable(result.error().toString()));
    return *result;
}

} // namespace

// The project:
//   gold of q1: c1 = median(3,1,2) = 2; c2 = adjudicated 3 (labels 0,1); c3 = 2 (model only);
//               c4 = 1 (person 1 wins over model 3). num_rel = 4.
//   gold of q2: c5 = 0 (all judgments 0). q3: no labels, no gold.
//   run r1, q1: c5 0.9, c1 0.8, c2 0.8, c4 0.1 -> trec order c5 c2 c1 c4 (tie 0.8: docno
//               descending, "c2" before "c1"): grades - 3 2 1, num_rel_ret = 3.
//     P_5 = 3/5 = 0.6; recall_5 = 3/4; map = (1/2 + 2/3 + 3/4) / 4 = 0.4791667;
//     recip_rank = 1/2; ndcg_cut_5 = (3/log2 3 + 2/log2 4 + 1/log2 5) /
//     (3 + 2/log2 3 + 2/log2 4 + 1/log2 5) = 3.3234658 / 5.6925361 = 0.5838287;
//     ragas_context_precision = (1/2 + 2/3 + 3/4) / 3 = 0.6388889; ragas_context_recall = 3/4.
//   q2: c5 0.5 -> grade 0: every retrieval value 0, ragas_context_recall undefined.
//   q3: c1 1.0 -> no gold: retrieval values undefined.
//   claims q1: a supported; b judge unsupported, reviews S,U,S -> supported; c judge supported,
//     adjudicated contradicted; d unknown -> faithfulness 2/3, hallucination 1.
//   claims q2: e judge unsupported, reviews U then S (tie -> the later, S) -> faithfulness 1,
//     hallucination 0. q3: no claims.
//   latency 100, 300, 200 ms: nearest rank p50 = rank ceil(1.5) = 2 -> 200, p95 = rank 3 -> 300.
//   answer_correctness q1 0.8, q2 0.4 -> mean 0.6; answer_relevancy absent -> undefined.
class TstMetricsProject : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    RowId m_q1 = 0;
    RowId m_ana = 0;
    RowId m_c4 = 0;

    static double value(const metrics::RunMetrics& m, const std::vector<metrics::RunMetrics::Value>& values,
                        const char* name)
    {
        const int i = m.catalog().indexOf(QLatin1String(name));
        if (i < 0 || !values[static_cast<std::size_t>(i)])
            return std::nan("");
        return *values[static_cast<std::size_t>(i)];
    }
    static bool defined(const metrics::RunMetrics& m, const std::vector<metrics::RunMetrics::Value>& values,
                        const char* name)
    {
        const int i = m.catalog().indexOf(QLatin1String(name));
        return i >= 0 && values[static_cast<std::size_t>(i)].has_value();
    }
    // The value of a metric for question `q` (its index in m.questions()).
    static double value(const metrics::RunMetrics& m, std::size_t q, const char* name)
    {
        const int i = m.catalog().indexOf(QLatin1String(name));
        return i >= 0 ? m.value(q, static_cast<std::size_t>(i)).value_or(std::nan("")) : std::nan("");
    }
    static bool defined(const metrics::RunMetrics& m, std::size_t q, const char* name)
    {
        const int i = m.catalog().indexOf(QLatin1String(name));
        return i >= 0 && m.value(q, static_cast<std::size_t>(i)).has_value();
    }

    void build()
    {
        auto opened = storage::Project::open(m_path, storage::Project::OpenMode::CreateIfMissing);
        if (!opened)
            QFAIL(qPrintable(opened.error().toString()));
        storage::Project& p = **opened;
        QHash<QString, RowId> chunk;
        for (const char* c : {"c1", "c2", "c3", "c4", "c5"})
            chunk[QLatin1String(c)] = must(p.corpus().ensureChunk(QLatin1String(c)), "chunk");
        m_c4 = chunk[QStringLiteral("c4")];
        QHash<QString, RowId> q;
        for (const char* id : {"q1", "q2", "q3"}) {
            Question question;
            question.externalId = QLatin1String(id);
            question.text = QStringLiteral("Question %1 | with *markup*").arg(QLatin1String(id));
            q[QLatin1String(id)] = must(p.questions().upsert(question), "question");
        }
        m_q1 = q[QStringLiteral("q1")];
        const RowId ana = must(p.annotators().ensure(QStringLiteral("ana")), "annotator");
        const RowId ben = must(p.annotators().ensure(QStringLiteral("ben")), "annotator");
        const RowId cat = must(p.annotators().ensure(QStringLiteral("cat")), "annotator");
        const RowId gen = must(p.annotators().ensure(QStringLiteral("generator"), AnnotatorRole::Annotator,
                                                     AnnotatorKind::Model),
                               "model");
        m_ana = ana;
        auto label = [&](RowId who, const char* qid, const char* cid, int grade) {
            QVERIFY(p.labels().setLabel(q[QLatin1String(qid)], chunk[QLatin1String(cid)], who, grade).ok());
        };
        label(ana, "q1", "c1", 3);
        label(ben, "q1", "c1", 1);
        label(cat, "q1", "c1", 2);
        label(ana, "q1", "c2", 0);
        label(ben, "q1", "c2", 1);
        label(gen, "q1", "c3", 2);
        label(ana, "q1", "c4", 1);
        label(gen, "q1", "c4", 3);
        label(ana, "q2", "c5", 0);
        QVERIFY(p.adjudications()
                    .set(QStringLiteral("relevance"),
                         storage::AdjudicationStore::relevanceKey(QStringLiteral("q1"), QStringLiteral("c2")),
                         QStringLiteral("3"), {}, std::nullopt)
                    .ok());

        Run run;
        run.name = QStringLiteral("r1");
        const RowId r1 = must(p.runs().createRun(run), "run");
        auto retrieve = [&](const char* qid, int rank, const char* cid, double score) {
            QVERIFY(p.runs()
                        .addRetrieval({r1, q[QLatin1String(qid)], rank, chunk[QLatin1String(cid)], score})
                        .ok());
        };
        retrieve("q1", 1, "c5", 0.9);
        retrieve("q1", 2, "c1", 0.8);
        retrieve("q1", 3, "c2", 0.8);
        retrieve("q1", 4, "c4", 0.1);
        retrieve("q2", 1, "c5", 0.5);
        retrieve("q3", 1, "c1", 1.0);
        QVERIFY(p.runs()
                    .setAnswer(r1, q[QStringLiteral("q1")],
                               QStringLiteral("Answer <b>one</b> [x](http://evil)"), 100)
                    .ok());
        QVERIFY(p.runs().setAnswer(r1, q[QStringLiteral("q2")], QStringLiteral("Answer two"), 300).ok());
        QVERIFY(p.runs().setAnswer(r1, q[QStringLiteral("q3")], QStringLiteral("Answer three"), 200).ok());
        auto claim = [&](const char* qid, int ordinal, Verdict verdict) {
            Claim c;
            c.runId = r1;
            c.questionId = q[QLatin1String(qid)];
            c.ordinal = ordinal;
            c.text = QStringLiteral("claim");
            c.verdict = verdict;
            return must(p.runs().addClaim(c), "claim");
        };
        claim("q1", 1, Verdict::Supported);
        const RowId b = claim("q1", 2, Verdict::Unsupported);
        const RowId c = claim("q1", 3, Verdict::Supported);
        claim("q1", 4, Verdict::Unknown);
        const RowId e = claim("q2", 1, Verdict::Unsupported);
        QVERIFY(p.runs().setReview(b, ana, Verdict::Supported, {}, false).ok());
        QVERIFY(p.runs().setReview(b, ben, Verdict::Unsupported, {}, false).ok());
        QVERIFY(p.runs().setReview(b, cat, Verdict::Supported, {}, false).ok());
        QVERIFY(p.adjudications()
                    .set(QStringLiteral("claims"), QString::number(c), QStringLiteral("contradicted"), {},
                         std::nullopt)
                    .ok());
        QVERIFY(p.runs().setReview(e, ana, Verdict::Unsupported, {}, false).ok());
        QVERIFY(p.runs().setReview(e, ben, Verdict::Supported, {}, false).ok());
        QVERIFY(
            p.runs().setScore(r1, q[QStringLiteral("q1")], QStringLiteral("answer_correctness"), 0.8).ok());
        QVERIFY(
            p.runs().setScore(r1, q[QStringLiteral("q2")], QStringLiteral("answer_correctness"), 0.4).ok());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("metrics.goldset"));
        build();
    }

    void runMetrics()
    {
        auto project = storage::Project::open(m_path);
        QVERIFY(project.ok());
        auto catalog = metrics::MetricCatalog::parse({});
        QVERIFY(catalog.ok());
        auto m = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
        if (!m)
            QFAIL(qPrintable(m.error().toString()));
        QCOMPARE(m->questions().size(), std::size_t(3));
        const std::size_t q1 = 0, q2 = 1, q3 = 2;
        QCOMPARE(m->questions()[q1].id, m_q1);
        QCOMPARE(value(*m, q1, "P_5"), 0.6);
        QCOMPARE(value(*m, q1, "recall_5"), 0.75);
        QVERIFY(std::abs(value(*m, q1, "map") - 0.4791667) < 1e-7);
        QCOMPARE(value(*m, q1, "recip_rank"), 0.5);
        QVERIFY(std::abs(value(*m, q1, "ndcg_cut_5") - 0.5838287) < 1e-7);
        QVERIFY(std::abs(value(*m, q1, "ragas_context_precision") - 0.6388889) < 1e-7);
        QCOMPARE(value(*m, q1, "ragas_context_recall"), 0.75);
        QCOMPARE(value(*m, q1, "hit_rate_5"), 1.0);
        QVERIFY(std::abs(value(*m, q1, "faithfulness") - 2.0 / 3.0) < 1e-12);
        QCOMPARE(value(*m, q1, "hallucination_rate"), 1.0);
        QCOMPARE(value(*m, q2, "P_5"), 0.0);
        QVERIFY(!defined(*m, q2, "ragas_context_recall"));
        QCOMPARE(value(*m, q2, "faithfulness"), 1.0);
        QCOMPARE(value(*m, q2, "hallucination_rate"), 0.0);
        QVERIFY(!defined(*m, q3, "P_5"));
        QVERIFY(!defined(*m, q3, "faithfulness"));

        const auto all = m->aggregate();
        QCOMPARE(value(*m, all, "P_5"), 0.3);                                  // (0.6 + 0) / 2, q3 left out
        QVERIFY(std::abs(value(*m, all, "map") - 0.2395833) < 1e-7);           // 0.4791667 / 2
        QCOMPARE(value(*m, all, "ragas_context_recall"), 0.75);                // only q1 defines it
        QVERIFY(std::abs(value(*m, all, "faithfulness") - 5.0 / 6.0) < 1e-12); // (2/3 + 1) / 2
        QCOMPARE(value(*m, all, "hallucination_rate"), 0.5);
        QCOMPARE(value(*m, all, "latency_p50_ms"), 200.0);
        QCOMPARE(value(*m, all, "latency_p95_ms"), 300.0);
        QVERIFY(std::abs(value(*m, all, "answer_correctness") - 0.6) < 1e-12);
        QVERIFY(!defined(*m, all, "answer_relevancy"));
    }

    // One label changes: refreshQuestion gives what a full recompute gives.
    void incrementalRecompute()
    {
        auto project = storage::Project::open(m_path);
        QVERIFY(project.ok());
        auto catalog = metrics::MetricCatalog::parse({QStringLiteral("P.5"), QStringLiteral("recall.5")});
        auto m = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
        QVERIFY(m.ok());
        // c4: ana's 1 becomes 0 -> gold 0 (the model's 3 does not count): q1 has 3 relevant,
        // 2 retrieved in the top 5: P_5 = 2/5, recall_5 = 2/3.
        QVERIFY((*project)->labels().setLabel(m_q1, m_c4, m_ana, 0).ok());
        QVERIFY(m->refreshQuestion(**project, m_q1).ok());
        QCOMPARE(value(*m, 0, "P_5"), 0.4);
        QVERIFY(std::abs(value(*m, 0, "recall_5") - 2.0 / 3.0) < 1e-12);
        auto full = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
        QCOMPARE(value(*m, m->aggregate(), "P_5"), value(*full, full->aggregate(), "P_5"));
        QVERIFY((*project)->labels().setLabel(m_q1, m_c4, m_ana, 1).ok()); // back for the other tests
    }

    // What the Runs page keeps of every run: compacted metrics read the same values and
    // aggregates; texts are shared between runs.
    void compactedMetrics()
    {
        auto project = storage::Project::open(m_path);
        QVERIFY(project.ok());
        auto catalog = metrics::MetricCatalog::parse({QStringLiteral("P.5"), QStringLiteral("recall.5")});
        QVERIFY(catalog.ok());
        auto m = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
        auto other = metrics::RunMetrics::compute(**project, QStringLiteral("r1"), *catalog);
        QVERIFY(m.ok() && other.ok());
        m->compact();
        QCOMPARE(m->questions().size(), std::size_t(3));
        const int p5 = m->catalog().indexOf(QStringLiteral("P_5"));
        const int recall5 = m->catalog().indexOf(QStringLiteral("recall_5"));
        QCOMPARE(m->value(0, std::size_t(p5)), std::optional<double>(0.6));
        QCOMPARE(m->value(0, std::size_t(recall5)), std::optional<double>(0.75));
        QCOMPARE(m->value(1, std::size_t(p5)), std::optional<double>(0.0));
        // q3 has no gold: neither metric is defined.
        QVERIFY(!m->value(2, std::size_t(p5)).has_value());
        QVERIFY(!m->value(2, std::size_t(recall5)).has_value());
        QCOMPARE(m->values(2), std::vector<metrics::RunMetrics::Value>(2));
        QCOMPARE(value(*m, m->aggregate(), "P_5"), 0.3); // (0.6 + 0) / 2, as before compact()
        // A refresh after compact() still gives the hand-computed values.
        QVERIFY(m->refreshQuestion(**project, m_q1).ok());
        QCOMPARE(m->value(0, std::size_t(p5)), std::optional<double>(0.6));

        QVERIFY(other->questions()[0].text.constData() != m->questions()[0].text.constData());
        other->shareWith(*m);
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(other->questions()[i].text, m->questions()[i].text);
            QCOMPARE(other->questions()[i].text.constData(), m->questions()[i].text.constData());
            QCOMPARE(other->questions()[i].externalId.constData(), m->questions()[i].externalId.constData());
        }
    }

    // Values are held as packed doubles: null and a computed NaN stay apart.
    void packedValuesKeepNullAndNaNApart()
    {
        using M = metrics::RunMetrics;
        QVERIFY(!M::unpackValue(M::packValue(std::nullopt)));
        QVERIFY(M::isNull(M::packValue(std::nullopt)));
        for (const double nan :
             {std::nan(""), -std::nan(""),
              std::numeric_limits<double>::infinity() - std::numeric_limits<double>::infinity(),
              std::numeric_limits<double>::quiet_NaN()}) {
            const auto back = M::unpackValue(M::packValue(nan));
            QVERIFY(back && std::isnan(*back));
        }
        QCOMPARE(*M::unpackValue(M::packValue(0.25)), 0.25);
        QCOMPARE(*M::unpackValue(M::packValue(-0.0)), -0.0);
        QVERIFY(!M::isNull(M::packValue(0.0)));
    }

    void evalJson()
    {
        const CliResult r = runCli({QStringLiteral("eval"), QStringLiteral("--project"), m_path,
                                    QStringLiteral("--run"), QStringLiteral("r1"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("run")).toString(), QStringLiteral("r1"));
        QCOMPARE(o.value(QStringLiteral("questions")).toInt(), 3);
        const QJsonObject all = o.value(QStringLiteral("metrics")).toObject();
        QCOMPARE(all.value(QStringLiteral("P_5")).toDouble(), 0.3);
        QCOMPARE(all.value(QStringLiteral("latency_p95_ms")).toDouble(), 300.0);
        QVERIFY(all.value(QStringLiteral("answer_relevancy")).isNull());
        QCOMPARE(o.value(QStringLiteral("per_question")).toArray().size(), 3);
    }

    void evalText()
    {
        const CliResult r =
            runCli({QStringLiteral("eval"), QStringLiteral("--project"), m_path, QStringLiteral("--run"),
                    QStringLiteral("r1"), QStringLiteral("-m"), QStringLiteral("P.5")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("P_5                   \tq1\t0.6000\n"
                                       "P_5                   \tq2\t0.0000\n"
                                       "P_5                   \tq3\tundefined\n"
                                       "P_5                   \tall\t0.3000\n"));
        QCOMPARE(runCli({QStringLiteral("eval"), QStringLiteral("--project"), m_path, QStringLiteral("--run"),
                         QStringLiteral("nope")})
                     .exitCode,
                 2);
    }

    // Counts print as integers and per question only what trec_eval -q prints (no num_q): the
    // expected text is the real trec_eval 10.0 on the same judgments and run
    // (tests/fixtures/trec_eval/project). q3 has no gold: trec_eval has no line for it.
    void evalTextCountsAreIntegers()
    {
        const CliResult r =
            runCli({QStringLiteral("eval"), QStringLiteral("--project"), m_path, QStringLiteral("--run"),
                    QStringLiteral("r1"), QStringLiteral("-m"), QStringLiteral("num_q"), QStringLiteral("-m"),
                    QStringLiteral("num_ret"), QStringLiteral("-m"), QStringLiteral("num_rel"),
                    QStringLiteral("-m"), QStringLiteral("num_rel_ret"), QStringLiteral("-m"),
                    QStringLiteral("P.5"), QStringLiteral("-m"), QStringLiteral("map")});
        QCOMPARE(r.exitCode, 0);
        QStringList kept;
        for (const QString& line : r.out.split(QLatin1Char('\n'))) {
            if (line.contains(QLatin1String("\tq3\t")))
                QVERIFY2(line.endsWith(QLatin1String("\tundefined")), qPrintable(line));
            else
                kept << line;
        }
        QFile expected(fixturePath(QStringLiteral("trec_eval/project/expected.counts.q.txt")));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        QCOMPARE(kept.join(QLatin1Char('\n')), QString::fromUtf8(expected.readAll()));
    }

    void check_data()
    {
        QTest::addColumn<QStringList>("thresholds");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("pass") << QStringList{QStringLiteral("P_5=0.25"),
                                             QStringLiteral("hallucination_rate=0.5")}
                              << 0;
        QTest::newRow("map fails") << QStringList{QStringLiteral("map=0.5")} << 1;
        QTest::newRow("latency is lower-better") << QStringList{QStringLiteral("latency_p95_ms=250")} << 1;
        QTest::newRow("undefined fails") << QStringList{QStringLiteral("answer_relevancy=0.1")} << 1;
        QTest::newRow("project threshold overridden") << QStringList{QStringLiteral("faithfulness=0.9")} << 1;
        QTest::newRow("unknown metric") << QStringList{QStringLiteral("bleu=0.5")} << 2;
        QTest::newRow("bad value") << QStringList{QStringLiteral("map=high")} << 2;
        // "P" names P_5 ... P_1000, not one value; map=0.1 alone would pass.
        QTest::newRow("P is no single value")
            << QStringList{QStringLiteral("map=0.1"), QStringLiteral("P=0.5")} << 2;
    }

    void check()
    {
        QFETCH(QStringList, thresholds);
        QFETCH(int, exitCode);
        {
            auto project = storage::Project::open(m_path);
            // Stored: faithfulness >= 0.8 passes (0.8333); map >= 0.2 passes (0.2396).
            QVERIFY((*project)
                        ->settings()
                        .setValue(QStringLiteral("threshold/faithfulness"), QStringLiteral(">=0.8"))
                        .ok());
            QVERIFY(
                (*project)->settings().setValue(QStringLiteral("threshold/map"), QStringLiteral("0.2")).ok());
        }
        QStringList args{QStringLiteral("check"), QStringLiteral("--project"), m_path,
                         QStringLiteral("--run"), QStringLiteral("r1")};
        for (const QString& t : thresholds)
            args << QStringLiteral("--threshold") << t;
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, exitCode);
        if (exitCode == 2) { // a usage error prints no partial table, only the message
            QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
            QVERIFY(!r.err.isEmpty());
        }
        if (exitCode == 1)
            QVERIFY2(r.out.contains(QStringLiteral("FAIL")), qPrintable(r.out));
        if (exitCode == 0)
            QVERIFY2(!r.out.contains(QStringLiteral("FAIL")) && r.out.contains(QStringLiteral("PASS")),
                     qPrintable(r.out));
        if (qstrcmp(QTest::currentDataTag(), "undefined fails") == 0)
            QVERIFY(r.out.contains(QStringLiteral("undefined")));
    }

    void report_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("md") << QStringLiteral("md");
        QTest::newRow("html") << QStringLiteral("html");
        QTest::newRow("pdf") << QStringLiteral("pdf");
    }

    void report()
    {
        QFETCH(QString, format);
        const QString out = m_dir.filePath(QStringLiteral("report.") + format);
        const CliResult r =
            runCli({QStringLiteral("report"), QStringLiteral("--project"), m_path, QStringLiteral("--runs"),
                    QStringLiteral("r1"), QStringLiteral("--format"), format, QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        if (format == QLatin1String("pdf")) { // its text is read back in tst_report_pdf
            QVERIFY(bytes.startsWith("%PDF-1.4"));
            QVERIFY(bytes.trimmed().endsWith("%%EOF"));
            return;
        }
        const QString text = QString::fromUtf8(bytes);
        // map >= 0.2 passes; faithfulness >= 0.8 passes at the run level, q1 (2/3) fails it.
        QVERIFY(text.contains(QStringLiteral("PASS")));
        QVERIFY2(text.contains(QStringLiteral("q1")), qPrintable(text));
        // The answer's HTML and Markdown link are shown as text, never as markup.
        QVERIFY(!text.contains(QStringLiteral("<b>one")));
        QVERIFY(text.contains(QStringLiteral("&lt;b&gt;one")));
        // Latencies read in milliseconds (p50 200 ms, p95 300 ms, see above), not "300.0000".
        QVERIFY2(text.contains(QStringLiteral("200 ms")) && text.contains(QStringLiteral("300 ms")),
                 qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("300.0000")) && !text.contains(QStringLiteral("200.0000")));
        if (format == QLatin1String("md")) {
            QVERIFY(text.contains(QStringLiteral("\\[x\\]\\(http://evil\\)")));
            QVERIFY(text.contains(QStringLiteral("Question q1 \\| with \\*markup\\*")));
        }
    }

    void reportBadUsage()
    {
        const QString out = m_dir.filePath(QStringLiteral("x.txt"));
        QCOMPARE(runCli({QStringLiteral("report"), QStringLiteral("--project"), m_path,
                         QStringLiteral("--runs"), QStringLiteral("r1"), QStringLiteral("--format"),
                         QStringLiteral("docx"), QStringLiteral("--out"), out})
                     .exitCode,
                 2);
        QCOMPARE(runCli({QStringLiteral("report"), QStringLiteral("--project"), m_path,
                         QStringLiteral("--runs"), QStringLiteral("nope"), QStringLiteral("--format"),
                         QStringLiteral("md"), QStringLiteral("--out"), out})
                     .exitCode,
                 2);
    }
};

QTEST_GUILESS_MAIN(TstMetricsProject)
#include "tst_metrics_project.moc"
