// A project that cannot be written (a read-only mount, a user without write access) opens
// read-only: every read works, every write is refused with a clear message, and the file is
// left byte for byte as it was. It used to be reported as "not a Goldset project": SQLite could
// not make the -shm file a WAL project needs.
#include "TestSupport.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/Transaction.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <unistd.h>

using namespace goldset;

namespace {

QByteArray digest(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// Runs a shell command line (for unshare, mount and setpriv) and returns its exit code and output.
test::CliResult shell(const QString& commandLine)
{
    return test::runProgram(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), commandLine});
}

QString quoted(const QString& text)
{
    QString escaped = text;
    escaped.replace(QLatin1String("'"), QLatin1String("'\\''"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

const QString kCli = QStringLiteral(GOLDSET_CLI_PATH);

} // namespace

class TestReadOnlyProject : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void readOnlyMountReadsEverything();
    void userWithoutWriteAccessReads();
    void inProcessReadOnlyRefusesWrites();
    void emptyFileIsNotTurnedIntoAProject();

private:
    QTemporaryDir m_dir;
    QString m_source;  // folder with the demo project
    QString m_project; // its project file
    QString m_writableStats;
};

void TestReadOnlyProject::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Other users must reach the folder (setpriv below); the project itself stays root's.
    QVERIFY(QFile::setPermissions(m_dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                    QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                    QFileDevice::ExeOther | QFileDevice::ReadGroup |
                                                    QFileDevice::ExeGroup));
    m_source = m_dir.filePath(QStringLiteral("source"));
    QVERIFY(QDir().mkpath(m_source));
    m_project = QDir(m_source).filePath(QStringLiteral("demo.goldset"));
    QCOMPARE(test::runCli({QStringLiteral("demo"), QStringLiteral("--out"), m_project}).exitCode, 0);
    const test::CliResult stats = test::runCli(
        {QStringLiteral("stats"), QStringLiteral("--project"), m_project, QStringLiteral("--json")});
    QCOMPARE(stats.exitCode, 0);
    m_writableStats = stats.out.trimmed();
    QVERIFY(!QFileInfo::exists(m_project + QStringLiteral("-wal")));
}

void TestReadOnlyProject::readOnlyMountReadsEverything()
{
    if (::geteuid() != 0)
        QSKIP("mounting needs root (CI runs as root)");
    const QString mounted = m_dir.filePath(QStringLiteral("mounted"));
    QVERIFY(QDir().mkpath(mounted));
    const QString project = QDir(mounted).filePath(QStringLiteral("demo.goldset"));
    const QString out = m_dir.filePath(QStringLiteral("out"));
    QVERIFY(QDir().mkpath(out));
    const QByteArray before = digest(m_project);

    // One private mount namespace per command: the bind mount vanishes with it.
    const auto onMount = [&](const QString& command) {
        return shell(QStringLiteral("unshare -m sh -c %1")
                         .arg(quoted(QStringLiteral("mount --bind -o ro %1 %2 && %3")
                                         .arg(quoted(m_source), quoted(mounted), command))));
    };
    const test::CliResult stats =
        onMount(QStringLiteral("%1 stats --project %2 --json").arg(quoted(kCli), quoted(project)));
    QVERIFY2(stats.exitCode == 0, qPrintable(stats.err));
    QCOMPARE(stats.out.trimmed(), m_writableStats);

    const test::CliResult eval = onMount(QStringLiteral("%1 eval --project %2 --run hybrid-v3-rerank --json")
                                             .arg(quoted(kCli), quoted(project)));
    QVERIFY2(eval.exitCode == 0, qPrintable(eval.err));
    const test::CliResult writableEval =
        test::runCli({QStringLiteral("eval"), QStringLiteral("--project"), m_project, QStringLiteral("--run"),
                      QStringLiteral("hybrid-v3-rerank"), QStringLiteral("--json")});
    QCOMPARE(eval.out, writableEval.out);

    const QString exported = QDir(out).filePath(QStringLiteral("questions.jsonl"));
    const test::CliResult exportResult =
        onMount(QStringLiteral("%1 export --project %2 --format simple --out %3")
                    .arg(quoted(kCli), quoted(project), quoted(exported)));
    QVERIFY2(exportResult.exitCode == 0, qPrintable(exportResult.err));
    QVERIFY(QFileInfo(exported).size() > 1000);

    const test::CliResult report = onMount(
        QStringLiteral("%1 report --project %2 --runs bm25-baseline,hybrid-v3-rerank --format md --out %3")
            .arg(quoted(kCli), quoted(project), quoted(QDir(out).filePath(QStringLiteral("r.md")))));
    QVERIFY2(report.exitCode == 0, qPrintable(report.err));

    const test::CliResult search = onMount(
        QStringLiteral("%1 search --project %2 --query warranty --json").arg(quoted(kCli), quoted(project)));
    QVERIFY2(search.exitCode == 0 && search.out.contains(QLatin1String("warranty")), qPrintable(search.err));

    // A write is refused, clearly, with exit 2.
    const test::CliResult import =
        onMount(QStringLiteral("%1 import --project %2 --format simple %3")
                    .arg(quoted(kCli), quoted(project),
                         quoted(test::samplePath(QStringLiteral("simple/eval.jsonl")))));
    QCOMPARE(import.exitCode, 2);
    QVERIFY2(import.err.contains(QLatin1String("read-only")), qPrintable(import.err));
    QVERIFY(!import.err.contains(QLatin1String("not a Goldset project")));

    QCOMPARE(digest(m_project), before);
    QVERIFY(!QFileInfo::exists(m_project + QStringLiteral("-wal")));
}

void TestReadOnlyProject::userWithoutWriteAccessReads()
{
    if (::geteuid() != 0)
        QSKIP("switching users needs root (CI runs as root)");
    const QByteArray before = digest(m_project);
    // nobody may read the project but write neither it nor its folder.
    QVERIFY(::chmod(QFile::encodeName(m_source).constData(), 0755) == 0);
    QVERIFY(::chmod(QFile::encodeName(m_project).constData(), 0644) == 0);
    const auto asNobody = [](const QString& command) {
        return shell(
            QStringLiteral("HOME=/tmp setpriv --reuid=65534 --regid=65534 --clear-groups %1").arg(command));
    };
    const test::CliResult stats =
        asNobody(QStringLiteral("%1 stats --project %2 --json").arg(quoted(kCli), quoted(m_project)));
    QVERIFY2(stats.exitCode == 0, qPrintable(stats.err));
    QCOMPARE(stats.out.trimmed(), m_writableStats);
    const test::CliResult check = asNobody(
        QStringLiteral("%1 check --project %2 --run hybrid-v3-rerank").arg(quoted(kCli), quoted(m_project)));
    QVERIFY2(check.exitCode == 0, qPrintable(check.err + check.out));
    const test::CliResult judge =
        asNobody(QStringLiteral("%1 judge --project %2 --run bm25-baseline --lexical")
                     .arg(quoted(kCli), quoted(m_project)));
    QCOMPARE(judge.exitCode, 2);
    QVERIFY2(judge.err.contains(QLatin1String("read-only")), qPrintable(judge.err));
    // An LLM job is refused before its first request (nothing listens on that port).
    const test::CliResult generate = asNobody(
        QStringLiteral("%1 generate --project %2 --endpoint http://127.0.0.1:9/v1 --model m --retries 0")
            .arg(quoted(kCli), quoted(m_project)));
    QCOMPARE(generate.exitCode, 2);
    QVERIFY2(generate.err.contains(QLatin1String("read-only")), qPrintable(generate.err));
    QVERIFY2(!generate.err.contains(QLatin1String("network")), qPrintable(generate.err));
    QCOMPARE(digest(m_project), before);
}

void TestReadOnlyProject::inProcessReadOnlyRefusesWrites()
{
    // Root may write any file whose mode says no; an immutable file (and folder) it may not.
    const QString folder = m_dir.filePath(QStringLiteral("frozen"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = QDir(folder).filePath(QStringLiteral("demo.goldset"));
    QVERIFY(QFile::copy(m_project, path));
    const QByteArray before = digest(path);
    const bool root = ::geteuid() == 0;
    const auto freeze = [&](bool frozen) {
        if (root)
            return shell(QStringLiteral("chattr %1i %2 %3")
                             .arg(frozen ? QLatin1Char('+') : QLatin1Char('-'))
                             .arg(quoted(path), quoted(folder)))
                       .exitCode == 0;
        return ::chmod(QFile::encodeName(path).constData(), frozen ? 0444 : 0644) == 0 &&
               ::chmod(QFile::encodeName(folder).constData(), frozen ? 0555 : 0755) == 0;
    };
    QVERIFY(freeze(true));
    {
        auto project = storage::Project::open(path);
        QVERIFY2(project, qPrintable(project ? QString() : project.error().toString()));
        QVERIFY((*project)->database().isReadOnly());
        QCOMPARE((*project)->questions().count(), 58);
        QVERIFY((*project)->questions().byExternalId(QStringLiteral("q01")));
        storage::Transaction transaction((*project)->connection());
        QVERIFY(!transaction.begin());
        QVERIFY2(transaction.lastError().contains(QLatin1String("read-only")),
                 qPrintable(transaction.lastError()));
        QVERIFY(!(*project)->questions().setStatus(
            (*project)->questions().byExternalId(QStringLiteral("q01"))->id, QuestionStatus::Rejected));
    }
    QVERIFY(freeze(false));
    QCOMPARE(digest(path), before);
    // Writable again: opened for writing as before.
    auto project = storage::Project::open(path);
    QVERIFY(project);
    QVERIFY(!(*project)->database().isReadOnly());
}

void TestReadOnlyProject::emptyFileIsNotTurnedIntoAProject()
{
    const QString empty = m_dir.filePath(QStringLiteral("empty.goldset"));
    {
        QFile file(empty);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    for (const QString& command : {QStringLiteral("stats"), QStringLiteral("export")}) {
        QStringList arguments = {command, QStringLiteral("--project"), empty};
        if (command == QLatin1String("stats"))
            arguments << QStringLiteral("--json");
        else
            arguments << QStringLiteral("--format") << QStringLiteral("simple") << QStringLiteral("--out")
                      << m_dir.filePath(QStringLiteral("x.jsonl"));
        const test::CliResult result = test::runCli(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QLatin1String("empty")), qPrintable(result.err));
        QCOMPARE(QFileInfo(empty).size(), 0);
    }
    // An import may make a project of it: it creates the file when missing, and empty is missing.
    const test::CliResult import = test::runCli({QStringLiteral("import"), QStringLiteral("--project"), empty,
                                                 QStringLiteral("--format"), QStringLiteral("simple"),
                                                 test::samplePath(QStringLiteral("simple/eval.jsonl"))});
    QVERIFY2(import.exitCode == 0, qPrintable(import.err));
}

QTEST_GUILESS_MAIN(TestReadOnlyProject)
#include "tst_read_only_project.moc"
