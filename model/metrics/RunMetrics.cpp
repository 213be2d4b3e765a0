#include "RunMetrics.h"

#include "ClaimVerdicts.h"
#include "RetrievalVariants.h"
#include "TrecSummary.h"
#include "core/Heap.h"
#include "storage/MetricsReadStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QCoreApplication>
#include <algorithm>

namespace goldset::metrics {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("goldset::metrics::RunMetrics", text);
}

// Builds trec_eval's view of one question from its ranked chunks and gold grades.
JudgedRanking judgedRanking(const std::vector<long>& rankedGrades, const QHash<RowId, int>& gold)
{
    JudgedRanking r;
    r.gradeCount.assign(4, 0);
    for (const int g : gold) {
        if (g >= 0 && g < 4)
            ++r.gradeCount[static_cast<std::size_t>(g)];
    }
    for (long g = 0; g < 4; ++g) {
        if (r.gradeCount[static_cast<std::size_t>(g)] != 0) {
            r.numGradeLevels = g + 1;
            if (g >= 1)
                r.numRel += r.gradeCount[static_cast<std::size_t>(g)];
        }
    }
    r.grades = rankedGrades;
    r.numRet = static_cast<long>(rankedGrades.size());
    for (const long g : rankedGrades) {
        if (g >= 1)
            ++r.numRelRet;
    }
    return r;
}

} // namespace

Result<RunMetrics> RunMetrics::compute(storage::Project& project, const QString& runName,
                                       const MetricCatalog& catalog, const GoldGrades* gold)
{
    const auto run = project.runs().runByName(runName);
    if (!run)
        return makeError(tr("unknown run '%1'").arg(runName));
    RunMetrics metrics;
    metrics.m_catalog = catalog;
    metrics.m_runName = runName;
    metrics.m_runId = run->id;
    metrics.m_judge = project.runs().primaryJudge(run->id).value_or(QString());
    storage::MetricsReadStore store(project.connection());
    for (const auto& q : store.runQuestions(run->id)) {
        metrics.m_indexOf.insert(q.id, metrics.m_questions.size());
        metrics.m_questions.push_back({q.id, q.externalId, q.text, std::nullopt, {}});
    }
    const std::size_t n = metrics.m_questions.size();
    metrics.m_hasGold.assign(n, false);
    metrics.m_trecValues.resize(n);
    if (gold) {
        metrics.m_gold = *gold;
    } else {
        metrics.m_gold = GoldGrades::build(store.relevanceLabels(), store.adjudicatedGrades());
    }
    {
        const std::vector<Inputs> inputs = metrics.load(project, std::nullopt);
        for (std::size_t i = 0; i < n; ++i)
            metrics.computeQuestion(i, inputs[i]);
    }
    core::releaseFreedMemory(); // the inputs (a million retrievals at 100,000 questions)
    return metrics;
}

Status RunMetrics::refreshQuestion(storage::Project& project, RowId questionId)
{
    const auto it = m_indexOf.constFind(questionId);
    if (it == m_indexOf.constEnd())
        return {}; // not a question of this run: nothing of the run's metrics depends on it
    storage::MetricsReadStore store(project.connection());
    m_gold.replaceQuestion(questionId, store.relevanceLabels(questionId),
                           store.adjudicatedGrades(questionId));
    m_questions[*it].answer.reset();
    const std::vector<Inputs> inputs = load(project, questionId);
    computeQuestion(*it, inputs.front());
    return {};
}

Status RunMetrics::refreshQuestion(storage::Project& project, RowId questionId, const GoldGrades& gold)
{
    const auto it = m_indexOf.constFind(questionId);
    if (it == m_indexOf.constEnd())
        return {};
    m_gold = gold;
    const std::vector<Inputs> inputs = load(project, questionId);
    computeQuestion(*it, inputs.front());
    QuestionResult& q = m_questions[*it];
    q.answer.reset();
    if (std::all_of(q.values.begin(), q.values.end(), isNull))
        q.values = {};
    return {};
}

std::vector<RunMetrics::Inputs> RunMetrics::load(storage::Project& project, std::optional<RowId> questionId)
{
    storage::MetricsReadStore store(project.connection());
    std::vector<Inputs> inputs(questionId ? 1 : m_questions.size());
    // Question row -> slot of inputs: itself, or 0 for the one question asked.
    auto indexOf = [&](RowId id) -> std::optional<std::size_t> {
        if (questionId)
            return id == *questionId ? std::optional<std::size_t>(0) : std::nullopt;
        const auto it = m_indexOf.constFind(id);
        return it == m_indexOf.constEnd() ? std::nullopt : std::optional<std::size_t>(*it);
    };
    auto rowOf = [&](std::size_t slot) { return questionId ? m_indexOf.value(*questionId) : slot; };
    store.forEachRetrieval(m_runId, questionId, [&](const storage::MetricsReadStore::RetrievalRow& r) {
        if (const auto i = indexOf(r.questionId))
            inputs[*i].retrieved.push_back({r.chunkId, r.chunkExternalId.toUtf8(), r.score});
    });
    store.forEachAnswer(m_runId, questionId, [&](const storage::MetricsReadStore::AnswerRow& a) {
        if (const auto i = indexOf(a.questionId)) {
            m_questions[rowOf(*i)].answer = a.text;
            inputs[*i].latencyMs = a.latencyMs;
        }
    });
    QHash<RowId, QList<Verdict>> reviews;
    for (const auto& r : store.claimReviews(m_runId, questionId))
        reviews[r.claimId].append(r.verdict);
    QHash<RowId, Verdict> adjudicated;
    for (const auto& [claimId, value] : store.adjudicatedVerdicts(m_runId, questionId)) {
        if (const auto v = verdictFromString(value))
            adjudicated.insert(claimId, *v);
    }
    for (const auto& c : store.claims(m_runId, m_judge, questionId)) {
        if (const auto i = indexOf(c.questionId)) {
            const auto adj = adjudicated.constFind(c.id);
            inputs[*i].verdicts.push_back(effectiveVerdict(
                c.judgeVerdict, reviews.value(c.id),
                adj == adjudicated.constEnd() ? std::nullopt : std::optional<Verdict>(*adj)));
        }
    }
    for (const auto& s : store.scores(m_runId, questionId)) {
        if (const auto i = indexOf(s.questionId))
            inputs[*i].scores.insert(s.metric, s.value);
    }
    return inputs;
}

void RunMetrics::computeQuestion(std::size_t index, const Inputs& in)
{
    QuestionResult& result = m_questions[index];
    const QHash<RowId, int>* gold = m_gold.forQuestion(result.id);
    m_hasGold[index] = gold != nullptr;

    JudgedRanking ranking;
    const auto& slots = m_catalog.trec().slots();
    if (gold) {
        // trec_eval's order: score descending, ties by external chunk id descending.
        std::vector<ScoredDoc> docs;
        docs.reserve(in.retrieved.size());
        for (std::size_t k = 0; k < in.retrieved.size(); ++k) {
            const QByteArray& id = in.retrieved[k].externalId;
            docs.push_back({std::string_view(id.constData(), static_cast<std::size_t>(id.size())),
                            in.retrieved[k].score, static_cast<std::uint32_t>(k)});
        }
        sortTrecOrder(docs);
        std::vector<long> grades;
        grades.reserve(docs.size());
        for (const ScoredDoc& d : docs) {
            const auto it = gold->constFind(in.retrieved[d.line].chunkId);
            grades.push_back(it == gold->constEnd() ? kNotInPool : *it);
        }
        ranking = judgedRanking(grades, *gold);
        m_trecValues[index].assign(slots.size(), 0.0);
        m_catalog.trec().compute(ranking, 1, m_trecValues[index].data());
    } else {
        m_trecValues[index].clear();
    }

    result.values.assign(m_catalog.metrics().size(), packValue(std::nullopt));
    for (std::size_t m = 0; m < m_catalog.metrics().size(); ++m) {
        const ProjectMetric& metric = m_catalog.metrics()[m];
        Value v;
        switch (metric.kind) {
        case ProjectMetricKind::Trec:
            if (gold && slots[metric.trecSlot].perQuery)
                v = m_trecValues[index][metric.trecSlot];
            break;
        case ProjectMetricKind::NdcgExpCut:
            if (gold)
                v = variants::ndcgExpCut(ranking, metric.k);
            break;
        case ProjectMetricKind::MrrCut:
            if (gold)
                v = variants::mrrCut(ranking, metric.k);
            break;
        case ProjectMetricKind::HitRate:
            if (gold)
                v = variants::hitRate(ranking, metric.k);
            break;
        case ProjectMetricKind::RagasContextPrecision:
            if (gold)
                v = variants::ragasContextPrecision(ranking);
            break;
        case ProjectMetricKind::RagasContextRecall:
            if (gold)
                v = variants::ragasContextRecall(ranking);
            break;
        case ProjectMetricKind::Faithfulness: {
            long known = 0, supported = 0;
            for (const Verdict verdict : in.verdicts) {
                known += verdict != Verdict::Unknown;
                supported += verdict == Verdict::Supported;
            }
            if (known > 0)
                v = static_cast<double>(supported) / static_cast<double>(known);
            break;
        }
        case ProjectMetricKind::HallucinationRate:
            if (!in.verdicts.empty())
                v = std::any_of(
                        in.verdicts.begin(), in.verdicts.end(),
                        [](Verdict x) { return x == Verdict::Unsupported || x == Verdict::Contradicted; })
                        ? 1.0
                        : 0.0;
            break;
        case ProjectMetricKind::LatencyP50:
        case ProjectMetricKind::LatencyP95:
            v = in.latencyMs;
            break;
        case ProjectMetricKind::ImportedScore:
            v = in.scores.value(metric.name, std::nullopt);
            break;
        }
        result.values[m] = packValue(v);
    }
}

void RunMetrics::dropAnswerTexts()
{
    for (QuestionResult& q : m_questions)
        q.answer.reset();
}

void RunMetrics::compact()
{
    for (QuestionResult& q : m_questions) {
        q.answer.reset();
        if (std::all_of(q.values.begin(), q.values.end(), isNull))
            q.values = {};
    }
    for (std::vector<double>& values : m_trecValues)
        values.shrink_to_fit();
    m_questions.shrink_to_fit();
}

void RunMetrics::shareWith(const RunMetrics& other)
{
    for (QuestionResult& q : m_questions) {
        const auto it = other.m_indexOf.constFind(q.id);
        if (it == other.m_indexOf.constEnd())
            continue;
        const QuestionResult& same = other.m_questions[*it];
        if (same.externalId == q.externalId)
            q.externalId = same.externalId;
        if (same.text == q.text)
            q.text = same.text;
    }
    if (m_indexOf == other.m_indexOf)
        m_indexOf = other.m_indexOf;
}

std::vector<RunMetrics::Value> RunMetrics::aggregate() const
{
    TrecSummary summary(m_catalog.trec());
    for (std::size_t i = 0; i < m_questions.size(); ++i) {
        if (m_hasGold[i])
            summary.add(m_trecValues[i].data());
    }
    const std::vector<double> trecTotals =
        summary.queries() > 0 ? summary.finish(summary.queries(), -1) : std::vector<double>();

    std::vector<Value> result(m_catalog.metrics().size());
    for (std::size_t m = 0; m < m_catalog.metrics().size(); ++m) {
        const ProjectMetric& metric = m_catalog.metrics()[m];
        if (metric.kind == ProjectMetricKind::Trec) {
            if (!trecTotals.empty())
                result[m] = trecTotals[metric.trecSlot];
            continue;
        }
        std::vector<double> defined;
        for (const QuestionResult& q : m_questions) {
            if (const Value v = q.value(m))
                defined.push_back(*v);
        }
        if (metric.kind == ProjectMetricKind::LatencyP50) {
            result[m] = nearestRankPercentile(defined, 50);
        } else if (metric.kind == ProjectMetricKind::LatencyP95) {
            result[m] = nearestRankPercentile(defined, 95);
        } else if (!defined.empty()) {
            double sum = 0.0;
            for (const double d : defined)
                sum += d;
            result[m] = sum / static_cast<double>(defined.size());
        }
    }
    return result;
}

} // namespace goldset::metrics
