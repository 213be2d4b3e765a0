#pragma once

#include "TrecMeasureSet.h"

#include <QStringList>
#include <string>
#include <vector>

namespace goldset::storage {
class Project;
}

namespace goldset::metrics {

enum class ProjectMetricKind
{
    Trec,                  // a trec_eval value (P_5, map, ndcg_cut_10, ...)
    NdcgExpCut,            // ndcg_exp_cut_k
    MrrCut,                // mrr_cut_k
    HitRate,               // hit_rate_k
    RagasContextPrecision, // ragas_context_precision
    RagasContextRecall,    // ragas_context_recall
    Faithfulness,          // supported / claims with a known verdict
    HallucinationRate,     // answers with an unsupported or contradicted claim
    LatencyP50,            // latency_p50_ms (nearest rank)
    LatencyP95,            // latency_p95_ms (nearest rank)
    ImportedScore,         // answer_correctness: the run's own per-question scores
    // Ground-truth nuggets (NuggetScores.h):
    NuggetAll,                // nugget_all
    NuggetAllStrict,          // nugget_all_strict
    NuggetVital,              // nugget_vital
    NuggetVitalStrict,        // nugget_vital_strict
    ContextRecallLlm,         // context_recall_llm
    CorrectnessPrecision,     // answer_correctness_precision
    CorrectnessRecall,        // answer_correctness_recall
    CorrectnessF1,            // answer_correctness_f1
    ContextUtilization,       // context_utilization
    NoiseSensitivity,         // noise_sensitivity
    HallucinationGt,          // hallucination_gt
    NoiseSensitivityRelevant, // noise_sensitivity_relevant
    ClaimsOutsideGt,          // claims_outside_gt
    CitationCoverage,         // statements citing something / statements
    CitationRecall,           // ALCE: statements entailed by their citations / statements
    CitationPrecision,        // ALCE: necessary citations / citations
    AnswerRelevancy,          // RAGAS: mean cosine of generated questions with the question
};

inline bool usesNuggets(ProjectMetricKind kind)
{
    return kind >= ProjectMetricKind::NuggetAll && kind <= ProjectMetricKind::ClaimsOutsideGt;
}

// Metrics made from a judge's claim verdicts: they say which judge and how much of its claims
// people reviewed (the nugget metrics' coverage is the Review page's and judge-trust's).
inline bool usesVerdicts(ProjectMetricKind kind)
{
    return kind == ProjectMetricKind::Faithfulness || kind == ProjectMetricKind::HallucinationRate;
}

struct ProjectMetric
{
    QString name;
    ProjectMetricKind kind = ProjectMetricKind::Trec;
    long k = 0;               // cutoff of the *_k variants
    std::size_t trecSlot = 0; // for Trec
    bool lowerIsBetter = false;
};

// Which metrics a project evaluation computes, from -m style specs: trec_eval's syntax
// ("P.5,10", "ndcg_cut.10", "map", "official"), trec value names ("P_5", "ndcg_cut_10"), and
// Goldset's own names (the variants and the generation metrics, "hit_rate.1,5" or
// "hit_rate_5"). No spec selects defaultSpecs().
class MetricCatalog
{
public:
    static Result<MetricCatalog> parse(const QStringList& specs);
    static QStringList defaultSpecs();
    // The metrics made of ground-truth nuggets (and the claim metrics that need them).
    static QStringList nuggetSpecs();
    static QStringList citationSpecs();
    // What a project's evaluation shows without -m: the defaults, the nugget metrics when the
    // project has nuggets, and every score a run imported from another tool ("ragas:faithfulness").
    static QStringList projectDefaultSpecs(storage::Project& project);
    // True for metrics where smaller is better (latency, hallucination rate).
    static bool lowerIsBetter(const QString& name);

    const std::vector<ProjectMetric>& metrics() const { return m_metrics; }
    const TrecMeasureSet& trec() const { return m_trec; }
    int indexOf(const QString& name) const;

private:
    TrecMeasureSet m_trec = TrecMeasureSet::none();
    std::vector<ProjectMetric> m_metrics;
};

} // namespace goldset::metrics
