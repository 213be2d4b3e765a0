#include "Options.h"

namespace goldset::cli {

bool parseOptions(QCommandLineParser& parser, CliContext& context)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    QStringList arguments = context.arguments;
    arguments.prepend(QStringLiteral("goldset-cli"));
    if (!parser.parse(arguments)) {
        context.fail(parser.errorText());
        return false;
    }
    return true;
}

std::optional<QString> requiredValue(const QCommandLineParser& parser, CliContext& context, const QString& name)
{
    if (!parser.isSet(name) || parser.value(name).isEmpty()) {
        context.fail(QStringLiteral("--%1 is required").arg(name));
        return std::nullopt;
    }
    return parser.value(name);
}

} // namespace goldset::cli
