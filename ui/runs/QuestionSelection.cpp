#include "runs/QuestionSelection.h"

#include "metrics/MetricCatalog.h"

#include <QHash>
#include <algorithm>

namespace goldset::ui {

namespace {

void sortWorstFirst(QuestionSelection& selection)
{
    const bool lowerIsBetter = metrics::MetricCatalog::lowerIsBetter(selection.metric);
    std::stable_sort(selection.rows.begin(), selection.rows.end(),
                     [lowerIsBetter](const QuestionSelection::Row& x, const QuestionSelection::Row& y) {
                         const double a = x.values.front().value_or(0);
                         const double b = y.values.front().value_or(0);
                         return lowerIsBetter ? a > b : a < b;
                     });
}

} // namespace

QuestionSelection QuestionSelection::ofRun(const metrics::RunHistory& history, int run, const QString& metric,
                                           const std::function<bool(double)>& accept)
{
    QuestionSelection selection;
    selection.metric = metric;
    const metrics::RunMetrics* loaded = history.metricsOf(run);
    if (!loaded)
        return selection; // not evaluated yet: the page loads the runs its views show
    const metrics::RunMetrics& runMetrics = *loaded;
    selection.runNames << runMetrics.runName();
    const int index = runMetrics.catalog().indexOf(metric);
    if (index < 0)
        return selection;
    for (std::size_t i = 0; i < runMetrics.questions().size(); ++i) {
        const metrics::RunMetrics::Question& q = runMetrics.questions()[i];
        const std::optional<double> value = runMetrics.value(i, static_cast<std::size_t>(index));
        if (!value || (accept && !accept(*value)))
            continue;
        selection.rows.push_back({q.id, q.externalId, q.text, {value}});
    }
    sortWorstFirst(selection);
    return selection;
}

QuestionSelection QuestionSelection::ofPair(const metrics::RunHistory& history, int runA, int runB,
                                            const QString& metric,
                                            const std::function<bool(double, double)>& accept)
{
    QuestionSelection selection;
    selection.metric = metric;
    if (!history.metricsOf(runA) || !history.metricsOf(runB))
        return selection; // not evaluated yet: the page loads the runs its views show
    const metrics::RunMetrics& a = *history.metricsOf(runA);
    const metrics::RunMetrics& b = *history.metricsOf(runB);
    selection.runNames << a.runName() << b.runName();
    const int index = a.catalog().indexOf(metric);
    if (index < 0)
        return selection;
    const auto slot = static_cast<std::size_t>(index);
    QHash<RowId, std::optional<double>> ofB;
    for (std::size_t i = 0; i < b.questions().size(); ++i)
        ofB.insert(b.questions()[i].id, b.value(i, slot));
    for (std::size_t i = 0; i < a.questions().size(); ++i) {
        const metrics::RunMetrics::Question& q = a.questions()[i];
        const std::optional<double> other = ofB.value(q.id);
        const std::optional<double> value = a.value(i, slot);
        if (!value || !other || !accept(*value, *other))
            continue;
        selection.rows.push_back({q.id, q.externalId, q.text, {value, other}});
    }
    sortWorstFirst(selection);
    return selection;
}

} // namespace goldset::ui
