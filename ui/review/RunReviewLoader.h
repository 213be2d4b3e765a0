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

    // A run read, and its judge-trust page (HTML), which takes a while at 300,000 claims too.
    struct Loaded
    {
        std::shared_ptr<review::RunReview> review; // nullptr: the file could not be opened, or no run
        QString trustHtml;
    };

    void load(const QString& projectPath, RowId runId);
    void cancel();
    bool isBusy() const { return m_busy; }

Q_SIGNALS:
    void loaded(const goldset::ui::RunReviewLoader::Loaded& loaded);

private:
    quint64 m_generation = 0;
    bool m_busy = false;
};

} // namespace goldset::ui
