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
class RunReviewLoader;

// Review: the judge's verdicts claim by claim, with the evidence in view; the reviewer
// overrides them with one key, and sees how far the judge can be trusted.
class ReviewPage : public Page
{
    Q_OBJECT

public:
    explicit ReviewPage(QWidget* parent = nullptr);
    ~ReviewPage() override;

    QString title() const override { return tr("Review"); }
    QList<QAction*> pageActions() const override { return m_actions; }
    void setSession(ProjectSession* session) override;

    // For tests and other pages: show this run (and question).
    bool showRun(const QString& runName);
    bool showQuestion(RowId questionId);
    bool openQuestion(RowId questionId, const QString& runName) override;
    const review::RunReview& runReview() const { return m_review; }
    RowId currentQuestionId() const; // 0 if none
    // A run chosen in the box, or first shown, is read in the background.
    bool isLoading() const;
    // Opens Run Judge on the current run.
    void runJudge();
    CitationsTab* citationsTab() const { return m_citations; }
    // The claim edits of the Claims tab (F2, Shift+F2, M, Insert, Delete): null without a project.
    ClaimEditor* claimEditor() const { return m_claimEditor.get(); }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void createActions();
    // A project just opened reads its run in the background (inBackground), a change at once.
    void reloadRuns(bool inBackground = false);
    // Loads the chosen run, or, while the page is out of sight, only marks it to load when
    // shown: a run's every question and claim is read, which opening a project need not wait for.
    void loadRun();
    void loadRunNow();
    // The same, on a thread: the questions appear when it is read (showLoaded).
    void loadRunInBackground();
    void onRunChosen();
    void clearRun();
    // Shows m_review as read; the judge-trust page when made with it (else made here).
    void showLoaded(RowId previousQuestion, const std::optional<QString>& trustHtml = std::nullopt);
    void currentQuestionChanged();
    void currentClaimChanged();
    void refreshStaleTrust();
    void setVerdict(std::optional<Verdict> verdict);
    void editNote();
    void moveClaim(int delta);
    void moveQuestion(int delta);
    void onClaimWritten(RowId claimId);
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
    void updateFailingFilter();
    void fillJudgeShown();
    void applyBlind();
    void choosePrimaryJudge(const QString& model);
    void updateSummary(const std::optional<QString>& trustHtml = std::nullopt);
    int currentQuestionRow() const; // in m_review.questions(), -1 if none
    int currentClaimIndex() const;  // in m_review.claims(), -1 if none
    std::optional<RowId> currentAnnotatorId(bool create);

    ProjectSession* m_session = nullptr;
    review::RunReview m_review;
    review::RunReview::QuestionDetails m_shown; // of the current question
    bool m_loadPending = false;
    bool m_trustStale = false; // a review changed since the Judge trust tab was made
    ReviewQuestionModel* m_questions;
    ReviewFilterProxy* m_filter;
    ClaimTableModel* m_claims;
    RunReviewLoader* m_loader;
    RowId m_questionAfterLoad = 0; // the question to show again once a background load is done

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
