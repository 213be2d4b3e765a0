#include "Commands.h"
#include "Options.h"
#include "monitor/AlertCheck.h"
#include "monitor/MonitorImport.h"
#include "monitor/MonitorReport.h"
#include "storage/Project.h"

#include <QFile>
#include <QSaveFile>

namespace goldset::cli {
namespace {

QCommandLineOption projectOption()
{
    return {QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")};
}

std::optional<QDate> sinceOption(const QCommandLineParser& parser, CliContext& context, bool& bad)
{
    bad = false;
    if (!parser.isSet(QStringLiteral("since")))
        return std::nullopt;
    const QString text = parser.value(QStringLiteral("since"));
    const QDate date = QDate::fromString(text, Qt::ISODate);
    if (!date.isValid() || text.size() != 10) {
        context.fail(QStringLiteral("--since wants a date YYYY-MM-DD, not '%1'").arg(text));
        bad = true;
        return std::nullopt;
    }
    return date;
}

// `monitor import --project FILE [--format interactions|openinference|langfuse] PATH...`
int monitorImport(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption(projectOption());
    parser.addOption(
        {QStringLiteral("format"),
         QStringLiteral("interactions, openinference or langfuse (default: from each file's first line)."),
         QStringLiteral("FMT")});
    parser.addPositionalArgument(QStringLiteral("PATH"), QStringLiteral("Log files (JSON Lines)."));
    if (!parseOptions(parser, context))
        return kExitUsage;
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    std::optional<monitor::LogFormat> format;
    if (parser.isSet(QStringLiteral("format"))) {
        format = monitor::logFormatFromString(parser.value(QStringLiteral("format")));
        if (!format)
            return context.fail(
                QStringLiteral("unknown --format '%1' (interactions, openinference or langfuse)")
                    .arg(parser.value(QStringLiteral("format"))));
    }
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return context.fail(QStringLiteral("no log file given"));
    auto project = storage::Project::open(*path, storage::Project::OpenMode::CreateIfMissing);
    if (!project)
        return context.fail(project.error().toString());
    auto summary = monitor::importInteractionLogs(**project, files, format);
    if (!summary)
        return context.fail(summary.error().toString());
    context.out << QStringLiteral("imported %1 new interactions (%2 read, %3 already in the project)")
                       .arg(summary->added)
                       .arg(summary->interactions)
                       .arg(summary->interactions - summary->added);
    if (summary->skippedTraces > 0)
        context.out << QStringLiteral("; %1 traces without an LLM span left out").arg(summary->skippedTraces);
    if (summary->idkChanged > 0)
        context.out << QStringLiteral("; the edited \"I don't know\" patterns changed %1 stored answers")
                           .arg(summary->idkChanged);
    context.out << Qt::endl;
    return kExitOk;
}

// `monitor check --project FILE [--since YYYY-MM-DD] [--rule "METRIC OP VALUE"]...`: exit 1
// when a rule fired, for a daily cron job.
int monitorCheck(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption(projectOption());
    parser.addOption({QStringLiteral("since"),
                      QStringLiteral("First day checked (default: the last day with data)."),
                      QStringLiteral("YYYY-MM-DD")});
    parser.addOption({QStringLiteral("rule"), QStringLiteral("A rule checked beside the project's."),
                      QStringLiteral("METRIC OP VALUE")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return context.fail(
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    bool badSince = false;
    const auto since = sinceOption(parser, context, badSince);
    if (badSince)
        return kExitUsage;
    QList<monitor::AlertRule> extra;
    for (const QString& text : parser.values(QStringLiteral("rule"))) {
        auto rule = monitor::AlertRule::parse(text);
        if (!rule)
            return context.fail(rule.error().toString());
        extra.append(*rule);
    }
    auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    auto rules = monitor::projectAlertRules(**project);
    if (!rules)
        return context.fail(rules.error().toString());
    for (const monitor::AlertRule& rule : std::as_const(extra)) {
        const bool kept = std::any_of(rules->cbegin(), rules->cend(), [&rule](const monitor::AlertRule& r) {
            return r.text() == rule.text();
        });
        if (!kept)
            rules->append(rule);
    }
    if (rules->isEmpty())
        return context.fail(
            QStringLiteral("no alert rules: give --rule \"METRIC OP VALUE\" or keep rules in the "
                           "project (Monitoring page)"));
    auto fired = monitor::checkAlerts(**project, *rules, since);
    if (!fired)
        return context.fail(fired.error().toString());
    for (const storage::FiredAlert& alert : std::as_const(*fired))
        context.out << QStringLiteral("%1\t%2\tvalue %3\tlimit %4\n")
                           .arg(QDate::fromJulianDay(alert.day).toString(Qt::ISODate), alert.rule,
                                QString::number(alert.value, 'g', 6), QString::number(alert.limit, 'g', 6));
    if (fired->isEmpty()) {
        context.out << QStringLiteral("no alert fired (%1 rules)").arg(rules->size()) << Qt::endl;
        return kExitOk;
    }
    context.out.flush();
    return kExitCheckFailed;
}

// `monitor report --project FILE --format md|html --out FILE [--since YYYY-MM-DD]`
int monitorReport(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption(projectOption());
    parser.addOption({QStringLiteral("format"), QStringLiteral("md or html."), QStringLiteral("md|html")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("Report file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("since"),
                      QStringLiteral("First day (default: the last 7 days with data)."),
                      QStringLiteral("YYYY-MM-DD")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return context.fail(
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;
    const auto formatText = requiredValue(parser, context, QStringLiteral("format"));
    if (!formatText)
        return kExitUsage;
    const auto out = requiredValue(parser, context, QStringLiteral("out"));
    if (!out)
        return kExitUsage;
    monitor::MonitorReportFormat format;
    if (*formatText == QLatin1String("md"))
        format = monitor::MonitorReportFormat::Markdown;
    else if (*formatText == QLatin1String("html"))
        format = monitor::MonitorReportFormat::Html;
    else
        return context.fail(QStringLiteral("unknown --format '%1' (md or html)").arg(*formatText));
    bool badSince = false;
    const auto since = sinceOption(parser, context, badSince);
    if (badSince)
        return kExitUsage;
    auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    auto report = monitor::monitorReport(**project, format, since);
    if (!report)
        return context.fail(report.error().toString());
    QSaveFile file(*out);
    if (!file.open(QIODevice::WriteOnly) || file.write(report->toUtf8()) < 0 || !file.commit())
        return context.fail(QStringLiteral("%1: cannot write: %2").arg(*out, file.errorString()));
    context.out << QStringLiteral("wrote %1").arg(*out) << Qt::endl;
    return kExitOk;
}

} // namespace

int runMonitor(CliContext& context)
{
    const QString sub = context.arguments.value(0);
    CliContext inner{context.command + QStringLiteral(" ") + sub, context.arguments.mid(1), context.out,
                     context.err};
    if (sub == QLatin1String("import"))
        return monitorImport(inner);
    if (sub == QLatin1String("check"))
        return monitorCheck(inner);
    if (sub == QLatin1String("report"))
        return monitorReport(inner);
    return context.fail(sub.isEmpty()
                            ? QStringLiteral("give import, check or report")
                            : QStringLiteral("unknown subcommand '%1' (import, check or report)").arg(sub));
}

} // namespace goldset::cli
