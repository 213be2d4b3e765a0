#include "Commands.h"

namespace goldset::cli {

int runEvalProject(CliContext& context, const QString& project, const QString& run,
                   const QStringList& measures, bool json)
{
    Q_UNUSED(project);
    Q_UNUSED(run);
    Q_UNUSED(measures);
    Q_UNUSED(json);
    return context.fail(QStringLiteral("eval --project is not available yet"));
}

} // namespace goldset::cli
