// The Review page's edits and moves: verdicts, notes, the next claim or question, the judge
// dialog (ReviewPage.cpp builds the page and shows a run).
#include "commands/SetClaimReviewCommand.h"
#include "commands/SettingEditCommand.h"
#include "common/FieldLabel.h"
#include "common/ThemeColours.h"
#include "judge/LexicalEvidence.h"
#include "llmdialogs/RunJudgeDialog.h"
#include "metrics/Threshold.h"
#include "review/CitationsTab.h"
#include "review/ClaimTableModel.h"
#include "review/NuggetReviewPanel.h"
#include "review/PrimaryJudgeBox.h"
#include "review/ReviewFilterProxy.h"
#include "review/ReviewHtml.h"
#include "review/ReviewPage.h"
#include "review/ReviewQuestionModel.h"
#include "review/RunReviewLoader.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

namespace goldset::ui {

std::optional<RowId> ReviewPage::currentAnnotatorId(bool create)
{
    if (!m_session || m_session->currentAnnotator().isEmpty())
        return std::nullopt;
    storage::AnnotatorStore& annotators = m_session->project().annotators();
    if (const auto existing = annotators.byName(m_session->currentAnnotator()))
        return existing->id;
    if (!create)
        return std::nullopt;
    const auto created = annotators.ensure(m_session->currentAnnotator());
    return created ? std::optional<RowId>(*created) : std::nullopt;
}

void ReviewPage::setVerdict(std::optional<Verdict> verdict)
{
    if (m_tabs->currentWidget() == m_citations) { // the same keys: S entailed, U not, C not either
        m_citations->setEntailed(verdict ? std::optional<bool>(*verdict == Verdict::Supported)
                                         : std::nullopt);
        return;
    }
    if (!m_claimView->isVisibleTo(this)) // another tab is shown: its claims are out of sight
        return;
    const int claimIndex = currentClaimIndex();
    const auto annotator = currentAnnotatorId(true);
    if (claimIndex < 0 || !annotator) {
        if (!annotator)
            Q_EMIT statusMessage(tr("Choose who you are first (the annotator in the preferences)."));
        return;
    }
    const review::ClaimState& state = m_review.claims().at(claimIndex);
    std::optional<SetClaimReviewCommand::Review> review;
    if (verdict) {
        SetClaimReviewCommand::Review r;
        r.verdict = *verdict;
        r.blind = m_claims->judgeHidden(m_claimView->currentIndex().row());
        for (const ClaimReview& existing : state.reviews)
            if (existing.annotatorId == *annotator)
                r.note = existing.note;
        review = r;
    }
    m_session->undoStack()->push(new SetClaimReviewCommand(m_session->project(), state.claim.id, *annotator,
                                                           review, [this](RowId id) { onClaimWritten(id); }));
    if (verdict)
        moveClaim(1);
}

void ReviewPage::editNote()
{
    const int claimIndex = currentClaimIndex();
    const auto annotator = currentAnnotatorId(true);
    if (claimIndex < 0 || !annotator)
        return;
    const review::ClaimState& state = m_review.claims().at(claimIndex);
    SetClaimReviewCommand::Review review;
    bool reviewedAlready = false;
    for (const ClaimReview& existing : state.reviews)
        if (existing.annotatorId == *annotator) {
            review = {existing.verdict, existing.note, existing.blind};
            reviewedAlready = true;
        }
    if (!reviewedAlready) {
        Q_EMIT statusMessage(tr("Give a verdict first (S, U or C), then a note."));
        return;
    }
    bool ok = false;
    const QString note =
        QInputDialog::getMultiLineText(this, tr("Note"), tr("Note on this claim:"), review.note, &ok);
    if (!ok || note == review.note)
        return;
    review.note = note;
    m_session->undoStack()->push(new SetClaimReviewCommand(m_session->project(), state.claim.id, *annotator,
                                                           review, [this](RowId id) { onClaimWritten(id); }));
}

void ReviewPage::onClaimWritten(RowId claimId)
{
    if (!m_session)
        return;
    m_review.refreshClaim(m_session->project(), claimId);
    const int index = m_review.claimIndex(claimId);
    if (index < 0)
        return;
    m_questions->questionChanged(m_review.questionRow(m_review.claims().at(index).claim.questionId));
    m_claims->claimChanged(m_claims->rowOfClaim(claimId));
    updateSummary();
    currentClaimChanged();
}

void ReviewPage::moveClaim(int delta)
{
    if (m_tabs->currentWidget() == m_citations) {
        if (!m_citations->moveStatement(delta) && delta > 0)
            moveQuestion(1);
        return;
    }
    const int row = m_claimView->currentIndex().row() + delta;
    if (row >= 0 && row < m_claims->rowCount()) {
        m_claimView->setCurrentIndex(m_claims->index(row, ClaimTableModel::ClaimColumn));
        return;
    }
    // Past the last claim: on to the next question's first claim.
    if (delta > 0 && row >= m_claims->rowCount())
        moveQuestion(1);
}

void ReviewPage::moveQuestion(int delta)
{
    const int row = m_questionView->currentIndex().row() + delta;
    if (row >= 0 && row < m_filter->rowCount()) {
        m_questionView->setCurrentIndex(m_filter->index(row, 0));
        m_claimView->setCurrentIndex(m_claims->index(0, ClaimTableModel::ClaimColumn));
    }
}

void ReviewPage::runJudge()
{
    if (!m_session)
        return;
    auto* dialog = new RunJudgeDialog(m_session, m_run->currentText(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RunJudgeDialog::statusMessage, this, &Page::statusMessage);
    connect(dialog, &RunJudgeDialog::judged, this, &ReviewPage::showRun);
    dialog->open();
}

} // namespace goldset::ui
