#include "Commands.h"
#include "LlmOptions.h"
#include "Options.h"
#include "jobs/JudgeJob.h"
#include "judge/LexicalJudge.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

namespace goldset::cli {

namespace {

QString faithfulnessText(std::optional<double> value)
{
    return value ? QString::number(*value, 'f', 4) : QStringLiteral("undefined");
}

int runLexical(CliContext& context, const QString& path, const QString& runName)
{
    auto project = storage::Project::open(path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    ProgressPrinter printer(context, QStringLiteral("judge (lexical)"));
    const auto summary =
        judge::runLexicalJudge(**project, runName, judge::kLexicalThreshold, nullptr,
                               [&printer](int done, int total, int errors) { printer(done, total, errors); });
    if (!summary)
        return context.fail(summary.error().toString());
    context.out << "lexical judge (no LLM) on run " << runName << ": " << summary->answers << " answers, "
                << summary->claims << " claims, " << summary->supported
                << " supported; mean faithfulness (lexical) " << faithfulnessText(summary->meanFaithfulness)
                << Qt::endl;
    return kExitOk;
}

// --primary MODEL|auto: which judge's verdicts the run's metrics use (auto: the latest to run).
int setPrimary(CliContext& context, const QString& path, const QString& runName, const QString& model)
{
    auto project = storage::Project::open(path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    storage::RunStore& runs = (*project)->runs();
    const auto run = runs.runByName(runName);
    if (!run)
        return context.fail(QStringLiteral("no run named '%1'").arg(runName));
    const bool automatic = model == QLatin1String("auto");
    const QStringList judges = runs.judgeModels(run->id);
    if (!automatic && !judges.contains(model))
        return context.fail(QStringLiteral("run '%1' has no claims of judge '%2'; its judges: %3")
                                .arg(runName, model, judges.join(QStringLiteral(", "))));
    if (Status s = runs.setPickedJudge(run->id, automatic ? std::nullopt : std::optional<QString>(model)); !s)
        return context.fail(s.error().toString());
    context.out << "primary judge of run " << runName << ": "
                << runs.primaryJudge(run->id).value_or(QString())
                << (automatic ? " (automatic: the latest to judge it)" : "") << Qt::endl;
    return kExitOk;
}

} // namespace

// Exit status 0 when every answer and claim is judged, 2 on bad usage or when some remain.
int runJudge(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("run"), QStringLiteral("Run to judge."), QStringLiteral("NAME")});
    parser.addOption(
        {QStringLiteral("lexical"), QStringLiteral("Offline lexical baseline instead of an LLM.")});
    parser.addOption({QStringLiteral("primary"),
                      QStringLiteral("Only pick the judge whose verdicts the run's metrics use (or auto)."),
                      QStringLiteral("MODEL")});
    addLlmOptions(parser);
    if (!parseOptions(parser, context))
        return kExitUsage;
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    const auto runName = requiredValue(parser, context, QStringLiteral("run"));
    if (!runName)
        return kExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return context.fail(
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    if (parser.isSet(QStringLiteral("primary")))
        return setPrimary(context, *path, *runName, parser.value(QStringLiteral("primary")));
    if (parser.isSet(QStringLiteral("lexical")))
        return runLexical(context, *path, *runName);

    jobs::JudgeOptions options;
    options.runName = *runName;
    {
        auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
        if (!project)
            return context.fail(project.error().toString());
        const auto chat = llmSettings(parser, context, **project);
        if (!chat)
            return kExitUsage;
        options.chat = *chat;
    }
    jobs::JudgeJob job(*path, options);
    ProgressPrinter printer(context, QStringLiteral("judge"));
    QObject::connect(&job, &jobs::BackgroundJob::progress,
                     [&printer](int done, int total, int errors) { printer(done, total, errors); });
    const jobs::JobSummary summary = job.runHere();
    if (!summary.fatalError.isEmpty())
        return context.fail(summary.fatalError);
    for (const QString& warning : summary.warnings)
        context.err << "warning: " << CliContext::redacted(warning) << Qt::endl;
    const auto& c = summary.counters;
    context.out << "judge " << options.chat.model << " on run " << *runName << ": "
                << static_cast<qint64>(c.value(QStringLiteral("answers"))) << " answers, "
                << static_cast<qint64>(c.value(QStringLiteral("claims"))) << " claims, "
                << static_cast<qint64>(c.value(QStringLiteral("supported")))
                << " supported; mean faithfulness "
                << faithfulnessText(c.contains(QStringLiteral("faithfulness"))
                                        ? std::optional<double>(c.value(QStringLiteral("faithfulness")))
                                        : std::nullopt)
                << "; " << summary.done << '/' << summary.total << " items done (job " << summary.job << ")"
                << Qt::endl;
    if (summary.errors > 0) {
        for (const QString& sample : summary.errorSamples)
            context.err << "error: " << CliContext::redacted(sample) << Qt::endl;
        return context.fail(
            QStringLiteral("%1 items failed; run the same command again to retry only the items "
                           "that are not done")
                .arg(summary.errors));
    }
    if (summary.remaining() > 0)
        return context.fail(QStringLiteral("%1 items not done yet; run the same command again to resume")
                                .arg(summary.remaining()));
    return kExitOk;
}

} // namespace goldset::cli
