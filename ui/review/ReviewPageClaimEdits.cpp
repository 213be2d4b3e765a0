// The Review page's claim edits: edit, split, merge, add and delete the claims of the judge
// shown, when it cut an answer badly (ClaimEditor writes them as undo commands).
#include "review/ClaimEditor.h"
#include "review/ClaimTableModel.h"
#include "review/ClaimTextDialog.h"
#include "review/ReviewPage.h"
#include "review/ReviewState.h"
#include "shell/ProjectSession.h"

#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableView>

namespace goldset::ui {

bool ReviewPage::claimsShown() const
{
    return session() && m_claimEditor && m_claimView->isVisibleTo(this) && currentQuestionRow() >= 0;
}

namespace {

ClaimEditor::Target claimEditTarget(const review::RunReview& review, const review::QuestionState& question,
                                    const std::optional<QString>& judgeShown)
{
    // The claims of the judge shown; an answer without claims gets the primary judge's.
    return {review.runId(), question.questionId, question.externalId,
            judgeShown.value_or(review.primaryJudge())};
}

} // namespace

void ReviewPage::openClaimDialog(ClaimEdit edit)
{
    if (!claimsShown())
        return;
    const int claimIndex = currentClaimIndex();
    if (edit != ClaimEdit::Add && claimIndex < 0) {
        Q_EMIT statusMessage(tr("Choose a claim first."));
        return;
    }
    const review::RunReview& review = runReview();
    const review::QuestionState& question = review.questions().at(currentQuestionRow());
    const ClaimEditor::Target target = claimEditTarget(review, question, m_state->claims()->judge());
    const RowId claimId = claimIndex >= 0 ? review.claims().at(claimIndex).claim.id : 0;
    const QString text = edit == ClaimEdit::Add ? QString() : review.claims().at(claimIndex).claim.text;
    const int cursor = edit == ClaimEdit::Split ? ClaimEditor::suggestedSplit(text) : int(text.size());
    const int row = m_claimView->currentIndex().isValid() ? m_claimView->currentIndex().row() + 1 : 0;
    auto* dialog = new ClaimTextDialog(edit == ClaimEdit::Add     ? ClaimTextDialog::Mode::Add
                                       : edit == ClaimEdit::Split ? ClaimTextDialog::Mode::Split
                                                                  : ClaimTextDialog::Mode::Edit,
                                       text, cursor, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, edit, target, claimId, row] {
        if (!m_claimEditor)
            return;
        if (const auto at = dialog->splitAt())
            afterClaimEdit(m_claimEditor->split(target, claimId, dialog->editor()->toPlainText(), *at),
                           tr("Claim split in two: Run Judge judges both."));
        else if (edit == ClaimEdit::Add)
            afterClaimEdit(m_claimEditor->add(target, row, dialog->text()),
                           tr("Claim added: Run Judge judges it."));
        else
            afterClaimEdit(m_claimEditor->editText(target, claimId, dialog->text()),
                           tr("Claim changed: its verdicts are cleared and Run Judge judges it again."));
    });
    // Back to the claims, keyboard first, whatever the dialog ended with.
    connect(dialog, &QDialog::finished, this, [this] { m_claimView->setFocus(); });
    dialog->open();
}

void ReviewPage::mergeClaim()
{
    if (!claimsShown() || currentClaimIndex() < 0)
        return;
    const review::RunReview& review = runReview();
    const review::QuestionState& question = review.questions().at(currentQuestionRow());
    afterClaimEdit(m_claimEditor->mergeWithNext(claimEditTarget(review, question, m_state->claims()->judge()),
                                                review.claims().at(currentClaimIndex()).claim.id),
                   tr("Claims merged: Run Judge judges the merged claim."));
}

void ReviewPage::deleteClaim()
{
    if (!claimsShown() || currentClaimIndex() < 0)
        return;
    const review::RunReview& review = runReview();
    const review::QuestionState& question = review.questions().at(currentQuestionRow());
    afterClaimEdit(m_claimEditor->remove(claimEditTarget(review, question, m_state->claims()->judge()),
                                         review.claims().at(currentClaimIndex()).claim.id),
                   tr("Claim deleted (Undo brings it back with its verdicts)."));
}

void ReviewPage::afterClaimEdit(const std::optional<RowId>& result, const QString& done)
{
    if (result)
        Q_EMIT statusMessage(done);
    else if (!m_claimEditor->error().isEmpty())
        Q_EMIT statusMessage(m_claimEditor->error());
}

void ReviewPage::onClaimsEdited(RowId runId, RowId questionId, RowId selectClaimId)
{
    const bool current = currentQuestionId() == questionId;
    if (!m_state->claimsEdited(runId, questionId))
        return; // another run is shown: it is read again when chosen
    if (!current)
        showQuestion(questionId);
    currentQuestionChanged();
    if (const int row = m_state->claims()->rowOfClaim(selectClaimId); row >= 0)
        m_claimView->setCurrentIndex(m_state->claims()->index(row, ClaimTableModel::ClaimColumn));
    m_claimView->resizeRowsToContents();
}

} // namespace goldset::ui
