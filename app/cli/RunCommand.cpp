#include "Commands.h"
#include "Options.h"
#include "storage/Project.h"
#include "storage/RunStore.h"
#include "storage/Transaction.h"

namespace goldset::cli {

// run rename --project FILE --run NAME --to NEW; run delete --project FILE --run NAME. One
// transaction each; deleting a run removes its retrievals, answers, claims, reviews and scores.
int runRun(CliContext& context)
{
    const QString verb = context.arguments.value(0);
    if (verb != QLatin1String("rename") && verb != QLatin1String("delete"))
        return context.fail(
            verb.isEmpty()
                ? QStringLiteral("expected 'rename' or 'delete'")
                : QStringLiteral("unknown subcommand '%1', expected 'rename' or 'delete'").arg(verb));
    CliContext rest{context.command, context.arguments.mid(1), context.out, context.err};
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("run"), QStringLiteral("Run name."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("to"), QStringLiteral("rename: the new name."), QStringLiteral("NEW")});
    if (!parseOptions(parser, rest))
        return kExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return context.fail(
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    const auto path = requiredValue(parser, rest, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    const auto name = requiredValue(parser, rest, QStringLiteral("run"));
    if (!name)
        return kExitUsage;
    std::optional<QString> to;
    if (verb == QLatin1String("rename")) {
        to = requiredValue(parser, rest, QStringLiteral("to"));
        if (!to)
            return kExitUsage;
        if (to->trimmed().isEmpty() || *to != to->trimmed())
            return context.fail(
                QStringLiteral("--to: a run name may not be empty or start or end with white space"));
    } else if (parser.isSet(QStringLiteral("to"))) {
        return context.fail(QStringLiteral("--to is for rename"));
    }

    auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    storage::RunStore& runs = (*project)->runs();
    const auto run = runs.findRun(*name);
    if (!run)
        return context.fail(run.notFound() ? QStringLiteral("the project has no run '%1'").arg(*name)
                                           : run.error().toString());
    if (to && *to != *name) {
        // Only a lookup that worked and found nothing frees the name.
        const auto taken = runs.findRun(*to);
        if (!taken.notFound())
            return context.fail(taken ? QStringLiteral("a run named '%1' exists already").arg(*to)
                                      : taken.error().toString());
    }
    storage::Transaction transaction((*project)->connection());
    if (!transaction.begin())
        return context.fail(QStringLiteral("cannot start a transaction: %1").arg(transaction.lastError()));
    const Status changed = to ? runs.renameRun(run->id, *to) : runs.removeRun(run->id);
    if (!changed)
        return context.fail(changed.error().toString());
    if (!transaction.commit())
        return context.fail(QStringLiteral("cannot commit: %1").arg(transaction.lastError()));
    if (to)
        context.out << "renamed run '" << *name << "' to '" << *to << "'" << Qt::endl;
    else
        context.out << "deleted run '" << *name << "'" << Qt::endl;
    return kExitOk;
}

} // namespace goldset::cli
