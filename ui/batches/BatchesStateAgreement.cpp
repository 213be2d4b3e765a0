#include "batches/BatchesState.h"

// The Batches page's agreement: the scope, the report and the disagreement queue, read on a
// thread of their own (BatchesReload), and the page a disagreement is settled on.
#include "agreement/DisagreementQueue.h"
#include "batches/DisagreementModel.h"
#include "common/WorkPool.h"
#include "storage/RunStore.h"

#include <QtConcurrent/QtConcurrentRun>

namespace goldset::ui {

void BatchesState::setScope(const agreement::AgreementScope& scope, agreement::KappaWeights weights)
{
    if (scope.task == m_scope.task && scope.runId == m_scope.runId &&
        scope.afterAdjudication == m_scope.afterAdjudication && weights == m_weights)
        return;
    m_scope = scope;
    m_weights = weights;
    measureAgreement();
}

QStringList BatchesState::categoryNames() const
{
    if (m_scope.task == agreement::AgreementTask::Relevance)
        return agreement::taskCategories(m_scope.task);
    QStringList names;
    for (const QString& verdict : agreement::taskCategories(m_scope.task))
        names.append(DisagreementModel::valueText(verdict, m_scope.task));
    return names;
}

void BatchesState::measureAgreement()
{
    if (!m_session) {
        m_report.reset();
        m_disagreements.clear();
        m_agreementMessage = tr("Open a project to measure agreement.");
        Q_EMIT agreementChanged();
        return;
    }
    // Agreement reads every label and review of the scope: 1.4-2.1 s on a project of 100,000
    // questions, which held the window when it ran here. It is measured on a thread with a
    // connection of its own, for a file as for a server; the last report stays in view meanwhile.
    if (!m_report && m_agreementMessage != measuringText()) {
        m_agreementMessage = measuringText();
        Q_EMIT agreementChanged();
    }
    reloadInBackground();
}

QString BatchesState::measuringText()
{
    return tr("Measuring agreement…");
}

void BatchesState::reloadInBackground()
{
    m_measuring = true;
    if (m_reload.isRunning()) {
        m_reloadAgain = true;
        return;
    }
    m_reloadAgain = false;
    const QString path = m_session->path();
    const RowId batchId = currentBatchId();
    const agreement::AgreementScope scope = m_scope;
    const agreement::KappaWeights weights = m_weights;
    m_reload.setFuture(QtConcurrent::run(workPool(), [path, batchId, scope, weights] {
        return BatchesReload::read(path, batchId, scope, weights);
    }));
}

void BatchesState::onBackgroundReloaded()
{
    BatchesReload read = m_reload.result();
    const bool current = m_session && read.isFor(m_session->path(), currentBatchId(), m_scope, m_weights);
    if (m_reloadAgain || !current) {
        // Read before the last change, or for another batch or scope: read again, or when the
        // page is seen if it is out of sight.
        if (m_session && m_inView) {
            reloadInBackground();
            return;
        }
        m_stale = m_session != nullptr;
        m_measuring = false;
        return;
    }
    m_measuring = false;
    m_disagreements = std::move(read.disagreements);
    showAssignments(&read.assignments);
    showAgreement(read.report ? Result<agreement::AgreementReport>(std::move(*read.report))
                              : Result<agreement::AgreementReport>(makeError(read.error)));
}

void BatchesState::showAgreement(Result<agreement::AgreementReport> report)
{
    m_report.reset();
    m_agreementMessage.clear();
    if (!report) {
        m_agreementMessage = report.error().toString();
    } else {
        m_report = std::move(*report);
        if (m_report->pairwise.isEmpty())
            m_agreementMessage =
                m_scope.task == agreement::AgreementTask::Relevance
                    ? tr("No two annotators have graded the same chunk yet. Make a batch with an overlap "
                         "of "
                         "2 or more, send the packages out and import them back.")
                    : tr("No two people have reviewed the same claim yet. Make a claims batch with an "
                         "overlap of 2 or more.");
    }
    Q_EMIT agreementChanged();
}

void BatchesState::openItem(const agreement::Disagreement& item)
{
    if (item.questionId == 0 || !m_session)
        return;
    // Claims are reviewed in their run; grades are labelled on the question itself.
    if (item.claimId != 0) {
        const auto run = m_session->project().runs().runById(item.runId);
        Q_EMIT questionRequested(QStringLiteral("reviewPage"), item.questionId, run ? run->name : QString());
        return;
    }
    Q_EMIT questionRequested(QStringLiteral("labellingPage"), item.questionId, QString());
}

} // namespace goldset::ui
