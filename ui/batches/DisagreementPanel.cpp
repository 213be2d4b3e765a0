#include "batches/DisagreementPanel.h"

#include "batches/DisagreementFilterProxy.h"
#include "batches/DisagreementModel.h"
#include "commands/SetAdjudicationCommand.h"
#include "common/FieldLabel.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

namespace goldset::ui {

DisagreementPanel::DisagreementPanel(QWidget* parent)
    : QWidget(parent), m_model(new DisagreementModel(this)), m_proxy(new DisagreementFilterProxy(this)),
      m_openOnly(new QCheckBox(tr("&Open only"), this)), m_count(new QLabel(this)),
      m_view(new QTableView(this)), m_detail(new QTextBrowser(this)), m_reason(new QLineEdit(this))
{
    m_proxy->setSourceModel(m_model);
    m_openOnly->setObjectName(QStringLiteral("disagreementOpenOnly"));
    m_openOnly->setToolTip(tr("Hide the items the lead has adjudicated"));
    m_count->setObjectName(QStringLiteral("disagreementCount"));
    m_count->setTextFormat(Qt::PlainText);
    // Wrapped: the "no disagreements" sentence on one line held the Batches page's agreement
    // side ~840 px wide in Japanese, and the assignments table was cut at 1280×800.
    m_count->setWordWrap(true);
    m_view->setObjectName(QStringLiteral("disagreementView"));
    m_view->setAccessibleName(tr("Disagreement queue"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTabKeyNavigation(false);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setSectionResizeMode(DisagreementModel::QuestionColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->resizeSection(DisagreementModel::TargetColumn, 170);
    m_view->horizontalHeader()->setSectionResizeMode(DisagreementModel::VotesColumn,
                                                     QHeaderView::ResizeToContents);
    m_detail->setObjectName(QStringLiteral("disagreementDetail"));
    m_detail->setAccessibleName(tr("The disagreement in full"));
    m_detail->setFocusPolicy(Qt::ClickFocus);
    m_detail->setOpenLinks(false);
    m_reason->setObjectName(QStringLiteral("adjudicationReason"));
    m_reason->setAccessibleName(tr("Reason for the adjudication"));
    m_reason->setPlaceholderText(
        tr("Reason (typed before the value key; Enter saves it for a settled item)"));
    m_reason->setClearButtonEnabled(true);

    auto* top = new QHBoxLayout;
    top->addWidget(m_count, 1);
    top->addWidget(m_openOnly);
    auto* reasonRow = new QHBoxLayout;
    reasonRow->addWidget(fieldLabel(tr("Reason:"), m_reason, this));
    reasonRow->addWidget(m_reason, 1);
    auto* hint = new QLabel(tr("Keys: 0–3 grade or S / U / C verdict adjudicates and moves on; Backspace "
                               "clears; Enter or J next, K previous; R types a reason; double click opens "
                               "the question."),
                            this);
    hint->setWordWrap(true);
    hint->setObjectName(QStringLiteral("disagreementHint"));

    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_detail, 1);
    lowerLayout->addLayout(reasonRow);
    lowerLayout->addWidget(hint);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("disagreementSplitter"));
    split->addWidget(m_view);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    setFocusProxy(m_view);

    createActions();
    connect(m_openOnly, &QCheckBox::toggled, m_proxy, &DisagreementFilterProxy::setOpenOnly);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &DisagreementPanel::showCurrent);
    connect(m_view, &QTableView::doubleClicked, this, [this] {
        if (const agreement::Disagreement* item = current())
            Q_EMIT openRequested(*item);
    });
    connect(m_reason, &QLineEdit::returnPressed, this, &DisagreementPanel::applyReason);
    updateActions();
}

DisagreementPanel::~DisagreementPanel() = default;

void DisagreementPanel::createActions()
{
    auto add = [this](const QString& text, const QList<QKeySequence>& keys, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcuts(keys);
        // Single keys only while the queue has focus, never on other pages or in the reason field.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        m_view->addAction(action);
        m_actions.append(action);
        return action;
    };
    for (int grade = 0; grade <= 3; ++grade) {
        const auto key = Qt::Key(Qt::Key_0 + grade);
        m_gradeActions.append(add(tr("Adjudicate Grade %1").arg(grade),
                                  {QKeySequence(key), QKeySequence(Qt::KeypadModifier | key)},
                                  [this, grade] { adjudicate(QString::number(grade)); }));
    }
    m_verdictActions.append(add(tr("Adjudicate &Supported"), {QKeySequence(Qt::Key_S)},
                                [this] { adjudicate(QStringLiteral("supported")); }));
    m_verdictActions.append(add(tr("Adjudicate &Unsupported"), {QKeySequence(Qt::Key_U)},
                                [this] { adjudicate(QStringLiteral("unsupported")); }));
    m_verdictActions.append(add(tr("Adjudicate &Contradicted"), {QKeySequence(Qt::Key_C)},
                                [this] { adjudicate(QStringLiteral("contradicted")); }));
    add(tr("Clear the Adjudication"), {QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::Key_Delete)},
        [this] { adjudicate(std::nullopt); });
    add(tr("Next Disagreement"),
        {QKeySequence(Qt::Key_J), QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
        [this] { move(1); });
    add(tr("Previous Disagreement"), {QKeySequence(Qt::Key_K)}, [this] { move(-1); });
    add(tr("Type a &Reason"), {QKeySequence(Qt::Key_R)}, [this] {
        m_reason->setFocus();
        m_reason->selectAll();
    });
}

void DisagreementPanel::updateActions()
{
    const bool open = m_session != nullptr;
    const bool grades = m_scope.task == agreement::AgreementTask::Relevance;
    for (QAction* action : std::as_const(m_actions))
        action->setEnabled(open);
    for (QAction* action : std::as_const(m_gradeActions))
        action->setEnabled(open && grades);
    for (QAction* action : std::as_const(m_verdictActions))
        action->setEnabled(open && !grades);
}

void DisagreementPanel::setSession(ProjectSession* session)
{
    m_session = session;
    if (!session)
        m_model->setItems({}, m_scope.task);
    updateActions();
}

void DisagreementPanel::showQueue(const agreement::AgreementScope& scope,
                                  const QList<agreement::Disagreement>& items)
{
    const agreement::Disagreement* before = current();
    const QString keep = before ? before->itemKey : QString();
    const int keepRow = m_view->currentIndex().row();
    m_scope = scope;
    m_model->setItems(m_session ? items : QList<agreement::Disagreement>{}, scope.task);
    updateActions();
    m_count->setText(!m_session ? QString()
                     : m_model->totalCount() == 0
                         ? tr("No disagreements: the annotators agree on every item they share (or no item "
                              "has two ratings yet).")
                         : tr("%1 disagreements, largest first.").arg(m_model->totalCount()));
    int row = -1;
    if (!keep.isEmpty()) {
        while (m_model->rowOf(keep) < 0 && m_model->canFetchMore({}))
            m_model->fetchMore({});
        const int source = m_model->rowOf(keep);
        row = source >= 0 ? m_proxy->mapFromSource(m_model->index(source, 0)).row() : -1;
        if (row < 0) // settled and filtered out: stay where the queue was
            row = std::min(keepRow, m_proxy->rowCount() - 1);
    }
    m_view->setCurrentIndex(m_proxy->index(std::max(row, 0), 0));
    showCurrent();
}

const agreement::Disagreement* DisagreementPanel::current() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? m_model->itemAt(m_proxy->mapToSource(index).row()) : nullptr;
}

void DisagreementPanel::showCurrent()
{
    const agreement::Disagreement* d = current();
    if (!d) {
        m_detail->clear();
        m_reason->clear();
        return;
    }
    const agreement::AgreementTask task = m_scope.task;
    QString html = QStringLiteral("<p><b>%1</b> %2</p><p><i>%3</i><br/>%4</p><table cellpadding=\"3\">")
                       .arg(d->questionExternalId.toHtmlEscaped(), d->questionText.toHtmlEscaped(),
                            d->targetId.toHtmlEscaped(), d->targetText.toHtmlEscaped());
    for (const auto& vote : d->votes)
        html += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>")
                    .arg(vote.annotator.toHtmlEscaped(),
                         DisagreementModel::valueText(vote.label, task).toHtmlEscaped());
    html += QStringLiteral("</table><p>%1</p>")
                .arg(!d->adjudicated ? tr("Not adjudicated yet.").toHtmlEscaped()
                     : d->reason.isEmpty()
                         ? tr("Adjudicated: %1.")
                               .arg(DisagreementModel::valueText(*d->adjudicated, task))
                               .toHtmlEscaped()
                         : tr("Adjudicated: %1. Reason: %2")
                               .arg(DisagreementModel::valueText(*d->adjudicated, task), d->reason)
                               .toHtmlEscaped());
    m_detail->setHtml(html);
    m_reason->setText(d->reason);
}

std::optional<RowId> DisagreementPanel::leadId() const
{
    if (!m_session || m_session->currentAnnotator().isEmpty())
        return std::nullopt;
    if (const auto me = m_session->project().annotators().byName(m_session->currentAnnotator()))
        return me->id;
    return std::nullopt;
}

void DisagreementPanel::adjudicate(const std::optional<QString>& value)
{
    const agreement::Disagreement* d = current();
    if (!m_session || !d)
        return;
    if (!value && !d->adjudicated)
        return;
    std::optional<SetAdjudicationCommand::Value> after;
    if (value)
        after = SetAdjudicationCommand::Value{*value, m_reason->text().trimmed(), leadId()};
    const QString label = m_scope.task == agreement::AgreementTask::Relevance
                              ? tr("%1 %2").arg(d->questionExternalId, d->targetId)
                              : d->targetId;
    const QString task = agreement::toString(m_scope.task);
    const QString key = d->itemKey;
    m_session->undoStack()->push(
        new SetAdjudicationCommand(*m_session, task, key, label, after,
                                   [this](const QString& message) { Q_EMIT statusMessage(message); }));
    // With "open only" the settled item left the list and the queue already shows the next one.
    if (value && !m_proxy->openOnly())
        move(1);
}

void DisagreementPanel::applyReason()
{
    const agreement::Disagreement* d = current();
    if (d && d->adjudicated && m_reason->text().trimmed() != d->reason)
        m_session->undoStack()->push(new SetAdjudicationCommand(
            *m_session, agreement::toString(m_scope.task), d->itemKey, d->targetId,
            SetAdjudicationCommand::Value{*d->adjudicated, m_reason->text().trimmed(), leadId()},
            [this](const QString& message) { Q_EMIT statusMessage(message); }));
    m_view->setFocus();
}

void DisagreementPanel::move(int step)
{
    const int row = m_view->currentIndex().row() + step;
    if (row >= m_proxy->rowCount() && m_proxy->canFetchMore({}))
        m_proxy->fetchMore({});
    if (row < 0 || row >= m_proxy->rowCount()) {
        Q_EMIT statusMessage(step > 0 ? tr("Last disagreement of the queue.")
                                      : tr("First disagreement of the queue."));
        return;
    }
    m_view->setCurrentIndex(m_proxy->index(row, 0));
}

} // namespace goldset::ui
