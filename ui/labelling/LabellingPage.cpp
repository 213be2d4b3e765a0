#include "labelling/LabellingPage.h"

#include "commands/GuidelinesEditCommand.h"
#include "commands/LabelAdjudicateCommand.h"
#include "commands/LabelSetCommand.h"
#include "common/FieldLabel.h"
#include "common/ThemeColours.h"
#include "labelling/CandidateDelegate.h"
#include "labelling/CandidateModel.h"
#include "labelling/GuidelinesPanel.h"
#include "labelling/QuestionQueueModel.h"
#include "labelling/QueueFilterProxy.h"
#include "storage/AnnotatorStore.h"
#include "storage/LabellingStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/SettingsStore.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMainWindow>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSettings>
#include <QSpinBox>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

namespace goldset::ui {

namespace {
const QString kNewAnnotator = QStringLiteral("\x01new"); // item data of "New annotator..."
}

LabellingPage::LabellingPage(QWidget* parent) : Page(parent)
{
    setObjectName(QStringLiteral("labellingPage"));
    m_queue = new QuestionQueueModel(this);
    m_queueProxy = new QueueFilterProxy(this);
    m_queueProxy->setSourceModel(m_queue);
    m_candidates = new CandidateModel(this);

    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    m_annotatorCombo = new QComboBox(this);
    m_annotatorCombo->setObjectName(QStringLiteral("annotatorCombo"));
    bar->addWidget(fieldLabel(tr("Annotator:"), m_annotatorCombo, this));
    m_annotatorCombo->setMinimumContentsLength(14);
    bar->addWidget(m_annotatorCombo);
    bar->addSpacing(12);
    m_scopeCombo = new QComboBox(this);
    m_scopeCombo->setObjectName(QStringLiteral("scopeCombo"));
    bar->addWidget(fieldLabel(tr("Queue:"), m_scopeCombo, this));
    m_scopeCombo->addItem(tr("All questions"), int(Scope::All));
    m_scopeCombo->addItem(tr("Not yet labelled by me"), int(Scope::Open));
    m_scopeCombo->addItem(tr("My assigned batches"), int(Scope::Assigned));
    bar->addWidget(m_scopeCombo);
    m_queueFilter = new QLineEdit(this);
    m_queueFilter->setObjectName(QStringLiteral("queueFilter"));
    m_queueFilter->setPlaceholderText(tr("Filter questions"));
    m_queueFilter->setClearButtonEnabled(true);
    m_queueFilter->setAccessibleName(tr("Filter questions"));
    bar->addWidget(m_queueFilter, 1);
    m_depthSpin = new QSpinBox(this);
    m_depthSpin->setObjectName(QStringLiteral("poolDepth"));
    bar->addWidget(fieldLabel(tr("Pool depth:"), m_depthSpin, this));
    m_depthSpin->setRange(1, 1000);
    m_depthSpin->setValue(m_poolOptions.depth);
    m_depthSpin->setToolTip(tr("How many of each run's top results are pooled for judging"));
    bar->addWidget(m_depthSpin);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("labellingProgress"));
    m_progress->setFormat(tr("%v of %m questions labelled"));
    m_progress->setMinimumWidth(220);
    bar->addWidget(m_progress);
    layout->addLayout(bar);

    // The queue and the guidelines are docks of an inner main window: the expert can move,
    // float, tab or close them, and the shell remembers where they were put.
    m_dockHost = new QMainWindow(this);
    m_dockHost->setObjectName(QStringLiteral("labellingDocks"));
    m_dockHost->setWindowFlags(Qt::Widget);
    m_dockHost->setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    auto* queueDock = new QDockWidget(tr("Questions"), m_dockHost);
    queueDock->setObjectName(QStringLiteral("queueDock"));
    m_queueView = new QListView(queueDock);
    m_queueView->setObjectName(QStringLiteral("queueView"));
    m_queueView->setAccessibleName(tr("Question queue"));
    m_queueView->setModel(m_queueProxy);
    m_queueView->setUniformItemSizes(true);
    m_queueView->setFocusPolicy(Qt::ClickFocus);
    // Docks take what the candidates leave: without a floor the queue shrank to its ids' first
    // letters (resizeDocks cannot act before the page has a size).
    m_queueView->setMinimumWidth(220);

    auto* centre = new QWidget(m_dockHost);
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    m_questionView = new QTextBrowser(centre);
    m_questionView->setObjectName(QStringLiteral("questionView"));
    m_questionView->setAccessibleName(tr("Current question"));
    m_questionView->setFocusPolicy(Qt::NoFocus);
    m_questionView->setMaximumHeight(130);
    centreLayout->addWidget(m_questionView);
    auto* searchRow = new QHBoxLayout;
    m_searchEdit = new QLineEdit(centre);
    m_searchEdit->setObjectName(QStringLiteral("searchEdit"));
    m_searchEdit->setPlaceholderText(
        tr("Search the whole corpus (/ or Ctrl+F; Enter adds the hits; Esc back)"));
    m_searchEdit->setClearButtonEnabled(true);
    m_searchEdit->setAccessibleName(tr("Search the corpus"));
    searchRow->addWidget(m_searchEdit, 1);
    m_poolLabel = new QLabel(centre);
    m_poolLabel->setObjectName(QStringLiteral("poolLabel"));
    searchRow->addWidget(m_poolLabel);
    centreLayout->addLayout(searchRow);
    m_candidateView = new QListView(centre);
    m_candidateView->setObjectName(QStringLiteral("candidateView"));
    m_candidateView->setAccessibleName(tr("Candidate chunks"));
    m_candidateView->setModel(m_candidates);
    m_delegate = new CandidateDelegate(m_candidateView);
    m_candidateView->setItemDelegate(m_delegate);
    m_candidateView->setResizeMode(QListView::Adjust);
    m_candidateView->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_candidateView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_candidateView->setWordWrap(true);
    centreLayout->addWidget(m_candidateView, 1);

    m_dockHost->setCentralWidget(centre);
    queueDock->setWidget(m_queueView);
    m_dockHost->addDockWidget(Qt::LeftDockWidgetArea, queueDock);
    auto* guidelinesDock = new QDockWidget(tr("Guidelines"), m_dockHost);
    guidelinesDock->setObjectName(QStringLiteral("guidelinesDock"));
    m_guidelines = new GuidelinesPanel(guidelinesDock);
    m_guidelines->setMinimumWidth(250);
    guidelinesDock->setWidget(m_guidelines);
    m_dockHost->addDockWidget(Qt::RightDockWidgetArea, guidelinesDock);
    m_dockHost->resizeDocks({queueDock, guidelinesDock}, {260, 260}, Qt::Horizontal);
    m_dockActions = {queueDock->toggleViewAction(), guidelinesDock->toggleViewAction()};
    layout->addWidget(m_dockHost, 1);
    setFocusProxy(m_candidateView);

    createActions();

    connect(m_annotatorCombo, &QComboBox::activated, this, [this](int index) {
        const QString data = m_annotatorCombo->itemData(index).toString();
        if (data == kNewAnnotator)
            newAnnotatorDialog();
        else
            chooseAnnotator(data);
    });
    connect(m_scopeCombo, &QComboBox::activated, this,
            [this](int index) { setScope(Scope(m_scopeCombo->itemData(index).toInt())); });
    connect(m_queueFilter, &QLineEdit::textChanged, m_queueProxy, &QueueFilterProxy::setText);
    connect(m_depthSpin, &QSpinBox::valueChanged, this, &LabellingPage::setPoolDepth);
    connect(m_queueView, &QListView::clicked, this, [this](const QModelIndex& index) {
        showQuestionAt(index.row());
        m_candidateView->setFocus();
    });
    connect(m_searchEdit, &QLineEdit::returnPressed, this, [this] {
        searchCorpus(m_searchEdit->text());
        m_candidateView->setFocus();
    });
    connect(m_guidelines, &GuidelinesPanel::editRequested, this, &LabellingPage::editGuidelines);
    setSession(nullptr);
}

LabellingPage::~LabellingPage() = default;

void LabellingPage::createActions()
{
    auto add = [this](const QString& text, const QList<QKeySequence>& keys, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcuts(keys);
        // Only while the page has focus: single keys must not fire on other pages.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        m_actions.append(action);
        return action;
    };
    for (int grade = 0; grade <= 3; ++grade) {
        const auto key = Qt::Key(Qt::Key_0 + grade);
        QAction* action = add(tr("Grade %1: %2").arg(grade).arg(GuidelinesPanel::gradeMeaning(grade)),
                              {QKeySequence(key), QKeySequence(Qt::KeypadModifier | key)},
                              [this, grade] { gradeCurrent(grade); });
        action->setObjectName(QStringLiteral("gradeAction%1").arg(grade));
    }
    add(tr("Clear Grade"), {QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::Key_Delete)},
        [this] { clearCurrent(); });
    add(tr("Next Chunk"), {QKeySequence(Qt::Key_J)}, [this] { moveCandidate(1); });
    add(tr("Previous Chunk"), {QKeySequence(Qt::Key_K)}, [this] { moveCandidate(-1); });
    add(tr("Next Question"), {QKeySequence(Qt::Key_N)}, [this] { moveQuestion(1); });
    add(tr("Previous Question"), {QKeySequence(Qt::Key_P)}, [this] { moveQuestion(-1); });
    add(tr("Show Neighbouring Chunks"), {QKeySequence(Qt::Key_C)}, [this] { toggleContext(); });
    add(tr("Search the Corpus"), {QKeySequence(Qt::Key_Slash), QKeySequence::Find}, [this] {
        m_searchEdit->setFocus();
        m_searchEdit->selectAll();
    });
    // Esc in the search box returns to the candidates.
    auto* back = new QAction(this);
    back->setShortcut(QKeySequence(Qt::Key_Escape));
    back->setShortcutContext(Qt::WidgetShortcut);
    connect(back, &QAction::triggered, this, [this] { m_candidateView->setFocus(); });
    m_searchEdit->addAction(back);

    m_goldAction = add(tr("Gold Mode (Adjudicate)"), {QKeySequence(Qt::Key_G)},
                       [this] { setGoldMode(m_goldAction->isChecked()); });
    m_goldAction->setCheckable(true);
    m_goldAction->setObjectName(QStringLiteral("goldModeAction"));
    m_exportAction = add(tr("Export Gold Qrels..."), {}, [this] { exportGoldQrels(); });
}

void LabellingPage::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_questionId = 0;
    m_searchQuery.clear();
    m_annotatorId = 0;
    m_isLead = false;
    storage::Project* project = session ? &session->project() : nullptr;
    m_candidates->setProject(project);
    m_queue->setQuestions(project, {}, {});
    setEnabled(session != nullptr);
    if (!session) {
        m_questionView->setHtml(tr("<p>Open a project to label its questions.</p>"));
        m_guidelines->setGuidelines({});
        m_annotatorCombo->clear();
        updateProgress();
        return;
    }
    connect(session, &ProjectSession::changed, this, &LabellingPage::onProjectChanged);
    connect(session, &ProjectSession::currentAnnotatorChanged, this, [this](const QString& name) {
        if (name != m_annotatorName)
            chooseAnnotator(name);
    });
    m_guidelines->setGuidelines(session->project().settings().value(GuidelinesEditCommand::settingsKey()));
    m_annotatorName = session->currentAnnotator();
    if (const auto known = session->project().annotators().byName(m_annotatorName)) {
        m_annotatorId = known->id;
        m_isLead = known->role == AnnotatorRole::Lead;
    }
    reloadAnnotators();
    updateLeadState();
    reloadQueue();
}

void LabellingPage::reloadAnnotators()
{
    m_annotatorCombo->clear();
    if (!m_session)
        return;
    QStringList names;
    for (const Annotator& a : m_session->project().annotators().all())
        if (a.kind == AnnotatorKind::Person)
            names.append(a.name);
    if (!m_annotatorName.isEmpty() && !names.contains(m_annotatorName))
        names.append(m_annotatorName); // chosen, created with the first label
    for (const QString& name : std::as_const(names))
        m_annotatorCombo->addItem(name, name);
    m_annotatorCombo->addItem(tr("New annotator..."), kNewAnnotator);
    // Nobody chosen yet: the box says so instead of showing the first name as if it were you.
    m_annotatorCombo->setPlaceholderText(tr("Choose who you are"));
    m_annotatorCombo->setCurrentIndex(m_annotatorName.isEmpty() ? -1 : int(names.indexOf(m_annotatorName)));
}

void LabellingPage::chooseAnnotator(const QString& name)
{
    if (!m_session || name.trimmed().isEmpty())
        return;
    m_annotatorName = name.trimmed();
    m_annotatorId = 0;
    m_isLead = false;
    if (const auto known = m_session->project().annotators().byName(m_annotatorName)) {
        m_annotatorId = known->id;
        m_isLead = known->role == AnnotatorRole::Lead;
    }
    QSettings().setValue(QStringLiteral("annotator"), m_annotatorName);
    m_session->setCurrentAnnotator(m_annotatorName);
    reloadAnnotators();
    updateLeadState();
    reloadQueue();
    Q_EMIT statusMessage(tr("Labelling as %1").arg(m_annotatorName));
}

RowId LabellingPage::ensureAnnotator()
{
    if (m_annotatorId != 0 || !m_session)
        return m_annotatorId;
    if (m_annotatorName.isEmpty()) {
        reportError(tr("Choose who you are (Annotator) before labelling."));
        return 0;
    }
    auto id = m_session->project().annotators().ensure(m_annotatorName);
    if (!id) {
        reportError(id.error().toString());
        return 0;
    }
    m_annotatorId = *id;
    m_candidates->setAnnotatorId(m_annotatorId); // its grades were nobody's until now
    return m_annotatorId;
}

void LabellingPage::updateLeadState()
{
    m_goldAction->setEnabled(m_isLead);
    m_guidelines->setEditable(m_isLead);
    if (!m_isLead && m_goldAction->isChecked()) {
        m_goldAction->setChecked(false);
        setGoldMode(false);
    }
}

void LabellingPage::setScope(Scope scope)
{
    m_scope = scope;
    m_scopeCombo->setCurrentIndex(m_scopeCombo->findData(int(scope)));
    reloadQueue();
}

void LabellingPage::setPoolDepth(int depth)
{
    if (depth == m_poolOptions.depth)
        return;
    m_poolOptions.depth = depth;
    m_depthSpin->setValue(depth);
    reloadCandidates(
        m_candidates->data(m_candidateView->currentIndex(), CandidateModel::ChunkIdRole).toLongLong());
}

void LabellingPage::reloadQueue()
{
    if (!m_session)
        return;
    storage::Project& project = m_session->project();
    storage::LabellingStore reads(project.connection());
    const QList<RowId> ids =
        m_scope == Scope::Assigned ? reads.assignedQuestions(m_annotatorId) : project.questions().ids();
    const QSet<RowId> done = m_annotatorId ? reads.questionsLabelledBy(m_annotatorId) : QSet<RowId>{};
    const RowId keep = m_questionId;
    m_queue->setQuestions(&project, ids, done);
    m_queueProxy->setOpenOnly(m_scope == Scope::Open);
    updateProgress();
    // Stay on the question in view when it is still in the queue, else start at the top.
    int row = 0;
    for (int i = 0;; ++i) {
        if (i >= m_queueProxy->rowCount()) {
            if (!m_queueProxy->canFetchMore({}))
                break;
            m_queueProxy->fetchMore({});
            if (i >= m_queueProxy->rowCount())
                break;
        }
        if (m_queueProxy->index(i, 0).data(QuestionQueueModel::QuestionIdRole).toLongLong() == keep) {
            row = i;
            break;
        }
        if (keep == 0)
            break;
    }
    showQuestionAt(row);
}

bool LabellingPage::openQuestion(RowId questionId, const QString& runName)
{
    Q_UNUSED(runName); // labels belong to the question, whatever the run
    // The queue fetches lazily: fetch on while looking.
    const auto rowOf = [this, questionId] {
        for (int i = 0;; ++i) {
            while (i >= m_queueProxy->rowCount() && m_queueProxy->canFetchMore({}))
                m_queueProxy->fetchMore({});
            if (i >= m_queueProxy->rowCount())
                return -1;
            if (m_queueProxy->index(i, 0).data(QuestionQueueModel::QuestionIdRole).toLongLong() == questionId)
                return i;
        }
    };
    int row = rowOf();
    if (row < 0) {
        setScope(Scope::All);
        row = rowOf();
    }
    if (row < 0)
        return false;
    m_queueView->setCurrentIndex(m_queueProxy->index(row, 0));
    showQuestionAt(row);
    return true;
}

void LabellingPage::showQuestionAt(int proxyRow)
{
    const QModelIndex index = m_queueProxy->index(proxyRow, 0);
    if (!index.isValid()) {
        m_questionId = 0;
        m_candidates->clear();
        m_questionView->setHtml(m_queue->totalCount() == 0
                                    ? tr("<p>No questions in this queue.</p>")
                                    : tr("<p>Every question of this queue is done.</p>"));
        m_poolLabel->clear();
        return;
    }
    m_queueView->setCurrentIndex(index);
    m_queueView->scrollTo(index);
    const RowId id = index.data(QuestionQueueModel::QuestionIdRole).toLongLong();
    if (id != m_questionId)
        m_searchQuery.clear(); // a search belongs to the question it was made for
    m_questionId = id;
    m_searchEdit->setText(m_searchQuery);
    reloadCandidates();
}

void LabellingPage::reloadCandidates(RowId keepChunk)
{
    if (!m_session || m_questionId == 0)
        return;
    const auto question = m_session->project().questions().byId(m_questionId);
    if (!question)
        return;
    // Untrusted text: escaped before it becomes rich text.
    m_questionView->setHtml(
        QStringLiteral("<p><b>%1</b> &nbsp; %2</p><p><span style=\"color:%3;\">%4</span> %5</p>")
            .arg(question->externalId.toHtmlEscaped(), question->text.toHtmlEscaped(),
                 ThemeColours(m_questionView->palette()).secondaryText().name(),
                 tr("Ground truth:").toHtmlEscaped(),
                 question->groundTruth.isEmpty() ? tr("<i>none</i>")
                                                 : question->groundTruth.toHtmlEscaped()));
    labelling::PoolOptions options = m_poolOptions;
    options.searchQuery = m_searchQuery;
    auto pool = labelling::loadPool(m_session->project(), m_questionId, options);
    if (!pool) {
        reportError(pool.error().toString());
        m_candidates->clear();
        return;
    }
    m_candidates->setQuestion(*question, *pool, m_annotatorId, m_searchQuery);
    int row = keepChunk ? m_candidates->rowOfChunk(keepChunk) : -1;
    if (row < 0 && !m_searchQuery.isEmpty()) {
        // After a search, start on its best hit.
        for (qsizetype i = 0; i < pool->size(); ++i)
            if ((*pool)[i].searchRank == 1 && m_candidates->ensureLoaded(int(i))) {
                row = int(i);
                break;
            }
    }
    if (row < 0 && m_candidates->rowCount() > 0)
        row = 0;
    if (row >= 0)
        m_candidateView->setCurrentIndex(m_candidates->index(row));
    const qsizetype runs = std::count_if(pool->cbegin(), pool->cend(),
                                         [](const labelling::PoolCandidate& c) { return !c.runs.isEmpty(); });
    m_poolLabel->setText(tr("%n candidate(s)", nullptr, int(pool->size())) + QStringLiteral(" · ") +
                         tr("%n from runs", nullptr, int(runs)));
}

int LabellingPage::currentCandidateRow() const
{
    const QModelIndex current = m_candidateView->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void LabellingPage::gradeCurrent(int grade)
{
    const int row = currentCandidateRow();
    if (!m_session || row < 0)
        return;
    if (m_annotatorName.isEmpty()) {
        askForAnnotator(grade); // who grades is asked, not refused
        return;
    }
    const QModelIndex index = m_candidates->index(row);
    const RowId chunkId = index.data(CandidateModel::ChunkIdRole).toLongLong();
    const QString chunkExternalId = index.data(CandidateModel::ExternalIdRole).toString();
    QPointer<LabellingPage> self(this);
    auto onError = [self](const QString& message) {
        if (self)
            self->reportError(message);
    };
    if (m_delegate->goldMode()) {
        m_session->undoStack()->push(
            new LabelAdjudicateCommand(*m_session, m_candidates->question().externalId, chunkExternalId,
                                       grade, ensureAnnotator(), onError));
    } else {
        const RowId annotator = ensureAnnotator();
        if (annotator == 0)
            return;
        if (m_candidates->question().id != m_questionId)
            return;
        m_session->undoStack()->push(new LabelSetCommand(
            *m_session, {m_questionId, chunkId, annotator, chunkExternalId}, grade, onError));
    }
    moveCandidate(1); // keyboard flow: grade, and the next chunk is up
}

void LabellingPage::clearCurrent()
{
    const int row = currentCandidateRow();
    if (!m_session || row < 0)
        return;
    const QModelIndex index = m_candidates->index(row);
    const QString chunkExternalId = index.data(CandidateModel::ExternalIdRole).toString();
    if (m_delegate->goldMode()) {
        if (!index.data(CandidateModel::GoldGradeRole).isValid())
            return;
        m_session->undoStack()->push(new LabelAdjudicateCommand(
            *m_session, m_candidates->question().externalId, chunkExternalId, std::nullopt, m_annotatorId));
        return;
    }
    if (!index.data(CandidateModel::MyGradeRole).isValid() || m_annotatorId == 0)
        return;
    m_session->undoStack()->push(new LabelSetCommand(
        *m_session,
        {m_questionId, index.data(CandidateModel::ChunkIdRole).toLongLong(), m_annotatorId, chunkExternalId},
        std::nullopt));
}

void LabellingPage::moveCandidate(int step)
{
    const int row = currentCandidateRow();
    const int target = row < 0 ? 0 : row + step;
    if (target < 0)
        return;
    if (!m_candidates->ensureLoaded(target)) {
        if (step > 0 && row >= 0)
            Q_EMIT statusMessage(tr("Last candidate of this question. N moves to the next question."));
        return;
    }
    const QModelIndex index = m_candidates->index(target);
    m_candidateView->setCurrentIndex(index);
    m_candidateView->scrollTo(index);
}

void LabellingPage::moveQuestion(int step)
{
    const int row = m_queueView->currentIndex().isValid() ? m_queueView->currentIndex().row() : -1;
    const int target = row + step;
    if (target < 0)
        return;
    while (target >= m_queueProxy->rowCount() && m_queueProxy->canFetchMore({})) {
        const int before = m_queueProxy->rowCount();
        m_queueProxy->fetchMore({});
        if (m_queueProxy->rowCount() == before && !m_queueProxy->canFetchMore({}))
            break;
    }
    if (target >= m_queueProxy->rowCount()) {
        Q_EMIT statusMessage(tr("Last question of the queue."));
        return;
    }
    showQuestionAt(target);
}

void LabellingPage::toggleContext()
{
    const int row = currentCandidateRow();
    if (row < 0)
        return;
    const bool expanded = m_candidates->index(row).data(CandidateModel::ExpandedRole).toBool();
    m_candidates->setExpanded(row, !expanded);
    m_candidateView->doItemsLayout(); // the card's height changed
    m_candidateView->scrollTo(m_candidates->index(row));
}

void LabellingPage::searchCorpus(const QString& text)
{
    m_searchQuery = text.trimmed();
    m_searchEdit->setText(m_searchQuery);
    reloadCandidates();
    if (!m_searchQuery.isEmpty())
        Q_EMIT statusMessage(tr("Search hits for \"%1\" added to the candidates.").arg(m_searchQuery));
}

void LabellingPage::setGoldMode(bool gold)
{
    if (gold && !m_isLead)
        gold = false;
    m_goldAction->setChecked(gold);
    m_delegate->setGoldMode(gold);
    m_candidateView->doItemsLayout();
    m_candidateView->viewport()->update();
    Q_EMIT statusMessage(gold ? tr("Gold mode: digits set the adjudicated grade.")
                              : tr("Labelling mode: digits set your grade."));
}

void LabellingPage::onProjectChanged(ProjectSession::Change change)
{
    switch (change) {
    case ProjectSession::Change::Labels:
        m_candidates->refreshLabels();
        m_candidateView->viewport()->update();
        refreshDone();
        break;
    case ProjectSession::Change::Settings:
        if (m_session)
            m_guidelines->setGuidelines(
                m_session->project().settings().value(GuidelinesEditCommand::settingsKey()));
        break;
    case ProjectSession::Change::Questions:
    case ProjectSession::Change::Runs:
    case ProjectSession::Change::Corpus:
    case ProjectSession::Change::Batches:
        reloadQueue();
        break;
    case ProjectSession::Change::Reviews:
        break;
    }
}

void LabellingPage::refreshDone()
{
    if (!m_session || m_annotatorId == 0)
        return;
    const QSet<RowId> done =
        storage::LabellingStore(m_session->project().connection()).questionsLabelledBy(m_annotatorId);
    // One pass over the queue (rows not loaded yet count too), not one search per loaded row.
    m_queue->setDoneSet(done);
    updateProgress();
}

void LabellingPage::updateProgress()
{
    m_progress->setMaximum(int(std::max<qsizetype>(1, m_queue->totalCount())));
    m_progress->setValue(int(m_queue->doneCount()));
}

void LabellingPage::reportError(const QString& message)
{
    Q_EMIT statusMessage(message);
    if (QApplication::platformName() != QLatin1String("offscreen"))
        QMessageBox::warning(this, tr("Labelling"), message);
    else
        qWarning("labelling: %s", qPrintable(message));
}

} // namespace goldset::ui
