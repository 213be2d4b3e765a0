#pragma once

#include "metrics/RunComparison.h"
#include "metrics/RunHistory.h"

#include <QFutureWatcher>
#include <QObject>
#include <QSet>
#include <QThreadPool>
#include <atomic>
#include <memory>

namespace goldset::ui {

// The Runs & Charts page's long work, off the GUI thread: evaluating every run of the project
// (its own connection to the file, in a worker thread), evaluating some runs again (those a
// view is about to show, and those whose aggregates a label change left stale) and comparing
// chosen runs (bootstrap and randomization tests). A newer request supersedes an older one, whose result is
// dropped; the GUI never waits for a superseded computation, which ends on its own in the background.
class RunsComputation : public QObject
{
    Q_OBJECT

public:
    // The page refreshes a history in place after a label change (RunHistory::refreshQuestions),
    // on the GUI thread; no computation reads it from another thread (compare() copies its runs
    // before it starts).
    using History = std::shared_ptr<metrics::RunHistory>;
    using Comparison = std::shared_ptr<const metrics::RunComparison>;
    // What evaluateRuns() hands over, for RunHistory::setEvaluated.
    struct EvaluatedRun
    {
        int run = -1;
        std::vector<metrics::RunMetrics::Value> aggregate;
        int questionCount = 0;
        metrics::RunHistory::JudgeOfRun judge;
        std::optional<metrics::RunMetrics> metrics; // for the runs asked to be kept
    };
    struct Evaluation
    {
        History history;      // the history it was asked for
        quint64 revision = 0; // history->revision when it was asked for
        std::vector<EvaluatedRun> runs;
        QString error;
    };
    using Evaluated = std::shared_ptr<Evaluation>; // the page takes the runs' metrics out
    using KeepRun = std::function<bool(const QList<Run>&, int)>;

    explicit RunsComputation(QObject* parent = nullptr);
    ~RunsComputation() override;

    // `keep` says which runs' per-question metrics stay loaded (RunHistory::load).
    void loadHistory(const QString& projectPath, const KeepRun& keep = {},
                     metrics::QuestionScope scope = metrics::QuestionScope::Accepted);
    // Evaluates these runs of `history` again with its catalog and gold as they are now; the
    // per-question metrics of those in `keep` are handed over too. A newer request supersedes.
    void evaluateRuns(const QString& projectPath, const History& history, const QList<int>& runs,
                      const QSet<int>& keep);
    void compare(const History& history, const QList<int>& runIndexes, const QStringList& metrics);
    // Stops the history computation soon and drops every pending result.
    void cancel();
    bool isBusy() const;
    bool isLoadingHistory() const { return m_historyWatcher != nullptr; }
    bool isEvaluating() const { return m_evaluationWatcher != nullptr; }

Q_SIGNALS:
    void historyProgress(int done, int total);
    void historyLoaded(const goldset::ui::RunsComputation::History& history);
    void historyFailed(const QString& message);
    void runsEvaluated(const goldset::ui::RunsComputation::Evaluated& evaluation);
    void comparisonReady(const goldset::ui::RunsComputation::Comparison& comparison);

private:
    struct HistoryOutcome
    {
        History history;
        QString error;
    };

    // The current requests' watchers (nullptr when none is running); superseded ones delete
    // themselves when their computation ends.
    QFutureWatcher<HistoryOutcome>* m_historyWatcher = nullptr;
    QThreadPool m_pool; // every computation of the page runs here (see the constructor)
    QFutureWatcher<Evaluated>* m_evaluationWatcher = nullptr;
    QFutureWatcher<Comparison>* m_comparisonWatcher = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
    std::shared_ptr<std::atomic<bool>> m_evaluationCancelled;
    std::shared_ptr<std::atomic<bool>> m_comparisonCancelled;
};

} // namespace goldset::ui
