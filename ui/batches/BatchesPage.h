#pragma once

#include "batches/PackageTransfer.h"
#include "shell/Page.h"
#include "shell/ProjectSession.h"

#include <QPointer>

class QLabel;
class QTableView;
class QTabWidget;
class QTextBrowser;

namespace goldset::agreement {
struct Disagreement;
}

namespace goldset::ui {

class AgreementPanel;
class AgreementScopeBar;
class AnnotatorTableModel;
class AssignmentTableModel;
class BatchTableModel;
class DisagreementPanel;
class NewBatchDialog;

// Batches & Agreement: the lead's page. Left, the people (with their role), the batches and the
// assignments of the selected batch with their progress; packages go out to annotators and come
// back from here. Right, the agreement of the labels (Cohen per pair, Fleiss, Krippendorff,
// per category, confusion matrix), before or after adjudication, and the disagreement queue
// where the lead settles items with one key. Every edit is a command on the project's undo stack.
class BatchesPage : public Page
{
    Q_OBJECT

public:
    explicit BatchesPage(QWidget* parent = nullptr);
    ~BatchesPage() override;

    QString title() const override { return tr("Batches && Agreement"); }
    QList<QAction*> pageActions() const override { return m_actions; }
    void setSession(ProjectSession* session) override;

    // The actions, by what they do (tests call them; dialogs call the second halves).
    void newBatch();
    bool createBatch(const NewBatchDialog& dialog); // stores the dialog's plan as one command
    void addAnnotatorDialog();
    void addAnnotator(const QString& name, AnnotatorRole role);
    void toggleRole();
    void exportPackage();
    bool exportPackageTo(const QString& path); // the selected assignment; false when none
    void importPackage();
    void importPackageFrom(const QString& path);
    bool selectBatch(const QString& name);
    bool selectAssignment(const QString& annotator);
    bool selectAnnotator(const QString& name);

    AnnotatorTableModel* annotatorModel() const { return m_annotators; }
    BatchTableModel* batchModel() const { return m_batches; }
    AssignmentTableModel* assignmentModel() const { return m_assignments; }
    AgreementScopeBar* scopeBar() const { return m_scope; }
    AgreementPanel* agreementPanel() const { return m_agreement; }
    DisagreementPanel* disagreementPanel() const { return m_disagreements; }
    PackageTransfer* transfer() const { return m_transfer; }
    QString hintText() const;
    QString lastOutcome() const { return m_lastOutcome; } // plain text of the last export / import

Q_SIGNALS:
    void transferFinished(bool ok);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void createActions();
    void onChanged(ProjectSession::Change change);
    void reloadPeopleAndBatches();
    void reloadAssignments();
    void reloadAgreement();
    void updateHint();
    void updateActions();
    void onTransferFinished(const PackageTransfer::Outcome& outcome);
    void openItem(const agreement::Disagreement& item);
    void reportError(const QString& title, const QString& message);
    RowId currentBatchId() const;

    QPointer<ProjectSession> m_session;
    AnnotatorTableModel* m_annotators;
    BatchTableModel* m_batches;
    AssignmentTableModel* m_assignments;
    PackageTransfer* m_transfer;

    QLabel* m_hint;
    QTableView* m_annotatorView;
    QTableView* m_batchView;
    QTableView* m_assignmentView;
    AgreementScopeBar* m_scope;
    QTabWidget* m_tabs;
    QTextBrowser* m_history; // the packages merged back into the selected batch
    AgreementPanel* m_agreement;
    DisagreementPanel* m_disagreements;
    QString m_lastOutcome;
    // Labels change with every key on the Labelling page; agreement is recomputed only when this
    // page is seen, not behind the annotator's back on each grade.
    bool m_stale = false;

    QList<QAction*> m_actions;
    QAction* m_newBatchAction = nullptr;
    QAction* m_addAnnotatorAction = nullptr;
    QAction* m_roleAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_importAction = nullptr;
};

} // namespace goldset::ui
