#pragma once

#include "batches/BatchesState.h"
#include "shell/Page.h"

class QLabel;
class QTableView;
class QTabWidget;
class QTextBrowser;

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
// where the lead settles items with one key. A thin view over BatchesState, where the
// behaviour is; every edit is a command on the project's undo stack.
class BatchesPage : public Page
{
    Q_OBJECT

public:
    explicit BatchesPage(QWidget* parent = nullptr);
    ~BatchesPage() override;

    QString title() const override { return tr("Batches && Agreement"); }
    QList<QAction*> pageActions() const override { return m_actions; }

    // The actions, by what they do (tests call them; dialogs call the second halves).
    void newBatch();
    bool createBatch(const NewBatchDialog& dialog); // stores the dialog's plan as one command
    void addAnnotatorDialog();
    void addServerAnnotatorDialog();
    void addAnnotator(const QString& name, AnnotatorRole role);
    void toggleRole();
    void exportPackage();
    bool exportPackageTo(const QString& path); // the selected assignment; false when none
    void importPackage();
    void importPackageFrom(const QString& path);
    bool selectBatch(const QString& name);
    bool selectAssignment(const QString& annotator);
    bool selectAnnotator(const QString& name);

    BatchesState* state() const { return m_state; }
    AnnotatorTableModel* annotatorModel() const { return m_state->annotators(); }
    BatchTableModel* batchModel() const { return m_state->batches(); }
    AssignmentTableModel* assignmentModel() const { return m_state->assignments(); }
    AgreementScopeBar* scopeBar() const { return m_scope; }
    AgreementPanel* agreementPanel() const { return m_agreement; }
    DisagreementPanel* disagreementPanel() const { return m_disagreements; }
    PackageTransfer* transfer() const { return m_state->transfer(); }
    QString hintText() const;
    QString lastOutcome() const { return m_state->lastOutcome(); } // plain text of the last export / import

Q_SIGNALS:
    void transferFinished(bool ok);

protected:
    void sessionSet(ProjectSession* session) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void createActions();
    void connectState();
    void showAgreement();
    void updateHint();
    void updateActions();
    void showImported(const QString& packagePath, const batch::ImportSummary& summary);
    void showProgress(const QString& title, const QString& text);
    void reportError(const QString& title, const QString& message);

    BatchesState* m_state;
    QLabel* m_hint;
    QTableView* m_annotatorView;
    QTableView* m_batchView;
    QTableView* m_assignmentView;
    AgreementScopeBar* m_scope;
    QTabWidget* m_tabs;
    QTextBrowser* m_history; // the packages merged back into the selected batch
    AgreementPanel* m_agreement;
    DisagreementPanel* m_disagreements;

    QList<QAction*> m_actions;
    QAction* m_newBatchAction = nullptr;
    QAction* m_addAnnotatorAction = nullptr;
    QAction* m_roleAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_importAction = nullptr;
};

} // namespace goldset::ui
