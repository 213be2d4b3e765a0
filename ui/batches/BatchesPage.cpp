#include "batches/BatchesPage.h"

#include "batches/AgreementPanel.h"
#include "batches/AgreementScopeBar.h"
#include "batches/AnnotatorTableModel.h"
#include "batches/AssignmentTableModel.h"
#include "batches/BatchTableModel.h"
#include "batches/BatchesState.h"
#include "batches/DisagreementPanel.h"
#include "batches/NewBatchDialog.h"
#include "batches/ProgressDelegate.h"
#include "common/ThemedStyleSheet.h"

#include <QAction>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QShowEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace goldset::ui {
namespace {

QTableView* makeTable(const QString& name, const QString& accessibleName, QWidget* parent)
{
    auto* view = new QTableView(parent);
    view->setObjectName(name);
    view->setAccessibleName(accessibleName);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    return view;
}

QLabel* heading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), parent);
    label->setTextFormat(Qt::RichText);
    return label;
}

// Makes the view's current row the state's (-1: none) when it is not already.
void followRow(QTableView* view, int row)
{
    if (view->currentIndex().row() == row && (row >= 0) == view->currentIndex().isValid())
        return;
    view->setCurrentIndex(row >= 0 ? view->model()->index(row, 0) : QModelIndex());
}

} // namespace

BatchesPage::BatchesPage(QWidget* parent)
    : Page(parent), m_state(new BatchesState(this)), m_hint(new QLabel(this)),
      m_scope(new AgreementScopeBar(this)), m_tabs(new QTabWidget(this)),
      m_agreement(new AgreementPanel(this)), m_disagreements(new DisagreementPanel(this))
{
    setObjectName(QStringLiteral("batchesPage"));
    m_hint->setObjectName(QStringLiteral("batchesHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::PlainText);
    ThemedStyleSheet::apply(m_hint, [](const ThemeColours& colours) {
        return QStringLiteral("QLabel { background: %1; color: %2; padding: 6px; }")
            .arg(colours.hint().background.name(), colours.hint().text.name());
    });

    m_annotatorView = makeTable(QStringLiteral("annotatorView"), tr("Annotators"), this);
    m_annotatorView->setModel(m_state->annotators());
    m_batchView = makeTable(QStringLiteral("batchView"), tr("Batches"), this);
    m_batchView->setModel(m_state->batches());
    m_batchView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_assignmentView =
        makeTable(QStringLiteral("assignmentView"), tr("Assignments of the selected batch"), this);
    m_assignmentView->setModel(m_state->assignments());
    m_assignmentView->setItemDelegateForColumn(AssignmentTableModel::ProgressColumn,
                                               new ProgressDelegate(AssignmentTableModel::DoneRole,
                                                                    AssignmentTableModel::TotalRole,
                                                                    m_assignmentView));
    m_assignmentView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_assignmentView->horizontalHeader()->setMinimumSectionSize(60);

    createActions();
    auto button = [this](QAction* action) {
        auto* b = new QToolButton(this);
        b->setDefaultAction(action);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        return b;
    };
    QToolButton* addAnnotatorButton = button(m_addAnnotatorAction);
    QToolButton* roleButton = button(m_roleAction);
    QToolButton* newBatchButton = button(m_newBatchAction);
    QToolButton* exportButton = button(m_exportAction);
    QToolButton* importButton = button(m_importAction);
    auto* peopleBar = new QHBoxLayout;
    peopleBar->addWidget(heading(tr("Annotators"), this), 1);
    peopleBar->addWidget(addAnnotatorButton);
    peopleBar->addWidget(roleButton);
    auto* batchBar = new QHBoxLayout;
    batchBar->addWidget(heading(tr("Batches"), this), 1);
    batchBar->addWidget(newBatchButton);
    auto* assignmentBar = new QHBoxLayout;
    assignmentBar->addWidget(heading(tr("Assignments"), this), 1);
    assignmentBar->addWidget(exportButton);
    assignmentBar->addWidget(importButton);
    // The tables were made before the buttons above them; Tab goes down the column as it reads.
    const QList<QWidget*> columnOrder = {addAnnotatorButton, roleButton,   m_annotatorView, newBatchButton,
                                         m_batchView,        exportButton, importButton,    m_assignmentView};
    for (qsizetype i = 1; i < columnOrder.size(); ++i)
        setTabOrder(columnOrder[i - 1], columnOrder[i]);

    auto* work = new QWidget(this);
    auto* workLayout = new QVBoxLayout(work);
    workLayout->setContentsMargins(0, 0, 0, 0);
    workLayout->addLayout(peopleBar);
    workLayout->addWidget(m_annotatorView, 2);
    workLayout->addLayout(batchBar);
    workLayout->addWidget(m_batchView, 2);
    workLayout->addLayout(assignmentBar);
    workLayout->addWidget(m_assignmentView, 3);

    m_tabs->setObjectName(QStringLiteral("agreementTabs"));
    m_tabs->setAccessibleName(tr("Agreement and disagreements"));
    m_tabs->addTab(m_agreement, tr("Agreement"));
    m_tabs->addTab(m_disagreements, tr("Disagreements"));
    m_history = new QTextBrowser(this);
    m_history->setObjectName(QStringLiteral("mergeHistory"));
    m_tabs->addTab(m_history, tr("Merges"));
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_scope);
    rightLayout->addWidget(m_tabs, 1);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("batchesSplitter"));
    split->addWidget(work);
    split->addWidget(right);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 6);
    split->setSizes({520, 780}); // the agreement side holds the wider tables and the scope bar

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addWidget(split, 1);

    connect(m_batchView->selectionModel(), &QItemSelectionModel::currentRowChanged, m_state,
            [this](const QModelIndex& index) { m_state->setBatchRow(index.isValid() ? index.row() : -1); });
    connect(
        m_annotatorView->selectionModel(), &QItemSelectionModel::currentRowChanged, m_state,
        [this](const QModelIndex& index) { m_state->setAnnotatorRow(index.isValid() ? index.row() : -1); });
    connect(
        m_assignmentView->selectionModel(), &QItemSelectionModel::currentRowChanged, m_state,
        [this](const QModelIndex& index) { m_state->setAssignmentRow(index.isValid() ? index.row() : -1); });
    connect(m_batchView, &QTableView::doubleClicked, this, [this] { exportPackage(); });
    connect(m_scope, &AgreementScopeBar::scopeChanged, m_state,
            [this] { m_state->setScope(m_scope->scope(), m_scope->weights()); });
    connect(m_disagreements, &DisagreementPanel::statusMessage, this, &Page::statusMessage);
    connect(m_disagreements, &DisagreementPanel::openRequested, m_state, &BatchesState::openItem);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_disagreements)
            m_disagreements->setFocus();
    });
    connectState();
    m_state->setScope(m_scope->scope(), m_scope->weights());
    setSession(nullptr);
}

BatchesPage::~BatchesPage() = default;

void BatchesPage::connectState()
{
    connect(m_state, &BatchesState::annotatorRowChanged, this,
            [this](int row) { followRow(m_annotatorView, row); });
    connect(m_state, &BatchesState::batchRowChanged, this, [this](int row) { followRow(m_batchView, row); });
    connect(m_state, &BatchesState::assignmentRowChanged, this,
            [this](int row) { followRow(m_assignmentView, row); });
    connect(m_state, &BatchesState::assignmentsReloaded, this,
            [this] { m_history->setHtml(m_state->mergeHistory()); });
    connect(m_state, &BatchesState::peopleReloaded, this, &BatchesPage::updateHint);
    connect(m_state, &BatchesState::runsChanged, this, [this] {
        m_scope->reloadRuns(session() ? &session()->project() : nullptr);
        m_state->setScope(m_scope->scope(), m_scope->weights());
    });
    connect(m_state, &BatchesState::agreementChanged, this, &BatchesPage::showAgreement);
    connect(m_state, &BatchesState::actionsChanged, this, &BatchesPage::updateActions);
    connect(m_state, &BatchesState::packageImported, this, &BatchesPage::showImported);
    connect(m_state, &BatchesState::transferFinished, this, &BatchesPage::transferFinished);
    connect(m_state, &BatchesState::statusMessage, this, &Page::statusMessage);
    connect(m_state, &BatchesState::errorOccurred, this, &BatchesPage::reportError);
    connect(m_state, &BatchesState::questionRequested, this, &Page::questionRequested);
}

void BatchesPage::createActions()
{
    auto add = [this](const QString& text, auto slot) {
        auto* action = new QAction(text, this);
        connect(action, &QAction::triggered, this, slot);
        m_actions.append(action);
        return action;
    };
    m_newBatchAction = add(tr("&New Batch..."), [this] { newBatch(); });
    m_newBatchAction->setObjectName(QStringLiteral("newBatchAction"));
    m_addAnnotatorAction = add(tr("&Add Annotator..."), [this] { addAnnotatorDialog(); });
    m_roleAction = add(tr("Toggle &Lead"), [this] { toggleRole(); });
    m_roleAction->setToolTip(tr("Make the selected annotator a lead, or a lead an annotator again"));
    m_exportAction = add(tr("&Export Package..."), [this] { exportPackage(); });
    m_exportAction->setToolTip(tr("Write the selected assignment as a .goldset package for its annotator"));
    m_importAction = add(tr("&Import Package..."), [this] { importPackage(); });
    m_importAction->setToolTip(tr("Merge a package an annotator sent back"));
    auto* separator = new QAction(this);
    separator->setSeparator(true);
    m_actions.append(separator);
    m_actions.append(m_disagreements->actions());
}

void BatchesPage::sessionSet(ProjectSession* session)
{
    m_disagreements->setSession(session);
    m_state->setSession(session);
}

void BatchesPage::showEvent(QShowEvent* event)
{
    Page::showEvent(event);
    // As isVisible() sees it: a minimised window's page is still in view.
    if (!event->spontaneous())
        m_state->setInView(true);
}

void BatchesPage::hideEvent(QHideEvent* event)
{
    Page::hideEvent(event);
    if (!event->spontaneous())
        m_state->setInView(false);
}

void BatchesPage::showAgreement()
{
    m_agreement->setReport(m_state->report(), m_state->report() ? m_state->categoryNames() : QStringList(),
                           m_state->agreementMessage());
    m_disagreements->showQueue(m_state->scope(), m_state->disagreements());
}

void BatchesPage::updateHint()
{
    const QString hint = m_state->hint();
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
}

QString BatchesPage::hintText() const
{
    return m_hint->isVisibleTo(this) ? m_hint->text() : QString();
}

void BatchesPage::updateActions()
{
    m_newBatchAction->setEnabled(m_state->canEdit());
    m_addAnnotatorAction->setEnabled(m_state->canEdit());
    m_roleAction->setEnabled(m_state->canToggleRole());
    m_exportAction->setEnabled(m_state->canExport());
    m_importAction->setEnabled(m_state->canImport());
}

bool BatchesPage::createBatch(const NewBatchDialog& dialog)
{
    return dialog.plan() && m_state->createBatch(dialog.request(), *dialog.plan());
}

void BatchesPage::addAnnotator(const QString& name, AnnotatorRole role)
{
    m_state->addAnnotator(name, role);
}

void BatchesPage::toggleRole()
{
    m_state->toggleRole();
}

bool BatchesPage::selectBatch(const QString& name)
{
    return m_state->selectBatch(name);
}

bool BatchesPage::selectAssignment(const QString& annotator)
{
    return m_state->selectAssignment(annotator);
}

bool BatchesPage::selectAnnotator(const QString& name)
{
    return m_state->selectAnnotator(name);
}

bool BatchesPage::exportPackageTo(const QString& path)
{
    const QString annotator =
        m_state->canExport() ? m_state->assignments()->assignmentAt(m_state->assignmentRow())->annotatorName
                             : QString();
    if (!m_state->startExport(path))
        return false;
    showProgress(tr("Export Package"), tr("Writing the package for %1...").arg(annotator));
    return true;
}

void BatchesPage::importPackageFrom(const QString& path)
{
    if (m_state->startImport(path))
        showProgress(tr("Import Package"), tr("Merging %1...").arg(QFileInfo(path).fileName()));
}

} // namespace goldset::ui
