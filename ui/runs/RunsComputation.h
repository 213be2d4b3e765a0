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
// and randomization tests). A newer request supersedes an older one, whose result is dropped.
class RunsComputation : public QObject
{
    Q_OBJECT

public:
    using History = std::shared_ptr<const metrics::RunHistory>;
    using Comparison = std::shared_ptr<const metrics::RunComparison>;

    explicit RunsComputation(QObject* parent = nullptr);
    ~RunsComputation() override;

    void loadHistory(const QString& projectPath);
    void compare(const History& history, const QList<int>& runIndexes, const QStringList& metrics);
    void cancel();
    bool isBusy() const;

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

    QFutureWatcher<HistoryOutcome> m_historyWatcher;
    QFutureWatcher<Comparison> m_comparisonWatcher;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
};

} // namespace goldset::ui
