#include "Commands.h"
#include "metrics/RunMetrics.h"
#include "metrics/TrecMeasureSet.h"
#include "storage/Project.h"

#include <cstdio>
#include <nlohmann/json.hpp>

namespace goldset::cli {

namespace {

nlohmann::ordered_json metricsObject(const metrics::MetricCatalog& catalog,
                                     const std::vector<metrics::RunMetrics::Value>& values)
{
    nlohmann::ordered_json object = nlohmann::ordered_json::object();
    for (std::size_t i = 0; i < values.size(); ++i) {
        const std::string name = catalog.metrics()[i].name.toStdString();
        if (values[i])
            object[name] = *values[i];
        else
            object[name] = nullptr;
    }
    return object;
}

// trec_eval's layout; an undefined value prints as "undefined".
void appendLines(std::string& out, const metrics::MetricCatalog& catalog, const std::string& qid,
                 const std::vector<metrics::RunMetrics::Value>& values)
{
    for (std::size_t i = 0; i < values.size(); ++i) {
        const std::string name = catalog.metrics()[i].name.toStdString();
        if (values[i])
            metrics::appendTrecLine(out, name, qid, *values[i], false);
        else
            metrics::appendTrecTextLine(out, name, qid, "undefined");
    }
}

} // namespace

int runEvalProject(CliContext& context, const QString& projectPath, const QString& runName,
                   const QStringList& measures, bool json)
{
    auto catalog = metrics::MetricCatalog::parse(measures);
    if (!catalog)
        return context.fail(catalog.error().toString());
    auto project = storage::Project::open(projectPath, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    auto result = metrics::RunMetrics::compute(**project, runName, *catalog);
    if (!result)
        return context.fail(result.error().toString());

    const auto aggregate = result->aggregate();
    std::string text;
    if (json) {
        nlohmann::ordered_json perQuestion = nlohmann::ordered_json::array();
        for (const auto& q : result->questions())
            perQuestion.push_back(
                {{"qid", q.externalId.toStdString()}, {"metrics", metricsObject(*catalog, q.values)}});
        const nlohmann::ordered_json document = {{"run", runName.toStdString()},
                                                 {"questions", result->questions().size()},
                                                 {"metrics", metricsObject(*catalog, aggregate)},
                                                 {"per_question", perQuestion}};
        text = document.dump() + '\n';
    } else {
        for (const auto& q : result->questions())
            appendLines(text, *catalog, q.externalId.toStdString(), q.values);
        appendLines(text, *catalog, "all", aggregate);
    }
    context.out.flush();
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
    return kExitOk;
}

} // namespace goldset::cli
