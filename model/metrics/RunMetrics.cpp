#include "RunMetrics.h"

#include "CitationInputs.h"
#include "ClaimVerdicts.h"
#include "RetrievalVariants.h"
#include "TrecSummary.h"
#include "core/Heap.h"
#include "storage/MetricsReadStore.h"
#include "storage/NuggetStore.h"
#include "storage/NuggetVerdictStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
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
                                       const MetricCatalog& catalog, const GoldGrades* gold,
                                       QuestionScope scope)
{
    const auto run = project.runs().runByName(runName);
    if (!run)
        return makeError(tr("unknown run '%1'").arg(runName));
    RunMetrics metrics;
    metrics.m_catalog = catalog;
    metrics.m_runName = runName;
    metrics.m_runId = run->id;
    metrics.m_judge = project.runs().primaryJudge(run->id).value_or(QString());
    metrics.m_scope = scope;
    for (const ProjectMetric& m : catalog.metrics())
        metrics.m_catalogUsesNuggets = metrics.m_catalogUsesNuggets || usesNuggets(m.kind);
    for (goldset::Question& q : project.runs().runQuestions(run->id)) {
        if (scope == QuestionScope::Accepted && q.status != QuestionStatus::Accepted) {
            ++(q.status == QuestionStatus::Draft ? metrics.m_leftOut.drafts : metrics.m_leftOut.rejected);
            continue;
        }
        metrics.m_indexOf.insert(q.id, metrics.m_questions.size());
        metrics.m_questions.push_back({q.id, std::move(q.externalId), std::move(q.text)});
    }
    const std::size_t n = metrics.m_questions.size();
    metrics.m_hasGold.assign(n, false);
    for (const ProjectMetric& metric : catalog.metrics())
        metrics.m_column.push_back(metric.kind == ProjectMetricKind::Trec ? -1 : int(metrics.m_columns++));
    metrics.m_values.assign(n * metrics.m_columns, packValue(std::nullopt));
    metrics.m_trecValues.assign(n * catalog.trec().slots().size(), 0.0);
    if (gold) {
        metrics.m_gold = *gold;
    } else {
        storage::MetricsReadStore store(project.connection());
        metrics.m_gold = GoldGrades::build(store.relevanceLabels(), store.adjudicatedGrades());
    }
    metrics.evaluate(project, std::nullopt);
    core::releaseFreedMemory(); // the inputs' transients
    return metrics;
}

Status RunMetrics::refreshQuestion(storage::Project& project, RowId questionId)
{
    if (!m_indexOf.contains(questionId))
        return {}; // not a question of this run: nothing of the run's metrics depends on it
    storage::MetricsReadStore store(project.connection());
    m_gold.replaceQuestion(questionId, store.relevanceLabels(questionId),
                           store.adjudicatedGrades(questionId));
    evaluate(project, questionId);
    return {};
}

Status RunMetrics::refreshQuestion(storage::Project& project, RowId questionId, const GoldGrades& gold)
{
    if (!m_indexOf.contains(questionId))
        return {};
    m_gold = gold;
    evaluate(project, questionId);
    return {};
}

void RunMetrics::evaluate(storage::Project& project, std::optional<RowId> questionId)
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
    store.forEachAnswerLatency(m_runId, questionId, [&](RowId question, std::optional<double> latencyMs) {
        if (const auto i = indexOf(question)) {
            inputs[*i].latencyMs = latencyMs;
            inputs[*i].hasAnswer = true;
        }
    });
    {
        CitationInputs cited = CitationInputs::load(project, m_runId, m_judge, questionId);
        if (!questionId) {
            m_runCites = cited.runCites;
            m_runHasRelevancy = cited.runHasRelevancy;
        }
        for (auto it = cited.statements.begin(); it != cited.statements.end(); ++it)
            if (const auto i = indexOf(it.key()))
                inputs[*i].statements = std::move(it.value());
        for (auto it = cited.relevancy.constBegin(); it != cited.relevancy.constEnd(); ++it)
            if (const auto i = indexOf(it.key()))
                inputs[*i].relevancy = it.value();
    }
    QHash<RowId, QList<Verdict>> reviews;
    for (const auto& r : store.claimReviews(m_runId, questionId))
        reviews[r.claimId].append(r.verdict);
    QHash<RowId, Verdict> adjudicated;
    for (const auto& [claimId, value] : store.adjudicatedVerdicts(m_runId, questionId)) {
        if (const auto v = verdictFromString(value))
            adjudicated.insert(claimId, *v);
    }
    if (m_coverage.size() != m_questions.size())
        m_coverage.assign(m_questions.size(), {});
    for (std::size_t slot = 0; slot < inputs.size(); ++slot)
        m_coverage[rowOf(slot)] = {};
    // claim -> (its answer's slot in inputs, its place among the answer's claims)
    QHash<RowId, std::pair<std::size_t, std::size_t>> claimIndex;
    for (const auto& c : store.claims(m_runId, m_judge, questionId)) {
        if (const auto i = indexOf(c.questionId)) {
            const auto adj = adjudicated.constFind(c.id);
            ClaimCoverage& coverage = m_coverage[rowOf(*i)];
            ++coverage.claims;
            if (adj != adjudicated.constEnd() || reviews.contains(c.id))
                ++coverage.reviewed;
            const Verdict verdict =
                effectiveVerdict(c.judgeVerdict, reviews.value(c.id),
                                 adj == adjudicated.constEnd() ? std::nullopt : std::optional<Verdict>(*adj));
            inputs[*i].verdicts.push_back(verdict);
            if (m_catalogUsesNuggets) {
                claimIndex.insert(c.id, {*i, inputs[*i].nuggets.claims.size()});
                AnswerNuggetFacts::ClaimFacts facts;
                facts.verdict = verdict;
                inputs[*i].nuggets.claims.push_back(facts);
                QStringList evidence;
                for (const QJsonValue& id : QJsonDocument::fromJson(c.evidence.toUtf8()).array())
                    evidence.append(id.toString());
                inputs[*i].evidence.push_back(evidence);
            }
        }
    }
    if (m_catalogUsesNuggets)
        loadNuggetFacts(project, questionId, inputs, indexOf, claimIndex);
    for (const auto& s : store.scores(m_runId, questionId)) {
        if (const auto i = indexOf(s.questionId)) {
            inputs[*i].scores.insert(s.metric, s.value);
            // Also under its tool's name: "ragas:faithfulness" beside Goldset's faithfulness.
            if (!s.source.isEmpty())
                inputs[*i].scores.insert(s.source + QLatin1Char(':') + s.metric, s.value);
        }
    }

    // The retrievals come ordered by question: each question is computed once its last one is read.
    std::vector<bool> computed(inputs.size(), false);
    std::vector<Retrieved> retrieved;
    std::optional<std::size_t> current;
    auto computeCurrent = [&] {
        if (current) {
            computeQuestion(rowOf(*current), retrieved, inputs[*current]);
            computed[*current] = true;
        }
        retrieved.clear();
    };
    store.forEachRetrieval(m_runId, questionId, [&](const storage::MetricsReadStore::RetrievalRow& r) {
        const auto i = indexOf(r.questionId);
        if (!i)
            return;
        if (i != current) {
            computeCurrent();
            current = i;
        }
        retrieved.push_back({r.chunkId, r.chunkExternalId.toUtf8(), r.score});
    });
    computeCurrent();
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (!computed[i])
            computeQuestion(rowOf(i), retrieved, inputs[i]); // retrieved nothing (empty here)
    }
}

void RunMetrics::loadNuggetFacts(storage::Project& project, std::optional<RowId> questionId,
                                 std::vector<Inputs>& inputs,
                                 const std::function<std::optional<std::size_t>(RowId)>& indexOf,
                                 const QHash<RowId, std::pair<std::size_t, std::size_t>>& claimIndex)
{
    QHash<RowId, QList<Nugget>> nuggets;
    if (questionId)
        nuggets.insert(*questionId, project.nuggets().forQuestion(*questionId));
    else
        nuggets = project.nuggets().all();
    // The judge of the nugget verdicts: the run's primary judge, else the one that made them.
    QString judge = m_judge;
    if (judge.isEmpty())
        judge = project.nuggetVerdicts().judges(m_runId).value(0);
    QHash<RowId, std::pair<const Nugget*, std::size_t>> place; // nugget -> (nugget, index in its answer)
    QHash<RowId, QString> hashes;
    for (auto it = nuggets.cbegin(); it != nuggets.cend(); ++it) {
        const auto i = indexOf(it.key());
        if (!i)
            continue;
        hashes.insert(it.key(), storage::nuggetsHash(*it));
        for (const Nugget& n : *it) {
            place.insert(n.id, {&n, inputs[*i].nuggets.nuggets.size()});
            inputs[*i].nuggets.nuggets.push_back({n.importance, std::nullopt, std::nullopt});
        }
    }
    QHash<std::pair<RowId, int>, QList<NuggetValue>> reviews;
    for (const NuggetReview& r : project.nuggetVerdicts().reviews(m_runId, questionId))
        reviews[{r.nuggetId, static_cast<int>(r.kind)}].append(r.value);
    QHash<std::pair<RowId, int>, NuggetValue> judged;
    if (!judge.isEmpty())
        for (const NuggetVerdict& v : project.nuggetVerdicts().verdicts(m_runId, judge, questionId)) {
            const auto it = place.constFind(v.nuggetId);
            if (it != place.constEnd() && v.nuggetText == it->first->text) // else stale: edited since
                judged.insert({v.nuggetId, static_cast<int>(v.kind)}, v.value);
        }
    for (auto it = place.cbegin(); it != place.cend(); ++it) {
        const auto i = indexOf(it.value().first->questionId);
        auto& facts = inputs[*i].nuggets.nuggets[it.value().second];
        for (const NuggetVerdictKind kind : {NuggetVerdictKind::Support, NuggetVerdictKind::Context}) {
            const std::pair<RowId, int> key{it.key(), static_cast<int>(kind)};
            const auto j = judged.constFind(key);
            const auto value = effectiveNuggetValue(j == judged.constEnd() ? std::nullopt : std::optional(*j),
                                                    reviews.value(key));
            (kind == NuggetVerdictKind::Support ? facts.support : facts.context) = value;
        }
    }
    for (const ClaimNuggets& link : project.nuggetVerdicts().claimNuggets(m_runId, questionId)) {
        const auto c = claimIndex.constFind(link.claimId);
        if (c == claimIndex.constEnd())
            continue;
        const auto [slot, position] = *c;
        const RowId question = questionId ? *questionId : m_questions[slot].id;
        if (link.nuggetsHash != hashes.value(question))
            continue; // stale: the question's nuggets changed since
        auto& claim = inputs[slot].nuggets.claims[position];
        claim.linked = true;
        for (const RowId nuggetId : link.nuggetIds)
            if (const auto p = place.constFind(nuggetId); p != place.constEnd())
                claim.nuggets.push_back(static_cast<int>(p->second));
    }
}

void RunMetrics::computeQuestion(std::size_t index, const std::vector<Retrieved>& retrieved, const Inputs& in)
{
    const QHash<RowId, int>* gold = m_gold.forQuestion(m_questions[index].id);
    m_hasGold[index] = gold != nullptr;

    JudgedRanking ranking;
    const auto& slots = m_catalog.trec().slots();
    if (gold) {
        // trec_eval's order: score descending, ties by external chunk id descending.
        std::vector<ScoredDoc> docs;
        docs.reserve(retrieved.size());
        for (std::size_t k = 0; k < retrieved.size(); ++k) {
            const QByteArray& id = retrieved[k].externalId;
            docs.push_back({std::string_view(id.constData(), static_cast<std::size_t>(id.size())),
                            retrieved[k].score, static_cast<std::uint32_t>(k)});
        }
        sortTrecOrder(docs);
        std::vector<long> grades;
        grades.reserve(docs.size());
        for (const ScoredDoc& d : docs) {
            const auto it = gold->constFind(retrieved[d.line].chunkId);
            grades.push_back(it == gold->constEnd() ? kNotInPool : *it);
        }
        ranking = judgedRanking(grades, *gold);
    }
    double* trecValues = m_trecValues.data() + index * slots.size();
    std::fill_n(trecValues, slots.size(), 0.0);
    if (gold)
        m_catalog.trec().compute(ranking, 1, trecValues);

    CitationScores cited;
    if (!in.statements.isEmpty()) {
        QSet<QString> retrievedIds;
        for (const Retrieved& r : retrieved)
            retrievedIds.insert(QString::fromUtf8(r.externalId));
        cited = citationScores(in.statements, retrievedIds);
    } else if (m_runCites && in.hasAnswer) {
        // An answer of a citing run that cites nothing: every statement unsupported (ALCE).
        cited = {0.0, 0.0, 0.0};
    }
    // Chunk relevance from the gold grades (grade >= 1), for the metrics that need it.
    AnswerNuggetFacts facts;
    if (m_catalogUsesNuggets) {
        facts = in.nuggets;
        facts.hasGold = gold != nullptr;
        if (gold) {
            QSet<QString> relevant;
            QSet<QString> irrelevant;
            for (const Retrieved& r : retrieved) {
                const QString id = QString::fromUtf8(r.externalId);
                (gold->value(r.chunkId, 0) >= 1 ? relevant : irrelevant).insert(id);
            }
            QSet<QString> used;
            for (std::size_t c = 0; c < facts.claims.size() && c < in.evidence.size(); ++c) {
                auto& claim = facts.claims[c];
                if (claim.verdict != Verdict::Supported)
                    continue;
                for (const QString& id : in.evidence[c]) {
                    if (relevant.contains(id)) {
                        claim.supportedByRelevant = true;
                        used.insert(id);
                    } else if (irrelevant.contains(id)) {
                        claim.supportedByIrrelevant = true;
                    }
                }
            }
            facts.relevantRetrieved = static_cast<int>(relevant.size());
            facts.relevantUsed = static_cast<int>(used.size());
        }
    }

    double* values = m_values.data() + index * m_columns;
    for (std::size_t m = 0; m < m_catalog.metrics().size(); ++m) {
        const ProjectMetric& metric = m_catalog.metrics()[m];
        Value v;
        switch (metric.kind) {
        case ProjectMetricKind::Trec:
            if (gold && slots[metric.trecSlot].perQuery)
                v = trecValues[metric.trecSlot];
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
            // An answer whose claims all came back unknown says nothing either way: undefined.
            if (std::any_of(in.verdicts.begin(), in.verdicts.end(),
                            [](Verdict x) { return x != Verdict::Unknown; }))
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
        case ProjectMetricKind::CitationCoverage:
            v = cited.coverage;
            break;
        case ProjectMetricKind::CitationRecall:
            v = cited.recall;
            break;
        case ProjectMetricKind::CitationPrecision:
            v = cited.precision;
            break;
        case ProjectMetricKind::AnswerRelevancy:
            // Goldset's judged value once the run has any; before that, the score a goldset-run
            // file carried under this name (imported RAGAS values are "ragas:answer_relevancy").
            if (m_runHasRelevancy)
                v = in.relevancy.value_or(std::nullopt);
            else
                v = in.scores.value(metric.name, std::nullopt);
            break;
        case ProjectMetricKind::NuggetAll:
            v = nuggetScore(facts, false, false);
            break;
        case ProjectMetricKind::NuggetAllStrict:
            v = nuggetScore(facts, false, true);
            break;
        case ProjectMetricKind::NuggetVital:
            v = nuggetScore(facts, true, false);
            break;
        case ProjectMetricKind::NuggetVitalStrict:
            v = nuggetScore(facts, true, true);
            break;
        case ProjectMetricKind::ContextRecallLlm:
            v = contextRecallLlm(facts);
            break;
        case ProjectMetricKind::CorrectnessPrecision:
            v = correctnessPrecision(facts);
            break;
        case ProjectMetricKind::CorrectnessRecall:
            v = correctnessRecall(facts);
            break;
        case ProjectMetricKind::CorrectnessF1:
            v = correctnessF1(facts);
            break;
        case ProjectMetricKind::ContextUtilization:
            v = contextUtilization(facts);
            break;
        case ProjectMetricKind::NoiseSensitivity:
            v = noiseSensitivity(facts);
            break;
        case ProjectMetricKind::HallucinationGt:
            v = hallucinationGroundTruth(facts);
            break;
        case ProjectMetricKind::NoiseSensitivityRelevant:
            v = noiseSensitivityRelevant(facts);
            break;
        case ProjectMetricKind::ClaimsOutsideGt:
            v = claimsOutsideGroundTruth(facts);
            break;
        }
        if (m_column[m] >= 0) // a trec_eval measure is read from trecValues (value())
            values[m_column[m]] = packValue(v);
    }
}

RunMetrics::ClaimCoverage RunMetrics::claimCoverage() const
{
    ClaimCoverage total;
    for (const ClaimCoverage& coverage : m_coverage) {
        total.claims += coverage.claims;
        total.reviewed += coverage.reviewed;
    }
    return total;
}

QString RunMetrics::judgeNote() const
{
    const ClaimCoverage coverage = claimCoverage();
    if (coverage.claims == 0)
        return QStringLiteral("no claims judged");
    const QString judge =
        m_judge.isEmpty() ? QStringLiteral("imported verdicts") : QStringLiteral("judge ") + m_judge;
    return QStringLiteral("%1, %2% of %3 claims reviewed")
        .arg(judge)
        .arg(QString::number(100.0 * double(coverage.reviewed) / double(coverage.claims), 'f', 0))
        .arg(coverage.claims);
}

void RunMetrics::compact()
{
    m_questions.shrink_to_fit();
    m_values.shrink_to_fit();
    m_trecValues.shrink_to_fit();
}

RunMetrics::Value RunMetrics::value(std::size_t question, std::size_t metric) const
{
    if (const int column = m_column[metric]; column >= 0)
        return unpackValue(m_values[question * m_columns + std::size_t(column)]);
    // What computeQuestion gives a trec_eval measure: its slot's value, for a question with gold.
    const std::size_t slot = m_catalog.metrics()[metric].trecSlot;
    const auto& slots = m_catalog.trec().slots();
    if (!m_hasGold[question] || !slots[slot].perQuery)
        return std::nullopt;
    return m_trecValues[question * slots.size() + slot];
}

std::vector<RunMetrics::Value> RunMetrics::values(std::size_t question) const
{
    std::vector<Value> result(m_catalog.metrics().size());
    for (std::size_t m = 0; m < result.size(); ++m)
        result[m] = value(question, m);
    return result;
}

void RunMetrics::shareWith(const RunMetrics& other)
{
    for (Question& q : m_questions) {
        const auto it = other.m_indexOf.constFind(q.id);
        if (it == other.m_indexOf.constEnd())
            continue;
        const Question& same = other.m_questions[*it];
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
    const std::size_t slots = m_catalog.trec().slots().size();
    for (std::size_t i = 0; i < m_questions.size(); ++i) {
        if (m_hasGold[i])
            summary.add(m_trecValues.data() + i * slots);
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
        for (std::size_t i = 0; i < m_questions.size(); ++i) {
            if (const Value v = value(i, m))
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
