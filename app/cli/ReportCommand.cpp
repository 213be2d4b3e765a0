#include "Commands.h"
#include "Options.h"
#include "io/SafeFile.h"
#include "report/ReportWriter.h"
#include "storage/Project.h"

namespace goldset::cli {

// `report --project FILE --runs A,B,... --format md|html|pdf --out FILE`: the runs'
// aggregates with the project's thresholds, then their failing cases.
int runReport(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("runs"), QStringLiteral("Comma-separated run names."), QStringLiteral("A,B,...")});
    parser.addOption(
        {QStringLiteral("format"), QStringLiteral("md, html or pdf."), QStringLiteral("FORMAT")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("Output file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("questions"),
                      QStringLiteral("accepted (default) or all: which questions of the runs count."),
                      QStringLiteral("accepted|all")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    const auto runs = requiredValue(parser, context, QStringLiteral("runs"));
    if (!runs)
        return kExitUsage;
    const auto format = requiredValue(parser, context, QStringLiteral("format"));
    if (!format)
        return kExitUsage;
    const auto out = requiredValue(parser, context, QStringLiteral("out"));
    if (!out)
        return kExitUsage;
    const auto scope = questionScopeOption(parser, context);
    if (!scope)
        return kExitUsage;
    if (*format != QLatin1String("md") && *format != QLatin1String("html") && *format != QLatin1String("pdf"))
        return context.fail(QStringLiteral("--format must be md, html or pdf, not '%1'").arg(*format));
    QStringList runNames;
    for (const QString& name : runs->split(QLatin1Char(','))) {
        if (!name.trimmed().isEmpty())
            runNames << name.trimmed();
    }
    if (runNames.isEmpty())
        return context.fail(QStringLiteral("--runs names no run"));

    auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    auto bytes = report::writeReport(**project, runNames, *format, *scope);
    if (!bytes)
        return context.fail(bytes.error().toString());
    if (Status written = io::writeFile(*out, *bytes); !written)
        return context.fail(written.error().toString());
    return kExitOk;
}

} // namespace goldset::cli
