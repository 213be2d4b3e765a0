// The Review page's actions, edits and moves: verdicts, notes, the next claim or question, the
// judge dialog (ReviewPage.cpp builds the page and shows a run; ReviewState writes).
#include "llmdialogs/RunJudgeDialog.h"
#include "review/CitationsTab.h"
#include "review/ClaimTableModel.h"
#include "review/ReviewFilterProxy.h"
#include "review/ReviewPage.h"
#include "review/ReviewState.h"
#include "shell/ProjectSession.h"

#include <QAction>
#include <QInputDialog>
#include <QTabWidget>
#include <QTableView>

namespace goldset::ui {

void ReviewPage::createActions()
{
    auto add = [this](const QString& text, const QKeySequence& key, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        m_actions.append(action);
        return action;
    };
    add(tr("Mark &Supported"), QKeySequence(Qt::Key_S), [this] { setVerdict(Verdict::Supported); });
    add(tr("Mark &Unsupported"), QKeySequence(Qt::Key_U), [this] { setVerdict(Verdict::Unsupported); });
    add(tr("Mark &Contradicted"), QKeySequence(Qt::Key_C), [this] { setVerdict(Verdict::Contradicted); });
    add(tr("C&lear My Verdict"), QKeySequence(Qt::Key_Backspace), [this] { setVerdict(std::nullopt); });
    add(tr("Edit &Note..."), QKeySequence(Qt::Key_E), [this] { editNote(); });
    add(tr("Next Claim"), QKeySequence(Qt::Key_J), [this] { moveClaim(1); });
    add(tr("Previous Claim"), QKeySequence(Qt::Key_K), [this] { moveClaim(-1); });
    add(tr("Next Question"), QKeySequence(Qt::Key_N), [this] { moveQuestion(1); });
    add(tr("Previous Question"), QKeySequence(Qt::Key_P), [this] { moveQuestion(-1); });
    // Claims the judge cut badly: each edit is one undo step; a changed claim is judged again.
    add(tr("Edit Cla&im..."), QKeySequence(Qt::Key_F2), [this] { openClaimDialog(ClaimEdit::Edit); });
    add(tr("Spli&t Claim..."), QKeySequence(Qt::SHIFT | Qt::Key_F2),
        [this] { openClaimDialog(ClaimEdit::Split); });
    add(tr("&Merge with the Next Claim"), QKeySequence(Qt::Key_M), [this] { mergeClaim(); });
    add(tr("&Add Claim..."), QKeySequence(Qt::Key_Insert), [this] { openClaimDialog(ClaimEdit::Add); });
    add(tr("&Delete Claim"), QKeySequence(Qt::Key_Delete), [this] { deleteClaim(); });
    auto* separator = new QAction(this);
    separator->setSeparator(true);
    m_actions.append(separator);
    auto* judge = new QAction(tr("Run &Judge..."), this);
    judge->setObjectName(QStringLiteral("runJudgeAction"));
    connect(judge, &QAction::triggered, this, &ReviewPage::runJudge);
    m_actions.append(judge);
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
    const bool blind = m_state->claims()->judgeHidden(m_claimView->currentIndex().row());
    if (m_state->setVerdict(currentClaimIndex(), verdict, blind) && verdict)
        moveClaim(1);
}

void ReviewPage::editNote()
{
    const int claimIndex = currentClaimIndex();
    const std::optional<QString> previous = m_state->noteOf(claimIndex);
    if (!previous)
        return;
    bool ok = false;
    const QString note =
        QInputDialog::getMultiLineText(this, tr("Note"), tr("Note on this claim:"), *previous, &ok);
    if (ok)
        m_state->setNote(claimIndex, note);
}

void ReviewPage::moveClaim(int delta)
{
    if (m_tabs->currentWidget() == m_citations) {
        if (!m_citations->moveStatement(delta) && delta > 0)
            moveQuestion(1);
        return;
    }
    const ClaimTableModel* claims = m_state->claims();
    const int row = m_claimView->currentIndex().row() + delta;
    if (row >= 0 && row < claims->rowCount()) {
        m_claimView->setCurrentIndex(claims->index(row, ClaimTableModel::ClaimColumn));
        return;
    }
    // Past the last claim: on to the next question's first claim.
    if (delta > 0 && row >= claims->rowCount())
        moveQuestion(1);
}

void ReviewPage::moveQuestion(int delta)
{
    const int row = m_questionView->currentIndex().row() + delta;
    if (row >= 0 && row < m_state->filter()->rowCount()) {
        m_questionView->setCurrentIndex(m_state->filter()->index(row, 0));
        m_claimView->setCurrentIndex(m_state->claims()->index(0, ClaimTableModel::ClaimColumn));
    }
}

void ReviewPage::runJudge()
{
    if (!session())
        return;
    auto* dialog = new RunJudgeDialog(session(), m_state->runName(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RunJudgeDialog::statusMessage, this, &Page::statusMessage);
    connect(dialog, &RunJudgeDialog::judged, this, &ReviewPage::showRun);
    dialog->open();
}

} // namespace goldset::ui
