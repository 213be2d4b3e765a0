#include "Commands.h"
#include "Options.h"
#include "io/Export.h"
#include "storage/Project.h"

namespace goldset::cli {

int runExport(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("format"), QStringLiteral("Output format."), QStringLiteral("FMT")});
    parser.addOption(
        {QStringLiteral("out"), QStringLiteral("Output file (folder for beir)."), QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("run-name"), QStringLiteral("Run to export."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("annotator"), QStringLiteral("Only this annotator's labels."),
                      QStringLiteral("NAME")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    const auto format = requiredValue(parser, context, QStringLiteral("format"));
    if (!format)
        return kExitUsage;
    const auto out = requiredValue(parser, context, QStringLiteral("out"));
    if (!out)
        return kExitUsage;
    if (!io::exportFormats().contains(*format))
        return context.fail(QStringLiteral("unknown format '%1', expected one of: %2")
                                .arg(*format, io::exportFormats().join(QStringLiteral(", "))));
    auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    io::ExportOptions options;
    options.runName = parser.value(QStringLiteral("run-name"));
    options.annotator = parser.value(QStringLiteral("annotator"));
    if (Status s = io::exportProject(**project, *format, *out, options); !s)
        return context.fail(s.error().toString());
    context.out << "exported " << *format << " to " << *out << Qt::endl;
    return kExitOk;
}

} // namespace goldset::cli
