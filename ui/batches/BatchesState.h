#pragma once

#include "agreement/AgreementReport.h"
#include "agreement/AgreementScope.h"
#include "agreement/CohenKappa.h"
#include "batch/BatchPlanner.h"
#include "batches/BatchesReload.h"
#include "batches/PackageTransfer.h"
#include "shell/ProjectSession.h"
#include "storage/BatchStore.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <optional>

namespace goldset::agreement {
struct Disagreement;
}

namespace goldset::ui {

class AnnotatorTableModel;
class AssignmentTableModel;
class BatchTableModel;

// What the Batches & Agreement page shows, without its widgets: the people, the batches and the
// assignments of the chosen batch (which row of each is current), the agreement of the chosen
// scope, and the edits (commands on the project's undo stack) and package transfers the lead
// starts. The page follows the signals; tests drive it directly.
class BatchesState : public QObject
{
    Q_OBJECT

public:
    explicit BatchesState(QObject* parent = nullptr);
    ~BatchesState() override;

    void setSession(ProjectSession* session);
    ProjectSession* session() const { return m_session; }
    AnnotatorTableModel* annotators() const { return m_annotators; }
    BatchTableModel* batches() const { return m_batches; }
    AssignmentTableModel* assignments() const { return m_assignments; }
    PackageTransfer* transfer() const { return m_transfer; }

    // The current row of each table (-1: none). Choosing a batch reads its assignments.
    int annotatorRow() const { return m_annotatorRow; }
    int batchRow() const { return m_batchRow; }
    int assignmentRow() const { return m_assignmentRow; }
    void setAnnotatorRow(int row);
    void setBatchRow(int row);
    void setAssignmentRow(int row);
    bool selectAnnotator(const QString& name);
    bool selectBatch(const QString& name);
    bool selectAssignment(const QString& annotator);
    RowId currentBatchId() const;
    // The packages merged back into the current batch, as HTML.
    QString mergeHistory() const;

    // Agreement reads every label and review: while the page is out of sight it is measured
    // only when the page is seen again.
    void setInView(bool inView);
    void setScope(const agreement::AgreementScope& scope, agreement::KappaWeights weights);
    const agreement::AgreementScope& scope() const { return m_scope; }
    const std::optional<agreement::AgreementReport>& report() const { return m_report; }
    QStringList categoryNames() const;
    // Why there is no report, or what is missing for one; empty when there is nothing to say.
    const QString& agreementMessage() const { return m_agreementMessage; }
    // Agreement is measured on a thread of its own: true until the last request's report is
    // shown (agreementChanged).
    bool isMeasuring() const { return m_measuring; }
    // The scope's disagreements, largest first, read with the report.
    const QList<agreement::Disagreement>& disagreements() const { return m_disagreements; }

    // What to do first, when the project lacks people or batches; empty otherwise.
    QString hint() const;
    bool canEdit() const { return m_session != nullptr; }
    bool canToggleRole() const { return canEdit() && m_annotatorRow >= 0; }
    bool canExport() const { return canEdit() && !m_transfer->isRunning() && m_assignmentRow >= 0; }
    bool canImport() const { return canEdit() && !m_transfer->isRunning(); }

    // The edits, each one command on the undo stack.
    bool createBatch(const batch::BatchRequest& request, const batch::BatchPlan& plan);
    void addAnnotator(const QString& name, AnnotatorRole role);
    // A project on a server, where an annotator is a role that signs in with a password.
    bool onServer() const;
    // On a server: creates the annotator's role with the password the lead typed
    // (storage::ServerRoles: member of goldset_annotator, let into this project), then adds
    // the annotator to the project as a command. Creating the role is not undoable: it belongs
    // to the server, not to the project (undo removes the annotator, the sign-in stays); the
    // page says so before. False, with errorOccurred, when the server refused.
    bool addServerAnnotator(const QString& name, const QString& password);
    void toggleRole();

    // Package transfers of the current assignment (export) or of a file sent back (import).
    QString suggestedPackagePath() const;
    // Makes way for a new package at `path`; false (errorOccurred) when it cannot be written.
    bool clearExportPath(const QString& path);
    bool startExport(const QString& path);
    bool startImport(const QString& path);
    const QString& lastOutcome() const { return m_lastOutcome; } // plain text of the last transfer
    void setLastOutcome(const QString& text) { m_lastOutcome = text; }

    // Asks for the page where a disagreement is settled (Review for claims, Labelling for grades).
    void openItem(const agreement::Disagreement& item);

Q_SIGNALS:
    void annotatorRowChanged(int row);
    void batchRowChanged(int row);
    void assignmentRowChanged(int row);
    void assignmentsReloaded(); // of another batch, or their progress changed
    void peopleReloaded();      // the people and the batches were read again (the hint may change)
    void runsChanged();         // the scope's runs: the page reloads its run choice
    void agreementChanged();
    void actionsChanged();
    void packageImported(const QString& packagePath, const goldset::batch::ImportSummary& summary);
    void transferFinished(bool ok);
    void statusMessage(const QString& message);
    void errorOccurred(const QString& title, const QString& message);
    void questionRequested(const QString& pageName, goldset::RowId questionId, const QString& runName);

private:
    void onChanged(ProjectSession::Change change);
    void reloadPeopleAndBatches();
    void reloadAssignments();
    void showAssignments(const QList<storage::BatchStore::Assignment>* read);
    void measureAgreement();
    void showAgreement(Result<agreement::AgreementReport> report);
    static QString measuringText();
    // Progress and agreement read on a thread of their own (its own connection), one reload at a
    // time, the last change read once more after a running one.
    void reloadInBackground();
    void onBackgroundReloaded();
    void onTransferFinished(const PackageTransfer::Outcome& outcome);

    QPointer<ProjectSession> m_session;
    AnnotatorTableModel* m_annotators;
    BatchTableModel* m_batches;
    AssignmentTableModel* m_assignments;
    PackageTransfer* m_transfer;
    int m_annotatorRow = -1;
    int m_batchRow = -1;
    int m_assignmentRow = -1;
    agreement::AgreementScope m_scope;
    agreement::KappaWeights m_weights = agreement::KappaWeights::None;
    std::optional<agreement::AgreementReport> m_report;
    QList<agreement::Disagreement> m_disagreements;
    QString m_agreementMessage;
    QString m_lastOutcome;
    bool m_inView = false;
    // Labels change with every key on the Labelling page; agreement is recomputed only when the
    // page is seen, not behind the annotator's back on each grade.
    bool m_stale = false;
    QFutureWatcher<BatchesReload> m_reload;
    bool m_reloadAgain = false;
    bool m_measuring = false;
};

} // namespace goldset::ui
