#include "batches/AgreementScopeBar.h"

#include "common/FieldLabel.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

namespace goldset::ui {

AgreementScopeBar::AgreementScopeBar(QWidget* parent)
    : QWidget(parent), m_task(new QComboBox(this)), m_run(new QComboBox(this)),
      m_weights(new QComboBox(this)), m_after(new QCheckBox(tr("&After adjudication"), this))
{
    m_task->setObjectName(QStringLiteral("agreementTask"));
    m_task->setAccessibleName(tr("Agreement task"));
    m_task->addItem(tr("Relevance grades"), int(agreement::AgreementTask::Relevance));
    m_task->addItem(tr("Claim verdicts"), int(agreement::AgreementTask::Claims));
    m_run->setObjectName(QStringLiteral("agreementRun"));
    m_run->setAccessibleName(tr("Run of the claims"));
    m_run->setMinimumContentsLength(10);
    m_run->setSizeAdjustPolicy(QComboBox::AdjustToContents); // run names are longer than ten
    m_run->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_weights->setObjectName(QStringLiteral("agreementWeights"));
    m_weights->setAccessibleName(tr("Kappa weighting"));
    m_weights->addItem(tr("Unweighted"), int(agreement::KappaWeights::None));
    m_weights->addItem(tr("Linear weights"), int(agreement::KappaWeights::Linear));
    m_weights->addItem(tr("Quadratic weights"), int(agreement::KappaWeights::Quadratic));
    m_after->setObjectName(QStringLiteral("agreementAfterAdjudication"));
    m_after->setToolTip(tr("Count every rating of an adjudicated item as the adjudicated value"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(fieldLabel(tr("Task:"), m_task, this));
    layout->addWidget(m_task);
    layout->addWidget(fieldLabel(tr("Run:"), m_run, this));
    layout->addWidget(m_run);
    layout->addWidget(m_weights);
    layout->addWidget(m_after);
    layout->addStretch(1);

    auto changed = [this] {
        updateEnabled();
        Q_EMIT scopeChanged();
    };
    connect(m_task, &QComboBox::currentIndexChanged, this, changed);
    connect(m_run, &QComboBox::currentIndexChanged, this, changed);
    connect(m_weights, &QComboBox::currentIndexChanged, this, changed);
    connect(m_after, &QCheckBox::toggled, this, changed);
    updateEnabled();
}

void AgreementScopeBar::reloadRuns(storage::Project* project)
{
    const QVariant previous = m_run->currentData();
    const QSignalBlocker blocker(m_run);
    m_run->clear();
    m_run->addItem(tr("All runs"), QVariant());
    if (project)
        for (const Run& run : project->runs().runs())
            m_run->addItem(run.name, run.id);
    const int keep = previous.isValid() ? m_run->findData(previous) : 0;
    m_run->setCurrentIndex(std::max(0, keep));
}

agreement::AgreementScope AgreementScopeBar::scope() const
{
    agreement::AgreementScope scope;
    scope.task = agreement::AgreementTask(m_task->currentData().toInt());
    if (scope.task == agreement::AgreementTask::Claims && m_run->currentData().isValid())
        scope.runId = m_run->currentData().toLongLong();
    scope.afterAdjudication = m_after->isChecked();
    return scope;
}

agreement::KappaWeights AgreementScopeBar::weights() const
{
    // Verdicts have no order: their kappa is always unweighted.
    if (agreement::AgreementTask(m_task->currentData().toInt()) == agreement::AgreementTask::Claims)
        return agreement::KappaWeights::None;
    return agreement::KappaWeights(m_weights->currentData().toInt());
}

void AgreementScopeBar::setTask(agreement::AgreementTask task)
{
    m_task->setCurrentIndex(m_task->findData(int(task)));
}

void AgreementScopeBar::setWeights(agreement::KappaWeights weights)
{
    m_weights->setCurrentIndex(m_weights->findData(int(weights)));
}

void AgreementScopeBar::setAfterAdjudication(bool after)
{
    m_after->setChecked(after);
}

void AgreementScopeBar::updateEnabled()
{
    const bool claims =
        agreement::AgreementTask(m_task->currentData().toInt()) == agreement::AgreementTask::Claims;
    m_run->setEnabled(claims);
    m_weights->setEnabled(!claims);
}

} // namespace goldset::ui
