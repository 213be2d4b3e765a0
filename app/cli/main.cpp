#include "Commands.h"
#include "core/Heap.h"
#include "pdf/PdfText.h"
#include "reportpdf/PdfReport.h"
#include "storage/WriteLockWait.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>
#include <cstdio>
#include <cstring>
#include <memory>

using namespace goldset::cli;

namespace {

void printUsage(QTextStream& stream)
{
    stream << "usage: goldset-cli COMMAND [OPTIONS]\n\ncommands:\n";
    for (const CommandInfo& info : commands())
        stream << "  goldset-cli " << info.synopsis << '\n';
    stream << "\nEvery command waits while another Goldset process writes to the same project (it says\n"
              "so after a second); --no-wait, given anywhere, gives up at once instead (exit 2).\n";
    stream << "\nExit status: 0 success, 1 a failed check, 2 bad usage or bad input.\n";
    stream.flush();
}

QtMessageHandler g_qtMessages = nullptr;

// The offscreen platform asks for the runtime folder, which CI and ssh sessions often lack; Qt
// falls back by itself, and its warning would read like a problem of the report.
void quietRuntimeFolder(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (g_qtMessages)
        g_qtMessages(type, context, message);
}

// Only `report` draws (PDF: fonts, QPainter), and only it pays for a QGuiApplication. Its
// platform is always offscreen: the CLI shows no window and must run without a display (CI,
// ssh) even where a desktop session exported QT_QPA_PLATFORM; offscreen reads the same fonts
// through fontconfig.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char* argv[])
{
    bool draws = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--no-wait") == 0)
            continue;
        draws = std::strcmp(argv[i], "report") == 0;
        break;
    }
    if (!draws)
        return std::make_unique<QCoreApplication>(argc, argv);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    g_qtMessages = qInstallMessageHandler(quietRuntimeFolder);
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace

int main(int argc, char* argv[])
{
    goldset::core::tuneHeap(goldset::core::HeapUse::OneShot);
    const auto app = makeApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("goldset-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Goldset"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GOLDSET_VERSION));
    goldset::pdf::registerPdfTextExtractor();
    goldset::reportpdf::registerPdfReportWriter();

    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    // --no-wait belongs to every command: taken out here, before a command parses its options.
    if (arguments.removeAll(QStringLiteral("--no-wait")) > 0)
        goldset::storage::WriteLockWait::setPolicy(goldset::storage::WriteLockWait::Policy::GiveUp);
    goldset::storage::WriteLockWait::setObserver([](const QString& project, bool waiting) {
        if (waiting) {
            QTextStream(stderr) << "goldset-cli: " << goldset::storage::WriteLockWait::waitingMessage(project)
                                << " (--no-wait gives up instead)" << Qt::endl;
        }
    });
    if (arguments.isEmpty()) {
        printUsage(err);
        return kExitUsage;
    }
    const QString name = arguments.takeFirst();
    if (name == QLatin1String("--help") || name == QLatin1String("-h") || name == QLatin1String("help")) {
        printUsage(out);
        return kExitOk;
    }
    if (name == QLatin1String("--version")) {
        out << "goldset-cli " << GOLDSET_VERSION << Qt::endl;
        return kExitOk;
    }
    for (const CommandInfo& info : commands()) {
        if (name == QLatin1String(info.name)) {
            CliContext context{name, arguments, out, err};
            const int status = info.run(context);
            out.flush();
            err.flush();
            return status;
        }
    }
    err << "goldset-cli: unknown command '" << name << "'\n";
    printUsage(err);
    return kExitUsage;
}
