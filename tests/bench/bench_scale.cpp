// Scale: a project of CHUNKS chunks, QUESTIONS questions and RUNS runs of RESULTS retrievals per
// question, opened in the GUI. Builds the file once with the real schema (Project::open) and bulk
// inserts (reused when a file of the same parameters exists), then, in a fresh process, measures
// the time from MainWindow::openProject until every page has its session and the event loop is
// idle, each page's start-up alone, the longest the event loop was blocked meanwhile, the time
// to show the first and a far page of every table, and the peak resident memory.
//   cmake --preset bench && cmake --build build/bench --target bench_scale
//   build/bench/tests/bench/bench_scale [CHUNKS QUESTIONS RUNS RESULTS DIR]   (1000000 100000 50 10 /tmp)
// The full scale makes a file of several GB in DIR: delete it afterwards.
// BENCH_BLOCK_STACKS=1 prints the GUI thread's stack whenever it has not ticked for 70 ms (a
// watchdog thread signals it): where a block is spent (Qt's frames by name, the bench's own as
// offsets for `addr2line -Cfe build/bench/tests/bench/bench_scale`).
#include "common/WorkPool.h"
#include "core/Heap.h"
#include "review/ReviewPage.h"
#include "runs/RunsPage.h"
#include "shell/Application.h"
#include "shell/MainWindow.h"
#include "shell/Page.h"
#include "shell/ProjectSession.h"
#include "storage/Project.h"
#include "text/SearchText.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScrollBar>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThreadPool>
#include <QTimer>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <execinfo.h>
#include <pthread.h>
#include <thread>
#include <unistd.h>

using namespace goldset;

namespace {

struct Params
{
    qint64 chunks = 1000000;
    qint64 questions = 100000;
    int runs = 50;
    int results = 10;
    QString dir = QStringLiteral("/tmp");
};

QByteArray statusField(const char* field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return "?";
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(int(qstrlen(field))).simplified();
    return "?";
}

// A /proc/self/status memory field (kB) in MB.
double statusMegabytes(const char* field)
{
    return statusField(field).split(' ').value(0).toDouble() / 1024;
}

void print(const QString& measure, double value, const char* unit)
{
    std::printf("%-58s %12.1f %s\n", qPrintable(measure), value, unit);
    std::fflush(stdout);
}

void printText(const QString& measure, const QByteArray& value)
{
    std::printf("%-58s %12s\n", qPrintable(measure), value.constData());
    std::fflush(stdout);
}

// ~600 pseudo-words plus a few real ones: a vocabulary with a realistic spread for the FTS index.
QString word(quint64& seed)
{
    static const char* const kWords[] = {"battery", "frame",   "warranty", "refund", "delivery", "brake",
                                         "chain",   "service", "pedal",    "order",  "charger",  "customer",
                                         "return",  "days",    "within",   "the",    "and",      "of"};
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    const quint64 r = seed >> 33;
    if (r % 3 == 0)
        return QString::fromLatin1(kWords[(r / 3) % (sizeof(kWords) / sizeof(kWords[0]))]);
    static const char* const kSyllables[] = {"ka", "lo", "mi", "re", "tu", "sen", "dor", "vi", "pra", "gel"};
    QString w;
    quint64 x = (r / 3) % 600 + 10;
    while (x) {
        w += QString::fromLatin1(kSyllables[x % 10]);
        x /= 10;
    }
    return w;
}

QString sentence(quint64& seed, int words)
{
    QStringList parts;
    for (int i = 0; i < words; ++i)
        parts << word(seed);
    return parts.join(QLatin1Char(' ')) + QLatin1Char('.');
}

bool exec(QSqlQuery& q)
{
    if (q.exec())
        return true;
    std::fprintf(stderr, "SQL error: %s\n", qPrintable(q.lastError().text()));
    return false;
}

bool run(QSqlDatabase db, const QString& sql)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    std::fprintf(stderr, "SQL error: %s in %s\n", qPrintable(q.lastError().text()), qPrintable(sql));
    return false;
}

// The project's rows, inserted in one transaction with prepared statements (what ImportWriter
// does, without its upsert checks). Chunk c (1-based) is chunk c % 10 of document c / 10.
bool build(const QString& path, const Params& p)
{
    QFile::remove(path);
    auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().toString()));
        return false;
    }
    QSqlDatabase db = (*opened)->connection();
    const QString now = storage::nowText();
    QElapsedTimer timer;
    timer.start();
    run(db, QStringLiteral("PRAGMA synchronous = OFF"));
    if (!db.transaction())
        return false;
    // Indexes that a bulk insert in random key order would thrash are rebuilt at the end.
    run(db, QStringLiteral("DROP INDEX retrieval_by_chunk"));
    run(db, QStringLiteral("DROP INDEX label_by_chunk"));

    QSqlQuery doc(db), chunk(db), fts(db), question(db), label(db), runRow(db), retrieval(db), answer(db),
        claim(db);
    doc.prepare(
        QStringLiteral("INSERT INTO document(id, external_id, title, created_at) VALUES (?, ?, ?, ?)"));
    chunk.prepare(
        QStringLiteral("INSERT INTO chunk(id, document_id, external_id, ordinal, text, start_offset,"
                       " end_offset) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    fts.prepare(QStringLiteral("INSERT INTO chunk_fts(rowid, body) VALUES (?, ?)"));
    quint64 seed = 42;
    for (qint64 c = 0; c < p.chunks; ++c) {
        const qint64 d = c / 10;
        if (c % 10 == 0) {
            doc.addBindValue(d + 1);
            doc.addBindValue(QStringLiteral("doc%1").arg(d));
            doc.addBindValue(QStringLiteral("Document %1").arg(d));
            doc.addBindValue(now);
            if (!exec(doc))
                return false;
        }
        const QString text = sentence(seed, 20) + QLatin1Char(' ') + sentence(seed, 20);
        chunk.addBindValue(c + 1);
        chunk.addBindValue(d + 1);
        chunk.addBindValue(QStringLiteral("doc%1#%2").arg(d).arg(c % 10));
        chunk.addBindValue(c % 10);
        chunk.addBindValue(text);
        chunk.addBindValue(0);
        chunk.addBindValue(text.size());
        fts.addBindValue(c + 1);
        fts.addBindValue(text::indexableText(text));
        if (!exec(chunk) || !exec(fts))
            return false;
    }
    print(QStringLiteral("build: documents and chunks (incl. FTS)"), timer.restart(), "ms");

    run(db, QStringLiteral("INSERT INTO annotator(id, name) VALUES (1, 'bench')"));
    question.prepare(QStringLiteral("INSERT INTO question(id, external_id, text, ground_truth, created_at,"
                                    " updated_at) VALUES (?, ?, ?, ?, ?, ?)"));
    label.prepare(QStringLiteral("INSERT INTO relevance_label(question_id, chunk_id, annotator_id, grade,"
                                 " created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?)"));
    // Retrieved chunk k of question q in run r; distinct for k < results when chunks > 101 * results.
    auto retrievedChunk = [&p](qint64 q, int r, int k) { return (q * 7 + r * 13 + k * 101) % p.chunks + 1; };
    for (qint64 q = 0; q < p.questions; ++q) {
        question.addBindValue(q + 1);
        question.addBindValue(QStringLiteral("q%1").arg(q));
        question.addBindValue(sentence(seed, 10).replace(QLatin1Char('.'), QLatin1Char('?')));
        question.addBindValue(sentence(seed, 12));
        question.addBindValue(now);
        question.addBindValue(now);
        if (!exec(question))
            return false;
        // Every tenth question is labelled: five chunks, some of them retrieved by the runs.
        if (q % 10 == 0) {
            for (int k = 0; k < 5; ++k) {
                label.addBindValue(q + 1);
                label.addBindValue(retrievedChunk(q, k % 2, k));
                label.addBindValue(k % 4);
                label.addBindValue(now);
                label.addBindValue(now);
                if (!exec(label))
                    return false;
            }
        }
    }
    print(QStringLiteral("build: questions and labels"), timer.restart(), "ms");

    runRow.prepare(QStringLiteral("INSERT INTO run(id, name, created_at) VALUES (?, ?, ?)"));
    retrieval.prepare(QStringLiteral(
        "INSERT INTO retrieval(run_id, question_id, rank, chunk_id, score) VALUES (?, ?, ?, ?, ?)"));
    answer.prepare(
        QStringLiteral("INSERT INTO answer(run_id, question_id, text, latency_ms) VALUES (?, ?, ?, ?)"));
    claim.prepare(QStringLiteral(
        "INSERT INTO claim(run_id, question_id, ordinal, text, verdict) VALUES (?, ?, ?, ?, ?)"));
    static const char* const kVerdicts[] = {"supported", "unsupported", "contradicted", "unknown"};
    for (int r = 0; r < p.runs; ++r) {
        runRow.addBindValue(r + 1);
        runRow.addBindValue(QStringLiteral("run-%1").arg(r, 3, 10, QLatin1Char('0')));
        runRow.addBindValue(QDateTime::currentDateTimeUtc()
                                .addSecs(r - p.runs)
                                .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ")));
        if (!exec(runRow))
            return false;
        const bool generates = r >= p.runs - 2; // the last two runs have answers and claims
        for (qint64 q = 0; q < p.questions; ++q) {
            for (int k = 0; k < p.results; ++k) {
                retrieval.addBindValue(r + 1);
                retrieval.addBindValue(q + 1);
                retrieval.addBindValue(k + 1);
                retrieval.addBindValue(retrievedChunk(q, r, k));
                retrieval.addBindValue(1.0 - k * 0.05);
                if (!exec(retrieval))
                    return false;
            }
            if (!generates)
                continue;
            answer.addBindValue(r + 1);
            answer.addBindValue(q + 1);
            answer.addBindValue(sentence(seed, 25));
            answer.addBindValue(double(200 + q % 300));
            if (!exec(answer))
                return false;
            for (int k = 0; k < 3; ++k) {
                claim.addBindValue(r + 1);
                claim.addBindValue(q + 1);
                claim.addBindValue(k);
                claim.addBindValue(sentence(seed, 8));
                claim.addBindValue(QString::fromLatin1(kVerdicts[(q + k) % 4]));
                if (!exec(claim))
                    return false;
            }
        }
    }
    print(QStringLiteral("build: runs, retrievals, answers, claims"), timer.restart(), "ms");
    run(db, QStringLiteral("CREATE INDEX retrieval_by_chunk ON retrieval(chunk_id)"));
    run(db, QStringLiteral("CREATE INDEX label_by_chunk ON relevance_label(chunk_id)"));
    if (!db.commit())
        return false;
    run(db, QStringLiteral("ANALYZE"));
    print(QStringLiteral("build: indexes, commit, analyze"), timer.restart(), "ms");
    return true;
}

// Runs the event loop until the Runs page has settled and no background task is left, and
// records the longest gap between two ticks of a 5 ms timer (how long the GUI was blocked).
// The last tick of waitIdle's probe, for the block watchdog (milliseconds since the epoch).
std::atomic<qint64> g_lastTick{0};

void printStack(int)
{
    // backtrace() was called once before the watchdog started, so it does not allocate here.
    void* frames[64];
    const int count = backtrace(frames, 64);
    static const char kHeader[] = "=== the GUI thread, blocked for over 70 ms:\n";
    if (write(STDERR_FILENO, kHeader, sizeof kHeader - 1) > 0)
        backtrace_symbols_fd(frames, count, STDERR_FILENO);
}

void startBlockWatchdog()
{
    void* warmUp[4];
    backtrace(warmUp, 4);
    const pthread_t gui = pthread_self();
    std::signal(SIGUSR1, printStack);
    std::thread([gui] {
        for (;;) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            const qint64 last = g_lastTick.load();
            const qint64 stale = QDateTime::currentMSecsSinceEpoch() - last;
            if (last != 0 && stale > 70 && stale < 100) // once per block
                pthread_kill(gui, SIGUSR1);
        }
    }).detach();
}

double waitIdle(ui::MainWindow& window, double* longestBlockMs, bool reportRuns = false)
{
    QElapsedTimer timer;
    timer.start();
    QElapsedTimer tick;
    tick.start();
    double longest = 0;
    QTimer probe;
    probe.setInterval(5);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        longest = std::max(longest, double(tick.nsecsElapsed()) / 1e6);
        tick.restart();
        g_lastTick = QDateTime::currentMSecsSinceEpoch();
    });
    probe.start();
    auto* runs = qobject_cast<ui::RunsPage*>(window.page(QStringLiteral("runsPage")));
    int quiet = 0;
    // The Runs page's stages: every run's aggregates, the comparison's values, its statistics.
    bool historyShown = false;
    bool valuesShown = false;
    bool statisticsShown = false;
    while (timer.elapsed() < 1800 * 1000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        if (reportRuns && runs) {
            const double now = double(timer.nsecsElapsed()) / 1e6;
            if (!historyShown && runs->history()) {
                historyShown = true;
                print(QStringLiteral("page runsPage: every run's aggregates shown"), now, "ms");
            }
            if (!valuesShown && runs->comparison()) {
                valuesShown = true;
                print(QStringLiteral("page runsPage: comparison values shown"), now, "ms");
            }
            if (!statisticsShown && runs->comparison() && runs->comparison()->hasStatistics()) {
                statisticsShown = true;
                print(QStringLiteral("page runsPage: intervals and tests shown"), now, "ms");
                print(QStringLiteral("page runsPage: rss with its shown runs"), statusMegabytes("VmRSS:"),
                      "MB");
            }
        }
        const bool idle = (!runs || runs->isSettled()) &&
                          QThreadPool::globalInstance()->activeThreadCount() == 0 &&
                          ui::workPool()->activeThreadCount() == 0;
        quiet = idle ? quiet + 1 : 0;
        if (quiet >= 3)
            break;
    }
    if (longestBlockMs)
        *longestBlockMs = longest;
    return double(timer.nsecsElapsed()) / 1e6;
}

QString viewName(ui::Page* page, QAbstractItemView* view)
{
    const QString name = view->objectName().isEmpty()
                             ? QString::fromLatin1(view->model()->metaObject()->className())
                             : view->objectName();
    return page->objectName() + QLatin1Char('/') + name;
}

// The first page of every table of a page, then the far pages: End pressed 50 times (each one
// fetches the next page of a lazy model), then a repaint of the last one.
void measureScrolling(ui::MainWindow& window, ui::Page* page)
{
    window.showPage(page);
    QCoreApplication::processEvents();
    if (auto* review = qobject_cast<ui::ReviewPage*>(page)) {
        QElapsedTimer read;
        read.start();
        while (review->isLoading())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        print(QStringLiteral("reviewPage: run read in the background"), double(read.nsecsElapsed()) / 1e6,
              "ms");
    }
    for (QAbstractItemView* view : page->findChildren<QAbstractItemView*>()) {
        QAbstractItemModel* model = view->model();
        if (!model || !view->isVisible() || model->rowCount() < 20)
            continue;
        const QString name = viewName(page, view);
        QElapsedTimer timer;
        timer.start();
        view->scrollToTop();
        view->viewport()->repaint();
        print(QStringLiteral("scroll %1: first page").arg(name), double(timer.nsecsElapsed()) / 1e6, "ms");
        timer.restart();
        double slowest = 0;
        for (int i = 0; i < 50; ++i) {
            QElapsedTimer one;
            one.start();
            view->scrollToBottom();
            QCoreApplication::processEvents();
            view->viewport()->repaint();
            slowest = std::max(slowest, double(one.nsecsElapsed()) / 1e6);
        }
        print(QStringLiteral("scroll %1: 50 x End (to row %2)").arg(name).arg(model->rowCount()),
              double(timer.nsecsElapsed()) / 1e6, "ms");
        print(QStringLiteral("scroll %1: slowest End").arg(name), slowest, "ms");
        const QModelIndex middle = model->index(model->rowCount() / 2, 0);
        timer.restart();
        view->scrollTo(middle, QAbstractItemView::PositionAtTop);
        view->viewport()->repaint();
        print(QStringLiteral("scroll %1: jump to row %2").arg(name).arg(middle.row()),
              double(timer.nsecsElapsed()) / 1e6, "ms");
    }
}

int measure(const QString& path)
{
    if (qEnvironmentVariableIntValue("BENCH_BLOCK_STACKS") == 1)
        startBlockWatchdog();
    ui::MainWindow window;
    window.resize(1400, 900);
    window.show();
    QCoreApplication::processEvents();
    print(QStringLiteral("rss before open"), statusMegabytes("VmRSS:"), "MB");

    QElapsedTimer timer;
    timer.start();
    if (!window.openProject(path))
        return 1;
    const double openCall = double(timer.nsecsElapsed()) / 1e6;
    print(QStringLiteral("open: MainWindow::openProject returns"), openCall, "ms");
    QCoreApplication::processEvents();
    print(QStringLiteral("open: first events processed (window usable)"), double(timer.nsecsElapsed()) / 1e6,
          "ms");
    double blocked = 0;
    waitIdle(window, &blocked);
    print(QStringLiteral("open: every page settled, event loop idle"), double(timer.nsecsElapsed()) / 1e6,
          "ms");
    print(QStringLiteral("open: longest event-loop block while settling"), blocked, "ms");
    print(QStringLiteral("rss after open"), statusMegabytes("VmRSS:"), "MB");

    for (ui::Page* page : window.pages())
        measureScrolling(window, page);
    print(QStringLiteral("peak rss after scrolling"), statusMegabytes("VmHWM:"), "MB");

    // Each page alone: the others keep no session.
    ui::ProjectSession* shared = window.session();
    for (ui::Page* page : window.pages())
        page->setSession(nullptr);
    QCoreApplication::processEvents();
    for (ui::Page* page : window.pages()) {
        window.showPage(page);
        QCoreApplication::processEvents();
        timer.restart();
        page->setSession(shared);
        const double call = double(timer.nsecsElapsed()) / 1e6;
        waitIdle(window, &blocked, page->objectName() == QLatin1String("runsPage"));
        print(QStringLiteral("page %1: setSession").arg(page->objectName()), call, "ms");
        print(QStringLiteral("page %1: until idle").arg(page->objectName()),
              double(timer.nsecsElapsed()) / 1e6, "ms");
        print(QStringLiteral("page %1: longest event-loop block").arg(page->objectName()), blocked, "ms");
        print(QStringLiteral("page %1: rss when idle").arg(page->objectName()), statusMegabytes("VmRSS:"),
              "MB");
        print(QStringLiteral("page %1: peak rss so far").arg(page->objectName()), statusMegabytes("VmHWM:"),
              "MB");
        page->setSession(nullptr);
        waitIdle(window, nullptr);
    }
    for (ui::Page* page : window.pages())
        page->setSession(shared);
    waitIdle(window, nullptr);

    print(QStringLiteral("rss with every page loaded"), statusMegabytes("VmRSS:"), "MB");
    printText(QStringLiteral("peak rss (VmHWM)"), statusField("VmHWM:"));
    window.closeProject();
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    core::tuneHeap(core::HeapUse::LongRunning); // as the app's main() does
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("GoldsetBench"));
    QApplication::setApplicationName(QStringLiteral("bench_scale"));
    const QStringList args = app.arguments();
    if (args.value(1) == QLatin1String("--measure"))
        return measure(args.value(2));

    Params p;
    if (args.size() > 1)
        p.chunks = args.value(1).toLongLong();
    if (args.size() > 2)
        p.questions = args.value(2).toLongLong();
    if (args.size() > 3)
        p.runs = args.value(3).toInt();
    if (args.size() > 4)
        p.results = args.value(4).toInt();
    if (args.size() > 5)
        p.dir = args.value(5);
    if (p.chunks <= 101LL * p.results || p.questions < 1 || p.runs < 0 || p.results < 1) {
        std::fprintf(stderr, "usage: bench_scale [CHUNKS > 101*RESULTS QUESTIONS RUNS RESULTS DIR]\n");
        return 2;
    }
    const QString path = QDir(p.dir).filePath(QStringLiteral("goldset-scale-%1-%2-%3-%4.goldset")
                                                  .arg(p.chunks)
                                                  .arg(p.questions)
                                                  .arg(p.runs)
                                                  .arg(p.results));
    const QString done = path + QStringLiteral(".built");
    std::printf("project %s (%lld chunks, %lld questions, %d runs x %d results)\n", qPrintable(path),
                p.chunks, p.questions, p.runs, p.results);
    if (!QFile::exists(done) || !QFile::exists(path)) {
        QFile::remove(done);
        QElapsedTimer timer;
        timer.start();
        if (!build(path, p))
            return 1;
        QFile marker(done);
        (void)marker.open(QIODevice::WriteOnly);
        print(QStringLiteral("build: total"), double(timer.elapsed()), "ms");
    }
    print(QStringLiteral("file size"), double(QFileInfo(path).size()) / (1024.0 * 1024.0), "MB");
    // Measured in a fresh process: the build's memory and caches do not count.
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedChannels);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--measure"), path});
    child.waitForFinished(-1);
    return child.exitCode();
}
