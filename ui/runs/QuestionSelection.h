#pragma once

#include "domain/Entities.h"
#include "runs/RunsComputation.h"

#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

namespace goldset::ui {

// The questions behind a bar, point or bin of a chart: what the question list below the charts
// shows, worst first, with the metric's value under each run involved.
struct QuestionSelection
{
    struct Row
    {
        RowId questionId = 0;
        QString externalId;
        QString text;
        std::vector<std::optional<double>> values; // one per run of the selection
    };

    QString title;
    QString metric;
    QStringList runNames;
    std::vector<Row> rows;

    // The questions of one run whose value satisfies `accept` (every defined value without one).
    static QuestionSelection ofRun(const metrics::RunHistory& history, int run, const QString& metric,
                                   const std::function<bool(double)>& accept = {});
    // Questions defined in both runs where `accept(a, b)` holds.
    static QuestionSelection ofPair(const metrics::RunHistory& history, int runA, int runB,
                                    const QString& metric, const std::function<bool(double, double)>& accept);
};

} // namespace goldset::ui
