#pragma once

#include "core/Result.h"
#include "jobs/JudgeJob.h"

namespace goldset::storage {
class Project;
}

namespace goldset::jobs {

// What a judge run would send, before it sends anything (`judge --dry-run`, the judge dialog):
// requests and about how many tokens, from the texts it would send, and what is already done.
// Prompt tokens of requests whose texts are known (claims requests; verdicts of claims already
// extracted) are estimated from those texts; a verdicts request of an answer not yet split is
// estimated with the answer's text standing for its claims. Completion tokens are a rough
// guess (the answer's length for its claims, about 60 tokens per verdict).
struct JudgePlan
{
    QString judge;
    qint64 answers = 0;
    qint64 answersSplit = 0;     // claims already extracted (items done)
    qint64 answersVerified = 0;  // and every claim has a valid verdict
    qint64 claimsRequests = 0;   // to send
    qint64 verdictsRequests = 0; // to send (at most one per answer)
    qint64 claimsToVerify = 0;   // known claims that need a verdict
    qint64 promptTokens = 0;     // estimated
    qint64 completionTokens = 0; // estimated
    qint64 contextsCut = 0;      // verdicts requests whose contexts exceed the budget
    qint64 contextBudget = 0;
    qint64 spentPromptTokens = 0; // what earlier runs of the job spent (reported by the server)
    qint64 spentCompletionTokens = 0;
    qint64 nuggetProposals = 0; // `nuggets` requests, for questions without any
    qint64 nuggetRequests = 0;  // nugget_support, context_recall, claim_correctness to send

    qint64 citationsRequests = 0;  // citation_checks, one per answer with statements to check
    qint64 statementsToCheck = 0;  // cited statements in them
    qint64 relevancyRequests = 0;  // relevancy_questions
    qint64 embeddingsRequests = 0; // {base}/embeddings (prompt tokens only)

    qint64 requests() const
    {
        return claimsRequests + verdictsRequests + nuggetProposals + nuggetRequests + citationsRequests +
               relevancyRequests + embeddingsRequests;
    }
};

Result<JudgePlan> planJudge(storage::Project& project, const JudgeOptions& options);

} // namespace goldset::jobs
