#include "Commands.h"

#include "core/Secrets.h"
#include "llm/ChatSettings.h"

namespace goldset::cli {

QString CliContext::redacted(const QString& message)
{
    // The CLI's key comes from the environment only: that is the one to look for.
    return redactSecrets(message, llm::ChatSettings::apiKeyFromEnvironment());
}

int CliContext::fail(const QString& message) const
{
    err << "goldset-cli " << command << ": " << redacted(message) << Qt::endl;
    return kExitUsage;
}

const QList<CommandInfo>& commands()
{
    static const QList<CommandInfo> all = {
        {"demo", "demo --out FILE.goldset", &runDemo},
        {"stats", "stats --project FILE --json", &runStats},
        {"import",
         "import --project FILE --format FMT [--run-name NAME] [--annotator NAME] [--map col=field,...]"
         " [--split NAME] [--grade-map FROM=TO,...] [--chunk-size N] [--overlap N] PATH...",
         &runImport},
        {"export", "export --project FILE --format FMT --out PATH [--run-name NAME] [--annotator NAME]",
         &runExport},
        {"generate",
         "generate --project FILE [--endpoint URL --model NAME] [--per-chunk N] [--limit N] [--concurrency "
         "N] [--timeout S]",
         &runGenerate},
        {"nuggets",
         "nuggets --project FILE [--endpoint URL --model NAME] [--question QID]... [--limit N] "
         "[--concurrency N] "
         "[--timeout S]",
         &runNuggets},
        {"judge",
         "judge --project FILE --run NAME [--endpoint URL --model NAME] [--lexical] [--concurrency N] "
         "[--timeout S] [--dry-run] [--primary] [--aligned] [--context-budget TOKENS]",
         &runJudge},
        {"judge-trust", "judge-trust --project FILE --run NAME [--json]", &runJudgeTrust},
        {"eval",
         "eval --qrels QRELS --run RUN [-m MEASURE]... [-q] [-c]  |  eval --project FILE --run NAME"
         " [--json | --format text|csv] [--questions accepted|all] [-m MEASURE]... [-n]",
         &runEval},
        {"check",
         "check --project FILE --run NAME [--threshold METRIC=VALUE]... [--questions accepted|all]"
         " [--allow-empty]",
         &runCheck},
        {"report",
         "report --project FILE --runs A,B,... --format md|html|pdf --out FILE [--questions accepted|all]",
         &runReport},
        {"search", "search --project FILE --query TEXT [--limit N] --json", &runSearch},
        {"agreement",
         "agreement --labels FILE.csv [--categories a,b,..] [--weights none|linear|quadratic] [--json]\n"
         "  goldset-cli agreement --project FILE --task relevance|claims [--weights ...] [--json]",
         &runAgreement},
        {"batch",
         "batch create --project F --name N --kind relevance|claims --annotators a,b,c [--size K] [--overlap "
         "M]"
         " [--seed S] [--strategy random|by-document|by-failing] [--run R]\n"
         "  goldset-cli batch list --project F [--json]\n"
         "  goldset-cli batch export --project F --batch N --annotator A --out PKG.goldset\n"
         "  goldset-cli batch import --project F PKG.goldset...",
         &runBatch},
        {"project", "project copy SRC DST", &runProject},
        {"run",
         "run rename --project FILE --run NAME --to NEW\n"
         "  goldset-cli run delete --project FILE --run NAME",
         &runRun},
        {"monitor",
         "monitor import --project FILE [--format interactions|openinference|langfuse] PATH...\n"
         "  goldset-cli monitor check --project FILE [--since YYYY-MM-DD] [--rule \"METRIC OP VALUE\"]...\n"
         "  goldset-cli monitor report --project FILE --format md|html --out FILE [--since YYYY-MM-DD]",
         &runMonitor},
    };
    return all;
}

} // namespace goldset::cli
