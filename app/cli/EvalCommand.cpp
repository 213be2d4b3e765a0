#include "Commands.h"
#include "metrics/TrecTextEvaluator.h"

#include <cstdio>

namespace goldset::cli {

// Declared here, defined in EvalProjectCommand.cpp: `eval --project FILE --run NAME`.
int runEvalProject(CliContext& context, const QString& project, const QString& run,
                   const QStringList& measures, bool json);

namespace {

// The options of both forms of `eval`. Parsed by hand because trec_eval's own syntax must
// work unchanged: `-q -c -m P.5,10 -mmap QRELS RUN`, combined flags (`-qc`), repeated -m.
struct EvalArguments
{
    QString qrels;
    QString run;
    QString project;
    bool json = false;
    metrics::TrecEvalOptions trec;
    QStringList positional;
};

bool takeValue(const QStringList& args, qsizetype& i, const QString& arg, const QString& name, QString& value,
               QString& error)
{
    const QString prefix = name + QLatin1Char('=');
    if (arg.startsWith(prefix)) {
        value = arg.mid(prefix.size());
        return true;
    }
    if (i + 1 >= args.size()) {
        error = QStringLiteral("%1 needs a value").arg(name);
        return false;
    }
    value = args[++i];
    return true;
}

bool parseEvalArguments(const QStringList& args, EvalArguments& out, QString& error)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& arg = args[i];
        auto longOption = [&](const char* name, QString& value) {
            const QString option = QLatin1String(name);
            return (arg == option || arg.startsWith(option + QLatin1Char('='))) &&
                   takeValue(args, i, arg, option, value, error);
        };
        QString value;
        if (arg == QLatin1String("--json")) {
            out.json = true;
        } else if (longOption("--qrels", out.qrels) || longOption("--run", out.run) ||
                   longOption("--project", out.project)) {
            continue;
        } else if (longOption("--measure", value)) {
            out.trec.measures << value;
        } else if (!error.isEmpty()) {
            return false;
        } else if (arg.startsWith(QLatin1String("--"))) {
            error = QStringLiteral("unknown option '%1'").arg(arg);
            return false;
        } else if (arg.size() > 1 && arg.startsWith(QLatin1Char('-'))) {
            // Short options, possibly combined (getopt style): -q -c -n -m X -mX -l N.
            for (qsizetype k = 1; k < arg.size(); ++k) {
                const QChar c = arg[k];
                if (c == QLatin1Char('q')) {
                    out.trec.perQuery = true;
                } else if (c == QLatin1Char('c')) {
                    out.trec.complete = true;
                } else if (c == QLatin1Char('n')) {
                    out.trec.summary = false;
                } else if (c == QLatin1Char('m') || c == QLatin1Char('l')) {
                    QString v = arg.mid(k + 1);
                    if (v.isEmpty()) {
                        if (i + 1 >= args.size()) {
                            error = QStringLiteral("-%1 needs a value").arg(c);
                            return false;
                        }
                        v = args[++i];
                    }
                    if (c == QLatin1Char('m')) {
                        out.trec.measures << v;
                    } else {
                        bool ok = false;
                        out.trec.relevanceLevel = v.toLong(&ok);
                        if (!ok || out.trec.relevanceLevel < 0) {
                            error = QStringLiteral("-l needs a non-negative integer, got '%1'").arg(v);
                            return false;
                        }
                    }
                    break;
                } else {
                    error = QStringLiteral("unknown option '-%1'").arg(c);
                    return false;
                }
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
        return runEvalProject(context, args.project, args.run, args.trec.measures, args.json);
    }
    if (args.json)
        return context.fail(QStringLiteral("--json needs --project"));
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
    for (const QString& m : args.trec.measures) {
        if (m == QLatin1String("all_trec") || m.startsWith(QLatin1String("all_trec.")))
            warnings << QStringLiteral(
                            "all_trec: these trec_eval measures are not implemented and left out: %1")
                            .arg(metrics::TrecMeasureSet::allTrecNotImplemented().join(QLatin1String(", ")));
    }
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
