#include "jobs/JudgePlan.h"

#include "jobs/JudgeScope.h"
#include "jobs/NuggetJudge.h"
#include "judge/AlignmentExamples.h"
#include "judge/CitationItems.h"
#include "judge/JudgeMetricSet.h"
#include "judge/RelevancyItems.h"
#include "llm/TokenEstimate.h"
#include "storage/JobStore.h"
#include "storage/Project.h"

namespace goldset::jobs {
namespace {

constexpr qint64 kTokensPerVerdict = 60;     // {"claim": n, "verdict": ..., "reason": ..., "evidence": [...]}
constexpr qint64 kTokensPerClaimGuess = 20;  // an answer of N tokens makes about N / 20 claims
constexpr qint64 kTokensPerNuggetEntry = 15; // {"nugget": n, "support": "partial_support"}
constexpr qint64 kNuggetsGuess = 6;          // a proposal's nuggets, before they exist
constexpr qint64 kTokensPerCitationCheck = 20; // {"statement": n, "entailed": b, "unnecessary": []}
constexpr qint64 kTokensPerGeneratedQuestion = 20;

// The nugget requests: from the texts they would send where the nuggets exist; a question whose
// nuggets would be proposed first counts its proposal and its later requests with a guess of
// kNuggetsGuess nuggets (their texts are not known yet).
void planNuggets(storage::Project& project, const JudgeOptions& options, const JudgeScope& scope,
                 JudgePlan& plan)
{
    auto nuggets = std::make_shared<NuggetJudge>(project, scope.runId(), scope.judgeName(),
                                                 scope.contextBudget(), nuggetTasks(options));
    const NuggetTasks& tasks = nuggets->tasks();
    if (!tasks.any())
        return;
    const qint64 systemTokens = llm::estimateTokens(JudgeScope::systemPrompt());
    for (const JudgeScope::Answer& answer : scope.answers()) {
        const Question& question = answer.question;
        QList<Nugget> current = nuggets->nuggets(question.id);
        const bool proposing = nuggets->needsNuggets(question);
        if (proposing) {
            ++plan.nuggetProposals;
            plan.promptTokens += systemTokens + llm::estimateTokens(nuggets->proposePrompt(question));
            plan.completionTokens += kNuggetsGuess * 20;
            for (qint64 i = 0; i < kNuggetsGuess; ++i)
                current.append(Nugget{0, question.id, int(i), question.groundTruth.left(80)});
        }
        const qint64 entries = current.size();
        if (tasks.support && (proposing || nuggets->needsSupport(question.id))) {
            ++plan.nuggetRequests;
            plan.promptTokens +=
                systemTokens + llm::estimateTokens(nuggets->supportPrompt(question, answer.text, current));
            plan.completionTokens += kTokensPerNuggetEntry * entries;
        }
        if (tasks.recall && (proposing || nuggets->needsRecall(question.id))) {
            ++plan.nuggetRequests;
            const judge::PromptContexts contexts = nuggets->contexts(question.id);
            plan.contextsCut += contexts.cut() ? 1 : 0;
            plan.promptTokens +=
                systemTokens + llm::estimateTokens(nuggets->recallPrompt(question, current, contexts));
            plan.completionTokens += (kTokensPerNuggetEntry + 10) * entries;
        }
        const bool correctness =
            tasks.correctness && !current.isEmpty() &&
            (proposing || !answer.claimsDone || nuggets->needsCorrectness(question.id, answer.claims));
        if (correctness) {
            ++plan.nuggetRequests;
            QStringList claims;
            for (const Claim& claim : answer.claims)
                claims.append(claim.text);
            if (claims.isEmpty())
                claims = {answer.text}; // not split yet: the answer stands for its claims
            plan.promptTokens +=
                systemTokens + llm::estimateTokens(nuggets->correctnessPrompt(question, claims, current));
            plan.completionTokens += kTokensPerNuggetEntry * std::max<qint64>(1, claims.size());
        }
    }
}

} // namespace

Result<JudgePlan> planJudge(storage::Project& project, const JudgeOptions& options)
{
    const QString job = JudgeJob::jobName(options.runName, options.judgeName());
    storage::JobStore jobs(project.connection());
    const QSet<QString> done = jobs.doneKeys(job);
    auto scope = JudgeScope::load(project, options, done);
    if (!scope)
        return scope.error();
    judge::AlignmentExamples examples;
    if (options.aligned)
        examples.load(project);

    const qint64 systemTokens = llm::estimateTokens(JudgeScope::systemPrompt());
    JudgePlan plan;
    plan.judge = scope->judgeName();
    plan.contextBudget = scope->contextBudget();
    const auto spent = jobs.cost(job);
    plan.spentPromptTokens = spent.promptTokens;
    plan.spentCompletionTokens = spent.completionTokens;
    for (const JudgeScope::Answer& answer : scope->answers()) {
        ++plan.answers;
        if (!scope->wants(judge::judgeMetric::faithfulness))
            continue;
        QStringList claims;
        qint64 expectedClaims = 0;
        if (answer.claimsDone) {
            ++plan.answersSplit;
            for (const Claim& claim : scope->claimsNeedingVerdicts(answer.claims, done))
                claims.append(claim.text);
            if (claims.isEmpty()) {
                ++plan.answersVerified;
                continue;
            }
            expectedClaims = claims.size();
            plan.claimsToVerify += expectedClaims;
        } else {
            ++plan.claimsRequests;
            const qint64 answerTokens = llm::estimateTokens(answer.text);
            plan.promptTokens += systemTokens + llm::estimateTokens(scope->claimsPrompt(answer));
            plan.completionTokens += answerTokens + 10;
            claims = {answer.text};
            expectedClaims = std::max<qint64>(1, answerTokens / kTokensPerClaimGuess);
        }
        ++plan.verdictsRequests;
        const judge::PromptContexts contexts =
            judge::promptContexts(scope->passages(project, answer.question.id), scope->contextBudget());
        plan.contextsCut += contexts.cut() ? 1 : 0;
        const QString shown =
            options.aligned ? judge::AlignmentExamples::render(examples.select(claims)) : QString();
        plan.promptTokens += systemTokens + llm::estimateTokens(scope->verdictsPrompt(answer.question, claims,
                                                                                      contexts, shown));
        plan.completionTokens += kTokensPerVerdict * expectedClaims;
    }
    planNuggets(project, options, *scope, plan);
    QList<Question> questions;
    QList<QPair<Question, QString>> answered;
    for (const JudgeScope::Answer& answer : scope->answers()) {
        questions.append(answer.question);
        answered.append({answer.question, answer.text});
    }
    if (scope->wants(judge::judgeMetric::citations)) {
        const auto work = judge::CitationWork::load(project, scope->runId(), scope->judgeName(), questions,
                                                    scope->contextBudget());
        for (const judge::CitationWork::Answer& answer : work.answers()) {
            ++plan.citationsRequests;
            plan.statementsToCheck += answer.toCheck.size();
            plan.promptTokens +=
                systemTokens + llm::estimateTokens(work.prompt(project, answer.question, answer.toCheck));
            plan.completionTokens += kTokensPerCitationCheck * answer.toCheck.size();
        }
    }
    if (scope->wants(judge::judgeMetric::relevancy)) {
        const auto work = judge::RelevancyWork::load(project, scope->runId(), scope->judgeName(),
                                                     options.chat.embeddingModel, answered, done);
        for (const judge::RelevancyWork::Answer& answer : work.answers()) {
            if (!answer.questionsDone) {
                ++plan.relevancyRequests;
                plan.promptTokens += systemTokens + llm::estimateTokens(work.prompt(answer.text));
                plan.completionTokens += kTokensPerGeneratedQuestion * judge::kRelevancyQuestions + 10;
            }
            ++plan.embeddingsRequests;
            plan.promptTokens += llm::estimateTokens(answer.question.text) +
                                 kTokensPerGeneratedQuestion * judge::kRelevancyQuestions;
        }
    }
    return plan;
}

} // namespace goldset::jobs
