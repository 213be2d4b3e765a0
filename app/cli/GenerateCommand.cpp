#include "Commands.h"
#include "LlmOptions.h"
#include "Options.h"
#include "jobs/GenerationJob.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"

namespace goldset::cli {

namespace {

void printSummary(CliContext& context, const jobs::JobSummary& summary)
{
    context.out << "generated " << static_cast<qint64>(summary.counters.value(QStringLiteral("questions")))
                << " draft questions from " << summary.processed - summary.errors << " chunks in this run; "
                << summary.done << '/' << summary.total << " chunks done (job " << summary.job << ")"
                << Qt::endl;
}

} // namespace

// Exit status 0 when every selected chunk is done, 2 on bad usage or when some remain.
int runGenerate(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    addLlmOptions(parser);
    parser.addOption({QStringLiteral("per-chunk"), QStringLiteral("Questions per chunk (default 3)."),
                      QStringLiteral("N")});
    parser.addOption(
        {QStringLiteral("limit"), QStringLiteral("At most N chunks in this run."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("document"),
                      QStringLiteral("Only chunks of this document (repeatable)."), QStringLiteral("ID")});
    parser.addOption(
        {QStringLiteral("chunk"), QStringLiteral("Only this chunk (repeatable)."), QStringLiteral("ID")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return context.fail(
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));

    jobs::GenerationOptions options;
    {
        auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
        if (!project)
            return context.fail(project.error().toString());
        const auto chat = llmSettings(parser, context, **project);
        if (!chat)
            return kExitUsage;
        options.chat = *chat;
        for (const QString& id : parser.values(QStringLiteral("document"))) {
            const auto document = (*project)->corpus().documentByExternalId(id);
            if (!document)
                return context.fail(QStringLiteral("no document '%1' in the project").arg(id));
            options.documentIds.append(document->id);
        }
    }
    options.chunkIds = parser.values(QStringLiteral("chunk"));
    const auto perChunk = intOption(parser, context, QStringLiteral("per-chunk"), 3);
    const auto limit = intOption(parser, context, QStringLiteral("limit"), -1);
    if (!perChunk || !limit)
        return kExitUsage;
    if (*perChunk < 1)
        return context.fail(QStringLiteral("--per-chunk must be at least 1"));
    options.perChunk = *perChunk;
    options.limit = *limit;

    jobs::GenerationJob job(*path, options);
    ProgressPrinter printer(context, QStringLiteral("generate"));
    QObject::connect(&job, &jobs::BackgroundJob::progress,
                     [&printer](int done, int total, int errors) { printer(done, total, errors); });
    const jobs::JobSummary summary = job.runHere();
    if (!summary.fatalError.isEmpty())
        return context.fail(summary.fatalError);
    for (const QString& warning : summary.warnings)
        context.err << "warning: " << CliContext::redacted(warning) << Qt::endl;
    printSummary(context, summary);
    if (summary.errors > 0) {
        for (const QString& sample : summary.errorSamples)
            context.err << "error: " << CliContext::redacted(sample) << Qt::endl;
        return context.fail(
            QStringLiteral("%1 chunks failed; run the same command again to retry only the chunks "
                           "that are not done")
                .arg(summary.errors));
    }
    if (summary.remaining() > 0)
        return context.fail(QStringLiteral("%1 chunks not done yet; run the same command again to resume")
                                .arg(summary.remaining()));
    return kExitOk;
}

} // namespace goldset::cli
