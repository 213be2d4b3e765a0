// goldset-cli export and report when the write fails: to a full device (/dev/full) and when
// the file system refuses more bytes half-way (RLIMIT_FSIZE on the CLI's process). Every case
// must exit 2 with the file and the reason on stderr, print no success, and leave an existing
// target byte for byte as it was.
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

using goldset::test::CliResult;
using goldset::test::runCli;

namespace {

constexpr int kQuestions = 1500;

QString cli()
{
    return QStringLiteral(GOLDSET_CLI_PATH);
}

bool writeText(const QString& path, const QByteArray& text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size() && file.flush();
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

bool isCharacterDevice(const QString& path)
{
    struct stat info
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 && S_ISCHR(info.st_mode);
}

// The CLI with a limit on the size of any file it writes: a write past it fails with EFBIG
// ("File too large") as on a full disk, and nothing else on the machine is affected.
CliResult runLimited(const QStringList& arguments, qint64 maxFileBytes)
{
    QProcess process;
    process.setChildProcessModifier([maxFileBytes] {
        ::signal(SIGXFSZ, SIG_IGN); // else the kernel kills the process instead of failing the write
        const rlimit limit{static_cast<rlim_t>(maxFileBytes), static_cast<rlim_t>(maxFileBytes)};
        ::setrlimit(RLIMIT_FSIZE, &limit);
    });
    process.start(cli(), arguments);
    return goldset::test::collect(process);
}

QStringList exportArguments(const QString& project, const QString& format, const QString& out)
{
    QStringList arguments{QStringLiteral("export"),
                          QStringLiteral("--project"),
                          project,
                          QStringLiteral("--format"),
                          format,
                          QStringLiteral("--out"),
                          out};
    if (format == QLatin1String("trec-run") || format == QLatin1String("goldset-run"))
        arguments << QStringLiteral("--run-name") << QStringLiteral("r1");
    return arguments;
}

QStringList reportArguments(const QString& project, const QString& format, const QString& out)
{
    return {QStringLiteral("report"),
            QStringLiteral("--project"),
            project,
            QStringLiteral("--runs"),
            QStringLiteral("r1"),
            QStringLiteral("--format"),
            format,
            QStringLiteral("--out"),
            out};
}

// The files of a folder with their contents, to see that nothing changed in it.
QMap<QString, QByteArray> snapshot(const QString& folder)
{
    QMap<QString, QByteArray> files;
    QDir dir(folder);
    for (const QFileInfo& info : dir.entryInfoList(
             QDir::Files | QDir::Hidden | QDir::System | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (info.isDir() && !info.isSymLink()) {
            const auto inner = snapshot(info.filePath());
            for (auto it = inner.cbegin(); it != inner.cend(); ++it)
                files.insert(info.fileName() + QLatin1Char('/') + it.key(), it.value());
        } else {
            files.insert(info.fileName(),
                         info.isSymLink() ? info.symLinkTarget().toUtf8() : readAll(info.filePath()));
        }
    }
    return files;
}

} // namespace

class TestWriteFailureCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exportToFullDevice_data();
    void exportToFullDevice();
    void reportToFullDevice_data();
    void reportToFullDevice();
    void exportFailingHalfWayLeavesTarget_data();
    void exportFailingHalfWayLeavesTarget();
    void missingFolderIsReported();
    void packageFailingHalfWayLeavesNothing();

private:
    // A device like /dev/full inside the test's folder, when this process may make one (root):
    // checked first, so that code which renames over its target replaces this node, never
    // the machine's /dev/full.
    QString privateFullDevice();
    void checkFullDevice(const QStringList& arguments, const QString& device, const QString& shownPath);

    QTemporaryDir m_dir;
    QString m_project;
};

void TestWriteFailureCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFileInfo(QStringLiteral("/dev/full")).exists());
    // Enough lines that every format is far larger than the CLI's own small files (SQLite's
    // 32 KiB shared-memory file must fit under the limit of the half-way tests).
    QByteArray corpus, questions, run;
    for (int i = 0; i < kQuestions; ++i) {
        const QByteArray n = QByteArray::number(i);
        corpus += R"({"id": "d)" + n + R"(#0", "title": "Document )" + n + R"(", "text": "Item )" + n +
                  R"( costs )" + n + R"( euros and ships within three working days to any address."})" + '\n';
        questions += R"({"qid": "q)" + n + R"(", "query": "What does item )" + n +
                     R"( cost?", "gold_evidence": ["d)" + n + R"(#0"], "gold_answer": ")" + n +
                     R"( euros", "rel_map": {"d)" + n + R"(#0": 3, "d)" +
                     QByteArray::number((i + 1) % kQuestions) + R"(#0": 1, "d)" +
                     QByteArray::number((i + 2) % kQuestions) + R"(#0": 2}})" + '\n';
        run += R"({"qid": "q)" + n + R"(", "retrieved": [{"id": "d)" +
               QByteArray::number((i + 7) % kQuestions) + R"(#0", "score": 2.5}, {"id": "d)" + n +
               R"(#0", "score": 1.5}], "answer": "It costs )" + n + R"( euros.", "latency_ms": 120})" + '\n';
    }
    QVERIFY(writeText(m_dir.filePath(QStringLiteral("corpus.jsonl")), corpus));
    QVERIFY(writeText(m_dir.filePath(QStringLiteral("questions.jsonl")), questions));
    QVERIFY(writeText(m_dir.filePath(QStringLiteral("run.jsonl")), run));
    m_project = m_dir.filePath(QStringLiteral("p.goldset"));
    for (const QStringList& import :
         {QStringList{QStringLiteral("--format"), QStringLiteral("corpus"),
                      m_dir.filePath(QStringLiteral("corpus.jsonl"))},
          QStringList{QStringLiteral("--format"), QStringLiteral("simple"),
                      m_dir.filePath(QStringLiteral("questions.jsonl"))},
          QStringList{QStringLiteral("--format"), QStringLiteral("goldset-run"), QStringLiteral("--run-name"),
                      QStringLiteral("r1"), m_dir.filePath(QStringLiteral("run.jsonl"))}}) {
        const CliResult r =
            runCli(QStringList{QStringLiteral("import"), QStringLiteral("--project"), m_project} + import);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
}

QString TestWriteFailureCli::privateFullDevice()
{
    const QString path =
        m_dir.filePath(QStringLiteral("full-%1").arg(QString::fromUtf8(QTest::currentDataTag())));
    QFile::remove(path);
    struct stat full
    {
    };
    if (::stat("/dev/full", &full) != 0 || !S_ISCHR(full.st_mode))
        return {};
    if (::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0666, full.st_rdev) != 0)
        return {};
    return path;
}

void TestWriteFailureCli::checkFullDevice(const QStringList& arguments, const QString& device,
                                          const QString& shownPath)
{
    const CliResult r = runCli(arguments);
    QVERIFY2(r.exitCode == 2,
             qPrintable(QStringLiteral("exit %1, out: %2, err: %3").arg(r.exitCode).arg(r.out, r.err)));
    QVERIFY2(r.err.contains(QLatin1String("No space left on device")), qPrintable(r.err));
    QVERIFY2(r.err.contains(shownPath), qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("exported")), qPrintable(r.out));
    QVERIFY2(isCharacterDevice(device), qPrintable(device + QStringLiteral(" was replaced by a file")));
}

void TestWriteFailureCli::exportToFullDevice_data()
{
    QTest::addColumn<QString>("format");
    for (const char* format : {"corpus", "ragas", "deepeval", "llamaindex", "beir", "trec-qrels", "trec-run",
                               "goldset-run", "simple", "csv"})
        QTest::newRow(format) << QString::fromLatin1(format);
}

void TestWriteFailureCli::exportToFullDevice()
{
    QFETCH(QString, format);
    const QString privateDevice = privateFullDevice();
    for (const QString& device : {privateDevice, QStringLiteral("/dev/full")}) {
        if (device.isEmpty())
            continue; // no private device (not root): only the machine's
        if (format == QLatin1String("beir")) {
            // BEIR is a folder: its corpus file is the device.
            const QString folder = m_dir.filePath(QStringLiteral("beir-") + QFileInfo(device).fileName());
            QVERIFY(QDir().mkpath(folder));
            const QString corpus = QDir(folder).filePath(QStringLiteral("corpus.jsonl"));
            QFile::remove(corpus);
            QVERIFY(QFile::link(device, corpus));
            checkFullDevice(exportArguments(m_project, format, folder), device, corpus);
            if (QTest::currentTestFailed())
                return;
            QVERIFY(!QFileInfo::exists(QDir(folder).filePath(QStringLiteral("queries.jsonl"))));
            continue;
        }
        checkFullDevice(exportArguments(m_project, format, device), device, device);
        if (QTest::currentTestFailed())
            return; // never try the machine's /dev/full with code that replaced the private one
    }
}

void TestWriteFailureCli::reportToFullDevice_data()
{
    QTest::addColumn<QString>("format");
    for (const char* format : {"md", "html", "pdf"})
        QTest::newRow(format) << QString::fromLatin1(format);
}

void TestWriteFailureCli::reportToFullDevice()
{
    QFETCH(QString, format);
    const QString privateDevice = privateFullDevice();
    for (const QString& device : {privateDevice, QStringLiteral("/dev/full")}) {
        if (device.isEmpty())
            continue;
        checkFullDevice(reportArguments(m_project, format, device), device, device);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestWriteFailureCli::exportFailingHalfWayLeavesTarget_data()
{
    exportToFullDevice_data();
}

// The limit is one byte short of the complete file: the last bytes (those a final flush
// writes) are the ones refused.
void TestWriteFailureCli::exportFailingHalfWayLeavesTarget()
{
    QFETCH(QString, format);
    const QString folder = m_dir.filePath(QStringLiteral("halfway-") + format);
    QVERIFY(QDir().mkpath(folder));
    const QString complete = QDir(folder).filePath(QStringLiteral("complete"));
    const CliResult ok = runCli(exportArguments(m_project, format, complete));
    QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
    qint64 largest = 0;
    if (format == QLatin1String("beir")) {
        for (const QString& name : {QStringLiteral("corpus.jsonl"), QStringLiteral("queries.jsonl"),
                                    QStringLiteral("qrels/test.tsv")})
            largest = std::max(largest, QFileInfo(QDir(complete).filePath(name)).size());
    } else {
        largest = QFileInfo(complete).size();
    }
    QVERIFY2(largest > 64 * 1024, qPrintable(QString::number(largest)));

    // An earlier export stands at the target; a BEIR folder holds all three files.
    const QString target = QDir(folder).filePath(QStringLiteral("target"));
    if (format == QLatin1String("beir")) {
        QVERIFY(QDir().mkpath(QDir(target).filePath(QStringLiteral("qrels"))));
        for (const QString& name : {QStringLiteral("corpus.jsonl"), QStringLiteral("queries.jsonl"),
                                    QStringLiteral("qrels/test.tsv")})
            QVERIFY(writeText(QDir(target).filePath(name), "the earlier " + name.toUtf8() + '\n'));
    } else {
        QVERIFY(writeText(target, "the earlier export\n"));
    }
    QFile::remove(complete);
    if (format == QLatin1String("beir"))
        QDir(complete).removeRecursively();
    const auto before = snapshot(folder);

    const CliResult r = runLimited(exportArguments(m_project, format, target), largest - 1);
    QVERIFY2(r.exitCode == 2,
             qPrintable(QStringLiteral("exit %1, out: %2, err: %3").arg(r.exitCode).arg(r.out, r.err)));
    QVERIFY2(r.err.contains(QLatin1String("File too large")), qPrintable(r.err));
    QVERIFY2(r.err.contains(target), qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("exported")), qPrintable(r.out));
    // The target as it was, and no temporary file left beside it.
    QCOMPARE(snapshot(folder), before);
}

// A target whose folder is gone: exit 2, and the reason, not a success. (A report is too small
// for the half-way test: the CLI needs 32 KiB for SQLite's own files.)
void TestWriteFailureCli::missingFolderIsReported()
{
    const QString target = m_dir.filePath(QStringLiteral("gone/out"));
    for (const QStringList& arguments : {exportArguments(m_project, QStringLiteral("trec-qrels"), target),
                                         reportArguments(m_project, QStringLiteral("md"), target),
                                         reportArguments(m_project, QStringLiteral("pdf"), target)}) {
        const CliResult r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(target) && r.err.contains(QLatin1String("No such file or directory")),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("gone"))));
    }
}

// A batch package is a project that SQLite writes: built under another name, it appears only
// when complete. A failure half-way leaves neither the package nor a part of it.
void TestWriteFailureCli::packageFailingHalfWayLeavesNothing()
{
    const CliResult created =
        runCli({QStringLiteral("batch"), QStringLiteral("create"), QStringLiteral("--project"), m_project,
                QStringLiteral("--name"), QStringLiteral("w1"), QStringLiteral("--kind"),
                QStringLiteral("relevance"), QStringLiteral("--annotators"), QStringLiteral("ana,ben"),
                QStringLiteral("--size"), QString::number(kQuestions), QStringLiteral("--overlap"),
                QStringLiteral("1"), QStringLiteral("--seed"), QStringLiteral("7")});
    QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    const QString folder = m_dir.filePath(QStringLiteral("packages"));
    QVERIFY(QDir().mkpath(folder));
    const QStringList exportPackage = {QStringLiteral("batch"),       QStringLiteral("export"),
                                       QStringLiteral("--project"),   m_project,
                                       QStringLiteral("--batch"),     QStringLiteral("w1"),
                                       QStringLiteral("--annotator"), QStringLiteral("ana")};
    const QString complete = QDir(folder).filePath(QStringLiteral("complete.goldset"));
    const CliResult ok = runCli(exportPackage + QStringList{QStringLiteral("--out"), complete});
    QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
    const qint64 size = QFileInfo(complete).size();
    QVERIFY2(size > 128 * 1024, qPrintable(QString::number(size)));
    QVERIFY(QFile::remove(complete));

    const QString target = QDir(folder).filePath(QStringLiteral("ana-w1.goldset"));
    const CliResult r = runLimited(exportPackage + QStringList{QStringLiteral("--out"), target}, 64 * 1024);
    QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1, err: %2").arg(r.exitCode).arg(r.err)));
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList());
}

QTEST_GUILESS_MAIN(TestWriteFailureCli)
#include "tst_write_failure_cli.moc"
