// Shapes of files as the tools write them, found in public repositories and written here
// from their layout (the files themselves are not copied): trec_eval's multi-judge qrels, the
// nuggetizer's retrieval-mode output, a TREC RAG 2024 run with its topic text, BEIR's
// corpus.jsonl imported as a plain corpus.
#include "TestSupport.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/NuggetStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace goldset;
using goldset::test::CliResult;
using goldset::test::runCli;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

CliResult import(const QString& project, const QString& format, const QString& file,
                 const QStringList& more = {})
{
    return runCli(QStringList{QStringLiteral("import"), QStringLiteral("--project"), project,
                              QStringLiteral("--format"), format} +
                  more + QStringList{file});
}

} // namespace

class TestToolShapes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Three judges (column 2) on two documents of topic 301: 6 lines, 2 pairs, one label each
    // (the last line's grade); the summary counts 2 and a warning names the 4 repeats, 2 of
    // them with another grade than the line before.
    void multiJudgeQrelsKeepOneLabelPerPairAndSaySo()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("q.goldset"));
        const QString qrels = dir.filePath(QStringLiteral("qrels.123"));
        QVERIFY(writeFile(qrels, "301 0 CR93E-1860 0\n301 0 CR93H-11291 0\n301 1 CR93E-1860 3\n"
                                 "301 1 CR93H-11291 1\n301 2 CR93E-1860 3\n301 2 CR93H-11291 1\n"));
        const CliResult r = import(project, QStringLiteral("trec-qrels"), qrels);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("2 labels")), qPrintable(r.out));
        QVERIFY2((r.out + r.err)
                     .contains(QStringLiteral("4 lines judge a question and document an earlier line "
                                              "judged (2 with another grade")),
                 qPrintable(r.out + r.err));
        auto opened = storage::Project::open(project);
        QVERIFY(opened);
        const QList<RelevanceLabel> labels = (*opened)->labels().all();
        QCOMPARE(labels.size(), 2);
        for (const RelevanceLabel& label : labels) {
            const auto chunk = (*opened)->corpus().chunkById(label.chunkId);
            QVERIFY(chunk);
            QCOMPARE(label.grade, chunk->externalId == QLatin1String("CR93E-1860") ? 3 : 1);
        }
    }

    // The nuggetizer's retrieval-mode adapters write the query under "text".
    void nuggetizerQueryUnderText()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("n.goldset"));
        const QString file = dir.filePath(QStringLiteral("assigned.jsonl"));
        QVERIFY(writeFile(
            file, "{\"text\": \"What is Python?\", \"qid\": \"q1\", \"candidate_text\": \"Python is a "
                  "language.\", \"docid\": \"d1\", \"nuggets\": [{\"text\": \"Python is a programming "
                  "language\", \"importance\": \"vital\", \"assignment\": \"support\"}]}\n"));
        const CliResult r = import(project, QStringLiteral("nuggetizer"), file);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto opened = storage::Project::open(project);
        QVERIFY(opened);
        const auto question = (*opened)->questions().byExternalId(QStringLiteral("q1"));
        QVERIFY(question);
        QCOMPARE(question->text, QStringLiteral("What is Python?"));
        QCOMPARE((*opened)->nuggets().forQuestion(question->id).size(), 1);
        QVERIFY2(!(r.out + r.err).contains(QStringLiteral("not imported: text")), qPrintable(r.out + r.err));
    }

    // A topic new to the project takes the record's "topic" as its text; a known one keeps its own.
    void trecRagTopicTextMakesTheQuestion()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("t.goldset"));
        const QString file = dir.filePath(QStringLiteral("rag24.jsonl"));
        QVERIFY(writeFile(
            file, "{\"run_id\": \"r\", \"topic_id\": \"2024-224960\", \"topic\": \"how do solar panels "
                  "work\", \"references\": [\"msmarco_v2.1_doc_00_1#2\"], \"answer\": [{\"text\": "
                  "\"They convert light.\", \"citations\": [0]}]}\n"));
        const CliResult r = import(project, QStringLiteral("trec-rag"), file,
                                   {QStringLiteral("--run-name"), QStringLiteral("r")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!(r.out + r.err).contains(QStringLiteral("without text")), qPrintable(r.out + r.err));
        auto opened = storage::Project::open(project);
        QVERIFY(opened);
        const auto question = (*opened)->questions().byExternalId(QStringLiteral("2024-224960"));
        QVERIFY(question);
        QCOMPARE(question->text, QStringLiteral("how do solar panels work"));
    }

    // BEIR's corpus.jsonl ({"_id", "title", "text"}) is a corpus too.
    void beirCorpusFileAsCorpus()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("b.goldset"));
        const QString file = dir.filePath(QStringLiteral("corpus.jsonl"));
        QVERIFY(writeFile(
            file, "{\"_id\": \"MED-10\", \"title\": \"Statin use\", \"text\": \"Recent studies have "
                  "suggested that statins may reduce cancer risk.\"}\n{\"_id\": \"MED-14\", \"title\": "
                  "\"Statins\", \"text\": \"Breast cancer and statins.\", \"metadata\": {}}\n"));
        const CliResult r = import(project, QStringLiteral("corpus"), file);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto opened = storage::Project::open(project);
        QVERIFY(opened);
        QVERIFY((*opened)->corpus().documentByExternalId(QStringLiteral("MED-10")));
        QVERIFY((*opened)->corpus().documentByExternalId(QStringLiteral("MED-14")));
    }

    // A CSV saved from pandas with a row-number column: "idx" is not a score (it was
    // "ragas:idx", a metric of mean 440); faithfulness is.
    void ragasRowNumbersAreNotScores()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("r.goldset"));
        const QString file = dir.filePath(QStringLiteral("result.csv"));
        QVERIFY(writeFile(file, ",question,contexts,idx,answer,faithfulness\n"
                                "0,What is X?,\"['X is a letter.']\",437,A letter.,1.0\n"
                                "1,What is Y?,\"['Y is a letter too.']\",443,A letter.,0.5\n"));
        const CliResult r = import(project, QStringLiteral("ragas"), file,
                                   {QStringLiteral("--run-name"), QStringLiteral("r")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2((r.out + r.err).contains(QStringLiteral("not imported: idx")), qPrintable(r.out + r.err));
        const CliResult eval = runCli({QStringLiteral("eval"), QStringLiteral("--project"), project,
                                       QStringLiteral("--run"), QStringLiteral("r")});
        QVERIFY2(eval.exitCode == 0, qPrintable(eval.err));
        QVERIFY2(!eval.out.contains(QStringLiteral("ragas:idx")), qPrintable(eval.out));
        QVERIFY2(eval.out.contains(QStringLiteral("ragas:faithfulness")), qPrintable(eval.out));
    }

    // A golden's context comes back in its order (it came back sorted by chunk id: "#10"
    // before "#2").
    void deepevalContextKeepsItsOrder()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("d.goldset"));
        const QString file = dir.filePath(QStringLiteral("goldens.json"));
        QStringList contexts;
        for (int i = 0; i < 12; ++i)
            contexts << QStringLiteral("Passage number %1 of the handbook.").arg(11 - i);
        QByteArray json =
            "[{\"input\": \"What does the handbook say?\", \"expected_output\": \"Much.\", \"context\": [";
        for (int i = 0; i < contexts.size(); ++i)
            json += (i ? ", \"" : "\"") + contexts[i].toUtf8() + "\"";
        json += "]}]";
        QVERIFY(writeFile(file, json));
        QCOMPARE(import(project, QStringLiteral("deepeval"), file).exitCode, 0);
        const QString out = dir.filePath(QStringLiteral("out.json"));
        const CliResult exported =
            runCli({QStringLiteral("export"), QStringLiteral("--project"), project,
                    QStringLiteral("--format"), QStringLiteral("deepeval"), QStringLiteral("--out"), out});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray text = written.readAll();
        qsizetype at = 0;
        for (const QString& context : std::as_const(contexts)) {
            const qsizetype found = text.indexOf(context.toUtf8(), at);
            QVERIFY2(
                found >= 0,
                qPrintable(QStringLiteral("%1 out of order in %2").arg(context, QString::fromUtf8(text))));
            at = found;
        }
    }

    // A LabelledRagDataset as RagDatasetGenerator saves it goes out again as one
    // (`llamaindex-rag`) and back in with the same questions, answers and gold texts.
    void labelledRagDatasetRoundTrip()
    {
        QTemporaryDir dir;
        const QString first = dir.filePath(QStringLiteral("a.goldset"));
        const QString second = dir.filePath(QStringLiteral("b.goldset"));
        const QString file = dir.filePath(QStringLiteral("rag_dataset.json"));
        QVERIFY(writeFile(file, R"({"examples": [{"query": "What did the author do growing up?", )"
                                R"("query_by": {"model_name": "gpt-4", "type": "ai"}, "reference_contexts": )"
                                R"(["What I Worked On. Before college I wrote short stories."], )"
                                R"("reference_answer": "He wrote short stories.", "reference_answer_by": )"
                                R"({"model_name": "gpt-4", "type": "ai"}}, {"query": "Which language?", )"
                                R"("query_by": {"model_name": null, "type": "human"}, "reference_contexts": )"
                                R"(["The language was Fortran.", "It ran on an IBM 1401."], )"
                                R"("reference_answer": "Fortran.", "reference_answer_by": null}]})"));
        QCOMPARE(import(first, QStringLiteral("llamaindex"), file).exitCode, 0);
        const QString out = dir.filePath(QStringLiteral("out.json"));
        const CliResult exported =
            runCli({QStringLiteral("export"), QStringLiteral("--project"), first, QStringLiteral("--format"),
                    QStringLiteral("llamaindex-rag"), QStringLiteral("--out"), out});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QCOMPARE(import(second, QStringLiteral("llamaindex"), out).exitCode, 0);
        auto a = storage::Project::open(first);
        auto b = storage::Project::open(second);
        QVERIFY(a && b);
        for (const QString& text :
             {QStringLiteral("What did the author do growing up?"), QStringLiteral("Which language?")}) {
            const auto find = [&text](storage::Project& p) {
                for (const Question& q : p.questions().list())
                    if (q.text == text)
                        return std::optional<Question>(q);
                return std::optional<Question>();
            };
            const auto qa = find(**a);
            const auto qb = find(**b);
            QVERIFY(qa && qb);
            QCOMPARE(qb->groundTruth, qa->groundTruth);
            QCOMPARE(qb->generatorModel, qa->generatorModel);
            QStringList textsA, textsB;
            for (const RelevanceLabel& l : (*a)->labels().all())
                if (l.questionId == qa->id)
                    textsA.append((*a)->corpus().chunkById(l.chunkId)->text);
            for (const RelevanceLabel& l : (*b)->labels().all())
                if (l.questionId == qb->id)
                    textsB.append((*b)->corpus().chunkById(l.chunkId)->text);
            textsA.sort();
            textsB.sort();
            QCOMPARE(textsB, textsA);
            QVERIFY(!textsA.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestToolShapes)
#include "tst_tool_shapes.moc"
