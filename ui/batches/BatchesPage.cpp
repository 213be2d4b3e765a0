#include "batches/BatchesPage.h"

#include "agreement/AgreementReport.h"
#include "batches/AgreementPanel.h"
#include "batches/AgreementScopeBar.h"
#include "batches/AnnotatorTableModel.h"
#include "batches/AssignmentTableModel.h"
#include "batches/BatchTableModel.h"
#include "batches/DisagreementModel.h"
#include "batches/DisagreementPanel.h"
#include "batches/ImportOutcomeDialog.h"
#include "batches/MergeHistoryText.h"
#include "batches/NewBatchDialog.h"
#include "batches/ProgressDelegate.h"
#include "commands/AddAnnotatorCommand.h"
#include "commands/CreateBatchCommand.h"
#include "commands/SetAnnotatorRoleCommand.h"
#include "common/FileDialogs.h"
#include "common/ThemedStyleSheet.h"
#include "core/ProjectFileRegistry.h"
#include "io/SafeFile.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QAction>
#include <QCheckBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace goldset::ui {
namespace {

QString packageFilter()
{
    return QCoreApplication::translate("goldset::ui::BatchesPage",
                                       "Goldset batch packages (*.goldset);;All files (*)");
}

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

QStringList categoryNames(agreement::AgreementTask task)
{
    if (task == agreement::AgreementTask::Relevance)
        return agreement::taskCategories(task);
    QStringList names;
    for (const QString& verdict : agreement::taskCategories(task))
        names.append(DisagreementModel::valueText(verdict, task));
    return names;
}

} // namespace

BatchesPage::BatchesPage(QWidget* parent)
    : Page(parent), m_annotators(new AnnotatorTableModel(this)), m_batches(new BatchTableModel(this)),
      m_assignments(new AssignmentTableModel(this)), m_transfer(new PackageTransfer(this)),
      m_hint(new QLabel(this)), m_scope(new AgreementScopeBar(this)), m_tabs(new QTabWidget(this)),
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
    m_annotatorView->setModel(m_annotators);
    m_batchView = makeTable(QStringLiteral("batchView"), tr("Batches"), this);
    m_batchView->setModel(m_batches);
    m_batchView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_assignmentView =
        makeTable(QStringLiteral("assignmentView"), tr("Assignments of the selected batch"), this);
    m_assignmentView->setModel(m_assignments);
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

    connect(m_batchView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &BatchesPage::reloadAssignments);
    connect(m_annotatorView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &BatchesPage::updateActions);
    connect(m_assignmentView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &BatchesPage::updateActions);
    connect(m_batchView, &QTableView::doubleClicked, this, [this] { exportPackage(); });
    connect(m_scope, &AgreementScopeBar::scopeChanged, this, &BatchesPage::reloadAgreement);
    connect(m_transfer, &PackageTransfer::finished, this, &BatchesPage::onTransferFinished);
    connect(m_disagreements, &DisagreementPanel::statusMessage, this, &Page::statusMessage);
    connect(m_disagreements, &DisagreementPanel::openRequested, this, &BatchesPage::openItem);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_disagreements)
            m_disagreements->setFocus();
    });
    setSession(nullptr);
}

BatchesPage::~BatchesPage()
{
    m_transfer->waitForFinished();
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

void BatchesPage::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session)
        connect(session, &ProjectSession::changed, this, &BatchesPage::onChanged);
    m_disagreements->setSession(session);
    m_scope->reloadRuns(session ? &session->project() : nullptr);
    reloadPeopleAndBatches();
    // Agreement reads every label and review: a page out of sight measures it when shown.
    m_stale = session && !isVisible();
    if (!m_stale)
        reloadAgreement();
}

void BatchesPage::onChanged(ProjectSession::Change change)
{
    switch (change) {
    case ProjectSession::Change::Batches:
        reloadPeopleAndBatches();
        reloadAgreement();
        break;
    case ProjectSession::Change::Labels:
    case ProjectSession::Change::Reviews:
    case ProjectSession::Change::Questions:
        if (!isVisible()) {
            m_stale = true;
            break;
        }
        reloadAssignments();
        reloadAgreement();
        break;
    case ProjectSession::Change::Runs:
        m_scope->reloadRuns(m_session ? &m_session->project() : nullptr);
        reloadAgreement();
        break;
    case ProjectSession::Change::Corpus:
    case ProjectSession::Change::Settings:
        break;
    }
}

void BatchesPage::showEvent(QShowEvent* event)
{
    Page::showEvent(event);
    if (m_stale) {
        m_stale = false;
        reloadAssignments();
        reloadAgreement();
    }
}

void BatchesPage::reloadPeopleAndBatches()
{
    storage::Project* project = m_session ? &m_session->project() : nullptr;
    const QModelIndex annotator = m_annotatorView->currentIndex();
    const RowId keepAnnotator =
        annotator.isValid() ? annotator.data(AnnotatorTableModel::AnnotatorIdRole).toLongLong() : 0;
    const RowId keepBatch = currentBatchId();
    m_annotators->reload(project);
    m_batches->reload(project);
    const int annotatorRow = m_annotators->rowOf(keepAnnotator);
    if (annotatorRow >= 0)
        m_annotatorView->setCurrentIndex(m_annotators->index(annotatorRow, 0));
    const int batchRow = m_batches->rowOf(keepBatch);
    // A new batch is the one the lead wants to see: the last one when the old one went away.
    m_batchView->setCurrentIndex(m_batches->index(batchRow >= 0 ? batchRow : m_batches->rowCount() - 1, 0));
    reloadAssignments();
    updateHint();
}

RowId BatchesPage::currentBatchId() const
{
    const QModelIndex index = m_batchView->currentIndex();
    return index.isValid() ? index.data(BatchTableModel::BatchIdRole).toLongLong() : 0;
}

void BatchesPage::reloadAssignments()
{
    const QModelIndex current = m_assignmentView->currentIndex();
    const QString keep =
        current.isValid() ? current.data(AssignmentTableModel::AnnotatorNameRole).toString() : QString();
    m_assignments->reload(m_session ? &m_session->project() : nullptr, currentBatchId());
    m_history->setHtml(
        m_session && currentBatchId() ? mergeHistoryHtml(m_session->project(), currentBatchId()) : QString());
    if (!keep.isEmpty())
        selectAssignment(keep);
    if (!m_assignmentView->currentIndex().isValid() && m_assignments->rowCount() > 0)
        m_assignmentView->setCurrentIndex(m_assignments->index(0, 0));
    updateActions();
}

void BatchesPage::reloadAgreement()
{
    const agreement::AgreementScope scope = m_scope->scope();
    if (!m_session) {
        m_agreement->setReport(std::nullopt, {}, tr("Open a project to measure agreement."));
        m_disagreements->reload(scope);
        return;
    }
    auto ratings = agreement::scopedRatingSet(m_session->project(), scope);
    if (!ratings) {
        m_agreement->setReport(std::nullopt, {}, ratings.error().toString());
    } else {
        agreement::AgreementReport report = agreement::computeAgreement(*ratings, m_scope->weights());
        const bool none = report.pairwise.isEmpty();
        m_agreement->setReport(
            std::move(report), categoryNames(scope.task),
            none ? (scope.task == agreement::AgreementTask::Relevance
                        ? tr("No two annotators have graded the same chunk yet. Make a batch with an overlap "
                             "of "
                             "2 or more, send the packages out and import them back.")
                        : tr("No two people have reviewed the same claim yet. Make a claims batch with an "
                             "overlap of 2 or more."))
                 : QString());
    }
    m_disagreements->reload(scope);
}

void BatchesPage::updateHint()
{
    QString hint;
    if (!m_session)
        hint = tr("Open a project to split its work into batches and measure agreement.");
    else if (m_annotators->rowCount() == 0)
        hint = tr("This project has no annotators yet. Add the people who label (Add Annotator...), then "
                  "make a batch for them (New Batch...).");
    else if (m_batches->rowCount() == 0)
        hint = tr("No batches yet. New Batch... splits questions (relevance) or a run's claims (verdicts) "
                  "among the annotators, with an overlap so that agreement can be measured.");
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
    if (!hint.isEmpty())
        Q_EMIT statusMessage(hint);
}

QString BatchesPage::hintText() const
{
    return m_hint->isVisibleTo(this) ? m_hint->text() : QString();
}

void BatchesPage::updateActions()
{
    const bool open = m_session != nullptr;
    const bool idle = !m_transfer->isRunning();
    m_newBatchAction->setEnabled(open);
    m_addAnnotatorAction->setEnabled(open);
    m_roleAction->setEnabled(open && m_annotatorView->currentIndex().isValid());
    m_exportAction->setEnabled(open && idle && m_assignmentView->currentIndex().isValid());
    m_importAction->setEnabled(open && idle);
}

void BatchesPage::newBatch()
{
    if (!m_session)
        return;
    NewBatchDialog dialog(m_session->project(), this);
    if (dialog.exec() == QDialog::Accepted)
        createBatch(dialog);
}

bool BatchesPage::createBatch(const NewBatchDialog& dialog)
{
    if (!m_session || !dialog.plan())
        return false;
    const batch::BatchRequest request = dialog.request();
    storage::BatchStore::Batch batch;
    batch.name = request.name;
    batch.kind = request.kind;
    batch.overlap = request.overlap;
    batch.seed = qint64(request.seed);
    auto* command = new CreateBatchCommand(
        *m_session, batch, batch::itemsByAnnotator(*dialog.plan()),
        [this](const QString& message) { reportError(tr("Cannot create the batch"), message); });
    m_session->undoStack()->push(command);
    if (!selectBatch(batch.name))
        return false;
    Q_EMIT statusMessage(tr("Created \"%1\" (Undo deletes it again).").arg(batch.name));
    return true;
}

void BatchesPage::addAnnotatorDialog()
{
    if (!m_session)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Add Annotator"));
    auto* form = new QFormLayout(&dialog);
    auto* name = new QLineEdit(&dialog);
    name->setAccessibleName(tr("Name of the annotator"));
    auto* lead = new QCheckBox(tr("Lead (adjudicates, edits guidelines)"), &dialog);
    form->addRow(tr("&Name:"), name);
    form->addRow(QString(), lead);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted && !name->text().trimmed().isEmpty())
        addAnnotator(name->text().trimmed(),
                     lead->isChecked() ? AnnotatorRole::Lead : AnnotatorRole::Annotator);
}

void BatchesPage::addAnnotator(const QString& name, AnnotatorRole role)
{
    if (!m_session || name.trimmed().isEmpty())
        return;
    m_session->undoStack()->push(new AddAnnotatorCommand(
        *m_session, name, role, [this](const QString& message) { reportError(tr("Annotators"), message); }));
    selectAnnotator(name.trimmed());
}

void BatchesPage::toggleRole()
{
    const QModelIndex index = m_annotatorView->currentIndex();
    if (!m_session || !index.isValid())
        return;
    const Annotator annotator = m_annotators->annotators().at(index.row());
    const AnnotatorRole role =
        annotator.role == AnnotatorRole::Lead ? AnnotatorRole::Annotator : AnnotatorRole::Lead;
    m_session->undoStack()->push(
        new SetAnnotatorRoleCommand(*m_session, annotator, role, [this](const QString& message) {
            reportError(tr("Annotators"), message);
        }));
}

bool BatchesPage::selectBatch(const QString& name)
{
    for (int row = 0; row < m_batches->rowCount(); ++row)
        if (m_batches->batchAt(row)->name == name) {
            m_batchView->setCurrentIndex(m_batches->index(row, 0));
            return true;
        }
    return false;
}

bool BatchesPage::selectAssignment(const QString& annotator)
{
    for (int row = 0; row < m_assignments->rowCount(); ++row)
        if (m_assignments->assignmentAt(row)->annotatorName == annotator) {
            m_assignmentView->setCurrentIndex(m_assignments->index(row, 0));
            return true;
        }
    return false;
}

bool BatchesPage::selectAnnotator(const QString& name)
{
    for (int row = 0; row < m_annotators->rowCount(); ++row)
        if (m_annotators->annotators().at(row).name == name) {
            m_annotatorView->setCurrentIndex(m_annotators->index(row, 0));
            return true;
        }
    return false;
}

void BatchesPage::exportPackage()
{
    const QModelIndex index = m_assignmentView->currentIndex();
    if (!m_session || !index.isValid())
        return;
    const auto* batch = m_batches->batchAt(m_batchView->currentIndex().row());
    const auto* assignment = m_assignments->assignmentAt(index.row());
    const QString suggested =
        QFileInfo(m_session->path())
            .dir()
            .filePath(QStringLiteral("%1-%2.goldset").arg(batch->name, assignment->annotatorName));
    QString path = filedialogs::saveFileName(this, tr("Export Package"), suggested, packageFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".goldset");
    // The dialog asked about replacing; the package writer refuses an existing file. An open
    // project (this one, say) is never replaced.
    if (core::ProjectFileRegistry::contains(path)) {
        reportError(tr("Cannot export the package"), tr("%1 is open; close it first.").arg(path));
        return;
    }
    if (Status leftover = io::refuseLeftoverLog(path); !leftover) {
        reportError(tr("Cannot export the package"), leftover.error().toString());
        return;
    }
    if (QFileInfo::exists(path) && !QFile::remove(path)) {
        reportError(tr("Cannot export the package"), tr("%1 cannot be replaced.").arg(path));
        return;
    }
    exportPackageTo(path);
}

bool BatchesPage::exportPackageTo(const QString& path)
{
    const QModelIndex index = m_assignmentView->currentIndex();
    if (!m_session || !index.isValid() || m_transfer->isRunning())
        return false;
    const auto* batch = m_batches->batchAt(m_batchView->currentIndex().row());
    const auto* assignment = m_assignments->assignmentAt(index.row());
    if (!batch || !assignment)
        return false;
    m_transfer->startExport(m_session->path(), batch->name, assignment->annotatorName, path);
    auto* progress = new QProgressDialog(tr("Writing the package for %1...").arg(assignment->annotatorName),
                                         QString(), 0, 0, this);
    progress->setWindowTitle(tr("Export Package"));
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setMinimumDuration(400); // only work that takes a while shows it
    progress->setWindowModality(Qt::WindowModal);
    connect(m_transfer, &PackageTransfer::finished, progress, &QProgressDialog::close);
    updateActions();
    return true;
}

void BatchesPage::importPackage()
{
    if (!m_session)
        return;
    const QString path = filedialogs::openFileName(
        this, tr("Import Package"), QFileInfo(m_session->path()).absolutePath(), packageFilter());
    if (!path.isEmpty())
        importPackageFrom(path);
}

void BatchesPage::importPackageFrom(const QString& path)
{
    if (!m_session || m_transfer->isRunning())
        return;
    m_transfer->startImport(m_session->path(), path);
    auto* progress =
        new QProgressDialog(tr("Merging %1...").arg(QFileInfo(path).fileName()), QString(), 0, 0, this);
    progress->setWindowTitle(tr("Import Package"));
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setMinimumDuration(400); // only work that takes a while shows it
    progress->setWindowModality(Qt::WindowModal);
    connect(m_transfer, &PackageTransfer::finished, progress, &QProgressDialog::close);
    updateActions();
}

void BatchesPage::onTransferFinished(const PackageTransfer::Outcome& outcome)
{
    updateActions();
    if (outcome.error) {
        m_lastOutcome = outcome.error->toString();
        reportError(outcome.exporting ? tr("Cannot export the package") : tr("Cannot import the package"),
                    m_lastOutcome);
        Q_EMIT transferFinished(false);
        return;
    }
    if (outcome.exporting) {
        m_lastOutcome =
            tr("Wrote %1 with %2 items. Send it to the annotator; they open it in Goldset, label, "
               "and send it back for Import Package.")
                .arg(QDir::toNativeSeparators(outcome.packagePath))
                .arg(outcome.exportedItems);
        Q_EMIT statusMessage(m_lastOutcome);
    } else {
        auto* dialog = new ImportOutcomeDialog(outcome.packagePath, *outcome.imported, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        m_lastOutcome = dialog->text();
        dialog->open();
    }
    // The worker wrote through its own connection: every view of labels and batches reloads.
    if (m_session) {
        m_session->notifyChanged(ProjectSession::Change::Batches);
        if (!outcome.exporting) {
            m_session->notifyChanged(ProjectSession::Change::Labels);
            m_session->notifyChanged(ProjectSession::Change::Reviews);
        }
    }
    Q_EMIT transferFinished(true);
}

void BatchesPage::openItem(const agreement::Disagreement& item)
{
    if (item.questionId == 0 || !m_session)
        return;
    // Claims are reviewed in their run; grades are labelled on the question itself.
    if (item.claimId != 0) {
        const auto run = m_session->project().runs().runById(item.runId);
        Q_EMIT questionRequested(QStringLiteral("reviewPage"), item.questionId, run ? run->name : QString());
        return;
    }
    Q_EMIT questionRequested(QStringLiteral("labellingPage"), item.questionId, QString());
}

void BatchesPage::reportError(const QString& title, const QString& message)
{
    Q_EMIT statusMessage(message);
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace goldset::ui
