#include "Commands.h"
#include "LlmOptions.h"
#include "Options.h"
#include "jobs/JudgeJob.h"
#include "jobs/JudgePlan.h"
#include "judge/JudgeMetricSet.h"
#include "judge/LexicalJudge.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QLocale>

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

// --primary: the judge just run (or already run) counts for the run's metrics from now on.
Status makePrimary(const QString& path, const QString& runName, const QString& judgeName, CliContext& context)
{
    auto project = storage::Project::open(path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return project.error();
    storage::RunStore& runs = (*project)->runs();
    const auto run = runs.findRun(runName);
    if (!run)
        return run.notFound() ? makeError(QStringLiteral("no run named '%1'").arg(runName)) : run.error();
    const QStringList judges = runs.judgeModels(run->id);
    if (!judges.contains(judgeName))
        return makeError(QStringLiteral("run '%1' has no claims of judge '%2' yet; its judges: %3")
                             .arg(runName, judgeName, judges.join(QStringLiteral(", "))));
    if (Status s = runs.setPickedJudge(run->id, judgeName); !s)
        return s;
    context.out << "primary judge of run " << runName << ": " << judgeName << Qt::endl;
    return {};
}

QString thousands(qint64 value)
{
    return QLocale::c().toString(value);
}

// ", 1 citation checks of 2 statements, 2 relevancy, 2 embeddings": the kinds the plan has.
QString otherRequests(const jobs::JudgePlan& plan)
{
    QString text;
    if (plan.citationsRequests > 0)
        text += QStringLiteral(", %1 citation checks of %2 statements")
                    .arg(plan.citationsRequests)
                    .arg(plan.statementsToCheck);
    if (plan.relevancyRequests > 0)
        text += QStringLiteral(", %1 relevancy").arg(plan.relevancyRequests);
    if (plan.embeddingsRequests > 0)
        text += QStringLiteral(", %1 embeddings").arg(plan.embeddingsRequests);
    return text;
}

int printPlan(CliContext& context, const QString& path, const jobs::JudgeOptions& options)
{
    auto project = storage::Project::open(path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    const auto plan = jobs::planJudge(**project, options);
    if (!plan)
        return context.fail(plan.error().toString());
    context.out << "dry run: judge " << plan->judge << " on run " << options.runName << Qt::endl
                << "  answers: " << plan->answers << " (" << plan->answersSplit << " split into claims, "
                << plan->answersVerified << " fully judged already)" << Qt::endl
                << "  requests: " << plan->requests() << " (" << plan->claimsRequests << " claims, "
                << plan->verdictsRequests << " verdicts" << otherRequests(*plan) << ")" << Qt::endl
                << "  tokens, about: " << thousands(plan->promptTokens) << " prompt + "
                << thousands(plan->completionTokens) << " completion" << Qt::endl
                << "  contexts over the budget of " << plan->contextBudget << " tokens: " << plan->contextsCut
                << " requests (cut)" << Qt::endl
                << "  nugget requests: " << plan->nuggetProposals << " proposals, " << plan->nuggetRequests
                << " nugget_support / context_recall / claim_correctness" << Qt::endl
                << "  already spent by earlier runs: " << thousands(plan->spentPromptTokens) << " prompt + "
                << thousands(plan->spentCompletionTokens) << " completion tokens" << Qt::endl;
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
    parser.addOption(
        {QStringLiteral("primary"),
         QStringLiteral("Make this judge the one whose verdicts the run's metrics use (the first "
                        "judge of a run counts until another is picked).")});
    parser.addOption({QStringLiteral("dry-run"),
                      QStringLiteral("Say how many requests and about how many tokens the job would send.")});
    parser.addOption({QStringLiteral("aligned"),
                      QStringLiteral("Judge with the project's reviewed claims as worked examples "
                                     "(a judge of its own, MODEL+aligned).")});
    parser.addOption({QStringLiteral("context-budget"),
                      QStringLiteral("Tokens of retrieved context per request (default: the project's "
                                     "judge/context_budget_tokens, else 12000)."),
                      QStringLiteral("TOKENS")});
    parser.addOption({QStringLiteral("metrics"),
                      QStringLiteral("What to judge, comma-separated: %1 (default: everything the run's "
                                     "data allows).")
                          .arg(judge::judgeMetricNames().join(QStringLiteral(","))),
                      QStringLiteral("LIST")});
    parser.addOption({QStringLiteral("embedding-model"),
                      QStringLiteral("Model of {endpoint}/embeddings for answer relevancy (default: the "
                                     "project's llm/embedding_model)."),
                      QStringLiteral("NAME")});
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
    const bool primary = parser.isSet(QStringLiteral("primary"));
    if (parser.isSet(QStringLiteral("lexical"))) {
        const int status = runLexical(context, *path, *runName);
        if (status != kExitOk || !primary)
            return status;
        if (Status s = makePrimary(*path, *runName, judge::lexicalJudgeModel(), context); !s)
            return context.fail(s.error().toString());
        return kExitOk;
    }

    jobs::JudgeOptions options;
    options.runName = *runName;
    options.aligned = parser.isSet(QStringLiteral("aligned"));
    if (parser.isSet(QStringLiteral("metrics"))) {
        auto metrics = judge::parseJudgeMetrics(parser.value(QStringLiteral("metrics")));
        if (!metrics)
            return context.fail(QStringLiteral("--metrics: ") + metrics.error().message);
        options.metrics = *metrics;
    }
    if (parser.isSet(QStringLiteral("context-budget"))) {
        bool ok = false;
        options.contextBudgetTokens = parser.value(QStringLiteral("context-budget")).toLongLong(&ok);
        if (!ok || options.contextBudgetTokens < 100)
            return context.fail(
                QStringLiteral("--context-budget wants a number of tokens of at least 100, not '%1'")
                    .arg(parser.value(QStringLiteral("context-budget"))));
    }
    {
        auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
        if (!project)
            return context.fail(project.error().toString());
        const auto chat = llmSettings(parser, context, **project);
        if (!chat)
            return kExitUsage;
        options.chat = *chat;
        if (parser.isSet(QStringLiteral("embedding-model")))
            options.chat.embeddingModel = parser.value(QStringLiteral("embedding-model")).trimmed();
        if (options.metrics.contains(judge::judgeMetric::relevancy) && options.chat.embeddingModel.isEmpty())
            return context.fail(QStringLiteral(
                "--metrics relevancy needs an embedding model: pass --embedding-model NAME or set "
                "llm/embedding_model in the project"));
    }
    if (parser.isSet(QStringLiteral("dry-run")))
        return printPlan(context, *path, options);
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
    context.out << "judge " << options.judgeName() << " on run " << *runName << ": "
                << static_cast<qint64>(c.value(QStringLiteral("answers"))) << " answers, "
                << static_cast<qint64>(c.value(QStringLiteral("claims"))) << " claims, "
                << static_cast<qint64>(c.value(QStringLiteral("supported")))
                << " supported; mean faithfulness "
                << faithfulnessText(c.contains(QStringLiteral("faithfulness"))
                                        ? std::optional<double>(c.value(QStringLiteral("faithfulness")))
                                        : std::nullopt)
                << "; " << summary.done << '/' << summary.total << " items done (job " << summary.job << ")"
                << Qt::endl;
    if (c.contains(QStringLiteral("statements_checked")))
        context.out << "citations: " << static_cast<qint64>(c.value(QStringLiteral("statements_checked")))
                    << " statements checked" << Qt::endl;
    if (c.contains(QStringLiteral("relevancy_scored")))
        context.out << "relevancy: " << static_cast<qint64>(c.value(QStringLiteral("relevancy_scored")))
                    << " answers scored; mean answer relevancy "
                    << faithfulnessText(
                           c.contains(QStringLiteral("answer_relevancy"))
                               ? std::optional<double>(c.value(QStringLiteral("answer_relevancy")))
                               : std::nullopt)
                    << Qt::endl;
    context.out << "tokens: " << thousands(summary.promptTokens) << " prompt + "
                << thousands(summary.completionTokens) << " completion in " << summary.requests
                << " requests this run; " << thousands(summary.jobPromptTokens) << " + "
                << thousands(summary.jobCompletionTokens) << " for the job so far" << Qt::endl;
    if (summary.answersWithoutUsage > 0)
        context.err << "warning: " << summary.answersWithoutUsage
                    << " answers did not report their token usage; the totals leave them out" << Qt::endl;
    if (const double cut = c.value(QStringLiteral("contexts_cut")); cut > 0)
        context.err << "warning: the contexts of " << static_cast<qint64>(cut)
                    << " requests were cut to the context budget (noted on their items)" << Qt::endl;
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
    if (primary) {
        if (Status s = makePrimary(*path, *runName, options.judgeName(), context); !s)
            return context.fail(s.error().toString());
    }
    return kExitOk;
}

} // namespace goldset::cli
