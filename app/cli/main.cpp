#include "Commands.h"
#include "core/Heap.h"
#include "pdf/PdfText.h"
#include "storage/WriteLockWait.h"

#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

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

} // namespace

int main(int argc, char* argv[])
{
    goldset::core::tuneHeap(goldset::core::HeapUse::OneShot);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("goldset-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Goldset"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GOLDSET_VERSION));
    goldset::pdf::registerPdfTextExtractor();

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
