#include "Commands.h"
#include "Options.h"

#include "demo/DemoProject.h"

#include <QFileInfo>

namespace goldset::cli {

int runDemo(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("out"), QStringLiteral("Project file to write."), QStringLiteral("FILE")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    const auto path = requiredValue(parser, context, QStringLiteral("out"));
    if (!path)
        return kExitUsage;
    if (QFileInfo::exists(*path))
        return context.fail(QStringLiteral("%1 already exists; the demo is written to a new file").arg(*path));
    if (Status written = demo::writeDemoProject(*path); !written)
        return context.fail(written.error().toString());
    context.out << "wrote the demo project to " << *path << Qt::endl;
    return kExitOk;
}

} // namespace goldset::cli
