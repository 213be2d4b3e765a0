#pragma once

#include "metrics/RunComparison.h"
#include "metrics/RunHistory.h"

#include <QFutureWatcher>
#include <QObject>
#include <atomic>
#include <memory>

namespace goldset::ui {

// The Runs & Charts page's long work, off the GUI thread: evaluating every run of the project
// (its own connection to the file, in a worker thread) and comparing chosen runs (bootstrap
// and randomization tests). A newer request supersedes an older one, whose result is dropped;
// the GUI never waits for a superseded computation, which ends on its own in the background.
class RunsComputation : public QObject
{
    Q_OBJECT

public:
    // The page refreshes a history in place after a label change (RunHistory::refreshQuestions),
    // on the GUI thread; no computation reads it from another thread (compare() copies its runs
    // before it starts).
    using History = std::shared_ptr<metrics::RunHistory>;
    using Comparison = std::shared_ptr<const metrics::RunComparison>;

    explicit RunsComputation(QObject* parent = nullptr);
    ~RunsComputation() override;

    void loadHistory(const QString& projectPath);
    void compare(const History& history, const QList<int>& runIndexes, const QStringList& metrics);
    // Stops the history computation soon and drops every pending result.
    void cancel();
    bool isBusy() const;
    bool isLoadingHistory() const { return m_historyWatcher != nullptr; }

Q_SIGNALS:
    void historyProgress(int done, int total);
    void historyLoaded(const goldset::ui::RunsComputation::History& history);
    void historyFailed(const QString& message);
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
    QFutureWatcher<Comparison>* m_comparisonWatcher = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
};

} // namespace goldset::ui
