#include "Commands.h"
#include "EvalProjectOptions.h"
#include "Options.h"
#include "io/CsvWriter.h"
#include "metrics/RunMetrics.h"
#include "metrics/TrecMeasureSet.h"
#include "storage/MetricsReadStore.h"
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

// The metric table as CSV: one row per question (qid, then each metric), then "all" with the
// aggregates; an undefined value is an empty cell, numbers in full precision.
std::string csvTable(const metrics::MetricCatalog& catalog, const metrics::RunMetrics& result, bool summary)
{
    const auto number = [](const metrics::RunMetrics::Value& value) {
        return value ? QString::number(*value, 'g', 17) : QString();
    };
    QStringList header{QStringLiteral("qid")};
    for (const metrics::ProjectMetric& metric : catalog.metrics())
        header << metric.name;
    QString text = io::csvRecord(header) + QLatin1Char('\n');
    const auto row = [&](const QString& qid, const std::vector<metrics::RunMetrics::Value>& values) {
        QStringList cells{qid};
        for (const auto& value : values)
            cells << number(value);
        text += io::csvRecord(cells) + QLatin1Char('\n');
    };
    for (std::size_t q = 0; q < result.questions().size(); ++q)
        row(result.questions()[q].externalId, result.values(q));
    if (summary)
        row(QStringLiteral("all"), result.aggregate());
    return text.toStdString();
}

} // namespace

int runEvalProject(CliContext& context, const QString& projectPath, const QString& runName,
                   const EvalProjectOptions& options)
{
    auto project = storage::Project::open(projectPath, storage::Project::OpenMode::OpenExisting);
    if (!project)
        return context.fail(project.error().toString());
    // Without -m: the default metrics and every score a run imported from another tool.
    auto catalog = metrics::MetricCatalog::parse(options.measures.isEmpty()
                                                     ? metrics::MetricCatalog::projectDefaultSpecs(**project)
                                                     : options.measures);
    if (!catalog)
        return context.fail(catalog.error().toString());
    auto result = metrics::RunMetrics::compute(**project, runName, *catalog, nullptr, options.scope);
    if (!result)
        return context.fail(result.error().toString());
    reportLeftOut(context, result->leftOut());

    const auto aggregate = result->aggregate();
    std::string text;
    if (options.json) {
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
        const nlohmann::ordered_json document = {
            {"run", runName.toStdString()},
            {"questions", result->questions().size()},
            {"questions_left_out", result->leftOut().total()},
            {"question_scope", options.scope == metrics::QuestionScope::All ? "all" : "accepted"},
            {"metrics", metricsObject(*catalog, aggregate)},
            {"judge", judge},
            {"per_question", perQuestion}};
        text = document.dump() + '\n';
    } else if (options.csv) {
        text = csvTable(*catalog, *result, options.summary);
    } else {
        for (std::size_t q = 0; q < result->questions().size(); ++q)
            appendLines(text, *catalog, result->questions()[q].externalId.toStdString(), result->values(q),
                        false);
        if (options.summary)
            appendLines(text, *catalog, "all", aggregate, true);
    }
    context.out.flush();
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
    return kExitOk;
}

} // namespace goldset::cli
