#include "Commands.h"
#include "Options.h"

#include "storage/Project.h"

#include <nlohmann/json.hpp>

namespace goldset::cli {

int runStats(CliContext& context)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("project"), QStringLiteral("Project file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    if (!parseOptions(parser, context))
        return kExitUsage;
    const auto path = requiredValue(parser, context, QStringLiteral("project"));
    if (!path)
        return kExitUsage;

    auto project = storage::Project::open(*path, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    const ProjectStats s = (*project)->stats();
    const nlohmann::ordered_json counts = {
        {"documents", s.documents},   {"chunks", s.chunks},
        {"questions", s.questions},   {"annotators", s.annotators},
        {"relevance_labels", s.relevanceLabels},
        {"runs", s.runs},             {"retrievals", s.retrievals},
        {"answers", s.answers},       {"claims", s.claims},
        {"claim_reviews", s.claimReviews},
        {"batches", s.batches},
        {"nuggets", s.nuggets},
        {"interactions", s.interactions},
    };
    if (parser.isSet(QStringLiteral("json"))) {
        context.out << QString::fromStdString(counts.dump()) << Qt::endl;
    } else {
        for (const auto& [key, value] : counts.items())
            context.out << QString::fromStdString(key).leftJustified(18) << value.get<qint64>() << '\n';
    }
    return kExitOk;
}

} // namespace goldset::cli
