#pragma once

#include "metrics/QuestionScope.h"

#include <QObject>
#include <QStringList>

class QWidget;

namespace goldset::metrics {
struct RunHistory;
}

namespace goldset::ui {

class RunChartView;

// The Runs & Charts page's exports: the chart shown (PNG or SVG) and the report of the checked
// runs (Markdown, HTML or PDF, written off the GUI thread on a connection of its own, as
// `goldset-cli report` writes it). Asks for the file name and says the outcome.
class RunsExporter : public QObject
{
    Q_OBJECT

public:
    explicit RunsExporter(QWidget* dialogParent);

    void exportChart(RunChartView* chart); // nullptr: no chart is shown
    void exportReport(const QString& projectPath, const QStringList& runs,
                      metrics::QuestionScope scope = metrics::QuestionScope::Accepted);
    // The aggregates of the checked runs (every run when none is checked) as CSV: one row per
    // run (run, questions, then each metric), undefined values empty.
    void exportMetricTable(const metrics::RunHistory& history, const QList<int>& checkedRuns);

Q_SIGNALS:
    void statusMessage(const QString& message);
    void reportStarted(const QString& message);
    void reportFinished();

private:
    QWidget* m_dialogParent;
};

} // namespace goldset::ui
