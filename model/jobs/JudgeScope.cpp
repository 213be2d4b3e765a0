#include "jobs/JudgeScope.h"

#include "judge/JudgeMetricSet.h"
#include "llm/PromptTemplates.h"
#include "storage/CitationStore.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

namespace goldset::jobs {

Result<JudgeScope> JudgeScope::load(storage::Project& project, const JudgeOptions& options,
                                    const QSet<QString>& done)
{
    if (options.chat.model.isEmpty())
        return makeError(QStringLiteral("no model set"));
    const auto run = project.runs().findRun(options.runName);
    if (!run)
        return run.notFound() ? makeError(QStringLiteral("no run named '%1'").arg(options.runName))
                              : run.error();
    JudgeScope scope;
    scope.m_runId = run->id;
    const bool hasCitations = storage::CitationStore(project.connection()).runHasStatements(run->id);
    const bool hasEmbeddings = !options.chat.embeddingModel.trimmed().isEmpty();
    if (options.metrics.isEmpty()) {
        scope.m_metrics = {judge::judgeMetric::faithfulness};
        if (hasCitations)
            scope.m_metrics.insert(judge::judgeMetric::citations);
        if (hasEmbeddings)
            scope.m_metrics.insert(judge::judgeMetric::relevancy);
    } else {
        scope.m_metrics = options.metrics;
        if (scope.wants(judge::judgeMetric::citations) && !hasCitations)
            return makeError(QStringLiteral("run '%1' has no citations: import its answers with [n] or "
                                            "[chunk id] markers, a \"statements\" list, or --format trec-rag")
                                 .arg(options.runName));
        if (scope.wants(judge::judgeMetric::relevancy) && !hasEmbeddings)
            return makeError(QStringLiteral("relevancy needs an embedding model: set llm/embedding_model in "
                                            "the project or pass --embedding-model NAME"));
    }
    scope.m_judgeName = options.judgeName();
    scope.m_rejudge = options.rejudgeClaims;
    scope.m_claimsTemplate = llm::promptTemplate(project.settings(), llm::PromptKind::Claims);
    scope.m_verdictsTemplate = llm::promptTemplate(project.settings(), llm::PromptKind::Verdicts);
    // Verdicts made one claim at a time by the judge before batched verdicts stay valid while
    // that prompt is unchanged too.
    scope.m_validVerdictHashes = {
        llm::promptHash(scope.m_verdictsTemplate),
        llm::promptHash(llm::promptTemplate(project.settings(), llm::PromptKind::Verdict))};
    if (options.contextBudgetTokens > 0) {
        scope.m_budget = options.contextBudgetTokens;
    } else {
        bool ok = false;
        const qint64 stored = project.settings().value(judge::contextBudgetSettingKey()).toLongLong(&ok);
        if (ok && stored > 0)
            scope.m_budget = stored;
    }

    QHash<RowId, QList<Claim>> claimsByQuestion;
    for (const Claim& claim : project.runs().claimsOfRun(run->id))
        if (claim.judgeModel == scope.m_judgeName && !claim.orphaned)
            claimsByQuestion[claim.questionId].append(claim);
    for (const Question& listed : project.runs().runQuestions(run->id)) {
        const auto text = project.runs().answer(run->id, listed.id);
        if (!text || text->trimmed().isEmpty())
            continue;
        const auto question = project.questions().byId(listed.id);
        if (!question)
            continue;
        Answer answer;
        answer.question = *question;
        answer.text = *text;
        answer.claimsDone = done.contains(answerKey(*question));
        if (answer.claimsDone)
            answer.claims = claimsByQuestion.value(listed.id);
        scope.m_answers.append(answer);
    }
    return scope;
}

QString JudgeScope::verdictsHash() const
{
    return llm::promptHash(m_verdictsTemplate);
}

QString JudgeScope::claimsHash() const
{
    return llm::promptHash(m_claimsTemplate);
}

bool JudgeScope::needsVerdict(const Claim& claim, const QSet<QString>& done) const
{
    if (m_rejudge)
        return true;
    return !done.contains(claimKey(claim.id)) || !m_validVerdictHashes.contains(claim.promptHash);
}

QList<Claim> JudgeScope::claimsNeedingVerdicts(const QList<Claim>& claims, const QSet<QString>& done) const
{
    QList<Claim> result;
    for (const Claim& claim : claims)
        if (needsVerdict(claim, done))
            result.append(claim);
    return result;
}

QList<Claim> JudgeScope::currentClaims(storage::Project& project, RowId questionId) const
{
    QList<Claim> result;
    for (const Claim& claim : project.runs().claims(m_runId, questionId))
        if (claim.judgeModel == m_judgeName && !claim.orphaned)
            result.append(claim);
    return result;
}

QString JudgeScope::systemPrompt()
{
    return QStringLiteral(
        "You are a strict fact checker. Answer only with JSON that matches the requested schema.");
}

QString JudgeScope::claimsPrompt(const Answer& answer) const
{
    return llm::renderPrompt(m_claimsTemplate, {{QStringLiteral("question"), answer.question.text},
                                                {QStringLiteral("answer"), answer.text}});
}

QList<judge::ContextPassage> JudgeScope::passages(storage::Project& project, RowId questionId) const
{
    return retrievedPassages(project, m_runId, questionId);
}

QList<judge::ContextPassage> retrievedPassages(storage::Project& project, RowId runId, RowId questionId)
{
    QList<judge::ContextPassage> result;
    for (const Retrieval& retrieval : project.runs().retrievals(runId, questionId)) {
        const auto chunk = project.corpus().chunkById(retrieval.chunkId);
        if (!chunk)
            continue;
        result.append(
            {chunk->externalId, chunk->stub ? QStringLiteral("(text not available)") : chunk->text});
    }
    return result;
}

QString JudgeScope::verdictsPrompt(const Question& question, const QStringList& claims,
                                   const judge::PromptContexts& contexts, const QString& examples) const
{
    return llm::renderPrompt(m_verdictsTemplate, {{QStringLiteral("question"), question.text},
                                                  {QStringLiteral("claims"),
                                                   judge::numberedItems(QStringLiteral("claim"), claims)},
                                                  {QStringLiteral("contexts"), contexts.text},
                                                  {QStringLiteral("examples"), examples}});
}

} // namespace goldset::jobs
