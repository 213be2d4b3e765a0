#include "review/ReviewPage.h"

#include "commands/SetClaimReviewCommand.h"
#include "commands/SettingEditCommand.h"
#include "common/FieldLabel.h"
#include "common/ThemeColours.h"
#include "judge/LexicalEvidence.h"
#include "llmdialogs/RunJudgeDialog.h"
#include "metrics/Threshold.h"
#include "review/CitationsTab.h"
#include "review/ClaimEditor.h"
#include "review/ClaimTableModel.h"
#include "review/NuggetReviewPanel.h"
#include "review/PrimaryJudgeBox.h"
#include "review/ReviewFilterProxy.h"
#include "review/ReviewHtml.h"
#include "review/ReviewQuestionModel.h"
#include "review/RunReviewLoader.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>
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

ReviewPage::ReviewPage(QWidget* parent)
    : Page(parent), m_questions(new ReviewQuestionModel(this)), m_filter(new ReviewFilterProxy(this)),
      m_claims(new ClaimTableModel(this)), m_loader(new RunReviewLoader(this))
{
    setObjectName(QStringLiteral("reviewPage"));
    m_filter->setSourceModel(m_questions);
    m_filter->setSortRole(ReviewQuestionModel::SortRole);

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
    m_questionView->setModel(m_filter);
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
    m_claimView->setModel(m_claims);
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
    connect(tabs, &QTabWidget::currentChanged, this, &ReviewPage::refreshStaleTrust);
    connect(m_citations, &CitationsTab::statusMessage, this, &ReviewPage::statusMessage);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("reviewSplitter"));
    split->addWidget(m_questionView);
    split->addWidget(tabs);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

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
    connect(m_run, &QComboBox::currentIndexChanged, this, &ReviewPage::onRunChosen);
    connect(m_loader, &RunReviewLoader::loaded, this, [this](const RunReviewLoader::Loaded& loaded) {
        if (!loaded.review) {
            loadRunNow(); // reads it here, which shows what is wrong
            return;
        }
        m_review = std::move(*loaded.review);
        showLoaded(m_questionAfterLoad, loaded.trustHtml);
    });
    connect(m_failingOnly, &QCheckBox::toggled, this, &ReviewPage::updateFailingFilter);
    connect(m_disagreeOnly, &QCheckBox::toggled, m_filter, &ReviewFilterProxy::setDisagreeOnly);
    connect(m_unreviewedOnly, &QCheckBox::toggled, m_filter, &ReviewFilterProxy::setUnreviewedOnly);
    connect(m_blind, &QCheckBox::toggled, this, &ReviewPage::applyBlind);
    connect(m_primaryJudge, &PrimaryJudgeBox::primaryJudgeChosen, this, &ReviewPage::choosePrimaryJudge);
    connect(m_judgeShown, &QComboBox::activated, this, [this] {
        m_claims->setJudge(m_judgeShown->currentData().toString());
        currentQuestionChanged();
    });
    connect(m_questionView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ReviewPage::currentQuestionChanged);
    connect(m_claimView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ReviewPage::currentClaimChanged);
    setSession(nullptr);
}

ReviewPage::~ReviewPage() = default;

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

void ReviewPage::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
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
    if (session) {
        connect(session, &ProjectSession::changed, this, [this](ProjectSession::Change change) {
            if (change == ProjectSession::Change::Reviews) {
                m_trustStale = true;
                refreshStaleTrust();
            }
            if (change == ProjectSession::Change::Runs)
                reloadRuns();
            else if (change == ProjectSession::Change::Reviews && m_tabs->currentWidget() == m_citations)
                return; // the Citations tab's own overrides: it reloads itself, the claims are as they were
            // A review of named questions is a nugget review from this page: its tab shows it.
            else if ((change == ProjectSession::Change::Reviews && m_session->changedQuestions().isEmpty()) ||
                     change == ProjectSession::Change::Settings)
                loadRun();
        });
        connect(session, &ProjectSession::currentAnnotatorChanged, this, &ReviewPage::applyBlind);
    }
    applyBlind();
    reloadRuns(true);
}

void ReviewPage::applyBlind()
{
    const bool blind = m_blind->isChecked();
    const QString annotator = m_session ? m_session->currentAnnotator() : QString();
    // Filtering by faithfulness or by disagreement would tell what blind mode hides.
    for (QCheckBox* revealing : {m_failingOnly, m_disagreeOnly}) {
        if (blind)
            revealing->setChecked(false);
        revealing->setEnabled(!blind);
        revealing->setToolTip(blind ? tr("Not while reviewing blind: it would tell the verdicts.")
                                    : QString());
    }
    updateFailingFilter();
    const RowId keep = currentQuestionId();
    m_questions->setBlind(blind, annotator);
    m_claims->setBlind(blind, annotator);
    m_citations->setBlind(blind);
    m_nuggetTab->setBlind(blind);
    if (!keep || !showQuestion(keep))
        currentQuestionChanged();
}

void ReviewPage::choosePrimaryJudge(const QString& model)
{
    if (!m_session || m_review.runId() <= 0)
        return;
    m_session->undoStack()->push(
        new SettingEditCommand(*m_session, storage::RunStore::pickedJudgeSettingKey(m_review.runId()), model,
                               tr("Choose Primary Judge")));
    Q_EMIT statusMessage(model.isEmpty()
                             ? tr("Run %1: the first judge to run counts.").arg(m_run->currentText())
                             : tr("Run %1: the verdicts of %2 count.").arg(m_run->currentText(), model));
}

void ReviewPage::reloadRuns(bool inBackground)
{
    const QString previous = m_run->currentText();
    const QSignalBlocker blocker(m_run);
    m_run->clear();
    if (m_session) {
        for (const Run& run : m_session->project().runs().runs())
            m_run->addItem(run.name, run.id);
        // The latest run is the one most worth reviewing.
        const int keep = m_run->findText(previous);
        m_run->setCurrentIndex(keep >= 0 ? keep : m_run->count() - 1);
    }
    if (inBackground && m_session && isVisible())
        loadRunInBackground();
    else
        loadRun();
}

bool ReviewPage::showRun(const QString& runName)
{
    const int index = m_run->findText(runName);
    if (index < 0)
        return false;
    {
        const QSignalBlocker blocker(m_run); // loaded here, at once, not in the background
        m_run->setCurrentIndex(index);
    }
    if (m_loadPending || m_loader->isBusy() || m_review.runId() != m_run->currentData().toLongLong())
        loadRunNow();
    return true;
}

bool ReviewPage::openQuestion(RowId questionId, const QString& runName)
{
    if (!runName.isEmpty() && !showRun(runName))
        return false;
    return showQuestion(questionId);
}

bool ReviewPage::showQuestion(RowId questionId)
{
    if (m_loadPending || m_loader->isBusy())
        loadRunNow();
    const int row = m_review.questionRow(questionId);
    if (row < 0)
        return false;
    const QModelIndex index = m_filter->mapFromSource(m_questions->index(row, 0));
    if (!index.isValid())
        return false;
    m_questionView->setCurrentIndex(index);
    return true;
}

void ReviewPage::showEvent(QShowEvent* event)
{
    Page::showEvent(event);
    if (m_loadPending)
        loadRunInBackground();
}

bool ReviewPage::isLoading() const
{
    return m_loader->isBusy();
}

void ReviewPage::onRunChosen()
{
    if (m_session && isVisible())
        loadRunInBackground();
    else
        loadRun();
}

void ReviewPage::loadRunInBackground()
{
    if (!m_session || m_run->currentIndex() < 0) {
        loadRunNow();
        return;
    }
    m_loadPending = false;
    const RowId current = currentQuestionId();
    if (current)
        m_questionAfterLoad = current;
    clearRun();
    m_summary->setText(tr("Reading run %1...").arg(m_run->currentText()));
    m_loader->load(m_session->path(), m_run->currentData().toLongLong());
}

void ReviewPage::clearRun()
{
    m_claims->setQuestion(nullptr, -1);
    m_nuggetTab->showAnswer(0, QString(), 0, QString());
    m_questions->setRunReview(nullptr);
    m_primaryJudge->clearRun();
    m_review = review::RunReview();
    m_questionText->clear();
    m_answer->clear();
    m_contexts->clear();
    m_trust->clear();
}

void ReviewPage::loadRun()
{
    if (!m_session || isVisible()) {
        loadRunNow();
        return;
    }
    if (const RowId current = currentQuestionId())
        m_questionAfterLoad = current; // shown again once read
    m_loader->cancel();
    clearRun();
    m_loadPending = true;
}

void ReviewPage::loadRunNow()
{
    const RowId previousQuestion =
        m_loader->isBusy() || m_loadPending ? m_questionAfterLoad : currentQuestionId();
    m_loadPending = false;
    m_loader->cancel();
    m_claims->setQuestion(nullptr, -1);
    m_questions->setRunReview(nullptr);
    if (!m_session || m_run->currentIndex() < 0) {
        clearRun();
        m_summary->setText(m_session ? tr("This project has no runs yet: import one (File → Import).")
                                     : tr("Open a project to review its runs."));
        return;
    }
    m_review.load(m_session->project(), m_run->currentData().toLongLong());
    showLoaded(previousQuestion);
}

void ReviewPage::showLoaded(RowId previousQuestion, const std::optional<QString>& trustHtml)
{
    m_questionAfterLoad = 0;
    m_primaryJudge->load(m_session->project(), m_review.runId(), m_review.primaryJudge());
    fillJudgeShown();
    m_questions->setRunReview(&m_review);
    updateFailingFilter();
    updateSummary(trustHtml);
    if (!previousQuestion || !showQuestion(previousQuestion))
        m_questionView->setCurrentIndex(m_filter->index(0, 0));
}

void ReviewPage::fillJudgeShown()
{
    // The judge shown stays across reloads while the run still has it; else the primary judge.
    const QString previous =
        m_judgeShown->currentIndex() >= 0 ? m_judgeShown->currentData().toString() : QString();
    const QSignalBlocker blocker(m_judgeShown);
    m_judgeShown->clear();
    QStringList judges = m_review.judgeModels();
    judges.removeAll(m_review.primaryJudge());
    std::sort(judges.begin(), judges.end());
    if (!m_review.claims().isEmpty())
        judges.prepend(m_review.primaryJudge());
    for (const QString& judge : std::as_const(judges)) {
        QString label = judge.isEmpty() ? tr("imported verdicts") : judge;
        if (judge == m_review.primaryJudge())
            label = tr("%1 (primary)").arg(label);
        m_judgeShown->addItem(label, judge);
    }
    const int keep = m_judgeShown->findData(previous);
    m_judgeShown->setCurrentIndex(keep >= 0 && !previous.isEmpty() ? keep : 0);
    m_judgeShown->setEnabled(m_judgeShown->count() > 1);
    m_claims->setJudge(m_judgeShown->count() > 0
                           ? std::optional<QString>(m_judgeShown->currentData().toString())
                           : std::nullopt);
}

void ReviewPage::updateFailingFilter()
{
    std::optional<double> threshold;
    if (m_failingOnly->isChecked()) {
        threshold = 0.8; // without a project threshold
        if (m_session) {
            const QString text = m_session->project().settings().value(
                metrics::Threshold::settingsKey(QStringLiteral("faithfulness")));
            if (auto parsed = metrics::Threshold::parse(QStringLiteral("faithfulness"), text);
                parsed && !text.isEmpty())
                threshold = parsed->bound;
        }
    }
    m_filter->setFailingBelow(threshold);
    m_failingOnly->setToolTip(threshold ? tr("Questions with faithfulness below %1").arg(*threshold)
                                        : QString());
}

void ReviewPage::updateSummary(const std::optional<QString>& trustHtml)
{
    int claims = static_cast<int>(m_review.claims().size());
    int reviewed = 0;
    for (const review::ClaimState& state : m_review.claims())
        reviewed += state.human ? 1 : 0;
    m_summary->setText(tr("%1 questions, %2 claims, %3 reviewed; %4 judge verdicts overridden by people.")
                           .arg(m_review.questions().size())
                           .arg(claims)
                           .arg(reviewed)
                           .arg(m_review.overriddenCount()));
    m_trust->setHtml(trustHtml ? *trustHtml : judgeTrustHtml(m_review, m_session->project()));
    m_trustStale = false;
}

void ReviewPage::refreshStaleTrust()
{
    if (m_trustStale && m_tabs->currentWidget() == m_trust && m_session && m_review.runId()) {
        m_trustStale = false;
        m_trust->setHtml(judgeTrustHtml(m_review, m_session->project()));
    }
}

RowId ReviewPage::currentQuestionId() const
{
    const int row = currentQuestionRow();
    return row >= 0 ? m_review.questions()[row].questionId : 0;
}

int ReviewPage::currentQuestionRow() const
{
    const QModelIndex index = m_questionView->currentIndex();
    return index.isValid() ? m_filter->mapToSource(index).row() : -1;
}

int ReviewPage::currentClaimIndex() const
{
    const QModelIndex index = m_claimView->currentIndex();
    if (!index.isValid())
        return -1;
    return m_review.claimIndex(index.data(ClaimTableModel::ClaimIdRole).toLongLong());
}

void ReviewPage::currentQuestionChanged()
{
    const int row = currentQuestionRow();
    const RowId keepClaim = currentClaimIndex() >= 0 ? m_review.claims().at(currentClaimIndex()).claim.id : 0;
    m_claims->setQuestion(&m_review, row);
    m_citations->showQuestion(m_review.runId(), row < 0 ? 0 : m_review.questions().at(row).questionId);
    if (row < 0) {
        m_questionText->clear();
        m_answer->clear();
        m_contexts->clear();
        m_nuggetTab->showAnswer(0, QString(), 0, QString());
        return;
    }
    const review::QuestionState& q = m_review.questions().at(row);
    m_shown = m_session ? m_review.details(m_session->project(), row) : review::RunReview::QuestionDetails();
    m_questionText->setText(QStringLiteral("<b>%1</b> %2<br/><span style=\"color:%3\">%4 %5</span>")
                                .arg(q.externalId.toHtmlEscaped(), q.text.toHtmlEscaped(),
                                     ThemeColours(m_questionText->palette()).secondaryText().name(),
                                     tr("Ground truth:"), m_shown.groundTruth.toHtmlEscaped()));
    m_nuggetTab->showAnswer(m_review.runId(), m_review.primaryJudge(), q.questionId, m_shown.answer);
    const int keepRow = keepClaim ? m_claims->rowOfClaim(keepClaim) : -1;
    m_claimView->setCurrentIndex(m_claims->index(keepRow >= 0 ? keepRow : 0, ClaimTableModel::ClaimColumn));
    m_claimView->resizeRowsToContents();
    currentClaimChanged();
}

void ReviewPage::currentClaimChanged()
{
    const int row = currentQuestionRow();
    if (row < 0 || !m_session)
        return;
    const review::QuestionState& q = m_review.questions().at(row);
    const int claimIndex = currentClaimIndex();
    const bool hideJudge = m_claims->judgeHidden(m_claimView->currentIndex().row());
    m_answer->setHtml(answerHtml(m_review, q, m_shown.answer, claimIndex, m_blind->isChecked(),
                                 m_session->currentAnnotator()));

    storage::Project& project = m_session->project();
    QList<ContextPassageView> passages;
    QList<judge::ContextPassage> lexical;
    for (const Retrieval& retrieval : project.runs().retrievals(m_review.runId(), q.questionId)) {
        const auto chunk = project.corpus().chunkById(retrieval.chunkId);
        if (!chunk)
            continue;
        const auto document = project.corpus().documentById(chunk->documentId);
        passages.append(
            {retrieval.rank, retrieval.score, chunk->externalId,
             document ? (document->title.isEmpty() ? document->externalId : document->title) : QString(),
             chunk->text});
        lexical.append({chunk->externalId, chunk->text});
    }
    QStringList evidence;
    QList<judge::EvidenceSentence> likely;
    if (claimIndex >= 0) {
        const review::ClaimState& state = m_review.claims().at(claimIndex);
        evidence = state.claim.evidence;
        likely = judge::LexicalEvidence(lexical).rank(state.claim.text, 3);
    }
    m_contexts->setHtml(contextsHtml(passages, evidence, likely, hideJudge));
}

} // namespace goldset::ui
