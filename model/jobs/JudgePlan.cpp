#include "jobs/JudgePlan.h"

#include "jobs/JudgeScope.h"
#include "judge/AlignmentExamples.h"
#include "judge/CitationItems.h"
#include "judge/JudgeMetricSet.h"
#include "judge/RelevancyItems.h"
#include "llm/TokenEstimate.h"
#include "storage/JobStore.h"
#include "storage/Project.h"

namespace goldset::jobs {
namespace {

constexpr qint64 kTokensPerVerdict = 60;    // {"claim": n, "verdict": ..., "reason": ..., "evidence": [...]}
constexpr qint64 kTokensPerClaimGuess = 20; // an answer of N tokens makes about N / 20 claims
constexpr qint64 kTokensPerCitationCheck = 20; // {"statement": n, "entailed": b, "unnecessary": []}
constexpr qint64 kTokensPerGeneratedQuestion = 20;

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
