#include "dataset/NuggetPanel.h"

#include "commands/NuggetCommand.h"
#include "dataset/NuggetListModel.h"
#include "llmdialogs/ProposeNuggetsDialog.h"
#include "shell/ProjectSession.h"
#include "storage/QuestionStore.h"

#include <QAbstractItemDelegate>
#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace goldset::ui {

NuggetPanel::NuggetPanel(QWidget* parent) : QWidget(parent), m_model(new NuggetListModel(this))
{
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("nuggetHeading"));
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setWordWrap(true);

    // Created before the list: Tab reaches them in reading order.
    m_propose = new QPushButton(tr("&Propose Nuggets..."), this);
    m_propose->setObjectName(QStringLiteral("proposeNuggetsButton"));
    m_propose->setToolTip(tr("Ask the model of the preferences to propose nuggets from the ground truth "
                             "(Ctrl+Shift+N)"));
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("nuggetTable"));
    m_view->setAccessibleName(tr("Nuggets of the question"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    // Editing starts by key (F2, Enter, Insert) or a double click, never by typing a letter:
    // letters are the panel's keys.
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked);
    m_view->setWordWrap(true);
    m_view->verticalHeader()->hide();
    QHeaderView* header = m_view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(NuggetListModel::TextColumn, QHeaderView::Stretch);
    m_view->installEventFilter(this);

    auto* hint = new QLabel(tr("Keys: Insert add · F2 edit · Delete delete · V vital/okay · M merge with the "
                               "next · Alt+↑/↓ move · A accept/reopen"),
                            this);
    hint->setObjectName(QStringLiteral("nuggetKeysHint"));
    hint->setWordWrap(true);
    hint->setEnabled(false);

    auto* top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addWidget(m_propose);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(hint);

    m_addAction = makeAction(tr("&Add Nugget"), QKeySequence(Qt::Key_Insert), [this] { addNugget(); });
    m_editAction = makeAction(tr("&Edit Nugget"), QKeySequence(Qt::Key_F2), [this] { editNugget(); });
    m_editAction->setShortcuts(
        {QKeySequence(Qt::Key_F2), QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_deleteAction =
        makeAction(tr("&Delete Nugget"), QKeySequence(QKeySequence::Delete), [this] { deleteNugget(); });
    m_vitalAction = makeAction(tr("Toggle &Vital"), QKeySequence(Qt::Key_V), [this] { toggleVital(); });
    m_mergeAction =
        makeAction(tr("&Merge with the Next Nugget"), QKeySequence(Qt::Key_M), [this] { mergeWithNext(); });
    m_upAction =
        makeAction(tr("Move Nugget &Up"), QKeySequence(Qt::ALT | Qt::Key_Up), [this] { moveNugget(-1); });
    m_downAction =
        makeAction(tr("Move Nugget Do&wn"), QKeySequence(Qt::ALT | Qt::Key_Down), [this] { moveNugget(1); });
    m_acceptAction =
        makeAction(tr("A&ccept or Reopen Nugget"), QKeySequence(Qt::Key_A), [this] { toggleAccepted(); });
    m_proposeAction = new QAction(tr("&Propose Nuggets..."), this);
    m_proposeAction->setObjectName(QStringLiteral("proposeNuggetsAction"));
    m_proposeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_actions.append(m_proposeAction);
    m_proposeAction->setShortcutContext(Qt::WidgetWithChildrenShortcut); // the page adds it to its tab
    connect(m_proposeAction, &QAction::triggered, this, &NuggetPanel::proposeNuggets);
    connect(m_propose, &QPushButton::clicked, m_proposeAction, &QAction::trigger);

    // Both queued: the view finishes closing its editor before the list is read again.
    connect(
        m_model, &NuggetListModel::textEdited, this,
        [this](RowId id, const QString& text) {
            const auto nugget = m_model->nuggetAt(m_model->rowOfId(id));
            if (m_session && nugget)
                push(NuggetCommand::editText(m_session, m_questionName, *nugget, text), id);
        },
        Qt::QueuedConnection);
    connect(m_view->itemDelegate(), &QAbstractItemDelegate::closeEditor, this,
            &NuggetPanel::pendingEditorClosed, Qt::QueuedConnection);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &NuggetPanel::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->resizeRowsToContents();
        updateHeading();
    });
    showQuestion(std::nullopt);
}

QAction* NuggetPanel::makeAction(const QString& text, const QKeySequence& key,
                                 const std::function<void()>& slot)
{
    auto* action = new QAction(text, this);
    action->setShortcut(key);
    // Fired by the list's own key handling (eventFilter), so that the question table's A and
    // Delete around it never compete with them; listed in the page's menu with their keys.
    action->setShortcutContext(Qt::WidgetShortcut);
    connect(action, &QAction::triggered, this, slot);
    m_actions.append(action);
    return action;
}

void NuggetPanel::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session)
        connect(session, &ProjectSession::changed, this, [this](ProjectSession::Change change) {
            if (change == ProjectSession::Change::Questions)
                reload();
        });
    showQuestion(std::nullopt);
}

void NuggetPanel::showQuestion(std::optional<RowId> questionId)
{
    if (questionId && m_questionId == questionId && m_session) {
        reload();
        return;
    }
    std::optional<Question> question;
    if (m_session && questionId)
        question = m_session->project().questions().byId(*questionId);
    m_questionId = question ? std::optional<RowId>(question->id) : std::nullopt;
    m_questionName = question ? question->externalId : QString();
    m_model->setQuestion(m_session ? &m_session->project() : nullptr, m_questionId);
    if (m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_model->index(0, NuggetListModel::TextColumn));
    updateActions();
}

void NuggetPanel::reload()
{
    const auto current = currentNugget();
    const int row = m_view->currentIndex().row();
    m_model->reload();
    const int again = current ? m_model->rowOfId(current->id) : -1;
    const int target = again >= 0 ? again : std::min(row, m_model->rowCount() - 1);
    if (target >= 0)
        m_view->setCurrentIndex(m_model->index(target, NuggetListModel::TextColumn));
    updateActions();
}

std::optional<Nugget> NuggetPanel::currentNugget() const
{
    return m_model->nuggetAt(m_view->currentIndex().row());
}

void NuggetPanel::selectNugget(RowId id)
{
    const int row = m_model->rowOfId(id);
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row, NuggetListModel::TextColumn));
}

void NuggetPanel::updateHeading()
{
    if (!m_questionId) {
        m_heading->setText(m_session ? tr("Nuggets: no question selected") : QString());
        return;
    }
    const QList<Nugget>& nuggets = m_model->nuggets();
    if (nuggets.isEmpty()) {
        m_heading->setText(tr("%1 has no nuggets yet: Insert adds one, Propose Nuggets asks the model.")
                               .arg(m_questionName));
        return;
    }
    int vital = 0;
    int accepted = 0;
    for (const Nugget& n : nuggets) {
        vital += n.importance == NuggetImportance::Vital ? 1 : 0;
        accepted += n.status == NuggetStatus::Accepted ? 1 : 0;
    }
    m_heading->setText(tr("Nuggets of %1: %2, %3 vital, %4 accepted")
                           .arg(m_questionName)
                           .arg(nuggets.size())
                           .arg(vital)
                           .arg(accepted));
}

void NuggetPanel::updateActions()
{
    const bool writable = m_session && !m_session->isReadOnly();
    const bool question = writable && m_questionId.has_value();
    const bool current = question && currentNugget().has_value();
    m_addAction->setEnabled(question);
    for (QAction* action : {m_editAction, m_deleteAction, m_vitalAction, m_mergeAction, m_upAction,
                            m_downAction, m_acceptAction})
        action->setEnabled(current);
    m_proposeAction->setEnabled(writable);
    m_propose->setEnabled(writable);
}

QAction* NuggetPanel::actionFor(const QKeyEvent* event) const
{
    const QKeySequence pressed(event->keyCombination().key() | (event->modifiers() & ~Qt::KeypadModifier));
    for (QAction* action : m_actions)
        if (action != m_proposeAction && action->shortcuts().contains(pressed))
            return action;
    return nullptr;
}

bool NuggetPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (QAction* action = actionFor(key)) {
            // Claimed here, so that no shortcut of the page around takes the key.
            if (event->type() == QEvent::ShortcutOverride) {
                event->accept();
                return true;
            }
            if (action->isEnabled())
                action->trigger();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

std::optional<Nugget> NuggetPanel::editableCurrent(const QString& what)
{
    const auto nugget = currentNugget();
    if (!m_session || !nugget)
        return std::nullopt;
    if (nugget->status == NuggetStatus::Accepted) {
        Q_EMIT statusMessage(tr("Nugget %1 of %2 is accepted and locked: press A to reopen it, then %3.")
                                 .arg(m_view->currentIndex().row() + 1)
                                 .arg(m_questionName, what));
        return std::nullopt;
    }
    return nugget;
}

void NuggetPanel::push(NuggetCommand* command, std::optional<RowId> select)
{
    const int row = m_view->currentIndex().row();
    QUndoStack* stack = m_session->undoStack();
    stack->push(command);
    // A command that failed was dropped (and deleted) by the stack: only a kept one is asked.
    const bool kept = stack->index() > 0 && stack->command(stack->index() - 1) == command;
    reload();
    const RowId target = select.value_or(0) != 0 ? *select : (kept ? command->nuggetId() : 0);
    if (target != 0 && m_model->rowOfId(target) >= 0)
        selectNugget(target);
    else if (m_model->rowCount() > 0)
        m_view->setCurrentIndex(
            m_model->index(std::clamp(row, 0, m_model->rowCount() - 1), NuggetListModel::TextColumn));
    m_view->setFocus();
}

void NuggetPanel::addNugget()
{
    if (!m_session || !m_questionId)
        return;
    const int current = m_view->currentIndex().row();
    const int row = m_model->insertPending(current >= 0 ? current + 1 : m_model->rowCount());
    const QModelIndex index = m_model->index(row, NuggetListModel::TextColumn);
    m_view->setCurrentIndex(index);
    m_view->edit(index);
}

void NuggetPanel::pendingEditorClosed()
{
    if (!m_model->hasPending() || !m_session || !m_questionId)
        return;
    const QString text = m_model->pendingText();
    const int row = m_model->pendingRow();
    if (text.isEmpty()) {
        m_model->removePending();
        m_view->setCurrentIndex(m_model->index(std::max(0, row - 1), NuggetListModel::TextColumn));
        m_view->setFocus();
        return;
    }
    push(NuggetCommand::add(m_session, m_questionName, *m_questionId, row, text), std::nullopt);
    Q_EMIT statusMessage(tr("Added a nugget to %1").arg(m_questionName));
}

void NuggetPanel::editNugget()
{
    if (!editableCurrent(tr("edit it")))
        return;
    m_view->edit(m_model->index(m_view->currentIndex().row(), NuggetListModel::TextColumn));
}

void NuggetPanel::deleteNugget()
{
    const auto nugget = editableCurrent(tr("delete it"));
    if (!nugget)
        return;
    push(NuggetCommand::remove(m_session, m_questionName, *nugget), std::nullopt);
    Q_EMIT statusMessage(tr("Deleted a nugget of %1 (Ctrl+Z brings it back)").arg(m_questionName));
}

void NuggetPanel::toggleVital()
{
    const auto nugget = editableCurrent(tr("change it"));
    if (!nugget)
        return;
    const NuggetImportance to =
        nugget->importance == NuggetImportance::Vital ? NuggetImportance::Okay : NuggetImportance::Vital;
    push(NuggetCommand::setImportance(m_session, m_questionName, *nugget, to), nugget->id);
}

void NuggetPanel::mergeWithNext()
{
    const auto nugget = editableCurrent(tr("merge it"));
    if (!nugget)
        return;
    const int row = m_view->currentIndex().row();
    const auto next = m_model->nuggetAt(row + 1);
    if (!next) {
        Q_EMIT statusMessage(tr("The last nugget has no next one to merge with."));
        return;
    }
    if (next->status == NuggetStatus::Accepted) {
        Q_EMIT statusMessage(tr("Nugget %1 of %2 is accepted and locked: press A to reopen it, then %3.")
                                 .arg(row + 2)
                                 .arg(m_questionName, tr("merge it")));
        return;
    }
    push(NuggetCommand::merge(m_session, m_questionName, *nugget, *next), nugget->id);
}

void NuggetPanel::moveNugget(int delta)
{
    const auto nugget = editableCurrent(tr("move it"));
    if (!nugget || !m_questionId)
        return;
    QList<RowId> before;
    for (const Nugget& n : m_model->nuggets())
        before.append(n.id);
    const qsizetype from = before.indexOf(nugget->id);
    const qsizetype to = from + delta;
    if (from < 0 || to < 0 || to >= before.size())
        return;
    QList<RowId> after = before;
    after.move(from, to);
    push(NuggetCommand::move(m_session, m_questionName, *m_questionId, before, after), nugget->id);
}

void NuggetPanel::toggleAccepted()
{
    const auto nugget = currentNugget();
    if (!m_session || !nugget)
        return;
    const bool accept = nugget->status == NuggetStatus::Draft;
    push(NuggetCommand::setStatus(m_session, m_questionName, *nugget,
                                  accept ? NuggetStatus::Accepted : NuggetStatus::Draft),
         nugget->id);
    Q_EMIT statusMessage(accept ? tr("Nugget %1 of %2 accepted: locked until reopened (A).")
                                      .arg(m_view->currentIndex().row() + 1)
                                      .arg(m_questionName)
                                : tr("Nugget %1 of %2 reopened for edits.")
                                      .arg(m_view->currentIndex().row() + 1)
                                      .arg(m_questionName));
}

void NuggetPanel::proposeNuggets()
{
    if (!m_session)
        return;
    auto* dialog = new ProposeNuggetsDialog(m_session, m_questionId, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ProposeNuggetsDialog::statusMessage, this, &NuggetPanel::statusMessage);
    dialog->open();
}

} // namespace goldset::ui
