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

// trec_eval's layout: counts (num_q, num_ret, num_rel, num_rel_ret) as integers, every other
// value with four decimals; an undefined value prints as "undefined".
// Per question, the trec measures trec_eval prints only in the summary (num_q, gm_map,
// gm_bpref) are left out, as trec_eval -q does.
void appendLines(std::string& out, const metrics::MetricCatalog& catalog, const std::string& qid,
                 const std::vector<metrics::RunMetrics::Value>& values, bool summary)
{
    const auto& slots = catalog.trec().slots();
    for (std::size_t i = 0; i < values.size(); ++i) {
        const metrics::ProjectMetric& metric = catalog.metrics()[i];
        const metrics::TrecSlot* slot =
            metric.kind == metrics::ProjectMetricKind::Trec && metric.trecSlot < slots.size()
                ? &slots[metric.trecSlot]
                : nullptr;
        if (slot && !summary && !slot->perQuery)
            continue;
        const std::string name = metric.name.toStdString();
        const bool integer = slot && slot->integer;
        if (values[i])
            metrics::appendTrecLine(out, name, qid, *values[i], integer);
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
        for (std::size_t q = 0; q < result->questions().size(); ++q)
            perQuestion.push_back({{"qid", result->questions()[q].externalId.toStdString()},
                                   {"metrics", metricsObject(*catalog, result->values(q))}});
        // Which judge made the verdict metrics, and how much of it people reviewed.
        const auto coverage = result->claimCoverage();
        nlohmann::ordered_json judge = {
            {"model", nullptr}, {"claims", coverage.claims}, {"claims_reviewed", coverage.reviewed}};
        if (coverage.claims > 0)
            judge["model"] = result->judgeModel().toStdString();
        const nlohmann::ordered_json document = {{"run", runName.toStdString()},
                                                 {"questions", result->questions().size()},
                                                 {"metrics", metricsObject(*catalog, aggregate)},
                                                 {"judge", judge},
                                                 {"per_question", perQuestion}};
        text = document.dump() + '\n';
    } else {
        for (std::size_t q = 0; q < result->questions().size(); ++q)
            appendLines(text, *catalog, result->questions()[q].externalId.toStdString(), result->values(q),
                        false);
        appendLines(text, *catalog, "all", aggregate, true);
    }
    context.out.flush();
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
    return kExitOk;
}

} // namespace goldset::cli
