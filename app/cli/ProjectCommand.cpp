#include "Commands.h"
#include "Options.h"
#include "jobs/SaveCopyJob.h"
#include "storage/server/ProjectCopy.h"
#include "storage/server/ServerUrl.h"

#include <QFileInfo>

namespace goldset::cli {
// project copy SRC DST: a consistent copy of a whole project (the app's Save a Copy As), made
// while other processes may be writing SRC; DST must not exist. Either may be a project on a
// server (postgresql://...): then every table is copied row by row (storage::ProjectCopy).
int runProject(CliContext& context)
{
    const QString verb = context.arguments.value(0);
    if (verb != QLatin1String("copy"))
        return context.fail(verb.isEmpty()
                                ? QStringLiteral("expected 'copy SRC DST'")
                                : QStringLiteral("unknown subcommand '%1', expected 'copy'").arg(verb));
    CliContext rest{context.command, context.arguments.mid(1), context.out, context.err};
    QCommandLineParser parser;
    if (!parseOptions(parser, rest))
        return kExitUsage;
    const QStringList paths = parser.positionalArguments();
    if (paths.size() != 2)
        return context.fail(QStringLiteral("expected 'copy SRC DST', got %1 paths").arg(paths.size()));
    if (storage::ServerUrl::isServerUrl(paths[0]) || storage::ServerUrl::isServerUrl(paths[1])) {
        auto copied = storage::ProjectCopy::copy(paths[0], paths[1]);
        if (!copied)
            return context.fail(copied.error().toString());
        context.out << "copied " << storage::ServerUrl::shown(paths[0]) << " to "
                    << storage::ServerUrl::shown(paths[1]) << " (" << copied->rows << " rows in "
                    << copied->tables << " tables)" << Qt::endl;
        return kExitOk;
    }
    if (!QFileInfo(paths[0]).isFile())
        return context.fail(QStringLiteral("%1 does not exist").arg(paths[0]));
    if (QFileInfo::exists(paths[1]))
        return context.fail(QStringLiteral("%1 already exists; a copy never replaces a file").arg(paths[1]));
    jobs::SaveCopyJob job(paths[0], paths[1]);
    const jobs::JobSummary summary = job.runHere();
    if (!summary.fatalError.isEmpty())
        return context.fail(summary.fatalError);
    context.out << "copied " << paths[0] << " to " << paths[1] << " ("
                << static_cast<qint64>(summary.counters.value(QStringLiteral("bytes"))) << " bytes)"
                << Qt::endl;
    return kExitOk;
}

} // namespace goldset::cli
