// Benchmark of the labelling page's reads on a large project (run by hand, never by ctest):
//   bench_search [CHUNKS=1000000] [DIR=/tmp] [reuse]
// Builds a project of CHUNKS synthetic chunks (one in ten Chinese/Japanese), 200 questions and
// three runs of 100 results each (or, with "reuse", opens the one a previous run left in DIR),
// then measures: the index build rate and file size, search latency p50/p95 for rare, common,
// mixed, Zipf-sampled and CJK queries (one character included), the time to show the next
// question with its candidates (pool + first page of cards + labels + gold grades +
// highlighting), and the peak resident memory while labelling (VmHWM, reset before labelling).
#include "labelling/CandidatePoolLoader.h"
#include "labelling/TermHighlighter.h"
#include "storage/AdjudicationStore.h"
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
#include <QSqlQuery>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

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

long statusKb(const char* field) // "VmRSS:", "VmHWM:"
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const qsizetype n = qsizetype(std::strlen(field));
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(n).trimmed().split(' ').value(0).toLong();
    return -1;
}

void resetPeakMemory()
{
    QFile refs(QStringLiteral("/proc/self/clear_refs"));
    if (refs.open(QIODevice::WriteOnly))
        refs.write("5"); // resets VmHWM to the current VmRSS (Linux 4.0+)
}

void report(const char* what, const QList<double>& ms)
{
    std::printf("%-44s n=%-5lld p50 %8.2f ms  p95 %8.2f ms  max %8.2f ms\n", what, (long long)ms.size(),
                percentile(ms, 0.50), percentile(ms, 0.95), percentile(ms, 1.0));
}

} // namespace

namespace {

// Builds the project; returns false on an error.
bool build(storage::Project& project, Corpus& corpus, int total, const QString& path)
{
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
            auto id = project.corpus().upsertChunk(c);
            if (!id)
                return false;
            chunkIds.append(*id);
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
    // What an import does at its end: the common terms' document frequencies.
    timer.restart();
    if (!project.corpus().refreshTermFrequencies(true))
        return false;
    const double dfSeconds = timer.elapsed() / 1000.0;

    // Questions and three runs of 100 results per question.
    const int questionCount = 200;
    QList<RowId> questions;
    {
        storage::Transaction tx(project.connection());
        tx.begin();
        for (int q = 0; q < questionCount; ++q) {
            Question question;
            question.externalId = QStringLiteral("q%1").arg(q);
            question.text = q % 5 == 4 ? corpus.cjkText(10) + QStringLiteral("？")
                                       : QStringLiteral("What does ") + corpus.englishText(6);
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
    std::printf("term frequencies        %.1f s\n", dfSeconds);
    std::printf("project file            %.1f MB (%.2f x the text)\n", fileBytes / 1e6,
                double(fileBytes) / textBytes);
    return true;
}

template <typename Make>
QList<double> timeSearches(storage::Project& project, int n, Make make,
                           storage::CorpusStore::SearchMode mode = storage::CorpusStore::SearchMode::AllTerms,
                           int limit = 20, int* windowed = nullptr)
{
    QList<double> ms;
    QElapsedTimer timer;
    for (int i = 0; i < n; ++i) {
        const QString text = make(i);
        timer.start();
        auto hits = project.corpus().search(text, limit, mode);
        ms.append(timer.nsecsElapsed() / 1e6);
        if (!hits)
            std::fprintf(stderr, "search failed: %s\n", qPrintable(hits.error().toString()));
        else if (windowed && !hits->isEmpty() && hits->first().windowed)
            ++*windowed;
    }
    return ms;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int total = argc > 1 ? std::atoi(argv[1]) : 1000000;
    const QString dir = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("/tmp");
    const bool reuse = argc > 3 && std::strcmp(argv[3], "reuse") == 0;
    const QString path = dir + QStringLiteral("/bench_search.goldset");
    if (!reuse || !QFileInfo::exists(path))
        for (const char* suffix : {"", "-wal", "-shm"})
            QFile::remove(path + QString::fromLatin1(suffix));
    const bool fresh = !QFileInfo::exists(path);

    auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().toString()));
        return 1;
    }
    storage::Project& project = **opened;
    Corpus corpus;
    if (fresh && !build(project, corpus, total, path))
        return 1;
    std::printf("peak memory so far      %.1f MB\n", statusKb("VmHWM:") / 1024.0);
    if (!fresh) {
        // A project made elsewhere (another generator): its words by falling frequency.
        QSqlQuery vocabulary(project.connection());
        if (vocabulary.exec(QStringLiteral("SELECT term FROM chunk_fts_vocab WHERE term GLOB '[a-z]*'"
                                           " ORDER BY doc DESC"))) {
            corpus.words.clear();
            while (vocabulary.next())
                corpus.words.append(vocabulary.value(0).toString());
        }
        std::printf("reused %s: %lld words\n", qPrintable(path), (long long)corpus.words.size());
    }

    QList<RowId> questions = project.questions().ids();
    QStringList questionTexts;
    for (RowId id : std::as_const(questions))
        questionTexts.append(project.questions().byId(id)->text);

    // Search. Word ranks (Zipf over 20,000 words, 60 per English chunk): rank 1 is in ~all
    // English chunks, rank 10 in ~40%, rank 100 in ~5%, rank 5,000+ in under 0.2%.
    QRandomGenerator rng(99);
    const auto word = [&](int from, int to) {
        to = std::min(to, int(corpus.words.size()));
        return corpus.words[from + int(rng.bounded(to - from))];
    };
    int windowed = 0;
    using Mode = storage::CorpusStore::SearchMode;
    const auto rare = timeSearches(project, 200, [&](int) { return word(5000, 20000); });
    const auto rare2 = timeSearches(
        project, 200, [&](int) { return word(1000, 20000) + QLatin1Char(' ') + word(1000, 20000); });
    const auto common = timeSearches(
        project, 200,
        [&](int i) { return i % 2 ? word(0, 50) : word(0, 50) + QLatin1Char(' ') + word(0, 50); },
        Mode::AllTerms, 20, &windowed);
    const auto mixed = timeSearches(
        project, 200,
        [&](int i) {
            return i % 2
                       ? word(0, 20) + QLatin1Char(' ') + word(2000, 20000)
                       : word(0, 100) + QLatin1Char(' ') + word(0, 100) + QLatin1Char(' ') + word(500, 5000);
        },
        Mode::AllTerms, 20, &windowed);
    const auto zipf = timeSearches(
        project, 400,
        [&](int i) {
            QStringList terms;
            for (int k = 0; k < 1 + i % 3; ++k)
                terms.append(corpus.word());
            return terms.join(QLatin1Char(' '));
        },
        Mode::AllTerms, 20, &windowed);
    const auto cjk = timeSearches(project, 300, [&](int i) { return corpus.cjkText(2 + i % 3); });
    const auto cjkOne = timeSearches(
        project, 200, [&](int) { return corpus.cjkText(1); }, Mode::AllTerms, 20, &windowed);
    const auto anyTerm = timeSearches(
        project, int(questionTexts.size()),
        [&](int i) { return labelling::TermHighlighter(questionTexts[i]).terms().join(QLatin1Char(' ')); },
        Mode::AnyTerm, 10, &windowed);
    report("search, one rare word (rank 5000+)", rare);
    report("search, two rarer words (rank 1000+)", rare2);
    report("search, 1-2 common words (top 50)", common);
    report("search, common + rarer words", mixed);
    report("search, 1-3 words (Zipf, all required)", zipf);
    report("search, CJK 2-4 characters", cjk);
    report("search, CJK one character", cjkOne);
    report("search, a question's words (any)", anyTerm);
    QList<double> all;
    for (const auto* set : {&rare, &rare2, &common, &mixed, &zipf, &cjk, &cjkOne, &anyTerm})
        all += *set;
    report("search, all of the above", all);
    std::printf("searches ranked within the first %d matches only: %d\n", storage::CorpusStore::kRankWindow,
                windowed);

    // Next question: the pool (3 runs' top 20 + question search + labels), the first page of
    // cards, their labels and gold grades, and highlighting: what the page does on N.
    resetPeakMemory();
    const RowId annotator = *project.annotators().ensure(QStringLiteral("bench"));
    storage::LabellingStore reads(project.connection());
    QList<double> nextQuestion;
    qint64 labels = 0;
    QElapsedTimer timer;
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
            project.adjudications().relevanceOfQuestion(QStringLiteral("q%1").arg(qi));
            nextQuestion.append(timer.nsecsElapsed() / 1e6);
            if (htmlBytes == 0)
                return 1;
            // Label the first ten candidates, as an annotator would, and see the queue's progress.
            for (qsizetype i = 0; i < std::min<qsizetype>(10, pool->size()); ++i, ++labels)
                project.labels().setLabel(questions[qi], (*pool)[i].chunkId, annotator, int(i % 4));
            reads.questionsLabelledBy(annotator);
        }
    }
    report("next question with candidates", nextQuestion);
    std::printf("labels written          %lld\n", (long long)labels);
    std::printf("resident memory         %.1f MB now, %.1f MB peak while labelling\n",
                statusKb("VmRSS:") / 1024.0, statusKb("VmHWM:") / 1024.0);
    return 0;
}
