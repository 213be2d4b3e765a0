#pragma once

#include "domain/Entities.h"

#include <QComboBox>

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// Which judge's verdicts count in a run's metrics: "automatic" (the first judge to run) or
// one of the judges that made the run's claims. Disabled while the run has fewer than two.
class PrimaryJudgeBox : public QComboBox
{
    Q_OBJECT

public:
    explicit PrimaryJudgeBox(QWidget* parent = nullptr);

    // Fills the box for a run; `effective` is the judge whose verdicts count now.
    // `judges`: the run's judge models, from the review already read (a query over every claim
    // of a run of 100,000 questions held the window 0.25 s).
    void load(storage::Project& project, RowId runId, QStringList judges, const QString& effective);
    void clearRun();

Q_SIGNALS:
    // A person chose: a judge model, or an empty string for automatic.
    void primaryJudgeChosen(const QString& model);

private:
    void onActivated(int index);

    QString m_picked; // what the project holds now ("" = automatic)
};

} // namespace goldset::ui
