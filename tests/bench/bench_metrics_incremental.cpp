// Metrics of a 10,000-question run, then one label changes: how long the full computation
// takes, and how long the incremental one (RunMetrics::refreshQuestion + aggregate) takes.
//   bench_metrics_incremental [QUESTIONS] [RETRIEVALS_PER_QUESTION]
#include "metrics/RunMetrics.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/Transaction.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <cstdio>

using namespace goldset;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const int questions = argc > 1 ? std::atoi(argv[1]) : 10000;
    const int perQuestion = argc > 2 ? std::atoi(argv[2]) : 20;
    QTemporaryDir dir;
    auto opened = storage::Project::open(dir.filePath(QStringLiteral("bench.goldset")),
                                         storage::Project::OpenMode::CreateIfMissing);
    if (!opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().toString()));
        return 1;
    }
    storage::Project& p = **opened;
    QRandomGenerator rng(7);
    QElapsedTimer timer;
    timer.start();
    const RowId ana = *p.annotators().ensure(QStringLiteral("ana"));
    Run run;
    run.name = QStringLiteral("bench");
    const RowId runId = *p.runs().createRun(run);
    QList<RowId> chunks;
    RowId firstQuestion = 0, firstChunk = 0;
    {
        storage::Transaction tx(p.connection());
        tx.begin();
        for (int c = 0; c < 5000; ++c)
            chunks << *p.corpus().ensureChunk(QStringLiteral("doc%1#%2").arg(c / 10).arg(c % 10));
        for (int q = 0; q < questions; ++q) {
            Question question;
            question.externalId = QStringLiteral("q%1").arg(q);
            question.text = QStringLiteral("question %1").arg(q);
            const RowId qid = *p.questions().upsert(question);
            if (q == 0)
                firstQuestion = qid;
            QSet<RowId> used;
            for (int k = 0; k < perQuestion; ++k) {
                RowId chunk = chunks[rng.bounded(chunks.size())];
                while (used.contains(chunk))
                    chunk = chunks[rng.bounded(chunks.size())];
                used.insert(chunk);
                (void)p.runs().addRetrieval({runId, qid, k + 1, chunk, 100.0 - k});
                if (k % 4 == 0) {
                    (void)p.labels().setLabel(qid, chunk, ana, rng.bounded(4));
                    if (q == 0 && k == 0)
                        firstChunk = chunk;
                }
            }
            (void)p.runs().setAnswer(runId, qid, QStringLiteral("answer"), rng.bounded(2000));
        }
        tx.commit();
    }
    std::printf("built %d questions x %d retrievals in %lld ms\n", questions, perQuestion,
                static_cast<long long>(timer.restart()));

    auto catalog = metrics::MetricCatalog::parse({});
    auto m = metrics::RunMetrics::compute(p, QStringLiteral("bench"), *catalog);
    const auto before = m->aggregate();
    std::printf("full computation: %lld ms\n", static_cast<long long>(timer.restart()));

    (void)p.labels().setLabel(firstQuestion, firstChunk, ana, 3);
    timer.restart();
    (void)m->refreshQuestion(p, firstQuestion);
    const auto after = m->aggregate();
    std::printf("one label changed, incremental recompute: %.3f ms\n", timer.nsecsElapsed() / 1e6);
    std::printf("map before %.6f after %.6f\n", before[0].value_or(-1), after[0].value_or(-1));
    return 0;
}
