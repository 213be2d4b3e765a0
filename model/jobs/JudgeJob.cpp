#include "jobs/JudgeJob.h"

#include "jobs/JobRunner.h"
#include "judge/Faithfulness.h"
#include "llm/PromptTemplates.h"
#include "storage/CorpusStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"
#include "storage/RunStore.h"
#include "storage/SettingsStore.h"

#include <QDebug>

namespace goldset::jobs {
namespace {

using json = nlohmann::json;

const QString kJudgeSystemMessage =
    QStringLiteral("You are a strict fact checker. Answer only with JSON that matches the requested schema.");

struct AnswerCase
{
    Question question;
    QString answer;
};

struct Contexts
{
    QString prompt;         // "[returns#0] text" blocks
    QSet<QString> chunkIds; // what evidence may name
};

Contexts contextsFor(storage::Project& project, RowId runId, RowId questionId)
{
    Contexts contexts;
    QStringList blocks;
    for (const Retrieval& retrieval : project.runs().retrievals(runId, questionId)) {
        const auto chunk = project.corpus().chunkById(retrieval.chunkId);
        if (!chunk)
            continue;
        contexts.chunkIds.insert(chunk->externalId);
        blocks.append(QStringLiteral("[%1] %2").arg(chunk->externalId,
                                                    chunk->stub ? QStringLiteral("(text not available)")
                                                                : chunk->text.simplified()));
    }
    contexts.prompt = blocks.isEmpty() ? QStringLiteral("(no passages were retrieved)")
                                       : blocks.join(QStringLiteral("\n\n"));
    return contexts;
}

} // namespace

JudgeJob::JudgeJob(QString projectPath, JudgeOptions options, QObject* parent)
    : BackgroundJob(std::move(projectPath), parent), m_options(std::move(options))
{
}

JobSummary JudgeJob::execute(storage::Project& project, const CancelToken& cancel,
                             const ProgressFunction& progress)
{
    JobSummary summary;
    const QString model = m_options.chat.model;
    if (model.isEmpty()) {
        summary.fatalError = QStringLiteral("no model set");
        return summary;
    }
    const auto run = project.runs().runByName(m_options.runName);
    if (!run) {
        summary.fatalError = QStringLiteral("no run named '%1'").arg(m_options.runName);
        return summary;
    }
    const RowId runId = run->id;
    JobRunner runner(project, jobName(run->name, model), m_options.chat, cancel, progress);
    const QSet<QString> done = runner.doneKeys();

    QList<AnswerCase> answers;
    for (RowId questionId : project.runs().questionIds(runId)) {
        const auto answer = project.runs().answer(runId, questionId);
        const auto question = project.questions().byId(questionId);
        if (answer && question && !answer->trimmed().isEmpty())
            answers.append({*question, *answer});
    }

    // Phase 1: claims of each answer.
    const QString claimsTemplate = llm::promptTemplate(project.settings(), llm::PromptKind::Claims);
    QList<JobItem> items;
    int alreadyDone = 0;
    for (const AnswerCase& answerCase : answers) {
        const QString key = QStringLiteral("answer:") + answerCase.question.externalId;
        if (done.contains(key)) {
            ++alreadyDone;
            continue;
        }
        const QString prompt =
            llm::renderPrompt(claimsTemplate, {{QStringLiteral("question"), answerCase.question.text},
                                               {QStringLiteral("answer"), answerCase.answer}});
        // The template's hash: which prompt version made the claims, the same for every answer.
        const QString hash = llm::promptHash(claimsTemplate);
        const RowId questionId = answerCase.question.id;
        JobItem item;
        item.key = key;
        item.request.schema = llm::ChatSchema::Claims;
        item.request.messages = {{QStringLiteral("system"), kJudgeSystemMessage},
                                 {QStringLiteral("user"), prompt}};
        item.store = [&project, runId, questionId, model, hash](const json& answer) -> Status {
            // Claims made again keep their rows (and people's reviews); see ClaimSync.
            QList<Claim> claims;
            for (const json& entry : answer.at("claims")) {
                const QString text = QString::fromStdString(entry.get<std::string>()).trimmed();
                if (text.isEmpty())
                    continue;
                Claim claim;
                claim.text = text;
                claim.promptHash = hash;
                claims.append(claim);
            }
            if (auto synced = project.runs().syncClaims(runId, questionId, model, claims, false); !synced)
                return synced.error();
            return {};
        };
        items.append(item);
    }
    runner.addToScope(static_cast<int>(answers.size()), alreadyDone);
    runner.run(items);

    // Phase 2: a verdict on each claim, against the retrieved contexts.
    if (!runner.cancelled()) {
        const QString verdictTemplate = llm::promptTemplate(project.settings(), llm::PromptKind::Verdict);
        items.clear();
        int claimsInScope = 0;
        int claimsDone = 0;
        const QSet<QString> doneNow = runner.doneKeys();
        for (const AnswerCase& answerCase : answers) {
            // Claims of an answer whose extraction failed are stale: they will be replaced.
            if (!doneNow.contains(QStringLiteral("answer:") + answerCase.question.externalId))
                continue;
            const RowId questionId = answerCase.question.id;
            std::optional<Contexts> contexts;
            for (const Claim& claim : project.runs().claims(runId, questionId)) {
                if (claim.judgeModel != model || claim.orphaned)
                    continue;
                ++claimsInScope;
                const QString key = QStringLiteral("claim:%1").arg(claim.id);
                if (doneNow.contains(key) && !m_options.rejudgeClaims) {
                    ++claimsDone;
                    continue;
                }
                if (!contexts)
                    contexts = contextsFor(project, runId, questionId);
                const QString prompt = llm::renderPrompt(
                    verdictTemplate, {{QStringLiteral("question"), answerCase.question.text},
                                      {QStringLiteral("claim"), claim.text},
                                      {QStringLiteral("contexts"), contexts->prompt}});
                const QString hash = llm::promptHash(verdictTemplate);
                JobItem item;
                item.key = key;
                item.request.schema = llm::ChatSchema::Verdict;
                item.request.messages = {{QStringLiteral("system"), kJudgeSystemMessage},
                                         {QStringLiteral("user"), prompt}};
                const QSet<QString> allowed = contexts->chunkIds;
                const RowId claimId = claim.id;
                QStringList* warnings = &summary.warnings;
                item.store = [&project, claimId, allowed, model, hash, key,
                              warnings](const json& answer) -> Status {
                    const auto verdict =
                        verdictFromString(QString::fromStdString(answer.at("verdict").get<std::string>()));
                    QStringList evidence;
                    for (const json& id : answer.at("evidence")) {
                        const QString chunkId = QString::fromStdString(id.get<std::string>()).trimmed();
                        if (allowed.contains(chunkId)) {
                            if (!evidence.contains(chunkId))
                                evidence.append(chunkId);
                        } else {
                            const QString warning =
                                QStringLiteral("%1: evidence '%2' was not among the contexts; dropped")
                                    .arg(key, chunkId);
                            qWarning().noquote() << warning;
                            warnings->append(warning);
                        }
                    }
                    return project.runs().setClaimVerdict(
                        claimId, verdict.value_or(Verdict::Unknown),
                        QString::fromStdString(answer.at("reason").get<std::string>()), evidence, model,
                        hash);
                };
                items.append(item);
            }
        }
        runner.addToScope(claimsInScope, claimsDone);
        runner.run(items);
    }
    runner.fillSummary(summary);
    if (Status s = project.runs().noteJudged(runId, model); !s)
        summary.warnings.append(s.error().message);

    double claims = 0;
    double supported = 0;
    double faithfulnessSum = 0;
    double faithfulnessCount = 0;
    for (const AnswerCase& answerCase : answers) {
        const QList<Claim> all = project.runs().claims(runId, answerCase.question.id);
        for (const Claim& claim : all) {
            if (claim.judgeModel != model || claim.orphaned)
                continue;
            ++claims;
            if (claim.verdict == Verdict::Supported)
                ++supported;
        }
        if (const auto f = judge::faithfulness(all, model)) {
            faithfulnessSum += *f;
            ++faithfulnessCount;
        }
    }
    summary.counters.insert(QStringLiteral("answers"), answers.size());
    summary.counters.insert(QStringLiteral("claims"), claims);
    summary.counters.insert(QStringLiteral("supported"), supported);
    if (faithfulnessCount > 0)
        summary.counters.insert(QStringLiteral("faithfulness"), faithfulnessSum / faithfulnessCount);
    return summary;
}

} // namespace goldset::jobs
