#include "dataset/DatasetPage.h"

#include "common/FieldLabel.h"
#include "common/KeyColumnGuard.h"
#include "dataset/CorpusBrowser.h"
#include "dataset/DatasetState.h"
#include "dataset/NuggetPanel.h"
#include "dataset/QuestionDetailView.h"
#include "dataset/QuestionFilterProxy.h"
#include "dataset/QuestionTableModel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace goldset::ui {

namespace {
constexpr int kSearchDelayMs = 250;
}

DatasetPage::DatasetPage(QWidget* parent) : Page(parent)
{
    setObjectName(QStringLiteral("datasetPage"));
    m_state = new DatasetState(this);
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
    connect(m_state, &DatasetState::corpusChanged, m_corpus, &CorpusBrowser::reload);
    connect(m_state, &DatasetState::aboutToReload, this, [this] {
        m_keepId = currentId();
        m_keepRow = currentRow();
    });
    connect(m_state, &DatasetState::reloaded, this, &DatasetPage::showReloaded);
    connect(m_state, &DatasetState::statusMessage, this, &Page::statusMessage);
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

    m_model = m_state->model();
    m_proxy = m_state->proxy();
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

void DatasetPage::sessionSet(ProjectSession* session)
{
    m_state->setSession(session);
    storage::Project* project = session ? &session->project() : nullptr;
    m_detail->setProject(project);
    m_nuggets->setSession(session);
    m_corpus->setProject(project);
    m_nearDuplicatesOnly->setEnabled(m_state->nearDuplicatesAvailable());
    updateCount();
    updateActions(); // the first question is made current when the list is in (showReloaded)
}

void DatasetPage::showReloaded()
{
    // Keep the same question selected when it is still listed, else the same row.
    const int row = m_state->rowAfterReload(m_keepId, m_keepRow);
    if (row >= 0)
        selectRow(row);
    m_detail->showQuestion(currentId() != 0 ? std::optional<RowId>(currentId()) : std::nullopt);
    m_nuggets->showQuestion(m_detail->questionId());
    m_nearDuplicatesOnly->setEnabled(m_state->nearDuplicatesAvailable());
    updateCount();
    updateActions();
}

void DatasetPage::applyFilters()
{
    const int status = m_statusFilter->currentData().toInt();
    const int origin = m_originFilter->currentData().toInt();
    // The current question stays current when the new list holds it, else the first one does.
    m_state->setFilters(status < 0 ? std::nullopt : std::optional(static_cast<QuestionStatus>(status)),
                        origin < 0 ? std::nullopt : std::optional(static_cast<QuestionOrigin>(origin)),
                        m_searchField->text(), m_nearDuplicatesOnly->isChecked());
}

void DatasetPage::updateCount()
{
    m_countLabel->setText(m_state->countText());
}

void DatasetPage::updateActions()
{
    const auto question = currentQuestion();
    const bool any = question.has_value();
    for (QAction* action : {m_acceptAction, m_rejectAction, m_draftAction, m_editAction, m_deleteAction})
        action->setEnabled(any);
    m_findAction->setEnabled(session() != nullptr);
    m_addAction->setEnabled(session() != nullptr);
    m_corpusAction->setEnabled(session() != nullptr);
    m_generateAction->setEnabled(session() != nullptr);
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

void DatasetPage::setCurrentStatus(QuestionStatus status)
{
    if (currentQuestion())
        selectRow(m_state->setStatus(currentRow(), status));
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

} // namespace goldset::ui
