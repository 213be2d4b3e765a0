#pragma once

#include "domain/Entities.h"
#include "review/ReviewHtml.h"
#include "review/RunReview.h"

#include <QObject>
#include <QPointer>
#include <optional>

namespace goldset::ui {

class ClaimTableModel;
class ProjectSession;
class ReviewFilterProxy;
class ReviewQuestionModel;
class RunReviewLoader;

// What the Review page shows, without its widgets: the project's runs and the one read (on a
// thread when the page is in view, else when it is next seen), its questions through the
// filters, the claims of the current question by the judge shown, the summary and the judge
// trust page, and the verdicts pushed onto the project's undo stack. The page follows the
// signals and keeps which rows are current; tests drive this directly.
class ReviewState : public QObject
{
    Q_OBJECT

public:
    explicit ReviewState(QObject* parent = nullptr);
    ~ReviewState() override;

    void setSession(ProjectSession* session);
    ProjectSession* session() const { return m_session; }
    ReviewQuestionModel* questions() const { return m_questions; }
    ReviewFilterProxy* filter() const { return m_filter; }
    ClaimTableModel* claims() const { return m_claims; }
    const review::RunReview& review() const { return m_review; }

    // The runs in the order the page lists them; the one chosen (-1: none).
    const QList<Run>& runs() const { return m_runs; }
    int runIndex() const { return m_runIndex; }
    QString runName() const;
    RowId runId() const;
    // The user's choice: read in the background while the page is in view.
    void chooseRun(int index);
    // Another page's (or a test's): read at once. False when there is no such run.
    bool showRun(const QString& runName);
    bool isLoading() const;
    // A load waiting for the page to be seen, or under way on the thread, is done now.
    void finishLoading();
    // Out of sight, a run is read only when the page is seen.
    void setInView(bool inView);
    // While the Citations tab is in view its own overrides leave the claims as they were.
    void setCitationsInView(bool inView) { m_citationsInView = inView; }

    // The question the page shows (a row of review().questions(), -1: none); the claim table
    // follows it. The row to show after a load: the question shown before when still listed.
    void setQuestionRow(int row);
    int questionRow() const { return m_questionRow; }
    RowId questionId() const;
    int filterRowOf(RowId questionId) const; // -1 when not in the run or filtered out
    // After a claim's review or a question's claims were written (the undo stack's commands).
    void claimWritten(RowId claimId);
    bool claimsEdited(RowId runId, RowId questionId);

    // Filters and blind review.
    void setFailingOnly(bool on);
    const std::optional<double>& failingBelow() const { return m_failingBelow; }
    void setDisagreeOnly(bool on);
    void setUnreviewedOnly(bool on);
    void setBlind(bool blind); // hides the judge and other people's verdicts until one decides
    bool isBlind() const { return m_blind; }

    // Whose claims the table shows: the run's judges, the primary one first.
    const QStringList& judgeChoices() const { return m_judges; } // models ("" imported)
    QString judgeLabel(const QString& model) const;
    int judgeShown() const { return m_judgeShown; }
    void showJudge(int index);
    void choosePrimaryJudge(const QString& model);

    // "58 questions, 212 claims, ..." or what is being read or missing.
    const QString& summary() const { return m_summary; }
    const QString& trustHtml() const { return m_trustHtml; }
    // A review changed since the trust page was made: it is made again when looked at.
    bool isTrustStale() const { return m_trustStale; }
    void refreshTrust();

    // The retrieved passages of the current question, the judge's evidence for a claim and
    // the sentences most like it.
    struct Contexts
    {
        QList<ContextPassageView> passages;
        QStringList evidence;
        QList<judge::EvidenceSentence> likely;
    };
    Contexts contexts(int claimIndex) const;

    // Pushes the current annotator's verdict on a claim (nullopt: takes it back); false when
    // nobody is chosen (statusMessage says so) or there is no such claim.
    bool setVerdict(int claimIndex, std::optional<Verdict> verdict, bool blind);
    // Pushes a note on a claim already reviewed; false when it has no verdict of the annotator.
    std::optional<QString> noteOf(int claimIndex);
    bool setNote(int claimIndex, const QString& note);

Q_SIGNALS:
    void runsChanged();
    void loadStarted();         // the old run is let go: nothing is shown until loaded()
    void loaded(int filterRow); // the row to make current (-1: none)
    void judgesChanged();
    void summaryChanged();
    void trustChanged();
    void trustOutdated();     // a review changed: refreshTrust() when the trust page is looked at
    void filtersChanged();    // the failing threshold, or blind mode
    void questionRefreshed(); // another judge's claims: the question is shown again
    void claimRefreshed();    // a verdict of the current question was written
    void statusMessage(const QString& message);

private:
    enum class Load
    {
        Now,
        InBackground
    };
    void reloadRuns(Load how);
    // The one way a run is read: at once, on the thread, or when the page is seen.
    void load(Load how);
    void loadNow();
    void showLoaded(RowId previousQuestion, const std::optional<QString>& trustHtml = std::nullopt);
    void clearRun();
    void replaceReview(review::RunReview next);
    void updateFailingFilter();
    void fillJudges();
    void updateSummary(const std::optional<QString>& trustHtml = std::nullopt);
    std::optional<RowId> annotatorId(bool create);

    QPointer<ProjectSession> m_session;
    review::RunReview m_review;
    ReviewQuestionModel* m_questions;
    ReviewFilterProxy* m_filter;
    ClaimTableModel* m_claims;
    RunReviewLoader* m_loader;
    QList<Run> m_runs;
    int m_runIndex = -1;
    int m_questionRow = -1;
    bool m_inView = false;
    bool m_citationsInView = false;
    bool m_loadPending = false;
    RowId m_questionAfterLoad = 0; // the question to show again once a load is done
    bool m_failingOnly = false;
    std::optional<double> m_failingBelow;
    bool m_blind = false;
    QStringList m_judges;
    int m_judgeShown = -1;
    QString m_summary;
    QString m_trustHtml;
    bool m_trustStale = false;
};

} // namespace goldset::ui
