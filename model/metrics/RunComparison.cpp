#include "RunComparison.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <numeric>

namespace goldset::metrics {

namespace {

stats::SampleStatistic statisticOf(ProjectMetricKind kind)
{
    if (kind == ProjectMetricKind::LatencyP50)
        return {stats::SampleStatistic::Kind::NearestRankPercentile, 50};
    if (kind == ProjectMetricKind::LatencyP95)
        return {stats::SampleStatistic::Kind::NearestRankPercentile, 95};
    return {};
}

std::vector<double> definedValues(const RunMetrics& run, int catalogIndex)
{
    std::vector<double> values;
    for (std::size_t q = 0; q < run.questions().size(); ++q) {
        if (const RunMetrics::Value v = run.value(q, static_cast<std::size_t>(catalogIndex)))
            values.push_back(*v);
    }
    return values;
}

} // namespace

RunComparison::Paired RunComparison::pairedValues(const RunMetrics& a, const RunMetrics& b, int catalogIndex)
{
    const auto index = static_cast<std::size_t>(catalogIndex);
    QHash<QString, double> ofB;
    for (std::size_t q = 0; q < b.questions().size(); ++q) {
        if (const RunMetrics::Value v = b.value(q, index))
            ofB.insert(b.questions()[q].externalId, *v);
    }
    Paired paired;
    for (std::size_t i = 0; i < a.questions().size(); ++i) {
        const RunMetrics::Question& q = a.questions()[i];
        const auto other = ofB.constFind(q.externalId);
        const RunMetrics::Value v = a.value(i, index);
        if (!v || other == ofB.constEnd())
            continue;
        paired.questionIds.append(q.externalId);
        paired.a.push_back(*v);
        paired.b.push_back(*other);
    }
    return paired;
}

RunComparison RunComparison::compute(const std::vector<RunMetrics>& runs, const QStringList& metrics,
                                     const Options& options)
{
    std::vector<const RunMetrics*> pointers;
    for (const RunMetrics& run : runs)
        pointers.push_back(&run);
    return compute(pointers, metrics, options);
}

RunComparison RunComparison::compute(const std::vector<const RunMetrics*>& runs, const QStringList& metrics,
                                     const Options& options)
{
    RunComparison result;
    result.m_alpha = options.alpha;
    for (const RunMetrics* run : runs)
        result.m_runNames.append(run->runName());
    if (runs.empty())
        return result;
    const MetricCatalog& catalog = runs.front()->catalog();

    std::vector<int> catalogIndexes;
    for (const QString& name : metrics) {
        const int index = catalog.indexOf(name);
        if (index < 0)
            continue;
        result.m_metricNames.append(name);
        catalogIndexes.push_back(index);
    }

    std::vector<std::vector<RunMetrics::Value>> aggregates;
    for (const RunMetrics* run : runs)
        aggregates.push_back(run->aggregate());
    result.m_statistics = options.statistics;
    struct MetricResult
    {
        std::vector<Cell> row;
        std::vector<Pair> pairs;
    };
    std::vector<MetricResult> perMetric(catalogIndexes.size());
    const auto computeMetric = [&](std::size_t m) {
        if (options.cancelled && options.cancelled->load())
            return;
        const int index = catalogIndexes[m];
        const ProjectMetric& metric = catalog.metrics()[static_cast<std::size_t>(index)];
        MetricResult& out = perMetric[m];
        for (std::size_t r = 0; r < runs.size(); ++r) {
            Cell cell;
            cell.value = aggregates[r][static_cast<std::size_t>(index)];
            const std::vector<double> values = definedValues(*runs[r], index);
            cell.questions = static_cast<int>(values.size());
            // Each interval has its own stream, so adding a run or metric changes no other.
            if (options.statistics)
                cell.ci95 =
                    stats::bootstrapInterval(values, statisticOf(metric.kind), options.bootstrapResamples,
                                             options.seed + 1000003ULL * m + r);
            out.row.push_back(cell);
        }
        if (!options.statistics)
            return;
        for (std::size_t a = 0; a < runs.size(); ++a) {
            for (std::size_t b = a + 1; b < runs.size(); ++b) {
                const Paired paired = pairedValues(*runs[a], *runs[b], index);
                Pair pair;
                pair.metric = static_cast<int>(m);
                pair.runA = static_cast<int>(a);
                pair.runB = static_cast<int>(b);
                pair.tTest = stats::pairedTTest(paired.a, paired.b);
                pair.randomization =
                    stats::pairedRandomizationTest(paired.a, paired.b, options.randomizationIterations,
                                                   options.seed + 7919ULL * m + 31ULL * a + b);
                pair.winTieLoss = stats::winTieLoss(paired.a, paired.b, metric.lowerIsBetter);
                out.pairs.push_back(pair);
            }
        }
    };
    std::vector<std::size_t> order(catalogIndexes.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    if (options.statistics && options.pool)
        QtConcurrent::blockingMap(options.pool, order,
                                  [&computeMetric](const std::size_t& m) { computeMetric(m); });
    else
        std::for_each(order.begin(), order.end(), computeMetric);
    for (MetricResult& metric : perMetric) {
        result.m_cells.push_back(std::move(metric.row));
        result.m_pairs.insert(result.m_pairs.end(), metric.pairs.begin(), metric.pairs.end());
    }
    // Holm over the defined p-values of the whole family, for each test.
    const auto adjust = [&result](auto pOf, auto store) {
        std::vector<double> family;
        std::vector<std::size_t> members;
        for (std::size_t i = 0; i < result.m_pairs.size(); ++i) {
            if (const std::optional<double> p = pOf(result.m_pairs[i])) {
                family.push_back(*p);
                members.push_back(i);
            }
        }
        const std::vector<double> adjusted = stats::holmAdjust(family);
        for (std::size_t k = 0; k < members.size(); ++k)
            store(result.m_pairs[members[k]], adjusted[k]);
    };
    adjust([](const Pair& p) { return p.tTest.p; }, [](Pair& p, double v) { p.tTestHolm = v; });
    adjust([](const Pair& p) { return p.randomization.p; },
           [](Pair& p, double v) { p.randomizationHolm = v; });
    for (Pair& pair : result.m_pairs)
        pair.significant = pair.randomizationHolm && *pair.randomizationHolm < options.alpha;
    return result;
}

const RunComparison::Cell& RunComparison::cell(int metric, int run) const
{
    return m_cells[static_cast<std::size_t>(metric)][static_cast<std::size_t>(run)];
}

const RunComparison::Pair* RunComparison::pair(int metric, int runA, int runB) const
{
    for (const Pair& p : m_pairs) {
        if (p.metric == metric && ((p.runA == runA && p.runB == runB) || (p.runA == runB && p.runB == runA)))
            return &p;
    }
    return nullptr;
}

} // namespace goldset::metrics
