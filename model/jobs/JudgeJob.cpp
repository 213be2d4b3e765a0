#include "jobs/JudgeJob.h"

#include "jobs/JobRunner.h"
#include "jobs/JudgeScope.h"
#include "jobs/NuggetJudge.h"
#include "judge/AlignmentExamples.h"
#include "judge/CitationItems.h"
#include "judge/Faithfulness.h"
#include "judge/JudgeMetricSet.h"
#include "judge/RelevancyItems.h"
#include "storage/CitationStore.h"
#include "storage/JobStore.h"
#include "storage/Project.h"
#include "storage/RunStore.h"

#include <QDebug>

namespace goldset::jobs {
namespace {

using json = nlohmann::json;

constexpr int kWarningsKept = 20;

// What one run of the job shares between its items (all on the job's thread).
struct JudgeRun
{
    storage::Project& project;
    JudgeScope scope;
    QString job;
    QSet<QString> doneBefore;
    judge::AlignmentExamples examples;
    bool aligned = false;
    QString baseModel;    // an aligned judge reuses this judge's claims
    bool verdicts = true; // faithfulness asked: the claims get verdicts
    std::shared_ptr<NuggetJudge> nuggets;
    QStringList* warnings = nullptr;
    int warningsLeftOut = 0;
    int contextsCut = 0;

    void warn(const QString& warning)
    {
        qWarning().noquote() << warning;
        if (warnings->size() < kWarningsKept)
            warnings->append(warning);
        else
            ++warningsLeftOut;
    }
};

llm::ChatMessage systemMessage()
{
    return {QStringLiteral("system"), JudgeScope::systemPrompt()};
}

Status storeClaims(JudgeRun& run, RowId questionId, const QStringList& texts)
{
    // Claims made again keep their rows (and people's reviews); see ClaimSync.
    QList<Claim> claims;
    const QString hash = run.scope.claimsHash();
    for (const QString& raw : texts) {
        const QString text = raw.trimmed();
        if (text.isEmpty())
            continue;
        Claim claim;
        claim.text = text;
        claim.promptHash = hash;
        claims.append(claim);
    }
    if (auto synced = run.project.runs().syncClaims(run.scope.runId(), questionId, run.scope.judgeName(),
                                                    claims, false);
        !synced)
        return synced.error();
    return {};
}

// The claims of an answer that still need a verdict, asked in one request.
JobItem verdictsItem(const std::shared_ptr<JudgeRun>& run, const Question& question)
{
    struct Asked
    {
        QList<RowId> claimIds; // by the number the prompt gave them
        QSet<QString> allowed;
    };
    auto asked = std::make_shared<Asked>();
    JobItem item;
    item.key = JudgeScope::verdictsKey(question);
    item.prepare = [run, asked, question](JobItem& self) -> Status {
        const QList<Claim> pending = run->scope.claimsNeedingVerdicts(
            run->scope.currentClaims(run->project, question.id), run->doneBefore);
        if (pending.isEmpty())
            return {}; // nothing to ask: stored as done without a request
        QStringList texts;
        for (const Claim& claim : pending) {
            asked->claimIds.append(claim.id);
            texts.append(claim.text);
        }
        const judge::PromptContexts contexts =
            judge::promptContexts(run->scope.passages(run->project, question.id), run->scope.contextBudget());
        asked->allowed = contexts.chunkIds;
        self.note = contexts.note(run->scope.contextBudget());
        if (contexts.cut())
            ++run->contextsCut;
        const QString examples =
            run->aligned ? judge::AlignmentExamples::render(run->examples.select(texts)) : QString();
        self.request.schema = llm::ChatSchema::Verdicts;
        self.request.numberedItems = static_cast<int>(texts.size());
        self.request.messages = {
            systemMessage(),
            {QStringLiteral("user"), run->scope.verdictsPrompt(question, texts, contexts, examples)}};
        return {};
    };
    item.store = [run, asked, key = item.key](const json& answer) -> Status {
        if (answer.is_null())
            return {};
        const QString hash = run->scope.verdictsHash();
        storage::JobStore jobs(run->project.connection());
        for (const json& entry : answer.at("verdicts")) {
            const auto number = static_cast<qsizetype>(entry.at("claim").get<std::int64_t>());
            const RowId claimId = asked->claimIds.at(number);
            QStringList evidence;
            for (const json& id : entry.at("evidence")) {
                const QString chunkId = QString::fromStdString(id.get<std::string>()).trimmed();
                if (asked->allowed.contains(chunkId)) {
                    if (!evidence.contains(chunkId))
                        evidence.append(chunkId);
                } else {
                    run->warn(
                        QStringLiteral("%1 (claim %2): evidence '%3' was not among the contexts; dropped")
                            .arg(key)
                            .arg(number)
                            .arg(chunkId));
                }
            }
            const auto verdict =
                verdictFromString(QString::fromStdString(entry.at("verdict").get<std::string>()));
            if (Status s = run->project.runs().setClaimVerdict(
                    claimId, verdict.value_or(Verdict::Unknown),
                    QString::fromStdString(entry.at("reason").get<std::string>()), evidence,
                    run->scope.judgeName(), hash);
                !s)
                return s;
            if (Status s = jobs.markDone(run->job, JudgeScope::claimKey(claimId)); !s)
                return s;
        }
        return {};
    };
    return item;
}

// The claims of one answer; its verdicts follow as soon as they are stored.
JobItem correctnessItem(const std::shared_ptr<JudgeRun>& run, const Question& question)
{
    return run->nuggets->correctnessItem(
        question, [run, id = question.id] { return run->scope.currentClaims(run->project, id); });
}

// withCorrectness: its claim_correctness item follows (the question has nuggets, or gets them
// from a proposal that this item waits for).
JobItem claimsItem(const std::shared_ptr<JudgeRun>& run, const JudgeScope::Answer& answer,
                   bool withCorrectness)
{
    const Question question = answer.question;
    auto reused = std::make_shared<QStringList>();
    JobItem item;
    item.key = JudgeScope::answerKey(question);
    item.request.schema = llm::ChatSchema::Claims;
    item.request.messages = {systemMessage(), {QStringLiteral("user"), run->scope.claimsPrompt(answer)}};
    if (run->aligned) {
        item.prepare = [run, reused, question](JobItem& self) -> Status {
            // The aligned judge differs in its verdicts only: the plain judge's claims serve.
            for (const Claim& claim : run->project.runs().claims(run->scope.runId(), question.id))
                if (claim.judgeModel == run->baseModel && !claim.orphaned)
                    reused->append(claim.text);
            if (!reused->isEmpty())
                self.request.messages.clear();
            return {};
        };
    }
    item.store = [run, reused, question](const json& answer) -> Status {
        QStringList texts = *reused;
        if (!answer.is_null())
            for (const json& entry : answer.at("claims"))
                texts.append(QString::fromStdString(entry.get<std::string>()));
        return storeClaims(*run, question.id, texts);
    };
    item.followUps = [run, question, withCorrectness] {
        QList<JobItem> next;
        if (run->verdicts)
            next.append(verdictsItem(run, question));
        if (withCorrectness)
            next.append(correctnessItem(run, question));
        return next;
    };
    return item;
}

} // namespace

NuggetTasks nuggetTasks(const JudgeOptions& options)
{
    NuggetTasks tasks;
    // Nuggets are proposed only when a nugget metric is asked for by name: by default the
    // judge works with the nuggets experts have, and leaves questions without any alone.
    tasks.propose = options.asked(QStringLiteral("nuggets")) ||
                    options.asked(QStringLiteral("context_recall")) ||
                    options.asked(QStringLiteral("correctness"));
    tasks.support = options.wants(QStringLiteral("nuggets"));
    tasks.recall = options.wants(QStringLiteral("context_recall"));
    tasks.correctness = options.wants(QStringLiteral("correctness"));
    return tasks;
}

JudgeJob::JudgeJob(QString projectPath, JudgeOptions options, QObject* parent)
    : BackgroundJob(std::move(projectPath), parent), m_options(std::move(options))
{
}

JobSummary JudgeJob::execute(storage::Project& project, const CancelToken& cancel,
                             const ProgressFunction& progress)
{
    JobSummary summary;
    const QString judgeName = m_options.judgeName();
    const QString job = jobName(m_options.runName, judgeName);
    JobRunner runner(project, job, m_options.chat, cancel, progress);
    const QSet<QString> done = runner.doneKeys();
    auto scope = JudgeScope::load(project, m_options, done);
    if (!scope) {
        summary.fatalError = scope.error().message;
        return summary;
    }
    auto run = std::make_shared<JudgeRun>(JudgeRun{project, std::move(*scope), job, done});
    run->aligned = m_options.aligned;
    run->baseModel = m_options.chat.model;
    run->warnings = &summary.warnings;
    if (m_options.aligned) {
        run->examples.load(project);
        if (run->examples.isEmpty())
            run->warn(QStringLiteral(
                "no reviewed claims in the project: the aligned judge has no examples to learn "
                "from and judges like the plain one"));
    }

    run->verdicts = m_options.wants(QStringLiteral("faithfulness"));
    run->nuggets = std::make_shared<NuggetJudge>(project, run->scope.runId(), judgeName,
                                                 run->scope.contextBudget(), nuggetTasks(m_options));
    const bool claimsWanted = run->verdicts || run->nuggets->tasks().correctness;

    // Per answer: its claims items (claims, then verdicts and claim_correctness; or those two
    // alone once the claims are in), and its nugget items. An answer whose question gets its
    // nuggets proposed first runs its claims items after the proposal, so that claim_correctness
    // sees the nuggets. Every follow-up is decided here, so the scope's count is exact.
    QList<JobItem> items;
    int alreadyDone = 0;
    int total = 0;
    for (const JudgeScope::Answer& answer : run->scope.answers()) {
        const Question& question = answer.question;
        const bool proposing = run->nuggets->needsNuggets(question);
        const bool correctness =
            run->nuggets->tasks().correctness && (proposing || !run->nuggets->nuggets(question.id).isEmpty());
        QList<JobItem> claimItems;
        int claimCount = 0;
        if (claimsWanted) {
            // The claims and their verdicts count as two steps of the answer, done or not.
            claimCount = run->verdicts ? 2 : 1;
            if (!answer.claimsDone) {
                claimItems.append(claimsItem(run, answer, correctness));
                claimCount += correctness ? 1 : 0;
            } else {
                ++alreadyDone;
                if (run->verdicts) {
                    if (run->scope.claimsNeedingVerdicts(answer.claims, done).isEmpty())
                        ++alreadyDone;
                    else
                        claimItems.append(verdictsItem(run, question));
                }
                if (correctness &&
                    (proposing || run->nuggets->needsCorrectness(question.id, answer.claims))) {
                    claimItems.append(correctnessItem(run, question));
                    ++claimCount;
                }
            }
        }
        int nuggetCount = 0;
        items.append(run->nuggets->answerItems(question, answer.text, claimItems, nuggetCount));
        total += nuggetCount + claimCount;
    }
    QList<Question> questions;
    QList<QPair<Question, QString>> answered;
    for (const JudgeScope::Answer& answer : run->scope.answers()) {
        questions.append(answer.question);
        answered.append({answer.question, answer.text});
    }
    if (run->scope.wants(judge::judgeMetric::citations)) {
        const auto citations = judge::CitationWork::load(project, run->scope.runId(), judgeName, questions,
                                                         run->scope.contextBudget());
        const QList<JobItem> more = citations.items(project, [run](const QString& w) { run->warn(w); });
        total += static_cast<int>(citations.answersWithStatements());
        alreadyDone += static_cast<int>(citations.answersWithStatements() - more.size());
        items.append(more);
    }
    if (run->scope.wants(judge::judgeMetric::relevancy)) {
        const auto relevancy = judge::RelevancyWork::load(project, run->scope.runId(), judgeName,
                                                          m_options.chat.embeddingModel, answered, done);
        total += static_cast<int>(answered.size() * 2);
        alreadyDone += static_cast<int>(relevancy.alreadyDone());
        items.append(relevancy.items(project));
    }
    runner.addToScope(total, alreadyDone);
    runner.run(std::move(items));
    runner.fillSummary(summary);
    if (run->warningsLeftOut > 0)
        summary.warnings.append(
            QStringLiteral("… and %1 more warnings like these").arg(run->warningsLeftOut));
    if (Status s = project.runs().noteJudged(run->scope.runId(), judgeName); !s)
        summary.warnings.append(s.error().message);

    double claims = 0;
    double supported = 0;
    double faithfulnessSum = 0;
    double faithfulnessCount = 0;
    QHash<RowId, QList<Claim>> byQuestion;
    for (const Claim& claim : project.runs().claimsOfRun(run->scope.runId()))
        byQuestion[claim.questionId].append(claim);
    for (const JudgeScope::Answer& answer : run->scope.answers()) {
        const QList<Claim> all = byQuestion.value(answer.question.id);
        for (const Claim& claim : all) {
            if (claim.judgeModel != judgeName || claim.orphaned)
                continue;
            ++claims;
            if (claim.verdict == Verdict::Supported)
                ++supported;
        }
        if (const auto f = judge::faithfulness(all, judgeName)) {
            faithfulnessSum += *f;
            ++faithfulnessCount;
        }
    }
    summary.counters.insert(QStringLiteral("answers"), static_cast<double>(run->scope.answers().size()));
    summary.counters.insert(QStringLiteral("claims"), claims);
    summary.counters.insert(QStringLiteral("supported"), supported);
    const NuggetJudge::Counters& nuggetCounters = run->nuggets->counters();
    summary.counters.insert(QStringLiteral("contexts_cut"), run->contextsCut + nuggetCounters.contextsCut);
    if (run->nuggets->tasks().any()) {
        summary.counters.insert(QStringLiteral("questions_given_nuggets"), nuggetCounters.proposed);
        summary.counters.insert(QStringLiteral("nugget_support_verdicts"), nuggetCounters.support);
        summary.counters.insert(QStringLiteral("nugget_context_verdicts"), nuggetCounters.context);
        summary.counters.insert(QStringLiteral("claim_nugget_links"), nuggetCounters.claimLinks);
    }
    if (nuggetCounters.evidenceDropped > 0)
        summary.warnings.append(QStringLiteral("%1 nugget evidence ids were not among the contexts; dropped")
                                    .arg(nuggetCounters.evidenceDropped));
    if (faithfulnessCount > 0)
        summary.counters.insert(QStringLiteral("faithfulness"), faithfulnessSum / faithfulnessCount);
    // What the citation and relevancy work left stored for this judge (for the CLI's summary).
    if (run->scope.wants(judge::judgeMetric::citations))
        summary.counters.insert(
            QStringLiteral("statements_checked"),
            double(
                storage::CitationStore(project.connection()).checks(run->scope.runId(), judgeName).size()));
    if (run->scope.wants(judge::judgeMetric::relevancy)) {
        const auto judged =
            storage::CitationStore(project.connection()).relevancyOfRun(run->scope.runId(), judgeName);
        double scored = 0;
        double sum = 0;
        for (const RelevancyJudgement& r : judged)
            if (r.score) {
                ++scored;
                sum += *r.score;
            }
        summary.counters.insert(QStringLiteral("relevancy_scored"), scored);
        if (scored > 0)
            summary.counters.insert(QStringLiteral("answer_relevancy"), sum / scored);
    }
    return summary;
}

} // namespace goldset::jobs
