#include "dataset/DatasetPage.h"

#include "commands/AddQuestionCommand.h"
#include "commands/DeleteQuestionCommand.h"
#include "commands/EditQuestionCommand.h"
#include "commands/SetQuestionStatusCommand.h"
#include "common/FieldLabel.h"
#include "common/KeyColumnGuard.h"
#include "dataset/CorpusBrowser.h"
#include "dataset/CorpusTreeModel.h"
#include "dataset/NuggetPanel.h"
#include "dataset/QuestionDetailView.h"
#include "dataset/QuestionEditDialog.h"
#include "dataset/QuestionFilterProxy.h"
#include "dataset/QuestionTableModel.h"
#include "llmdialogs/GenerateQuestionsDialog.h"
#include "storage/CorpusStore.h"
#include "storage/QuestionStore.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

namespace goldset::ui {

namespace {
constexpr int kSearchDelayMs = 250;
}

DatasetPage::DatasetPage(QWidget* parent) : Page(parent)
{
    setObjectName(QStringLiteral("datasetPage"));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("datasetTabs"));
    m_tabs->setAccessibleName(tr("Questions and corpus"));
    m_tabs->addTab(createQuestionsTab(), tr("&Questions"));
    m_corpus = new CorpusBrowser(this);
    m_corpus->setObjectName(QStringLiteral("corpusBrowser"));
    m_tabs->addTab(m_corpus, tr("&Corpus"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_tabs);
    createActions();
    updateCount();
    updateActions();
}

DatasetPage::~DatasetPage() = default;

QWidget* DatasetPage::createQuestionsTab()
{
    auto* tab = new QWidget(this);
    tab->setObjectName(QStringLiteral("questionsTab"));

    m_searchField = new QLineEdit(tab);
    m_searchField->setObjectName(QStringLiteral("questionSearchField"));
    m_searchField->setAccessibleName(tr("Search questions"));
    m_searchField->setPlaceholderText(tr("Filter by id, question or ground truth (Ctrl+F)"));
    m_searchField->setClearButtonEnabled(true);
    m_searchTimer = new QTimer(this);
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(kSearchDelayMs);
    connect(m_searchField, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    connect(m_searchTimer, &QTimer::timeout, this, &DatasetPage::applyFilters);
    connect(m_searchField, &QLineEdit::returnPressed, this, [this] {
        m_searchTimer->stop();
        applyFilters();
        m_table->setFocus();
    });

    m_statusFilter = new QComboBox(tab);
    m_statusFilter->setObjectName(QStringLiteral("statusFilter"));
    m_statusFilter->addItem(tr("Any status"), -1);
    for (auto status : {QuestionStatus::Draft, QuestionStatus::Accepted, QuestionStatus::Rejected}) {
        QPixmap swatch(12, 12);
        swatch.fill(QuestionTableModel::statusColour(status));
        m_statusFilter->addItem(QIcon(swatch), QuestionTableModel::statusLabel(status), int(status));
    }
    m_originFilter = new QComboBox(tab);
    m_originFilter->setObjectName(QStringLiteral("originFilter"));
    m_originFilter->addItem(tr("Any origin"), -1);
    for (auto origin : {QuestionOrigin::Imported, QuestionOrigin::Generated, QuestionOrigin::Manual})
        m_originFilter->addItem(QuestionTableModel::originLabel(origin), int(origin));
    connect(m_statusFilter, &QComboBox::currentIndexChanged, this, &DatasetPage::applyFilters);
    connect(m_originFilter, &QComboBox::currentIndexChanged, this, &DatasetPage::applyFilters);
    m_nearDuplicatesOnly = new QCheckBox(tr("Near duplicates only"), tab);
    m_nearDuplicatesOnly->setObjectName(QStringLiteral("nearDuplicatesOnly"));
    m_nearDuplicatesOnly->setToolTip(tr("Questions whose words nearly match another question's"));
    connect(m_nearDuplicatesOnly, &QCheckBox::toggled, this, &DatasetPage::applyFilters);
    m_countLabel = new QLabel(tab);
    m_countLabel->setObjectName(QStringLiteral("questionCountLabel"));
    m_countLabel->setTextFormat(Qt::PlainText);

    auto* filterBar = new QHBoxLayout;
    filterBar->addWidget(m_searchField, 3);
    filterBar->addWidget(fieldLabel(tr("Status:"), m_statusFilter, tab));
    filterBar->addWidget(m_statusFilter);
    filterBar->addWidget(fieldLabel(tr("Origin:"), m_originFilter, tab));
    filterBar->addWidget(m_originFilter);
    filterBar->addWidget(m_nearDuplicatesOnly);
    filterBar->addWidget(m_countLabel, 1);

    m_model = new QuestionTableModel(this);
    m_proxy = new QuestionFilterProxy(this);
    m_proxy->setQuestionModel(m_model);
    m_table = new QTableView(tab);
    m_table->setObjectName(QStringLiteral("questionTable"));
    m_table->setAccessibleName(tr("Questions"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(QuestionTableModel::QuestionColumn, QHeaderView::Stretch);
    header->setSortIndicator(QuestionTableModel::IdColumn, Qt::AscendingOrder);
    m_table->setColumnWidth(QuestionTableModel::IdColumn, 70);
    m_table->setColumnWidth(QuestionTableModel::StatusColumn, 95);
    m_table->setColumnWidth(QuestionTableModel::OriginColumn, 85);
    m_table->setColumnWidth(QuestionTableModel::GoldColumn, 85);
    m_table->setColumnWidth(QuestionTableModel::NuggetsColumn, 60);
    m_table->setColumnWidth(QuestionTableModel::UpdatedColumn, 125);
    m_table->setColumnWidth(QuestionTableModel::NearDuplicateColumn, 105);
    m_table->setSortingEnabled(true);
    // Translated headers and labels are often longer than the English these widths suit.
    const auto widenToFit = [this, header](int column, const QStringList& labels, int padding) {
        int width = header->sectionSizeHint(column);
        for (const QString& label : labels)
            width = std::max(width, m_table->fontMetrics().horizontalAdvance(label) + padding);
        m_table->setColumnWidth(column, std::max(width, m_table->columnWidth(column)));
    };
    widenToFit(QuestionTableModel::StatusColumn,
               {QuestionTableModel::statusLabel(QuestionStatus::Draft),
                QuestionTableModel::statusLabel(QuestionStatus::Accepted),
                QuestionTableModel::statusLabel(QuestionStatus::Rejected)},
               2 * m_table->fontMetrics().height() + 8); // the status chip before the label
    widenToFit(QuestionTableModel::OriginColumn,
               {QuestionTableModel::originLabel(QuestionOrigin::Imported),
                QuestionTableModel::originLabel(QuestionOrigin::Generated),
                QuestionTableModel::originLabel(QuestionOrigin::Manual)},
               12);
    for (int column : {int(QuestionTableModel::GoldColumn), int(QuestionTableModel::NuggetsColumn),
                       int(QuestionTableModel::UpdatedColumn), int(QuestionTableModel::NearDuplicateColumn)})
        widenToFit(column, {}, 0);
    // The question text first: in a narrow window or a long language the columns that the
    // detail pane or a filter also show make room for it (at 1280x800 in German: ~80 px).
    auto* guard = new KeyColumnGuard(m_table, QuestionTableModel::QuestionColumn,
                                     m_table->fontMetrics().averageCharWidth() * 28,
                                     {QuestionTableModel::NearDuplicateColumn,
                                      QuestionTableModel::UpdatedColumn, QuestionTableModel::OriginColumn});
    guard->setObjectName(QStringLiteral("questionColumnGuard"));
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &DatasetPage::currentRowChanged);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &DatasetPage::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &DatasetPage::updateCount);

    m_detail = new QuestionDetailView(tab);
    m_detail->setObjectName(QStringLiteral("questionDetail"));

    // The selected question's nuggets below its detail: edited while its ground truth is in view.
    m_nuggets = new NuggetPanel(tab);
    m_nuggets->setObjectName(QStringLiteral("nuggetPanel"));
    connect(m_nuggets, &NuggetPanel::statusMessage, this, &Page::statusMessage);
    auto* detailSplitter = new QSplitter(Qt::Vertical, tab);
    detailSplitter->setObjectName(QStringLiteral("datasetDetailSplitter"));
    detailSplitter->addWidget(m_detail);
    detailSplitter->addWidget(m_nuggets);
    detailSplitter->setStretchFactor(0, 3);
    detailSplitter->setStretchFactor(1, 1);
    detailSplitter->setSizes({480, 200}); // the ground truth stays readable above the nuggets

    auto* splitter = new QSplitter(Qt::Horizontal, tab);
    splitter->setObjectName(QStringLiteral("datasetSplitter"));
    splitter->addWidget(m_table);
    splitter->addWidget(detailSplitter);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({780, 480}); // the detail and the nuggets below it

    auto* hint = new QLabel(tr("Keys: A accept · R reject · D back to draft · E edit · Delete remove · "
                               "Ctrl+Z undo · Ctrl+Shift+Z redo"),
                            tab);
    hint->setObjectName(QStringLiteral("reviewKeysHint"));
    hint->setEnabled(false);

    auto* layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(filterBar);
    layout->addWidget(splitter, 1);
    layout->addWidget(hint);
    return tab;
}

void DatasetPage::createActions()
{
    QWidget* questionsTab = m_tabs->widget(0);
    auto make = [this, questionsTab](const QString& text, const QKeySequence& key, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcut(key);
        // Single letters must not fire while typing elsewhere: only inside the questions tab
        // (line edits there take their own letters first).
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        questionsTab->addAction(action);
        return action;
    };
    m_acceptAction = make(tr("&Accept"), QKeySequence(Qt::Key_A), &DatasetPage::acceptCurrent);
    m_rejectAction = make(tr("&Reject"), QKeySequence(Qt::Key_R), &DatasetPage::rejectCurrent);
    m_draftAction = make(tr("Back to &Draft"), QKeySequence(Qt::Key_D), &DatasetPage::draftCurrent);
    m_editAction = make(tr("&Edit Question..."), QKeySequence(Qt::Key_E), &DatasetPage::editCurrent);
    m_addAction = make(tr("&New Question..."), QKeySequence(Qt::Key_Insert), &DatasetPage::addQuestion);
    m_deleteAction =
        make(tr("De&lete Question..."), QKeySequence(QKeySequence::Delete), &DatasetPage::deleteCurrent);
    m_findAction = make(tr("&Find Questions"), QKeySequence(QKeySequence::Find), [this] {
        m_searchField->setFocus();
        m_searchField->selectAll();
    });
    m_corpusAction = new QAction(tr("Show the &Corpus"), this);
    connect(m_corpusAction, &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_corpus); });
    m_generateSeparator = new QAction(this);
    m_generateSeparator->setSeparator(true);
    questionsTab->addAction(m_nuggets->proposeAction());
    m_generateAction = new QAction(tr("&Generate Questions..."), this);
    m_generateAction->setObjectName(QStringLiteral("generateQuestionsAction"));
    connect(m_generateAction, &QAction::triggered, this, &DatasetPage::generateQuestions);
    m_nuggetSeparator = new QAction(this);
    m_nuggetSeparator->setSeparator(true);
}

QList<QAction*> DatasetPage::pageActions() const
{
    QList<QAction*> actions{m_acceptAction,      m_rejectAction,  m_draftAction, m_editAction,
                            m_deleteAction,      m_findAction,    m_addAction,   m_corpusAction,
                            m_generateSeparator, m_generateAction};
    actions.append(m_nuggetSeparator);
    actions.append(m_nuggets->actions());
    return actions;
}

void DatasetPage::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    storage::Project* project = session ? &session->project() : nullptr;
    if (session)
        connect(session, &ProjectSession::changed, this, &DatasetPage::sessionChanged);
    m_detail->setProject(project);
    m_nuggets->setSession(session);
    m_corpus->setProject(project);
    m_model->setProject(project);
    m_projectQuestionCount = project ? project->questions().count() : 0;
    m_nearDuplicatesOnly->setEnabled(m_model->nearDuplicatesAvailable());
    updateCount();
    if (project && m_proxy->rowCount() > 0)
        selectRow(0);
    updateActions();
}

void DatasetPage::sessionChanged(ProjectSession::Change change)
{
    switch (change) {
    case ProjectSession::Change::Questions:
    case ProjectSession::Change::Labels:
        reloadQuestions();
        break;
    case ProjectSession::Change::Corpus:
        m_corpus->reload();
        reloadQuestions();
        break;
    default:
        break;
    }
}

void DatasetPage::reloadQuestions()
{
    const RowId current = currentId();
    const int row = currentRow();
    m_projectQuestionCount = m_session ? m_session->project().questions().count() : 0;
    m_model->reload();
    // Keep the same question selected when it is still listed, else the same row.
    const int again = current != 0 ? m_model->rowOfId(current) : -1;
    if (again >= 0)
        selectRow(again);
    else if (row >= 0)
        selectRow(std::min(row, m_proxy->rowCount() - 1));
    m_detail->showQuestion(currentId() != 0 ? std::optional<RowId>(currentId()) : std::nullopt);
    m_nuggets->showQuestion(m_detail->questionId());
    updateCount();
    updateActions();
}

void DatasetPage::applyFilters()
{
    const int status = m_statusFilter->currentData().toInt();
    const int origin = m_originFilter->currentData().toInt();
    const RowId current = currentId();
    m_proxy->setStatusFilter(status < 0 ? std::nullopt : std::optional(static_cast<QuestionStatus>(status)));
    m_proxy->setOriginFilter(origin < 0 ? std::nullopt : std::optional(static_cast<QuestionOrigin>(origin)));
    m_proxy->setTextFilter(m_searchField->text());
    m_proxy->setNearDuplicatesOnly(m_nearDuplicatesOnly->isChecked());
    const int row = current != 0 ? m_model->rowOfId(current) : -1;
    selectRow(row >= 0 ? row : 0);
    if (m_proxy->rowCount() == 0) {
        m_detail->showQuestion(std::nullopt);
        m_nuggets->showQuestion(std::nullopt);
    }
    updateCount();
}

void DatasetPage::updateCount()
{
    if (!m_session) {
        m_countLabel->setText(tr("No project open"));
        return;
    }
    const qsizetype shown = m_model->totalCount();
    m_countLabel->setText(shown == m_projectQuestionCount
                              ? tr("%n question(s)", nullptr, int(shown))
                              : tr("%1 of %2 questions").arg(shown).arg(m_projectQuestionCount));
}

void DatasetPage::updateActions()
{
    const auto question = currentQuestion();
    const bool any = question.has_value();
    for (QAction* action : {m_acceptAction, m_rejectAction, m_draftAction, m_editAction, m_deleteAction})
        action->setEnabled(any);
    m_findAction->setEnabled(m_session != nullptr);
    m_addAction->setEnabled(m_session != nullptr);
    m_corpusAction->setEnabled(m_session != nullptr);
    m_generateAction->setEnabled(m_session != nullptr);
}

int DatasetPage::currentRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).row() : -1;
}

RowId DatasetPage::currentId() const
{
    return m_model->idAt(currentRow());
}

std::optional<Question> DatasetPage::currentQuestion() const
{
    const int row = currentRow();
    return row >= 0 ? m_model->questionAt(row) : std::nullopt;
}

void DatasetPage::selectRow(int row)
{
    if (row < 0 || row >= m_model->rowCount()) {
        m_table->selectionModel()->clearCurrentIndex();
        m_table->clearSelection();
        return;
    }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, QuestionTableModel::IdColumn));
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

void DatasetPage::currentRowChanged()
{
    const RowId id = currentId();
    m_detail->showQuestion(id != 0 ? std::optional<RowId>(id) : std::nullopt);
    m_nuggets->showQuestion(m_detail->questionId());
    updateActions();
}

void DatasetPage::selectAfterAction(RowId actedId, RowId nextId, int row)
{
    int target = nextId != 0 ? m_model->rowOfId(nextId) : -1;
    if (target < 0)
        target = m_model->rowOfId(actedId); // the last row stays where it is
    if (target < 0)
        target = std::min(row, m_model->rowCount() - 1);
    selectRow(target);
}

void DatasetPage::setCurrentStatus(QuestionStatus status)
{
    const auto question = currentQuestion();
    if (!m_session || !question)
        return;
    const int row = currentRow();
    if (row + 1 >= m_model->rowCount() && m_model->canFetchMore({}))
        m_model->fetchMore({});
    const RowId nextId = m_model->idAt(row + 1);
    if (question->status != status) {
        m_session->undoStack()->push(new SetQuestionStatusCommand(m_session, *question, status));
        Q_EMIT statusMessage(
            tr("%1 is now %2").arg(question->externalId, QuestionTableModel::statusLabel(status)));
    }
    selectAfterAction(question->id, nextId, row);
}

void DatasetPage::acceptCurrent()
{
    setCurrentStatus(QuestionStatus::Accepted);
}

void DatasetPage::rejectCurrent()
{
    setCurrentStatus(QuestionStatus::Rejected);
}

void DatasetPage::draftCurrent()
{
    setCurrentStatus(QuestionStatus::Draft);
}

void DatasetPage::editCurrent()
{
    const auto question = currentQuestion();
    if (!m_session || !question)
        return;
    auto* dialog = new QuestionEditDialog(question->externalId, question->text, question->groundTruth, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const RowId id = question->id;
    connect(dialog, &QDialog::accepted, this, [this, dialog, id] {
        const auto current = m_session ? m_session->project().questions().byId(id) : std::nullopt;
        if (!current)
            return;
        if (dialog->questionText() == current->text && dialog->groundTruth() == current->groundTruth)
            return;
        m_session->undoStack()->push(
            new EditQuestionCommand(m_session, *current, dialog->questionText(), dialog->groundTruth()));
        m_table->setFocus();
    });
    dialog->open();
}

void DatasetPage::addQuestion()
{
    if (!m_session)
        return;
    // manual-1, manual-2, ...: the first free one.
    QString externalId;
    for (int n = 1; externalId.isEmpty(); ++n) {
        const QString candidate = QStringLiteral("manual-%1").arg(n);
        if (!m_session->project().questions().byExternalId(candidate))
            externalId = candidate;
    }
    auto* dialog = new QuestionEditDialog(externalId, {}, {}, this);
    dialog->setWindowTitle(tr("New Question %1").arg(externalId));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, externalId] {
        if (!m_session || dialog->questionText().isEmpty())
            return;
        auto* command =
            new AddQuestionCommand(m_session, externalId, dialog->questionText(), dialog->groundTruth());
        m_session->undoStack()->push(command);
        Q_EMIT statusMessage(tr("Added %1 as a draft").arg(externalId));
        const int row = m_model->rowOfId(command->questionId());
        if (row >= 0)
            selectRow(row);
        m_table->setFocus();
    });
    dialog->open();
}

void DatasetPage::deleteCurrent()
{
    const auto question = currentQuestion();
    if (!m_session || !question)
        return;
    auto* box =
        new QMessageBox(QMessageBox::Question, tr("Delete Question"),
                        tr("Delete %1 and its relevance labels?\n\nUndo (Ctrl+Z) brings both back; the "
                           "results of runs for this question are deleted for good.")
                            .arg(question->externalId),
                        QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("deleteQuestionConfirmation"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    const RowId id = question->id;
    const QString externalId = question->externalId;
    connect(box, &QMessageBox::finished, this, [this, box, id, externalId](int) {
        if (box->standardButton(box->clickedButton()) != QMessageBox::Yes || !m_session)
            return;
        const int row = m_model->rowOfId(id);
        m_session->undoStack()->push(new DeleteQuestionCommand(m_session, id));
        Q_EMIT statusMessage(tr("Deleted %1").arg(externalId));
        selectRow(std::min(row, m_model->rowCount() - 1));
        m_table->setFocus();
    });
    box->open();
}

void DatasetPage::generateQuestions()
{
    if (!m_session)
        return;
    QList<RowId> documentIds;
    QStringList chunkIds;
    for (const QModelIndex& index : m_corpus->treeView()->selectionModel()->selectedRows()) {
        const RowId chunkId = index.data(CorpusTreeModel::ChunkIdRole).toLongLong();
        if (chunkId == 0) {
            documentIds.append(index.data(CorpusTreeModel::DocumentIdRole).toLongLong());
        } else if (const auto chunk = m_session->project().corpus().chunkById(chunkId)) {
            chunkIds.append(chunk->externalId);
        }
    }
    auto* dialog = new GenerateQuestionsDialog(m_session, documentIds, chunkIds, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &GenerateQuestionsDialog::statusMessage, this, &Page::statusMessage);
    dialog->open();
}

} // namespace goldset::ui
