#pragma once

#include "domain/Entities.h"
#include "review/RunReview.h"

#include <QObject>
#include <memory>

namespace goldset::ui {

// Reads a run for the Review page on a thread of its own, through its own connection to the
// project file: at 100,000 questions and 300,000 claims that takes seconds the window must not
// freeze for. A newer load (or cancel()) supersedes one under way: its result is dropped.
class RunReviewLoader : public QObject
{
    Q_OBJECT

public:
    explicit RunReviewLoader(QObject* parent = nullptr);

    void load(const QString& projectPath, RowId runId);
    void cancel();
    bool isBusy() const { return m_busy; }

Q_SIGNALS:
    // nullptr when the file could not be opened or the run is gone.
    void loaded(std::shared_ptr<review::RunReview> review);

private:
    quint64 m_generation = 0;
    bool m_busy = false;
};

} // namespace goldset::ui
