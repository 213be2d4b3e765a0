#include "Commands.h"
#include "LlmOptions.h"
#include "Options.h"
#include "jobs/NuggetJob.h"
#include "storage/Project.h"

namespace goldset::cli {

// Proposes nuggets for questions that have a ground truth and none yet: drafts for an expert.
// Exit status 0 when every question asked for is done, 2 on bad usage or when some remain.
int runNuggets(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    addLlmOptions(parser);
    parser.addOption({QStringLiteral("question"), QStringLiteral("Only this question (repeatable)."),
                      QStringLiteral("QID")});
    parser.addOption(
        {QStringLiteral("limit"), QStringLiteral("At most N questions in this run."), QStringLiteral("N")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return context.fail(
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));

    jobs::NuggetOptions options;
    {
        auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
        if (!project)
            return context.fail(project.error().toString());
        const auto chat = llmSettings(parser, context, **project);
        if (!chat)
            return kExitUsage;
        options.chat = *chat;
    }
    options.questionIds = parser.values(QStringLiteral("question"));
    const auto limit = intOption(parser, context, QStringLiteral("limit"), -1);
    if (!limit)
        return kExitUsage;
    options.limit = *limit;

    jobs::NuggetJob job(*path, options);
    ProgressPrinter printer(context, QStringLiteral("nuggets"));
    QObject::connect(&job, &jobs::BackgroundJob::progress,
                     [&printer](int done, int total, int errors) { printer(done, total, errors); });
    const jobs::JobSummary summary = job.runHere();
    if (!summary.fatalError.isEmpty())
        return context.fail(summary.fatalError);
    for (const QString& warning : summary.warnings)
        context.err << "warning: " << CliContext::redacted(warning) << Qt::endl;
    context.out << "proposed nuggets for "
                << static_cast<qint64>(summary.counters.value(QStringLiteral("questions_given_nuggets")))
                << " questions (drafts: review them on the Dataset page); " << summary.done << '/'
                << summary.total << " done (job " << summary.job << ")" << Qt::endl;
    if (summary.errors > 0) {
        for (const QString& sample : summary.errorSamples)
            context.err << "error: " << CliContext::redacted(sample) << Qt::endl;
        return context.fail(QStringLiteral("%1 questions failed; run the same command again to retry them")
                                .arg(summary.errors));
    }
    if (summary.remaining() > 0)
        return context.fail(QStringLiteral("%1 questions not done yet; run the same command again to resume")
                                .arg(summary.remaining()));
    return kExitOk;
}

} // namespace goldset::cli
