#include "review/PrimaryJudgeBox.h"

#include "storage/Project.h"
#include "storage/RunStore.h"

#include <algorithm>

namespace goldset::ui {

PrimaryJudgeBox::PrimaryJudgeBox(QWidget* parent) : QComboBox(parent)
{
    setObjectName(QStringLiteral("reviewPrimaryJudge"));
    setAccessibleName(tr("Primary judge"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(this, &QComboBox::activated, this, &PrimaryJudgeBox::onActivated);
    clearRun();
}

void PrimaryJudgeBox::clearRun()
{
    clear();
    m_picked.clear();
    setEnabled(false);
    setToolTip(QString());
}

void PrimaryJudgeBox::load(storage::Project& project, RowId runId, QStringList judges,
                           const QString& effective)
{
    clear();
    std::sort(judges.begin(), judges.end());
    m_picked = project.runs().pickedJudge(runId).value_or(QString());
    if (!judges.contains(m_picked))
        m_picked.clear(); // a picked judge whose claims are gone counts as automatic
    addItem(m_picked.isEmpty() && !effective.isEmpty() ? tr("Automatic (%1)").arg(effective)
                                                       : tr("Automatic"),
            QString());
    for (const QString& judge : judges)
        addItem(judge, judge);
    setCurrentIndex(std::max(0, findData(m_picked)));
    setEnabled(judges.size() > 1 || !m_picked.isEmpty());
    setToolTip(tr("The judge whose verdicts count in this run's metrics. Automatic: the first "
                  "judge that judged the run; running another judge never changes it."));
}

void PrimaryJudgeBox::onActivated(int index)
{
    const QString model = itemData(index).toString();
    if (model != m_picked)
        Q_EMIT primaryJudgeChosen(model);
}

} // namespace goldset::ui
