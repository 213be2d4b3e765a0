#include "review/ReviewPage.h"

#include "common/FieldLabel.h"
#include "common/ThemeColours.h"
#include "review/CitationsTab.h"
#include "review/ClaimEditor.h"
#include "review/ClaimTableModel.h"
#include "review/NuggetReviewPanel.h"
#include "review/PrimaryJudgeBox.h"
#include "review/ReviewFilterProxy.h"
#include "review/ReviewHtml.h"
#include "review/ReviewQuestionModel.h"
#include "review/ReviewState.h"
#include "shell/ProjectSession.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QShowEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace goldset::ui {
namespace {

QTextBrowser* makeBrowser(const QString& name, QWidget* parent)
{
    auto* browser = new QTextBrowser(parent);
    browser->setObjectName(name);
    browser->setOpenLinks(false);
    browser->setFocusPolicy(Qt::ClickFocus);
    return browser;
}

} // namespace

ReviewPage::ReviewPage(QWidget* parent) : Page(parent), m_state(new ReviewState(this))
{
    setObjectName(QStringLiteral("reviewPage"));

    m_run = new QComboBox(this);
    m_run->setObjectName(QStringLiteral("reviewRun"));
    m_run->setAccessibleName(tr("Run"));
    m_failingOnly = new QCheckBox(tr("&Failing only"), this);
    m_disagreeOnly = new QCheckBox(tr("Judge and &human disagree"), this);
    m_unreviewedOnly = new QCheckBox(tr("Not yet re&viewed"), this);
    m_blind = new QCheckBox(tr("&Blind (hide the judge and other reviewers until I decide)"), this);
    m_blind->setObjectName(QStringLiteral("reviewBlind"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    m_summary->setWordWrap(true); // gives way to the judge box beside it rather than cut it
    m_primaryJudge = new PrimaryJudgeBox(this);
    m_judgeShown = new QComboBox(this);
    m_judgeShown->setObjectName(QStringLiteral("reviewJudgeShown"));
    m_judgeShown->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_judgeShown->setToolTip(
        tr("The claims of one judge at a time: two judges split an answer differently."));

    auto* filters = new QHBoxLayout;
    filters->addWidget(fieldLabel(tr("Run:"), m_run, this));
    filters->addWidget(m_run, 1);
    filters->addWidget(m_failingOnly);
    filters->addWidget(m_disagreeOnly);
    filters->addWidget(m_unreviewedOnly);
    filters->addWidget(m_blind);

    m_questionView = new QTableView(this);
    m_questionView->setObjectName(QStringLiteral("reviewQuestions"));
    m_questionView->setModel(m_state->filter());
    m_questionView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_questionView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_questionView->setSortingEnabled(true);
    m_questionView->sortByColumn(ReviewQuestionModel::IdColumn, Qt::AscendingOrder);
    m_questionView->verticalHeader()->hide();
    m_questionView->setWordWrap(false); // one line per question; the full text is in the tooltip
    // The question takes the room; ids and numbers are as wide as they are.
    m_questionView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_questionView->horizontalHeader()->setSectionResizeMode(ReviewQuestionModel::QuestionColumn,
                                                             QHeaderView::Stretch);
    m_questionView->horizontalHeader()->setStretchLastSection(false);
    // Widths from the rows in view: sampling Qt's default 1,000 rows of every column took
    // 165 ms of frozen window each time a run of 100,000 questions was shown.
    m_questionView->horizontalHeader()->setResizeContentsPrecision(0);
    m_questionView->setAccessibleName(tr("Questions of the run"));

    m_questionText = new QLabel(this);
    m_questionText->setObjectName(QStringLiteral("reviewQuestionText"));
    m_questionText->setWordWrap(true);
    m_questionText->setTextFormat(Qt::RichText);
    m_questionText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_answer = makeBrowser(QStringLiteral("reviewAnswer"), this);
    m_answer->setAccessibleName(tr("Answer with its claims"));
    m_claimView = new QTableView(this);
    m_claimView->setObjectName(QStringLiteral("reviewClaims"));
    m_claimView->setModel(m_state->claims());
    m_claimView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_claimView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_claimView->verticalHeader()->hide();
    m_claimView->horizontalHeader()->setSectionResizeMode(ClaimTableModel::ClaimColumn, QHeaderView::Stretch);
    m_claimView->horizontalHeader()->setSectionResizeMode(ClaimTableModel::ReasonColumn,
                                                          QHeaderView::Stretch);
    // The ordinal and the verdict columns as wide as what they show: the texts take the rest.
    for (int column : {int(ClaimTableModel::OrdinalColumn), int(ClaimTableModel::JudgeColumn),
                       int(ClaimTableModel::HumanColumn), int(ClaimTableModel::ReviewersColumn)})
        m_claimView->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_claimView->setWordWrap(true);
    m_claimView->setAccessibleName(tr("Claims"));
    m_contexts = makeBrowser(QStringLiteral("reviewContexts"), this);
    m_contexts->setAccessibleName(tr("Retrieved contexts"));
    m_trust = makeBrowser(QStringLiteral("reviewTrust"), this);

    auto* detail = new QSplitter(Qt::Vertical, this);
    detail->setObjectName(QStringLiteral("reviewDetailSplitter"));
    auto* top = new QWidget(detail);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_questionText);
    topLayout->addWidget(m_answer, 1);
    detail->addWidget(top);
    detail->addWidget(m_claimView);
    detail->addWidget(m_contexts);
    // The claims get the most room: a question has up to six, each wrapped over lines.
    detail->setStretchFactor(0, 2);
    detail->setStretchFactor(1, 3);
    detail->setStretchFactor(2, 2);

    auto* tabs = new QTabWidget(this);
    m_tabs = tabs;
    tabs->setObjectName(QStringLiteral("reviewTabs"));
    tabs->setAccessibleName(tr("Claims and judge trust"));
    tabs->addTab(detail, tr("Claims"));
    m_citations = new CitationsTab(this);
    tabs->addTab(m_citations, tr("Citations"));
    m_nuggetTab = new NuggetReviewPanel(this);
    m_nuggetTab->setObjectName(QStringLiteral("reviewNuggetTab"));
    tabs->addTab(m_nuggetTab, tr("Nuggets"));
    connect(m_nuggetTab, &NuggetReviewPanel::statusMessage, this, &Page::statusMessage);
    connect(m_nuggetTab, &NuggetReviewPanel::nextQuestionRequested, this, [this] { moveQuestion(1); });
    tabs->addTab(m_trust, tr("Judge trust"));
    // Nugget and citation overrides leave the run loaded: their trust is recomputed when shown.
    connect(tabs, &QTabWidget::currentChanged, this, [this] {
        m_state->setCitationsInView(m_tabs->currentWidget() == m_citations);
        refreshStaleTrust();
    });
    connect(m_citations, &CitationsTab::statusMessage, this, &ReviewPage::statusMessage);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("reviewSplitter"));
    split->addWidget(m_questionView);
    split->addWidget(tabs);
    // The question list's three number columns are as wide as their headers: at 2:3 the
    // question itself had ~150 px at 1280x800.
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 6);

    auto* summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(fieldLabel(tr("Claims &of:"), m_judgeShown, this));
    summaryRow->addWidget(m_judgeShown);
    summaryRow->addWidget(fieldLabel(tr("Primary &judge:"), m_primaryJudge, this));
    summaryRow->addWidget(m_primaryJudge);
    m_primaryJudge->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // its whole text, never cut

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addLayout(summaryRow);
    layout->addWidget(split, 1);

    createActions();
    connect(m_run, &QComboBox::currentIndexChanged, m_state, &ReviewState::chooseRun);
    connect(m_failingOnly, &QCheckBox::toggled, m_state, &ReviewState::setFailingOnly);
    connect(m_disagreeOnly, &QCheckBox::toggled, m_state, &ReviewState::setDisagreeOnly);
    connect(m_unreviewedOnly, &QCheckBox::toggled, m_state, &ReviewState::setUnreviewedOnly);
    connect(m_blind, &QCheckBox::toggled, this, &ReviewPage::applyBlind);
    connect(m_primaryJudge, &PrimaryJudgeBox::primaryJudgeChosen, m_state, &ReviewState::choosePrimaryJudge);
    connect(m_judgeShown, &QComboBox::activated, m_state, &ReviewState::showJudge);
    connect(m_questionView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ReviewPage::currentQuestionChanged);
    connect(m_claimView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ReviewPage::currentClaimChanged);
    connectState();
    setSession(nullptr);
}

ReviewPage::~ReviewPage() = default;

void ReviewPage::connectState()
{
    connect(m_state, &ReviewState::runsChanged, this, &ReviewPage::showRuns);
    connect(m_state, &ReviewState::loadStarted, this, &ReviewPage::clearRun);
    connect(m_state, &ReviewState::loaded, this, &ReviewPage::showLoaded);
    connect(m_state, &ReviewState::judgesChanged, this, &ReviewPage::showJudges);
    connect(m_state, &ReviewState::summaryChanged, this, [this] { m_summary->setText(m_state->summary()); });
    connect(m_state, &ReviewState::trustChanged, this, [this] { m_trust->setHtml(m_state->trustHtml()); });
    connect(m_state, &ReviewState::trustOutdated, this, &ReviewPage::refreshStaleTrust);
    connect(m_state, &ReviewState::filtersChanged, this, [this] {
        const auto& threshold = m_state->failingBelow();
        m_failingOnly->setToolTip(threshold ? tr("Questions with faithfulness below %1").arg(*threshold)
                                            : QString());
    });
    connect(m_state, &ReviewState::questionRefreshed, this, &ReviewPage::currentQuestionChanged);
    connect(m_state, &ReviewState::claimRefreshed, this, &ReviewPage::currentClaimChanged);
    connect(m_state, &ReviewState::statusMessage, this, &Page::statusMessage);
}

void ReviewPage::sessionSet(ProjectSession* session)
{
    m_claimEditor.reset(session
                            ? new ClaimEditor(*session,
                                              [this](const EditClaimsCommand::Answer& answer, RowId select) {
                                                  onClaimsEdited(answer.runId, answer.questionId, select);
                                              })
                            : nullptr);
    m_citations->setSession(session);
    m_nuggetTab->setSession(session);
    for (QAction* action : std::as_const(m_actions))
        action->setEnabled(session != nullptr);
    if (session)
        connect(session, &ProjectSession::currentAnnotatorChanged, this, &ReviewPage::applyBlind);
    applyBlind();
    m_state->setSession(session);
}

void ReviewPage::showEvent(QShowEvent* event)
{
    Page::showEvent(event);
    // As isVisible() sees it: a minimised window's page is still in view.
    if (!event->spontaneous())
        m_state->setInView(true);
}

void ReviewPage::hideEvent(QHideEvent* event)
{
    Page::hideEvent(event);
    if (!event->spontaneous())
        m_state->setInView(false);
}

void ReviewPage::applyBlind()
{
    const bool blind = m_blind->isChecked();
    // Filtering by faithfulness or by disagreement would tell what blind mode hides.
    for (QCheckBox* revealing : {m_failingOnly, m_disagreeOnly}) {
        if (blind)
            revealing->setChecked(false);
        revealing->setEnabled(!blind);
        revealing->setToolTip(blind ? tr("Not while reviewing blind: it would tell the verdicts.")
                                    : QString());
    }
    const RowId keep = currentQuestionId();
    m_state->setBlind(blind);
    m_citations->setBlind(blind);
    m_nuggetTab->setBlind(blind);
    if (!keep || !showQuestion(keep))
        currentQuestionChanged();
}

void ReviewPage::showRuns()
{
    const QSignalBlocker blocker(m_run);
    m_run->clear();
    for (const Run& run : m_state->runs())
        m_run->addItem(run.name, run.id);
    m_run->setCurrentIndex(m_state->runIndex());
}

bool ReviewPage::showRun(const QString& runName)
{
    return m_state->showRun(runName);
}

bool ReviewPage::openQuestion(RowId questionId, const QString& runName)
{
    if (!runName.isEmpty() && !showRun(runName))
        return false;
    return showQuestion(questionId);
}

bool ReviewPage::showQuestion(RowId questionId)
{
    m_state->finishLoading();
    const int row = m_state->filterRowOf(questionId);
    if (row < 0)
        return false;
    m_questionView->setCurrentIndex(m_state->filter()->index(row, 0));
    return true;
}

bool ReviewPage::isLoading() const
{
    return m_state->isLoading();
}

const review::RunReview& ReviewPage::runReview() const
{
    return m_state->review();
}

void ReviewPage::clearRun()
{
    m_nuggetTab->showAnswer(0, QString(), 0, QString());
    m_primaryJudge->clearRun();
    m_questionText->clear();
    m_answer->clear();
    m_contexts->clear();
    m_trust->clear();
}

void ReviewPage::showLoaded(int filterRow)
{
    m_primaryJudge->load(session()->project(), m_state->review().runId(), m_state->review().judgeModels(),
                         m_state->review().primaryJudge());
    m_questionView->setCurrentIndex(m_state->filter()->index(filterRow, 0));
}

void ReviewPage::showJudges()
{
    const QSignalBlocker blocker(m_judgeShown);
    m_judgeShown->clear();
    for (const QString& judge : m_state->judgeChoices())
        m_judgeShown->addItem(m_state->judgeLabel(judge), judge);
    m_judgeShown->setCurrentIndex(m_state->judgeShown());
    m_judgeShown->setEnabled(m_judgeShown->count() > 1);
}

void ReviewPage::refreshStaleTrust()
{
    if (m_tabs->currentWidget() == m_trust)
        m_state->refreshTrust();
}

RowId ReviewPage::currentQuestionId() const
{
    const int row = currentQuestionRow();
    return row >= 0 ? runReview().questions()[row].questionId : 0;
}

int ReviewPage::currentQuestionRow() const
{
    const QModelIndex index = m_questionView->currentIndex();
    return index.isValid() ? m_state->filter()->mapToSource(index).row() : -1;
}

int ReviewPage::currentClaimIndex() const
{
    const QModelIndex index = m_claimView->currentIndex();
    if (!index.isValid())
        return -1;
    return runReview().claimIndex(index.data(ClaimTableModel::ClaimIdRole).toLongLong());
}

void ReviewPage::currentQuestionChanged()
{
    const review::RunReview& review = runReview();
    const int row = currentQuestionRow();
    const RowId keepClaim = currentClaimIndex() >= 0 ? review.claims().at(currentClaimIndex()).claim.id : 0;
    m_state->setQuestionRow(row);
    m_citations->showQuestion(review.runId(), row < 0 ? 0 : review.questions().at(row).questionId,
                              review.primaryJudge());
    if (row < 0) {
        m_questionText->clear();
        m_answer->clear();
        m_contexts->clear();
        m_nuggetTab->showAnswer(0, QString(), 0, QString());
        return;
    }
    const review::QuestionState& q = review.questions().at(row);
    m_shown = session() ? review.details(session()->project(), row) : review::RunReview::QuestionDetails();
    m_questionText->setText(QStringLiteral("<b>%1</b> %2<br/><span style=\"color:%3\">%4 %5</span>")
                                .arg(q.externalId.toHtmlEscaped(), q.text.toHtmlEscaped(),
                                     ThemeColours(m_questionText->palette()).secondaryText().name(),
                                     tr("Ground truth:"), m_shown.groundTruth.toHtmlEscaped()));
    m_nuggetTab->showAnswer(review.runId(), review.primaryJudge(), q.questionId, m_shown.answer);
    ClaimTableModel* claims = m_state->claims();
    const int keepRow = keepClaim ? claims->rowOfClaim(keepClaim) : -1;
    m_claimView->setCurrentIndex(claims->index(keepRow >= 0 ? keepRow : 0, ClaimTableModel::ClaimColumn));
    m_claimView->resizeRowsToContents();
    currentClaimChanged();
}

void ReviewPage::currentClaimChanged()
{
    const int row = currentQuestionRow();
    if (row < 0 || !session())
        return;
    const review::QuestionState& q = runReview().questions().at(row);
    const int claimIndex = currentClaimIndex();
    const bool hideJudge = m_state->claims()->judgeHidden(m_claimView->currentIndex().row());
    m_answer->setHtml(answerHtml(runReview(), q, m_shown.answer, claimIndex, m_blind->isChecked(),
                                 session()->currentAnnotator()));
    const ReviewState::Contexts contexts = m_state->contexts(claimIndex);
    m_contexts->setHtml(contextsHtml(contexts.passages, contexts.evidence, contexts.likely, hideJudge));
}

} // namespace goldset::ui
