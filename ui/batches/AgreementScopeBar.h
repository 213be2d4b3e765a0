#pragma once

#include "agreement/AgreementScope.h"
#include "agreement/CohenKappa.h"

#include <QWidget>

class QCheckBox;
class QComboBox;

namespace goldset::storage {
class Project;
}

namespace goldset::ui {

// What the agreement panel and the disagreement queue look at: the task (relevance grades or
// claim verdicts, and for claims which run), the kappa weighting (grades only) and whether
// agreement is shown before or after adjudication.
class AgreementScopeBar : public QWidget
{
    Q_OBJECT

public:
    explicit AgreementScopeBar(QWidget* parent = nullptr);

    void reloadRuns(storage::Project* project); // keeps the chosen run when it still exists
    agreement::AgreementScope scope() const;
    agreement::KappaWeights weights() const;

    // For tests and the page.
    void setTask(agreement::AgreementTask task);
    void setWeights(agreement::KappaWeights weights);
    void setAfterAdjudication(bool after);

Q_SIGNALS:
    void scopeChanged();

private:
    void updateEnabled();

    QComboBox* m_task;
    QComboBox* m_run;
    QComboBox* m_weights;
    QCheckBox* m_after;
};

} // namespace goldset::ui
