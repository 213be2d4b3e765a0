#pragma once

#include "domain/Entities.h"
#include "review/RunReview.h"
#include "shell/Page.h"

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace goldset::ui {

class CitationsTab;
class ClaimEditor;
class ClaimTableModel;
class NuggetReviewPanel;
class PrimaryJudgeBox;
class ReviewFilterProxy;
class ReviewQuestionModel;
class ReviewState;

// Review: the judge's verdicts claim by claim, with the evidence in view; the reviewer
// overrides them with one key, and sees how far the judge can be trusted. A view over
// ReviewState, which reads the run and pushes the verdicts.
class ReviewPage : public Page
{
    Q_OBJECT

public:
    explicit ReviewPage(QWidget* parent = nullptr);
    ~ReviewPage() override;

    QString title() const override { return tr("Review"); }
    QList<QAction*> pageActions() const override { return m_actions; }

    // For tests and other pages: show this run (and question).
    bool showRun(const QString& runName);
    bool showQuestion(RowId questionId);
    bool openQuestion(RowId questionId, const QString& runName) override;
    ReviewState* state() const { return m_state; }
    const review::RunReview& runReview() const;
    RowId currentQuestionId() const; // 0 if none
    // A run chosen in the box, or first shown, is read in the background.
    bool isLoading() const;
    // Opens Run Judge on the current run.
    void runJudge();
    CitationsTab* citationsTab() const { return m_citations; }
    // The claim edits of the Claims tab (F2, Shift+F2, M, Insert, Delete): null without a project.
    ClaimEditor* claimEditor() const { return m_claimEditor.get(); }

protected:
    void sessionSet(ProjectSession* session) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void createActions();
    void connectState();
    void showRuns();
    void clearRun();
    void showLoaded(int filterRow);
    void showJudges();
    void currentQuestionChanged();
    void currentClaimChanged();
    void refreshStaleTrust();
    void setVerdict(std::optional<Verdict> verdict);
    void editNote();
    void moveClaim(int delta);
    void moveQuestion(int delta);
    // Claim edits (ReviewPageClaimEdits.cpp): the dialog for F2, Shift+F2 and Insert.
    enum class ClaimEdit
    {
        Edit,
        Split,
        Add
    };
    void openClaimDialog(ClaimEdit edit);
    void mergeClaim();
    void deleteClaim();
    bool claimsShown() const; // the Claims tab is in view, with a question
    void afterClaimEdit(const std::optional<RowId>& result, const QString& done);
    void onClaimsEdited(RowId runId, RowId questionId, RowId selectClaimId);
    void applyBlind();
    int currentQuestionRow() const; // in runReview().questions(), -1 if none
    int currentClaimIndex() const;  // in runReview().claims(), -1 if none

    ReviewState* m_state;
    review::RunReview::QuestionDetails m_shown; // of the current question

    QComboBox* m_run;
    PrimaryJudgeBox* m_primaryJudge;
    QComboBox* m_judgeShown; // whose claims the table shows: one judge at a time
    QCheckBox* m_failingOnly;
    QCheckBox* m_disagreeOnly;
    QCheckBox* m_unreviewedOnly;
    QCheckBox* m_blind;
    QLabel* m_summary;
    QTableView* m_questionView;
    QLabel* m_questionText;
    QTextBrowser* m_answer;
    QTableView* m_claimView;
    QTextBrowser* m_contexts;
    QTextBrowser* m_trust;
    QTabWidget* m_tabs;
    CitationsTab* m_citations; // the Citations tab: its own widget and model
    NuggetReviewPanel* m_nuggetTab = nullptr;
    QList<QAction*> m_actions;
    std::unique_ptr<ClaimEditor> m_claimEditor;
};

} // namespace goldset::ui
