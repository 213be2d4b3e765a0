#include "Commands.h"
#include "EvalProjectOptions.h"
#include "Options.h"
#include "metrics/TrecTextEvaluator.h"

#include <cstdio>
#include <cstdlib>

namespace goldset::cli {

// Declared here, defined in EvalProjectCommand.cpp: `eval --project FILE --run NAME`.
int runEvalProject(CliContext& context, const QString& project, const QString& run,
                   const EvalProjectOptions& options);

namespace {

// The options of both forms of `eval`. Parsed by hand because trec_eval's own syntax must
// work unchanged: `-q -c -m P.5,10 -mmap QRELS RUN`, combined flags (`-qc`), repeated -m.
struct EvalArguments
{
    QString qrels;
    QString run;
    QString project;
    bool json = false;
    QString questions; // --questions accepted|all (project form)
    QString format;    // --format text|csv (project form)
    metrics::TrecEvalOptions trec;
    QStringList positional;
    QString given; // the trec_eval options given, as their short letters
};

// trec_eval's options (getopt_long "hvqm:cl:nD:JN:M:R:T:oZ:" and its long names, which may be
// abbreviated to any unique prefix) plus Goldset's own long options.
struct OptionSpec
{
    const char* longName;
    char shortName; // 0: long only
    bool takesValue;
};

constexpr OptionSpec kOptions[] = {
    {"help", 'h', false},
    {"version", 'v', false},
    {"query_eval_wanted", 'q', false},
    {"measure", 'm', true},
    {"complete_rel_info_wanted", 'c', false},
    {"level_for_rel", 'l', true},
    {"nosummary", 'n', false},
    {"Debug_level", 'D', true},
    {"Judged_docs_only", 'J', false},
    {"Number_docs_in_coll", 'N', true},
    {"Max_retrieved_per_topic", 'M', true},
    {"Rel_info_format", 'R', true},
    {"Results_format", 'T', true},
    {"Output_old_results_format", 'o', false},
    {"Zscore", 'Z', true},
    {"qrels", 0, true},
    {"run", 0, true},
    {"project", 0, true},
    {"json", 0, false},
    {"questions", 0, true},
    {"format", 0, true},
};

// atol: leading blanks, a sign, digits; whatever follows is ignored, no digits is 0.
long atolLike(const QString& text)
{
    const QByteArray bytes = text.toLatin1();
    return std::strtol(bytes.constData(), nullptr, 10);
}

// Applies one option. `name` is the long name (or the short letter as a string).
bool applyOption(const OptionSpec& option, const QString& value, EvalArguments& out, QString& error)
{
    if (option.shortName != 0)
        out.given += QLatin1Char(option.shortName);
    switch (option.shortName) {
    case 'q':
        out.trec.perQuery = true;
        return true;
    case 'c':
        out.trec.complete = true;
        return true;
    case 'n':
        out.trec.summary = false;
        return true;
    case 'm':
        out.trec.measures << value;
        return true;
    case 'l':
        out.trec.relevanceLevel = atolLike(value);
        return true;
    case 'J':
        out.trec.judgedOnly = true;
        return true;
    case 'M':
        out.trec.maxRetrieved = atolLike(value);
        return true;
    case 'N':
        out.trec.numDocsInCollection = atolLike(value);
        return true;
    case 'o': // obsolete in trec_eval too: accepted, changes nothing
        return true;
    case 'R':
        if (value == QLatin1String("qrels"))
            return true;
        error = QStringLiteral("-R %1: only the 'qrels' relevance format is supported").arg(value);
        return false;
    case 'T':
        if (value == QLatin1String("trec_results"))
            return true;
        error = QStringLiteral("-T %1: only the 'trec_results' format is supported").arg(value);
        return false;
    case 'h':
    case 'v':
    case 'D':
    case 'Z':
        error = QStringLiteral("option '%1' of trec_eval is not supported by goldset-cli eval")
                    .arg(QLatin1String(option.longName));
        return false;
    default:
        break;
    }
    const QLatin1String name(option.longName);
    if (name == QLatin1String("qrels"))
        out.qrels = value;
    else if (name == QLatin1String("run"))
        out.run = value;
    else if (name == QLatin1String("project"))
        out.project = value;
    else if (name == QLatin1String("json"))
        out.json = true;
    else if (name == QLatin1String("questions"))
        out.questions = value;
    else if (name == QLatin1String("format"))
        out.format = value;
    return true;
}

const OptionSpec* findLong(const QString& name, QString& error)
{
    const OptionSpec* match = nullptr;
    int prefixMatches = 0;
    for (const OptionSpec& o : kOptions) {
        const QLatin1String longName(o.longName);
        if (name == longName)
            return &o;
        if (!name.isEmpty() && QString(longName).startsWith(name)) {
            match = &o;
            ++prefixMatches;
        }
    }
    if (prefixMatches == 1)
        return match;
    error = prefixMatches > 1 ? QStringLiteral("option '--%1' is ambiguous").arg(name)
                              : QStringLiteral("unknown option '--%1'").arg(name);
    return nullptr;
}

bool parseEvalArguments(const QStringList& args, EvalArguments& out, QString& error)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& arg = args[i];
        if (arg == QLatin1String("--")) {
            out.positional << args.mid(i + 1);
            return true;
        }
        if (arg.startsWith(QLatin1String("--"))) {
            const qsizetype eq = arg.indexOf(QLatin1Char('='));
            const QString name = arg.mid(2, eq < 0 ? -1 : eq - 2);
            const OptionSpec* option = findLong(name, error);
            if (!option)
                return false;
            QString value;
            if (option->takesValue) {
                if (eq >= 0) {
                    value = arg.mid(eq + 1);
                } else if (i + 1 < args.size()) {
                    value = args[++i];
                } else {
                    error = QStringLiteral("--%1 needs a value").arg(QLatin1String(option->longName));
                    return false;
                }
            } else if (eq >= 0) {
                error = QStringLiteral("--%1 takes no value").arg(QLatin1String(option->longName));
                return false;
            }
            if (!applyOption(*option, value, out, error))
                return false;
        } else if (arg.size() > 1 && arg.startsWith(QLatin1Char('-'))) {
            // Short options, possibly combined (getopt style): -qc, -mP.5, -m P.5, -M100.
            for (qsizetype k = 1; k < arg.size(); ++k) {
                const QChar c = arg[k];
                const OptionSpec* option = nullptr;
                for (const OptionSpec& o : kOptions) {
                    if (o.shortName != 0 && QLatin1Char(o.shortName) == c)
                        option = &o;
                }
                if (!option) {
                    error = QStringLiteral("unknown option '-%1'").arg(c);
                    return false;
                }
                QString value;
                if (option->takesValue) {
                    value = arg.mid(k + 1);
                    if (value.isEmpty()) {
                        if (i + 1 >= args.size()) {
                            error = QStringLiteral("-%1 needs a value").arg(c);
                            return false;
                        }
                        value = args[++i];
                    }
                }
                if (!applyOption(*option, value, out, error))
                    return false;
                if (option->takesValue)
                    break;
            }
        } else {
            out.positional << arg;
        }
    }
    return true;
}

} // namespace

int runEval(CliContext& context)
{
    EvalArguments args;
    QString error;
    if (!parseEvalArguments(context.arguments, args, error))
        return context.fail(error);

    if (!args.project.isEmpty()) {
        if (args.run.isEmpty())
            return context.fail(QStringLiteral("--run NAME is required with --project"));
        if (!args.positional.isEmpty() || !args.qrels.isEmpty())
            return context.fail(QStringLiteral("--project takes no qrels or run files"));
        // trec_eval's options that change what is measured have no project form: refused, not
        // ignored. -q is what the project form always prints; -n leaves the summary out.
        for (const QChar c : std::as_const(args.given)) {
            if (QStringLiteral("clJMN").contains(c))
                return context.fail(
                    QStringLiteral("-%1 is not supported with --project (it is trec_eval's option for qrels "
                                   "and run files: export the gold with --format trec-qrels and the run with "
                                   "--format trec-run, then run eval on the files)")
                        .arg(c));
        }
        EvalProjectOptions options;
        options.measures = args.trec.measures;
        options.json = args.json;
        options.summary = args.trec.summary;
        const auto scope = questionScopeValue(
            args.questions.isEmpty() ? QStringLiteral("accepted") : args.questions, context);
        if (!scope)
            return kExitUsage;
        options.scope = *scope;
        if (!args.format.isEmpty() && args.format != QLatin1String("text") &&
            args.format != QLatin1String("csv"))
            return context.fail(QStringLiteral("--format expects text or csv, got '%1'").arg(args.format));
        options.csv = args.format == QLatin1String("csv");
        if (options.csv && options.json)
            return context.fail(QStringLiteral("--format csv and --json exclude each other"));
        return runEvalProject(context, args.project, args.run, options);
    }
    if (args.json)
        return context.fail(QStringLiteral("--json needs --project"));
    if (!args.questions.isEmpty() || !args.format.isEmpty())
        return context.fail(QStringLiteral("--questions and --format need --project"));
    // trec_eval's positional form: QRELS RUN after the options.
    if (args.qrels.isEmpty() && !args.positional.isEmpty())
        args.qrels = args.positional.takeFirst();
    if (args.run.isEmpty() && !args.positional.isEmpty())
        args.run = args.positional.takeFirst();
    if (!args.positional.isEmpty())
        return context.fail(QStringLiteral("unexpected argument '%1'").arg(args.positional.first()));
    if (args.qrels.isEmpty() || args.run.isEmpty())
        return context.fail(QStringLiteral("usage: eval --qrels QRELS --run RUN [-m MEASURE]... [-q] [-c]  "
                                           "or  eval [-q] [-c] [-m MEASURE]... QRELS RUN"));

    std::string output;
    QStringList warnings;
    const Status status =
        metrics::TrecTextEvaluator::evaluate(args.qrels, args.run, args.trec, output, warnings);
    for (const QString& warning : warnings)
        context.err << "goldset-cli eval: warning: " << warning << '\n';
    context.err.flush();
    if (!status.ok())
        return context.fail(status.error().toString());
    // Raw bytes: qids and run tags are printed exactly as they are in the files.
    context.out.flush();
    std::fwrite(output.data(), 1, output.size(), stdout);
    std::fflush(stdout);
    return kExitOk;
}

} // namespace goldset::cli
