#include "Commands.h"
#include "Options.h"
#include "metrics/RunMetrics.h"
#include "metrics/Threshold.h"
#include "storage/Project.h"
#include "storage/SettingsStore.h"

namespace goldset::cli {

// `check --project FILE --run NAME [--threshold METRIC=VALUE]...`: the CI gate. Prints one
// row per threshold and exits 1 when any fails (an undefined value fails), 0 when all pass.
int runCheck(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("run"), QStringLiteral("Run name."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("threshold"), QStringLiteral("METRIC=VALUE, overrides the project's."),
                      QStringLiteral("METRIC=VALUE")});
    parser.addOption({QStringLiteral("questions"),
                      QStringLiteral("accepted (default) or all: which questions of the run count."),
                      QStringLiteral("accepted|all")});
    parser.addOption(
        {QStringLiteral("allow-empty"),
         QStringLiteral("Exit 0 when there is no threshold (else 2: a gate that checks nothing).")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return context.fail(
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    const auto runName = requiredValue(parser, context, QStringLiteral("run"));
    if (!runName)
        return kExitUsage;
    const auto scope = questionScopeOption(parser, context);
    if (!scope)
        return kExitUsage;

    QList<metrics::Threshold> overrides;
    for (const QString& assignment : parser.values(QStringLiteral("threshold"))) {
        auto t = metrics::Threshold::parseAssignment(assignment);
        if (!t)
            return context.fail(t.error().toString());
        overrides.append(*t);
    }
    auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    auto stored = metrics::loadThresholds((*project)->settings());
    if (!stored)
        return context.fail(stored.error().toString());
    const QList<metrics::Threshold> thresholds = metrics::mergeThresholds(*stored, overrides);

    QStringList names;
    for (const auto& t : thresholds)
        names << t.metric;
    // A CI gate without thresholds passes everything: refused unless asked for.
    if (names.isEmpty()) {
        if (parser.isSet(QStringLiteral("allow-empty"))) {
            context.out << "no thresholds: set them with --threshold METRIC=VALUE or in the project "
                           "(threshold/<metric>)\n";
            return kExitOk;
        }
        return context.fail(QStringLiteral("no thresholds: set them with --threshold METRIC=VALUE or in the "
                                           "project (threshold/<metric>), or give --allow-empty"));
    }
    auto catalog = metrics::MetricCatalog::parse(names);
    if (!catalog)
        return context.fail(catalog.error().toString());
    // Every threshold must name one value before anything is computed or printed: a usage
    // error leaves stdout empty. A threshold on a trec measure with default cutoffs (e.g. "P")
    // names no single value.
    for (const auto& t : thresholds) {
        if (catalog->indexOf(t.metric) < 0)
            return context.fail(
                QStringLiteral("'%1' is not a single metric value (e.g. P_5, not P)").arg(t.metric));
    }
    auto result = metrics::RunMetrics::compute(**project, *runName, *catalog, nullptr, *scope);
    if (!result)
        return context.fail(result.error().toString());
    reportLeftOut(context, result->leftOut());
    const auto values = result->aggregate();

    int failures = 0;
    context.out << QStringLiteral("%1  %2  %3  %4\n")
                       .arg(QStringLiteral("metric"), -24)
                       .arg(QStringLiteral("value"), -10)
                       .arg(QStringLiteral("threshold"), -10)
                       .arg(QStringLiteral("result"));
    for (const auto& t : thresholds) {
        const auto value = values[static_cast<std::size_t>(catalog->indexOf(t.metric))];
        const bool pass = t.passes(value);
        failures += pass ? 0 : 1;
        const auto& metric = catalog->metrics()[static_cast<std::size_t>(catalog->indexOf(t.metric))];
        const QString note =
            metrics::usesVerdicts(metric.kind) ? QStringLiteral(" — ") + result->judgeNote() : QString();
        context.out << QStringLiteral("%1  %2  %3  %4%5\n")
                           .arg(t.metric, -24)
                           .arg(value ? QString::number(*value, 'f', 4) : QStringLiteral("undefined"), -10)
                           .arg(t.text(), -10)
                           .arg(pass ? QStringLiteral("PASS") : QStringLiteral("FAIL"), note);
    }
    context.out << (failures
                        ? QStringLiteral("%1 of %2 thresholds failed\n").arg(failures).arg(thresholds.size())
                        : QStringLiteral("all %1 thresholds passed\n").arg(thresholds.size()));
    return failures ? kExitCheckFailed : kExitOk;
}

} // namespace goldset::cli
