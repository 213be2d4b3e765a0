// Team mode under load: ANNOTATORS simulated annotators (threads, each with its own connection
// and its own annotator row) grade against one PostgreSQL server for SECONDS seconds, each save
// one transaction as the Labelling page's (LabelStore::setLabel in a storage::Transaction),
// with THINK_MS (default 100) between saves, while the lead's session listens (LISTEN/NOTIFY,
// ServerChangeListener) and measures agreement again on every coalesced change, as the Batches
// page does in view. Prints the save latency (p50/p95/p99/max), then checks that the server
// holds exactly the labels each client wrote (count and last grade of every pair), and that the
// agreement measured on the server equals the agreement of the same labels copied to a file
// (ProjectCopy server -> file). The server: a throwaway cluster this bench starts
// (tests/support/pg_cluster.sh with GOLDSET_PG_DURABLE=1: fsync and synchronous commit on, as a
// real server), stopped at the end.
//   cmake --preset bench && cmake --build --preset bench --target bench_team
//   build/bench/tests/bench/bench_team [SECONDS ANNOTATORS DIR]   (120 20 /tmp)
#include "agreement/AgreementReport.h"
#include "agreement/AgreementScope.h"
#include "demo/DemoProject.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/Transaction.h"
#include "storage/server/ProjectCopy.h"
#include "storage/server/ServerChangeListener.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMutex>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <cstdio>

using namespace goldset;

namespace {

struct Client
{
    QString name;
    QHash<QPair<RowId, RowId>, int> lastGrade; // (question, chunk) -> grade last saved
    QList<qint64> latencyUs;
    qint64 saves = 0;
    qint64 failures = 0;
    QString error;
};

QString percentile(QList<qint64> values, double p)
{
    if (values.isEmpty())
        return QStringLiteral("-");
    std::sort(values.begin(), values.end());
    const qsizetype at = std::min<qsizetype>(values.size() - 1, qsizetype(p * double(values.size())));
    return QString::number(double(values.at(at)) / 1000.0, 'f', 1);
}

// What agreement says, as text: every number of the report the Batches page shows.
QString reportText(const agreement::AgreementReport& r)
{
    auto num = [](const std::optional<double>& v) {
        return v ? QString::number(*v, 'g', 17) : QStringLiteral("-");
    };
    QStringList out{
        QStringLiteral("items %1 annotators %2").arg(r.items).arg(r.annotators.join(QLatin1Char(',')))};
    for (const auto& pair : r.pairwise)
        out << QStringLiteral("%1/%2 n=%3 kappa=%4")
                   .arg(pair.a, pair.b)
                   .arg(pair.kappa.n)
                   .arg(num(pair.kappa.kappa));
    out << QStringLiteral("fleiss=%1 alpha=%2/%3")
               .arg(num(r.fleissKappa), num(r.alphaNominal), num(r.alphaOrdinal));
    return out.join(QLatin1Char('\n'));
}

Result<QString> agreementOf(const QString& location)
{
    auto project = storage::Project::open(location);
    if (!project)
        return project.error();
    auto ratings = agreement::scopedRatingSet(**project, {});
    if (!ratings)
        return ratings.error();
    return reportText(agreement::computeAgreement(*ratings, agreement::KappaWeights::None));
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int seconds = args.size() > 1 ? args.at(1).toInt() : 120;
    const int annotators = args.size() > 2 ? args.at(2).toInt() : 20;
    const QString base = args.size() > 3 ? args.at(3) : QStringLiteral("/tmp");
    const int thinkMs =
        qEnvironmentVariableIsSet("THINK_MS") ? qEnvironmentVariableIntValue("THINK_MS") : 100;
    const QString dir = QDir(base).filePath(QStringLiteral("goldset-bench-team"));
    const QString script = QStringLiteral(GOLDSET_PG_CLUSTER);

    QProcess cluster;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GOLDSET_PG_DURABLE"), QStringLiteral("1"));
    cluster.setProcessEnvironment(env);
    cluster.start(script, {QStringLiteral("start"), dir});
    if (!cluster.waitForFinished(120000) || cluster.exitCode() != 0) {
        std::fprintf(stderr, "cannot start the cluster: %s\n", cluster.readAllStandardError().constData());
        return 1;
    }
    const QString server = QString::fromUtf8(cluster.readAllStandardOutput()).trimmed();
    const QString url = server + QStringLiteral("&project=team");
    int status = 0;
    [&] {
        if (Status made = demo::writeDemoProject(url); !made) {
            std::fprintf(stderr, "demo: %s\n", qPrintable(made.error().toString()));
            status = 1;
            return;
        }
        // The pairs to grade: every question with every chunk of its own document's pool (the
        // demo's questions times its chunks).
        QList<RowId> questions, chunks;
        {
            auto lead = storage::Project::open(url);
            questions = (*lead)->questions().ids();
            QSqlQuery q((*lead)->connection());
            q.exec(QStringLiteral("SELECT id FROM chunk ORDER BY id"));
            while (q.next())
                chunks << q.value(0).toLongLong();
        }
        std::printf("server: PostgreSQL cluster in %s (fsync on, synchronous_commit on)\n", qPrintable(dir));
        std::printf(
            "project: the demo, %lld questions x %lld chunks; %d annotators, %d s, %d ms between saves\n",
            qlonglong(questions.size()), qlonglong(chunks.size()), annotators, seconds, thinkMs);

        // The lead: listens and measures agreement on every change it hears of.
        auto leadProject = storage::Project::open(url);
        auto listener = std::make_unique<storage::ServerChangeListener>((*leadProject)->connection(),
                                                                        QStringLiteral("team"));
        int refreshes = 0;
        qint64 refreshMs = 0;
        QObject::connect(listener.get(), &storage::ServerChangeListener::changed, [&] {
            QElapsedTimer t;
            t.start();
            if (auto ratings = agreement::scopedRatingSet(**leadProject, {}))
                (void)agreement::computeAgreement(*ratings, agreement::KappaWeights::None);
            refreshMs += t.elapsed();
            ++refreshes;
        });

        QList<Client> clients(annotators);
        std::atomic<bool> stop{false};
        QList<QThread*> threads;
        for (int i = 0; i < annotators; ++i) {
            clients[i].name = QStringLiteral("annotator%1").arg(i + 1, 2, 10, QLatin1Char('0'));
            threads << QThread::create([&, i] {
                Client& me = clients[i];
                auto project = storage::Project::open(url);
                if (!project) {
                    me.error = project.error().toString();
                    return;
                }
                storage::Project& p = **project;
                const auto self = p.annotators().ensure(me.name);
                if (!self) {
                    me.error = self.error().toString();
                    return;
                }
                QRandomGenerator random(quint32(1000 + i));
                while (!stop.load()) {
                    const RowId question = questions.at(random.bounded(int(questions.size())));
                    const RowId chunk = chunks.at(random.bounded(int(chunks.size())));
                    const int grade = random.bounded(4);
                    QElapsedTimer t;
                    t.start();
                    storage::Transaction transaction(p.connection());
                    const bool ok = transaction.begin() &&
                                    p.labels().setLabel(question, chunk, *self, grade).ok() &&
                                    transaction.commit();
                    me.latencyUs << t.nsecsElapsed() / 1000;
                    ++me.saves;
                    if (ok)
                        me.lastGrade.insert({question, chunk}, grade);
                    else
                        ++me.failures;
                    QThread::msleep(ulong(random.bounded(thinkMs / 2, thinkMs * 3 / 2 + 1)));
                }
            });
        }
        QElapsedTimer wall;
        wall.start();
        for (QThread* thread : threads)
            thread->start();
        QTimer::singleShot(seconds * 1000, [&] {
            stop = true;
            app.quit();
        });
        app.exec();
        for (QThread* thread : threads) {
            thread->wait();
            delete thread;
        }
        const double elapsed = double(wall.elapsed()) / 1000.0;

        QList<qint64> all;
        qint64 saves = 0, failures = 0;
        for (const Client& c : clients) {
            if (!c.error.isEmpty())
                std::fprintf(stderr, "%s: %s\n", qPrintable(c.name), qPrintable(c.error));
            all << c.latencyUs;
            saves += c.saves;
            failures += c.failures;
        }
        std::printf("saves: %lld in %.1f s (%.0f/s), failed %lld\n", saves, elapsed, double(saves) / elapsed,
                    failures);
        std::printf("save latency ms: p50 %s  p95 %s  p99 %s  max %s\n", qPrintable(percentile(all, 0.50)),
                    qPrintable(percentile(all, 0.95)), qPrintable(percentile(all, 0.99)),
                    qPrintable(percentile(all, 1.0)));
        std::printf("lead: %d refreshes (agreement measured again), %.1f ms each on average\n", refreshes,
                    refreshes ? double(refreshMs) / refreshes : 0.0);

        // Every client's labels, as it last wrote them: no label lost, none twice.
        bool exact = true;
        qint64 expected = 0;
        for (const Client& c : clients) {
            QSqlQuery q((*leadProject)->connection());
            q.prepare(QStringLiteral("SELECT l.question_id, l.chunk_id, l.grade FROM relevance_label l"
                                     " JOIN annotator a ON a.id = l.annotator_id WHERE a.name = ?"));
            q.addBindValue(c.name);
            q.exec();
            QHash<QPair<RowId, RowId>, int> found;
            qint64 rows = 0;
            while (q.next()) {
                found.insert({q.value(0).toLongLong(), q.value(1).toLongLong()}, q.value(2).toInt());
                ++rows;
            }
            expected += c.lastGrade.size();
            if (rows != c.lastGrade.size() || found != c.lastGrade) {
                exact = false;
                std::printf("%s: wrote %lld distinct labels, the server has %lld rows (%lld distinct)\n",
                            qPrintable(c.name), qlonglong(c.lastGrade.size()), rows, qlonglong(found.size()));
            }
        }
        std::printf("labels: %lld distinct (question, chunk, annotator) written, %s\n", expected,
                    exact ? "the server holds exactly these, with their last grades" : "MISMATCH");

        listener.reset();
        leadProject->reset();
        const QString file = QDir(dir).filePath(QStringLiteral("team-copy.goldset"));
        QFile::remove(file);
        QElapsedTimer copyTime;
        copyTime.start();
        auto copied = storage::ProjectCopy::copy(url, file);
        if (!copied) {
            std::fprintf(stderr, "copy: %s\n", qPrintable(copied.error().toString()));
            status = 1;
            return;
        }
        const auto onServer = agreementOf(url);
        const auto inFile = agreementOf(file);
        const bool same = onServer && inFile && *onServer == *inFile;
        std::printf("agreement: server and file (copied in %lld ms) %s\n", copyTime.elapsed(),
                    same ? "equal" : "DIFFER");
        if (onServer)
            std::printf("%s\n", qPrintable(onServer->section(QLatin1Char('\n'), 0, 3)));
        if (!same || !exact || failures)
            status = 2;
    }();
    QProcess::execute(script, {QStringLiteral("stop"), dir});
    return status;
}
