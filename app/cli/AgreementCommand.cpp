#include "Commands.h"
#include "Options.h"
#include "agreement/AgreementFormat.h"
#include "agreement/AgreementReport.h"
#include "agreement/LabelCsvReader.h"
#include "agreement/ProjectRatings.h"
#include "storage/Project.h"

namespace goldset::cli {

// goldset-cli agreement --labels FILE.csv [--categories a,b,..] [--weights none|linear|quadratic] [--json]
// goldset-cli agreement --project FILE --task relevance|claims [--weights ...] [--json]
int runAgreement(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("labels"), QStringLiteral("CSV with item, annotator, label."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("categories"), QStringLiteral("Ordered categories, comma-separated."),
                      QStringLiteral("LIST")});
    parser.addOption({QStringLiteral("weights"), QStringLiteral("none, linear or quadratic."),
                      QStringLiteral("W"), QStringLiteral("none")});
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("task"), QStringLiteral("relevance or claims."), QStringLiteral("TASK")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    if (!parser.positionalArguments().isEmpty())
        return context.fail(
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));

    const auto weights = agreement::kappaWeightsFromString(parser.value(QStringLiteral("weights")));
    if (!weights)
        return context.fail(QStringLiteral("--weights must be none, linear or quadratic, not '%1'")
                                .arg(parser.value(QStringLiteral("weights"))));
    const bool fromLabels = parser.isSet(QStringLiteral("labels"));
    const bool fromProject = parser.isSet(QStringLiteral("project"));
    if (fromLabels == fromProject)
        return context.fail(QStringLiteral("give either --labels FILE.csv or --project FILE --task TASK"));

    std::optional<agreement::RatingSet> ratings;
    if (fromLabels) {
        if (parser.isSet(QStringLiteral("task")))
            return context.fail(QStringLiteral("--task goes with --project, not with --labels"));
        std::optional<QStringList> categories;
        if (parser.isSet(QStringLiteral("categories"))) {
            categories = QStringList();
            for (const QString& category : parser.value(QStringLiteral("categories")).split(QLatin1Char(',')))
                categories->append(category.trimmed());
            if (categories->contains(QString()))
                return context.fail(QStringLiteral("--categories has an empty category"));
        }
        const QString path = parser.value(QStringLiteral("labels"));
        auto read = agreement::LabelCsvReader::readFile(path);
        if (!read)
            return context.fail(read.error().toString());
        auto built = agreement::RatingSet::build(*read, categories, path);
        if (!built)
            return context.fail(built.error().toString());
        ratings = std::move(*built);
    } else {
        if (parser.isSet(QStringLiteral("categories")))
            return context.fail(
                QStringLiteral("--categories goes with --labels; a project's task fixes them"));
        const auto taskName = requiredValue(parser, context, QStringLiteral("task"));
        if (!taskName)
            return kExitUsage;
        const auto task = agreement::agreementTaskFromString(*taskName);
        if (!task)
            return context.fail(
                QStringLiteral("--task must be relevance or claims, not '%1'").arg(*taskName));
        if (*task == agreement::AgreementTask::Claims && *weights != agreement::KappaWeights::None)
            return context.fail(QStringLiteral("claim verdicts are not ordered: use --weights none"));
        auto project = storage::Project::open(parser.value(QStringLiteral("project")));
        if (!project)
            return context.fail(project.error().toString());
        auto built = agreement::projectRatingSet(**project, *task);
        if (!built)
            return context.fail(built.error().toString());
        ratings = std::move(*built);
    }

    const agreement::AgreementReport report = agreement::computeAgreement(*ratings, *weights);
    if (parser.isSet(QStringLiteral("json")))
        context.out << QString::fromStdString(agreement::agreementJson(report).dump()) << Qt::endl;
    else
        context.out << agreement::agreementText(report);
    return kExitOk;
}

} // namespace goldset::cli
