#pragma once

#include "CliContext.h"

namespace goldset::cli {

using CommandFunction = int (*)(CliContext&);

struct CommandInfo
{
    const char* name;
    const char* synopsis;
    CommandFunction run;
};

// Every command of goldset-cli, one function each (one file each under app/cli/).
int runDemo(CliContext& context);
int runStats(CliContext& context);
int runImport(CliContext& context);
int runExport(CliContext& context);
int runGenerate(CliContext& context);
int runNuggets(CliContext& context);
int runJudge(CliContext& context);
int runJudgeTrust(CliContext& context);
int runEval(CliContext& context);
int runCheck(CliContext& context);
int runReport(CliContext& context);
int runSearch(CliContext& context);
int runAgreement(CliContext& context);
int runBatch(CliContext& context);
int runProject(CliContext& context);
int runRun(CliContext& context);
int runMonitor(CliContext& context);

const QList<CommandInfo>& commands();

} // namespace goldset::cli
