#include "labelling/LabellingPage.h"

#include "common/FieldLabel.h"
#include "common/ThemeColours.h"
#include "labelling/CandidateDelegate.h"
#include "labelling/CandidateModel.h"
#include "labelling/GuidelinesPanel.h"
#include "labelling/LabellingState.h"
#include "labelling/QuestionQueueModel.h"
#include "labelling/QueueFilterProxy.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressBar>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace goldset::ui {

namespace {
const QString kNewAnnotator = QStringLiteral("\x01new"); // item data of "New annotator..."
}

LabellingPage::LabellingPage(QWidget* parent) : Page(parent)
{
    setObjectName(QStringLiteral("labellingPage"));
    m_state = new LabellingState(this);

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
    m_depthSpin->setValue(m_state->poolDepth());
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
    m_queueView->setModel(m_state->queueProxy());
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
    m_candidateView->setModel(m_state->candidates());
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
    connect(m_queueFilter, &QLineEdit::textChanged, m_state->queueProxy(), &QueueFilterProxy::setText);
    connect(m_depthSpin, &QSpinBox::valueChanged, this, &LabellingPage::setPoolDepth);
    connect(m_queueView, &QListView::clicked, this, [this](const QModelIndex& index) {
        m_state->showQuestionAt(index.row());
        m_candidateView->setFocus();
    });
    connect(m_searchEdit, &QLineEdit::returnPressed, this, [this] {
        searchCorpus(m_searchEdit->text());
        m_candidateView->setFocus();
    });
    connect(m_guidelines, &GuidelinesPanel::editRequested, this, &LabellingPage::editGuidelines);
    connectState();
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
        connect(action, &QAction::triggered, this, [this, slot] { whenShown(slot); });
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
                       [this] { m_state->setGoldMode(m_goldAction->isChecked()); });
    m_goldAction->setCheckable(true);
    m_goldAction->setObjectName(QStringLiteral("goldModeAction"));
    m_exportAction = add(tr("Export Gold Qrels..."), {}, [this] { exportGoldQrels(); });
}

void LabellingPage::whenShown(const std::function<void()>& step)
{
    // Keys typed while the queue or a question's candidates are read (in the background) wait
    // for them and then act in the order typed: "N 3" grades the next question's first chunk.
    replayTypeAhead(); // anything left from before goes first
    if (m_state->isReading()) {
        m_typeAhead.append(step);
        return;
    }
    step();
}

void LabellingPage::replayTypeAhead()
{
    while (!m_typeAhead.isEmpty() && !m_state->isReading())
        m_typeAhead.takeFirst()();
}

void LabellingPage::connectState()
{
    connect(m_state, &LabellingState::readingFinished, this, &LabellingPage::replayTypeAhead);
    connect(m_state, &LabellingState::annotatorChanged, this, &LabellingPage::showAnnotators);
    connect(m_state, &LabellingState::questionChanged, this, &LabellingPage::showQuestion);
    connect(m_state, &LabellingState::scopeChanged, this, [this](LabellingState::Scope scope) {
        m_scopeCombo->setCurrentIndex(m_scopeCombo->findData(int(scope)));
    });
    connect(m_state, &LabellingState::candidatesChanged, this, &LabellingPage::showCandidates);
    connect(m_state, &LabellingState::labelsChanged, this, [this] { m_candidateView->viewport()->update(); });
    connect(m_state, &LabellingState::progressChanged, this, &LabellingPage::updateProgress);
    connect(m_state, &LabellingState::goldModeChanged, this, [this](bool gold) {
        m_goldAction->setChecked(gold);
        m_delegate->setGoldMode(gold);
        m_candidateView->doItemsLayout(); // gold cards are taller
        m_candidateView->viewport()->update();
    });
    connect(m_state, &LabellingState::guidelinesChanged, this,
            [this] { m_guidelines->setGuidelines(m_state->guidelines()); });
    connect(m_state, &LabellingState::statusMessage, this, &LabellingPage::statusMessage);
    connect(m_state, &LabellingState::errorOccurred, this, &LabellingPage::reportError);
}

void LabellingPage::sessionSet(ProjectSession* session)
{
    setEnabled(session != nullptr);
    m_typeAhead.clear(); // keys typed for another project
    m_state->setSession(session);
    if (!session)
        m_questionView->setHtml(tr("<p>Open a project to label its questions.</p>"));
    else if (m_state->isReading())
        showQuestion(-1); // "Reading the questions…" until the queue is in
}

void LabellingPage::showAnnotators()
{
    m_annotatorCombo->clear();
    if (m_state->session()) {
        const QStringList names = m_state->annotatorNames();
        for (const QString& name : names)
            m_annotatorCombo->addItem(name, name);
        m_annotatorCombo->addItem(tr("New annotator..."), kNewAnnotator);
        // Nobody chosen yet: the box says so instead of showing the first name as if it were you.
        m_annotatorCombo->setPlaceholderText(tr("Choose who you are"));
        m_annotatorCombo->setCurrentIndex(
            m_state->annotatorName().isEmpty() ? -1 : int(names.indexOf(m_state->annotatorName())));
    }
    m_goldAction->setEnabled(m_state->isLead());
    m_guidelines->setEditable(m_state->isLead());
}

void LabellingPage::chooseAnnotator(const QString& name)
{
    m_state->chooseAnnotator(name);
}

void LabellingPage::setScope(Scope scope)
{
    m_scopeCombo->setCurrentIndex(m_scopeCombo->findData(int(scope)));
    m_state->setScope(scope);
}

void LabellingPage::setPoolDepth(int depth)
{
    m_depthSpin->setValue(depth);
    m_state->setPoolDepth(depth, m_state->candidates()
                                     ->data(m_candidateView->currentIndex(), CandidateModel::ChunkIdRole)
                                     .toLongLong());
}

bool LabellingPage::openQuestion(RowId questionId, const QString& runName)
{
    Q_UNUSED(runName); // labels belong to the question, whatever the run
    return m_state->openQuestion(questionId) != LabellingState::Opened::No;
}

void LabellingPage::showQuestion(int proxyRow)
{
    const QModelIndex index = m_state->queueProxy()->index(proxyRow, 0);
    const auto question = m_state->question();
    if (!index.isValid() || !question) {
        m_questionView->setHtml(!m_state->session()    ? tr("<p>Open a project to label its questions.</p>")
                                : m_state->isReading() ? tr("<p>Reading the questions…</p>")
                                : m_state->queue()->totalCount() == 0
                                    ? tr("<p>No questions in this queue.</p>")
                                    : tr("<p>Every question of this queue is done.</p>"));
        m_poolLabel->clear();
        return;
    }
    m_queueView->setCurrentIndex(index);
    m_queueView->scrollTo(index);
    m_searchEdit->setText(m_state->searchQuery());
    // Untrusted text: escaped before it becomes rich text.
    m_questionView->setHtml(
        QStringLiteral("<p><b>%1</b> &nbsp; %2</p><p><span style=\"color:%3;\">%4</span> %5</p>")
            .arg(question->externalId.toHtmlEscaped(), question->text.toHtmlEscaped(),
                 ThemeColours(m_questionView->palette()).secondaryText().name(),
                 tr("Ground truth:").toHtmlEscaped(),
                 question->groundTruth.isEmpty() ? tr("<i>none</i>")
                                                 : question->groundTruth.toHtmlEscaped()));
}

void LabellingPage::showCandidates(int row)
{
    if (row >= 0)
        m_candidateView->setCurrentIndex(m_state->candidates()->index(row));
    m_poolLabel->setText(m_state->poolSummary());
}

int LabellingPage::currentCandidateRow() const
{
    const QModelIndex current = m_candidateView->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void LabellingPage::gradeCurrent(int grade)
{
    switch (m_state->grade(currentCandidateRow(), grade)) {
    case LabellingState::GradeResult::NeedsAnnotator:
        askForAnnotator(grade);
        break;
    case LabellingState::GradeResult::Pushed:
        moveCandidate(1); // keyboard flow: grade, and the next chunk is up
        break;
    case LabellingState::GradeResult::Nothing:
        break;
    }
}

void LabellingPage::clearCurrent()
{
    m_state->clearGrade(currentCandidateRow());
}

void LabellingPage::moveCandidate(int step)
{
    const int row = currentCandidateRow();
    const int target = row < 0 ? 0 : row + step;
    if (target < 0)
        return;
    if (!m_state->candidates()->ensureLoaded(target)) {
        if (step > 0 && row >= 0)
            Q_EMIT statusMessage(tr("Last candidate of this question. N moves to the next question."));
        return;
    }
    const QModelIndex index = m_state->candidates()->index(target);
    m_candidateView->setCurrentIndex(index);
    m_candidateView->scrollTo(index);
}

void LabellingPage::moveQuestion(int step)
{
    const int row = m_queueView->currentIndex().isValid() ? m_queueView->currentIndex().row() : -1;
    const int target = row + step;
    if (target < 0)
        return;
    if (!m_state->ensureQueueRow(target)) {
        Q_EMIT statusMessage(tr("Last question of the queue."));
        return;
    }
    m_state->showQuestionAt(target);
}

void LabellingPage::toggleContext()
{
    const int row = currentCandidateRow();
    if (row < 0)
        return;
    CandidateModel* candidates = m_state->candidates();
    const bool expanded = candidates->index(row).data(CandidateModel::ExpandedRole).toBool();
    candidates->setExpanded(row, !expanded);
    m_candidateView->doItemsLayout(); // the card's height changed
    m_candidateView->scrollTo(candidates->index(row));
}

void LabellingPage::searchCorpus(const QString& text)
{
    m_state->search(text);
    m_searchEdit->setText(m_state->searchQuery());
}

void LabellingPage::setGoldMode(bool gold)
{
    m_state->setGoldMode(gold);
}

void LabellingPage::updateProgress()
{
    m_progress->setMaximum(int(std::max<qsizetype>(1, m_state->queue()->totalCount())));
    m_progress->setValue(int(m_state->queue()->doneCount()));
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
