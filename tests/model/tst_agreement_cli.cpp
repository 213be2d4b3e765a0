// `goldset-cli agreement`: the JSON shape of DESIGN.md and its numbers, from a CSV and from a
// project. Expected values were worked out in a scratch python3 script or by hand.
#include "TestSupport.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace goldset;
using goldset::test::runCli;
using json = nlohmann::json;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& data)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(data);
    return path;
}

// Three annotators, eight items, grades 0..3; q5 lacks chen, q7 lacks ben; one item id needs quoting.
const QByteArray kLabels = "item,annotator,label\n"
                           "q1,ana,3\nq1,ben,3\nq1,chen,2\n"
                           "q2,ana,0\nq2,ben,0\nq2,chen,0\n"
                           "q3,ana,1\nq3,ben,2\nq3,chen,1\n"
                           "q4,ana,2\nq4,ben,2\nq4,chen,3\n"
                           "q5,ana,0\nq5,ben,1\n"
                           "q6,ana,3\nq6,ben,3\nq6,chen,3\n"
                           "q7,ana,1\nq7,chen,0\n"
                           "\"x, y\",ana,2\n\"x, y\",ben,1\n\"x, y\",chen,2\n";

bool near(const json& value, double expected, double tolerance = 1e-12)
{
    return value.is_number() && std::abs(value.get<double>() - expected) < tolerance;
}

} // namespace

class TestAgreementCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonShapeAndValues()
    {
        QTemporaryDir dir;
        const QString csv = writeFile(dir, QStringLiteral("labels.csv"), kLabels);
        const auto result =
            runCli({QStringLiteral("agreement"), QStringLiteral("--labels"), csv, QStringLiteral("--weights"),
                    QStringLiteral("linear"), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const json j = json::parse(result.out.toStdString());
        std::vector<std::string> keys;
        for (const auto& [key, value] : j.items())
            keys.push_back(key);
        std::sort(keys.begin(), keys.end());
        QVERIFY((keys == std::vector<std::string>{"annotators", "categories", "fleiss_items", "fleiss_kappa",
                                                  "items", "krippendorff_alpha", "pairwise", "weights"}));
        QCOMPARE(j["items"].get<int>(), 8);
        QVERIFY((j["annotators"] == json{"ana", "ben", "chen"}));
        QVERIFY((j["categories"] == json{0, 1, 2, 3}));
        QCOMPARE(j["weights"].get<std::string>(), std::string("linear"));
        QCOMPARE(j["pairwise"].size(), size_t(3));

        const json& ab = j["pairwise"][0];
        QCOMPARE(ab["a"].get<std::string>(), std::string("ana"));
        QCOMPARE(ab["b"].get<std::string>(), std::string("ben"));
        QCOMPARE(ab["n"].get<int>(), 7);
        QVERIFY(near(ab["observed"], 6.0 / 7.0));
        QVERIFY(near(ab["expected"], 0.585034013605442));
        QVERIFY(near(ab["kappa"], 0.6557377049180327));
        QVERIFY(near(ab["se"], 0.17565808787388182));
        QVERIFY(near(ab["ci95"][0], 0.6557377049180327 - 1.96 * 0.17565808787388182));
        QVERIFY(near(ab["ci95"][1], 0.6557377049180327 + 1.96 * 0.17565808787388182));

        const json& bc = j["pairwise"][2];
        QCOMPARE(bc["a"].get<std::string>(), std::string("ben"));
        QCOMPARE(bc["b"].get<std::string>(), std::string("chen"));
        QCOMPARE(bc["n"].get<int>(), 6);
        QVERIFY(near(bc["observed"], 7.0 / 9.0));
        QVERIFY(near(bc["kappa"], 3.0 / 7.0));
        QVERIFY(near(bc["se"], 0.2704028151612489));

        QCOMPARE(j["fleiss_items"].get<int>(), 6);
        QVERIFY(near(j["fleiss_kappa"], 5.0 / 13.0));
        QVERIFY(near(j["krippendorff_alpha"]["nominal"], 0.30386740331491713));
        QVERIFY(near(j["krippendorff_alpha"]["ordinal"], 0.7902413660992831));
        QVERIFY(near(j["krippendorff_alpha"]["interval"], 0.7903494176372712));
    }

    void undefinedIsNull()
    {
        QTemporaryDir dir;
        const QString csv = writeFile(dir, QStringLiteral("same.csv"),
                                      "item,annotator,label\na,x,yes\na,y,yes\nb,x,yes\nb,y,yes\n");
        const auto result =
            runCli({QStringLiteral("agreement"), QStringLiteral("--labels"), csv, QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const json j = json::parse(result.out.toStdString());
        QVERIFY((j["categories"] == json{"yes"}));
        QVERIFY(j["pairwise"][0]["kappa"].is_null());
        QVERIFY(j["pairwise"][0]["se"].is_null());
        QVERIFY(j["pairwise"][0]["ci95"].is_null());
        QVERIFY(j["fleiss_kappa"].is_null());
        QVERIFY(j["krippendorff_alpha"]["nominal"].is_null());
        QVERIFY(j["krippendorff_alpha"]["ordinal"].is_null()); // text categories
        QVERIFY(!result.out.contains(QStringLiteral("nan"), Qt::CaseInsensitive));

        const auto text = runCli({QStringLiteral("agreement"), QStringLiteral("--labels"), csv});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(QStringLiteral("undefined")));
        QVERIFY(!text.out.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
    }

    void badInputExitsWithTwo()
    {
        QTemporaryDir dir;
        const QString duplicate =
            writeFile(dir, QStringLiteral("dup.csv"), "item,annotator,label\nq1,a,1\nq1,a,2\n");
        auto result = runCli(
            {QStringLiteral("agreement"), QStringLiteral("--labels"), duplicate, QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("dup.csv:3")), qPrintable(result.err));

        const QString outside =
            writeFile(dir, QStringLiteral("out.csv"), "item,annotator,label\nq1,a,1\nq1,b,5\n");
        result =
            runCli({QStringLiteral("agreement"), QStringLiteral("--labels"), outside,
                    QStringLiteral("--categories"), QStringLiteral("0,1,2,3"), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("out.csv:3")), qPrintable(result.err));

        result = runCli({QStringLiteral("agreement"), QStringLiteral("--labels"), outside,
                         QStringLiteral("--weights"), QStringLiteral("cubic")});
        QCOMPARE(result.exitCode, 2);
        result = runCli({QStringLiteral("agreement"), QStringLiteral("--labels"),
                         dir.filePath(QStringLiteral("none.csv"))});
        QCOMPARE(result.exitCode, 2);
    }

    void fromProject()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.goldset"));
        {
            auto project = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
            QVERIFY(project.ok());
            storage::Project& p = **project;
            const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
            const RowId ben = *p.annotators().ensure(QStringLiteral("ben"));
            const RowId judge = *p.annotators().ensure(QStringLiteral("judge"), AnnotatorRole::Annotator,
                                                       AnnotatorKind::Model);
            Question question;
            question.externalId = QStringLiteral("q1");
            question.text = QStringLiteral("How long is the warranty?");
            const RowId q = *p.questions().upsert(question);
            // ana 3,0,1,2; ben 3,0,2,2; the judge (a model) is left out.
            const int anaGrades[] = {3, 0, 1, 2};
            const int benGrades[] = {3, 0, 2, 2};
            for (int c = 0; c < 4; ++c) {
                const RowId chunk = *p.corpus().ensureChunk(QStringLiteral("doc#%1").arg(c));
                QVERIFY(p.labels().setLabel(q, chunk, ana, anaGrades[c]).ok());
                QVERIFY(p.labels().setLabel(q, chunk, ben, benGrades[c]).ok());
                QVERIFY(p.labels().setLabel(q, chunk, judge, 0).ok());
            }
            Run run;
            run.name = QStringLiteral("r1");
            const RowId r = *p.runs().createRun(run);
            const Verdict anaVerdicts[] = {Verdict::Supported, Verdict::Unsupported, Verdict::Contradicted};
            const Verdict benVerdicts[] = {Verdict::Supported, Verdict::Contradicted, Verdict::Contradicted};
            for (int i = 0; i < 3; ++i) {
                Claim claim;
                claim.runId = r;
                claim.questionId = q;
                claim.ordinal = i;
                claim.text = QStringLiteral("claim %1").arg(i);
                const RowId id = *p.runs().addClaim(claim);
                QVERIFY(p.runs().setReview(id, ana, anaVerdicts[i], {}, true).ok());
                QVERIFY(p.runs().setReview(id, ben, benVerdicts[i], {}, true).ok());
            }
        }
        auto result =
            runCli({QStringLiteral("agreement"), QStringLiteral("--project"), path, QStringLiteral("--task"),
                    QStringLiteral("relevance"), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        json j = json::parse(result.out.toStdString());
        QVERIFY((j["annotators"] == json{"ana", "ben"}));
        QVERIFY((j["categories"] == json{0, 1, 2, 3}));
        QCOMPARE(j["items"].get<int>(), 4);
        // p_o = 3/4, p_e = 1/16 + 2/16 + 1/16 = 1/4: kappa = 2/3.
        QVERIFY(near(j["pairwise"][0]["kappa"], 2.0 / 3.0));

        result = runCli({QStringLiteral("agreement"), QStringLiteral("--project"), path,
                         QStringLiteral("--task"), QStringLiteral("claims"), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        j = json::parse(result.out.toStdString());
        QVERIFY((j["categories"] == json{"supported", "unsupported", "contradicted"}));
        // p_o = 2/3, p_e = 1/9 + 0 + 2/9 = 1/3: kappa = 1/2.
        QVERIFY2(near(j["pairwise"][0]["kappa"], 0.5), result.out.toUtf8().constData());
        QVERIFY(j["krippendorff_alpha"]["ordinal"].is_null());

        result =
            runCli({QStringLiteral("agreement"), QStringLiteral("--project"), path, QStringLiteral("--task"),
                    QStringLiteral("claims"), QStringLiteral("--weights"), QStringLiteral("linear")});
        QCOMPARE(result.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestAgreementCli)
#include "tst_agreement_cli.moc"
