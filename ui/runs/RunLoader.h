#pragma once

#include "runs/RunsComputation.h"

#include <QObject>
#include <QSet>

namespace goldset::ui {

// Keeps the runs a page shows loaded per question, and the other runs' aggregates current: the
// per-question metrics of runs not shown are dropped; shown runs not loaded, and runs whose
// aggregates a label change left stale, are evaluated in the background
// (RunsComputation::evaluateRuns) and handed to the history. Out of sight, nothing is computed;
// the work waits until the page is shown.
class RunLoader : public QObject
{
    Q_OBJECT

public:
    explicit RunLoader(RunsComputation* computation, QObject* parent = nullptr);

    // `shown` indexes history->runs; `visible` false only remembers that there is work.
    void update(const QString& projectPath, const RunsComputation::History& history, const QSet<int>& shown,
                bool visible);
    // Work waits for the page to be shown.
    bool isPending() const { return m_pending; }

Q_SIGNALS:
    void evaluating(int runs);
    // The history's runs changed (aggregates, loaded runs): the views draw it again.
    void evaluated();
    void failed(const QString& message);

private:
    void onEvaluated(const RunsComputation::Evaluated& evaluation);

    RunsComputation* m_computation;
    QString m_projectPath;
    RunsComputation::History m_history;
    QSet<int> m_shown;
    bool m_pending = false;
    QList<int> m_evaluating; // the runs of the evaluation under way
    quint64 m_evaluatingRevision = 0;
};

} // namespace goldset::ui
