#include "review/ReviewState.h"

#include "commands/SettingEditCommand.h"
#include "common/WorkPool.h"
#include "core/Heap.h"
#include "metrics/Threshold.h"
#include "review/ClaimTableModel.h"
#include "review/ReviewFilterProxy.h"
#include "review/ReviewQuestionModel.h"
#include "review/RunReviewLoader.h"
#include "shell/ProjectSession.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QThreadPool>
#include <QUndoStack>

namespace goldset::ui {

ReviewState::ReviewState(QObject* parent)
    : QObject(parent), m_questions(new ReviewQuestionModel(this)), m_filter(new ReviewFilterProxy(this)),
      m_claims(new ClaimTableModel(this)), m_loader(new RunReviewLoader(this))
{
    m_filter->setSourceModel(m_questions);
    m_filter->setSortRole(ReviewQuestionModel::SortRole);
    connect(m_loader, &RunReviewLoader::loaded, this, [this](const RunReviewLoader::Loaded& loaded) {
        if (!loaded.review) {
            loadNow(); // reads it here, which shows what is wrong
            return;
        }
        replaceReview(std::move(*loaded.review));
        showLoaded(m_questionAfterLoad, loaded.trustHtml);
    });
}

ReviewState::~ReviewState() = default;

void ReviewState::replaceReview(review::RunReview next)
{
    // The run in view is let go on a thread: 300,000 claims take tens of ms to free, and their
    // pages go back to the system instead of staying resident in the GUI thread's arena.
    auto previous = std::make_shared<review::RunReview>(std::exchange(m_review, std::move(next)));
    workPool()->start([previous = std::move(previous)]() mutable {
        previous.reset();
        core::releaseFreedMemory();
    });
}

void ReviewState::setSession(ProjectSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session)
        connect(session, &ProjectSession::changed, this, [this](ProjectSession::Change change) {
            if (change == ProjectSession::Change::Reviews) {
                m_trustStale = true;
                Q_EMIT trustOutdated();
            }
            if (change == ProjectSession::Change::Runs)
                reloadRuns(Load::Now);
            else if (change == ProjectSession::Change::Reviews && m_citationsInView)
                return; // the Citations tab's own overrides: it reloads itself, the claims are as they were
            // A review of named questions is a nugget review from this page: its tab shows it.
            else if ((change == ProjectSession::Change::Reviews && m_session->changedQuestions().isEmpty()) ||
                     change == ProjectSession::Change::Settings)
                load(Load::Now);
        });
    setBlind(m_blind);
    reloadRuns(Load::InBackground);
}

QString ReviewState::runName() const
{
    return m_runIndex >= 0 ? m_runs.at(m_runIndex).name : QString();
}

RowId ReviewState::runId() const
{
    return m_runIndex >= 0 ? m_runs.at(m_runIndex).id : 0;
}

void ReviewState::reloadRuns(Load how)
{
    const QString previous = runName();
    m_runs = m_session ? m_session->project().runs().runs() : QList<Run>();
    m_runIndex = -1;
    for (int i = 0; i < m_runs.size(); ++i)
        if (m_runs.at(i).name == previous)
            m_runIndex = i;
    // The latest run is the one most worth reviewing.
    if (m_runIndex < 0)
        m_runIndex = int(m_runs.size()) - 1;
    Q_EMIT runsChanged();
    load(how);
}

void ReviewState::chooseRun(int index)
{
    if (index == m_runIndex || index < -1 || index >= m_runs.size())
        return;
    m_runIndex = index;
    load(Load::InBackground);
}

bool ReviewState::showRun(const QString& runName)
{
    int index = -1;
    for (int i = 0; i < m_runs.size(); ++i)
        if (m_runs.at(i).name == runName)
            index = i;
    if (index < 0)
        return false;
    m_runIndex = index;
    Q_EMIT runsChanged();
    if (m_loadPending || m_loader->isBusy() || m_review.runId() != runId())
        loadNow();
    return true;
}

bool ReviewState::isLoading() const
{
    return m_loader->isBusy();
}

void ReviewState::finishLoading()
{
    if (m_loadPending || m_loader->isBusy())
        loadNow();
}

void ReviewState::setInView(bool inView)
{
    m_inView = inView;
    if (inView && m_loadPending)
        load(Load::InBackground);
}

void ReviewState::load(Load how)
{
    // Without a project or a run there is nothing to wait for: loadNow says so.
    if (!m_session || m_runIndex < 0 || (m_inView && how == Load::Now)) {
        loadNow();
        return;
    }
    if (const RowId current = questionId())
        m_questionAfterLoad = current; // shown again once read
    clearRun();
    if (!m_inView) {
        // A run's every question and claim is read, which opening a project need not wait for.
        m_loader->cancel();
        m_loadPending = true;
        return;
    }
    m_loadPending = false;
    m_summary = tr("Reading run %1...").arg(runName());
    Q_EMIT summaryChanged();
    m_loader->load(m_session->path(), runId());
}

void ReviewState::clearRun()
{
    m_claims->setQuestion(nullptr, -1);
    m_questions->setRunReview(nullptr);
    m_questionRow = -1;
    replaceReview(review::RunReview());
    m_trustHtml.clear();
    Q_EMIT loadStarted();
}

void ReviewState::loadNow()
{
    const RowId previousQuestion = m_loader->isBusy() || m_loadPending ? m_questionAfterLoad : questionId();
    m_loadPending = false;
    m_loader->cancel();
    m_claims->setQuestion(nullptr, -1);
    m_questions->setRunReview(nullptr);
    m_questionRow = -1;
    if (!m_session || m_runIndex < 0) {
        clearRun();
        m_summary = m_session ? tr("This project has no runs yet: import one (File → Import).")
                              : tr("Open a project to review its runs.");
        Q_EMIT summaryChanged();
        Q_EMIT trustChanged();
        return;
    }
    m_review.load(m_session->project(), runId());
    showLoaded(previousQuestion);
}

void ReviewState::showLoaded(RowId previousQuestion, const std::optional<QString>& trustHtml)
{
    m_questionAfterLoad = 0;
    fillJudges();
    m_questions->setRunReview(&m_review);
    updateFailingFilter();
    updateSummary(trustHtml);
    const int previousRow = previousQuestion ? filterRowOf(previousQuestion) : -1;
    Q_EMIT loaded(previousRow >= 0 ? previousRow : (m_filter->rowCount() > 0 ? 0 : -1));
}

int ReviewState::filterRowOf(RowId questionId) const
{
    const int row = m_review.questionRow(questionId);
    return row < 0 ? -1 : m_filter->mapFromSource(m_questions->index(row, 0)).row();
}

void ReviewState::fillJudges()
{
    // The judge shown stays across reloads while the run still has it; else the primary judge.
    const QString previous = m_judgeShown >= 0 ? m_judges.at(m_judgeShown) : QString();
    QStringList judges = m_review.judgeModels();
    judges.removeAll(m_review.primaryJudge());
    std::sort(judges.begin(), judges.end());
    if (!m_review.claims().isEmpty())
        judges.prepend(m_review.primaryJudge());
    m_judges = judges;
    const int keep = int(m_judges.indexOf(previous));
    m_judgeShown = m_judges.isEmpty() ? -1 : (keep >= 0 && !previous.isEmpty() ? keep : 0);
    m_claims->setJudge(m_judgeShown >= 0 ? std::optional<QString>(m_judges.at(m_judgeShown)) : std::nullopt);
    Q_EMIT judgesChanged();
}

QString ReviewState::judgeLabel(const QString& model) const
{
    QString label = model.isEmpty() ? tr("imported verdicts") : model;
    if (model == m_review.primaryJudge())
        label = tr("%1 (primary)").arg(label);
    return label;
}

void ReviewState::showJudge(int index)
{
    if (index < 0 || index >= m_judges.size())
        return;
    m_judgeShown = index;
    m_claims->setJudge(m_judges.at(index));
    Q_EMIT questionRefreshed();
}

void ReviewState::choosePrimaryJudge(const QString& model)
{
    if (!m_session || m_review.runId() <= 0)
        return;
    m_session->undoStack()->push(
        new SettingEditCommand(*m_session, storage::RunStore::pickedJudgeSettingKey(m_review.runId()), model,
                               tr("Choose Primary Judge")));
    Q_EMIT statusMessage(model.isEmpty() ? tr("Run %1: the first judge to run counts.").arg(runName())
                                         : tr("Run %1: the verdicts of %2 count.").arg(runName(), model));
}

void ReviewState::setQuestionRow(int row)
{
    m_questionRow = row >= 0 && row < m_review.questions().size() ? row : -1;
    m_claims->setQuestion(&m_review, m_questionRow);
}

RowId ReviewState::questionId() const
{
    return m_questionRow >= 0 ? m_review.questions().at(m_questionRow).questionId : 0;
}

void ReviewState::setFailingOnly(bool on)
{
    m_failingOnly = on;
    updateFailingFilter();
}

void ReviewState::updateFailingFilter()
{
    std::optional<double> threshold;
    if (m_failingOnly) {
        threshold = 0.8; // without a project threshold
        if (m_session) {
            const QString text = m_session->project().settings().value(
                metrics::Threshold::settingsKey(QStringLiteral("faithfulness")));
            if (auto parsed = metrics::Threshold::parse(QStringLiteral("faithfulness"), text);
                parsed && !text.isEmpty())
                threshold = parsed->bound;
        }
    }
    m_failingBelow = threshold;
    m_filter->setFailingBelow(threshold);
    Q_EMIT filtersChanged();
}

void ReviewState::setDisagreeOnly(bool on)
{
    m_filter->setDisagreeOnly(on);
}

void ReviewState::setUnreviewedOnly(bool on)
{
    m_filter->setUnreviewedOnly(on);
}

void ReviewState::setBlind(bool blind)
{
    m_blind = blind;
    const QString annotator = m_session ? m_session->currentAnnotator() : QString();
    // Filtering by faithfulness or by disagreement would tell what blind mode hides.
    if (blind) {
        m_failingOnly = false;
        m_filter->setDisagreeOnly(false);
    }
    updateFailingFilter();
    m_questions->setBlind(blind, annotator);
    m_claims->setBlind(blind, annotator);
}

void ReviewState::updateSummary(const std::optional<QString>& trustHtml)
{
    int reviewed = 0;
    for (const review::ClaimState& state : m_review.claims())
        reviewed += state.human ? 1 : 0;
    m_summary = tr("%1 questions, %2 claims, %3 reviewed; %4 judge verdicts overridden by people.")
                    .arg(m_review.questions().size())
                    .arg(m_review.claims().size())
                    .arg(reviewed)
                    .arg(m_review.overriddenCount());
    m_trustHtml = trustHtml ? *trustHtml : judgeTrustHtml(m_review, m_session->project());
    m_trustStale = false;
    Q_EMIT summaryChanged();
    Q_EMIT trustChanged();
}

void ReviewState::refreshTrust()
{
    if (m_trustStale && m_session && m_review.runId()) {
        m_trustStale = false;
        m_trustHtml = judgeTrustHtml(m_review, m_session->project());
        Q_EMIT trustChanged();
    }
}

} // namespace goldset::ui
