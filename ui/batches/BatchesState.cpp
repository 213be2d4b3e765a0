#include "batches/BatchesState.h"

#include "batches/AnnotatorTableModel.h"
#include "batches/AssignmentTableModel.h"
#include "batches/BatchTableModel.h"
#include "batches/MergeHistoryText.h"
#include "commands/AddAnnotatorCommand.h"
#include "commands/CreateBatchCommand.h"
#include "commands/SetAnnotatorRoleCommand.h"
#include "storage/server/ServerRoles.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

namespace goldset::ui {

BatchesState::BatchesState(QObject* parent)
    : QObject(parent), m_annotators(new AnnotatorTableModel(this)), m_batches(new BatchTableModel(this)),
      m_assignments(new AssignmentTableModel(this)), m_transfer(new PackageTransfer(this))
{
    connect(m_transfer, &PackageTransfer::finished, this, &BatchesState::onTransferFinished);
    connect(&m_reload, &QFutureWatcher<BatchesReload>::finished, this, &BatchesState::onBackgroundReloaded);
}

BatchesState::~BatchesState()
{
    m_transfer->waitForFinished();
    m_reload.waitForFinished();
}

void BatchesState::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    // Another project's numbers never stay in view while this one's are measured.
    if (session != m_session) {
        m_report.reset();
        m_disagreements.clear();
        m_agreementMessage.clear();
        Q_EMIT agreementChanged();
    }
    m_session = session;
    if (session)
        connect(session, &ProjectSession::changed, this, &BatchesState::onChanged);
    Q_EMIT runsChanged();
    reloadPeopleAndBatches();
    m_stale = session && !m_inView;
    if (!m_stale)
        measureAgreement();
}

void BatchesState::onChanged(ProjectSession::Change change)
{
    switch (change) {
    case ProjectSession::Change::Batches:
        reloadPeopleAndBatches();
        measureAgreement();
        break;
    case ProjectSession::Change::Labels:
    case ProjectSession::Change::Reviews:
    case ProjectSession::Change::Questions:
        if (!m_inView) {
            m_stale = true;
            break;
        }
        if (m_session->isRemoteChange()) {
            reloadInBackground();
            break;
        }
        reloadAssignments();
        measureAgreement();
        break;
    case ProjectSession::Change::Runs:
        Q_EMIT runsChanged();
        measureAgreement();
        break;
    case ProjectSession::Change::Corpus:
    case ProjectSession::Change::Settings:
        break;
    }
}

void BatchesState::setInView(bool inView)
{
    m_inView = inView;
    if (inView && m_stale) {
        m_stale = false;
        reloadAssignments();
        measureAgreement();
    }
}

void BatchesState::reloadPeopleAndBatches()
{
    storage::Project* project = m_session ? &m_session->project() : nullptr;
    const RowId keepAnnotator = m_annotatorRow >= 0 && m_annotatorRow < m_annotators->rowCount()
                                    ? m_annotators->annotators().at(m_annotatorRow).id
                                    : 0;
    const RowId keepBatch = currentBatchId();
    m_annotators->reload(project);
    m_batches->reload(project);
    m_annotatorRow = m_annotators->rowOf(keepAnnotator);
    Q_EMIT annotatorRowChanged(m_annotatorRow);
    const int batchRow = m_batches->rowOf(keepBatch);
    // A new batch is the one the lead wants to see: the last one when the old one went away.
    m_batchRow = batchRow >= 0 ? batchRow : m_batches->rowCount() - 1;
    Q_EMIT batchRowChanged(m_batchRow);
    reloadAssignments();
    Q_EMIT peopleReloaded();
    if (const QString text = hint(); !text.isEmpty())
        Q_EMIT statusMessage(text);
}

void BatchesState::reloadAssignments()
{
    showAssignments(nullptr);
}

void BatchesState::showAssignments(const QList<storage::BatchStore::Assignment>* read)
{
    const auto* current = m_assignmentRow >= 0 ? m_assignments->assignmentAt(m_assignmentRow) : nullptr;
    const QString keep = current ? current->annotatorName : QString();
    if (read)
        m_assignments->setAssignments(currentBatchId(), *read);
    else
        m_assignments->reload(m_session ? &m_session->project() : nullptr, currentBatchId());
    m_assignmentRow = -1;
    if (keep.isEmpty() || !selectAssignment(keep))
        m_assignmentRow = m_assignments->rowCount() > 0 ? 0 : -1;
    Q_EMIT assignmentRowChanged(m_assignmentRow);
    Q_EMIT assignmentsReloaded();
    Q_EMIT actionsChanged();
}

void BatchesState::setAnnotatorRow(int row)
{
    if (row == m_annotatorRow)
        return;
    m_annotatorRow = row;
    Q_EMIT annotatorRowChanged(row);
    Q_EMIT actionsChanged();
}

void BatchesState::setBatchRow(int row)
{
    if (row == m_batchRow)
        return;
    m_batchRow = row;
    Q_EMIT batchRowChanged(row);
    reloadAssignments();
}

void BatchesState::setAssignmentRow(int row)
{
    if (row == m_assignmentRow)
        return;
    m_assignmentRow = row;
    Q_EMIT assignmentRowChanged(row);
    Q_EMIT actionsChanged();
}

bool BatchesState::selectAnnotator(const QString& name)
{
    for (int row = 0; row < m_annotators->rowCount(); ++row)
        if (m_annotators->annotators().at(row).name == name) {
            setAnnotatorRow(row);
            return true;
        }
    return false;
}

bool BatchesState::selectBatch(const QString& name)
{
    for (int row = 0; row < m_batches->rowCount(); ++row)
        if (m_batches->batchAt(row)->name == name) {
            setBatchRow(row);
            return true;
        }
    return false;
}

bool BatchesState::selectAssignment(const QString& annotator)
{
    for (int row = 0; row < m_assignments->rowCount(); ++row)
        if (m_assignments->assignmentAt(row)->annotatorName == annotator) {
            setAssignmentRow(row);
            return true;
        }
    return false;
}

RowId BatchesState::currentBatchId() const
{
    const auto* batch = m_batchRow >= 0 ? m_batches->batchAt(m_batchRow) : nullptr;
    return batch ? batch->id : 0;
}

QString BatchesState::mergeHistory() const
{
    return m_session && currentBatchId() ? mergeHistoryHtml(m_session->project(), currentBatchId())
                                         : QString();
}

QString BatchesState::hint() const
{
    if (!m_session)
        return tr("Open a project to split its work into batches and measure agreement.");
    if (m_annotators->rowCount() == 0)
        return tr("This project has no annotators yet. Add the people who label (Add Annotator...), then "
                  "make a batch for them (New Batch...).");
    if (m_batches->rowCount() == 0)
        return tr("No batches yet. New Batch... splits questions (relevance) or a run's claims (verdicts) "
                  "among the annotators, with an overlap so that agreement can be measured.");
    return {};
}

bool BatchesState::createBatch(const batch::BatchRequest& request, const batch::BatchPlan& plan)
{
    if (!m_session)
        return false;
    storage::BatchStore::Batch batch;
    batch.name = request.name;
    batch.kind = request.kind;
    batch.overlap = request.overlap;
    batch.seed = qint64(request.seed);
    batch.blind = request.blind;
    m_session->undoStack()->push(new CreateBatchCommand(
        *m_session, batch, batch::itemsByAnnotator(plan),
        [this](const QString& message) { Q_EMIT errorOccurred(tr("Cannot create the batch"), message); }));
    if (!selectBatch(batch.name))
        return false;
    Q_EMIT statusMessage(tr("Created \"%1\" (Undo deletes it again).").arg(batch.name));
    return true;
}

void BatchesState::addAnnotator(const QString& name, AnnotatorRole role)
{
    if (!m_session || name.trimmed().isEmpty())
        return;
    m_session->undoStack()->push(
        new AddAnnotatorCommand(*m_session, name, role, [this](const QString& message) {
            Q_EMIT errorOccurred(tr("Annotators"), message);
        }));
    selectAnnotator(name.trimmed());
}

bool BatchesState::onServer() const
{
    return m_session && m_session->project().database().isServer();
}

bool BatchesState::addServerAnnotator(const QString& name, const QString& password)
{
    if (!onServer())
        return false;
    const QString trimmed = name.trimmed();
    const Status made =
        storage::ServerRoles::createAnnotator(m_session->project().connection(), trimmed, password);
    if (!made) {
        Q_EMIT errorOccurred(tr("Annotators"), made.error().toString());
        return false;
    }
    addAnnotator(trimmed, AnnotatorRole::Annotator);
    return true;
}

void BatchesState::toggleRole()
{
    if (!canToggleRole())
        return;
    const Annotator annotator = m_annotators->annotators().at(m_annotatorRow);
    const AnnotatorRole role =
        annotator.role == AnnotatorRole::Lead ? AnnotatorRole::Annotator : AnnotatorRole::Lead;
    m_session->undoStack()->push(
        new SetAnnotatorRoleCommand(*m_session, annotator, role, [this](const QString& message) {
            Q_EMIT errorOccurred(tr("Annotators"), message);
        }));
}

QString BatchesState::suggestedPackagePath() const
{
    const auto* batch = m_batchRow >= 0 ? m_batches->batchAt(m_batchRow) : nullptr;
    const auto* assignment = m_assignmentRow >= 0 ? m_assignments->assignmentAt(m_assignmentRow) : nullptr;
    if (!m_session || !batch || !assignment)
        return {};
    return QFileInfo(m_session->path())
        .dir()
        .filePath(QStringLiteral("%1-%2.goldset").arg(batch->name, assignment->annotatorName));
}

bool BatchesState::clearExportPath(const QString& path)
{
    const QString error = PackageTransfer::clearTarget(path);
    if (error.isEmpty())
        return true;
    Q_EMIT errorOccurred(tr("Cannot export the package"), error);
    return false;
}

bool BatchesState::startExport(const QString& path)
{
    if (!canExport())
        return false;
    const auto* batch = m_batchRow >= 0 ? m_batches->batchAt(m_batchRow) : nullptr;
    const auto* assignment = m_assignments->assignmentAt(m_assignmentRow);
    if (!batch || !assignment)
        return false;
    m_transfer->startExport(m_session->path(), batch->name, assignment->annotatorName, path);
    Q_EMIT actionsChanged();
    return true;
}

bool BatchesState::startImport(const QString& path)
{
    if (!canImport())
        return false;
    m_transfer->startImport(m_session->path(), path);
    Q_EMIT actionsChanged();
    return true;
}

void BatchesState::onTransferFinished(const PackageTransfer::Outcome& outcome)
{
    Q_EMIT actionsChanged();
    if (outcome.error) {
        m_lastOutcome = outcome.error->toString();
        Q_EMIT errorOccurred(outcome.exporting ? tr("Cannot export the package")
                                               : tr("Cannot import the package"),
                             m_lastOutcome);
        Q_EMIT transferFinished(false);
        return;
    }
    if (outcome.exporting) {
        m_lastOutcome =
            tr("Wrote %1 with %2 items. Send it to the annotator; they open it in Goldset, label, "
               "and send it back for Import Package.")
                .arg(QDir::toNativeSeparators(outcome.packagePath))
                .arg(outcome.exportedItems);
        Q_EMIT statusMessage(m_lastOutcome);
    } else {
        m_lastOutcome.clear();
        Q_EMIT packageImported(outcome.packagePath, *outcome.imported);
    }
    // The worker wrote through its own connection: every view of labels and batches reloads.
    if (m_session) {
        m_session->notifyChanged(ProjectSession::Change::Batches);
        if (!outcome.exporting) {
            m_session->notifyChanged(ProjectSession::Change::Labels);
            m_session->notifyChanged(ProjectSession::Change::Reviews);
        }
    }
    Q_EMIT transferFinished(true);
}

} // namespace goldset::ui
