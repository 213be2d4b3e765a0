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

std::optional<QString> requiredValue(const QCommandLineParser& parser, CliContext& context,
                                     const QString& name)
{
    if (!parser.isSet(name) || parser.value(name).isEmpty()) {
        context.fail(QStringLiteral("--%1 is required").arg(name));
        return std::nullopt;
    }
    return parser.value(name);
}

std::optional<metrics::QuestionScope> questionScopeValue(const QString& value, CliContext& context)
{
    const auto scope = metrics::questionScopeFromString(value);
    if (!scope)
        context.fail(QStringLiteral("--questions expects accepted or all, got '%1'").arg(value));
    return scope;
}

std::optional<metrics::QuestionScope> questionScopeOption(const QCommandLineParser& parser,
                                                          CliContext& context)
{
    if (!parser.isSet(QStringLiteral("questions")))
        return metrics::QuestionScope::Accepted;
    return questionScopeValue(parser.value(QStringLiteral("questions")), context);
}

void reportLeftOut(CliContext& context, const metrics::LeftOut& leftOut)
{
    if (leftOut.total() == 0)
        return;
    context.err << "goldset-cli " << context.command << ": " << leftOut.text() << Qt::endl;
}

} // namespace goldset::cli
