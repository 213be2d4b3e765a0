#include "TestSupport.h"
#include "demo/DemoProject.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using namespace goldset::storage;

namespace {

QString demoSource(const QString& relative)
{
    return QDir(QStringLiteral(GOLDSET_SOURCE_DIR "/resources/demo")).filePath(relative);
}

QList<QByteArray> lines(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> out;
    for (const QByteArray& line : file.readAll().split('\n'))
        if (!line.trimmed().isEmpty())
            out.append(line);
    return out;
}

// What the source files say, counted independently of the importers.
struct SourceCounts
{
    int questions = 0;
    int labels = 0;
    int retrievals = 0;
    int answers = 0;
    int claims = 0;
    int reviews = 0;
    QSet<QString> chunkIds; // every chunk id any source file refers to
};

SourceCounts countSources()
{
    SourceCounts counts;
    for (const QByteArray& line : lines(demoSource(QStringLiteral("questions.jsonl")))) {
        const QJsonObject q = QJsonDocument::fromJson(line).object();
        ++counts.questions;
        for (const QJsonValue id : q.value(QStringLiteral("gold_evidence")).toArray())
            counts.chunkIds.insert(id.toString());
        if (q.contains(QStringLiteral("source_chunk")))
            counts.chunkIds.insert(q.value(QStringLiteral("source_chunk")).toString());
    }
    for (const QString& name : {QStringLiteral("ana"), QStringLiteral("ben")}) {
        for (const QByteArray& line : lines(demoSource(QStringLiteral("labels/%1.qrels").arg(name)))) {
            const QList<QByteArray> fields = line.simplified().split(' ');
            if (fields.size() == 4) {
                ++counts.labels;
                counts.chunkIds.insert(QString::fromUtf8(fields[2]));
            }
        }
    }
    for (const QString& run :
         {QStringLiteral("bm25-baseline"), QStringLiteral("hybrid-v2"), QStringLiteral("hybrid-v3-rerank")}) {
        for (const QByteArray& line : lines(demoSource(QStringLiteral("runs/%1.jsonl").arg(run)))) {
            const QJsonObject row = QJsonDocument::fromJson(line).object();
            for (const QJsonValue hit : row.value(QStringLiteral("retrieved")).toArray()) {
                ++counts.retrievals;
                counts.chunkIds.insert(hit.toObject().value(QStringLiteral("id")).toString());
            }
            if (!row.value(QStringLiteral("answer")).toString().isEmpty())
                ++counts.answers;
            for (const QJsonValue claimValue : row.value(QStringLiteral("claims")).toArray()) {
                const QJsonObject claim = claimValue.toObject();
                ++counts.claims;
                counts.reviews += int(claim.value(QStringLiteral("reviews")).toArray().size());
                for (const QJsonValue id : claim.value(QStringLiteral("evidence")).toArray())
                    counts.chunkIds.insert(id.toString());
            }
        }
    }
    return counts;
}

} // namespace

class TestDemo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sourcesAreSubstantial();
    void statsThroughTheCli();
    void everyReferencedChunkIsReal();
    void questionsHaveDraftsAndAccepted();
    void annotatorsDisagreeSometimes();
    void runsHaveEveryVerdictAndReviews();
    void multilingualTextIsSearchable_data();
    void multilingualTextIsSearchable();
    void settingsAndLeadAreSet();
    void refusesToOverwrite();

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Project> m_project;
    SourceCounts m_sources;
};

void TestDemo::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_sources = countSources();
    m_path = m_dir.filePath(QStringLiteral("demo.goldset"));
    const Status written = demo::writeDemoProject(m_path);
    QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error().toString()));
    auto project = Project::open(m_path);
    QVERIFY2(project.ok(), project.ok() ? "" : qPrintable(project.error().toString()));
    m_project = std::move(*project);
}

void TestDemo::sourcesAreSubstantial()
{
    // The brief's minimums, checked on the readable sources themselves.
    QVERIFY(m_sources.questions >= 48);
    QVERIFY(m_sources.labels >= 130);
    QVERIFY(m_sources.claims >= 300);
    QCOMPARE(QDir(demoSource(QStringLiteral("corpus"))).entryList({QStringLiteral("*.md")}).size(), 27);
}

void TestDemo::statsThroughTheCli()
{
    const QString path = m_dir.filePath(QStringLiteral("cli.goldset"));
    const auto demo = test::runCli({QStringLiteral("demo"), QStringLiteral("--out"), path});
    QVERIFY2(demo.exitCode == 0, qPrintable(demo.err));
    const auto stats =
        test::runCli({QStringLiteral("stats"), QStringLiteral("--project"), path, QStringLiteral("--json")});
    QVERIFY2(stats.exitCode == 0, qPrintable(stats.err));
    const QJsonObject s = QJsonDocument::fromJson(stats.out.toUtf8()).object();
    auto n = [&s](const char* key) { return s.value(QLatin1String(key)).toInteger(-1); };

    QCOMPARE(n("documents"), 27);
    QCOMPARE(n("chunks"), 190); // paragraphs of resources/demo/corpus, counted by hand-run script
    QCOMPARE(n("questions"), m_sources.questions);
    QVERIFY(n("annotators") >= 2);
    QCOMPARE(n("relevance_labels"), m_sources.labels);
    QCOMPARE(n("runs"), 3);
    QCOMPARE(n("retrievals"), m_sources.retrievals);
    QCOMPARE(n("answers"), m_sources.answers);
    QCOMPARE(n("claims"), m_sources.claims);
    QCOMPARE(n("claim_reviews"), m_sources.reviews);
    // The brief's floor, in case the sources shrink.
    QVERIFY(n("documents") >= 20 && n("chunks") >= 150 && n("questions") >= 40);
    QVERIFY(n("relevance_labels") >= 100 && n("retrievals") > 0 && n("answers") > 0);
    QVERIFY(n("claims") >= 100 && n("claim_reviews") > 0);
}

void TestDemo::everyReferencedChunkIsReal()
{
    // A typo in questions, labels or runs would import as a stub chunk without text.
    QVERIFY(m_sources.chunkIds.size() > 150);
    for (const QString& id : std::as_const(m_sources.chunkIds)) {
        const auto chunk = m_project->corpus().chunkByExternalId(id);
        QVERIFY2(chunk.has_value(), qPrintable(id));
        QVERIFY2(!chunk->stub && !chunk->text.isEmpty(), qPrintable(id));
    }
    for (const Document& document : m_project->corpus().documents())
        for (const Chunk& chunk : m_project->corpus().chunksOfDocument(document.id))
            QVERIFY2(!chunk.stub, qPrintable(chunk.externalId));
}

void TestDemo::questionsHaveDraftsAndAccepted()
{
    auto count = [this](QuestionStatus status) {
        QuestionFilter filter;
        filter.status = status;
        return m_project->questions().count(filter);
    };
    QVERIFY(count(QuestionStatus::Accepted) >= 40);
    QVERIFY(count(QuestionStatus::Draft) >= 8);
    QVERIFY(count(QuestionStatus::Rejected) >= 2);
    QuestionFilter generated;
    generated.origin = QuestionOrigin::Generated;
    QVERIFY(m_project->questions().count(generated) >= 10);
    const auto draft = m_project->questions().byExternalId(QStringLiteral("q47"));
    QVERIFY(draft.has_value());
    QVERIFY(draft->status == QuestionStatus::Draft);
    QCOMPARE(draft->generatorModel, QStringLiteral("qwen2.5-7b-instruct"));
    QVERIFY(draft->sourceChunkId.has_value());
}

void TestDemo::annotatorsDisagreeSometimes()
{
    QHash<QPair<RowId, RowId>, QHash<QString, int>> grades;
    for (const RelevanceLabel& label : m_project->labels().all())
        grades[{label.questionId, label.chunkId}][label.annotatorName] = label.grade;
    int shared = 0, differ = 0, anaOnly = 0, benOnly = 0;
    for (const auto& byAnnotator : std::as_const(grades)) {
        const bool ana = byAnnotator.contains(QStringLiteral("ana"));
        const bool ben = byAnnotator.contains(QStringLiteral("ben"));
        if (ana && ben) {
            ++shared;
            differ += byAnnotator.value(QStringLiteral("ana")) != byAnnotator.value(QStringLiteral("ben"));
        }
        anaOnly += ana && !ben;
        benOnly += ben && !ana;
    }
    QVERIFY(shared >= 100);
    // Mostly agreeing, but not always: roughly one shared item in six differs.
    QVERIFY(differ >= 1);
    QVERIFY(differ * 100 >= shared * 10 && differ * 100 <= shared * 25);
    QVERIFY(anaOnly > 0 && benOnly > 0);
}

void TestDemo::runsHaveEveryVerdictAndReviews()
{
    const QList<Run> runs = m_project->runs().runs();
    QCOMPARE(runs.size(), 3);
    QCOMPARE(runs.at(0).name, QStringLiteral("bm25-baseline"));
    QCOMPARE(runs.at(2).name, QStringLiteral("hybrid-v3-rerank"));
    QHash<Verdict, int> verdicts;
    int reviews = 0;
    QSet<QString> reviewers;
    for (const Run& run : runs) {
        const QList<RowId> questions = m_project->runs().questionIds(run.id);
        QVERIFY(questions.size() >= 40);
        // The Review page's one-query read agrees with the per-question accessors.
        const QList<Question> listed = m_project->runs().runQuestions(run.id);
        QCOMPARE(listed.size(), questions.size());
        for (qsizetype i = 0; i < listed.size(); ++i) {
            QCOMPARE(listed[i].id, questions[i]);
            const auto question = m_project->questions().byId(questions[i]);
            QVERIFY(question);
            QCOMPARE(listed[i].externalId, question->externalId);
            QCOMPARE(listed[i].text, question->text);
        }
        for (const RowId question : questions) {
            QCOMPARE(m_project->runs().retrievals(run.id, question).size(), 10);
            for (const Claim& claim : m_project->runs().claims(run.id, question)) {
                ++verdicts[claim.verdict];
                for (const ClaimReview& review : m_project->runs().reviews(claim.id)) {
                    ++reviews;
                    reviewers.insert(review.annotatorName);
                }
            }
        }
    }
    QVERIFY(verdicts.value(Verdict::Supported) > 0);
    QVERIFY(verdicts.value(Verdict::Unsupported) > 0);
    QVERIFY(verdicts.value(Verdict::Contradicted) > 0);
    QVERIFY(reviews > 0);
    QCOMPARE(reviewers, (QSet<QString>{QStringLiteral("ana"), QStringLiteral("ben")}));
}

void TestDemo::multilingualTextIsSearchable_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("document");
    QTest::newRow("German") << QStringLiteral("Urlaubstage") << QStringLiteral("urlaub-de");
    QTest::newRow("German workshop") << QStringLiteral("Sicherheitsschuhe") << QStringLiteral("werkstatt-de");
    QTest::newRow("Chinese") << QStringLiteral("电池") << QStringLiteral("battery-zh");
    QTest::newRow("Chinese returns") << QStringLiteral("退货") << QStringLiteral("support-zh");
    QTest::newRow("Japanese") << QStringLiteral("保証") << QStringLiteral("warranty-ja");
    QTest::newRow("Japanese pedals") << QStringLiteral("ペダル") << QStringLiteral("first-ride-ja");
}

void TestDemo::multilingualTextIsSearchable()
{
    QFETCH(QString, query);
    QFETCH(QString, document);
    const auto hits = m_project->corpus().search(query, 20);
    QVERIFY2(hits.ok(), hits.ok() ? "" : qPrintable(hits.error().toString()));
    bool found = false;
    for (const auto& hit : *hits)
        found = found || hit.chunk.externalId.startsWith(document + QLatin1Char('#'));
    QVERIFY2(found, qPrintable(query));
}

void TestDemo::settingsAndLeadAreSet()
{
    const auto ana = m_project->annotators().byName(QStringLiteral("ana"));
    QVERIFY(ana.has_value());
    QVERIFY(ana->role == AnnotatorRole::Lead);
    const auto ben = m_project->annotators().byName(QStringLiteral("ben"));
    QVERIFY(ben.has_value());
    QVERIFY(ben->role == AnnotatorRole::Annotator);
    QVERIFY(m_project->settings()
                .value(QStringLiteral("guidelines"))
                .contains(QStringLiteral("Relevance grades")));
    QCOMPARE(m_project->settings().value(QStringLiteral("threshold/ndcg_cut_10")), QStringLiteral(">=0.75"));
    QCOMPARE(m_project->settings().value(QStringLiteral("threshold/latency_p95_ms")),
             QStringLiteral("<=2500"));
    QCOMPARE(m_project->settings().value(QStringLiteral("bands/faithfulness")),
             QStringLiteral("0.7,0.85,0.95"));
    QCOMPARE(m_project->settings().keys(QStringLiteral("bands/")).size(), 6);
}

void TestDemo::refusesToOverwrite()
{
    const QString path = m_dir.filePath(QStringLiteral("existing.goldset"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not mine to overwrite");
    file.close();
    QVERIFY(!demo::writeDemoProject(path).ok());
    const auto cli = test::runCli({QStringLiteral("demo"), QStringLiteral("--out"), path});
    QVERIFY(cli.exitCode != 0);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("not mine to overwrite"));
}

QTEST_GUILESS_MAIN(TestDemo)
#include "tst_demo.moc"
