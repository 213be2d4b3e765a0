// The LLM judge against a server that answers every request in a fixed time (300 ms by
// default), on 2,000 answers of real text: wall time against the bound requests x latency /
// concurrency, at 8, 32 and 64 requests in flight, and the resident memory as the job goes.
//
//   bench_judge [ANSWERS] [LATENCY_MS] [CONCURRENCY,...] [TEXT_DIR]
//
// The answers and passages are sentences of real documentation (TEXT_DIR, default
// /usr/share/doc: every README/changelog text file under it), so prompts have a real
// vocabulary and real lengths. The server runs on the main thread, the job on its own (as in
// the app); the server answers `claims` with 2-5 sentences of the answer and `verdicts` with
// one verdict per numbered claim.
#include "ChatServer.h"
#include "jobs/JudgeJob.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextStream>
#include <cstdio>

using namespace goldset;
using json = nlohmann::json;

namespace {

qint64 residentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

QStringList sentencesFrom(const QString& directory, int wanted)
{
    QStringList sentences;
    static const QRegularExpression split(QStringLiteral("(?<=[.!?])\\s+"));
    QDirIterator it(directory, {QStringLiteral("*.txt"), QStringLiteral("README*"), QStringLiteral("*.md")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext() && sentences.size() < wanted) {
        QFile file(it.next());
        if (file.size() > 2'000'000 || !file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll()).simplified();
        for (const QString& sentence : text.split(split)) {
            if (sentence.size() >= 40 && sentence.size() <= 300)
                sentences.append(sentence);
        }
    }
    return sentences;
}

QString makeProject(const QString& path, int answers, const QStringList& sentences)
{
    auto opened = storage::Project::open(path, storage::Project::OpenMode::CreateIfMissing);
    if (!opened)
        return opened.error().toString();
    storage::Project& p = **opened;
    QRandomGenerator random(7);
    auto sentence = [&] { return sentences.at(random.bounded(static_cast<int>(sentences.size()))); };
    Document document;
    document.externalId = QStringLiteral("docs");
    const RowId documentId = *p.corpus().upsertDocument(document);
    const RowId runId = *p.runs().createRun(Run{0, QStringLiteral("bench")});
    p.connection().transaction();
    for (int a = 0; a < answers; ++a) {
        Question q;
        q.externalId = QStringLiteral("q%1").arg(a);
        q.text = sentence();
        const RowId questionId = *p.questions().upsert(q);
        for (int k = 0; k < 5; ++k) { // five retrieved passages of 3-6 sentences
            QStringList passage;
            for (int s = 0, n = 3 + random.bounded(4); s < n; ++s)
                passage.append(sentence());
            const RowId chunkId = *p.corpus().upsertChunk(Chunk{
                0, documentId, QStringLiteral("docs#%1").arg(a * 5 + k), a * 5 + k, passage.join(u' ')});
            p.runs().addRetrieval({runId, questionId, k + 1, chunkId, double(5 - k)});
        }
        QStringList answer;
        for (int s = 0, n = 2 + random.bounded(4); s < n; ++s)
            answer.append(sentence());
        p.runs().setAnswer(runId, questionId, answer.join(u' '), std::nullopt);
    }
    p.connection().commit();
    return {};
}

test::ScriptedResponse answerFor(const test::RecordedRequest& request, int latencyMs)
{
    if (request.schemaName() == QLatin1String("claims")) {
        const QString prompt = request.userPrompt();
        const qsizetype start = prompt.indexOf(QLatin1String("\"\"\"\n")) + 4;
        const qsizetype end = prompt.indexOf(QLatin1String("\n\"\"\""), start);
        static const QRegularExpression split(QStringLiteral("(?<=[.!?])\\s+"));
        json claims = json::array();
        for (const QString& sentence : prompt.mid(start, end - start).split(split, Qt::SkipEmptyParts))
            claims.push_back(sentence.toStdString());
        return test::ScriptedResponse::answer({{"claims", claims}}).delayed(latencyMs);
    }
    json verdicts = json::array();
    for (const auto& item : request.numbered(QStringLiteral("claim")))
        verdicts.push_back({{"claim", item.first},
                            {"verdict", item.first % 3 == 2 ? "unsupported" : "supported"},
                            {"reason", "benchmark"},
                            {"evidence", json::array()}});
    return test::ScriptedResponse::answer({{"verdicts", verdicts}}).delayed(latencyMs);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int answers = args.value(1, QStringLiteral("2000")).toInt();
    const int latencyMs = args.value(2, QStringLiteral("300")).toInt();
    QList<int> levels;
    for (const QString& level : args.value(3, QStringLiteral("8,32,64")).split(u','))
        levels.append(level.toInt());
    const QString textDir = args.value(4, QStringLiteral("/usr/share/doc"));
    QTextStream out(stdout);

    const QStringList sentences = sentencesFrom(textDir, 50'000);
    if (sentences.size() < 1000) {
        out << "too little text under " << textDir << " (" << sentences.size() << " sentences)\n";
        return 2;
    }
    out << "text: " << sentences.size() << " sentences from " << textDir << Qt::endl;
    for (const int concurrency : levels) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("judge.goldset"));
        if (const QString error = makeProject(path, answers, sentences); !error.isEmpty()) {
            out << error << '\n';
            return 2;
        }
        test::ChatServer server;
        if (!server.listen())
            return 2;
        server.setKeepRequests(false); // the server's memory is not the judge's
        server.setHandler(
            [latencyMs](const test::RecordedRequest& request) { return answerFor(request, latencyMs); });
        jobs::JudgeOptions options;
        options.runName = QStringLiteral("bench");
        options.chat.baseUrl = server.baseUrl();
        options.chat.model = QStringLiteral("bench-judge");
        options.chat.concurrency = concurrency;
        options.chat.timeoutMs = 60000;
        jobs::JudgeJob job(path, options);
        QList<qint64> memory; // RSS at 10%, 25%, 50%, 75%, 100% of the items
        int nextMark = 0;
        const QList<double> marks = {0.10, 0.25, 0.50, 0.75, 1.0};
        QElapsedTimer clock;
        qint64 firstProgressMs = -1;
        QObject::connect(&job, &jobs::BackgroundJob::progress, &app, [&](int done, int total, int) {
            if (firstProgressMs < 0)
                firstProgressMs = clock.elapsed();
            while (nextMark < marks.size() && total > 0 && done >= marks[nextMark] * total) {
                memory.append(residentKb());
                ++nextMark;
            }
        });
        QSignalSpy finished(&job, &jobs::BackgroundJob::finished);
        clock.start();
        job.start();
        finished.wait(3'600'000);
        const double seconds = clock.elapsed() / 1000.0;
        const auto summary = finished.value(0).value(0).value<jobs::JobSummary>();
        const double bound = double(server.requestCount()) * latencyMs / 1000.0 / concurrency;
        QStringList rss;
        for (qint64 kb : memory)
            rss.append(QString::number(kb / 1024.0, 'f', 0));
        out << QStringLiteral(
                   "concurrency %1: %2 answers, %3 requests (%4 claims, %5 verdicts), %6 claims judged, "
                   "wall %7 s, bound %8 s, %9 of the bound; max in flight %10; errors %11; "
                   "RSS MB at 10/25/50/75/100 percent: %12; first progress after %13 ms")
                   .arg(concurrency)
                   .arg(answers)
                   .arg(server.requestCount())
                   .arg(server.countFor(QStringLiteral("claims")))
                   .arg(server.countFor(QStringLiteral("verdicts")))
                   .arg(summary.counters.value(QStringLiteral("claims")))
                   .arg(seconds, 0, 'f', 2)
                   .arg(bound, 0, 'f', 2)
                   .arg(QStringLiteral("%1%").arg(100.0 * seconds / bound, 0, 'f', 1))
                   .arg(server.maxInFlight())
                   .arg(summary.errors)
                   .arg(rss.join(u'/'))
                   .arg(firstProgressMs)
            << Qt::endl;
    }
    return 0;
}
