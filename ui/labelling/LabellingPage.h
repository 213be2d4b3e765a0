#pragma once

#include "domain/Entities.h"
#include "labelling/LabellingState.h"
#include "shell/Page.h"

#include <QList>
#include <functional>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QMainWindow;
class QProgressBar;
class QSpinBox;
class QTextBrowser;

namespace goldset::ui {

class BackgroundExport;
class CandidateDelegate;
class CandidateModel;
class GuidelinesPanel;

// Labelling gold chunks with graded relevance, keyboard first. The annotator works through a
// queue of questions; for each, the candidates are the pooled top-k of every run, full-text
// search hits and chunks already labelled. One key grades the current chunk (written at once,
// through the project's undo stack) and moves on. A lead switches to gold mode to see every
// annotator's grade and set the adjudicated one. The page is a view of a LabellingState.
class LabellingPage : public Page
{
    Q_OBJECT

public:
    using Scope = LabellingState::Scope;

    explicit LabellingPage(QWidget* parent = nullptr);
    ~LabellingPage() override;

    QString title() const override { return tr("Labelling"); }
    QList<QAction*> pageActions() const override { return m_actions + m_dockActions; }
    // Shows the question, widening the queue to every question if it is not in the current one.
    bool openQuestion(RowId questionId, const QString& runName) override;

    // For tests and the shell.
    LabellingState* state() const { return m_state; }
    CandidateModel* candidateModel() const { return m_state->candidates(); }
    QuestionQueueModel* queueModel() const { return m_state->queue(); }
    QueueFilterProxy* queueProxy() const { return m_state->queueProxy(); }
    QListView* candidateView() const { return m_candidateView; }
    RowId currentQuestionId() const { return m_state->questionId(); }
    int currentCandidateRow() const;
    void setScope(Scope scope);
    void setPoolDepth(int depth);
    void chooseAnnotator(const QString& name); // switches to it (creating it when new)

    // The actions, by what they do.
    void gradeCurrent(int grade);
    void clearCurrent();
    void moveCandidate(int step);
    void moveQuestion(int step);
    void toggleContext();
    void searchCorpus(const QString& text);
    void setGoldMode(bool gold);

protected:
    void sessionSet(ProjectSession* session) override;

private:
    void createActions();
    void whenShown(const std::function<void()>& step);
    void replayTypeAhead();
    void connectState();
    void showAnnotators();
    void showQuestion(int proxyRow);
    void showCandidates(int row);
    void updateProgress();
    void editGuidelines();
    void exportGoldQrels();
    void newAnnotatorDialog();
    // Asks who is grading (an annotator of the project or a new name), then grades the chunk
    // that was current with `pendingGrade`, if it still is.
    void askForAnnotator(int pendingGrade);
    void reportError(const QString& message);

    LabellingState* m_state = nullptr;
    CandidateDelegate* m_delegate = nullptr;

    QComboBox* m_annotatorCombo = nullptr;
    QComboBox* m_scopeCombo = nullptr;
    QLineEdit* m_queueFilter = nullptr;
    QSpinBox* m_depthSpin = nullptr;
    QProgressBar* m_progress = nullptr;
    QMainWindow* m_dockHost = nullptr;
    QList<QAction*> m_dockActions;
    QListView* m_queueView = nullptr;
    QTextBrowser* m_questionView = nullptr;
    QLineEdit* m_searchEdit = nullptr;
    QLabel* m_poolLabel = nullptr;
    QListView* m_candidateView = nullptr;
    GuidelinesPanel* m_guidelines = nullptr;

    QList<QAction*> m_actions;
    QList<std::function<void()>> m_typeAhead; // keys typed while the page was reading
    QAction* m_goldAction = nullptr;
    QAction* m_exportAction = nullptr;
    BackgroundExport* m_goldExport = nullptr; // made on first use
};

} // namespace goldset::ui
