// Import throughput: a corpus JSONL of real documentation text (verbatim `doc#n` ids, the FTS
// index included) and a 200,000-question simple JSONL, each into a fresh project.
// The corpus: paragraphs of the plain-text files under /usr/share/doc (or DOCS=) cut into
// chunks of 300-800 characters, one document per file, and the Japanese and Chinese manual
// pages (/usr/share/man/{ja,zh_CN}, through gzip -dc) for CJK text; SYNTHETIC=1 gives the old
// generated corpus of a 21-word vocabulary instead. Prints rows/s and the peak resident
// memory (VmHWM). Run on the bench preset:
//   cmake --preset bench && cmake --build --preset bench --target bench_import
//   build/bench/tests/bench/bench_import [chunks] [questions]
// With KEEP=1 the files stay, with an empty project beside them and corpus.rows (the chunks
// and their index texts as the import computes them, for the shell) for sqlite3_import.sh;
// import_pairs.sh runs both alternately.
#include "RealText.h"
#include "core/Heap.h"
#include "io/Import.h"
#include "storage/Project.h"
#include "text/SearchText.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>
#include <cstdio>

using namespace goldset;

namespace {

QString peakRss()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return QString::fromLatin1(line.mid(6).simplified());
    return QStringLiteral("?");
}

const char* const kWords[] = {"battery", "frame",    "warranty",   "refund",  "delivery", "brake",  "chain",
                              "service", "pedal",    "order",      "charger", "customer", "return", "days",
                              "within",  "replaced", "Inspektion", "客服",    "保証",     "the",    "and"};

QByteArray sentence(quint64& seed, int words)
{
    QByteArray text;
    for (int i = 0; i < words; ++i) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        if (i)
            text += ' ';
        text += kWords[(seed >> 33) % (sizeof(kWords) / sizeof(kWords[0]))];
    }
    return text + '.';
}

// Unit and record separators: the sqlite3 shell's .mode ascii reads them without quoting rules.
QByteArray asciiRow(const QStringList& fields)
{
    return fields.join(QChar(0x1f)).toUtf8() + '\x1e';
}

// Returns the number of chunks written.
int generate(const QString& corpusPath, const QString& simplePath, int chunks, int questions)
{
    quint64 seed = 42;
    QFile corpus(corpusPath);
    (void)corpus.open(QIODevice::WriteOnly);
    int written = chunks;
    if (qEnvironmentVariableIsEmpty("SYNTHETIC")) {
        // The chunks and the index texts the import computes, for sqlite3_import.sh.
        QFile rows(QString(corpusPath).replace(QLatin1String(".jsonl"), QLatin1String(".rows")));
        (void)rows.open(QIODevice::WriteOnly);
        const QList<bench::RealChunk> real = bench::realChunks(chunks);
        QHash<QString, int> documents;
        int cjk = 0;
        QString previous;
        int ordinal = 0;
        for (const bench::RealChunk& chunk : real) {
            const int document = documents.emplace(chunk.document, int(documents.size())).value();
            ordinal = chunk.document == previous ? ordinal + 1 : 0;
            previous = chunk.document;
            const QString id = QStringLiteral("doc%1#%2").arg(document).arg(ordinal);
            QJsonObject o{{QStringLiteral("id"), id},
                          {QStringLiteral("title"), chunk.title},
                          {QStringLiteral("text"), chunk.text}};
            corpus.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
            const text::IndexTexts index = text::indexTexts(chunk.text);
            cjk += index.cjk.isEmpty() ? 0 : 1;
            rows.write(asciiRow({id, QStringLiteral("doc%1").arg(document), QString::number(ordinal),
                                 chunk.title, chunk.text, index.body, index.cjk}));
        }
        std::printf("corpus: %lld chunks of real text (%d with CJK) in %lld documents\n",
                    static_cast<long long>(real.size()), cjk, static_cast<long long>(documents.size()));
        written = int(real.size());
    }
    for (int i = 0; qEnvironmentVariableIsSet("SYNTHETIC") && i < chunks; ++i) {
        // 10 chunks per document, ~40 words each (about 300 characters).
        corpus.write("{\"id\": \"doc" + QByteArray::number(i / 10) + "#" + QByteArray::number(i % 10) +
                     "\", \"title\": \"Document " + QByteArray::number(i / 10) + "\", \"text\": \"" +
                     sentence(seed, 20) + " " + sentence(seed, 20) + "\"}\n");
    }
    QFile simple(simplePath);
    (void)simple.open(QIODevice::WriteOnly);
    for (int i = 0; i < questions; ++i) {
        const QByteArray chunk =
            "doc" + QByteArray::number((i * 7) % (chunks / 10)) + "#" + QByteArray::number(i % 10);
        simple.write("{\"qid\": \"q" + QByteArray::number(i) + "\", \"query\": \"" + sentence(seed, 10) +
                     "\", \"gold_evidence\": [\"" + chunk + "\"], \"gold_answer\": \"" + sentence(seed, 12) +
                     "\", \"rel_map\": {\"" + chunk + "\": 3}}\n");
    }
    return written;
}

void run(const QString& label, const QString& projectPath, const QString& format, const QString& input,
         qint64 rows)
{
    auto project = storage::Project::open(projectPath, storage::Project::OpenMode::CreateIfMissing);
    if (!project) {
        std::fprintf(stderr, "%s\n", qPrintable(project.error().toString()));
        return;
    }
    io::ImportOptions options;
    options.format = format;
    options.paths = {input};
    QElapsedTimer timer;
    timer.start();
    auto report = io::importFiles(**project, options);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (!report) {
        std::fprintf(stderr, "%s\n", qPrintable(report.error().toString()));
        return;
    }
    std::printf("%-28s %9lld rows  %7.2f s  %9.0f rows/s  peak RSS %s  (file %.1f MB)\n", qPrintable(label),
                static_cast<long long>(rows), seconds, double(rows) / seconds, qPrintable(peakRss()),
                double(QFile(input).size()) / 1e6);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char* argv[])
{
    // The heap as goldset-cli's main() sets it, or as the app's (APP_HEAP=1: at most two
    // arenas for every thread).
    core::tuneHeap(qEnvironmentVariableIsSet("APP_HEAP") ? core::HeapUse::LongRunning
                                                         : core::HeapUse::OneShot);
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int chunks = args.size() > 1 ? args[1].toInt() : 50000;
    const int questions = args.size() > 2 ? args[2].toInt() : 200000;
    QTemporaryDir dir;
    const QString corpus = dir.filePath(QStringLiteral("corpus.jsonl"));
    const QString simple = dir.filePath(QStringLiteral("simple.jsonl"));
    const int written = generate(corpus, simple, chunks, questions);
    // An empty project: the schema for sqlite3_import.sh's baseline in the project's tables.
    (void)storage::Project::open(dir.filePath(QStringLiteral("empty.goldset")),
                                 storage::Project::OpenMode::CreateIfMissing);
    std::printf("generated in %s (set KEEP=1 to keep the files)\n", qPrintable(dir.path()));
    dir.setAutoRemove(qEnvironmentVariableIsEmpty("KEEP"));
    run(QStringLiteral("corpus JSONL (chunks)"), dir.filePath(QStringLiteral("corpus.goldset")),
        QStringLiteral("corpus"), corpus, written);
    run(QStringLiteral("simple JSONL (questions)"), dir.filePath(QStringLiteral("simple.goldset")),
        QStringLiteral("simple"), simple, questions);
    return 0;
}
