// Monitoring at scale: generates N production interactions over 90 days as the plain log of
// DESIGN.md, with queries and answers cut from real English text (the documentation under
// /usr/share/doc, or the directory given as DOCS=), imports them into a fresh project, imports
// the same file again (nothing new: the incremental path), and times the Monitoring page's
// queries on the 90 days (every chart: day, week and month numbers with their moving averages;
// a drill-down's first page). Prints rates and the peak resident memory (VmHWM). Run on the
// bench preset:
//   cmake --preset bench && cmake --build --preset bench --target bench_monitor
//   build/bench/tests/bench/bench_monitor [interactions, default 1000000]
// Memory does not grow with the file when VmHWM is about the same for 200,000 and 2,000,000.
// KEEP=1 keeps the temporary folder with interactions.jsonl and bench.goldset; IMPORT_ONLY=1 stops
// after the first import; LOG=file imports that log instead of a new one; STEP=n commits the
// first import every n interactions instead of every monitor::kInteractionsPerCommit (STEP=0:
// one transaction, as before steps).
#include "monitor/MonitorImport.h"
#include "monitor/MonitorMetrics.h"
#include "storage/InteractionStore.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <cstdio>
#include <ctime>
#include <sys/resource.h>
#include <unistd.h>

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

struct Random
{
    quint64 state = 42;
    quint64 next()
    {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return state >> 33;
    }
    int below(int n) { return int(next() % quint64(n)); }
};

// Sentences of real text (40 to 200 characters, printable, JSON-escaped) from a documentation tree.
QList<QByteArray> sentencesFrom(const QString& root, int wanted)
{
    QList<QByteArray> sentences;
    QDirIterator files(root, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext() && sentences.size() < wanted) {
        const QString path = files.next();
        if (path.endsWith(QLatin1String(".gz")) || path.endsWith(QLatin1String(".png")) ||
            path.endsWith(QLatin1String(".jpg")))
            continue;
        QFile file(path);
        if (file.size() > 4 * 1024 * 1024 || !file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = file.readAll().simplified();
        if (text.contains('\0'))
            continue;
        for (const QByteArray& piece : text.split('.')) {
            const QByteArray s = piece.trimmed();
            if (s.size() < 40 || s.size() > 200)
                continue;
            bool plain = true;
            for (const char c : s)
                plain = plain && c >= 32 && c < 127 && c != '"' && c != '\\';
            if (plain)
                sentences.append(s + '.');
        }
    }
    return sentences;
}

void generate(const QString& path, qint64 count, const QList<QByteArray>& sentences)
{
    QFile out(path);
    (void)out.open(QIODevice::WriteOnly);
    Random random;
    // 90 days ending on 2026-03-31, the same number of interactions each day.
    const qint64 end = 1774915200000LL; // 2026-03-31T00:00:00Z
    const qint64 start = end - 89LL * 86400000LL;
    const qint64 step = std::max<qint64>(1, 90LL * 86400000LL / std::max<qint64>(1, count));
    static const char* const declines[] = {"I don't know the answer to that.",
                                           "Sorry, I could not find this in the documentation."};
    QByteArray buffer;
    for (qint64 i = 0; i < count; ++i) {
        const qint64 ms = start + i * step;
        const qint64 seconds = ms / 1000;
        const qint64 day = seconds / 86400;
        // Civil date of `day` (days since 1970), as in monitor/Timestamp.cpp.
        qint64 z = day + 719468;
        const qint64 era = z / 146097;
        const qint64 doe = z - era * 146097;
        const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        const qint64 mp = (5 * doy + 2) / 153;
        const qint64 d = doy - (153 * mp + 2) / 5 + 1;
        const qint64 m = mp < 10 ? mp + 3 : mp - 9;
        const qint64 y = yoe + era * 400 + (m <= 2 ? 1 : 0);
        const qint64 secOfDay = seconds % 86400;
        char stamp[64];
        std::snprintf(stamp, sizeof stamp, "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld.%03lldZ", y, m, d,
                      secOfDay / 3600, secOfDay / 60 % 60, secOfDay % 60, ms % 1000);
        const QByteArray& query = sentences[random.below(int(sentences.size()))];
        QByteArray answer = sentences[random.below(int(sentences.size()))] + ' ' +
                            sentences[random.below(int(sentences.size()))];
        if (random.below(100) < 5)
            answer = declines[random.below(2)];
        QByteArray sources = "[";
        const int sourceCount = random.below(100) < 3 ? 0 : 3 + random.below(3);
        for (int s = 0; s < sourceCount; ++s) {
            if (s)
                sources += ", ";
            sources += "{\"id\": \"doc" + QByteArray::number(random.below(20000)) + "#" +
                       QByteArray::number(random.below(30)) + "\", \"score\": 0." +
                       QByteArray::number(900 - s * 100 + random.below(99)) + "}";
        }
        sources += "]";
        // Latency: mostly 300-2,000 ms, a long tail to 20 s.
        const int latency = 300 + random.below(1700) + (random.below(100) < 5 ? random.below(18000) : 0);
        buffer += "{\"id\": \"req-" + QByteArray::number(i) + "\", \"timestamp\": \"" + stamp +
                  "\", \"query\": \"" + query + "\", \"answer\": \"" + answer +
                  "\", \"sources\": " + sources + ", \"latency_ms\": " + QByteArray::number(latency) +
                  ", \"user_id\": \"user" + QByteArray::number(random.below(50000)) +
                  "\", \"session_id\": \"s" + QByteArray::number(i / 4) + "\"";
        if (random.below(10) == 0)
            buffer += ", \"feedback\": " + QByteArray::number(random.below(6) == 0 ? 0 : 1);
        if (random.below(50) == 0)
            buffer += ", \"escalated\": true";
        buffer += "}\n";
        if (buffer.size() > (1 << 20)) {
            out.write(buffer);
            buffer.clear();
        }
    }
    out.write(buffer);
    // On the disk before the import starts: a production log was written long before it is
    // imported, and 5.4 GB (10M) still being written back would take the import's disk time.
    out.flush();
    ::fsync(out.handle());
}

// CPU seconds of this thread (the writing one) and of the whole process: the machine is
// shared, so wall times vary with the load; the CPU each thread needs per interaction does not.
double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

double processCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

void printCpu(const char* what, qint64 count, double threadBefore, double processBefore)
{
    const double writer = threadCpuSeconds() - threadBefore;
    const double others = processCpuSeconds() - processBefore - writer;
    std::printf("  %s CPU: writing thread %.2f s (%.1f us each), reading thread(s) %.2f s (%.1f us each):"
                " %.0f interactions/s with a core each\n",
                what, writer, writer * 1e6 / double(count), others, others * 1e6 / double(count),
                double(count) / std::max(writer, others));
}

template <typename F> double timedMs(F&& work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const qint64 count = argc > 1 ? QByteArray(argv[1]).toLongLong() : 1000000;
    const QString docs =
        qEnvironmentVariableIsSet("DOCS") ? qEnvironmentVariable("DOCS") : QStringLiteral("/usr/share/doc");
    QTemporaryDir dir;
    // KEEP=1 leaves the log and the project (for sqlite3 dumps of the aggregates).
    if (qEnvironmentVariableIsSet("KEEP")) {
        dir.setAutoRemove(false);
        std::printf("keeping %s\n", qPrintable(dir.path()));
    }
    // LOG=file imports a log made by an earlier run (KEEP=1) instead of making one, e.g. after
    // `sync; echo 3 > /proc/sys/vm/drop_caches` for the same page cache in every run.
    const bool reuse = qEnvironmentVariableIsSet("LOG");
    const QString log =
        reuse ? qEnvironmentVariable("LOG") : dir.filePath(QStringLiteral("interactions.jsonl"));
    if (!reuse) {
        const QList<QByteArray> sentences = sentencesFrom(docs, 50000);
        if (sentences.size() < 100) {
            std::fprintf(stderr, "not enough text under %s\n", qPrintable(docs));
            return 1;
        }
        const double generateMs = timedMs([&] { generate(log, count, sentences); });
        std::printf("generated %lld interactions (%.0f MB, %lld sentences of %s) in %.1f s\n", count,
                    double(QFileInfo(log).size()) / 1e6, qint64(sentences.size()), qPrintable(docs),
                    generateMs / 1000);
    }
    const qint64 bytes = QFileInfo(log).size();

    auto project = storage::Project::open(dir.filePath(QStringLiteral("bench.goldset")),
                                          storage::Project::OpenMode::CreateIfMissing);
    if (!project)
        return 1;
    const qint64 step = qEnvironmentVariableIsSet("STEP") ? qEnvironmentVariable("STEP").toLongLong()
                                                          : monitor::kInteractionsPerCommit;
    Result<monitor::MonitorImportSummary> summary = makeError(QString());
    double threadBefore = threadCpuSeconds();
    double processBefore = processCpuSeconds();
    // The last progress report comes with the last lines read and written: what follows it is
    // the aggregates of the weeks and months, the commit and SQLite's checkpoint of the log.
    QElapsedTimer sinceStart;
    double linesMs = 0;
    const auto lastTick = [&](qint64, qint64) {
        linesMs = double(sinceStart.nsecsElapsed()) / 1e6;
        return true;
    };
    sinceStart.start();
    const double importMs = timedMs([&] {
        summary = monitor::importInteractionLogs(**project, {log}, monitor::LogFormat::Interactions, lastTick,
                                                 step);
    });
    if (!summary) {
        std::fprintf(stderr, "%s\n", qPrintable(summary.error().toString()));
        return 1;
    }
    std::printf("import: %lld new in %.1f s: %.0f interactions/s, %.1f MB/s; peak RSS %s\n", summary->added,
                importMs / 1000, double(summary->added) / (importMs / 1000), bytes / 1e6 / (importMs / 1000),
                qPrintable(peakRss()));
    std::printf(
        "  lines read and written in %.1f s, then the periods, the commit and the checkpoint %.1f s\n",
        linesMs / 1000, (importMs - linesMs) / 1000);
    printCpu("import", count, threadBefore, processBefore);
    // IMPORT_ONLY=1: stop here, e.g. for callgrind's counts of one import's InteractionStore::add.
    if (qEnvironmentVariableIsSet("IMPORT_ONLY"))
        return 0;
    threadBefore = threadCpuSeconds();
    processBefore = processCpuSeconds();
    const double againMs = timedMs([&] {
        summary = monitor::importInteractionLogs(**project, {log}, monitor::LogFormat::Interactions);
    });
    std::printf("again (0 new, %lld read): %.1f s: %.0f interactions/s; peak RSS %s\n", summary->interactions,
                againMs / 1000, double(summary->interactions) / (againMs / 1000), qPrintable(peakRss()));
    printCpu("again", count, threadBefore, processBefore);

    // The page's queries on the 90 days, as MonitoringState makes them.
    const storage::InteractionStore store((*project)->connection());
    const auto range = store.dayRange();
    const QDate last = QDate::fromJulianDay(range->second);
    const QDate first = last.addDays(-89);
    for (const auto& [name, period] :
         {std::pair{"day", monitor::Period::Day}, std::pair{"week", monitor::Period::Week},
          std::pair{"month", monitor::Period::Month}}) {
        QList<monitor::PeriodNumbers> numbers;
        const double ms = timedMs([&] {
            numbers = monitor::periodNumbers(store, period, first, last);
            const auto days = monitor::periodNumbers(store, monitor::Period::Day, first.addDays(-30), last);
            (void)monitor::movingAverage(days, QStringLiteral("p95_latency_ms"), 7);
            (void)monitor::movingAverage(days, QStringLiteral("p95_latency_ms"), 30);
            (void)monitor::periodNumbers(store, period, first.addDays(-90), first.addDays(-1));
        });
        std::printf("chart by %s (%lld points, averages, previous period): %.1f ms\n", name,
                    qint64(numbers.size()), ms);
    }
    const int day = int(last.toJulianDay());
    for (const auto& [name, filter, order] :
         {std::tuple{"all, by time", storage::InteractionFilter::All, storage::InteractionOrder::Time},
          std::tuple{"slowest first", storage::InteractionFilter::WithLatency,
                     storage::InteractionOrder::LatencyDescending},
          std::tuple{"declined", storage::InteractionFilter::Idk, storage::InteractionOrder::Time}}) {
        qint64 total = 0;
        const double ms = timedMs([&] {
            total = store.countInteractions(day, day, filter);
            (void)store.interactions(day, day, filter, order, 100);
        });
        std::printf("drill-down on a day, %s (%lld interactions, first 100): %.1f ms\n", name, total, ms);
    }
    const int monday = int(last.addDays(1 - last.dayOfWeek()).toJulianDay());
    for (const auto& [name, filter, order] :
         {std::tuple{"slowest first", storage::InteractionFilter::WithLatency,
                     storage::InteractionOrder::LatencyDescending},
          std::tuple{"worst rated first", storage::InteractionFilter::WithFeedback,
                     storage::InteractionOrder::FeedbackAscending}}) {
        qint64 total = 0;
        const double ms = timedMs([&] {
            total = store.countInteractions(monday, monday + 6, filter);
            (void)store.interactions(monday, monday + 6, filter, order, 100);
            (void)store.interactions(monday, monday + 6, filter, order, 100, 100);
        });
        std::printf("drill-down on a week, %s (%lld interactions, first 200 in two pages): %.1f ms\n", name,
                    total, ms);
    }

    // Edited "I don't know" patterns: every stored interaction flagged again (an import of no file).
    if (!(*project)->settings().setValue(QStringLiteral("monitor/idk/en"), QStringLiteral("\\bSorry\\b")))
        return 1;
    const double reflagMs = timedMs(
        [&] { summary = monitor::importInteractionLogs(**project, {}, monitor::LogFormat::Interactions); });
    std::printf("edited idk patterns: %lld interactions flagged again (%lld changed) in %.1f s: %.0f/s; peak "
                "RSS %s\n",
                count, summary ? summary->idkChanged : -1, reflagMs / 1000, double(count) / (reflagMs / 1000),
                qPrintable(peakRss()));
    return 0;
}
