// Benchmark of the labelling page's reads on a large project (run by hand, never by ctest):
//   bench_search [CHUNKS=1000000] [DIR=/tmp]
// Builds a project of CHUNKS synthetic chunks (one in ten Chinese/Japanese), 200 questions and
// three runs of 100 results each, then measures: the full-text index build rate and file size,
// search latency (English and CJK queries, p50/p95), the time to show the next question with its
// candidates (pool + first page of cards + highlighting), and resident memory while labelling.
#include "labelling/CandidatePoolLoader.h"
#include "labelling/TermHighlighter.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/LabellingStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/Transaction.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace goldset;

namespace {

struct Corpus
{
    QStringList words; // by falling frequency (Zipf)
    QList<double> cumulative;
    QString cjkChars;
    QRandomGenerator rng{42};

    Corpus()
    {
        const char* syllables[] = {"ka", "lo", "mi", "ne",  "ru", "sa", "to", "vi", "be", "da", "fe", "gu",
                                   "ha", "jo", "pe", "qui", "ri", "so", "tu", "ze", "an", "el", "or", "um"};
        QRandomGenerator g(7);
        QSet<QString> seen;
        while (words.size() < 20000) { // 24^2 + 24^3 + 24^4 possible words: plenty
            QString w;
            const int n = 2 + int(g.bounded(3));
            for (int i = 0; i < n; ++i)
                w += QString::fromLatin1(syllables[g.bounded(24)]);
            if (!seen.contains(w)) {
                seen.insert(w);
                words.append(w);
            }
        }
        double sum = 0;
        for (int i = 0; i < words.size(); ++i) {
            sum += 1.0 / (i + 1);
            cumulative.append(sum);
        }
        for (double& c : cumulative)
            c /= sum;
        // 2,000 common CJK ideographs, plus kana.
        for (char32_t c = 0x4E00; c < 0x4E00 + 2000; ++c)
            cjkChars += QString::fromUcs4(&c, 1);
        for (char32_t c = 0x3042; c < 0x3094; ++c)
            cjkChars += QString::fromUcs4(&c, 1);
    }
    QString word()
    {
        const double u = rng.generateDouble();
        const auto it = std::lower_bound(cumulative.cbegin(), cumulative.cend(), u);
        return words[std::min<qsizetype>(it - cumulative.cbegin(), words.size() - 1)];
    }
    QString englishText(int n)
    {
        QStringList out;
        for (int i = 0; i < n; ++i)
            out.append(word());
        return out.join(QLatin1Char(' ')) + QLatin1Char('.');
    }
    QString cjkText(int n)
    {
        QString out;
        for (int i = 0; i < n; ++i) {
            // Zipf-like over the characters too: low indexes are common.
            const int k = int(std::pow(rng.generateDouble(), 2.0) * cjkChars.size());
            out += cjkChars.at(std::min<qsizetype>(k, cjkChars.size() - 1));
            if (i % 17 == 16)
                out += QStringLiteral("。");
        }
        return out;
    }
};

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype at = std::min<qsizetype>(values.size() - 1, qsizetype(std::ceil(p * values.size())) - 1);
    return values[std::max<qsizetype>(0, at)];
}

long residentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

void report(const char* what, const QList<double>& ms)
{
    std::printf("%-44s n=%-5lld p50 %8.2f ms  p95 %8.2f ms  max %8.2f ms\n", what, (long long)ms.size(),
                percentile(ms, 0.50), percentile(ms, 0.95), percentile(ms, 1.0));
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int total = argc > 1 ? std::atoi(argv[1]) : 1000000;
    const QString dir = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("/tmp");
    const QString path = dir + QStringLiteral("/bench_search.goldset");
    for (const char* suffix : {"", "-wal", "-shm"})
        QFile::remove(path + QString::fromLatin1(suffix));

    auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().toString()));
        return 1;
    }
    storage::Project& project = **opened;
    Corpus corpus;
    const int perDocument = 20;
    QList<RowId> chunkIds;
    chunkIds.reserve(total);
    qint64 textBytes = 0;
    int cjkChunks = 0;

    QElapsedTimer timer;
    timer.start();
    {
        storage::Transaction tx(project.connection());
        tx.begin();
        RowId documentId = 0;
        for (int i = 0; i < total; ++i) {
            if (i % perDocument == 0) {
                Document d;
                d.externalId = QStringLiteral("doc%1").arg(i / perDocument);
                d.title = QStringLiteral("Document %1").arg(i / perDocument);
                documentId = *project.corpus().upsertDocument(d);
            }
            Chunk c;
            c.documentId = documentId;
            c.externalId = QStringLiteral("doc%1#%2").arg(i / perDocument).arg(i % perDocument);
            c.ordinal = i % perDocument;
            const bool cjk = i % 10 == 9;
            cjkChunks += cjk;
            c.text = cjk ? corpus.cjkText(120) : corpus.englishText(60);
            textBytes += c.text.toUtf8().size();
            chunkIds.append(*project.corpus().upsertChunk(c));
            if (i % 100000 == 99999)
                std::fprintf(stderr, "  %d chunks, %.0f s\n", i + 1, timer.elapsed() / 1000.0);
        }
        tx.commit();
    }
    const double ingestSeconds = timer.elapsed() / 1000.0;

    // The index alone: rebuilt from the stored text.
    timer.restart();
    {
        storage::Transaction tx(project.connection());
        tx.begin();
        project.corpus().reindexAll();
        tx.commit();
    }
    const double indexSeconds = timer.elapsed() / 1000.0;

    // Questions and three runs of 100 results per question.
    const int questionCount = 200;
    QList<RowId> questions;
    QStringList questionTexts;
    {
        storage::Transaction tx(project.connection());
        tx.begin();
        for (int q = 0; q < questionCount; ++q) {
            Question question;
            question.externalId = QStringLiteral("q%1").arg(q);
            question.text = q % 5 == 4 ? corpus.cjkText(10) + QStringLiteral("？")
                                       : QStringLiteral("What does ") + corpus.englishText(6);
            questionTexts.append(question.text);
            questions.append(*project.questions().upsert(question));
        }
        for (int r = 0; r < 3; ++r) {
            Run run;
            run.name = QStringLiteral("run%1").arg(r);
            const RowId runId = *project.runs().createRun(run);
            for (RowId q : std::as_const(questions))
                for (int k = 0; k < 100; ++k)
                    project.runs().addRetrieval({runId, q, k + 1,
                                                 chunkIds[corpus.rng.bounded(qsizetype(chunkIds.size()))],
                                                 100.0 - k});
        }
        tx.commit();
    }

    const qint64 fileBytes = QFileInfo(path).size() + QFileInfo(path + QStringLiteral("-wal")).size();
    std::printf("chunks %d (%d CJK), text %.1f MB\n", total, cjkChunks, textBytes / 1e6);
    std::printf("ingest (rows + index)   %.1f s = %.0f chunks/s\n", ingestSeconds, total / ingestSeconds);
    std::printf("index rebuild alone     %.1f s = %.0f chunks/s\n", indexSeconds, total / indexSeconds);
    std::printf("project file            %.1f MB (%.2f x the text)\n", fileBytes / 1e6,
                double(fileBytes) / textBytes);

    // Search: one to three words (common ones included), and CJK runs of two to four characters.
    QList<double> english, rareEnglish, cjk, anyTerm;
    for (int i = 0; i < 400; ++i) {
        QStringList terms;
        const int n = 1 + i % 3;
        for (int k = 0; k < n; ++k)
            terms.append(corpus.word());
        timer.restart();
        auto hits = project.corpus().search(terms.join(QLatin1Char(' ')), 20);
        english.append(timer.nsecsElapsed() / 1e6);
        if (!hits)
            return 1;
    }
    for (int i = 0; i < 200; ++i) {
        const QString term = corpus.words[5000 + corpus.rng.bounded(15000)];
        timer.restart();
        auto hits = project.corpus().search(term, 20);
        rareEnglish.append(timer.nsecsElapsed() / 1e6);
    }
    for (int i = 0; i < 300; ++i) {
        const QString text = corpus.cjkText(2 + i % 3);
        timer.restart();
        auto hits = project.corpus().search(text, 20);
        cjk.append(timer.nsecsElapsed() / 1e6);
    }
    for (const QString& q : std::as_const(questionTexts)) {
        timer.restart();
        auto hits = project.corpus().search(labelling::TermHighlighter(q).terms().join(QLatin1Char(' ')), 10,
                                            storage::CorpusStore::SearchMode::AnyTerm);
        anyTerm.append(timer.nsecsElapsed() / 1e6);
    }
    report("search, 1-3 words (Zipf, all required)", english);
    report("search, one rarer word", rareEnglish);
    report("search, CJK 2-4 characters", cjk);
    report("search, a question's words (any)", anyTerm);

    // Next question: the pool (3 runs' top 20 + question search + labels), the first page of
    // cards and their highlighting: what the page does on N.
    const RowId annotator = *project.annotators().ensure(QStringLiteral("bench"));
    storage::LabellingStore reads(project.connection());
    QList<double> nextQuestion;
    qint64 labels = 0;
    for (int round = 0; round < 2; ++round) {
        for (int qi = 0; qi < questions.size(); ++qi) {
            timer.restart();
            labelling::PoolOptions options;
            auto pool = labelling::loadPool(project, questions[qi], options);
            if (!pool)
                return 1;
            QList<RowId> firstPage;
            for (qsizetype i = 0; i < std::min<qsizetype>(25, pool->size()); ++i)
                firstPage.append((*pool)[i].chunkId);
            const labelling::TermHighlighter highlighter(questionTexts[qi]);
            qsizetype htmlBytes = 0;
            for (const auto& card : reads.chunkCards(firstPage))
                htmlBytes += highlighter.html(card.chunk.text).size();
            project.labels().labelsForQuestion(questions[qi]);
            nextQuestion.append(timer.nsecsElapsed() / 1e6);
            if (htmlBytes == 0)
                return 1;
            // Label the first ten candidates, as an annotator would.
            for (qsizetype i = 0; i < std::min<qsizetype>(10, pool->size()); ++i, ++labels)
                project.labels().setLabel(questions[qi], (*pool)[i].chunkId, annotator, int(i % 4));
        }
    }
    report("next question with candidates", nextQuestion);
    std::printf("labels written          %lld\n", (long long)labels);
    std::printf("resident memory         %.1f MB\n", residentKb() / 1024.0);
    return 0;
}
