#include "MetricCatalog.h"

#include "storage/MetricsReadStore.h"
#include "storage/Project.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace goldset::metrics {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::metrics::MetricCatalog", text);
}

struct Named
{
    const char* name;
    ProjectMetricKind kind;
    bool lowerIsBetter;
};

constexpr Named kNamed[] = {
    {"ragas_context_precision", ProjectMetricKind::RagasContextPrecision, false},
    {"ragas_context_recall", ProjectMetricKind::RagasContextRecall, false},
    {"faithfulness", ProjectMetricKind::Faithfulness, false},
    {"hallucination_rate", ProjectMetricKind::HallucinationRate, true},
    {"latency_p50_ms", ProjectMetricKind::LatencyP50, true},
    {"latency_p95_ms", ProjectMetricKind::LatencyP95, true},
    {"answer_correctness", ProjectMetricKind::ImportedScore, false},
    {"answer_relevancy", ProjectMetricKind::AnswerRelevancy, false},
    {"citation_coverage", ProjectMetricKind::CitationCoverage, false},
    {"citation_recall", ProjectMetricKind::CitationRecall, false},
    {"citation_precision", ProjectMetricKind::CitationPrecision, false},
    {"nugget_all", ProjectMetricKind::NuggetAll, false},
    {"nugget_all_strict", ProjectMetricKind::NuggetAllStrict, false},
    {"nugget_vital", ProjectMetricKind::NuggetVital, false},
    {"nugget_vital_strict", ProjectMetricKind::NuggetVitalStrict, false},
    {"context_recall_llm", ProjectMetricKind::ContextRecallLlm, false},
    {"answer_correctness_precision", ProjectMetricKind::CorrectnessPrecision, false},
    {"answer_correctness_recall", ProjectMetricKind::CorrectnessRecall, false},
    {"answer_correctness_f1", ProjectMetricKind::CorrectnessF1, false},
    {"context_utilization", ProjectMetricKind::ContextUtilization, false},
    {"noise_sensitivity", ProjectMetricKind::NoiseSensitivity, true},
    {"hallucination_gt", ProjectMetricKind::HallucinationGt, true},
    {"noise_sensitivity_relevant", ProjectMetricKind::NoiseSensitivityRelevant, true},
    {"claims_outside_gt", ProjectMetricKind::ClaimsOutsideGt, true},
};

struct CutVariant
{
    const char* name;
    ProjectMetricKind kind;
};

constexpr CutVariant kCutVariants[] = {
    {"ndcg_exp_cut", ProjectMetricKind::NdcgExpCut},
    {"mrr_cut", ProjectMetricKind::MrrCut},
    {"hit_rate", ProjectMetricKind::HitRate},
};

// "P_5" -> "P.5", "iprec_at_recall_0.50" -> "iprec_at_recall.0.50"; other text unchanged.
QString trecSpecOf(const QString& name)
{
    static const QRegularExpression cut(QStringLiteral("^(P|recall|ndcg_cut|map_cut|success)_(\\d+)$"));
    static const QRegularExpression level(QStringLiteral("^iprec_at_recall_(\\d+(\\.\\d+)?)$"));
    if (const auto m = cut.match(name); m.hasMatch())
        return m.captured(1) + QLatin1Char('.') + m.captured(2);
    if (const auto m = level.match(name); m.hasMatch())
        return QStringLiteral("iprec_at_recall.") + m.captured(1);
    return name;
}

} // namespace

QStringList MetricCatalog::defaultSpecs()
{
    return {QStringLiteral("map"),
            QStringLiteral("recip_rank"),
            QStringLiteral("P.5,10"),
            QStringLiteral("recall.5,10"),
            QStringLiteral("ndcg_cut.5,10"),
            QStringLiteral("success.1,5"),
            QStringLiteral("ndcg_exp_cut.10"),
            QStringLiteral("mrr_cut.10"),
            QStringLiteral("hit_rate.5,10"),
            QStringLiteral("ragas_context_precision"),
            QStringLiteral("ragas_context_recall"),
            QStringLiteral("faithfulness"),
            QStringLiteral("hallucination_rate"),
            QStringLiteral("latency_p50_ms"),
            QStringLiteral("latency_p95_ms"),
            QStringLiteral("answer_correctness"),
            QStringLiteral("answer_relevancy")};
}

QStringList MetricCatalog::nuggetSpecs()
{
    return {QStringLiteral("nugget_all"),
            QStringLiteral("nugget_all_strict"),
            QStringLiteral("nugget_vital"),
            QStringLiteral("nugget_vital_strict"),
            QStringLiteral("context_recall_llm"),
            QStringLiteral("answer_correctness_precision"),
            QStringLiteral("answer_correctness_recall"),
            QStringLiteral("answer_correctness_f1"),
            QStringLiteral("context_utilization"),
            QStringLiteral("noise_sensitivity"),
            QStringLiteral("hallucination_gt"),
            QStringLiteral("noise_sensitivity_relevant"),
            QStringLiteral("claims_outside_gt")};
}

QStringList MetricCatalog::citationSpecs()
{
    return {QStringLiteral("citation_coverage"), QStringLiteral("citation_recall"),
            QStringLiteral("citation_precision")};
}

QStringList MetricCatalog::projectDefaultSpecs(storage::Project& project)
{
    const storage::MetricsReadStore store(project.connection());
    QStringList specs = defaultSpecs();
    if (store.hasNuggets())
        specs += nuggetSpecs();
    if (store.hasStatements())
        specs += citationSpecs();
    return specs + store.sourcedScoreMetrics();
}

bool MetricCatalog::lowerIsBetter(const QString& name)
{
    for (const Named& n : kNamed) {
        if (name == QLatin1String(n.name))
            return n.lowerIsBetter;
    }
    return false;
}

int MetricCatalog::indexOf(const QString& name) const
{
    for (std::size_t i = 0; i < m_metrics.size(); ++i) {
        if (m_metrics[i].name == name)
            return static_cast<int>(i);
    }
    return -1;
}

Result<MetricCatalog> MetricCatalog::parse(const QStringList& specs)
{
    static const QRegularExpression cutSpec(QStringLiteral("^([a-z_]+?)[._](\\d+(,\\d+)*)$"));
    MetricCatalog catalog;
    QStringList trecSpecs;
    std::vector<ProjectMetric> others;
    auto addOther = [&](ProjectMetric metric) {
        for (const ProjectMetric& m : others) {
            if (m.name == metric.name)
                return;
        }
        others.push_back(std::move(metric));
    };
    for (const QString& spec : specs.isEmpty() ? defaultSpecs() : specs) {
        bool done = false;
        for (const Named& n : kNamed) {
            if (spec == QLatin1String(n.name)) {
                addOther({spec, n.kind, 0, 0, n.lowerIsBetter});
                done = true;
            }
        }
        // A score imported from another tool, by its tool's name: "ragas:faithfulness".
        static const QRegularExpression sourced(QStringLiteral("^[a-z][a-z0-9_-]*:\\S+$"));
        if (!done && sourced.match(spec).hasMatch()) {
            addOther({spec, ProjectMetricKind::ImportedScore, 0, 0, false});
            done = true;
        }
        if (const auto m = cutSpec.match(spec); !done && m.hasMatch()) {
            for (const CutVariant& v : kCutVariants) {
                if (m.captured(1) != QLatin1String(v.name))
                    continue;
                for (const QString& part : m.captured(2).split(QLatin1Char(','))) {
                    const long k = part.toLong();
                    if (k <= 0)
                        return makeError(tr("metric '%1': cutoffs must be positive").arg(spec));
                    addOther(
                        {QStringLiteral("%1_%2").arg(QLatin1String(v.name)).arg(k), v.kind, k, 0, false});
                }
                done = true;
            }
        }
        if (done)
            continue;
        const QString trecSpec = trecSpecOf(spec);
        if (auto check = TrecMeasureSet::parse({trecSpec}); !check)
            return makeError(tr("unknown metric '%1'").arg(spec));
        trecSpecs << trecSpec;
    }
    if (!trecSpecs.isEmpty()) {
        auto trec = TrecMeasureSet::parse(trecSpecs);
        if (!trec)
            return trec.error();
        catalog.m_trec = std::move(*trec);
        const auto& slots = catalog.m_trec.slots();
        for (std::size_t i = 0; i < slots.size(); ++i) {
            if (slots[i].measure == TrecMeasure::RunId || slots[i].measure == TrecMeasure::Relstring)
                continue;
            catalog.m_metrics.push_back(
                {QString::fromStdString(slots[i].name), ProjectMetricKind::Trec, 0, i, false});
        }
    }
    for (ProjectMetric& m : others)
        catalog.m_metrics.push_back(std::move(m));
    return catalog;
}

} // namespace goldset::metrics
